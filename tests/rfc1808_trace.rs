//! RFC 1808 traces: the section 2.4 parse order, Step 5 inheritance, every Step 6 removal, and
//! the warnings. Expected values are quoted from RFC 1808 (the section is given in each test;
//! the examples are §5's).

use uriscope::grammar::Span;
use uriscope::options::Rfc1808Variant;
use uriscope::trace::Trace;
use uriscope::trace::{Outcome, Source};
use uriscope::{Component, Role};
use uriscope::{Error, Options, Spec, resolve, resolve_with};

/// The base of RFC 1808 section 5 (examples.md 2).
const BASE: &str = "http://a/b/c/d;p?q#f";

fn trace_with(base: &str, reference: &str, options: &Options) -> (Result<String, Error>, Trace) {
    let mut trace = Trace::default();
    let result = resolve_with(Spec::Rfc1808, base, reference, options, &mut trace);
    (result, trace)
}

fn trace(base: &str, reference: &str) -> (Result<String, Error>, Trace) {
    trace_with(base, reference, &Options::default())
}

/// The `Parsed` events of one role: (step id, component, text or None).
fn parsed(trace: &Trace, role: Role) -> Vec<(&'static str, Component, Option<String>)> {
    trace
        .events()
        .iter()
        .filter_map(|e| match e.outcome {
            Outcome::Parsed {
                role: r,
                component,
                value,
            } if r == role => Some((
                e.step.id,
                component,
                value.map(|s| s.of(trace.text(role)).to_string()),
            )),
            _ => None,
        })
        .collect()
}

fn warnings(trace: &Trace) -> Vec<&'static str> {
    trace
        .events()
        .iter()
        .filter_map(|e| match e.outcome {
            Outcome::Warning(w) => Some(w.id),
            _ => None,
        })
        .collect()
}

/// Every removal of one step: (removed text, buffer after it).
fn removals(trace: &Trace, id: &str) -> Vec<(String, String)> {
    trace
        .events_of(id)
        .filter(|(_, e)| matches!(e.outcome, Outcome::Buffer(c) if c.removed() > 0))
        .map(|(i, _)| (trace.removed_text(i).unwrap(), trace.buffer_at(i).unwrap()))
        .collect()
}

fn some(s: &str) -> Option<String> {
    Some(s.to_string())
}

/// rfc1808.md section 3: "Order: fragment, scheme, net_loc, query, params, path", one event per
/// 2.4.x rule; "Parse of the examples' base `http://a/b/c/d;p?q#f`: scheme `http`, net_loc `a`,
/// path `b/c/d` (slash present), params `p`, query `q`, fragment `f`."
#[test]
fn the_base_is_parsed_in_section_2_4_order() {
    let (_, t) = trace(BASE, "g");
    assert_eq!(
        parsed(&t, Role::Base),
        vec![
            ("2.4.1", Component::Fragment, some("f")),
            ("2.4.2", Component::Scheme, some("http")),
            ("2.4.3", Component::Authority, some("a")),
            ("2.4.4", Component::Query, some("q")),
            ("2.4.5", Component::Params, some("p")),
            ("2.4.6", Component::Path, some("b/c/d")),
        ]
    );
    // The reference is parsed after the base (Step 2: "Both the base and embedded URLs are
    // parsed").
    let first_reference = t
        .events()
        .iter()
        .position(|e| {
            matches!(
                e.outcome,
                Outcome::Parsed {
                    role: Role::Reference,
                    ..
                }
            )
        })
        .unwrap();
    let last_base = t
        .events()
        .iter()
        .rposition(|e| {
            matches!(
                e.outcome,
                Outcome::Parsed {
                    role: Role::Base,
                    ..
                }
            )
        })
        .unwrap();
    assert!(last_base < first_reference);
}

/// rfc1808.md section 3: "`g;x=1/../y` has path `g`, params `x=1/../y`"; the path span leaves
/// out the leading slash.
#[test]
fn params_start_at_the_first_semicolon_and_the_slash_is_a_flag() {
    let (result, t) = trace(BASE, "g;x=1/../y");
    assert_eq!(
        parsed(&t, Role::Reference),
        vec![
            ("2.4.1", Component::Fragment, None),
            ("2.4.2", Component::Scheme, None),
            ("2.4.3", Component::Authority, None),
            ("2.4.4", Component::Query, None),
            ("2.4.5", Component::Params, some("x=1/../y")),
            ("2.4.6", Component::Path, some("g")),
        ]
    );
    // differences.md R7: "`http://a/b/c/g;x=1/../y` (†) (`/../y` is inside params)".
    assert_eq!(result.unwrap(), "http://a/b/c/g;x=1/../y");
    assert!(warnings(&t).contains(&"rfc1808.params-outside-path"));

    let (_, t) = trace(BASE, "/a;p/b;q");
    let path = parsed(&t, Role::Reference);
    // rfc1808.md section 3: "`a;p/b;q` has path `a`, params `p/b;q`".
    assert_eq!(path[4], ("2.4.5", Component::Params, some("p/b;q")));
    assert_eq!(path[5], ("2.4.6", Component::Path, some("a")));
}

