//! The steps of Apache HttpClient's `URIUtils.resolve(URI baseURI, String reference)` (4.5.14:
//! httpclient/src/main/java/org/apache/http/client/utils/URIUtils.java, with URIBuilder.java
//! and URLEncodedUtils.java), each quoting the lines it follows, and the departures from RFC
//! 3986 they make. The parse and the resolution in between are the JDK's `java.net.URI`
//! (the Java profile's steps, at JDK 17).

use crate::core::vocabulary::library::Library;
use crate::core::vocabulary::step::Step;
use crate::core::vocabulary::warning::Warning;

/// HttpClient 4.5.14's URIUtils.java.
pub static URI_UTILS_45: Library = Library {
    id: "httpclient",
    name: "Apache HttpClient",
    version: "4.5.14",
    file: "httpclient/src/main/java/org/apache/http/client/utils/URIUtils.java",
};

/// HttpClient 5.2.1's URIUtils.java.
pub static URI_UTILS_52: Library = Library {
    id: "httpclient",
    name: "Apache HttpClient",
    version: "5.2.1",
    file: "httpclient5/src/main/java/org/apache/hc/client5/http/utils/URIUtils.java",
};

/// httpcore5 5.2.1's URIBuilder.java, which HttpClient 5.2.1's `normalizeSyntax` calls.
pub static URI_BUILDER_52: Library = Library {
    id: "httpclient",
    name: "Apache HttpCore",
    version: "5.2.1",
    file: "httpcore5/src/main/java/org/apache/hc/core5/net/URIBuilder.java",
};

/// The steps of one line: the same code in URIUtils.resolve, each line's normalization.
pub(crate) struct Steps {
    pub query_reference: Step,
    pub empty_reference: Step,
    pub normalize_syntax: Step,
    pub build: Step,
}

/// The steps of the line `line` (0: 4.5, 1: 5.2).
pub(crate) fn of(line: usize) -> &'static Steps {
    if line == 0 { &STEPS_45 } else { &STEPS_52 }
}

/// HttpClient 4.5.14's URIBuilder.java, where `normalizeSyntax` writes the URI again.
pub static URI_BUILDER_45: Library = Library {
    id: "httpclient",
    name: "Apache HttpClient",
    version: "4.5.14",
    file: "httpclient/src/main/java/org/apache/http/client/utils/URIBuilder.java",
};

const QUERY_REFERENCE: &str = "final String s = reference.toASCIIString();\n\
     if (s.startsWith(\"?\")) {\n    String baseUri = baseURI.toASCIIString();\n    \
     final int i = baseUri.indexOf('?');\n    \
     baseUri = i > -1 ? baseUri.substring(0, i) : baseUri;\n    \
     return URI.create(baseUri + s);\n}";

const EMPTY_REFERENCE: &str = "final boolean emptyReference = s.isEmpty();\nURI resolved;\n\
     if (emptyReference) {\n    resolved = baseURI.resolve(URI.create(\"#\"));\n    \
     final String resolvedString = resolved.toASCIIString();\n    \
     resolved = URI.create(resolvedString.substring(0, resolvedString.indexOf('#')));\n\
     } else {\n    resolved = baseURI.resolve(reference);\n}";

