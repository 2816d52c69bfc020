//! The steps of a WHATWG resolution as a trace lists them: the base URL's parse, the input's
//! preprocessing, one step per state of the basic URL parser (a run of code points in one state
//! is one step of the trace), and the URL serializer. Each quotes the Standard; `[…]` marks
//! what a quote leaves out (mostly the state override, which a resolution never gives).

use crate::core::vocabulary::spec::Spec;
use crate::core::vocabulary::step::{Document, Step, steps_of};
use crate::core::vocabulary::warning::Warning;
use crate::core::vocabulary::whatwg_state::State;

steps_of!(Document::Spec(Spec::Whatwg));

/// The strip and the tab/newline removal before the state machine starts.
pub static PREPROCESS: Step = step(
    "input",
    "strip C0 controls and spaces at the ends, remove tabs and newlines",
    "§4.4 basic URL parser, steps 1 to 3",
    "If input contains any leading or trailing C0 control or space, invalid-URL-unit \
     validation error. Remove any leading and trailing C0 control or space from input. If \
     input contains any ASCII tab or newline, invalid-URL-unit validation error. Remove all \
     ASCII tab or newline from input.",
);

/// A dot segment written with `%2e`: where the Standard and the RFCs part on the same text.
pub static PERCENT_ENCODED_DOT_SEGMENT: Warning = Warning {
    id: "whatwg.percent-encoded-dot-segment",
    text: "The URL Standard reads a dot written as `%2e` as a dot: \"A double-dot URL path \
           segment is a URL path segment that is \"..\" or an ASCII case-insensitive match for \
           \".%2e\", \"%2e.\", or \"%2e%2e\"\", and a single-dot one is \".\" or \"%2e\" \
           (§4.1), so the path state removes such a segment (and, for a double dot, the one \
           before it) as it does `.` and `..`. The RFCs' dot-segment removal looks for the \
           literal `.` and `..` only (RFC 3986 §5.2.4), and keeps `%2e%2e` as text.",
};

/// The preprocessing stripped the input's ends.
pub static ENDS_STRIPPED: Warning = Warning {
    id: "whatwg.ends-stripped",
    text: "The URL Standard's basic URL parser first strips the input's ends: \"Remove any \
           leading and trailing C0 control or space from input\" (§4.4), so spaces before \
           `/path` go and the path is absolute. The RFCs take the text as given: a space is no \
           URI character, and their algorithms keep it.",
};

/// The preprocessing removed tabs or newlines inside the input.
pub static TAB_OR_NEWLINE_REMOVED: Warning = Warning {
    id: "whatwg.tab-or-newline-removed",
    text: "The URL Standard's basic URL parser removes every tab and newline, wherever it is: \
           \"Remove all ASCII tab or newline from input\" (§4.4). The RFCs take the text as \
           given.",
};

/// The port state dropped a scheme's default port.
pub static DEFAULT_PORT_DROPPED: Warning = Warning {
    id: "whatwg.default-port-dropped",
    text: "The URL Standard drops a special scheme's default port: the port state sets \
           \"url's port to null, if port is url's scheme's default port\" (§4.4; 80 for http \
           and ws, 443 for https and wss, 21 for ftp), so `https://a:443/` serializes as \
           `https://a/`. The RFCs keep the port as written (RFC 3986 §6.2.3 lists dropping it \
           among normalizations, not resolution).",
};

/// "Shorten a URL's path" keeps a `file` URL's drive letter.
pub static DRIVE_LETTER_KEPT: Warning = Warning {
    id: "whatwg.drive-letter-kept",
    text: "The URL Standard keeps a Windows drive letter at the root of a `file` URL: to shorten \
           a URL's path, \"If url's scheme is \"file\", path's size is 1, and path[0] is a \
           normalized Windows drive letter, then return\" (§4.1), so `..` does not climb above \
           `C:`. The RFCs know no drive letters: `C:` is a segment like any other.",
};

