//! The RFC 2396 trace shows the buffer the text of section 5.2 describes after each of steps
//! 6a–6h, and every single removal of 6e in order.
//!
//! Every expected value below was worked out by hand from the sentences of step 6
//! (RFC 2396 §5.2; the trace of `g;x=1/../y` is worked in the test that resolves it), with
//! the base `http://a/b/c/d;p?q`, whose path is `/b/c/d;p`: 6a copies `/b/c/`.

use uriscope::options::AboveRoot;
use uriscope::trace::Outcome;
use uriscope::trace::Trace;
use uriscope::{Options, Spec, resolve_with};

const BASE: &str = "http://a/b/c/d;p?q";
const STEPS: [&str; 8] = ["6a", "6b", "6c", "6d", "6e", "6f", "6g", "6h"];

fn trace(
    base: &str,
    reference: &str,
    options: &Options,
) -> (Result<String, uriscope::Error>, Trace) {
    let mut trace = Trace::default();
    let result = resolve_with(Spec::Rfc2396, base, reference, options, &mut trace);
    (result, trace)
}

/// The buffer after each of 6a–6h: the buffer at the last `Buffer` event of each step.
fn buffers(trace: &Trace) -> Vec<String> {
    STEPS
        .iter()
        .map(|id| {
            let last = trace
                .events_of(id)
                .filter(|(_, e)| matches!(e.outcome, Outcome::Buffer(_)))
                .map(|(i, _)| i)
                .last()
                .unwrap_or_else(|| panic!("step {id} reports no buffer"));
            trace.buffer_at(last).expect("a path step has a buffer")
        })
        .collect()
}

/// The text of every removal a step made, in order.
fn removals(trace: &Trace, id: &str) -> Vec<String> {
    trace
        .events_of(id)
        .filter_map(|(i, _)| trace.removed_text(i))
        .collect()
}

/// The ids of the steps that appear in the trace, in first-appearance order.
fn step_ids(trace: &Trace) -> Vec<&'static str> {
    let mut ids: Vec<&'static str> = Vec::new();
    for event in trace.events() {
        if !ids.contains(&event.step.id) {
            ids.push(event.step.id);
        }
    }
    ids
}

fn decisions<'t>(trace: &'t Trace, id: &'t str) -> Vec<&'static str> {
    trace
        .events_of(id)
        .filter_map(|(_, e)| match e.outcome {
            Outcome::Decision(text) => Some(text),
            _ => None,
        })
        .collect()
}

fn warnings(trace: &Trace) -> Vec<(&'static str, &'static str)> {
    trace
        .events()
        .iter()
        .filter_map(|e| match e.outcome {
            Outcome::Warning(w) => Some((e.step.id, w.id)),
            _ => None,
        })
        .collect()
}

struct Case {
    reference: &'static str,
    /// After 6a, 6b, 6c, 6d, 6e, 6f, 6g, 6h.
    buffers: [&'static str; 8],
    removed_6e: &'static [&'static str],
    result: &'static str,
}

fn check(case: &Case, options: &Options) {
    let (result, trace) = trace(BASE, case.reference, options);
    assert_eq!(
        result.as_deref(),
        Ok(case.result),
        "result of {}",
        case.reference
    );
    assert_eq!(trace.result(), Some(case.result));
    assert_eq!(
        buffers(&trace),
        case.buffers,
        "buffers after 6a–6h for {}",
        case.reference
    );
    assert_eq!(
        removals(&trace, "6e"),
        case.removed_6e,
        "6e removals for {}",
        case.reference
    );
}

/// Appendix C.2: `g/../h` = `http://a/b/c/h`. 6b appends to `/b/c/`; 6e removes `g/../` once.
#[test]
fn g_dotdot_h() {
    check(
        &Case {
            reference: "g/../h",
            buffers: [
                "/b/c/",
                "/b/c/g/../h",
                "/b/c/g/../h",
                "/b/c/g/../h",
                "/b/c/h",
                "/b/c/h",
                "/b/c/h",
                "/b/c/h",
            ],
            removed_6e: &["g/../"],
            result: "http://a/b/c/h",
        },
        &Options::default(),
    );
}

