//! RFC 1630 traces: R0-R5, the steps uriscope reads in RFC 1630's "Partial (relative) form"
//! section, each R4 removal, the slash-run ambiguity and the warnings where uriscope chooses.
//! Expected values are RFC 1630's own examples (both contexts) and its rules applied by hand.

use uriscope::trace::Outcome;
use uriscope::trace::Trace;
use uriscope::{Component, Role};
use uriscope::{Error, Options, Spec, resolve, resolve_with};

/// RFC 1630's own context (examples.md 1).
const MAGIC: &str = "magic://a/b/c//d/e/f";
/// The RFC 2396/3986 base the profile rows use (examples.md 5).
const BASE: &str = "http://a/b/c/d;p?q";

fn trace(base: &str, reference: &str) -> (Result<String, Error>, Trace) {
    let mut trace = Trace::default();
    let result = resolve_with(
        Spec::Rfc1630,
        base,
        reference,
        &Options::default(),
        &mut trace,
    );
    (result, trace)
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

/// Every R4 removal: (removed workspace text, buffer after it).
fn removals(trace: &Trace) -> Vec<(String, String)> {
    trace
        .events_of("R4")
        .filter(|(_, e)| matches!(e.outcome, Outcome::Buffer(c) if c.removed() > 0))
        .map(|(i, _)| (trace.removed_text(i).unwrap(), trace.buffer_at(i).unwrap()))
        .collect()
}

fn ids(trace: &Trace) -> Vec<&'static str> {
    let mut ids: Vec<&str> = trace.events().iter().map(|e| e.step.id).collect();
    ids.dedup();
    ids
}

/// examples.md 1: all five RFC examples, in both contexts ("the results would be exactly the
/// same").
#[test]
fn the_five_rfc_examples_in_both_contexts() {
    for context in [MAGIC, "magic://a/b/c//d/e/"] {
        for (reference, expected) in [
            ("g", "magic://a/b/c//d/e/g"),
            ("/g", "magic://a/g"),
            ("//g", "magic://g"),
            ("../g", "magic://a/b/c//d/g"),
            ("g:h", "g:h"),
        ] {
            assert_eq!(
                resolve(Spec::Rfc1630, context, reference).unwrap(),
                expected,
                "{context} + {reference}"
            );
        }
    }
}

/// The steps run in the profile's order and stop where the rules say.
#[test]
fn the_rules_run_in_order() {
    let (_, t) = trace(MAGIC, "../g#s");
    assert_eq!(ids(&t), ["context", "R0", "R1", "R2", "R3", "R4", "R5"]);
    let (_, t) = trace(MAGIC, "g:h");
    assert_eq!(ids(&t), ["context", "R0", "R1"]);
    let (_, t) = trace(MAGIC, "/g");
    assert_eq!(ids(&t), ["context", "R0", "R1", "R2", "R5"]);
}

/// R0 sets the fragment-id aside; R5 puts it back (rfc1630.md 6; examples.md 5 `g#s/../x` ->
/// `http://a/b/c/g#s/../x` (†): no dot removal inside the fragment).
#[test]
fn the_fragment_is_set_aside_and_reattached() {
    let (result, t) = trace(BASE, "g#s/../x");
    assert_eq!(result.unwrap(), "http://a/b/c/g#s/../x");
    let fragment = t
        .events_of("R0")
        .find_map(|(_, e)| match e.outcome {
            Outcome::Parsed {
                role: Role::Reference,
                component: Component::Fragment,
                value,
            } => value,
            _ => None,
        })
        .unwrap();
    assert_eq!(fragment.of(t.reference()), "s/../x");
    assert_eq!(removals(&t), vec![]);
}

