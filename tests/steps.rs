//! `Trace::steps()` read as text, for one or two examples of each specification: every step's
//! id and title in order, the buffer before and after it where it works on the path, and each
//! change of a step that lists them, with the buffer after it (the output and the input buffer
//! of RFC 3986's loop split by `┊`, as the RFC's own table has them in two columns).
//!
//! The buffers were worked out by hand from each specification's text, not read from the
//! program: RFC 2396 §5.2 step 6, RFC 3986 §5.2.4 (its own table for `/a/b/c/./../../g`), RFC
//! 1808 §4 step 6 (whose path has no leading `/`: §2.4.6 takes it off), RFC 1630's "Partial
//! (relative) form", and the WHATWG URL Standard's basic URL parser.

use uriscope::trace::Trace;
use uriscope::{Options, Spec, resolve_with};

/// The RFC examples' base (RFC 2396 Appendix C, RFC 3986 §5.4).
const BASE: &str = "http://a/b/c/d;p?q";

/// The steps of the trace of `reference` against `base`, one line each, and under a step that
/// lists its changes, one indented line per change.
fn listing(spec: Spec, base: &str, reference: &str, expected_result: &str) -> String {
    let mut trace = Trace::default();
    let result = resolve_with(spec, base, reference, &Options::default(), &mut trace);
    assert_eq!(
        result.as_deref(),
        Ok(expected_result),
        "{spec}: {reference}"
    );
    let mut lines = Vec::new();
    for step in trace.steps() {
        let mut line = format!("{} | {}", step.step.id, step.step.title);
        if let (Some(before), Some(after)) = (step.buffer_before(&trace), step.buffer_after(&trace))
        {
            line.push_str(&format!(" | {before:?} → {after:?}"));
        }
        lines.push(line);
        if step.lists_changes(&trace) {
            for change in step.changes(&trace) {
                let mut buffer = trace.buffer_at(change.event).unwrap();
                assert_eq!(buffer.len(), change.len);
                if let Some(split) = change.split {
                    buffer.insert(split, '┊');
                }
                let mut what = String::new();
                if !change.removed.is_empty() {
                    what.push_str(&format!(" −{:?}", change.removed));
                }
                if !change.inserted.is_empty() {
                    what.push_str(&format!(" +{:?}", change.inserted));
                }
                lines.push(format!(
                    "    {}{what} at {} → {buffer:?}",
                    change.step.id, change.at
                ));
            }
        }
    }
    lines.join("\n")
}

fn assert_listing(spec: Spec, base: &str, reference: &str, result: &str, expected: &str) {
    let got = listing(spec, base, reference, result);
    assert_eq!(got, expected, "{spec}: {base} + {reference}\n{got}");
}

/// RFC 2396's own worked example (Appendix C.2 has `g;x=1/../y` = `http://a/b/c/y`): 6a keeps
/// the base path up to its last `/`, 6b appends, 6e removes `g;x=1/../` (a segment with a
/// parameter is still a segment), and nothing else changes.
#[test]
fn rfc2396_a_segment_with_a_parameter() {
    assert_listing(
        Spec::Rfc2396,
        BASE,
        "g;x=1/../y",
        "http://a/b/c/y",
        r#"base | parse the base
1 | parse the reference
2 | current document?
3 | scheme?
4 | site?
5 | absolute path?
6a | copy the base path up to its last slash | "" → "/b/c/"
6b | append the reference path | "/b/c/" → "/b/c/g;x=1/../y"
6c | remove every `./` | "/b/c/g;x=1/../y" → "/b/c/g;x=1/../y"
6d | remove a final `.` | "/b/c/g;x=1/../y" → "/b/c/g;x=1/../y"
6e | remove `<segment>/../`, leftmost first | "/b/c/g;x=1/../y" → "/b/c/y"
    6e −"g;x=1/../" at 5 → "/b/c/y"
6f | remove a final `<segment>/..` | "/b/c/y" → "/b/c/y"
6g | `..` left at the start? | "/b/c/y" → "/b/c/y"
6h | the buffer is the new path | "/b/c/y" → "/b/c/y"
7 | recombine"#,
    );
}