/// A dot segment in a path not cloned from the base.
pub static UNMERGED_PATH_DOTS_REMOVED: Warning = Warning {
    id: "whatwg.unmerged-path-dots",
    text: "The URL Standard removes `.` and `..` from every path it reads, one the input gives \
           whole too: the path state's \"If buffer is a double-dot URL path segment, then: \
           Shorten url's path\" applies to `/./g` or `http://x/a/../b` as to a relative path \
           (§4.4), so `/./g` gives `http://a/g`. RFC 3986 does the same (§5.2.2); RFC 2396 and \
           RFC 1808 use such a path as written.",
};

/// "Shorten a URL's path" found nothing to remove: a `..` above the root.
pub static ABOVE_ROOT: Warning = Warning {
    id: "whatwg.above-root",
    text: "The URL Standard drops a `..` that would climb above the root: to shorten a URL's \
           path, \"Remove path's last item, if any\" (§4.1), so `../../../g` against \
           `http://a/b/c/d;p?q` gives `http://a/g`. RFC 3986 does the same (§5.2.4 rule 2C); \
           RFC 1808 keeps the `..` (`http://a/../g`), and RFC 2396 leaves the choice to the \
           implementation (§5.2 step 6g).",
};

/// The special authority ignore slashes state skipped a slash.
pub static EXTRA_SLASHES_IGNORED: Warning = Warning {
    id: "whatwg.extra-slashes-ignored",
    text: "The URL Standard skips every slash after the `//` of a special URL: the special \
           authority ignore slashes state says \"If c is neither U+002F (/) nor U+005C (\\), \
           then set state to authority state and decrease pointer by 1. Otherwise, \
           special-scheme-missing-following-solidus validation error.\" (§4.4), so `///g` names \
           the host `g` (`http://g/`). RFC 2396 and RFC 3986 read `//` and an empty authority, \
           then the path `/g` (`http:///g`).",
};

/// A special URL read a `\` as a `/`.
pub static BACKSLASH_AS_SLASH: Warning = Warning {
    id: "whatwg.backslash-as-slash",
    text: "The URL Standard reads `\\` as `/` in a special URL (`http`, `https`, `ws`, `wss`, \
           `ftp`, `file`): its states treat \"url is special and c is U+005C (\\)\" as they \
           treat U+002F (/) (§4.4), so `\\\\evil.com` starts an authority and names a host. The \
           RFCs read `\\` as a character of the path, one they do not allow in a URI.",
};

/// The path state wrote a drive letter's `|` as `:`.
pub static DRIVE_LETTER_NORMALIZED: Warning = Warning {
    id: "whatwg.drive-letter-normalized",
    text: "The URL Standard writes a Windows drive letter `C|` as `C:` at the start of a `file` \
           URL's path: the path state says \"If url's scheme is \"file\", url's path is empty, \
           and buffer is a Windows drive letter, then replace the second code point in buffer \
           with U+003A (:)\" (§4.4). The RFCs keep `|` as written.",
};

/// The file slash state took the base's drive letter.
pub static DRIVE_LETTER_FROM_BASE: Warning = Warning {
    id: "whatwg.drive-letter-from-base",
    text: "The URL Standard keeps the base's Windows drive letter for a path from the root of a \
           `file` URL: the file slash state says \"If the code point substring from pointer to \
           the end of input does not start with a Windows drive letter and base's path[0] is a \
           normalized Windows drive letter, then append base's path[0] to url's path\" (§4.4), \
           so `/d` against `file:///C:/a/b` gives `file:///C:/d`. The RFCs know no drive \
           letters: `/d` replaces the whole path.",
};

/// The no scheme state refused a base with an opaque path.
pub static OPAQUE_PATH_BASE: Warning = Warning {
    id: "whatwg.opaque-path-base",
    text: "A URL with an opaque path (`mailto:x@y`, `data:,x`, `urn:isbn:0`) is no base for a \
           relative reference: the no scheme state says \"If base is null, or base has an \
           opaque path and c is not U+0023 (#), missing-scheme-non-relative-URL validation \
           error, return failure\" (§4.4); only a fragment (`#s`) may follow it. The RFCs merge \
           the paths anyway (`mailto:x@y` + `z` gives `mailto:z`).",
};