/// Appendix C.2: `../../../g` = `http://a/../g` (6g retained). 6e removes the leftmost
/// `<segment>/../` each time: `c/../`, then `b/../`; the `/../` left at the start is not a match,
/// because the empty string before the leading `/` is not a segment (rfc2396.md 6.1).
#[test]
fn three_dotdots_keep() {
    check(
        &Case {
            reference: "../../../g",
            buffers: [
                "/b/c/",
                "/b/c/../../../g",
                "/b/c/../../../g",
                "/b/c/../../../g",
                "/../g",
                "/../g",
                "/../g",
                "/../g",
            ],
            removed_6e: &["c/../", "b/../"],
            result: "http://a/../g",
        },
        &Options::default(),
    );
}

/// The same with 6g "removing them from the resolved path": `http://a/g` (C.2 prose).
#[test]
fn three_dotdots_remove() {
    let options = Options {
        above_root: AboveRoot::Remove,
        ..Options::default()
    };
    check(
        &Case {
            reference: "../../../g",
            buffers: [
                "/b/c/",
                "/b/c/../../../g",
                "/b/c/../../../g",
                "/b/c/../../../g",
                "/../g",
                "/../g",
                "/g",
                "/g",
            ],
            removed_6e: &["c/../", "b/../"],
            result: "http://a/g",
        },
        &options,
    );
    let (_, trace) = trace(BASE, "../../../g", &options);
    assert_eq!(removals(&trace, "6g"), ["../"]);
}

/// The same with 6g "avoiding traversal of the reference": no result; the trace stops at 6g.
#[test]
fn three_dotdots_reject() {
    let options = Options {
        above_root: AboveRoot::Reject,
        ..Options::default()
    };
    let (result, trace) = trace(BASE, "../../../g", &options);
    assert!(matches!(
        result,
        Err(uriscope::Error::AboveRoot { segments: 1, .. })
    ));
    assert_eq!(trace.result(), None);
    assert_eq!(removals(&trace, "6e"), ["c/../", "b/../"]);
    assert!(!step_ids(&trace).contains(&"6h"));
    assert!(!step_ids(&trace).contains(&"7"));
}

/// `../../../../g` = `http://a/../../g` (C.2): `..` is never the `<segment>` of 6e.
#[test]
fn four_dotdots_keep() {
    check(
        &Case {
            reference: "../../../../g",
            buffers: [
                "/b/c/",
                "/b/c/../../../../g",
                "/b/c/../../../../g",
                "/b/c/../../../../g",
                "/../../g",
                "/../../g",
                "/../../g",
                "/../../g",
            ],
            removed_6e: &["c/../", "b/../"],
            result: "http://a/../../g",
        },
        &Options::default(),
    );
}

/// Appendix C.2: `./g/.` = `http://a/b/c/g/`. 6c removes the `./` (the final `.` has no slash
/// after it); 6d removes the final `.`, leaving the slash before it.
#[test]
fn dot_g_dot() {
    check(
        &Case {
            reference: "./g/.",
            buffers: [
                "/b/c/",
                "/b/c/./g/.",
                "/b/c/g/.",
                "/b/c/g/",
                "/b/c/g/",
                "/b/c/g/",
                "/b/c/g/",
                "/b/c/g/",
            ],
            removed_6e: &[],
            result: "http://a/b/c/g/",
        },
        &Options::default(),
    );
    let (_, trace) = trace(BASE, "./g/.", &Options::default());
    assert_eq!(removals(&trace, "6c"), ["./"]);
    assert_eq!(removals(&trace, "6d"), ["."]);
}

/// rfc2396.md section 10, the worked trace: `g;x=1` is one complete segment (its parameter
/// included), so 6e removes `g;x=1/../` and the result is `http://a/b/c/y` (C.2).
#[test]
fn segment_with_param_then_dotdot() {
    check(
        &Case {
            reference: "g;x=1/../y",
            buffers: [
                "/b/c/",
                "/b/c/g;x=1/../y",
                "/b/c/g;x=1/../y",
                "/b/c/g;x=1/../y",
                "/b/c/y",
                "/b/c/y",
                "/b/c/y",
                "/b/c/y",
            ],
            removed_6e: &["g;x=1/../"],
            result: "http://a/b/c/y",
        },
        &Options::default(),
    );
}