/// 4.5.14's steps.
static STEPS_45: Steps = Steps {
    query_reference: Step::of_library(
        &URI_UTILS_45,
        "starts with ?",
        "a reference that starts with `?`?",
        "resolve(URI, URI)",
        QUERY_REFERENCE,
    ),
    empty_reference: Step::of_library(
        &URI_UTILS_45,
        "empty reference",
        "an empty reference?",
        "resolve(URI, URI)",
        EMPTY_REFERENCE,
    ),
    normalize_syntax: Step::of_library(
        &URI_UTILS_45,
        "normalizeSyntax",
        "remove the dot segments, segment by segment",
        "normalizeSyntax",
        "if (uri.isOpaque() || uri.getAuthority() == null) {\n    // opaque and file: URIs\n    \
         return uri;\n}\nfinal URIBuilder builder = new URIBuilder(uri);\n\
         final List<String> inputSegments = builder.getPathSegments();\n\
         final Stack<String> outputSegments = new Stack<String>();\n\
         for (final String inputSegment : inputSegments) {\n    \
         if (\".\".equals(inputSegment)) {\n        // Do nothing\n    \
         } else if (\"..\".equals(inputSegment)) {\n        \
         if (!outputSegments.isEmpty()) {\n            outputSegments.pop();\n        }\n    \
         } else {\n        outputSegments.push(inputSegment);\n    }\n}\n\
         if (outputSegments.size() == 0) {\n    outputSegments.add(\"\");\n}\n\
         builder.setPathSegments(outputSegments);\nif (builder.getScheme() != null) {\n    \
         builder.setScheme(builder.getScheme().toLowerCase(Locale.ROOT));\n}\n\
         if (builder.getHost() != null) {\n    \
         builder.setHost(builder.getHost().toLowerCase(Locale.ROOT));\n}\nreturn builder.build();",
    ),
    build: Step::of_library(
        &URI_BUILDER_45,
        "build",
        "write the URI again, and parse it",
        "build, buildString",
        "if (this.encodedAuthority != null) {\n    sb.append(\"//\").append(this.encodedAuthority);\n\
         } else if (this.host != null) {\n    sb.append(\"//\");\n    \
         if (this.encodedUserInfo != null) {\n        \
         sb.append(this.encodedUserInfo).append(\"@\");\n    } [...]\n    \
         if (InetAddressUtils.isIPv6Address(this.host)) {\n        \
         sb.append(\"[\").append(this.host).append(\"]\");\n    } else {\n        \
         sb.append(this.host);\n    }\n    if (this.port >= 0) {\n        \
         sb.append(\":\").append(this.port);\n    }\n}\n\
         if (this.encodedPath != null) {\n    [...]\n} else if (this.pathSegments != null) {\n    \
         sb.append(encodePath(this.pathSegments));\n}\nif (this.encodedQuery != null) {\n    \
         sb.append(\"?\").append(this.encodedQuery);\n} [...]\n\
         if (this.encodedFragment != null) {\n    sb.append(\"#\").append(this.encodedFragment);\n} [...]",
    ),
};

/// 5.2.1's steps.
static STEPS_52: Steps = Steps {
    query_reference: Step::of_library(
        &URI_UTILS_52,
        "starts with ?",
        "a reference that starts with `?`?",
        "resolve(URI, URI)",
        QUERY_REFERENCE,
    ),
    empty_reference: Step::of_library(
        &URI_UTILS_52,
        "empty reference",
        "an empty reference?",
        "resolve(URI, URI)",
        EMPTY_REFERENCE,
    ),
    normalize_syntax: Step::of_library(
        &URI_BUILDER_52,
        "normalizeSyntax",
        "each part written again from its decoded value, the dot and empty segments removed",
        "URIUtils.normalizeSyntax, URIBuilder.normalizeSyntax",
        "final String scheme = this.scheme;\nif (scheme != null) {\n    \
         this.scheme = TextUtils.toLowerCase(scheme);\n}\n\nif (this.pathRootless) {\n    \
         return this;\n}\n\n// Force Percent-Encoding normalization\n\
         this.encodedSchemeSpecificPart = null;\nthis.encodedAuthority = null;\n\
         this.encodedUserInfo = null;\nthis.encodedPath = null;\nthis.encodedQuery = null;\n\
         this.encodedFragment = null;\n\nfinal String host = this.host;\nif (host != null) {\n    \
         this.host = TextUtils.toLowerCase(host);\n}\n\nif (this.pathSegments != null) {\n    \
         [...]\n            for (final String inputSegment : inputSegments) {\n                \
         if (!inputSegment.isEmpty() && !\".\".equals(inputSegment)) {\n                    \
         if (\"..\".equals(inputSegment)) {\n                        \
         if (!outputSegments.isEmpty()) {\n                            \
         outputSegments.removeLast();\n                        }\n                    \
         } else {\n                        outputSegments.addLast(inputSegment);\n                    \
         }\n                }\n            }\n    [...]\n}",
    ),
    build: Step::of_library(
        &URI_UTILS_52,
        "build",
        "a scheme and a path where there is none, the URI written again and parsed",
        "normalizeSyntax",
        "final URIBuilder builder = new URIBuilder(uri);\nbuilder.normalizeSyntax();\n\
         if (builder.getScheme() == null) {\n    builder.setScheme(URIScheme.HTTP.id);\n}\n\
         if (builder.isPathEmpty()) {\n    builder.setPathSegments(\"\");\n}\n\
         return builder.build();",
    ),
};