/// A special scheme equal to the base's, without `//`, read relative to the base.
pub static SAME_SCHEME_RELATIVE: Warning = Warning {
    id: "whatwg.same-scheme-relative",
    text: "The URL Standard resolves a reference that repeats the base's special scheme without \
           `//` against the base: the scheme state goes to the special relative or authority \
           state \"if url is special, base is non-null, and base's scheme is url's scheme\" \
           (§4.4), and without `//` that state goes on as a relative reference, so `http:g` \
           against `http://a/b/c/d;p?q` gives `http://a/b/c/g`. The RFCs take `http:g` as an \
           absolute URI (RFC 3986 §5.4.2, for strict parsers; RFC 2396 §5.2 step 3 calls the \
           other reading a loophole).",
};

/// The domain parser lowercased an ASCII host.
pub static HOST_LOWERCASED: Warning = Warning {
    id: "whatwg.host-lowercased",
    text: "The URL Standard lowercases a special URL's host: the domain parser says \"If domain \
           is an ASCII string, then set result to domain, lowercased\" (§3.3), so `EXAMPLE.com` \
           becomes `example.com`. The RFCs keep the host as written: it is case-insensitive, and \
           lowercasing it is a normalization (RFC 3986 §3.2.2, §6.2.2.1), not part of \
           resolution.",
};

/// The domain parser wrote a non-ASCII host in its IDNA form.
pub static HOST_IDNA: Warning = Warning {
    id: "whatwg.host-idna",
    text: "The URL Standard writes a non-ASCII host in its IDNA form: the domain parser \
           \"returns the result of running Unicode ToASCII with domain_name set to domain\" \
           (§3.3, UTS #46), so `bücher.example` becomes `xn--bcher-kva.example`. The RFCs keep \
           the characters as written (RFC 3986 allows none of them in a reg-name and asks for \
           the IDNA encoding, §3.2.2).",
};

/// The host parser read the host as an IPv4 address and wrote it in dotted decimal.
pub static HOST_IPV4: Warning = Warning {
    id: "whatwg.host-ipv4",
    text: "The URL Standard reads a host that ends in a number as an IPv4 address, in any of its \
           forms (`0x` hexadecimal, `0` octal, fewer than four parts): \"If asciiDomain ends in \
           a number, then return the result of IPv4 parsing asciiDomain\" (§3.5), and writes it \
           in dotted decimal, so `0x7f.1` becomes `127.0.0.1`. The RFCs read `0x7f.1` as a \
           registered name (RFC 3986 §3.2.2 takes only four decimal parts as an IPv4 address).",
};

/// The URL record written out as the result.
pub static SERIALIZER: Step = step(
    "serialize",
    "write the URL record as a string",
    "§4.5 URL serializer",
    "Let output be url's scheme and U+003A (:) concatenated. If url's host is non-null: Append \
     \"//\" to output. If url includes credentials, then: Append url's username to output. If \
     url's password is not the empty string, then append U+003A (:), followed by url's \
     password, to output. Append U+0040 (@) to output. Append url's host, serialized, to \
     output. If url's port is non-null, append U+003A (:) followed by url's port, serialized, \
     to output. If url's host is null, url does not have an opaque path, url's path's size is \
     greater than 1, and url's path[0] is the empty string, then append U+002F (/) followed by \
     U+002E (.) to output. Append the result of URL path serializing url to output. If url's \
     query is non-null, append U+003F (?), followed by url's query, to output. If exclude \
     fragment is false and url's fragment is non-null, then append U+0023 (#), followed by \
     url's fragment, to output. Return output.",
);

static SCHEME_START: Step = step(
    "scheme start",
    "a letter starts a scheme, anything else means none",
    "§4.4 scheme start state",
    "If c is an ASCII alpha, append c, lowercased, to buffer, and set state to scheme state. \
     Otherwise, if state override is not given, set state to no scheme state and decrease \
     pointer by 1. [...]",
);