/// The literal wording contradicts `/g`; the warning quotes it where its two readings give
/// different results (a note only where it decides), and a second one says that they do.
#[test]
fn the_slash_run_ambiguity_is_explained() {
    let (result, t) = trace(MAGIC, "/g");
    assert_eq!(result.unwrap(), "magic://a/g");
    let w = warnings(&t);
    assert!(w.contains(&"rfc1630.slash-run-ambiguous"));
    // Reading B would give `magic://a/b/c//d/g` (differences.md F1).
    assert!(w.contains(&"rfc1630.slash-run-readings-differ"));
    let (_, step) = t.events_of("R2").next().unwrap();
    assert!(
        step.step
            .text
            .contains("which has no greater number of consecutive slashes")
    );

    // `//g`: Reading B gives `magic://g` too: the ambiguity decides nothing, no note.
    let (result, t) = trace(MAGIC, "//g");
    assert_eq!(result.unwrap(), "magic://g");
    let w = warnings(&t);
    assert!(!w.contains(&"rfc1630.slash-run-ambiguous"), "{w:?}");
    assert!(!w.contains(&"rfc1630.slash-run-readings-differ"), "{w:?}");

    // No slash, no slash-run warning.
    let (_, t) = trace(MAGIC, "g");
    assert!(!warnings(&t).contains(&"rfc1630.slash-run-ambiguous"));
}

/// differences.md R20: "no run of exactly 3 slashes in the context: unspecified, error (?)".
#[test]
fn an_unmatched_slash_run_is_an_error_value() {
    let err = resolve(Spec::Rfc1630, BASE, "///g").unwrap_err();
    let Error::Unresolvable { step, ref reason } = err else {
        panic!("{err:?}")
    };
    // The slash rule failed, and the error says so, citing it.
    assert_eq!((step.spec(), step.id), (Some(Spec::Rfc1630), "R2"));
    assert!(reason.contains("3 consecutive slashes"), "{reason}");
    assert!(
        err.to_string()
            .starts_with("RFC 1630 \"Partial (relative) form\", the slash rule: "),
        "{err}"
    );
}

/// differences.md R22: base `news:a/b`, `/g` -> "first run of exactly one `/` is after `a`:
/// `news:a/g` (†)".
#[test]
fn rule_2_without_a_host() {
    assert_eq!(
        resolve(Spec::Rfc1630, "news:a/b", "/g").unwrap(),
        "news:a/g"
    );
}

/// examples.md 5 (and its note): `../../../g` -> `http://a/../g` (?) "with the host protected";
/// each R4 removal reported.
#[test]
fn each_r4_removal_is_reported_and_the_host_is_protected() {
    let (result, t) = trace(BASE, "../../../g");
    assert_eq!(result.unwrap(), "http://a/../g");
    assert_eq!(
        removals(&t),
        vec![
            ("c/../".into(), "/b/../../g".into()),
            ("b/../".into(), "/../g".into())
        ]
    );
    assert!(warnings(&t).contains(&"rfc1630.host-protected"));
}

/// rfc1630.md 6 R4 and differences.md F2: "`./../g` gives `.../b/g` this way" (leftmost of
/// either pattern: `/.` first).
#[test]
fn the_leftmost_pattern_goes_first() {
    let (result, t) = trace(BASE, "./../g");
    assert_eq!(result.unwrap(), "http://a/b/g");
    let r = removals(&t);
    assert_eq!(r.len(), 2);
    assert_eq!(r[0].1, "/b/c/../g");
    assert_eq!(r[1], ("c/../".into(), "/b/g".into()));
}

/// differences.md R9: `../../../../g` -> `http://a/g` (†) "(`xxx` unrestricted)".
#[test]
fn xxx_may_be_dotdot() {
    let (result, t) = trace(BASE, "../../../../g");
    assert_eq!(result.unwrap(), "http://a/g");
    assert_eq!(
        removals(&t).last().unwrap(),
        &("../../".into(), "/g".into())
    );
    assert!(warnings(&t).contains(&"rfc1630.dotdot-as-xxx"));
}

/// rfc1630.md 4: "`.` -> `.../e/.` -> `/.` removed -> ... (no trailing slash)"; "`..` ... is
/// left as `.../e/..`".
#[test]
fn final_dot_and_final_dotdot() {
    let (result, t) = trace(BASE, ".");
    assert_eq!(result.unwrap(), "http://a/b/c");
    assert_eq!(removals(&t), vec![("/.".into(), "/b/c".into())]);
    assert!(warnings(&t).contains(&"rfc1630.final-dot"));

    let (result, t) = trace(BASE, "..");
    assert_eq!(result.unwrap(), "http://a/b/c/..");
    assert_eq!(removals(&t), vec![]);
    assert!(warnings(&t).contains(&"rfc1630.final-dotdot"));
}

