//! Properties of the RFC 3986 resolver: it never panics; its remove_dot_segments is the
//! section 5.2.4 two-buffer algorithm (checked against a literal transcription, state by state);
//! it agrees with an independent RFC 3986 implementation (oxiri); and it is linear.

use proptest::prelude::*;
use uriscope::__private::remove_dot_segments;
use uriscope::trace::NoTrace;
use uriscope::trace::Outcome;
use uriscope::trace::Trace;
use uriscope::{Options, Spec, resolve, resolve_with};

/// Section 5.2.4 transcribed literally onto two `String`s, recording the state after each step
/// as the RFC's tables show it: (step label, output buffer, input buffer).
fn literal(path: &str) -> Vec<(&'static str, String, String)> {
    // "1. The input buffer is initialized with the now-appended path components and the output
    // buffer is initialized to the empty string."
    let mut input = path.to_string();
    let mut output = String::new();
    let mut rows = vec![("1", output.clone(), input.clone())];
    // "2. While the input buffer is not empty, loop as follows:"
    while !input.is_empty() {
        let rule = if input.starts_with("../") || input.starts_with("./") {
            // "A. If the input buffer begins with a prefix of "../" or "./", then remove that
            // prefix from the input buffer"
            let n = if input.starts_with("../") { 3 } else { 2 };
            input.drain(..n);
            "2A"
        } else if input.starts_with("/./") || input == "/." {
            // "B. [...] "/./" or "/.", where "." is a complete path segment, then replace that
            // prefix with "/" in the input buffer"
            let n = if input == "/." { 2 } else { 3 };
            input.replace_range(..n, "/");
            "2B"
        } else if input.starts_with("/../") || input == "/.." {
            // "C. [...] replace that prefix with "/" in the input buffer and remove the last
            // segment and its preceding "/" (if any) from the output buffer"
            let n = if input == "/.." { 3 } else { 4 };
            input.replace_range(..n, "/");
            match output.rfind('/') {
                Some(slash) => output.truncate(slash),
                None => output.clear(),
            }
            "2C"
        } else if input == "." || input == ".." {
            // "D. if the input buffer consists only of "." or "..", then remove that"
            input.clear();
            "2D"
        } else {
            // "E. move the first path segment in the input buffer to the end of the output
            // buffer, including the initial "/" character (if any) and any subsequent characters
            // up to, but not including, the next "/" character or the end of the input buffer."
            let from = usize::from(input.starts_with('/'));
            let end = input[from..].find('/').map_or(input.len(), |i| from + i);
            output.push_str(&input[..end]);
            input.drain(..end);
            "2E"
        };
        rows.push((rule, output.clone(), input.clone()));
    }
    // "3. Finally, the output buffer is returned as the result of remove_dot_segments."
    rows.push(("3", output, String::new()));
    rows
}

