// Reads JSON lines [base, reference] and writes one JSON line per pair: {"ok":
// HttpUrl.get(base).resolve(reference).toString()} or {"error": "<exception class>: <message>"}:
// the exception HttpUrl.get throws for the base or, where resolve returns null, the one its
// Builder.parse threw and newBuilder swallowed (read through reflection, as
// "null: <exception>"). The first line written is OkHttp's version (`3.13.1`). With the argument
// `connects`, where the client connects for that result instead: HttpUrl's scheme(), host(),
// port() and the user information: {"url", "ok": {...}}. With `canonical`, each pair's first
// text alone, as HttpUrl.get(text).toString() writes it (the suite's expected URLs). Run as a single-file program with
// OkHttp on the class path:
// `java -cp /usr/share/java/okhttp.jar:/usr/share/java/okio.jar OkHttpResolve.java`.
//
// Only the two-string arrays the differential writes are read: strings with JSON's escapes.

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import okhttp3.HttpUrl;

public class OkHttpResolve {
    public static void main(String[] args) throws Exception {
        boolean connects = Arrays.asList(args).contains("connects");
        boolean canonical = Arrays.asList(args).contains("canonical");
        BufferedReader in =
            new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        String version = okhttp3.internal.Version.userAgent().replace("okhttp/", "");
        out.println("{\"version\": " + quote(version) + "}");
        Method parse = HttpUrl.Builder.class.getDeclaredMethod("parse", HttpUrl.class, String.class);
        parse.setAccessible(true);
        String line;
        while ((line = in.readLine()) != null) {
            List<String> pair = strings(line);
            String answer;
            try {
                HttpUrl base = HttpUrl.get(pair.get(0));
                HttpUrl resolved = canonical ? base : base.resolve(pair.get(1));
                if (resolved == null) {
                    String why;
                    try {
                        parse.invoke(new HttpUrl.Builder(), base, pair.get(1));
                        why = "(no exception)";
                    } catch (InvocationTargetException e) {
                        why = e.getCause().toString();
                    }
                    answer = connects ? "{\"url\": null}" : "{\"error\": " + quote("null: " + why) + "}";
                } else if (connects) {
                    answer = "{\"url\": " + quote(resolved.toString()) + ", \"ok\": {\"scheme\": "
                        + quote(resolved.scheme()) + ", \"host\": " + quote(resolved.host())
                        + ", \"port\": " + resolved.port() + ", \"userinfo\": "
                        + quote(userinfo(resolved)) + "}}";
                } else {
                    answer = "{\"ok\": " + quote(resolved.toString()) + "}";
                }
            } catch (Exception e) {
                answer = connects ? "{\"url\": null}" : "{\"error\": " + quote(e.toString()) + "}";
            }
            out.println(answer);
        }
        out.flush();
    }

    static String userinfo(HttpUrl url) {
        String user = url.encodedUsername();
        String password = url.encodedPassword();
        if (user.isEmpty() && password.isEmpty()) return null;
        return password.isEmpty() ? user : user + ":" + password;
    }

    static List<String> strings(String line) {
        List<String> result = new ArrayList<>();
        StringBuilder current = null;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (current == null) {
                if (c == '"') current = new StringBuilder();
                continue;
            }
            if (c == '"') {
                result.add(current.toString());
                current = null;
            } else if (c == '\\') {
                char e = line.charAt(++i);
                switch (e) {
                    case 'n': current.append('\n'); break;
                    case 't': current.append('\t'); break;
                    case 'r': current.append('\r'); break;
                    case 'b': current.append('\b'); break;
                    case 'f': current.append('\f'); break;
                    case 'u': current.append((char) Integer.parseInt(line.substring(i + 1, i + 5), 16)); i += 4; break;
                    default: current.append(e);
                }
            } else {
                current.append(c);
            }
        }
        return result;
    }

    static String quote(String s) {
        if (s == null) return "null";
        StringBuilder b = new StringBuilder("\"");
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') b.append('\\').append(c);
            else if (c < 0x20 || c == 0x7f) b.append(String.format("\\u%04x", (int) c));
            else b.append(c);
        }
        return b.append('"').toString();
    }
}
