//! The partial-form rules of RFC 1630 ("Partial (relative) form"), in the order uriscope applies
//! them (R0 to R5, its own labels), with the sentences they implement quoted from the RFC, and
//! the warnings a reader of the trace should see. Where the RFC is silent the step text and the
//! warnings say that the behaviour is uriscope's reading.

use crate::core::vocabulary::spec::Spec;
use crate::core::vocabulary::step::{Document, Step, steps_of};
use crate::core::vocabulary::warning::Warning;

steps_of!(Document::Spec(Spec::Rfc1630));

pub static CONTEXT: Step = step(
    "context",
    "the context URI",
    "\"Partial (relative) form\"",
    "Within a object whose URI is well defined, the URI of another object may be given in \
     abbreviated form, where parts of the two URIs are the same. [...] A complete URI consists \
     of a naming scheme specifier followed by a string whose format is a function of the naming \
     scheme.",
);

pub static R0: Step = step(
    "R0",
    "set the fragment-id aside",
    "\"Fragment-id\"",
    "The fragment-id follows the URL of the whole object from which it is separated by a hash \
     sign (#). If the fragment-id is void, the hash sign may be omitted: A void fragment-id with \
     or without the hash sign means that the URL refers to the whole object.",
);

pub static R1: Step = step(
    "R1",
    "absolute?",
    "\"Partial (relative) form\", the colon rule",
    "A partial form can be distinguished from an absolute form in that the latter must have a \
     colon and that colon must occur before any slash characters. [...] If the scheme parts are \
     different, the whole absolute URI must be given.",
);

pub static R2: Step = step(
    "R2",
    "leading slashes: match a slash run of the context",
    "\"Partial (relative) form\", the slash rule",
    "If the partial URI starts with a non-zero number of consecutive slashes, then everything \
     from the context URI up to (but not including) the first occurrence of exactly the same \
     number of consecutive slashes which has no greater number of consecutive slashes anywhere \
     to the right of it is taken to be the same and so prepended to the partial URL to form the \
     full URL.",
);

pub static R3: Step = step(
    "R3",
    "replace the last part of the path",
    "\"Partial (relative) form\", the last-part rule",
    "Otherwise: The last part of the path of the context URI (anything following the rightmost \
     slash) is removed, and the given partial URI appended in its place, and then:",
);

pub static R4: Step = step(
    "R4",
    "remove `xxx/../` and `/.`",
    "\"Partial (relative) form\", the dot rule",
    "Within the result, all occurrences of \"xxx/../\" or \"/.\" are recursively removed, where \
     xxx, \"..\" and \".\" are complete path elements.",
)
.iterating();

pub static R5: Step = step(
    "R5",
    "reattach the fragment-id",
    "\"Fragment-id\"",
    "The fragment-id follows the URL of the whole object from which it is separated by a hash \
     sign (#).",
);

pub static SLASH_RUN_AMBIGUOUS: Warning = Warning {
    id: "rfc1630.slash-run-ambiguous",
    text: "The RFC's wording is ambiguous here: \"the first occurrence of exactly the same number \
           of consecutive slashes which has no greater number of consecutive slashes anywhere to \
           the right of it\". Read literally, `/g` in the context `magic://a/b/c//d/e/f` skips \
           the single slashes left of `//` and gives `magic://a/b/c//d/g`, but the RFC's own \
           example gives `magic://a/g`. This resolver takes the first run of exactly that many \
           slashes, scanning from the left (the reading that matches all five RFC examples).",
};

pub static SLASH_RUN_READINGS_DIFFER: Warning = Warning {
    id: "rfc1630.slash-run-readings-differ",
    text: "It matters for this reference: the literal reading (a run with no longer run to its \
           right) would take a different run of the context, or none, and give another result.",
};

pub static CONTEXT_FRAGMENT: Warning = Warning {
    id: "rfc1630.context-fragment",
    text: "uriscope's reading, not RFC text: the context's own fragment-id, which holds a `/` or \
           a `?`, is removed before the rules apply, so they do not see it (RFC 1630 does not \
           mention it).",
};

pub static CONTEXT_SEARCH: Warning = Warning {
    id: "rfc1630.context-search",
    text: "uriscope's reading, not RFC text: the context's `?search` holds a `/`, and the search \
           is dropped before the context's slashes are looked at. RFC 1630 speaks only of \"the last part of the path\" and does not say \
           whether a `/` inside the search counts.",
};