/// 6c removes the one `./`; 6e then removes the leftmost `<segment>/../` three times, each
/// removal exposing the next (`i/../` before `h/../`).
#[test]
fn rfc2396_every_removal_of_6e_in_order() {
    assert_listing(
        Spec::Rfc2396,
        BASE,
        "g/../h/./i/../../j",
        "http://a/b/c/j",
        r#"base | parse the base
1 | parse the reference
2 | current document?
3 | scheme?
4 | site?
5 | absolute path?
6a | copy the base path up to its last slash | "" → "/b/c/"
6b | append the reference path | "/b/c/" → "/b/c/g/../h/./i/../../j"
6c | remove every `./` | "/b/c/g/../h/./i/../../j" → "/b/c/g/../h/i/../../j"
    6c −"./" at 12 → "/b/c/g/../h/i/../../j"
6d | remove a final `.` | "/b/c/g/../h/i/../../j" → "/b/c/g/../h/i/../../j"
6e | remove `<segment>/../`, leftmost first | "/b/c/g/../h/i/../../j" → "/b/c/j"
    6e −"g/../" at 5 → "/b/c/h/i/../../j"
    6e −"i/../" at 7 → "/b/c/h/../j"
    6e −"h/../" at 5 → "/b/c/j"
6f | remove a final `<segment>/..` | "/b/c/j" → "/b/c/j"
6g | `..` left at the start? | "/b/c/j" → "/b/c/j"
6h | the buffer is the new path | "/b/c/j" → "/b/c/j"
7 | recombine"#,
    );
}

/// RFC 3986 §5.2.4's own example: `/a/b/c/./../../g` gives `/a/g`, and the buffers after each
/// iteration are the rows of the RFC's table (output ┊ input). The path is absolute, so 5.2.2's
/// branch for it hands `R.path` to remove_dot_segments.
#[test]
fn rfc3986_the_section_5_2_4_table() {
    assert_listing(
        Spec::Rfc3986,
        BASE,
        "/a/b/c/./../../g",
        "http://a/a/g",
        r#"5.2.1 | pre-parse the base
5.2.2 parse | parse the reference
5.2.2 R.path starts-with "/" | absolute path | "" → "/a/b/c/./../../g"
5.2.4 1 | initialise the buffers | "/a/b/c/./../../g" → "/a/b/c/./../../g"
5.2.4 2 | loop while the input buffer is not empty | "/a/b/c/./../../g" → "/a/g"
    2E at 0 → "/a┊/b/c/./../../g"
    2E at 2 → "/a/b┊/c/./../../g"
    2E at 4 → "/a/b/c┊/./../../g"
    2B −"/." at 6 → "/a/b/c┊/../../g"
    2C −"/c/.." at 4 → "/a/b┊/../g"
    2C −"/b/.." at 2 → "/a┊/g"
    2E at 2 → "/a/g┊"
5.2.4 3 | the output buffer is the result | "/a/g" → "/a/g"
5.2.2 R.fragment | the reference's fragment
5.3 | recompose"#,
    );
}

/// RFC 3986 §5.4.1 `../g` = `http://a/b/g`: 5.2.3 merges, then the loop.
#[test]
fn rfc3986_a_merged_path() {
    assert_listing(
        Spec::Rfc3986,
        BASE,
        "../g",
        "http://a/b/g",
        r#"5.2.1 | pre-parse the base
5.2.2 parse | parse the reference
5.2.2 merge | relative path: merge
5.2.3 | merge paths | "" → "/b/c/../g"
5.2.4 1 | initialise the buffers | "/b/c/../g" → "/b/c/../g"
5.2.4 2 | loop while the input buffer is not empty | "/b/c/../g" → "/b/g"
    2E at 0 → "/b┊/c/../g"
    2E at 2 → "/b/c┊/../g"
    2C −"/c/.." at 2 → "/b┊/g"
    2E at 2 → "/b/g┊"
5.2.4 3 | the output buffer is the result | "/b/g" → "/b/g"
5.2.2 R.fragment | the reference's fragment
5.3 | recompose"#,
    );
}

