//! The steps of RFC 3986 sections 5.2 and 5.3, with the sentences (and pseudocode lines) they
//! implement, quoted from the RFC.
//!
//! The ids of section 5.2.4 carry its number before the RFC's own step labels (`5.2.4 1`,
//! `5.2.4 2`, `5.2.4 3`), so a class does not take them for RFC 2396's steps 1 to 3; the rules
//! of its loop are the RFC's `2A` .. `2E`, listed under `5.2.4 2` as in the STEP / OUTPUT BUFFER
//! / INPUT BUFFER tables of the RFC.

use crate::core::vocabulary::spec::Spec;
use crate::core::vocabulary::step::{Document, Step, steps_of};
use crate::core::vocabulary::warning::Warning;

steps_of!(Document::Spec(Spec::Rfc3986));

/// One rule of section 5.2.4's loop (step 2), listed under it.
const fn rule(
    id: &'static str,
    title: &'static str,
    place: &'static str,
    text: &'static str,
) -> Step {
    step(id, title, place, text).within(&RDS2)
}

pub static BASE: Step = step(
    "5.2.1",
    "pre-parse the base",
    "§5.2.1",
    "The base URI (Base) is established according to the procedure of Section 5.1 and parsed \
     into the five main components described in Section 3. Note that only the scheme component \
     is required to be present in a base URI; the other components may be empty or undefined. \
     [...] Normalization of the base URI, as described in Sections 6.2.2 and 6.2.3, is optional.",
);

pub static PARSE: Step = step(
    "5.2.2 parse",
    "parse the reference",
    "§5.2.2",
    "-- The URI reference is parsed into the five URI components\n\
     (R.scheme, R.authority, R.path, R.query, R.fragment) = parse(R);",
);

pub static NON_STRICT: Step = step(
    "5.2.2 strict?",
    "same scheme as the base?",
    "§5.2.2",
    "-- A non-strict parser may ignore a scheme in the reference\n\
     -- if it is identical to the base URI's scheme.\n\
     if ((not strict) and (R.scheme == Base.scheme)) then undefine(R.scheme); endif;",
);

pub static SCHEME: Step = step(
    "5.2.2 R.scheme",
    "R.scheme defined",
    "§5.2.2",
    "if defined(R.scheme) then\n\
     T.scheme = R.scheme; T.authority = R.authority;\n\
     T.path = remove_dot_segments(R.path); T.query = R.query;",
);

pub static AUTHORITY: Step = step(
    "5.2.2 R.authority",
    "R.authority defined",
    "§5.2.2",
    "else if defined(R.authority) then\n\
     T.authority = R.authority; T.path = remove_dot_segments(R.path); T.query = R.query;\n\
     [...] T.scheme = Base.scheme;",
);

pub static EMPTY_PATH: Step = step(
    "5.2.2 R.path == \"\"",
    "empty path: the base's path",
    "§5.2.2",
    "if (R.path == \"\") then\n\
     T.path = Base.path;\n\
     if defined(R.query) then T.query = R.query; else T.query = Base.query; endif;\n\
     [...] T.authority = Base.authority;\n\
     [...] T.scheme = Base.scheme;",
);

pub static ABSOLUTE_PATH: Step = step(
    "5.2.2 R.path starts-with \"/\"",
    "absolute path",
    "§5.2.2",
    "if (R.path starts-with \"/\") then\n\
     T.path = remove_dot_segments(R.path);\n\
     [...] T.query = R.query;\n\
     [...] T.authority = Base.authority;\n\
     [...] T.scheme = Base.scheme;",
);

pub static MERGE_BRANCH: Step = step(
    "5.2.2 merge",
    "relative path: merge",
    "§5.2.2",
    "else\n\
     T.path = merge(Base.path, R.path); T.path = remove_dot_segments(T.path);\n\
     [...] T.query = R.query;\n\
     [...] T.authority = Base.authority;\n\
     [...] T.scheme = Base.scheme;",
);

pub static FRAGMENT: Step = step(
    "5.2.2 R.fragment",
    "the reference's fragment",
    "§5.2.2",
    "T.fragment = R.fragment;",
);

pub static MERGE: Step = step(
    "5.2.3",
    "merge paths",
    "§5.2.3",
    "If the base URI has a defined authority component and an empty path, then return a string \
     consisting of \"/\" concatenated with the reference's path; otherwise, return a string \
     consisting of the reference's path component appended to all but the last segment of the \
     base URI's path (i.e., excluding any characters after the right-most \"/\" in the base URI \
     path, or excluding the entire base URI path if it does not contain any \"/\" characters).",
);

