//! The steps of RFC 1808 (= draft-ietf-uri-relative-url-06) section 4, with the sentences they
//! implement, quoted from the RFC, and the warnings a reader of the trace should see. Section
//! 2.4's parse keeps its steps beside it (text/url1808.rs).

use crate::core::vocabulary::spec::Spec;
use crate::core::vocabulary::step::{Document, Step, steps_of};
use crate::core::vocabulary::warning::Warning;

steps_of!(Document::Spec(Spec::Rfc1808));

pub static S1: Step = step(
    "Step 1",
    "establish the base URL",
    "§4 step 1",
    "The base URL is established according to the rules of Section 3. If the base URL is the \
     empty string (unknown), the embedded URL is interpreted as an absolute URL and we are done.",
);

pub static S2: Step = step(
    "Step 2",
    "parse both URLs",
    "§4 step 2",
    "Both the base and embedded URLs are parsed into their component parts as described in \
     Section 2.4.",
);

pub static S2A: Step = step(
    "Step 2a",
    "entirely empty?",
    "§4 step 2a",
    "If the embedded URL is entirely empty, it inherits the entire base URL (i.e., is set equal \
     to the base URL) and we are done.",
);

pub static S2B: Step = step(
    "Step 2b",
    "scheme?",
    "§4 step 2b",
    "If the embedded URL starts with a scheme name, it is interpreted as an absolute URL and we \
     are done.",
);

pub static S2C: Step = step(
    "Step 2c",
    "inherit the scheme",
    "§4 step 2c",
    "Otherwise, the embedded URL inherits the scheme of the base URL.",
);

pub static S3: Step = step(
    "Step 3",
    "net_loc?",
    "§4 step 3",
    "If the embedded URL's <net_loc> is non-empty, we skip to Step 7. Otherwise, the embedded URL \
     inherits the <net_loc> (if any) of the base URL.",
);

pub static S4: Step = step(
    "Step 4",
    "path preceded by a slash?",
    "§4 step 4",
    "If the embedded URL path is preceded by a slash \"/\", the path is not relative and we skip \
     to Step 7.",
);

pub static S5: Step = step(
    "Step 5",
    "empty path?",
    "§4 step 5",
    "If the embedded URL path is empty (and not preceded by a slash), then the embedded URL \
     inherits the base URL path, and",
);

pub static S5A: Step = step(
    "Step 5a",
    "params?",
    "§4 step 5a",
    "if the embedded URL's <params> is non-empty, we skip to step 7; otherwise, it inherits the \
     <params> of the base URL (if any) and",
);

pub static S5B: Step = step(
    "Step 5b",
    "query?",
    "§4 step 5b",
    "if the embedded URL's <query> is non-empty, we skip to step 7; otherwise, it inherits the \
     <query> of the base URL (if any) and we skip to step 7.",
);

pub static S6: Step = step(
    "Step 6",
    "replace the last segment of the base path",
    "§4 step 6",
    "The last segment of the base URL's path (anything following the rightmost slash \"/\", or \
     the entire path if no slash is present) is removed and the embedded URL's path is appended \
     in its place. The following operations are then applied, in order, to the new path:",
);

pub static S6A: Step = step(
    "Step 6a",
    "remove every `./`",
    "§4 step 6a",
    "All occurrences of \"./\", where \".\" is a complete path segment, are removed.",
)
.iterating();

pub static S6B: Step = step(
    "Step 6b",
    "remove a final `.`",
    "§4 step 6b",
    "If the path ends with \".\" as a complete path segment, that \".\" is removed.",
);

pub static S6C: Step = step(
    "Step 6c",
    "remove `<segment>/../`, leftmost first",
    "§4 step 6c",
    "All occurrences of \"<segment>/../\", where <segment> is a complete path segment not equal \
     to \"..\", are removed. Removal of these path segments is performed iteratively, removing \
     the leftmost matching pattern on each iteration, until no matching pattern remains.",
)
.iterating();

pub static S6D: Step = step(
    "Step 6d",
    "remove a final `<segment>/..`",
    "§4 step 6d",
    "If the path ends with \"<segment>/..\", where <segment> is a complete path segment not equal \
     to \"..\", that \"<segment>/..\" is removed.",
);

/// Step 6c as draft-ietf-uri-relative-url-05 words it.
pub static S6C_05: Step = step(
    "Step 6c",
    "remove `<segment>/../`, leftmost first (draft-05)",
    "§4 step 6c",
    "All occurrences of \"<segment>/../\", where <segment> and \"..\" are complete path \
     segments, are removed. Removal of these path segments is performed iteratively, removing \
     the leftmost matching pattern on each iteration, until no matching pattern remains.",
)
.iterating();

/// Step 6d as draft-ietf-uri-relative-url-05 words it.
pub static S6D_05: Step = step(
    "Step 6d",
    "remove a final `<segment>/..` (draft-05)",
    "§4 step 6d",
    "If the path ends with \"<segment>/..\", that \"<segment>/..\" is removed.",
);

