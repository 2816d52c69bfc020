//! `compare` on every input where the specifications part that has a concrete example: each
//! specification's result as its text gives it, and, where they part,
//! the step each specification's trace names as the one that made the first differing component
//! what it is, with the sentence that step recorded.
//!
//! Results: four columns (RFC 1630 read as uriscope reads it, RFC 1808, RFC 2396 with
//! 6g = retain and a validating parser, RFC 3986 strict); `None` where a specification gives no
//! string (RFC 1630 where its rules do not decide). Steps: worked out from each specification's text for the
//! input; for a path built in a buffer, the last step that changed the buffer, or the step that
//! looked at it and kept what it flagged (RFC 2396 6g, RFC 1808 6c's leftover `..`); for a
//! component that reads back differently from what was assigned, the step that recombined it.

use uriscope::Spec::{self, Rfc1630, Rfc1808, Rfc2396, Rfc3986};
use uriscope::compare::compare;
use uriscope::compare::{Agreement, Comparison, StepRef};
use uriscope::options::{AboveRoot, Rfc1808Variant};
use uriscope::{Component, Options};

const BASE: &str = "http://a/b/c/d;p?q";

/// "The first differing component" when one of the two specifications fails.
const RESULT: &str = "result";

/// One row: the input, the options it needs, the four results, and where the traced
/// specifications part: `(spec, component, citation of the step)`. What each step recorded, in
/// uriscope's words, is in [`RECORDED`], apart from the specifications' values.
struct Row {
    id: &'static str,
    base: &'static str,
    reference: &'static str,
    options: Options,
    results: [Option<&'static str>; 4],
    parting: &'static [(Spec, &'static str, &'static str)],
}

const DEFAULT: Options = Options {
    above_root: AboveRoot::Keep,
    non_strict: false,
    fix_empty_base_path: false,
    rfc1808_variant: Rfc1808Variant::Draft06,
    location_url: false,
};

#[rustfmt::skip]
const ROWS: &[Row] = &[
    Row {
        id: "P2",
        base: BASE,
        reference: "//g?y",
        options: DEFAULT,
        results: [Some("http://g?y"), Some("http://g?y"), Some("http://g?y"), Some("http://g?y")],
        parting: &[
            (Rfc1630, "path", "RFC 1630 \"Partial (relative) form\", the slash rule"),
            (Rfc1808, "path", "RFC 1808 §4 step 3"),
            (Rfc2396, "path", "RFC 2396 §5.2 step 4"),
            (Rfc3986, "path", "RFC 3986 §5.2.2"),
        ],
    },
    Row {
        id: "P3",
        base: "http://a?b/c",
        reference: "g",
        options: DEFAULT,
        results: [Some("http://g"), Some("http://a?b/g"), Some("http://ag"), Some("http://a/g")],
        parting: &[
            (Rfc1630, "authority", "RFC 1630 \"Partial (relative) form\", the last-part rule"),
            (Rfc1808, "authority", "RFC 1808 §4 step 3"),
            (Rfc2396, "authority", "RFC 2396 §5.2 step 7"),
            (Rfc3986, "authority", "RFC 3986 §5.2.2"),
        ],
    },
    Row {
        id: "P4",
        base: BASE,
        reference: "g;x=1/../y",
        options: DEFAULT,
        results: [Some("http://a/b/c/y"), Some("http://a/b/c/g;x=1/../y"), Some("http://a/b/c/y"), Some("http://a/b/c/y")],
        parting: &[
            (Rfc1630, "path", "RFC 1630 \"Partial (relative) form\", the dot rule"),
            (Rfc1808, "path", "RFC 1808 §4 step 6"),
            (Rfc2396, "path", "RFC 2396 §5.2 step 6e"),
            (Rfc3986, "path", "RFC 3986 §5.2.4 step 2C"),
        ],
    },
    Row {
        id: "P5",
        base: BASE,
        reference: "g?#",
        options: DEFAULT,
        results: [Some("http://a/b/c/g?"), Some("http://a/b/c/g"), Some("http://a/b/c/g?#"), Some("http://a/b/c/g?#")],
        parting: &[
            (Rfc1630, "query", "RFC 1630 \"Partial (relative) form\", the last-part rule"),
            (Rfc1808, "query", "RFC 1808 §4 step 5"),
            (Rfc2396, "fragment", "RFC 2396 §5.2 step 2"),
            (Rfc3986, "fragment", "RFC 3986 §5.2.2"),
        ],
    },
    Row {
        id: "P6",
        base: BASE,
        reference: "a_b:c",
        options: DEFAULT,
        results: [Some("a_b:c"), Some("http://a/b/c/a_b:c"), Some("a_b:c"), Some("a_b:c")],
        parting: &[
            (Rfc1630, "scheme", "RFC 1630 \"Partial (relative) form\", the colon rule"),
            (Rfc1808, "scheme", "RFC 1808 §4 step 2c"),
            (Rfc2396, "scheme", "RFC 2396 §5.2 step 3"),
            (Rfc3986, "scheme", "RFC 3986 §5.2.2"),
        ],
    },
    Row {
        id: "P7",
        base: BASE,
        reference: "1a:b",
        options: DEFAULT,
        results: [Some("1a:b"), Some("1a:b"), Some("1a:b"), Some("1a:b")],
        parting: &[
            (Rfc1630, "scheme", "RFC 1630 \"Partial (relative) form\", the colon rule"),
            (Rfc1808, "scheme", "RFC 1808 §4 step 2b"),
            (Rfc2396, "scheme", "RFC 2396 §5.2 step 3"),
            (Rfc3986, "scheme", "RFC 3986 §5.2.2"),
        ],
    },
    Row {
        id: "P8",
        base: BASE,
        reference: "g?x:y",
        options: DEFAULT,
        results: [Some("g?x:y"), Some("http://a/b/c/g?x:y"), Some("http://a/b/c/g?x:y"), Some("http://a/b/c/g?x:y")],
        parting: &[
            (Rfc1630, "scheme", "RFC 1630 \"Partial (relative) form\", the colon rule"),
            (Rfc1808, "scheme", "RFC 1808 §4 step 2c"),
            (Rfc2396, "scheme", "RFC 2396 §5.2 step 3"),
            (Rfc3986, "scheme", "RFC 3986 §5.2.2"),
        ],
    },
    Row {
        id: "P9",
        base: BASE,
        reference: "a:b:c/d",
        options: DEFAULT,
        results: [Some("a:b:c/d"), Some("a:b:c/d"), Some("a:b:c/d"), Some("a:b:c/d")],
        parting: &[
        ],
    },
    Row {
        id: "R1",
        base: "http://a/b/c/d;p?q#f",
        reference: "",
        options: DEFAULT,
        results: [Some("http://a/b/c/"), Some("http://a/b/c/d;p?q#f"), Some("http://a/b/c/d;p?q"), Some("http://a/b/c/d;p?q")],
        parting: &[
            (Rfc1630, "path", "RFC 1630 \"Partial (relative) form\", the last-part rule"),
            (Rfc1808, "path", "RFC 1808 §4 step 2a"),
            (Rfc2396, "path", "RFC 2396 §5.2 step 2"),
            (Rfc3986, "path", "RFC 3986 §5.2.2"),
        ],
    },
    Row {
        id: "R2",
        base: BASE,
        reference: "#s",
        options: DEFAULT,
        results: [Some("http://a/b/c/#s"), Some("http://a/b/c/d;p?q#s"), Some("http://a/b/c/d;p?q#s"), Some("http://a/b/c/d;p?q#s")],
        parting: &[
            (Rfc1630, "path", "RFC 1630 \"Partial (relative) form\", the last-part rule"),
            (Rfc1808, "path", "RFC 1808 §4 step 5"),
            (Rfc2396, "path", "RFC 2396 §5.2 step 2"),
            (Rfc3986, "path", "RFC 3986 §5.2.2"),
        ],
    },
    Row {
        id: "R3",
        base: BASE,
        reference: "#",
        options: DEFAULT,
        results: [Some("http://a/b/c/"), Some("http://a/b/c/d;p?q"), Some("http://a/b/c/d;p?q#"), Some("http://a/b/c/d;p?q#")],
        parting: &[
            (Rfc1630, "path", "RFC 1630 \"Partial (relative) form\", the last-part rule"),
            (Rfc1808, "path", "RFC 1808 §4 step 5"),
            (Rfc2396, "path", "RFC 2396 §5.2 step 2"),
            (Rfc3986, "path", "RFC 3986 §5.2.2"),
        ],
    },
    Row {
        id: "R4",
        base: BASE,
        reference: "?y",
        options: DEFAULT,
        results: [Some("http://a/b/c/?y"), Some("http://a/b/c/d;p?y"), Some("http://a/b/c/?y"), Some("http://a/b/c/d;p?y")],
        parting: &[
            (Rfc1630, "path", "RFC 1630 \"Partial (relative) form\", the last-part rule"),
            (Rfc1808, "path", "RFC 1808 §4 step 5"),
            (Rfc2396, "path", "RFC 2396 §5.2 step 6a"),
            (Rfc3986, "path", "RFC 3986 §5.2.2"),
        ],
    },
    Row {
        id: "R5",
        base: BASE,
        reference: "?",
        options: DEFAULT,
        results: [Some("http://a/b/c/?"), Some("http://a/b/c/d;p?q"), Some("http://a/b/c/?"), Some("http://a/b/c/d;p?")],
        parting: &[
            (Rfc1630, "path", "RFC 1630 \"Partial (relative) form\", the last-part rule"),
            (Rfc1808, "path", "RFC 1808 §4 step 5"),
            (Rfc2396, "path", "RFC 2396 §5.2 step 6a"),
            (Rfc3986, "path", "RFC 3986 §5.2.2"),
        ],
    },
    Row {
        id: "R6",
        base: BASE,
        reference: ";x",
        options: DEFAULT,
        results: [Some("http://a/b/c/;x"), Some("http://a/b/c/d;x"), Some("http://a/b/c/;x"), Some("http://a/b/c/;x")],
        parting: &[
            (Rfc1630, "path", "RFC 1630 \"Partial (relative) form\", the last-part rule"),
            (Rfc1808, "path", "RFC 1808 §4 step 5"),
            (Rfc2396, "path", "RFC 2396 §5.2 step 6b"),
            (Rfc3986, "path", "RFC 3986 §5.2.3"),
        ],
    },
    Row {
        id: "R7",
        base: BASE,
        reference: "g;x=1/../y",
        options: DEFAULT,
        results: [Some("http://a/b/c/y"), Some("http://a/b/c/g;x=1/../y"), Some("http://a/b/c/y"), Some("http://a/b/c/y")],
        parting: &[
            (Rfc1630, "path", "RFC 1630 \"Partial (relative) form\", the dot rule"),
            (Rfc1808, "path", "RFC 1808 §4 step 6"),
            (Rfc2396, "path", "RFC 2396 §5.2 step 6e"),
            (Rfc3986, "path", "RFC 3986 §5.2.4 step 2C"),
        ],
    },
    Row {
        id: "R8",
        base: BASE,
        reference: "../../../g",
        options: DEFAULT,
        results: [Some("http://a/../g"), Some("http://a/../g"), Some("http://a/../g"), Some("http://a/g")],
        parting: &[
            (Rfc1630, "path", "RFC 1630 \"Partial (relative) form\", the dot rule"),
            (Rfc1808, "path", "RFC 1808 §4 step 6c"),
            (Rfc2396, "path", "RFC 2396 §5.2 step 6g"),
            (Rfc3986, "path", "RFC 3986 §5.2.4 step 2C"),
        ],
    },
    Row {
        id: "R9",
        base: BASE,
        reference: "../../../../g",
        options: DEFAULT,
        results: [Some("http://a/g"), Some("http://a/../../g"), Some("http://a/../../g"), Some("http://a/g")],
        parting: &[
            (Rfc1630, "path", "RFC 1630 \"Partial (relative) form\", the dot rule"),
            (Rfc1808, "path", "RFC 1808 §4 step 6c"),
            (Rfc2396, "path", "RFC 2396 §5.2 step 6g"),
            (Rfc3986, "path", "RFC 3986 §5.2.4 step 2C"),
        ],
    },
    Row {
        id: "R10",
        base: BASE,
        reference: "/./g",
        options: DEFAULT,
        results: [Some("http://a/./g"), Some("http://a/./g"), Some("http://a/./g"), Some("http://a/g")],
        parting: &[
            (Rfc1630, "path", "RFC 1630 \"Partial (relative) form\", the slash rule"),
            (Rfc1808, "path", "RFC 1808 §4 step 4"),
            (Rfc2396, "path", "RFC 2396 §5.2 step 5"),
            (Rfc3986, "path", "RFC 3986 §5.2.4 step 2B"),
        ],
    },
    Row {
        id: "R11",
        base: BASE,
        reference: "/../g",
        options: DEFAULT,
        results: [Some("http://a/../g"), Some("http://a/../g"), Some("http://a/../g"), Some("http://a/g")],
        parting: &[
            (Rfc1630, "path", "RFC 1630 \"Partial (relative) form\", the slash rule"),
            (Rfc1808, "path", "RFC 1808 §4 step 4"),
            (Rfc2396, "path", "RFC 2396 §5.2 step 5"),
            (Rfc3986, "path", "RFC 3986 §5.2.4 step 2C"),
        ],
    },
    Row {
        id: "R12",
        base: BASE,
        reference: "//g/./h",
        options: DEFAULT,
        results: [Some("http://g/./h"), Some("http://g/./h"), Some("http://g/./h"), Some("http://g/h")],
        parting: &[
            (Rfc1630, "path", "RFC 1630 \"Partial (relative) form\", the slash rule"),
            (Rfc1808, "path", "RFC 1808 §4 step 3"),
            (Rfc2396, "path", "RFC 2396 §5.2 step 4"),
            (Rfc3986, "path", "RFC 3986 §5.2.4 step 2B"),
        ],
    },
    Row {
        id: "R13",
        base: BASE,
        reference: "http://x/a/../b",
        options: DEFAULT,
        results: [Some("http://x/a/../b"), Some("http://x/a/../b"), Some("http://x/a/../b"), Some("http://x/b")],
        parting: &[
            (Rfc1630, "path", "RFC 1630 \"Partial (relative) form\", the colon rule"),
            (Rfc1808, "path", "RFC 1808 §4 step 2b"),
            (Rfc2396, "path", "RFC 2396 §5.2 step 3"),
            (Rfc3986, "path", "RFC 3986 §5.2.4 step 2C"),
        ],
    },
    Row {
        id: "R14",
        base: BASE,
        reference: ".",
        options: DEFAULT,
        results: [Some("http://a/b/c"), Some("http://a/b/c/"), Some("http://a/b/c/"), Some("http://a/b/c/")],
        parting: &[
            (Rfc1630, "path", "RFC 1630 \"Partial (relative) form\", the dot rule"),
            (Rfc1808, "path", "RFC 1808 §4 step 6b"),
            (Rfc2396, "path", "RFC 2396 §5.2 step 6d"),
            (Rfc3986, "path", "RFC 3986 §5.2.4 step 2B"),
        ],
    },
    Row {
        id: "R15",
        base: BASE,
        reference: "..",
        options: DEFAULT,
        results: [Some("http://a/b/c/.."), Some("http://a/b/"), Some("http://a/b/"), Some("http://a/b/")],
        parting: &[
            (Rfc1630, "path", "RFC 1630 \"Partial (relative) form\", the dot rule"),
            (Rfc1808, "path", "RFC 1808 §4 step 6d"),
            (Rfc2396, "path", "RFC 2396 §5.2 step 6f"),
            (Rfc3986, "path", "RFC 3986 §5.2.4 step 2C"),
        ],
    },
    Row {
        id: "R16",
        base: BASE,
        reference: "./g/.",
        options: DEFAULT,
        results: [Some("http://a/b/c/g"), Some("http://a/b/c/g/"), Some("http://a/b/c/g/"), Some("http://a/b/c/g/")],
        parting: &[
            (Rfc1630, "path", "RFC 1630 \"Partial (relative) form\", the dot rule"),
            (Rfc1808, "path", "RFC 1808 §4 step 6b"),
            (Rfc2396, "path", "RFC 2396 §5.2 step 6d"),
            (Rfc3986, "path", "RFC 3986 §5.2.4 step 2B"),
        ],
    },
    Row {
        id: "R17",
        base: BASE,
        reference: "g?y/../x",
        options: DEFAULT,
        results: [Some("http://a/b/c/g?y/../x"), Some("http://a/b/c/g?y/../x"), Some("http://a/b/c/g?y/../x"), Some("http://a/b/c/g?y/../x")],
        parting: &[
        ],
    },
    Row {
        id: "R18",
        base: BASE,
        reference: "http:g",
        options: DEFAULT,
        results: [Some("http:g"), Some("http:g"), Some("http:g"), Some("http:g")],
        parting: &[
            (Rfc1630, "authority", "RFC 1630 \"Partial (relative) form\", the colon rule"),
            (Rfc1808, "authority", "RFC 1808 §4 step 2b"),
            (Rfc2396, "authority", "RFC 2396 §5.2 step 3"),
            (Rfc3986, "authority", "RFC 3986 §5.2.2"),
        ],
    },
    Row {
        id: "R19",
        base: BASE,
        reference: "http:",
        options: DEFAULT,
        results: [Some("http:"), Some("http:"), Some("http:"), Some("http:")],
        parting: &[
            (Rfc1630, "authority", "RFC 1630 \"Partial (relative) form\", the colon rule"),
            (Rfc1808, "authority", "RFC 1808 §4 step 2b"),
            (Rfc2396, "authority", "RFC 2396 §5.2 step 3"),
            (Rfc3986, "authority", "RFC 3986 §5.2.2"),
        ],
    },
    Row {
        id: "R20",
        base: BASE,
        reference: "///g",
        options: DEFAULT,
        results: [None, Some("http://a/g"), Some("http:///g"), Some("http:///g")],
        parting: &[
            (Rfc1630, RESULT, "RFC 1630 \"Partial (relative) form\", the slash rule"),
            (Rfc1808, "authority", "RFC 1808 §4 step 3"),
            (Rfc2396, "authority", "RFC 2396 §5.2 step 4"),
            (Rfc3986, "authority", "RFC 3986 §5.2.2"),
        ],
    },
    Row {
        id: "R21",
        base: "http://a",
        reference: "g",
        options: DEFAULT,
        results: [Some("http://g"), Some("http://a/g"), Some("http://ag"), Some("http://a/g")],
        parting: &[
            (Rfc1630, "authority", "RFC 1630 \"Partial (relative) form\", the last-part rule"),
            (Rfc1808, "authority", "RFC 1808 §4 step 3"),
            (Rfc2396, "authority", "RFC 2396 §5.2 step 7"),
            (Rfc3986, "authority", "RFC 3986 §5.2.2"),
        ],
    },
    Row {
        id: "R22",
        base: "news:a/b",
        reference: "/g",
        options: DEFAULT,
        results: [Some("news:a/g"), Some("news:/g"), Some("news:/g"), Some("news:/g")],
        parting: &[
            (Rfc1630, "path", "RFC 1630 \"Partial (relative) form\", the slash rule"),
            (Rfc1808, "path", "RFC 1808 §4 step 4"),
            (Rfc2396, "path", "RFC 2396 §5.2 step 5"),
            (Rfc3986, "path", "RFC 3986 §5.2.2"),
        ],
    },
    Row {
        id: "R23",
        base: "foo:a/b",
        reference: "../../c",
        options: DEFAULT,
        results: [Some("foo:../c"), Some("foo:../c"), Some("foo:../c"), Some("foo:/c")],
        parting: &[
            (Rfc1630, "path", "RFC 1630 \"Partial (relative) form\", the dot rule"),
            (Rfc1808, "path", "RFC 1808 §4 step 6c"),
            (Rfc2396, "path", "RFC 2396 §5.2 step 6g"),
            (Rfc3986, "path", "RFC 3986 §5.2.4 step 2C"),
        ],
    },
    Row {
        id: "F3",
        base: "http://a/b/c/d;p?q#f",
        reference: "../../../../g",
        options: Options { rfc1808_variant: Rfc1808Variant::Draft05, ..DEFAULT },
        results: [Some("http://a/g"), Some("http://a/g"), Some("http://a/../../g"), Some("http://a/g")],
        parting: &[
            (Rfc1630, "path", "RFC 1630 \"Partial (relative) form\", the dot rule"),
            (Rfc1808, "path", "RFC 1808 §4 step 6c"),
            (Rfc2396, "path", "RFC 2396 §5.2 step 6g"),
            (Rfc3986, "path", "RFC 3986 §5.2.4 step 2C"),
        ],
    },
    Row {
        id: "F4",
        base: BASE,
        reference: "../../../g",
        options: Options { above_root: AboveRoot::Remove, ..DEFAULT },
        results: [Some("http://a/../g"), Some("http://a/../g"), Some("http://a/g"), Some("http://a/g")],
        parting: &[
            (Rfc1630, "path", "RFC 1630 \"Partial (relative) form\", the dot rule"),
            (Rfc1808, "path", "RFC 1808 §4 step 6c"),
            (Rfc2396, "path", "RFC 2396 §5.2 step 6g"),
            (Rfc3986, "path", "RFC 3986 §5.2.4 step 2C"),
        ],
    },
    Row {
        id: "F4r",
        base: BASE,
        reference: "../../../g",
        options: Options { above_root: AboveRoot::Reject, ..DEFAULT },
        results: [Some("http://a/../g"), Some("http://a/../g"), None, Some("http://a/g")],
        parting: &[
            (Rfc1630, "path", "RFC 1630 \"Partial (relative) form\", the dot rule"),
            (Rfc1808, "path", "RFC 1808 §4 step 6c"),
            (Rfc2396, RESULT, "RFC 2396 §5.2 step 6g"),
            (Rfc3986, "path", "RFC 3986 §5.2.4 step 2C"),
        ],
    },
    Row {
        id: "F5",
        base: BASE,
        reference: "http:g",
        options: Options { non_strict: true, ..DEFAULT },
        results: [Some("http://a/b/c/g"), Some("http://a/b/c/g"), Some("http://a/b/c/g"), Some("http://a/b/c/g")],
        parting: &[
        ],
    },
];

/// What the step where each specification parts recorded, by row: uriscope's sentence for the
/// decision the specification's text makes there (the step's title when it recorded none).
#[rustfmt::skip]
const RECORDED: &[(&str, Spec, &str)] = &[
    ("P2", Rfc1630, "the context up to (not including) the first run of exactly as many slashes is prepended; no dot removal"),
    ("P2", Rfc1808, "<net_loc> non-empty: skip to Step 7"),
    ("P2", Rfc2396, "site defined → a network-path; skip to step 7"),
    ("P2", Rfc3986, "R.authority defined → T takes the reference's authority and query, the base's scheme; T.path = remove_dot_segments(R.path)"),
    ("P3", Rfc1630, "everything after the context's rightmost slash is removed and the partial URI appended in its place"),
    ("P3", Rfc1808, "<net_loc> empty: the base URL's <net_loc> (if any) is inherited"),
    ("P3", Rfc2396, "the components are recombined: scheme \":\" \"//\" site path \"?\" query \"#\" fragment, each only where defined"),
    ("P3", Rfc3986, "R.path is relative → T.path = remove_dot_segments(merge(Base.path, R.path)); T.query = R.query; authority and scheme from the base"),
    ("P4", Rfc1630, "`xxx/../` with `xxx` and `..` complete elements: removed"),
    ("P4", Rfc1808, "the embedded URL's path is appended in its place"),
    ("P4", Rfc2396, "`<segment>/../` found: the leftmost is removed, then the search starts again"),
    ("P4", Rfc3986, "`/../` or `/..` becomes `/`, and the last output segment goes"),
    ("P5", Rfc1630, "everything after the context's rightmost slash is removed and the partial URI appended in its place"),
    ("P5", Rfc1808, "the path is not empty: on to Step 6"),
    ("P5", Rfc2396, "not the current document: query and fragment are the reference's own, never the base's"),
    ("P5", Rfc3986, "T.fragment = R.fragment (never the base's)"),
    ("P6", Rfc1630, "a colon before any slash: an absolute URI, taken as it is; done"),
    ("P6", Rfc1808, "the embedded URL inherits the scheme of the base URL"),
    ("P6", Rfc2396, "scheme defined → an absolute URI; done"),
    ("P6", Rfc3986, "R.scheme defined → T takes the reference's scheme, authority and query; T.path = remove_dot_segments(R.path)"),
    ("P7", Rfc1630, "a colon before any slash: an absolute URI, taken as it is; done"),
    ("P7", Rfc1808, "the embedded URL starts with a scheme name: an absolute URL, taken as it is; done"),
    ("P7", Rfc2396, "scheme defined → an absolute URI; done"),
    ("P7", Rfc3986, "R.scheme defined → T takes the reference's scheme, authority and query; T.path = remove_dot_segments(R.path)"),
    ("P8", Rfc1630, "a colon before any slash: an absolute URI, taken as it is; done"),
    ("P8", Rfc1808, "the embedded URL inherits the scheme of the base URL"),
    ("P8", Rfc2396, "scheme undefined → inherited from the base"),
    ("P8", Rfc3986, "R.path is relative → T.path = remove_dot_segments(merge(Base.path, R.path)); T.query = R.query; authority and scheme from the base"),
    ("R1", Rfc1630, "everything after the context's rightmost slash is removed and the partial URI appended in its place"),
    ("R1", Rfc1808, "the embedded URL is entirely empty: it is set equal to the base URL, fragment included; done"),
    ("R1", Rfc2396, "path empty; scheme, site and query undefined → a reference to the current document; done (shown as the base without its fragment, plus the reference's fragment if any)"),
    ("R1", Rfc3986, "R.path == \"\" → T.path = Base.path (as written, no dot removal); R.query undefined → T.query = Base.query"),
    ("R2", Rfc1630, "everything after the context's rightmost slash is removed and the partial URI appended in its place"),
    ("R2", Rfc1808, "the path is empty: the base URL's path is inherited"),
    ("R2", Rfc2396, "path empty; scheme, site and query undefined → a reference to the current document; done (shown as the base without its fragment, plus the reference's fragment if any)"),
    ("R2", Rfc3986, "R.path == \"\" → T.path = Base.path (as written, no dot removal); R.query undefined → T.query = Base.query"),
    ("R3", Rfc1630, "everything after the context's rightmost slash is removed and the partial URI appended in its place"),
    ("R3", Rfc1808, "the path is empty: the base URL's path is inherited"),
    ("R3", Rfc2396, "path empty; scheme, site and query undefined → a reference to the current document; done (shown as the base without its fragment, plus the reference's fragment if any)"),
    ("R3", Rfc3986, "R.path == \"\" → T.path = Base.path (as written, no dot removal); R.query undefined → T.query = Base.query"),
    ("R4", Rfc1630, "everything after the context's rightmost slash is removed and the partial URI appended in its place"),
    ("R4", Rfc1808, "the path is empty: the base URL's path is inherited"),
    ("R4", Rfc2396, "the base path up to and including its last slash is copied"),
    ("R4", Rfc3986, "R.path == \"\" → T.path = Base.path (as written, no dot removal); R.query defined → T.query = R.query"),
    ("R5", Rfc1630, "everything after the context's rightmost slash is removed and the partial URI appended in its place"),
    ("R5", Rfc1808, "the path is empty: the base URL's path is inherited"),
    ("R5", Rfc2396, "the base path up to and including its last slash is copied"),
    ("R5", Rfc3986, "R.path == \"\" → T.path = Base.path (as written, no dot removal); R.query defined → T.query = R.query"),
    ("R6", Rfc1630, "everything after the context's rightmost slash is removed and the partial URI appended in its place"),
    ("R6", Rfc1808, "the path is empty: the base URL's path is inherited"),
    ("R6", Rfc2396, "the reference path is appended"),
    ("R6", Rfc3986, "R.path appended to the base path up to and including its right-most \"/\""),
    ("R7", Rfc1630, "`xxx/../` with `xxx` and `..` complete elements: removed"),
    ("R7", Rfc1808, "the embedded URL's path is appended in its place"),
    ("R7", Rfc2396, "`<segment>/../` found: the leftmost is removed, then the search starts again"),
    ("R7", Rfc3986, "`/../` or `/..` becomes `/`, and the last output segment goes"),
    ("R8", Rfc1630, "`xxx/../` with `xxx` and `..` complete elements: removed"),
    ("R8", Rfc1808, "`<segment>/../` found: the leftmost is removed, then the search starts again"),
    ("R8", Rfc2396, "begins with `..`: in error; handling `keep` retains them"),
    ("R8", Rfc3986, "`/../` or `/..` becomes `/`, and the last output segment goes"),
    ("R9", Rfc1630, "`xxx/../` with `xxx` and `..` complete elements: removed"),
    ("R9", Rfc1808, "`<segment>/../` found: the leftmost is removed, then the search starts again"),
    ("R9", Rfc2396, "begins with `..`: in error; handling `keep` retains them"),
    ("R9", Rfc3986, "`/../` or `/..` becomes `/`, and the last output segment goes"),
    ("R10", Rfc1630, "the context up to (not including) the first run of exactly as many slashes is prepended; no dot removal"),
    ("R10", Rfc1808, "the path is preceded by a slash: not relative; skip to Step 7"),
    ("R10", Rfc2396, "path begins with `/` → an absolute-path; skip to step 7"),
    ("R10", Rfc3986, "`/./` or `/.` becomes `/`"),
    ("R11", Rfc1630, "the context up to (not including) the first run of exactly as many slashes is prepended; no dot removal"),
    ("R11", Rfc1808, "the path is preceded by a slash: not relative; skip to Step 7"),
    ("R11", Rfc2396, "path begins with `/` → an absolute-path; skip to step 7"),
    ("R11", Rfc3986, "`/../` or `/..` becomes `/`, and the last output segment goes"),
    ("R12", Rfc1630, "the context up to (not including) the first run of exactly as many slashes is prepended; no dot removal"),
    ("R12", Rfc1808, "<net_loc> non-empty: skip to Step 7"),
    ("R12", Rfc2396, "site defined → a network-path; skip to step 7"),
    ("R12", Rfc3986, "`/./` or `/.` becomes `/`"),
    ("R13", Rfc1630, "a colon before any slash: an absolute URI, taken as it is; done"),
    ("R13", Rfc1808, "the embedded URL starts with a scheme name: an absolute URL, taken as it is; done"),
    ("R13", Rfc2396, "scheme defined → an absolute URI; done"),
    ("R13", Rfc3986, "`/../` or `/..` becomes `/`, and the last output segment goes"),
    ("R14", Rfc1630, "`/.` with `.` a complete element: removed"),
    ("R14", Rfc1808, "the path ends with `.` as a complete segment: removed"),
    ("R14", Rfc2396, "the buffer ends with `.` as a complete segment: removed"),
    ("R14", Rfc3986, "`/./` or `/.` becomes `/`"),
    ("R15", Rfc1630, "neither `xxx/../` nor `/.` occurs: unchanged"),
    ("R15", Rfc1808, "the path ends with `<segment>/..`: removed"),
    ("R15", Rfc2396, "the buffer ends with `<segment>/..`: removed"),
    ("R15", Rfc3986, "`/../` or `/..` becomes `/`, and the last output segment goes"),
    ("R16", Rfc1630, "`/.` with `.` a complete element: removed"),
    ("R16", Rfc1808, "the path ends with `.` as a complete segment: removed"),
    ("R16", Rfc2396, "the buffer ends with `.` as a complete segment: removed"),
    ("R16", Rfc3986, "`/./` or `/.` becomes `/`"),
    ("R18", Rfc1630, "a colon before any slash: an absolute URI, taken as it is; done"),
    ("R18", Rfc1808, "the embedded URL starts with a scheme name: an absolute URL, taken as it is; done"),
    ("R18", Rfc2396, "scheme defined → an absolute URI; done"),
    ("R18", Rfc3986, "R.scheme defined → T takes the reference's scheme, authority and query; T.path = remove_dot_segments(R.path)"),
    ("R19", Rfc1630, "a colon before any slash: an absolute URI, taken as it is; done"),
    ("R19", Rfc1808, "the embedded URL starts with a scheme name: an absolute URL, taken as it is; done"),
    ("R19", Rfc2396, "scheme defined → an absolute URI; done"),
    ("R19", Rfc3986, "R.scheme defined → T takes the reference's scheme, authority and query; T.path = remove_dot_segments(R.path)"),
    ("R20", Rfc1808, "<net_loc> empty: the base URL's <net_loc> (if any) is inherited"),
    ("R20", Rfc2396, "site defined → a network-path; skip to step 7"),
    ("R20", Rfc3986, "R.authority defined → T takes the reference's authority and query, the base's scheme; T.path = remove_dot_segments(R.path)"),
    ("R20", Rfc1630, "no run of exactly that many slashes in the context: RFC 1630 gives no answer, and uriscope gives no result"),
    ("R21", Rfc1630, "everything after the context's rightmost slash is removed and the partial URI appended in its place"),
    ("R21", Rfc1808, "<net_loc> empty: the base URL's <net_loc> (if any) is inherited"),
    ("R21", Rfc2396, "the components are recombined: scheme \":\" \"//\" site path \"?\" query \"#\" fragment, each only where defined"),
    ("R21", Rfc3986, "R.path is relative → T.path = remove_dot_segments(merge(Base.path, R.path)); T.query = R.query; authority and scheme from the base"),
    ("R22", Rfc1630, "the context up to (not including) the first run of exactly as many slashes is prepended; no dot removal"),
    ("R22", Rfc1808, "the path is preceded by a slash: not relative; skip to Step 7"),
    ("R22", Rfc2396, "path begins with `/` → an absolute-path; skip to step 7"),
    ("R22", Rfc3986, "R.path starts with \"/\" → T.path = remove_dot_segments(R.path); T.query = R.query; authority and scheme from the base"),
    ("R23", Rfc1630, "`xxx/../` with `xxx` and `..` complete elements: removed"),
    ("R23", Rfc1808, "`<segment>/../` found: the leftmost is removed, then the search starts again"),
    ("R23", Rfc2396, "begins with `..`: in error; handling `keep` retains them"),
    ("R23", Rfc3986, "`/../` or `/..` becomes `/`, and the last output segment goes"),
    ("F3", Rfc1630, "`xxx/../` with `xxx` and `..` complete elements: removed"),
    ("F3", Rfc1808, "`<segment>/../` found: the leftmost is removed, then the search starts again"),
    ("F3", Rfc2396, "begins with `..`: in error; handling `keep` retains them"),
    ("F3", Rfc3986, "`/../` or `/..` becomes `/`, and the last output segment goes"),
    ("F4", Rfc1630, "`xxx/../` with `xxx` and `..` complete elements: removed"),
    ("F4", Rfc1808, "`<segment>/../` found: the leftmost is removed, then the search starts again"),
    ("F4", Rfc2396, "begins with `..`: in error; handling `remove` discards them"),
    ("F4", Rfc3986, "`/../` or `/..` becomes `/`, and the last output segment goes"),
    ("F4r", Rfc1630, "`xxx/../` with `xxx` and `..` complete elements: removed"),
    ("F4r", Rfc1808, "`<segment>/../` found: the leftmost is removed, then the search starts again"),
    ("F4r", Rfc3986, "`/../` or `/..` becomes `/`, and the last output segment goes"),
    ("F4r", Rfc2396, "begins with `..`: in error; handling `reject` avoids traversal"),
];

/// For each traced RFC, in order, the component and the step of the first divergence it is in.
fn parting_steps(comparison: &Comparison) -> Vec<(Spec, &'static str, &StepRef)> {
    let mut named: Vec<(Spec, &'static str, &StepRef)> = Vec::new();
    for d in &comparison.divergences {
        for (spec, step) in [(d.a, &d.a_step), (d.b, &d.b_step)] {
            let Some(step) = step else { continue };
            if spec == Spec::Whatwg || named.iter().any(|(seen, ..)| *seen == spec) {
                continue;
            }
            named.push((spec, d.component.map_or(RESULT, Component::name), step));
        }
    }
    named.sort_by_key(|(spec, ..)| *spec);
    named
}

/// What each parting step recorded, in uriscope's words: checked apart from the values above,
/// so that rewording a decision changes this table only.
#[test]
fn each_parting_step_records_its_decision() {
    let mut failures = Vec::new();
    let mut checked = 0;
    for row in ROWS {
        let comparison = compare(row.base, row.reference, &row.options);
        for (spec, _, step) in parting_steps(&comparison) {
            checked += 1;
            let got = step.decision.as_deref().unwrap_or(step.step.title);
            let want = RECORDED
                .iter()
                .find(|(id, s, _)| *id == row.id && *s == spec)
                .map(|(.., sentence)| *sentence);
            if want != Some(got) {
                failures.push(format!("{} {spec}: expected {want:?}, got {got:?}", row.id));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert_eq!(
        checked,
        RECORDED.len(),
        "a sentence of RECORDED names no parting step"
    );
}

#[test]
fn every_row_of_the_differences_table() {
    let mut failures = Vec::new();
    for row in ROWS {
        let comparison = compare(row.base, row.reference, &row.options);
        for (spec, want) in [Rfc1630, Rfc1808, Rfc2396, Rfc3986]
            .into_iter()
            .zip(row.results)
        {
            let got = comparison.row(spec).unwrap().uri().ok();
            if got != want {
                failures.push(format!("{} {spec}: expected {want:?}, got {got:?}", row.id));
            }
        }
        // Where they part: for each traced RFC, the step of the first divergence it is in.
        let named = parting_steps(&comparison);
        let steps: Vec<(Spec, &str, String)> = named
            .iter()
            .map(|(spec, component, step)| (*spec, *component, step.step.citation().to_string()))
            .collect();
        let want: Vec<(Spec, &str, String)> = row
            .parting
            .iter()
            .map(|&(spec, component, citation)| (spec, component, citation.to_string()))
            .collect();
        if steps != want {
            failures.push(format!(
                "{}: where they part\n  expected {want:#?}\n  got {steps:#?}",
                row.id
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// R4 in detail: the text every reader shows (the command line's compare, the explorer) comes
/// from this record.
#[test]
fn query_only_reference_parts_at_6a_and_the_empty_path_branch() {
    let c = compare(BASE, "?y", &Options::default());
    let d = c
        .divergences
        .iter()
        .find(|d| d.a == Spec::Rfc2396 && d.b == Spec::Rfc3986)
        .expect("RFC 2396 and RFC 3986 disagree on ?y");
    assert_eq!(d.component, Some(Component::Path));
    assert!(
        c.row(Spec::Rfc2396)
            .unwrap()
            .differs
            .contains(&Component::Path)
    );
    assert!(
        !c.row(Spec::Rfc3986)
            .unwrap()
            .differs
            .contains(&Component::Path)
    );
    // Why: the warning RFC 2396 step 6a recorded, quoting RFC 3986 Appendix D.2.
    let why: Vec<&str> = c.explanations.iter().map(|(_, w)| w.id).collect();
    assert!(why.contains(&"rfc2396.empty-path-merged"), "{why:?}");
}

#[test]
fn agreement_has_no_divergence() {
    // examples.md §5: `g` gives http://a/b/c/g everywhere.
    let c = compare(BASE, "g", &Options::default());
    assert_eq!(c.agreement(), Agreement::All);
    assert!(c.divergences.is_empty());
    assert!(c.rows.iter().all(|r| r.differs.is_empty()));
}

/// When every specification fails there is no agreement to report.
#[test]
fn no_result_is_not_agreement() {
    let c = compare("not a base", "g", &Options::default());
    assert!(c.rows.iter().all(|r| r.result().is_err()));
    assert_eq!(c.agreement(), Agreement::NoResult);
    // Nothing to say where they part: none gives a result.
    assert!(c.divergences.is_empty(), "{:?}", c.divergences);
    assert!(c.explanations.is_empty());
}

/// The WHATWG Standard reads `\` as `/` in a special URL and raises the invalid-reverse-solidus
/// validation error in the path state, the state where it parts from the RFCs (they keep `..\g`
/// as one segment): that error is the explanation.
#[test]
fn a_validation_error_at_the_parting_state_explains() {
    let c = compare(BASE, r"..\g", &Options::default());
    assert_eq!(c.row(Spec::Whatwg).unwrap().uri(), Ok("http://a/b/g"));
    assert_eq!(
        c.row(Spec::Rfc3986).unwrap().uri(),
        Ok(r"http://a/b/c/..\g")
    );
    let why: Vec<(Spec, &str)> = c.explanations.iter().map(|(s, w)| (*s, w.id)).collect();
    assert!(
        why.iter()
            .any(|&(spec, id)| spec == Spec::Whatwg && id.contains("invalid-reverse-solidus")),
        "{why:?}"
    );
}

/// The step named on the WHATWG side of a divergence from RFC 3986, for `reference`: the
/// component that differs first, the state's step id and what it recorded.
fn whatwg_parting(reference: &str) -> (Option<Component>, &'static str, Option<String>) {
    let c = compare(BASE, reference, &Options::default());
    let d = c
        .divergences
        .iter()
        .find(|d| d.a == Rfc3986 && d.b == Spec::Whatwg)
        .expect("WHATWG parts from RFC 3986");
    let step = d.b_step.as_ref().expect("the WHATWG side names a step");
    (d.component, step.step.id, step.decision.clone())
}

/// Where WHATWG parts from the RFCs, the step named is the state that set the component that
/// differs.
#[test]
fn the_whatwg_side_names_the_state_that_set_the_differing_component() {
    // `\x`: RFC 3986 keeps `\x` as a segment (`http://a/b/c/\x`); in a special URL the relative
    // state reads `\` as `/`, the relative slash state takes the base's authority and not its
    // path, and the path state pushes `x`: `http://a/x`.
    let (component, id, decision) = whatwg_parting("\\x");
    assert_eq!((component, id), (Some(Component::Path), "path"));
    assert_eq!(decision.as_deref(), Some("path push \"x\""));
    // `http:g`: every RFC takes it as absolute (`http:g`, no authority); the special relative
    // or authority state sends it on to the relative state, which sets the authority from the
    // base: `http://a/b/c/g`.
    let (component, id, decision) = whatwg_parting("http:g");
    assert_eq!((component, id), (Some(Component::Authority), "relative"));
    let decision = decision.expect("what the relative state recorded");
    assert!(
        decision.contains("host = \"a\" (from the base)"),
        "{decision}"
    );
}

/// A comparison costs what it shows: a specification is traced only when its result parts from
/// another's (its steps name the parting); when all agree, none is.
#[test]
fn only_the_specifications_that_part_are_traced() {
    let c = compare(BASE, "../g", &Options::default());
    assert_eq!(c.agreement(), Agreement::All);
    assert!(c.rows.iter().all(|row| row.traced().is_none()));

    for reference in ["?y", ";x", "../../../g", "http:g", "", "//[", "\\x"] {
        let c = compare(BASE, reference, &Options::default());
        for row in &c.rows {
            let parts = c.rows.iter().any(|other| match (row.uri(), other.uri()) {
                (Ok(a), Ok(b)) => a != b,
                (Err(_), Err(_)) => false,
                _ => true,
            });
            assert_eq!(
                row.traced().is_some(),
                parts,
                "{reference:?} {:?}",
                row.spec
            );
            if let Some(traced) = row.traced() {
                assert_eq!(traced.result().ok().map(|r| r.as_str()), row.uri().ok());
            }
        }
    }
}

/// Every warning any specification raised is listed once, with the first specification (oldest
/// first) that raised it.
#[test]
fn every_warning_is_listed_once_with_the_first_specification_that_raised_it() {
    for (base, reference) in [("http://a", "g"), (BASE, "../../../g"), (BASE, " \\x")] {
        let c = compare(base, reference, &Options::default());
        let mut expected: Vec<(Spec, &str)> = Vec::new();
        for spec in Spec::ALL {
            let mut warnings = uriscope::trace::Warnings::default();
            let _ =
                uriscope::resolve_with(spec, base, reference, &Options::default(), &mut warnings);
            for (_, w) in warnings.list() {
                if !expected.iter().any(|(_, id)| *id == w.id) {
                    expected.push((spec, w.id));
                }
            }
        }
        let got: Vec<(Spec, &str)> = c.warnings.iter().map(|(s, w)| (*s, w.id)).collect();
        assert_eq!(got, expected, "{base} {reference}");
        assert!(!got.is_empty(), "{base} {reference}: no warning at all");
    }
    let c = compare("http://a", "g", &Options::default());
    assert!(
        c.warnings
            .iter()
            .any(|(s, w)| (*s, w.id) == (Rfc2396, "rfc2396.empty-base-path"))
    );
}

/// The URL Standard reads `%2e` as a dot in a dot segment (§4.1's single- and double-dot URL
/// path segments, any case); the RFCs keep it as text. Where that parts WHATWG from the RFCs,
/// the first reason given is that rule, recorded by the path state; a literal `..`, on which
/// they agree, raises nothing.
#[test]
fn a_percent_encoded_dot_segment_is_the_reason_whatwg_parts() {
    const SHOP: &str =
        "https://shop.example.com/en-GB/catalog/laptops/ultrabooks/model-x?ref=nav#specs";
    for (reference, whatwg) in [
        (
            "%2e%2e/x",
            "https://shop.example.com/en-GB/catalog/laptops/x",
        ),
        (
            "%2E%2e/x",
            "https://shop.example.com/en-GB/catalog/laptops/x",
        ),
        (".%2e/x", "https://shop.example.com/en-GB/catalog/laptops/x"),
        ("%2e./x", "https://shop.example.com/en-GB/catalog/laptops/x"),
        (
            "%2e/x",
            "https://shop.example.com/en-GB/catalog/laptops/ultrabooks/x",
        ),
    ] {
        let comparison = compare(SHOP, reference, &Options::default());
        assert_eq!(
            comparison.row(Spec::Whatwg).unwrap().uri(),
            Ok(whatwg),
            "{reference}"
        );
        let rfc3986 = comparison.row(Rfc3986).unwrap().uri().unwrap();
        assert!(
            rfc3986.contains("%2"),
            "{reference}: RFC 3986 keeps the text: {rfc3986}"
        );
        let (spec, why) = comparison.explanations.first().expect("a reason");
        assert_eq!(
            (*spec, why.id),
            (Spec::Whatwg, "whatwg.percent-encoded-dot-segment"),
            "{reference}"
        );
    }
    let agreed = compare(SHOP, "../x", &Options::default());
    assert!(
        agreed
            .warnings
            .iter()
            .all(|(_, w)| w.id != "whatwg.percent-encoded-dot-segment"),
        "a literal `..` is no surprise"
    );
}

/// Where WHATWG alone parts, "why" names the rule that decided, and gives no other
/// specification's note: `..` stops at a `file` URL's drive letter (§4.1 "shorten a URL's
/// path"), and `\\evil.com` reaches the host state because a special URL reads `\` as `/` (the
/// rule, recorded with the invalid-reverse-solidus validation errors of the states before it).
#[test]
fn whatwg_alone_parting_names_the_rule_that_decided() {
    let c = compare("file:///C:/x", "..", &Options::default());
    assert_eq!(c.row(Spec::Whatwg).unwrap().uri(), Ok("file:///C:/"));
    assert_eq!(c.row(Rfc3986).unwrap().uri(), Ok("file:///"));
    let why: Vec<(Spec, &str)> = c.explanations.iter().map(|(s, w)| (*s, w.id)).collect();
    assert!(
        why.contains(&(Spec::Whatwg, "whatwg.drive-letter-kept")),
        "{why:?}"
    );

    const SHOP: &str =
        "https://shop.example.com/en-GB/catalog/laptops/ultrabooks/model-x?ref=nav#specs";
    let c = compare(SHOP, r"\\evil.com", &Options::default());
    assert_eq!(c.row(Spec::Whatwg).unwrap().uri(), Ok("https://evil.com/"));
    let why: Vec<(Spec, &str)> = c.explanations.iter().map(|(s, w)| (*s, w.id)).collect();
    // The rule first, then the validation errors on the way that name it.
    assert_eq!(
        why[0],
        (Spec::Whatwg, "whatwg.backslash-as-slash"),
        "{why:?}"
    );
    assert!(why[1].1.contains("invalid-reverse-solidus"), "{why:?}");
    assert!(why.iter().all(|(spec, _)| *spec == Spec::Whatwg), "{why:?}");
}

/// The basic URL parser's rules are reasons of their own, given first: the strip of the input's
/// ends makes `  /path` absolute, the removal of a tab joins `a<tab>b` into `ab` (§4.4, steps 1
/// to 3), and a special scheme's default port is dropped (the port state).
#[test]
fn the_preprocessing_is_named_when_it_decides() {
    const BASE: &str = "https://shop.example.com/a/b?x";
    for (reference, whatwg, rule) in [
        (
            "  /path with spaces",
            "https://shop.example.com/path%20with%20spaces",
            "whatwg.ends-stripped",
        ),
        (
            "a\tb",
            "https://shop.example.com/a/ab",
            "whatwg.tab-or-newline-removed",
        ),
        // The port state: "Set url's port to null, if port is url's scheme's default port".
        (
            "//shop.example.com:443/x",
            "https://shop.example.com/x",
            "whatwg.default-port-dropped",
        ),
    ] {
        let c = compare(BASE, reference, &Options::default());
        assert_eq!(
            c.row(Spec::Whatwg).unwrap().uri(),
            Ok(whatwg),
            "{reference:?}"
        );
        let (spec, first) = c.explanations.first().expect("a reason");
        assert_eq!((*spec, first.id), (Spec::Whatwg, rule), "{reference:?}");
    }
}

/// The crawler question (the newcomer's N17): Python's and curl's result connects to good.com
/// as the user `evil.com\`, the browser's to evil.com; the comparison says so first, in the
/// command line's words and in its JSON (`connects_to` per row, `hosts_apart`).
#[test]
fn where_each_client_connects_is_said_first() {
    #[path = "common/binary.rs"]
    mod binary;
    let args = [
        "compare",
        "--with",
        "python,curl",
        "https://good.com/app/page.html",
        "//evil.com\\@good.com",
    ];
    let out = binary::uriscope(&args);
    let text = String::from_utf8_lossy(&out.stdout);
    let flat: String = text.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        flat.contains(
            "⚠ RFC 3986, Python 3.14 urljoin and curl 8.22 -L connect to good.com:443 as user \
             `evil.com\\\\`; the browser (WHATWG URL) connects to evil.com:443"
        ),
        "{text}"
    );
    let mut json_args = args.to_vec();
    json_args.insert(1, "--json");
    let value: serde_json::Value =
        serde_json::from_slice(&binary::uriscope(&json_args).stdout).unwrap();
    let rows = value["rows"].as_array().unwrap();
    let row = |spec: &str| rows.iter().find(|row| row["spec"] == spec).unwrap();
    assert_eq!(row("python@3.14")["connects_to"]["host"], "good.com");
    assert_eq!(row("python@3.14")["connects_to"]["userinfo"], "evil.com\\");
    assert_eq!(row("curl@8.22")["connects_to"]["host"], "good.com");
    assert_eq!(row("whatwg")["connects_to"]["host"], "evil.com");
    assert_eq!(row("whatwg")["connects_to"]["port"], 443);
    assert!(
        value["hosts_apart"]
            .as_str()
            .unwrap()
            .contains("evil.com:443")
    );
}