static SCHEME: Step = step(
    "scheme",
    "read the scheme up to `:`, then choose the way on",
    "§4.4 scheme state",
    "If c is an ASCII alphanumeric, U+002B (+), U+002D (-), or U+002E (.), append c, \
     lowercased, to buffer. Otherwise, if c is U+003A (:), then: [...] Set url's scheme to \
     buffer. [...] Set buffer to the empty string. If url's scheme is \"file\", then: If \
     remaining does not start with \"//\", special-scheme-missing-following-solidus validation \
     error. Set state to file state. Otherwise, if url is special, base is non-null, and base's \
     scheme is url's scheme: [...] set state to special relative or authority state. \
     Otherwise, if url is special, set state to special authority slashes state. Otherwise, if \
     remaining starts with an U+002F (/), set state to path or authority state and increase \
     pointer by 1. Otherwise, set url's path to the empty string and set state to opaque path \
     state. Otherwise, if state override is not given, set buffer to the empty string, state \
     to no scheme state, and start over (from the first code point in input). [...]",
);

static NO_SCHEME: Step = step(
    "no scheme",
    "no scheme: the base URL decides",
    "§4.4 no scheme state",
    "If base is null, or base has an opaque path and c is not U+0023 (#), \
     missing-scheme-non-relative-URL validation error, return failure. Otherwise, if base has \
     an opaque path and c is U+0023 (#), set url's scheme to base's scheme, url's path to \
     base's path, url's query to base's query, url's fragment to the empty string, and set \
     state to fragment state. Otherwise, if base's scheme is not \"file\", set state to \
     relative state and decrease pointer by 1. Otherwise, set state to file state and \
     decrease pointer by 1.",
);

static SPECIAL_RELATIVE_OR_AUTHORITY: Step = step(
    "special relative or authority",
    "`//` next: an authority, anything else is relative",
    "§4.4 special relative or authority state",
    "If c is U+002F (/) and remaining starts with U+002F (/), then set state to special \
     authority ignore slashes state and increase pointer by 1. Otherwise, \
     special-scheme-missing-following-solidus validation error, set state to relative state \
     and decrease pointer by 1.",
);

static PATH_OR_AUTHORITY: Step = step(
    "path or authority",
    "`/` next: an authority, anything else is a path",
    "§4.4 path or authority state",
    "If c is U+002F (/), then set state to authority state. Otherwise, set state to path \
     state, and decrease pointer by 1.",
);

static RELATIVE: Step = step(
    "relative",
    "take the base URL's scheme, then its other components unless a slash follows",
    "§4.4 relative state",
    "Assert: base's scheme is not \"file\". Set url's scheme to base's scheme. If c is U+002F \
     (/), then set state to relative slash state. Otherwise, if url is special and c is U+005C \
     (\\), invalid-reverse-solidus validation error, set state to relative slash state. \
     Otherwise: Set url's username to base's username, url's password to base's password, \
     url's host to base's host, url's port to base's port, url's path to a clone of base's \
     path, and url's query to base's query. If c is U+003F (?), then set url's query to the \
     empty string, and state to query state. Otherwise, if c is U+0023 (#), set url's fragment \
     to the empty string and state to fragment state. Otherwise, if c is not the EOF code \
     point: Set url's query to null. Shorten url's path. Set state to path state and decrease \
     pointer by 1.",
);

static RELATIVE_SLASH: Step = step(
    "relative slash",
    "after a slash: an authority, or the base URL's",
    "§4.4 relative slash state",
    "If url is special and c is U+002F (/) or U+005C (\\), then: If c is U+005C (\\), \
     invalid-reverse-solidus validation error. Set state to special authority ignore slashes \
     state. Otherwise, if c is U+002F (/), then set state to authority state. Otherwise, set \
     url's username to base's username, url's password to base's password, url's host to \
     base's host, url's port to base's port, state to path state, and then, decrease pointer \
     by 1.",
);

