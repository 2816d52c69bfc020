//! The steps of OkHttp's `HttpUrl.get(base).resolve(link)` (OkHttp 3.13.1:
//! okhttp/src/main/java/okhttp3/HttpUrl.java's `resolve`, `newBuilder(link)` and
//! `Builder.parse`, `resolvePath`, `push`, `pop` and `toString`), each quoting the lines it
//! follows, and the departures from RFC 3986 they make.

use crate::core::vocabulary::library::Library;
use crate::core::vocabulary::step::Step;
use crate::core::vocabulary::warning::Warning;

/// OkHttp 3.13.1's HttpUrl.java.
pub static HTTP_URL: Library = Library {
    id: "okhttp",
    name: "OkHttp",
    version: "3.13.1",
    file: "okhttp/src/main/java/okhttp3/HttpUrl.java",
};

pub static PARSE_BASE: Step = Step::of_library(
    &HTTP_URL,
    "HttpUrl.get(base)",
    "HttpUrl.get(base)",
    "get(String), Builder.parse(null, input), build",
    "public static HttpUrl get(String url) {\n  return new Builder().parse(null, url).build();\n}",
);

pub static RESOLVE: Step = Step::of_library(
    &HTTP_URL,
    "resolve(link)",
    "the link parsed against the base",
    "resolve, newBuilder(String)",
    "public @Nullable HttpUrl resolve(String link) {\n  Builder builder = newBuilder(link);\n  \
     return builder != null ? builder.build() : null;\n}\n\n\
     public @Nullable Builder newBuilder(String link) {\n  try {\n    \
     return new Builder().parse(this, link);\n  } catch (IllegalArgumentException ignored) {\n    \
     return null;\n  }\n}",
);

pub static SCHEME: Step = Step::of_library(
    &HTTP_URL,
    "scheme",
    "`http:` or `https:`, or the base's scheme",
    "Builder.parse",
    "int schemeDelimiterOffset = schemeDelimiterOffset(input, pos, limit);\n\
     if (schemeDelimiterOffset != -1) {\n  if (input.regionMatches(true, pos, \"https:\", 0, 6)) {\n    \
     this.scheme = \"https\";\n    pos += \"https:\".length();\n  \
     } else if (input.regionMatches(true, pos, \"http:\", 0, 5)) {\n    this.scheme = \"http\";\n    \
     pos += \"http:\".length();\n  } else {\n    \
     throw new IllegalArgumentException(\"Expected URL scheme 'http' or 'https' but was '\"\n        \
     + input.substring(0, schemeDelimiterOffset) + \"'\");\n  }\n} else if (base != null) {\n  \
     this.scheme = base.scheme;\n} else {\n  throw new IllegalArgumentException(\n      \
     \"Expected URL scheme 'http' or 'https' but no colon was found\");\n}",
);

pub static AUTHORITY: Step = Step::of_library(
    &HTTP_URL,
    "authority",
    "an authority of its own, or the base's",
    "Builder.parse",
    "int slashCount = slashCount(input, pos, limit);\n\
     if (slashCount >= 2 || base == null || !base.scheme.equals(this.scheme)) {\n  \
     // Read an authority if either:\n  \
     //  * The input starts with 2 or more slashes. These follow the scheme if it exists.\n  \
     //  * The input scheme exists and is different from the base URL's scheme.\n  [...]\n\
     } else {\n  // This is a relative link. Copy over all authority components. Also maybe the path & query.\n  \
     this.encodedUsername = base.encodedUsername();\n  [...]\n  \
     this.encodedPathSegments.addAll(base.encodedPathSegments());\n  \
     if (pos == limit || input.charAt(pos) == '#') {\n    encodedQuery(base.encodedQuery());\n  }\n}",
);

pub static RESOLVE_PATH: Step = Step::of_library(
    &HTTP_URL,
    "resolvePath",
    "the path, segment by segment",
    "Builder.resolvePath, push, pop",
    "if (pos == limit) {\n  // Empty path: keep the base path as-is.\n  return;\n}\n\
     char c = input.charAt(pos);\nif (c == '/' || c == '\\\\') {\n  \
     // Absolute path: reset to the default \"/\".\n  encodedPathSegments.clear();\n  \
     encodedPathSegments.add(\"\");\n  pos++;\n} else {\n  \
     // Relative path: clear everything after the last '/'.\n  \
     encodedPathSegments.set(encodedPathSegments.size() - 1, \"\");\n}\n\n\
     // Read path segments.\nfor (int i = pos; i < limit; ) {\n  \
     int pathSegmentDelimiterOffset = delimiterOffset(input, i, limit, \"/\\\\\");\n  \
     boolean segmentHasTrailingSlash = pathSegmentDelimiterOffset < limit;\n  \
     push(input, i, pathSegmentDelimiterOffset, segmentHasTrailingSlash, true);\n  [...]\n}",
);

pub static TO_STRING: Step = Step::of_library(
    &HTTP_URL,
    "toString",
    "write the URL",
    "Builder.toString",
    "result.append(scheme);\nresult.append(\"://\");\n[...]\n\
     if (port != -1 || scheme != null) {\n  int effectivePort = effectivePort();\n  \
     if (scheme == null || effectivePort != defaultPort(scheme)) {\n    \
     result.append(':');\n    result.append(effectivePort);\n  }\n}\n\n\
     pathSegmentsToString(result, encodedPathSegments);\n[...]",
);

pub static HTTP_ONLY: Warning = Warning::new(
    "okhttp.http-only",
    "An HttpUrl is http or https: a link with another scheme makes parse throw, which \
     newBuilder catches, so resolve returns null (`g:h` has no answer). RFC 3986 §5.2.2 takes \
     any scheme.",
);

pub static SAME_SCHEME_RELATIVE: Warning = Warning::new(
    "okhttp.same-scheme",
    "A link with the base's scheme and fewer than two slashes after it is read as relative \
     (`http:g` gives `http://a/b/c/g`), the loophole RFC 3986 §5.2.2 leaves to backward \
     compatibility; a strict parser takes `http:g` as it is.",
);

pub static BACKSLASH: Warning = Warning::new(
    "okhttp.backslash",
    "parse reads `\\` as `/` (in the slashes before an authority, and between path \
     segments), as the URL Standard does for special schemes. RFC 3986 has no such rule.",
);

pub static ENCODED_DOT: Warning = Warning::new(
    "okhttp.encoded-dot",
    "push takes `%2e` (any case) for `.`, so `%2e%2e` pops a segment, as the URL Standard \
     does. RFC 3986 §5.2.4 removes only `.` and `..` as written.",
);

pub static CANONICALIZED: Warning = Warning::new(
    "okhttp.canonicalized",
    "parse writes each part canonically: tabs, line feeds and carriage returns dropped, \
     characters of its encode sets (a space, `\"`, `<`, `>`…) and everything beyond ASCII but in \
     the fragment percent-encoded, the host lower-cased (through IDNA2003's ToASCII) and an \
     IPv6 address in RFC 5952's form, the default port left out. RFC 3986 §5.3 writes the \
     parts as they are.",
);
