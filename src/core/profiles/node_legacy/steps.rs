//! The steps of Node.js's legacy `url.resolve` (lib/url.js: `url.parse` on both texts,
//! `Url.prototype.resolveObject`, `Url.prototype.format`), each quoting the lines it follows, and
//! the departures from RFC 3986 §5.2 they make.

use crate::core::vocabulary::library::Library;
use crate::core::vocabulary::step::{Document, Step, steps_of};
use crate::core::vocabulary::warning::Warning;

/// Node.js's `lib/url.js`, read in the v20.20.2 binary (`process.binding('natives').url`);
/// its branches are the io.js-era algorithm, unchanged in substance since.
pub static NODE: Library = Library {
    id: "node-legacy",
    name: "Node.js",
    version: "v20.20.2",
    file: "lib/url.js",
};

steps_of!(Document::Library(&NODE));

pub static TRIM: Step = step(
    "parse trim",
    "trim, and `\\` to `/` before `?` or `#`",
    "Url.prototype.parse",
    "// Copy chrome, IE, opera backslash-handling behavior.\n\
     // Back slashes before the query string get converted to forward slashes\n\
     [...]\nconst isWs = code < 33 ||\n             code === CHAR_NO_BREAK_SPACE ||\n             \
     code === CHAR_ZERO_WIDTH_NOBREAK_SPACE;\n[...]\ncase CHAR_BACKWARD_SLASH:\n  \
     rest += url.slice(lastPos, i);\n  rest += '/';",
);

pub static PARSE_BASE: Step = step(
    "parse source",
    "url.parse(source, false, true)",
    "urlResolve, urlParse(source, false, true)",
    "let proto = protocolPattern.exec(rest);  // /^[a-z0-9.+-]+:/i\n[...]\n\
     slashes = rest.charCodeAt(0) === CHAR_FORWARD_SLASH &&\n          \
     rest.charCodeAt(1) === CHAR_FORWARD_SLASH;\n[...]\n\
     if (!hostlessProtocol.has(lowerProto) &&\n    \
     (slashes || (proto && !slashedProtocol.has(proto)))) {\n  // there's a hostname.\n  \
     // the first instance of /, ?, ;, or # ends the host.\n[...]\n\
     rest = autoEscapeStr(rest);\n[...]\n\
     if (slashedProtocol.has(lowerProto) &&\n    this.hostname && !this.pathname) {\n  \
     this.pathname = '/';\n}",
);

pub static PARSE_RELATIVE: Step = step(
    "parse relative",
    "url.parse(relative, false, true)",
    "Url.prototype.resolve, urlParse(relative, false, true)",
    "Url.prototype.resolve = function resolve(relative) {\n  \
     return this.resolveObject(urlParse(relative, false, true)).format();\n};",
);

pub static EMPTY: Step = step(
    "empty href",
    "an empty reference?",
    "Url.prototype.resolveObject",
    "result.hash = relative.hash;\n\n// If the relative url is empty, then there's nothing left to do here.\n\
     if (relative.href === '') {\n  result.href = result.format();\n  return result;\n}",
);

pub static NETWORK_PATH: Step = step(
    "slashes",
    "`//` without a protocol: everything but the protocol from the reference",
    "Url.prototype.resolveObject",
    "// Hrefs like //foo/bar always cut to the protocol.\n\
     if (relative.slashes && !relative.protocol) {\n  \
     // Take everything except the protocol from relative\n  [...]\n  \
     // urlParse appends trailing / to urls like http://www.example.com\n  \
     if (slashedProtocol.has(result.protocol) &&\n      result.hostname && !result.pathname) {\n    \
     result.path = result.pathname = '/';\n  }",
);

pub static OTHER_PROTOCOL: Step = step(
    "protocol",
    "a different protocol?",
    "Url.prototype.resolveObject",
    "if (relative.protocol && relative.protocol !== result.protocol) {\n  \
     // If it's a known url protocol, then changing\n  \
     // the protocol does weird things\n  [...]\n  \
     if (!slashedProtocol.has(relative.protocol)) {\n    ObjectAssign(result, relative);\n    \
     result.href = result.format();\n    return result;\n  }\n\n  \
     result.protocol = relative.protocol;\n  if (!relative.host &&\n      \
     !/^file:?$/.test(relative.protocol) &&\n      \
     !hostlessProtocol.has(relative.protocol)) {\n    \
     const relPath = (relative.pathname || '').split('/');\n    \
     while (relPath.length && !(relative.host = relPath.shift()));",
);

pub static PSYCHOTIC: Step = step(
    "psychotic",
    "a protocol without slashes: the host goes into the path",
    "Url.prototype.resolveObject",
    "// if a url ENDs in . or .., then it must get a trailing slash.\n[...]\n\
     const noLeadingSlashes = result.protocol &&\n    \
     !slashedProtocol.has(result.protocol);\n\n\
     // if the url is a non-slashed url, then relative\n\
     // links like ../.. should be able\n\
     // to crawl up to the hostname, as well.  This is strange.\n\
     // result.protocol has already been set by now.\n\
     // Later on, put the first path part into the host field.\n\
     if (noLeadingSlashes) {\n  result.hostname = '';\n  result.port = null;\n  \
     if (result.host) {\n    if (srcPath[0] === '') srcPath[0] = result.host;\n    \
     else srcPath.unshift(result.host);\n  }",
);