static SPECIAL_AUTHORITY_SLASHES: Step = step(
    "special authority slashes",
    "expect `//` after a special scheme",
    "§4.4 special authority slashes state",
    "If c is U+002F (/) and remaining starts with U+002F (/), then set state to special \
     authority ignore slashes state and increase pointer by 1. Otherwise, \
     special-scheme-missing-following-solidus validation error, set state to special authority \
     ignore slashes state and decrease pointer by 1.",
);

static SPECIAL_AUTHORITY_IGNORE_SLASHES: Step = step(
    "special authority ignore slashes",
    "skip every further `/` and `\\`",
    "§4.4 special authority ignore slashes state",
    "If c is neither U+002F (/) nor U+005C (\\), then set state to authority state and \
     decrease pointer by 1. Otherwise, special-scheme-missing-following-solidus validation \
     error.",
);

static AUTHORITY: Step = step(
    "authority",
    "read up to the last `@`: the credentials",
    "§4.4 authority state",
    "If c is U+0040 (@), then: Invalid-credentials validation error. If atSignSeen is true, \
     then prepend \"%40\" to buffer. Set atSignSeen to true. For each codePoint in buffer: \
     [...] append [it, percent-encoded with the userinfo percent-encode set,] to url's \
     password [after the first U+003A (:)] [...] [otherwise] to url's username. Set buffer to \
     the empty string. Otherwise, if one of the following is true: c is the EOF code point, \
     U+002F (/), U+003F (?), or U+0023 (#); url is special and c is U+005C (\\) then: If \
     atSignSeen is true and buffer is the empty string, host-missing validation error, return \
     failure. Decrease pointer by buffer's code point length + 1, set buffer to the empty \
     string, and set state to host state. Otherwise, append c to buffer.",
);

static HOST: Step = step(
    "host",
    "read the host, then run the host parser on it",
    "§4.4 host state",
    "[...] Otherwise, if c is U+003A (:) and insideBrackets is false: If buffer is the empty \
     string, host-missing validation error, return failure. [...] Let host be the result \
     of host parsing buffer with url is not special. If host is failure, then return failure. \
     Set url's host to host, buffer to the empty string, and state to port state. Otherwise, \
     if one of the following is true: c is the EOF code point, U+002F (/), U+003F (?), or \
     U+0023 (#); url is special and c is U+005C (\\) then decrease pointer by 1, and: If url \
     is special and buffer is the empty string, host-missing validation error, return \
     failure. [...] Let host be the result of host parsing buffer with url is not special. If \
     host is failure, then return failure. Set url's host to host, buffer to the empty string, \
     and state to path start state. [...] Otherwise: If c is U+005B ([), then set \
     insideBrackets to true. If c is U+005D (]), then set insideBrackets to false. Append c to \
     buffer.",
);

static HOSTNAME: Step = step(
    "hostname",
    "the host state, under the name a state override uses",
    "§4.4 hostname state",
    "host state / hostname state: [the same steps as the host state; a resolution enters it \
     by its first name]",
);

static PORT: Step = step(
    "port",
    "read the port's digits",
    "§4.4 port state",
    "If c is an ASCII digit, append c to buffer. Otherwise, if one of the following is true: c \
     is the EOF code point, U+002F (/), U+003F (?), or U+0023 (#); url is special and c is \
     U+005C (\\); or state override is given, then: If buffer is not the empty string: Let \
     port be the mathematical integer value that is represented by buffer in radix-10 using \
     ASCII digits for digits with values 0 through 9. If port is not a 16-bit unsigned \
     integer, port-out-of-range validation error, return failure. Set url's port to null, if port is \
     url's scheme's default port; otherwise to port. Set buffer to the empty string. [...] Set \
     state to path start state and decrease pointer by 1. Otherwise, port-invalid validation \
     error, return failure.",
);