/// rfc1808.md section 3: "`//g?y` has `net_loc = "g?y"` and an empty query".
#[test]
fn the_net_loc_ends_only_at_a_slash() {
    let (_, t) = trace(BASE, "//g?y");
    let p = parsed(&t, Role::Reference);
    assert_eq!(p[2], ("2.4.3", Component::Authority, some("g?y")));
    assert_eq!(p[3], ("2.4.4", Component::Query, None));
    assert!(warnings(&t).contains(&"rfc1808.net-loc-to-slash"));
}

/// rfc1808.md section 3: "`a_b:c` and `:g` have no scheme (they are relative paths); `1a:b`
/// has scheme `1a`."
#[test]
fn the_scheme_rule_of_2_4_2() {
    for (reference, scheme) in [("a_b:c", None), (":g", None), ("1a:b", some("1a"))] {
        let (_, t) = trace(BASE, reference);
        assert_eq!(
            parsed(&t, Role::Reference)[1],
            ("2.4.2", Component::Scheme, scheme),
            "{reference}"
        );
    }
}

/// rfc1808.md section 7.1: "RFC 1808 cannot tell `g?` from `g`" — the empty query is reported
/// as no query, with a warning that says so.
#[test]
fn empty_and_absent_are_the_same() {
    let (result, t) = trace(BASE, "g?");
    assert_eq!(
        parsed(&t, Role::Reference)[3],
        ("2.4.4", Component::Query, None)
    );
    assert!(warnings(&t).contains(&"rfc1808.empty-is-absent"));
    assert_eq!(result.unwrap(), resolve(Spec::Rfc1808, BASE, "g").unwrap());
    // differences.md R5: `?` gives `http://a/b/c/d;p?q` (†) "(empty query = none, Step 5b inherits `q`)".
    assert_eq!(
        resolve(Spec::Rfc1808, BASE, "?").unwrap(),
        "http://a/b/c/d;p?q"
    );
}

fn takes(t: &Trace, id: &str) -> Vec<(Component, Source, Option<String>)> {
    t.events_of(id)
        .filter_map(|(_, e)| match e.outcome {
            Outcome::Assign {
                component,
                from,
                value,
            } => Some((
                component,
                from,
                value.map(|s| s.of(t.text(from.role())).to_string()),
            )),
            _ => None,
        })
        .collect()
}

/// Step 5 (examples.md 2.1): `?y` -> `http://a/b/c/d;p?y`: path and params from the base, the
/// query the reference's own.
#[test]
fn step5_query_only_inherits_path_and_params() {
    let (result, t) = trace(BASE, "?y");
    assert_eq!(result.unwrap(), "http://a/b/c/d;p?y");
    assert_eq!(
        takes(&t, "Step 5"),
        vec![(Component::Path, Source::Base, some("b/c/d"))]
    );
    assert_eq!(
        takes(&t, "Step 5a"),
        vec![(Component::Params, Source::Base, some("p"))]
    );
    assert_eq!(
        takes(&t, "Step 5b"),
        vec![(Component::Query, Source::Reference, some("y"))]
    );
    assert!(warnings(&t).contains(&"rfc1808.query-only"));
}

/// Step 5a (examples.md 2.1): `;x` -> `http://a/b/c/d;x`: non-empty params skip to Step 7, so
/// the base query is not inherited.
#[test]
fn step5a_params_skip_to_step_7() {
    let (result, t) = trace(BASE, ";x");
    assert_eq!(result.unwrap(), "http://a/b/c/d;x");
    assert_eq!(
        takes(&t, "Step 5a"),
        vec![
            (Component::Params, Source::Reference, some("x")),
            (Component::Query, Source::Reference, None)
        ]
    );
    assert_eq!(takes(&t, "Step 5b"), vec![]);
    assert!(warnings(&t).contains(&"rfc1808.params-only"));
}

