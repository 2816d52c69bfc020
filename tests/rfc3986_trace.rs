//! RFC 3986 traces: the worked tables of section 5.2.4 rebuilt row by row from the events, the
//! 5.2.2 branch each reference takes, and the non-strict option.
//!
//! Expected values are quoted from RFC 3986 (sections 3 and 5, the examples of §5.4).

use uriscope::trace::Outcome;
use uriscope::trace::Trace;
use uriscope::{Options, Spec, resolve_with};

const BASE: &str = "http://a/b/c/d;p?q";

fn trace(base: &str, reference: &str, options: &Options) -> Trace {
    let mut trace = Trace::default();
    let result = resolve_with(Spec::Rfc3986, base, reference, options, &mut trace);
    assert_eq!(trace.result(), result.as_deref().ok());
    trace
}

/// One row of the RFC's STEP / OUTPUT BUFFER / INPUT BUFFER table per remove_dot_segments event
/// (the events of section 5.2.4's steps; 5.2.2 or 5.2.3 filled the buffer before).
fn table(trace: &Trace) -> Vec<(&'static str, String, String)> {
    trace
        .events()
        .iter()
        .enumerate()
        .filter(|(_, event)| event.step.place.starts_with("§5.2.4"))
        .filter_map(|(i, event)| match event.outcome {
            Outcome::Buffer(change) => {
                let split = change.split().expect("every 5.2.4 event carries the split");
                let buffer = trace.buffer_at(i).expect("a workspace was announced");
                assert_eq!(
                    buffer.len(),
                    change.len(),
                    "event {i}: len is the buffer length"
                );
                // The RFC's tables label the steps of §5.2.4 `1`, `2A`..`2E`, `3`.
                Some((
                    event.step.id.trim_start_matches("5.2.4 "),
                    buffer[..split].to_string(),
                    buffer[split..].to_string(),
                ))
            }
            _ => None,
        })
        .collect()
}

fn rows(rows: &[(&'static str, &str, &str)]) -> Vec<(&'static str, String, String)> {
    rows.iter()
        .map(|&(id, out, input)| (id, out.to_string(), input.to_string()))
        .collect()
}

/// The 5.2.2 branch steps a trace passed through, in order.
fn branches(trace: &Trace) -> Vec<&'static str> {
    let branch_steps = [
        "5.2.2 R.scheme",
        "5.2.2 R.authority",
        "5.2.2 R.path == \"\"",
        "5.2.2 R.path starts-with \"/\"",
        "5.2.2 merge",
    ];
    let mut seen: Vec<&'static str> = Vec::new();
    for event in trace.events() {
        if branch_steps.contains(&event.step.id) && seen.last() != Some(&event.step.id) {
            seen.push(event.step.id);
        }
    }
    seen
}

fn decisions(trace: &Trace, id: &str) -> Vec<&'static str> {
    trace
        .events_of(id)
        .filter_map(|(_, e)| match e.outcome {
            Outcome::Decision(text) => Some(text),
            _ => None,
        })
        .collect()
}

/// rfc3986.md section 5, first table (the merged path `/a/b/c/./../../g`; an absolute-path
/// reference hands exactly that path to remove_dot_segments), plus the final step 3.
#[test]
fn first_worked_table() {
    let t = trace(BASE, "/a/b/c/./../../g", &Options::default());
    assert_eq!(
        table(&t),
        rows(&[
            ("1", "", "/a/b/c/./../../g"),
            ("2E", "/a", "/b/c/./../../g"),
            ("2E", "/a/b", "/c/./../../g"),
            ("2E", "/a/b/c", "/./../../g"),
            ("2B", "/a/b/c", "/../../g"),
            ("2C", "/a/b", "/../g"),
            ("2C", "/a", "/g"),
            ("2E", "/a/g", ""),
            ("3", "/a/g", ""),
        ])
    );
    assert_eq!(t.result(), Some("http://a/a/g"));
}

/// The same table when the path comes out of a merge (5.2.3: base path up to its last slash,
/// then the reference's path): base `/a/b/c/d` and reference `./../../g`.
#[test]
fn first_worked_table_after_a_merge() {
    let t = trace("http://x/a/b/c/d", "./../../g", &Options::default());
    let table = table(&t);
    assert_eq!(table[0], ("1", String::new(), "/a/b/c/./../../g".into()));
    assert_eq!(table.last().unwrap().1, "/a/g");
    assert_eq!(t.result(), Some("http://x/a/g"));
}