static FILE: Step = step(
    "file",
    "a file: URL: slashes next, or follow a file: base",
    "§4.4 file state",
    "Set url's scheme to \"file\". Set url's host to the empty string. If c is U+002F (/) or \
     U+005C (\\), then: If c is U+005C (\\), invalid-reverse-solidus validation error. Set \
     state to file slash state. Otherwise, if base is non-null and base's scheme is \"file\": \
     Set url's host to base's host, url's path to a clone of base's path, and url's query to \
     base's query. If c is U+003F (?), then set url's query to the empty string and state to \
     query state. Otherwise, if c is U+0023 (#), set url's fragment to the empty string and \
     state to fragment state. Otherwise, if c is not the EOF code point: Set url's query to \
     null. If the code point substring from pointer to the end of input does not start with a \
     Windows drive letter, then shorten url's path. Otherwise: File-invalid-Windows-drive-letter \
     validation error. Set url's path to « ». Set state to path state and decrease pointer by \
     1. Otherwise, set state to path state, and decrease pointer by 1.",
);

static FILE_SLASH: Step = step(
    "file slash",
    "after `file:/`: a host next, or the base's",
    "§4.4 file slash state",
    "If c is U+002F (/) or U+005C (\\), then: If c is U+005C (\\), invalid-reverse-solidus \
     validation error. Set state to file host state. Otherwise: If base is non-null and base's \
     scheme is \"file\", then: Set url's host to base's host. If the code point substring from \
     pointer to the end of input does not start with a Windows drive letter and base's path[0] \
     is a normalized Windows drive letter, then append base's path[0] to url's path. Set state \
     to path state, and decrease pointer by 1.",
);

static FILE_HOST: Step = step(
    "file host",
    "read a file: URL's host",
    "§4.4 file host state",
    "If c is the EOF code point, U+002F (/), U+005C (\\), U+003F (?), or U+0023 (#), then \
     decrease pointer by 1 and then: If state override is not given and buffer is a Windows \
     drive letter, file-invalid-Windows-drive-letter-host validation error, set state to path \
     state. Otherwise, if buffer is the empty string, then: Set url's host to the empty \
     string. [...] Set state to path start state. Otherwise, run these steps: Let host be the \
     result of host parsing buffer with url is not special. If host is failure, then return \
     failure. If host is \"localhost\", then set host to the empty string. Set url's host to \
     host. [...] Set buffer to the empty string and state to path start state. Otherwise, \
     append c to buffer.",
);

static PATH_START: Step = step(
    "path start",
    "start the path (or a query or fragment)",
    "§4.4 path start state",
    "If url is special, then: If c is U+005C (\\), invalid-reverse-solidus validation error. \
     Set state to path state. If c is neither U+002F (/) nor U+005C (\\), then decrease \
     pointer by 1. Otherwise, if state override is not given and c is \
     U+003F (?), set url's query to the empty string and state to query state. Otherwise, if \
     state override is not given and c is U+0023 (#), set url's fragment to the empty string \
     and state to fragment state. Otherwise, if c is not the EOF code point: Set state to path \
     state. If c is not U+002F (/), then decrease pointer by 1. [...]",
);

static PATH: Step = step(
    "path",
    "read segments; `.` stays out and `..` shortens the path",
    "§4.4 path state",
    "If one of the following is true: c is the EOF code point or U+002F (/); url is special and \
     c is U+005C (\\); state override is not given and c is U+003F (?) or U+0023 (#) then: If \
     url is special and c is U+005C (\\), invalid-reverse-solidus validation error. If buffer \
     is a double-dot URL path segment, then: Shorten url's path. If neither c is U+002F (/), \
     nor url is special and c is U+005C (\\), append the empty string to url's path. \
     Otherwise, if buffer is a single-dot URL path segment and if neither c is U+002F (/), nor \
     url is special and c is U+005C (\\), append the empty string to url's path. Otherwise, if \
     buffer is not a single-dot URL path segment, then: If url's scheme is \"file\", url's \
     path is empty, and buffer is a Windows drive letter, then replace the second code point \
     in buffer with U+003A (:). Append buffer to url's path. Set buffer to the empty \
     string. If c is U+003F (?), then set url's query to the empty string and state to query \
     state. If c is U+0023 (#), then set url's fragment to the empty string and state to \
     fragment state. Otherwise, run these steps: If c is not a URL code point and not U+0025 \
     (%), invalid-URL-unit validation error. If c is U+0025 (%) and remaining does not start \
     with two ASCII hex digits, invalid-URL-unit validation error. UTF-8 percent-encode c using \
     the path percent-encode set and append the result to buffer.",
);

