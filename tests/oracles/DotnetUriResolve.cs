// Reads JSON lines [base, reference] and writes one JSON line per pair: {"ok": new Uri(new
// Uri(base), reference).AbsoluteUri} or {"error": "<exception>: <message>"} as .NET names it.
// With `connects`, where a client connects for that result instead, as `new Uri(result)` reads
// it (Scheme, DnsSafeHost, Port, UserInfo, an empty one as none): {"url", "ok": {...}} or
// {"url", "error"}, and {"url": null} where the pair does not resolve. The first line written
// is the runtime's version ("Mono 6.8.0.105 ..."). Compiled once per test run by `mcs`; Mono
// 6.8's class library has no JSON reader in its default references, so the few lines below
// read and write JSON strings.
using System;
using System.Collections.Generic;
using System.Globalization;
using System.Text;

static class DotnetUriResolve
{
    static List<string> ReadStrings(string line)
    {
        var strings = new List<string>();
        int i = 0;
        while (i < line.Length)
        {
            if (line[i] != '"') { i++; continue; }
            var text = new StringBuilder();
            for (i++; line[i] != '"'; i++)
            {
                if (line[i] != '\\') { text.Append(line[i]); continue; }
                char escaped = line[++i];
                switch (escaped)
                {
                    case 'n': text.Append('\n'); break;
                    case 'r': text.Append('\r'); break;
                    case 't': text.Append('\t'); break;
                    case 'b': text.Append('\b'); break;
                    case 'f': text.Append('\f'); break;
                    case 'u':
                        text.Append((char)int.Parse(line.Substring(i + 1, 4), NumberStyles.HexNumber));
                        i += 4;
                        break;
                    default: text.Append(escaped); break;
                }
            }
            i++;
            strings.Add(text.ToString());
        }
        return strings;
    }

    static string Quote(string text)
    {
        var quoted = new StringBuilder("\"");
        foreach (char c in text)
        {
            if (c == '"' || c == '\\') quoted.Append('\\').Append(c);
            else if (c < ' ' || c >= 0x7f) quoted.AppendFormat("\\u{0:x4}", (int)c);
            else quoted.Append(c);
        }
        return quoted.Append('"').ToString();
    }

    static string Connection(string url)
    {
        try
        {
            var uri = new Uri(url);
            var userInfo = uri.UserInfo.Length == 0 ? "null" : Quote(uri.UserInfo);
            return "{\"url\": " + Quote(url) + ", \"ok\": {\"scheme\": " + Quote(uri.Scheme)
                + ", \"host\": " + Quote(uri.DnsSafeHost) + ", \"port\": " + uri.Port
                + ", \"userinfo\": " + userInfo + "}}";
        }
        catch (Exception e)
        {
            return "{\"url\": " + Quote(url) + ", \"error\": " + Quote(e.GetType().Name + ": " + e.Message) + "}";
        }
    }

    static void Main(string[] args)
    {
        bool connects = args.Length > 0 && args[0] == "connects";
        var version = Type.GetType("Mono.Runtime") != null
            ? (string)Type.GetType("Mono.Runtime").GetMethod("GetDisplayName",
                System.Reflection.BindingFlags.NonPublic | System.Reflection.BindingFlags.Static)
                .Invoke(null, null)
            : Environment.Version.ToString();
        Console.Out.Write("{\"version\": " + Quote("Mono " + version) + "}\n");
        string line;
        while ((line = Console.In.ReadLine()) != null)
        {
            var pair = ReadStrings(line);
            string answer;
            try
            {
                var resolved = new Uri(new Uri(pair[0]), pair[1]).AbsoluteUri;
                answer = connects ? Connection(resolved) : "{\"ok\": " + Quote(resolved) + "}";
            }
            catch (Exception e)
            {
                answer = connects
                    ? "{\"url\": null}"
                    : "{\"error\": " + Quote(e.GetType().Name + ": " + e.Message) + "}";
            }
            Console.Out.Write(answer + "\n");
            Console.Out.Flush();
        }
    }
}