/// Appendix C.1: `?y` = `http://a/b/c/?y`. The query is defined, so step 2 goes on and step 6
/// merges an empty path: the buffer is `/b/c/` throughout (rfc2396.md 8.2).
#[test]
fn query_only() {
    check(
        &Case {
            reference: "?y",
            buffers: ["/b/c/"; 8],
            removed_6e: &[],
            result: "http://a/b/c/?y",
        },
        &Options::default(),
    );
}

/// Appendix C.1: `../..` = `http://a/`. 6e removes `c/../`; 6f removes the final `b/..`.
#[test]
fn two_dotdots_without_slash() {
    check(
        &Case {
            reference: "../..",
            buffers: [
                "/b/c/",
                "/b/c/../..",
                "/b/c/../..",
                "/b/c/../..",
                "/b/..",
                "/",
                "/",
                "/",
            ],
            removed_6e: &["c/../"],
            result: "http://a/",
        },
        &Options::default(),
    );
    let (_, trace) = trace(BASE, "../..", &Options::default());
    assert_eq!(removals(&trace, "6f"), ["b/.."]);
}

/// Appendix C.2: `./../g` = `http://a/b/g`. 6c first (`./`), then 6e (`c/../`).
#[test]
fn dot_then_dotdot() {
    check(
        &Case {
            reference: "./../g",
            buffers: [
                "/b/c/",
                "/b/c/./../g",
                "/b/c/../g",
                "/b/c/../g",
                "/b/g",
                "/b/g",
                "/b/g",
                "/b/g",
            ],
            removed_6e: &["c/../"],
            result: "http://a/b/g",
        },
        &Options::default(),
    );
}

/// 6e iterates: in `/b/c/a/x/../../g` the leftmost match is `x/../` (`a/../` does not match
/// before it, `a` being followed by `x/`), and removing it makes `a/../` appear.
#[test]
fn nested_removals_are_reported_in_order() {
    let (result, trace) = trace(BASE, "a/x/../../g", &Options::default());
    assert_eq!(result.as_deref(), Ok("http://a/b/c/g"));
    assert_eq!(removals(&trace, "6e"), ["x/../", "a/../"]);
}

/// Step 2: `#s` is a reference to the current document; nothing after step 2 runs but the
/// recombination.
#[test]
fn fragment_only_stops_at_step_2() {
    let (result, trace) = trace(BASE, "#s", &Options::default());
    assert_eq!(result.as_deref(), Ok("http://a/b/c/d;p?q#s"));
    assert!(
        decisions(&trace, "2")
            .iter()
            .any(|d| d.contains("current document"))
    );
    assert_eq!(step_ids(&trace), ["base", "1", "2", "7"]);
}

/// Step 3: `g:h` has a scheme: an absolute URI, done.
#[test]
fn scheme_stops_at_step_3() {
    let (result, trace) = trace(BASE, "g:h", &Options::default());
    assert_eq!(result.as_deref(), Ok("g:h"));
    assert!(
        decisions(&trace, "3")
            .iter()
            .any(|d| d.contains("absolute"))
    );
    assert_eq!(step_ids(&trace), ["base", "1", "2", "3", "7"]);
}

/// Step 4: `//g` has a site: a network-path, skip to step 7.
#[test]
fn site_stops_at_step_4() {
    let (result, trace) = trace(BASE, "//g", &Options::default());
    assert_eq!(result.as_deref(), Ok("http://g"));
    assert!(
        decisions(&trace, "4")
            .iter()
            .any(|d| d.contains("network-path"))
    );
    assert_eq!(step_ids(&trace), ["base", "1", "2", "3", "4", "7"]);
}

/// Step 5: `/g` begins with a slash: an absolute-path, skip to step 7.
#[test]
fn absolute_path_stops_at_step_5() {
    let (result, trace) = trace(BASE, "/g", &Options::default());
    assert_eq!(result.as_deref(), Ok("http://a/g"));
    assert!(
        decisions(&trace, "5")
            .iter()
            .any(|d| d.contains("absolute-path"))
    );
    assert_eq!(step_ids(&trace), ["base", "1", "2", "3", "4", "5", "7"]);
}

