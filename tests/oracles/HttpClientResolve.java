// Reads JSON lines [base, reference] and writes one JSON line per pair: {"ok":
// URIUtils.resolve(new URI(base), reference).toString()} or {"error": "<exception class>:
// <message>"} as Java prints it, by Apache HttpClient 4.5 (org.apache.http.client.utils) or, with
// the argument `5`, HttpClient 5 (org.apache.hc.client5.http.utils). The first line written is
// the library's version and the JDK's (`4.5.14 java 17.0.15`). With the argument `connects`,
// where the client connects for that result instead, as java.net.URI parses it (getScheme,
// getHost, getPort, getRawUserInfo): {"url", "ok": {...}}. Run as a single-file program with the
// library on the class path:
// `java -cp /usr/share/java/httpclient.jar:/usr/share/java/httpcore.jar HttpClientResolve.java`,
// or with httpclient5.jar and httpcore5.jar and the argument `5`.
//
// Only the two-string arrays the differential writes are read: strings with JSON's escapes.

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;

public class HttpClientResolve {
    public static void main(String[] args) throws Exception {
        boolean five = Arrays.asList(args).contains("5");
        boolean connects = Arrays.asList(args).contains("connects");
        BufferedReader in =
            new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        // Compiled against neither: the class is found by its name, its version in its jar's
        // pom.properties.
        Class<?> utils = Class.forName(five
            ? "org.apache.hc.client5.http.utils.URIUtils"
            : "org.apache.http.client.utils.URIUtils");
        Method resolve = utils.getMethod("resolve", URI.class, String.class);
        Properties pom = new Properties();
        pom.load(utils.getResourceAsStream(five
            ? "/META-INF/maven/org.apache.httpcomponents.client5/httpclient5/pom.properties"
            : "/META-INF/maven/org.apache.httpcomponents/httpclient/pom.properties"));
        String library = pom.getProperty("version");
        out.println("{\"version\": " + quote(library + " java " + System.getProperty("java.version")) + "}");
        String line;
        while ((line = in.readLine()) != null) {
            List<String> pair = strings(line);
            String answer;
            try {
                URI base = new URI(pair.get(0));
                String url;
                try {
                    url = resolve.invoke(null, base, pair.get(1)).toString();
                } catch (InvocationTargetException e) {
                    throw (Exception) e.getCause();
                }
                answer = connects ? connection(url) : "{\"ok\": " + quote(url) + "}";
            } catch (Exception e) {
                answer = connects ? "{\"url\": null}" : "{\"error\": " + quote(e.toString()) + "}";
            }
            out.println(answer);
        }
        out.flush();
    }

    static String connection(String url) {
        try {
            URI uri = new URI(url);
            return "{\"url\": " + quote(url) + ", \"ok\": {\"scheme\": " + quote(uri.getScheme())
                + ", \"host\": " + quote(uri.getHost()) + ", \"port\": "
                + (uri.getPort() < 0 ? "null" : Integer.toString(uri.getPort()))
                + ", \"userinfo\": " + quote(uri.getRawUserInfo()) + "}}";
        } catch (Exception e) {
            return "{\"url\": " + quote(url) + ", \"error\": " + quote(e.toString()) + "}";
        }
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
