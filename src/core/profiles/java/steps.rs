//! The steps of `java.net.URI.resolve` (src/java.base/share/classes/java/net/URI.java: the
//! `Parser`, `resolve(URI, URI)`, `resolvePath`, `normalize`, `defineString`), each quoting the
//! lines it follows, and the departures from RFC 3986 §5.2 they make.

use super::version::TABLE;
use crate::core::profiles::java::version::JavaVersion;
use crate::core::vocabulary::library::Library;
use crate::core::vocabulary::step::Step;
use crate::core::vocabulary::warning::Warning;

/// The steps of one line's `URI.resolve`.
pub(crate) struct Steps {
    pub parse_base: Step,
    pub parse_child: Step,
    pub opaque: Step,
    pub fragment: Step,
    pub absolute: Step,
    pub authority: Step,
    pub path: Step,
    pub to_string: Step,
}

const PARSE_TEXT: &str = "// [<scheme>:]<scheme-specific-part>[#<fragment>]\n\
     void parse(boolean rsa) throws URISyntaxException {\n[...]\n\
     // DEVIATION from RFC2396: We allow an empty authority component as\n\
     // long as it's followed by a non-empty path, query component, or\n\
     // fragment component.  This is so that URIs such as \"file:///foo/bar\"\n\
     // will parse.  [...]  If the authority is empty then the\n\
     // userInfo, host, and port components are undefined.\n[...]\n\
     checkChars(p, q, L_PATH, H_PATH, \"path\");";

const fn steps_of(library: &'static Library) -> Steps {
    Steps {
        parse_base: Step::of_library(
            library,
            "new URI(base)",
            "new URI(base)",
            "URI(String), Parser.parse",
            PARSE_TEXT,
        ),
        parse_child: Step::of_library(
            library,
            "new URI(child)",
            "new URI(reference)",
            "URI(String), Parser.parse",
            PARSE_TEXT,
        ),
        opaque: Step::of_library(
            library,
            "opaque",
            "an opaque child or base?",
            "resolve(URI, URI)",
            "// RFC2396 5.2\nprivate static URI resolve(URI base, URI child) {\n\
             \t// check if child if opaque first so that NPE is thrown\n\
             \t// if child is null.\n\
             \tif (child.isOpaque() || base.isOpaque())\n\t\treturn child;",
        ),
        fragment: Step::of_library(
            library,
            "5.2 (2)",
            "a lone fragment?",
            "resolve(URI, URI), 5.2 (2)",
            "// 5.2 (2): Reference to current document (lone fragment)\n\
             if ((child.scheme == null) && (child.authority == null)\n\
             \t&& child.path.isEmpty() && (child.fragment != null)\n\
             \t&& (child.query == null)) {\n\
             \tif ((base.fragment != null)\n\t\t&& child.fragment.equals(base.fragment)) {\n\
             \t\treturn base;\n\t}\n[...]\n\tru.path = base.path;\n\
             \tru.fragment = child.fragment;\n\tru.query = base.query;",
        ),
        absolute: Step::of_library(
            library,
            "5.2 (3)",
            "an absolute child?",
            "resolve(URI, URI), 5.2 (3)",
            "// 5.2 (3): Child is absolute\nif (child.scheme != null)\n\treturn child;",
        ),
        authority: Step::of_library(
            library,
            "5.2 (4)",
            "an authority?",
            "resolve(URI, URI), 5.2 (4)",
            "// 5.2 (4): Authority\nif (child.authority == null) {\n\
             \tru.authority = base.authority;\n[...]\n} else {\n\
             \tru.authority = child.authority;\n[...]\n\tru.path = child.path;\n}",
        ),
        path: Step::of_library(
            library,
            "5.2 (5)-(6)",
            "the child's absolute path, or resolvePath",
            "resolve(URI, URI), resolvePath, normalize",
            "if (!cp.isEmpty() && cp.charAt(0) == '/') {\n\
             \t// 5.2 (5): Child path is absolute\n\tru.path = child.path;\n} else {\n\
             \t// 5.2 (6): Resolve relative path\n\
             \tru.path = resolvePath(base.path, cp, base.isAbsolute());\n}\n\n\
             // RFC2396 5.2 (6)\nprivate static String resolvePath(String base, String child,\n\
             \t\t\t\t\t\t\t\t  boolean absolute)\n{\n\
             \tint i = base.lastIndexOf('/');\n[...]\n\tif (cn == 0) {\n\t\t// 5.2 (6a)\n\
             \t\tif (i >= 0)\n\t\t\tpath = base.substring(0, i + 1);\n[...]\n\
             \t// 5.2 (6c-f)\n\tString np = normalize(path);\n\n\
             \t// 5.2 (6g): If the result is absolute but the path begins with \"../\",\n\
             \t// then we simply leave the path as-is",
        ),
        to_string: Step::of_library(
            library,
            "toString",
            "URI.toString (defineString)",
            "toString, defineString",
            "if (string != null) return;\n[...]\nif (host != null) {\n\tsb.append(\"//\");\n\
             [...]\n\tif (port != -1) {\n\t\tsb.append(':');\n\t\tsb.append(port);\n\t}\n\
             } else if (authority != null) {\n\tsb.append(\"//\");\n\tsb.append(authority);\n}\n\
             if (path != null)\n\tsb.append(path);",
        ),
    }
}