pub static RDS1: Step = step(
    "5.2.4 1",
    "initialise the buffers",
    "§5.2.4 step 1",
    "The input buffer is initialized with the now-appended path components and the output \
     buffer is initialized to the empty string.",
);

pub static RDS2: Step = step(
    "5.2.4 2",
    "loop while the input buffer is not empty",
    "§5.2.4 step 2",
    "While the input buffer is not empty, loop as follows:",
)
.iterating();

pub static RDS2A: Step = rule(
    "2A",
    "remove a leading `../` or `./`",
    "§5.2.4 step 2A",
    "If the input buffer begins with a prefix of \"../\" or \"./\", then remove that prefix from \
     the input buffer; otherwise,",
);

pub static RDS2B: Step = rule(
    "2B",
    "`/./` or `/.` becomes `/`",
    "§5.2.4 step 2B",
    "if the input buffer begins with a prefix of \"/./\" or \"/.\", where \".\" is a complete path \
     segment, then replace that prefix with \"/\" in the input buffer; otherwise,",
);

pub static RDS2C: Step = rule(
    "2C",
    "`/../` or `/..` becomes `/`, and the last output segment goes",
    "§5.2.4 step 2C",
    "if the input buffer begins with a prefix of \"/../\" or \"/..\", where \"..\" is a complete \
     path segment, then replace that prefix with \"/\" in the input buffer and remove the last \
     segment and its preceding \"/\" (if any) from the output buffer; otherwise,",
);

pub static RDS2D: Step = rule(
    "2D",
    "a lone `.` or `..` is removed",
    "§5.2.4 step 2D",
    "if the input buffer consists only of \".\" or \"..\", then remove that from the input buffer; \
     otherwise,",
);

pub static RDS2E: Step = rule(
    "2E",
    "move the first segment to the output",
    "§5.2.4 step 2E",
    "move the first path segment in the input buffer to the end of the output buffer, including \
     the initial \"/\" character (if any) and any subsequent characters up to, but not including, \
     the next \"/\" character or the end of the input buffer.",
);

pub static RDS3: Step = step(
    "5.2.4 3",
    "the output buffer is the result",
    "§5.2.4 step 3",
    "Finally, the output buffer is returned as the result of remove_dot_segments.",
);

pub static RECOMPOSE: Step = step(
    "5.3",
    "recompose",
    "§5.3",
    "if defined(scheme) then append scheme to result; append \":\" to result; endif;\n\
     if defined(authority) then append \"//\" to result; append authority to result; endif;\n\
     append path to result;\n\
     if defined(query) then append \"?\" to result; append query to result; endif;\n\
     if defined(fragment) then append \"#\" to result; append fragment to result; endif;",
);

pub static NON_STRICT_SCHEME_IGNORED: Warning = Warning {
    id: "rfc3986.non-strict",
    text: "Non-strict parser: \"A non-strict parser may ignore a scheme in the reference if it is \
           identical to the base URI's scheme.\" The scheme is undefined and the reference is \
           resolved as a relative reference (a strict parser keeps `http:g` as it is).",
};

pub static BASE_FRAGMENT_IGNORED: Warning = Warning {
    id: "rfc3986.base-fragment",
    text: "The base has a fragment. Section 5.1: a base URI \"must be converted to absolute form \
           and stripped of any fragment component prior to its use as a base URI\"; 5.2.2 never \
           reads Base.fragment, so it does not reach the result.",
};

pub static ABOVE_ROOT_REMOVED: Warning = Warning {
    id: "rfc3986.above-root",
    text: "RFC 3986 drops a `..` that would climb above the root: rule 2C says to \"remove the \
           last segment and its preceding \"/\" (if any) from the output buffer\", and with no \
           segment there the `..` is simply gone (§5.2.4), so `../../../g` against \
           `http://a/b/c/d;p?q` gives `http://a/g`, as §5.4.2 lists. RFC 1808 keeps the `..` \
           (`http://a/../g`), and RFC 2396 leaves the choice to the implementation (§5.2 step \
           6g).",
};

pub static UNMERGED_PATH_DOTS_REMOVED: Warning = Warning {
    id: "rfc3986.unmerged-path-dots",
    text: "RFC 3986 removes dot segments from a path it does not merge too: for a reference with \
           a scheme, an authority or an absolute path, \"T.path = remove_dot_segments(R.path)\" \
           (§5.2.2), so `/./g` gives `http://a/g`. RFC 2396 uses such a path as written (§5.2 \
           step 5: an absolute-path, and \"we skip to step 7\"), as RFC 1808 does.",
};