pub static S7: Step = step(
    "Step 7",
    "recombine",
    "§4 step 7",
    "The resulting URL components, including any inherited from the base URL, are recombined to \
     give the absolute form of the embedded URL.",
);

pub static NO_BASE: Warning = Warning {
    id: "rfc1808.no-base",
    text: "The base URL is the empty string (unknown), so Step 1 returns the embedded URL as it \
           is, even when it is relative. RFC 2396 and RFC 3986 require a base with a scheme.",
};

pub static PARAMS_ONLY: Warning = Warning {
    id: "rfc1808.params-only",
    text: "RFC 1808 keeps `;params` outside the path: `;x` has an empty path, so Step 5 keeps the \
           whole base path and replaces only its params (`http://a/b/c/d;x`). RFC 2396 and RFC \
           3986 read `;x` as a relative path and drop the base's last segment \
           (`http://a/b/c/;x`).",
};

pub static QUERY_ONLY: Warning = Warning {
    id: "rfc1808.query-only",
    text: "An empty path keeps the base path and its params (Step 5): `?y` gives \
           `http://a/b/c/d;p?y`. RFC 2396 treats `?y` as a relative path and drops the base's \
           last segment (`http://a/b/c/?y`); RFC 3986 agrees with RFC 1808 here.",
};

pub static FRAGMENT_INHERITED: Warning = Warning {
    id: "rfc1808.fragment-inherited",
    text: "\"Fragment identifiers are only inherited from the base URL when the entire embedded \
           URL is empty\": the empty reference keeps the base's fragment. RFC 3986 drops the \
           base's fragment (`http://a/b/c/d;p?q`).",
};

pub static SAME_SCHEME: Warning = Warning {
    id: "rfc1808.same-scheme",
    text: "\"Finally, some older parsers allow the scheme name to be present in a relative URL if \
           it is the same as the base URL scheme. This is considered to be a loophole in prior \
           specifications of partial URLs [1] and should be avoided by future parsers.\" RFC 1808 \
           returns the reference unchanged (`http:g`); the non-strict switch reads it as \
           relative, as those older parsers did.",
};

pub static LOOPHOLE: Warning = Warning {
    id: "rfc1808.loophole",
    text: "Non-strict: the scheme equals the base's, so it is ignored and the rest resolved as a \
           relative URL, as the \"older parsers\" of §5.2 do (\"This is considered to be a \
           loophole in prior specifications of partial URLs [1] and should be avoided by future \
           parsers.\").",
};

pub static NO_DOT_REMOVAL: Warning = Warning {
    id: "rfc1808.no-dot-removal",
    text: "The path skips Step 6, so its `.` and `..` segments are kept (`/./g` gives \
           `http://a/./g`). RFC 3986 removes dot segments from every path (`http://a/g`).",
};

pub static ABOVE_ROOT: Warning = Warning {
    id: "rfc1808.above-root",
    text: "More `..` than the base has levels: \"Note that the \"..\" syntax cannot be used to \
           change the <net_loc> of a URL.\" The leftover `..` stay in the path \
           (`http://a/../g`); RFC 3986 removes them (`http://a/g`).",
};

pub static DRAFT05_DOTDOT: Warning = Warning {
    id: "rfc1808.draft05-dotdot",
    text: "draft-05 wording: <segment> may itself be `..`, so `../../` is removed too \
           (`../../../../g` gives `http://a/g`). draft-06, which became RFC 1808, adds \"not \
           equal to \"..\"\" and gives `http://a/../../g`.",
};

pub static EMPTY_NET_LOC_KEPT: Warning = Warning {
    id: "rfc1808.empty-net-loc",
    text: "uriscope's choice, not RFC text: RFC 1808 cannot represent `//` with an empty net_loc. \
           The parser remembers that `//` was present, so `file:///x/y` + `g` gives \
           `file:///x/g` (without the flag: `file:/x/g`).",
};

pub static SLASH_INSERTED: Warning = Warning {
    id: "rfc1808.slash-inserted",
    text: "uriscope's choice, not RFC text: the base has a net_loc and no path, so the new path \
           has no preceding slash and Step 7 read literally gives `http://ag`. A `/` is written \
           between the net_loc and a non-empty path, as RFC 1738's `//<host>/<url-path>` \
           requires (`http://a/g`).",
};

pub static EMPTY_NET_LOC_INHERITS: Warning = Warning {
    id: "rfc1808.empty-net-loc-inherits",
    text: "The reference's `//` holds an empty net_loc, and Step 3 takes an empty one for none: \
           \"If the embedded URL's <net_loc> is non-empty, we skip to Step 7. Otherwise, the \
           embedded URL inherits the <net_loc> (if any) of the base URL.\" So `///g` keeps the \
           base's host (`http://a/g`). RFC 2396 and RFC 3986 keep the empty authority \
           (`http:///g`).",
};