/// Each line's steps, in `RELEASES`' order.
static STEPS: [Steps; 3] = [
    steps_of(TABLE.lines[0].source),
    steps_of(TABLE.lines[1].source),
    steps_of(TABLE.lines[2].source),
];

/// The steps of the line `version` belongs to.
pub(crate) fn of(version: JavaVersion) -> &'static Steps {
    &STEPS[version.line()]
}

pub static OPAQUE_BASE: Warning = Warning::new(
    "java.opaque-base",
    "The base is opaque (`mailto:x@y`, `urn:a:b`: no `/` after the scheme), and resolve returns \
     the child as it is (`if (child.isOpaque() || base.isOpaque()) return child;`); RFC 3986 \
     §5.2.2 resolves against any base (`mailto:x@y` + `z` gives `mailto:z`).",
);

pub static EMPTY_PATH_MERGED: Warning = Warning::new(
    "java.rfc2396-6a",
    "The child has no path, and resolvePath cuts the base's path after its last `/` anyway \
     (RFC 2396 §5.2 step 6a: `?y` gives `http://a/b/c/?y`, `\"\"` gives `http://a/b/c/`); RFC \
     3986 §5.2.2 keeps T.path = Base.path for an empty path.",
);

pub static DOTS_KEPT: Warning = Warning::new(
    "java.dots-kept",
    "The child's path is taken as it is, dot segments and all (an absolute child, a child with \
     an authority, or a path from the root: `/./g` gives `http://a/./g`); RFC 3986 §5.2.2 sets \
     T.path = remove_dot_segments(R.path).",
);

pub static ABOVE_ROOT_KEPT: Warning = Warning::new(
    "java.above-root-kept",
    "normalize keeps a `..` that has no segment before it to remove (`../../../g` gives \
     `http://a/../g`): RFC 2396 §5.2 step 6g's reading; RFC 3986 §5.2.4 removes it.",
);

pub static SLASHES_COLLAPSED: Warning = Warning::new(
    "java.slashes-collapsed",
    "normalize removes empty segments (\"A normal path string has no empty segments (i.e., \
     occurrences of \\\"//\\\")\"): `http://a/b//c/d` + `g` gives `http://a/b/c/g`; RFC 3986 \
     §5.2.4 keeps them.",
);

pub static EMPTY_AUTHORITY_DROPPED: Warning = Warning::new(
    "java.empty-authority",
    "The parser reads an empty authority as none (\"If the authority is empty then the \
     userInfo, host, and port components are undefined\"), so `file:///tmp/x` + `y` is written \
     `file:/tmp/y`; RFC 3986 §5.3 writes the empty authority: `file:///tmp/y`.",
);

pub static PORT_AS_NUMBER: Warning = Warning::new(
    "java.port-number",
    "The port is kept as a number (`Integer.parseInt`) and written back as one, so its leading \
     zeros go (`:080` gives `:80`); RFC 3986 §5.3 writes the authority as it is.",
);

pub static LEADING_DOT: Warning = Warning::new(
    "java.leading-dot",
    "normalize writes `./` before a relative result whose first segment holds a `:` \
     (maybeAddLeadingDot, marked DEVIATION in URI.java), so that it cannot be read as a \
     scheme; RFC 3986's algorithm has no such step (§4.2 asks it of a reference's writer).",
);

pub static NO_SLASH_BEFORE_MERGE: Warning = Warning::new(
    "java.no-slash",
    "Before JDK-8272072 (JDK 19, and the 17 updates), a base with an authority and an empty \
     path is merged without a `/` (`http://h:8000` + `bar` gives `http://h:8000bar`); RFC 3986 \
     §5.2.3 merges as `/bar`.",
);