static OPAQUE_PATH: Step = step(
    "opaque path",
    "read an opaque path (no segments, no dots)",
    "§4.4 opaque path state",
    "If c is U+003F (?), then set url's query to the empty string and state to query state. \
     Otherwise, if c is U+0023 (#), then set url's fragment to the empty string and state to \
     fragment state. Otherwise, if c is U+0020 SPACE: Invalid-URL-unit validation error. If \
     remaining starts with U+003F (?) or U+0023 (#), then append \"%20\" to url's path. Otherwise, append U+0020 SPACE to url's \
     path. Otherwise, if c is not the EOF code point: If c is not a URL code point and not \
     U+0025 (%), invalid-URL-unit validation error. If c is U+0025 (%) and remaining does not \
     start with two ASCII hex digits, invalid-URL-unit validation error. UTF-8 percent-encode \
     c using the C0 control percent-encode set and append the result to url's path.",
);

static QUERY: Step = step(
    "query",
    "read the query, then percent-encode it",
    "§4.4 query state",
    "[...] If one of the following is true: state override is not given and c is U+0023 (#); c \
     is the EOF code point then: Let queryPercentEncodeSet be the special-query \
     percent-encode set if url is special; otherwise the query percent-encode set. \
     Percent-encode after encoding, with encoding, buffer, and queryPercentEncodeSet, and \
     append the result to url's query. Set buffer to the empty string. If c is U+0023 (#), \
     then set url's fragment to the empty string and state to fragment state. Otherwise, if c \
     is not the EOF code point: If c is not a URL code point and not U+0025 (%), \
     invalid-URL-unit validation error. If c is U+0025 (%) and remaining does not start with \
     two ASCII hex digits, invalid-URL-unit validation error. Append c to buffer.",
);

static FRAGMENT: Step = step(
    "fragment",
    "read the fragment, percent-encoding it",
    "§4.4 fragment state",
    "If c is not the EOF code point, then: If c is not a URL code point and not U+0025 (%), \
     invalid-URL-unit validation error. If c is U+0025 (%) and remaining does not start with \
     two ASCII hex digits, invalid-URL-unit validation error. UTF-8 percent-encode c using the \
     fragment percent-encode set and append the result to url's fragment.",
);

/// The step of a state.
pub fn step_of(state: State) -> &'static Step {
    match state {
        State::SchemeStart => &SCHEME_START,
        State::Scheme => &SCHEME,
        State::NoScheme => &NO_SCHEME,
        State::SpecialRelativeOrAuthority => &SPECIAL_RELATIVE_OR_AUTHORITY,
        State::PathOrAuthority => &PATH_OR_AUTHORITY,
        State::Relative => &RELATIVE,
        State::RelativeSlash => &RELATIVE_SLASH,
        State::SpecialAuthoritySlashes => &SPECIAL_AUTHORITY_SLASHES,
        State::SpecialAuthorityIgnoreSlashes => &SPECIAL_AUTHORITY_IGNORE_SLASHES,
        State::Authority => &AUTHORITY,
        State::Host => &HOST,
        State::Hostname => &HOSTNAME,
        State::Port => &PORT,
        State::File => &FILE,
        State::FileSlash => &FILE_SLASH,
        State::FileHost => &FILE_HOST,
        State::PathStart => &PATH_START,
        State::Path => &PATH,
        State::OpaquePath => &OPAQUE_PATH,
        State::Query => &QUERY,
        State::Fragment => &FRAGMENT,
    }
}