/// The (label, output, input) rows the trace reports for its remove_dot_segments events.
fn traced_rows(trace: &Trace) -> Vec<(&'static str, String, String)> {
    trace
        .events()
        .iter()
        .enumerate()
        .filter(|(_, event)| event.step.place.starts_with("§5.2.4"))
        .filter_map(|(i, event)| match event.outcome {
            Outcome::Buffer(change) => {
                let split = change.split()?;
                let buffer = trace.buffer_at(i)?;
                assert_eq!(buffer.len(), change.len());
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

fn segment() -> impl Strategy<Value = &'static str> {
    prop_oneof![
        Just(""),
        Just("."),
        Just(".."),
        Just("a"),
        Just("b"),
        Just(".a"),
        Just("a."),
        Just("..."),
        Just("g;x=1"),
    ]
}

/// A path of random segments, absolute or not.
fn path() -> impl Strategy<Value = String> {
    (any::<bool>(), prop::collection::vec(segment(), 0..10)).prop_map(|(absolute, segs)| {
        let joined = segs.join("/");
        if absolute {
            format!("/{joined}")
        } else {
            joined
        }
    })
}

fn non_strict() -> Options {
    Options {
        non_strict: true,
        ..Options::default()
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    /// Any text at all: a value or an error, never a panic; and every traced buffer is
    /// consistent (buffer_at has the length the event announces, the split lies inside it).
    #[test]
    fn never_panics(base in ".{0,40}", reference in ".{0,40}") {
        for options in [Options::default(), non_strict()] {
            let mut trace = Trace::default();
            let traced = resolve_with(Spec::Rfc3986, &base, &reference, &options, &mut trace);
            let plain = resolve_with(Spec::Rfc3986, &base, &reference, &options, &mut NoTrace);
            prop_assert_eq!(&traced, &plain);
            for (i, event) in trace.events().iter().enumerate() {
                if let Outcome::Buffer(change) = event.outcome {
                    let buffer = trace.buffer_at(i).unwrap();
                    prop_assert_eq!(buffer.len(), change.len());
                    prop_assert!(change.split().unwrap() <= change.len());
                }
            }
        }
        let _ = resolve(Spec::Whatwg, &base, &reference);
    }

    /// The same with the characters that matter to the algorithm, so every branch is reached.
    #[test]
    fn never_panics_on_delimiters(base in "[a:/?#.%]{0,24}", reference in "[a:/?#.%;]{0,24}") {
        for options in [Options::default(), non_strict()] {
            let mut trace = Trace::default();
            let result = resolve_with(Spec::Rfc3986, &base, &reference, &options, &mut trace);
            prop_assert_eq!(result.is_ok(), uriscope::grammar::UriRef::parse(&base).scheme.is_some());
            for (i, event) in trace.events().iter().enumerate() {
                if let Outcome::Buffer(change) = event.outcome {
                    prop_assert_eq!(trace.buffer_at(i).unwrap().len(), change.len());
                }
            }
        }
        let _ = resolve(Spec::Whatwg, &base, &reference);
    }

    /// remove_dot_segments gives the literal two-string algorithm's result.
    #[test]
    fn remove_dot_segments_is_the_literal_algorithm(p in path()) {
        let rows = literal(&p);
        prop_assert_eq!(remove_dot_segments(&p), rows.last().unwrap().1.clone());
    }

    /// And the trace reports the literal algorithm's every state, on merged paths (5.2.3):
    /// same rule, same output buffer, same input buffer, step by step.
    #[test]
    fn trace_is_the_literal_table(base_path in path(), with_authority in any::<bool>(),
                                  reference in path()) {
        prop_assume!(!reference.is_empty() && !reference.starts_with('/'));
        let (base, head) = if with_authority {
            let base_path = if base_path.is_empty() || base_path.starts_with('/') {
                base_path
            } else {
                format!("/{base_path}")
            };
            // 5.2.3: "/" for a defined authority and an empty path, else up to the last "/".
            let head = if base_path.is_empty() {
                "/".to_string()
            } else {
                base_path[..=base_path.rfind('/').unwrap()].to_string()
            };
            (format!("http://h{base_path}"), head)
        } else {
            prop_assume!(!base_path.starts_with("//"));
            let head = base_path.rfind('/').map_or(String::new(), |s| base_path[..=s].to_string());
            (format!("x:{base_path}"), head)
        };
        let mut trace = Trace::default();
        resolve_with(Spec::Rfc3986, &base, &reference, &Options::default(), &mut trace).unwrap();
        prop_assert_eq!(traced_rows(&trace), literal(&format!("{head}{reference}")));
    }
}

/// References built from characters every RFC 3986 parser accepts.
fn reference() -> impl Strategy<Value = String> {
    let prefix = prop_oneof![
        Just(""),
        Just(""),
        Just("/"),
        Just("//h"),
        Just("//h/"),
        Just("//"),
        Just("x:"),
        Just("http:"),
    ];
    let query = prop_oneof![Just(""), Just("?"), Just("?y"), Just("?y/../x")];
    let fragment = prop_oneof![Just(""), Just("#"), Just("#s"), Just("#s/./x")];
    (
        prefix,
        prop::collection::vec(segment(), 0..6),
        query,
        fragment,
    )
        .prop_map(|(prefix, segs, q, f)| format!("{prefix}{}{q}{f}", segs.join("/")))
}

fn base() -> impl Strategy<Value = String> {
    let start = prop_oneof![
        Just("http://a"),
        Just("http://a/"),
        Just("http://"),
        Just("foo:"),
        Just("foo:/"),
        Just("foo:r"),
    ];
    let query = prop_oneof![Just(""), Just("?q")];
    let fragment = prop_oneof![Just(""), Just("#f")];
    (
        start,
        prop::collection::vec(segment(), 0..5),
        query,
        fragment,
    )
        .prop_map(|(start, segs, q, f)| {
            let sep = if start.ends_with('/') || start.ends_with(':') || segs.is_empty() {
                ""
            } else {
                "/"
            };
            format!("{start}{sep}{}{q}{f}", segs.join("/"))
        })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2048, ..ProptestConfig::default() })]

    /// Agreement with oxiri (an independent RFC 3986/3987 implementation) wherever oxiri accepts
    /// the inputs and produces a result. oxiri refuses, as errors, two things the RFC resolves:
    /// a result whose path starts with `//` without an authority (rfc3986.md section 9 "known
    /// gap"), and `..` against a base without a scheme; those cases are skipped.
    #[test]
    fn agrees_with_oxiri(base in base(), reference in reference()) {
        let Ok(oxiri_base) = oxiri::Iri::parse(base.as_str()) else { return Ok(()) };
        let Ok(oxiri_ref) = oxiri::IriRef::parse(reference.as_str()) else { return Ok(()) };
        let Ok(expected) = oxiri_base.resolve(&oxiri_ref) else { return Ok(()) };
        let ours = resolve(Spec::Rfc3986, &base, &reference).unwrap();
        prop_assert_eq!(ours, expected.into_inner());
    }
}

/// `../` 100,000 times against a base of 10,000 segments: every segment is climbed out of,
/// and 5.2.4 never keeps a `..` above the root (examples.md §4: `../../../g` -> `http://a/g`).
#[test]
fn linear_on_many_dot_dots() {
    let base = format!("http://a/{}d", "s/".repeat(10_000));
    let reference = format!("{}g", "../".repeat(100_000));
    assert_eq!(
        resolve(Spec::Rfc3986, &base, &reference).unwrap(),
        "http://a/g"
    );
    let mut trace = Trace::default();
    let traced = resolve_with(
        Spec::Rfc3986,
        &base,
        &reference,
        &Options::default(),
        &mut trace,
    );
    assert_eq!(traced.unwrap(), "http://a/g");
    // One event per loop iteration: 10,000 base segments moved (2E), 100,000 rule-C
    // iterations, `g` moved, plus 5.2.3 filling the input buffer, and steps 1 and 3.
    let buffer_events = trace
        .events()
        .iter()
        .filter(|e| matches!(e.outcome, Outcome::Buffer(_)))
        .count();
    assert_eq!(buffer_events, 3 + 10_000 + 100_000 + 1);
}

/// `a/./b/../` 100,000 times: each repetition keeps `a/` (`b/../` cancels, `./` vanishes).
#[test]
fn linear_on_many_mixed_dot_segments() {
    let base = format!("http://a/{}d", "s/".repeat(10_000));
    let reference = format!("{}g", "a/./b/../".repeat(100_000));
    let expected = format!("http://a/{}{}g", "s/".repeat(10_000), "a/".repeat(100_000));
    assert_eq!(resolve(Spec::Rfc3986, &base, &reference).unwrap(), expected);
    let mut trace = Trace::default();
    let traced = resolve_with(
        Spec::Rfc3986,
        &base,
        &reference,
        &Options::default(),
        &mut trace,
    );
    assert_eq!(traced.unwrap(), expected);
    // A megabyte of path with no dot segment at all.
    let long = "x".repeat(1 << 20);
    assert_eq!(
        resolve(Spec::Rfc3986, "http://a/b", &long).unwrap(),
        format!("http://a/{long}")
    );
}

/// The oxiri comparison is not vacuous: oxiri accepts and resolves most generated pairs (the
/// skipped ones are the `//`-path results it refuses).
#[test]
fn oxiri_comparison_covers_most_inputs() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::TestRunner;
    let mut runner = TestRunner::deterministic();
    let mut compared = 0;
    for _ in 0..1000 {
        let b = base().new_tree(&mut runner).unwrap().current();
        let r = reference().new_tree(&mut runner).unwrap().current();
        let (Ok(ob), Ok(or)) = (
            oxiri::Iri::parse(b.as_str()),
            oxiri::IriRef::parse(r.as_str()),
        ) else {
            continue;
        };
        if let Ok(expected) = ob.resolve(&or) {
            assert_eq!(
                resolve(Spec::Rfc3986, &b, &r).unwrap(),
                expected.into_inner()
            );
            compared += 1;
        }
    }
    assert!(
        compared >= 900,
        "only {compared} of 1000 pairs were compared"
    );
}