pub static EMPTY_REFERENCE: Warning = Warning {
    id: "rfc1630.empty-reference",
    text: "uriscope's reading, not RFC text: RFC 1630 says nothing about an empty partial URI. The \
           last-part rule applied literally gives the context up to its rightmost slash \
           (`http://a/b/c/`), where RFC 1808 and RFC 3986 give the base itself.",
};

pub static FRAGMENT_ONLY: Warning = Warning {
    id: "rfc1630.fragment-only",
    text: "uriscope's reading, not RFC text: RFC 1630 says nothing about a partial URI that is only a \
           fragment-id. It is read as an empty partial plus the fragment-id: the context up to \
           its rightmost slash, then `#...` (`http://a/b/c/#s`; RFC 1808 and RFC 3986 keep the \
           whole base: `http://a/b/c/d;p?q#s`).",
};

pub static PARTIAL_SEARCH: Warning = Warning {
    id: "rfc1630.partial-search",
    text: "uriscope's reading, not RFC text: RFC 1630 says nothing about a `?search` in a partial \
           URI. It is appended with the rest, and dot removal stops at the `?` (search words are \
           not path elements). `?y` alone replaces the last part like any partial \
           (`http://a/b/c/?y`).",
};

pub static CONTEXT_WITHOUT_SLASH: Warning = Warning {
    id: "rfc1630.context-without-slash",
    text: "uriscope's reading, not RFC text: the context has no slash, so \"anything following the \
           rightmost slash\" is undefined; everything after `scheme:` is replaced.",
};

pub static HOST_REPLACED: Warning = Warning {
    id: "rfc1630.host-replaced",
    text: "The context's rightmost slash is part of its `//`: \"anything following the rightmost \
           slash\" is the host, so the partial URI replaces it (`http://a` + `g` gives \
           `http://g`). RFC 1630's path includes `//host`; later specifications keep the host.",
};

pub static HOST_PROTECTED: Warning = Warning {
    id: "rfc1630.host-protected",
    text: "uriscope's reading, not RFC text: dot removal never touches the `//host`. Reading \"Within \
           the result\" over the whole string would take the host as `xxx` and remove `a/../`, \
           giving `http://g`; RFC 1808 later says \"the \"..\" syntax cannot be used to change the \
           <net_loc> of a URL\".",
};

pub static DOTDOT_AS_XXX: Warning = Warning {
    id: "rfc1630.dotdot-as-xxx",
    text: "`xxx` is any complete path element, `..` included, so `../../` collapses too \
           (`../../../../g` gives `http://a/g`). RFC 1808 (draft-06) added \"not equal to \
           \"..\"\" and keeps `http://a/../../g`.",
};

pub static FINAL_DOTDOT_KEPT: Warning = Warning {
    id: "rfc1630.final-dotdot",
    text: "RFC 1630 removes only \"xxx/../\" (with its trailing slash) and \"/.\": a final `..` \
           stays (`..` gives `http://a/b/c/..`). RFC 1808 and later remove `<segment>/..` at the \
           end too (`http://a/b/`).",
};

pub static FINAL_DOT_REMOVED: Warning = Warning {
    id: "rfc1630.final-dot",
    text: "\"/.\" is removed with its slash: a final `.` leaves no trailing slash (`.` gives \
           `http://a/b/c`, where RFC 1808 and later give `http://a/b/c/`).",
};

pub static COLON_AFTER_QUERY: Warning = Warning {
    id: "rfc1630.colon-after-question-mark",
    text: "By the letter of the colon rule this is absolute (a colon with no slash before it), \
           though what precedes the colon contains `?` and is not a scheme name (`ialpha`). \
           RFC 1808 and later treat it as a relative reference.",
};

pub static SAME_SCHEME: Warning = Warning {
    id: "rfc1630.same-scheme",
    text: "Same scheme as the context, but the colon comes before any slash, so RFC 1630 calls it \
           absolute. Treating `http:g` as relative is what RFC 1808 later calls \"a loophole in \
           prior specifications of partial URLs\".",
};

pub static LOOPHOLE: Warning = Warning {
    id: "rfc1630.loophole",
    text: "Non-strict: \"If the scheme parts are different, the whole absolute URI must be given. \
           Otherwise, the scheme is omitted\"; this reference gives the context's own scheme \
           anyway, and non-strict drops it and reads the rest as a partial URI. RFC 2396 calls \
           this \"a loophole in prior specifications [RFC1630]\".",
};