/// RFC 1808 §5.1 `../../g` = `http://a/g`. Step 1 has the base; §2.4's rules parse it, then the
/// reference. The base's path is `b/c/d` (no leading `/`, §2.4.6; `;p` is its params). Step 6
/// keeps `b/c/` and appends `../../g`; 6c removes `c/../`, then `b/../`.
#[test]
fn rfc1808_two_removals_of_step_6c() {
    assert_listing(
        Spec::Rfc1808,
        "http://a/b/c/d;p?q#f",
        "../../g",
        "http://a/g",
        r#"Step 1 | establish the base URL
2.4.1 | parse the fragment identifier
2.4.2 | parse the scheme
2.4.3 | parse the network location/login
2.4.4 | parse the query information
2.4.5 | parse the parameters
2.4.6 | parse the path
2.4.1 | parse the fragment identifier
2.4.2 | parse the scheme
2.4.3 | parse the network location/login
2.4.4 | parse the query information
2.4.5 | parse the parameters
2.4.6 | parse the path
Step 2a | entirely empty?
Step 2b | scheme?
Step 2c | inherit the scheme
Step 3 | net_loc?
Step 4 | path preceded by a slash?
Step 5 | empty path?
Step 6 | replace the last segment of the base path | "" → "b/c/../../g"
    Step 6 +"b/c/" at 0 → "b/c/"
    Step 6 +"../../g" at 4 → "b/c/../../g"
Step 6a | remove every `./` | "b/c/../../g" → "b/c/../../g"
Step 6b | remove a final `.` | "b/c/../../g" → "b/c/../../g"
Step 6c | remove `<segment>/../`, leftmost first | "b/c/../../g" → "g"
    Step 6c −"c/../" at 2 → "b/../g"
    Step 6c −"b/../" at 0 → "g"
Step 6d | remove a final `<segment>/..` | "g" → "g"
Step 7 | recombine"#,
    );
}

/// RFC 1630's `../g` against its own context `magic://a/b/c//d/e/f` gives
/// `magic://a/b/c//d/g`: R3 replaces the last part `f`, R4 removes `e/../`.
#[test]
fn rfc1630_the_magic_example() {
    assert_listing(
        Spec::Rfc1630,
        "magic://a/b/c//d/e/f",
        "../g",
        "magic://a/b/c//d/g",
        r#"context | the context URI
R0 | set the fragment-id aside
R1 | absolute?
R2 | leading slashes: match a slash run of the context
R3 | replace the last part of the path | "" → "/b/c//d/e/../g"
R4 | remove `xxx/../` and `/.` | "/b/c//d/e/../g" → "/b/c//d/g"
    R4 −"e/../" at 8 → "/b/c//d/g"
R5 | reattach the fragment-id"#,
    );
}

/// The WHATWG Standard: `\..` against the non-special `foo://host/a/b` stays in the path
/// (`\` is a path separator only for special URLs): no scheme → relative (the base's path,
/// shortened) → path, where `\..` is one segment and not a double-dot segment.
#[test]
fn whatwg_a_backslash_in_a_non_special_url() {
    assert_listing(
        Spec::Whatwg,
        "foo://host/a/b",
        r"\..",
        r"foo://host/a/\..",
        r#"base | parse the base URL (with no base of its own)
scheme start | a letter starts a scheme, anything else means none
no scheme | no scheme: the base URL decides
relative | take the base URL's scheme, then its other components unless a slash follows
path | read segments; `.` stays out and `..` shortens the path
serialize | write the URL record as a string"#,
    );
}

/// The preprocessing is a step when it removes something: the tab, and the space at the end.
/// `./c` then starts from the base's path shortened, and `.` followed by `/` adds no segment.
#[test]
fn whatwg_preprocessing_and_a_single_dot() {
    assert_listing(
        Spec::Whatwg,
        "http://h/a/b",
        "\t./c ",
        "http://h/a/c",
        r#"base | parse the base URL (with no base of its own)
input | strip C0 controls and spaces at the ends, remove tabs and newlines
scheme start | a letter starts a scheme, anything else means none
no scheme | no scheme: the base URL decides
relative | take the base URL's scheme, then its other components unless a slash follows
path | read segments; `.` stays out and `..` shortens the path
serialize | write the URL record as a string"#,
    );
}