/// A relative path goes through every step, in the order of the text.
#[test]
fn relative_path_runs_every_step_in_order() {
    let (_, trace) = trace(BASE, "g", &Options::default());
    assert_eq!(
        step_ids(&trace),
        [
            "base", "1", "2", "3", "4", "5", "6a", "6b", "6c", "6d", "6e", "6f", "6g", "6h", "7"
        ]
    );
}

/// rfc2396.md 8.1: base `http://a` has a site and an empty path; 6a copies nothing and the
/// result is `http://ag`, with a warning that names RFC 3986 Appendix D.2.
#[test]
fn empty_base_path_warns() {
    let (result, trace) = trace("http://a", "g", &Options::default());
    assert_eq!(result.as_deref(), Ok("http://ag"));
    // 6a warns as it copies nothing; step 7 warns that the recombined string reads back with
    // another authority (RFC 3986 §3.3, Appendix D.2).
    assert_eq!(
        warnings(&trace),
        [
            ("6a", "rfc2396.empty-base-path"),
            ("7", "reads-back.authority-takes-path")
        ]
    );
    let warning = trace
        .events()
        .iter()
        .find_map(|e| match e.outcome {
            Outcome::Warning(w) => Some(w),
            _ => None,
        })
        .unwrap();
    assert!(warning.text.contains("RFC 3986 Appendix D.2"));
    assert_eq!(buffers(&trace), ["", "g", "g", "g", "g", "g", "g", "g"]);
}

/// With `fix_empty_base_path`, 6a starts the buffer with `/` (RFC 3986 5.2.3): `http://a/g`.
#[test]
fn empty_base_path_fixed() {
    let options = Options {
        fix_empty_base_path: true,
        ..Options::default()
    };
    let (result, trace) = trace("http://a", "g", &options);
    assert_eq!(result.as_deref(), Ok("http://a/g"));
    assert_eq!(warnings(&trace), [("6a", "rfc2396.empty-base-path-fixed")]);
    assert_eq!(
        buffers(&trace),
        ["/", "/g", "/g", "/g", "/g", "/g", "/g", "/g"]
    );
}

/// A base with a non-empty path gives no such warning.
#[test]
fn ordinary_base_has_no_warning() {
    let (_, trace) = trace(BASE, "g", &Options::default());
    assert!(warnings(&trace).is_empty());
}

/// A recorder reused for several resolutions (as the explorer does on every key) holds exactly
/// what a fresh one would: nothing of the previous run leaks into the next.
#[test]
fn reused_recorder_equals_a_fresh_one() {
    let mut reused = Trace::default();
    let runs = [
        ("http://a/b/c/d;p?q", "g;x=1/../y"),
        ("http://a", "g"),
        ("http://a/b/c/d;p?q", "#s"),
        ("http://a/b/c/d;p?q", "../../../g"),
    ];
    for (base, reference) in runs {
        let (result, fresh) = trace(base, reference, &Options::default());
        let again = resolve_with(
            Spec::Rfc2396,
            base,
            reference,
            &Options::default(),
            &mut reused,
        );
        assert_eq!(again, result);
        assert_eq!(reused.base(), fresh.base());
        assert_eq!(reused.reference(), fresh.reference());
        assert_eq!(reused.result(), fresh.result());
        assert_eq!(reused.events(), fresh.events());
        for i in 0..fresh.events().len() {
            assert_eq!(
                reused.buffer_at(i),
                fresh.buffer_at(i),
                "{reference} event {i}"
            );
            assert_eq!(reused.removed_text(i), fresh.removed_text(i));
        }
    }
    // A failed resolution leaves no result behind.
    let reject = Options {
        above_root: AboveRoot::Reject,
        ..Options::default()
    };
    assert!(resolve_with(Spec::Rfc2396, BASE, "../../../g", &reject, &mut reused).is_err());
    assert_eq!(reused.result(), None);
}