/// Step 5b (examples.md 2.1): `#s` -> `http://a/b/c/d;p?q#s`: params and query inherited.
#[test]
fn step5b_inherits_the_query() {
    let (result, t) = trace(BASE, "#s");
    assert_eq!(result.unwrap(), "http://a/b/c/d;p?q#s");
    assert_eq!(
        takes(&t, "Step 5a"),
        vec![(Component::Params, Source::Base, some("p"))]
    );
    assert_eq!(
        takes(&t, "Step 5b"),
        vec![(Component::Query, Source::Base, some("q"))]
    );
}

/// rfc1808.md section 8 (worked trace of `../g`): "6 | `b/c/` + `../g` = `b/c/../g`", "6c |
/// `c/../` removed -> `b/g`", "7 | ... -> `http://a/b/g`".
#[test]
fn worked_trace_of_dotdot_g() {
    let (result, t) = trace(BASE, "../g");
    assert_eq!(result.unwrap(), "http://a/b/g");
    let (last_merge, _) = t.events_of("Step 6").last().unwrap();
    assert_eq!(t.buffer_at(last_merge).unwrap(), "b/c/../g");
    assert_eq!(removals(&t, "Step 6a"), vec![]);
    assert_eq!(removals(&t, "Step 6b"), vec![]);
    assert_eq!(
        removals(&t, "Step 6c"),
        vec![("c/../".into(), "b/g".into())]
    );
    assert_eq!(removals(&t, "Step 6d"), vec![]);
}

/// rfc1808.md section 5.2: "`../../../g` -> `b/c/` + `../../../g` = `b/c/../../../g` -> 6c
/// `b/../../g` -> `../g`; ... Step 7 gives `http://a/../g`". Each 6c removal is reported.
#[test]
fn each_step_6c_removal_is_reported() {
    let (result, t) = trace(BASE, "../../../g");
    assert_eq!(result.unwrap(), "http://a/../g");
    assert_eq!(
        removals(&t, "Step 6c"),
        vec![
            ("c/../".into(), "b/../../g".into()),
            ("b/../".into(), "../g".into())
        ]
    );
    assert!(warnings(&t).contains(&"rfc1808.above-root"));
}

/// rfc1808.md section 5.3: under draft-05 "`b/c/../../../../g` -> `b/../../../g` -> `../../g` ->
/// (`../` + `../` matches `<segment>/../` with `<segment>` = `..`) `g` -> `http://a/g`; -06/RFC
/// 1808 stops at `../../g` -> `http://a/../../g`".
#[test]
fn draft05_lets_the_segment_be_dotdot() {
    let draft05 = Options {
        rfc1808_variant: Rfc1808Variant::Draft05,
        ..Options::default()
    };
    let (result, t) = trace_with(BASE, "../../../../g", &draft05);
    assert_eq!(result.unwrap(), "http://a/g");
    assert_eq!(
        removals(&t, "Step 6c"),
        vec![
            ("c/../".into(), "b/../../../g".into()),
            ("b/../".into(), "../../g".into()),
            ("../../".into(), "g".into())
        ]
    );
    assert!(warnings(&t).contains(&"rfc1808.draft05-dotdot"));
    let (_, step) = t.events_of("Step 6c").next().unwrap();
    assert!(
        step.step
            .text
            .contains("where <segment> and \"..\" are complete path segments")
    );

    let (result, t) = trace(BASE, "../../../../g");
    assert_eq!(result.unwrap(), "http://a/../../g");
    assert_eq!(removals(&t, "Step 6c").last().unwrap().1, "../../g");
    let (_, step) = t.events_of("Step 6c").next().unwrap();
    assert!(step.step.text.contains("not equal to \"..\""));
}

/// Step 6a/6b on `./g/.` (examples.md 2.2: `http://a/b/c/g/`): `b/c/./g/.` loses its `./`, then
/// its final `.`.
#[test]
fn steps_6a_and_6b() {
    let (result, t) = trace(BASE, "./g/.");
    assert_eq!(result.unwrap(), "http://a/b/c/g/");
    assert_eq!(
        removals(&t, "Step 6a"),
        vec![("./".into(), "b/c/g/.".into())]
    );
    assert_eq!(removals(&t, "Step 6b"), vec![(".".into(), "b/c/g/".into())]);
}

