// Reads JSON lines [base, reference] and writes one JSON line per pair: {"ok": the result of
// new URI(base).resolve(new URI(reference)).toString()} or {"error": "<exception class>: <message>"}
// as Java prints it (URISyntaxException's message names the input and the index). The first
// line written is the JDK's version. With the argument `connects`, where Java connects for that
// result instead, as URI parses it itself (getScheme, getHost, getPort, getRawUserInfo):
// {"url", "ok": {"scheme", "host", "port", "userinfo"}}. Run as a single-file program:
// `java JavaUriResolve.java [connects]`. With the argument `equals`, each pair is two URIs
// compared instead: {"ok": {"equals": new URI(a).equals(new URI(b)), "same":
// a.normalize().equals(b.normalize()), "a": a.normalize().toString(), "b": …}}.
//
// Only the two-string arrays the differential writes are read: strings with JSON's escapes.

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

public class JavaUriResolve {
    public static void main(String[] args) throws Exception {
        BufferedReader in =
            new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        boolean connects = args.length > 0 && args[0].equals("connects");
        boolean equals = args.length > 0 && args[0].equals("equals");
        out.println("{\"version\": " + quote(System.getProperty("java.version")) + "}");
        String line;
        while ((line = in.readLine()) != null) {
            List<String> pair = strings(line);
            String answer;
            try {
                URI base = new URI(pair.get(0));
                URI other = new URI(pair.get(1));
                if (equals) {
                    answer = equality(base, other);
                } else {
                    String url = base.resolve(other).toString();
                    answer = connects ? connection(url) : "{\"ok\": " + quote(url) + "}";
                }
            } catch (Exception e) {
                String name = e.getClass().getName();
                answer = "{\"error\": " + quote(name + ": " + e.getMessage()) + "}";
            }
            out.println(answer);
        }
        out.flush();
    }

    /** `a.equals(b)`, and after `normalize()`, with the normal forms. */
    static String equality(URI a, URI b) {
        return "{\"ok\": {\"equals\": " + a.equals(b)
            + ", \"same\": " + a.normalize().equals(b.normalize())
            + ", \"a\": " + quote(a.normalize().toString())
            + ", \"b\": " + quote(b.normalize().toString()) + "}}";
    }

    /** Where Java connects for `url`, as URI parses it. */
    static String connection(String url) throws Exception {
        URI uri = new URI(url);
        return "{\"url\": " + quote(url) + ", \"ok\": {\"scheme\": " + nullable(uri.getScheme())
            + ", \"host\": " + nullable(uri.getHost())
            + ", \"port\": " + (uri.getPort() < 0 ? "null" : Integer.toString(uri.getPort()))
            + ", \"userinfo\": " + nullable(uri.getRawUserInfo()) + "}}";
    }

    static String nullable(String text) {
        return text == null ? "null" : quote(text);
    }

    /** The JSON strings of a line, in order. */
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