/// rfc3986.md section 5, second table (`mid/content=5/../6`, a relative path: a reference with
/// a scheme hands R.path to remove_dot_segments unmerged).
#[test]
fn second_worked_table() {
    let t = trace(BASE, "foo:mid/content=5/../6", &Options::default());
    assert_eq!(
        table(&t),
        rows(&[
            ("1", "", "mid/content=5/../6"),
            ("2E", "mid", "/content=5/../6"),
            ("2E", "mid/content=5", "/../6"),
            ("2C", "mid", "/6"),
            ("2E", "mid/6", ""),
            ("3", "mid/6", ""),
        ])
    );
    assert_eq!(t.result(), Some("foo:mid/6"));
}

/// Every rule, including the end-of-input forms of B and C, and C emptying a first segment that
/// has no slash (rfc3986.md section 9: base `foo:a/b`, `../../c` -> `foo:/c` (†): "merge
/// `a/../../c` -> 2E `a`, 2C (output emptied), 2C, 2E `/c`").
#[test]
fn relative_base_path_becomes_absolute() {
    let t = trace("foo:a/b", "../../c", &Options::default());
    assert_eq!(
        table(&t),
        rows(&[
            ("1", "", "a/../../c"),
            ("2E", "a", "/../../c"),
            ("2C", "", "/../c"),
            ("2C", "", "/c"),
            ("2E", "/c", ""),
            ("3", "/c", ""),
        ])
    );
    assert_eq!(t.result(), Some("foo:/c"));
}

/// 2A, 2B at the end (`/.` -> `/`), 2C at the end (`/..` -> `/`) and 2D, each one event.
#[test]
fn every_rule_and_the_end_of_input_forms() {
    // examples.md §4: `./g/.` -> `http://a/b/c/g/` ; merged path `/b/c/./g/.`.
    let t = trace(BASE, "./g/.", &Options::default());
    assert_eq!(
        table(&t),
        rows(&[
            ("1", "", "/b/c/./g/."),
            ("2E", "/b", "/c/./g/."),
            ("2E", "/b/c", "/./g/."),
            ("2B", "/b/c", "/g/."),
            ("2E", "/b/c/g", "/."),
            ("2B", "/b/c/g", "/"),
            ("2E", "/b/c/g/", ""),
            ("3", "/b/c/g/", ""),
        ])
    );
    // examples.md §4: `../..` -> `http://a/` ; merged path `/b/c/../..`.
    let t = trace(BASE, "../..", &Options::default());
    assert_eq!(
        table(&t),
        rows(&[
            ("1", "", "/b/c/../.."),
            ("2E", "/b", "/c/../.."),
            ("2E", "/b/c", "/../.."),
            ("2C", "/b", "/.."),
            ("2C", "", "/"),
            ("2E", "/", ""),
            ("3", "/", ""),
        ])
    );
    assert_eq!(t.result(), Some("http://a/"));
    // 2A and 2D: a path of dots alone (scheme defined, so R.path is not merged).
    let t = trace(BASE, "x:./../.", &Options::default());
    assert_eq!(
        table(&t),
        rows(&[
            ("1", "", "./../."),
            ("2A", "", "../."),
            ("2A", "", "."),
            ("2D", "", ""),
            ("3", "", ""),
        ])
    );
    assert_eq!(t.result(), Some("x:"));
}

/// A C at the end of input whose popped segment has no slash: `seg/..` becomes `/`.
#[test]
fn rule_c_at_the_end_after_a_slashless_segment() {
    let t = trace(BASE, "x:a/..", &Options::default());
    assert_eq!(
        table(&t),
        rows(&[
            ("1", "", "a/.."),
            ("2E", "a", "/.."),
            ("2C", "", "/"),
            ("2E", "/", ""),
            ("3", "/", ""),
        ])
    );
    assert_eq!(t.result(), Some("x:/"));
}

/// 5.2.2: `?y` takes the empty-path branch with its own query (examples.md §4:
/// `http://a/b/c/d;p?y`); no dot removal runs.
#[test]
fn branch_for_query_only() {
    let t = trace(BASE, "?y", &Options::default());
    assert_eq!(branches(&t), ["5.2.2 R.path == \"\""]);
    assert!(decisions(&t, "5.2.2 R.path == \"\"")[0].contains("T.query = R.query"));
    let query = t.assignment(uriscope::Component::Query).unwrap();
    assert_eq!(
        (query.step.id, query.from),
        ("5.2.2 R.path == \"\"", uriscope::trace::Source::Reference)
    );
    assert!(
        table(&t).is_empty(),
        "T.path = Base.path: no remove_dot_segments"
    );
    assert_eq!(t.result(), Some("http://a/b/c/d;p?y"));

    // The empty reference inherits the base's query (examples.md §4: `http://a/b/c/d;p?q`).
    let t = trace(BASE, "", &Options::default());
    assert_eq!(branches(&t), ["5.2.2 R.path == \"\""]);
    assert!(decisions(&t, "5.2.2 R.path == \"\"")[0].contains("T.query = Base.query"));
    assert_eq!(t.result(), Some("http://a/b/c/d;p?q"));
}