/// Step 6d on `..` (examples.md 2.1: `http://a/b/`) and `../..` (`http://a/`).
#[test]
fn step_6d() {
    let (result, t) = trace(BASE, "..");
    assert_eq!(result.unwrap(), "http://a/b/");
    assert_eq!(removals(&t, "Step 6d"), vec![("c/..".into(), "b/".into())]);
    let (result, t) = trace(BASE, "../..");
    assert_eq!(result.unwrap(), "http://a/");
    assert_eq!(
        removals(&t, "Step 6c"),
        vec![("c/../".into(), "b/..".into())]
    );
    assert_eq!(removals(&t, "Step 6d"), vec![("b/..".into(), "".into())]);
}

/// rfc1808.md section 5.2: "Path segments inside the string are `/`-separated and may be empty
/// (`segment = *pchar`): `b/c//../g` -> `b/c/g` (the empty segment counts)."
#[test]
fn an_empty_segment_is_a_segment() {
    let (result, t) = trace("http://a/b/c//d", "../g");
    assert_eq!(result.unwrap(), "http://a/b/c/g");
    assert_eq!(
        removals(&t, "Step 6c"),
        vec![("/../".into(), "b/c/g".into())]
    );
}

/// The warnings that explain where RFC 1808 differs, each on the example that shows it.
#[test]
fn instructive_warnings() {
    for (base, reference, expected, warning) in [
        // examples.md 2.2 and differences.md R10.
        (BASE, "/./g", "http://a/./g", "rfc1808.no-dot-removal"),
        // differences.md R12: `http://g/./h` (†).
        (BASE, "//g/./h", "http://g/./h", "rfc1808.no-dot-removal"),
        // examples.md 2.2: the loophole paragraph.
        (BASE, "http:g", "http:g", "rfc1808.same-scheme"),
        // examples.md 2.2: "An empty reference resolves to the complete base URL".
        (
            BASE,
            "",
            "http://a/b/c/d;p?q#f",
            "rfc1808.fragment-inherited",
        ),
        // rfc1808.md 7.5 (?): "emit `/` whenever a net_loc is written and the path is non-empty".
        ("http://a", "g", "http://a/g", "rfc1808.slash-inserted"),
        // rfc1808.md 7.3 (?): "`file:///x/y` + `g` gives `file:///x/g`".
        ("file:///x/y", "g", "file:///x/g", "rfc1808.empty-net-loc"),
        // rfc1808.md 7.6: "Step 1 with a relative embedded URL and no base: ... returned unchanged".
        ("", "g", "g", "rfc1808.no-base"),
    ] {
        let (result, t) = trace(base, reference);
        assert_eq!(result.unwrap(), expected, "{base} + {reference}");
        assert!(
            warnings(&t).contains(&warning),
            "{base} + {reference}: {:?}",
            warnings(&t)
        );
    }
    // And no warning at all on a plain example.
    let (_, t) = trace(BASE, "g");
    assert_eq!(warnings(&t), Vec::<&str>::new());
}

/// Step 2b: "interpreted as an absolute URL and we are done" — no dot processing
/// (rfc1808.md 7.7: "`http://a/b/../c` keeps its `..`").
#[test]
fn a_scheme_ends_resolution_untouched() {
    let (result, t) = trace(BASE, "http://a/b/../c");
    assert_eq!(result.unwrap(), "http://a/b/../c");
    assert_eq!(t.events_of("Step 6c").count(), 0);
    assert_eq!(t.events_of("Step 7").count(), 0);
}

/// A base without a scheme is an error value that names the base.
#[test]
fn a_base_needs_a_scheme() {
    let err = resolve(Spec::Rfc1808, "/a/b", "g").unwrap_err();
    assert!(matches!(err, Error::BaseWithoutScheme { ref base, .. } if base == "/a/b"));
    assert!(err.to_string().contains("/a/b"));
}

/// The workspace spans of a removal point at the text they name.
#[test]
fn removal_spans_are_workspace_spans() {
    let (_, t) = trace(BASE, "g/../h");
    let (i, e) = t
        .events_of("Step 6c")
        .find(|(_, e)| matches!(e.outcome, Outcome::Buffer(c) if c.removed() > 0))
        .unwrap();
    let Outcome::Buffer(change) = e.outcome else {
        unreachable!()
    };
    let (_, ws) = t.workspace_for(i).unwrap();
    assert_eq!(ws, "b/c/g/../h");
    assert_eq!(change.deleted(), [Span::new(4, 6), Span::new(6, 9)]);
    assert_eq!(change.at_offset(), 4);
    assert_eq!(t.buffer_at(i).unwrap(), "b/c/h");
}