pub static MERGE: Step = step(
    "merge",
    "which path: the reference's, the base's with it, or the base's alone",
    "Url.prototype.resolveObject",
    "if (isRelAbs) {\n  // it's absolute.\n  [...]\n  srcPath = relPath;\n\
     } else if (relPath.length) {\n  // it's relative\n  \
     // throw away the existing file, and take the new path instead.\n  \
     if (!srcPath) srcPath = [];\n  srcPath.pop();\n  srcPath = srcPath.concat(relPath);\n  \
     [...]\n} else if (relative.search !== null && relative.search !== undefined) {\n  \
     // Just pull out the search.\n  // like href='?foo'.\n  \
     // Put this after the other two cases because it simplifies the booleans",
);

pub static DOTS: Step = step(
    "dots",
    "strip `.` and `..`, right to left",
    "Url.prototype.resolveObject",
    "// strip single dots, resolve double dots to parent dir\n\
     // if the path tries to go above the root, `up` ends up > 0\n\
     let up = 0;\nfor (let i = srcPath.length - 1; i >= 0; i--) {\n  last = srcPath[i];\n  \
     if (last === '.') {\n    spliceOne(srcPath, i);\n  } else if (last === '..') {\n    \
     spliceOne(srcPath, i);\n    up++;\n  } else if (up) {\n    spliceOne(srcPath, i);\n    \
     up--;\n  }\n}\n\n// If the path is allowed to go above the root, restore leading ..s\n\
     if (!mustEndAbs && !removeAllDots) {\n  while (up--) {\n    srcPath.unshift('..');\n  }\n}",
);

pub static FORMAT: Step = step(
    "format",
    "Url.prototype.format",
    "Url.prototype.format",
    "if (this.slashes || slashedProtocol.has(protocol)) {\n  \
     if (this.slashes || host) {\n    \
     if (pathname && pathname.charCodeAt(0) !== CHAR_FORWARD_SLASH)\n      \
     pathname = '/' + pathname;\n    host = '//' + host;\n  } [...]\n}\n\
     search = search.replace(/#/g, '%23');\n[...]\n\
     return protocol + host + pathname + search + hash;",
);

pub static BACKSLASH: Warning = Warning::new(
    "node-legacy.backslash",
    "url.parse turned `\\` before the first `?` or `#` into `/`, as browsers do (so `/\\evil.com` \
     names the host evil.com); RFC 3986 has no such step: `\\` is not allowed in a URI (§2), and \
     a strict resolver keeps it in the path.",
);

pub static ESCAPED: Warning = Warning::new(
    "node-legacy.auto-escaped",
    "url.parse percent-encoded characters RFC 2396 calls unwise (space, `\"`, `'`, `<`, `>`, `\\`, \
     `^`, `` ` ``, `{`, `|`, `}`, TAB, CR, LF: autoEscapeStr); RFC 3986 resolves the text as it \
     is and leaves invalid characters to the caller.",
);

pub static UPPER_CASE_PROTOCOL: Warning = Warning::new(
    "node-legacy.case-sensitive-protocol",
    "url.parse knows slashed protocols in lower case only (`slashedProtocol.has(proto)`), so \
     `HTTP:g` reads `g` as a host: `http://g/`; RFC 3986 §3.1 makes schemes case-insensitive and \
     §5.2.2 returns `HTTP:g` as it is.",
);

pub static SAME_PROTOCOL_IS_RELATIVE: Warning = Warning::new(
    "node-legacy.same-protocol-relative",
    "A reference with the base's protocol and no host is resolved as relative (`http:g` gives \
     `http://a/b/c/g`): RFC 3986 §5.2.2's non-strict reading, which url.resolve always takes; a \
     strict parser returns `http:g` as it is.",
);

pub static FIRST_SEGMENT_IS_HOST: Warning = Warning::new(
    "node-legacy.first-segment-host",
    "A slashed protocol other than the base's, with no host: its first path segment becomes the \
     host (`https:g` gives `https://g/`); RFC 3986 §5.2.2 returns the reference as it is.",
);

pub static NO_DOT_REMOVAL: Warning = Warning::new(
    "node-legacy.dots-kept",
    "The reference's host and path are taken as they are, dot segments and all (`//g/../h` gives \
     `http://g/../h`); RFC 3986 §5.2.2 sets T.path = remove_dot_segments(R.path).",
);

pub static NON_SLASHED_BASE: Warning = Warning::new(
    "node-legacy.psychotic",
    "The base's protocol is not a slashed one (`mailto:`, `urn:`), so url.resolve puts its host \
     back into the path and takes the first segment out again (`mailto:x@y` + `z` gives \
     `mailto:x@z`); RFC 3986 §5.2.3 merges with the base's path (`mailto:z`).",
);

pub static EMPTY_PATH_IS_ROOT: Warning = Warning::new(
    "node-legacy.empty-path-root",
    "A URL with a slashed protocol and a host gets `/` for an empty path (`//g` gives `http://g/`, \
     `http://a` + `?y` gives `http://a/?y`); RFC 3986 §5.3 writes the empty path as it is.",
);

pub static ABOVE_ROOT_KEPT: Warning = Warning::new(
    "node-legacy.above-root-kept",
    "Against a relative base, `..` segments that climb above its start are kept (`foo/bar` + \
     `../../../baz` gives `../../baz`); RFC 3986 requires an absolute base (§5.1) and removes \
     them.",
);