/// Where RFC 1630 is silent the events say the behaviour is a profile choice (examples.md 5 and
/// differences.md: `""`, `#s`, `?y` are (?)).
#[test]
fn profile_choices_are_announced() {
    for (base, reference, expected, warning) in [
        (BASE, "", "http://a/b/c/", "rfc1630.empty-reference"),
        (BASE, "#s", "http://a/b/c/#s", "rfc1630.fragment-only"),
        (BASE, "?y", "http://a/b/c/?y", "rfc1630.partial-search"),
        (
            "http://a/b/c/d;p?q#f/h",
            "",
            "http://a/b/c/",
            "rfc1630.context-fragment",
        ),
        (
            "http://a/b/c/d;p?q#f?h",
            "g",
            "http://a/b/c/g",
            "rfc1630.context-fragment",
        ),
        (
            "http://a/b/c/d;p?q/r",
            "g",
            "http://a/b/c/g",
            "rfc1630.context-search",
        ),
        ("news:a", "g", "news:g", "rfc1630.context-without-slash"),
        // differences.md R21: "rightmost `/` is inside `//`: `http://g` (?)".
        ("http://a", "g", "http://g", "rfc1630.host-replaced"),
        // differences.md P8: "colon before any slash -> "absolute" `g?x:y` (?)".
        (BASE, "g?x:y", "g?x:y", "rfc1630.colon-after-question-mark"),
        // differences.md R18: `http:g` (†) "(colon before slash = absolute)".
        (BASE, "http:g", "http:g", "rfc1630.same-scheme"),
    ] {
        let (result, t) = trace(base, reference);
        assert_eq!(result.unwrap(), expected, "{base} + {reference}");
        let w = warnings(&t);
        assert!(w.contains(&warning), "{base} + {reference}: {w:?}");
        if warning != "rfc1630.host-replaced"
            && warning != "rfc1630.colon-after-question-mark"
            && warning != "rfc1630.same-scheme"
        {
            let text = t
                .events()
                .iter()
                .find_map(|e| match e.outcome {
                    Outcome::Warning(w) if w.id == warning => Some(w.text),
                    _ => None,
                })
                .unwrap();
            assert!(
                text.starts_with("uriscope's reading, not RFC text"),
                "{text}"
            );
        }
    }
}

/// R5 quotes RFC 1630 in its step text, and says in its decision that reattaching the
/// fragment-id last is uriscope's reading.
#[test]
fn r5_says_what_is_uriscopes_reading() {
    let (_, t) = trace(BASE, "g#s");
    let (_, e) = t.events_of("R5").next().unwrap();
    assert_eq!(
        e.step.text,
        "The fragment-id follows the URL of the whole object from which it is separated by a \
         hash sign (#)."
    );
    let Outcome::Decision(decision) = e.outcome else {
        panic!("R5 records a decision: {:?}", e.outcome)
    };
    assert!(decision.starts_with("uriscope's reading"), "{decision}");
}

/// A note of uriscope's reading appears only when the input exercises it: the context's search
/// and fragment-id matter only when they hold what the rules look for.
#[test]
fn a_reading_is_noted_only_where_it_decides() {
    for (base, reference) in [
        (BASE, "g"),
        ("http://a/b/c/d;p?q#f", ""),
        ("http://a/b/c/d;p?q#f", "g"),
        (
            "https://shop.example.com/en-GB/catalog/model-x?ref=nav#specs",
            "%2e%2e/x",
        ),
    ] {
        let (_, t) = trace(base, reference);
        let w = warnings(&t);
        assert!(
            !w.contains(&"rfc1630.context-search") && !w.contains(&"rfc1630.context-fragment"),
            "{base} + {reference}: {w:?}"
        );
    }
}

/// A context that is not a full URI (no colon before any slash) is an error value.
#[test]
fn the_context_needs_a_scheme() {
    for base in ["", "/a/b", "a/b:c", ":a"] {
        let err = resolve(Spec::Rfc1630, base, "g").unwrap_err();
        assert!(
            matches!(err, Error::BaseWithoutScheme { .. }),
            "{base}: {err:?}"
        );
    }
}