pub static QUERY_SPLICED: Warning = Warning::new(
    "httpclient.query-spliced",
    "A reference that starts with `?` is written after the base's text up to its first `?` \
     and parsed again, without java.net.URI's resolution or the normalization: the base's \
     fragment stays before the query when the base has no query (`http://a/b#f` + `?y` gives \
     `http://a/b#f?y`, whose fragment is `f?y`), and its dot segments stay. RFC 3986 §5.2.2 \
     takes the base's path and the reference's query, then §5.3 writes the query before any \
     fragment.",
);

pub static SEGMENTS_RECODED: Warning = Warning::new(
    "httpclient.segments-recoded",
    "normalizeSyntax decodes each path segment (each Java char put into one byte, the bytes \
     read as UTF-8) and encodes it again (4.5 with PATHSAFE, 5.2 with only the unreserved \
     characters): `%41` becomes `A`, `%2e%2e` a `..` that is removed, `%zz` `%25zz`, `%2f` \
     `%2F`, and a character beyond ASCII `%EF%BF%BD` (U+FFFD). RFC 3986 §6.2.2.2 decodes only \
     unreserved characters, and resolution none.",
);

pub static EMPTY_SEGMENTS_DROPPED: Warning = Warning::new(
    "httpclient.empty-segments",
    "5.2's normalizeSyntax drops every empty segment but a last one: `http://a/b//c` gives \
     `http://a/b/c`. RFC 3986 §5.2.4 keeps them.",
);

pub static QUERY_RECODED: Warning = Warning::new(
    "httpclient.query-recoded",
    "5.2's normalizeSyntax cuts the query into parameters at `&` and `=` and writes them again, \
     each name and value decoded and encoded with only the unreserved characters: a parameter \
     without a name is dropped (`?=x&&a` gives `?a`), an empty query vanishes, and `/`, `?`, \
     `:` or a second `=` come out escaped. RFC 3986 §5.3 writes the query as it is.",
);

pub static FRAGMENT_RECODED: Warning = Warning::new(
    "httpclient.fragment-recoded",
    "5.2's normalizeSyntax decodes the fragment and encodes it with only the unreserved \
     characters: `#s/./x` gives `#s%2F.%2Fx`. RFC 3986 §5.3 writes the fragment as it is.",
);

pub static HTTP_SCHEME_ADDED: Warning = Warning::new(
    "httpclient.http-scheme",
    "5.2's normalizeSyntax gives a URI without a scheme the scheme `http` \
     (`builder.setScheme(URIScheme.HTTP.id)`): a base such as `//h/p` resolves to `http:` \
     URLs. RFC 3986 §5.2.2 takes the base's scheme, here none.",
);

pub static TRAILING_DOT: Warning = Warning::new(
    "httpclient.trailing-dot",
    "The segment stack drops a final `.` or `..` and the `/` before it, where java.net.URI left \
     them (a reference with an authority or a scheme): `//h/a/.` gives `http://h/a`, where RFC \
     3986 §5.2.4 gives `http://h/a/`.",
);

pub static EMPTY_SEGMENTS: Warning = Warning::new(
    "httpclient.empty-path",
    "An empty path is written `/` (`outputSegments.add(\"\")`): `http://a` + `` gives \
     `http://a/`. RFC 3986 §5.3 writes the path as it is.",
);

pub static LOWERCASED: Warning = Warning::new(
    "httpclient.lowercased",
    "normalizeSyntax lower-cases the scheme and the host (`toLowerCase(Locale.ROOT)`), \
     RFC 3986 §6.2.2.1's normalization, which is not resolution's.",
);
