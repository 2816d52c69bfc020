//! The steps of RFC 2396 section 5.2 (= draft-fielding-url-syntax-10 section 5.2), with the
//! sentences they implement, quoted from the RFC.

use crate::core::vocabulary::spec::Spec;
use crate::core::vocabulary::step::{Document, Step, steps_of};
use crate::core::vocabulary::warning::Warning;

steps_of!(Document::Spec(Spec::Rfc2396));

pub static BASE: Step = step(
    "base",
    "parse the base",
    "§5.2",
    "The base URI is established according to the rules of Section 5.1 and parsed into the four \
     main components as described in Section 4.4. Note that only the scheme component is \
     required to be present in the base URI; the other components may be empty or undefined.",
);

pub static S1: Step = step(
    "1",
    "parse the reference",
    "§5.2 step 1",
    "The URI reference is parsed into the potential four components and fragment identifier, as \
     described in Section 4.4.",
);

pub static S2: Step = step(
    "2",
    "current document?",
    "§5.2 step 2",
    "If the path component is empty and the scheme, site, and query components are undefined, \
     then it is a reference to the current document and we are done. Otherwise, the reference \
     URI's query and fragment components are defined as found (or not found) within the URI \
     reference and not inherited from the base URI.",
);

pub static S3: Step = step(
    "3",
    "scheme?",
    "§5.2 step 3",
    "If the scheme component is defined, indicating that the reference starts with a scheme \
     name, then the reference is interpreted as an absolute URI and we are done. Otherwise, the \
     reference URI's scheme is inherited from the base URI's scheme component.",
);

pub static S4: Step = step(
    "4",
    "site?",
    "§5.2 step 4",
    "If the site component is defined, then the reference is a network-path and we skip to step \
     7. Otherwise, the reference URI's site is inherited from the base URI's site component, \
     which will also be undefined if the URI scheme does not use a site component.",
);

pub static S5: Step = step(
    "5",
    "absolute path?",
    "§5.2 step 5",
    "If the path component begins with a slash character (\"/\"), then the reference is an \
     absolute-path and we skip to step 7.",
);

pub static S6A: Step = step(
    "6a",
    "copy the base path up to its last slash",
    "§5.2 step 6a",
    "All but the last segment of the base URI's path component is copied to the buffer. In \
     other words, any characters after the last (right-most) slash character, if any, are \
     excluded.",
);

pub static S6B: Step = step(
    "6b",
    "append the reference path",
    "§5.2 step 6b",
    "The reference's path component is appended to the buffer string.",
);

pub static S6C: Step = step(
    "6c",
    "remove every `./`",
    "§5.2 step 6c",
    "All occurrences of \"./\", where \".\" is a complete path segment, are removed from the \
     buffer string.",
)
.iterating();

pub static S6D: Step = step(
    "6d",
    "remove a final `.`",
    "§5.2 step 6d",
    "If the buffer string ends with \".\" as a complete path segment, that \".\" is removed.",
);

pub static S6E: Step = step(
    "6e",
    "remove `<segment>/../`, leftmost first",
    "§5.2 step 6e",
    "All occurrences of \"<segment>/../\", where <segment> is a complete path segment not equal \
     to \"..\", are removed from the buffer string. Removal of these path segments is performed \
     iteratively, removing the leftmost matching pattern on each iteration, until no matching \
     pattern remains.",
)
.iterating();

pub static S6F: Step = step(
    "6f",
    "remove a final `<segment>/..`",
    "§5.2 step 6f",
    "If the buffer string ends with \"<segment>/..\", where <segment> is a complete path segment \
     not equal to \"..\", that \"<segment>/..\" is removed.",
);

pub static S6G: Step = step(
    "6g",
    "`..` left at the start?",
    "§5.2 step 6g",
    "If the resulting buffer string still begins with one or more complete path segments of \
     \"..\", then the reference is considered to be in error. Implementations may handle this \
     error by retaining these components in the resolved path (i.e., treating them as part of \
     the final URI), by removing them from the resolved path (i.e., discarding relative levels \
     above the root), or by avoiding traversal of the reference.",
);

pub static S6H: Step = step(
    "6h",
    "the buffer is the new path",
    "§5.2 step 6h",
    "The remaining buffer string is the reference URI's new path component.",
);

pub static S7: Step = step(
    "7",
    "recombine",
    "§5.2 step 7",
    "The resulting URI components, including any inherited from the base URI, are recombined to \
     give the absolute form of the URI reference.",
);

pub static EMPTY_BASE_PATH: Warning = Warning {
    id: "rfc2396.empty-base-path",
    text: "The base has a site but an empty path, and step 6a copies nothing, so the reference \
           path is glued to the site (`http://a` + `g` = `http://ag`). RFC 3986 Appendix D.2: \
           \"[RFC2396] section 5.2, step 6a, failed to account for a base URI with no path.\" \
           The empty-base-path fix inserts the `/` as RFC 3986 §5.2.3 does.",
};

pub static EMPTY_PATH_MERGED: Warning = Warning {
    id: "rfc2396.empty-path-merged",
    text: "The reference's path is empty but its query is defined, so step 2 does not take it as \
           the current document and step 6 merges it: 6a drops the base's last segment (`?y` \
           gives `http://a/b/c/?y`). RFC 3986 Appendix D.2: \"Restored the behavior of \
           [RFC1808] where, if the reference contains an empty path and a defined query \
           component, the target URI inherits the base URI's path component.\"",
};

pub static EMPTY_BASE_PATH_FIXED: Warning = Warning {
    id: "rfc2396.empty-base-path-fixed",
    text: "The base has a site but an empty path; as asked (the empty-base-path fix), step 6a \
           starts the buffer with `/` as RFC 3986 §5.2.3 does, not with nothing as RFC 2396 \
           writes.",
};

pub static ABOVE_ROOT_KEPT: Warning = Warning {
    id: "rfc2396.above-root-kept",
    text: "The reference climbs above the root; the `..` segments are retained in the resolved \
           path, as Appendix C's answers do. Some implementations remove them instead (RFC 3986 \
           always does).",
};

pub static LOOPHOLE: Warning = Warning {
    id: "rfc2396.loophole",
    text: "Same-scheme reference: \"Due to a loophole in prior specifications [RFC1630], some \
           parsers allow the scheme name to be present in a relative URI if it is the same as \
           the base URI scheme.\" Non-strict mode removes the scheme and continues; \
           \"Validating parsers should mark such a misformed relative reference as an error.\"",
};
