// Reads JSON lines [a, b] and writes one JSON line per pair: {"ok": {"equals":
// new URI(a).equals(new URI(b)), "same": a.normalize().equals(b.normalize()), "a":
// a.normalize().toString(), "b": …}}, or {"error": "<exception class>: <message>"}. The first
// line written is the JDK's version. Run as a single-file program: `java JavaUriEquals.java`.
//
// Only the two-string arrays the differential writes are read: strings with JSON's escapes.

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

public class JavaUriEquals {
    public static void main(String[] args) throws Exception {
        BufferedReader in =
            new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        out.println("{\"version\": " + quote(System.getProperty("java.version")) + "}");
        String line;
        while ((line = in.readLine()) != null) {
            List<String> pair = strings(line);
            String answer;
            try {
                URI a = new URI(pair.get(0));
                URI b = new URI(pair.get(1));
                answer = "{\"ok\": {\"equals\": " + a.equals(b)
                    + ", \"same\": " + a.normalize().equals(b.normalize())
                    + ", \"a\": " + quote(a.normalize().toString())
                    + ", \"b\": " + quote(b.normalize().toString()) + "}}";
            } catch (Exception e) {
                answer = "{\"error\": " + quote(e.getClass().getName() + ": " + e.getMessage()) + "}";
            }
            out.println(answer);
        }
        out.flush();
    }
    static List<String> strings(String line) {
        List<String> found = new ArrayList<>();
        int i = 0;
        while (i < line.length()) {
            if (line.charAt(i) != '"') {
                i++;
                continue;
            }
            StringBuilder text = new StringBuilder();
            i++;
            while (line.charAt(i) != '"') {
                char c = line.charAt(i++);
                if (c != '\\') {
                    text.append(c);
                    continue;
                }
                char e = line.charAt(i++);
                switch (e) {
                    case 'n': text.append('\n'); break;
                    case 't': text.append('\t'); break;
                    case 'r': text.append('\r'); break;
                    case 'b': text.append('\b'); break;
                    case 'f': text.append('\f'); break;
                    case 'u':
                        text.append((char) Integer.parseInt(line.substring(i, i + 4), 16));
                        i += 4;
                        break;
                    default: text.append(e); // \" \\ \/
                }
            }
            i++;
            found.add(text.toString());
        }
        return found;
    }

    /** `text` as a JSON string, every character outside printable ASCII escaped. */

    static String quote(String text) {
        StringBuilder out = new StringBuilder("\"");
        for (char c : text.toCharArray()) {
            if (c == '"' || c == '\\') {
                out.append('\\').append(c);
            } else if (c < 0x20 || c > 0x7e) {
                out.append(String.format("\\u%04x", (int) c));
            } else {
                out.append(c);
            }
        }
        return out.append('"').toString();
    }
}