/// 5.2.2 branches for `g` (merge), `//g` (authority), `/g` (absolute path), `g:h` (scheme),
/// with the results of examples.md §4.
#[test]
fn branches_for_each_reference_form() {
    let cases = [
        ("g", "5.2.2 merge", "http://a/b/c/g"),
        ("//g", "5.2.2 R.authority", "http://g"),
        ("/g", "5.2.2 R.path starts-with \"/\"", "http://a/g"),
        ("g:h", "5.2.2 R.scheme", "g:h"),
    ];
    for (reference, branch, result) in cases {
        let t = trace(BASE, reference, &Options::default());
        assert_eq!(branches(&t), [branch], "{reference}");
        assert_eq!(t.result(), Some(result), "{reference}");
    }
    // Only the merge branch runs 5.2.3, and on this base it keeps the base path up to its last
    // slash.
    let t = trace(BASE, "g", &Options::default());
    assert!(decisions(&t, "5.2.3")[0].contains("right-most"));
    assert_eq!(table(&t)[0], ("1", String::new(), "/b/c/g".into()));
    let t = trace(BASE, "/g", &Options::default());
    assert!(decisions(&t, "5.2.3").is_empty());
}

/// 5.2.3 first rule: "If the base URI has a defined authority component and an empty path, then
/// return a string consisting of "/" concatenated with the reference's path" (differences.md
/// R21: base `http://a`, `g` -> `http://a/g` (†)).
#[test]
fn merge_with_an_empty_base_path() {
    let t = trace("http://a", "g", &Options::default());
    assert!(decisions(&t, "5.2.3")[0].contains("empty path"));
    assert_eq!(table(&t)[0], ("1", String::new(), "/g".into()));
    assert_eq!(t.result(), Some("http://a/g"));
    // The second rule without any slash: the entire base path is excluded.
    let t = trace("foo:bar", "g", &Options::default());
    assert!(decisions(&t, "5.2.3")[0].contains("no \"/\""));
    assert_eq!(t.result(), Some("foo:g"));
}

/// "A non-strict parser may ignore a scheme in the reference if it is identical to the base
/// URI's scheme." examples.md §4: `http:g` is `http:g` "for strict parsers" and
/// `http://a/b/c/g` "for backward compatibility".
#[test]
fn strict_and_non_strict() {
    let t = trace(BASE, "http:g", &Options::default());
    assert_eq!(branches(&t), ["5.2.2 R.scheme"]);
    assert!(decisions(&t, "5.2.2 strict?")[0].contains("strict"));
    assert_eq!(t.result(), Some("http:g"));

    let non_strict = Options {
        non_strict: true,
        ..Options::default()
    };
    let t = trace(BASE, "http:g", &non_strict);
    assert_eq!(branches(&t), ["5.2.2 merge"]);
    assert!(t.events().iter().any(|e| matches!(
        e.outcome,
        Outcome::Warning(w) if w.id == "rfc3986.non-strict"
    )));
    assert_eq!(t.result(), Some("http://a/b/c/g"));

    // A different scheme is never ignored.
    let t = trace(BASE, "ftp:g", &non_strict);
    assert_eq!(branches(&t), ["5.2.2 R.scheme"]);
    assert_eq!(t.result(), Some("ftp:g"));
}

/// 5.2.1: "only the scheme component is required to be present in a base URI".
#[test]
fn base_without_scheme_is_an_error() {
    let mut t = Trace::default();
    let err = resolve_with(Spec::Rfc3986, "/a/b", "g", &Options::default(), &mut t).unwrap_err();
    assert!(matches!(err, uriscope::Error::BaseWithoutScheme { .. }));
    assert!(err.to_string().contains("no scheme"));
    assert_eq!(t.result(), None);
}

/// rfc3986.md section 9, "known gap": base `s:/a`, reference `..//x` gives a path starting with
/// `//` and no authority; the result is the algorithm's, and 5.3 warns that it reads back with
/// an authority. The components the algorithm assigned and the ones the string reads back as
/// are both there.
#[test]
fn double_slash_path_without_authority_is_flagged() {
    let t = trace("s:/a", "..//x", &Options::default());
    assert_eq!(t.result(), Some("s://x"));
    assert!(t.events().iter().any(|e| e.step.id == "5.3"
        && matches!(
            e.outcome,
            Outcome::Warning(w) if w.id == "reads-back.path-becomes-authority"
        )));
    let components = t.result_components();
    let authority = components[1];
    assert_eq!((authority.assigned, authority.read_back), (None, Some("x")));
    let path = components[2];
    assert_eq!((path.assigned, path.read_back), (Some("//x"), Some("")));
    let t = trace(BASE, "g", &Options::default());
    assert!(
        !t.events()
            .iter()
            .any(|e| matches!(e.outcome, Outcome::Warning(_)))
    );
}
