//! A base parsed once (`Base`) resolves exactly as the two texts do (`resolve`, `resolve_with`),
//! with the same trace; the bundle (`Resolution`) holds what every view reads.

use proptest::prelude::*;
use uriscope::grammar::Severity;
use uriscope::trace::Trace;
use uriscope::trace::Warnings;
use uriscope::{Base, Component, Error, Options, Resolution, Role, Spec, resolve, resolve_with};

const BASE: &str = "http://a/b/c/d;p?q";

#[test]
fn a_base_no_reference_can_resolve_against_is_refused_once() {
    for spec in [Spec::Rfc1630, Spec::Rfc1808, Spec::Rfc2396, Spec::Rfc3986] {
        let error = Base::parse(spec, "a/b", &Options::default()).unwrap_err();
        assert!(
            matches!(error, Error::BaseWithoutScheme { .. }),
            "{spec:?}: {error}"
        );
        // The free function reports the same error for every reference.
        assert_eq!(resolve(spec, "a/b", "g"), Err(error));
    }
    let error = Base::parse(Spec::Whatwg, "http://[::1", &Options::default()).unwrap_err();
    assert!(
        matches!(
            error,
            Error::Whatwg {
                role: Role::Base,
                ..
            }
        ),
        "{error}"
    );
    // The API URL parser, step 2: "Set parsedBase to the result of running the basic URL
    // parser on base. If parsedBase is failure, then return failure."
    assert_eq!(
        error.step().unwrap().citation().to_string(),
        "WHATWG URL §6.1 API URL parser, step 2"
    );
    // RFC 1808 step 1: an empty base is "unknown", and the embedded URL is taken as it is.
    let unknown = Base::parse(Spec::Rfc1808, "", &Options::default()).unwrap();
    assert_eq!(unknown.resolve("g;x?y").unwrap(), "g;x?y");
}

#[test]
fn a_switch_the_specification_does_not_read_is_refused() {
    let options = Options {
        non_strict: true,
        ..Options::default()
    };
    let error = Base::parse(Spec::Whatwg, BASE, &options).unwrap_err();
    assert!(matches!(error, Error::SwitchDoesNotApply { .. }), "{error}");
}

#[test]
fn a_result_is_split_as_its_specification_reads_it() {
    let options = Options::default();
    let rfc1808 = Base::parse(Spec::Rfc1808, BASE, &options).unwrap();
    let resolved = rfc1808.resolve("g;x?y#s").unwrap();
    assert_eq!(resolved.as_str(), "http://a/b/c/g;x?y#s");
    // RFC 1808 §2.4: `;params` is a component, and the path has no leading slash.
    assert_eq!(resolved.component(Component::Params), Some("x"));
    assert_eq!(resolved.component(Component::Path), Some("b/c/g"));
    // The Appendix B split, whatever the specification.
    assert_eq!(resolved.uri_ref().path(), "/b/c/g;x");
    assert!(resolved.record().is_none());

    let whatwg = Base::parse(Spec::Whatwg, BASE, &options).unwrap();
    let resolved = whatwg.resolve("\\x").unwrap();
    assert_eq!(resolved.to_string(), "http://a/x");
    assert_eq!(resolved.record().unwrap().attributes().pathname, "/x");
    assert_eq!(resolved.component(Component::Authority), Some("a"));
}

#[test]
fn the_bundle_holds_the_findings_of_the_base_the_reference_and_the_result() {
    // Under WHATWG, the base's validation errors are the base's, the reference's its own.
    let base = Base::parse(Spec::Whatwg, "http://a_b/c", &Options::default()).unwrap();
    assert_eq!(
        base.findings().iter().map(|f| f.rule()).collect::<Vec<_>>(),
        ["domain-to-ASCII"]
    );
    let resolution = Resolution::new(&base, "\\g");
    assert_eq!(resolution.findings(Role::Base), base.findings());
    let reference: Vec<_> = resolution
        .findings(Role::Reference)
        .iter()
        .map(|f| (f.rule(), f.at(), f.severity()))
        .collect();
    assert_eq!(
        reference,
        [("invalid-reverse-solidus", Some(0), Severity::Warning)]
    );
    // The one that ends a parse in failure is an error, with the failure's words.
    let failed = Resolution::new(&base, "http://a:99999/");
    let last = failed.findings(Role::Reference).last().unwrap();
    assert_eq!(
        (last.rule(), last.severity()),
        ("port-out-of-range", Severity::Error)
    );
    assert!(
        last.message().contains("returns failure"),
        "{}",
        last.message()
    );

    // Under an RFC, the grammar's: RFC 2396 reads `http://a` + `g` as `http://ag`.
    let base = Base::parse(Spec::Rfc2396, "http://a", &Options::default()).unwrap();
    let resolution = Resolution::new(&base, "g h");
    assert_eq!(resolution.result().unwrap().as_str(), "http://ag h");
    assert!(
        resolution
            .findings(Role::Reference)
            .iter()
            .any(|f| f.at() == Some(1))
    );
    assert!(
        resolution
            .findings(Role::Result)
            .iter()
            .any(|f| f.at() == Some(9))
    );
    let authority = &resolution.provenance()[1];
    assert_eq!(authority.component, Component::Authority);
    assert!(authority.reads_back_differently());
    assert_eq!(
        (
            authority.assigned.as_deref(),
            authority.read_back.as_deref()
        ),
        (Some("a"), Some("ag h"))
    );
}

#[test]
fn a_summary_is_the_bundle_without_the_trace() {
    for spec in Spec::ALL {
        let base = Base::parse(spec, BASE, &Options::default()).unwrap();
        for reference in ["../g", " \\x", "g h?%zz", "//[::1]:8080/p"] {
            let full = Resolution::new(&base, reference);
            let summary = Resolution::summary(&base, reference);
            assert!(summary.traced().is_none() && full.traced().is_some());
            assert_eq!(summary.result(), full.result(), "{spec:?} {reference:?}");
            assert_eq!(
                summary.warnings(),
                full.warnings(),
                "{spec:?} {reference:?}"
            );
            for role in [Role::Base, Role::Reference, Role::Result] {
                assert_eq!(
                    summary.findings(role),
                    full.findings(role),
                    "{spec:?} {role:?}"
                );
            }
            // Each event's step is found by bisection among the steps computed once.
            for (i, _) in full.trace().events().iter().enumerate() {
                let step = full.step_of_event(i).unwrap();
                assert!(step.events.contains(&i));
            }
        }
    }
}

fn uri_text() -> impl Strategy<Value = String> {
    let prefix = prop_oneof![
        Just(""),
        Just("http:"),
        Just("http://"),
        Just("foo:"),
        Just("file:///"),
        Just("//"),
        Just("/"),
    ];
    (prefix, "[a-z.:/?#;=%\\\\@\\[\\] 0-9]{0,16}").prop_map(|(p, rest)| format!("{p}{rest}"))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    /// For every specification: a base parsed once gives what the two texts give, with the same
    /// events and warnings; a base `Base::parse` refuses gives that error for every reference.
    #[test]
    fn a_parsed_base_resolves_as_the_texts_do(base in uri_text(), reference in uri_text()) {
        for spec in Spec::ALL {
            let options = Options::default();
            let mut expected = Trace::default();
            let want = resolve_with(spec, &base, &reference, &options, &mut expected);
            match Base::parse(spec, &base, &options) {
                Ok(parsed) => {
                    let mut trace = Trace::default();
                    let got = parsed.resolve_with(&reference, &mut trace);
                    prop_assert_eq!(got.map(|r| r.into_string()), want.clone());
                    prop_assert_eq!(trace.events(), expected.events());
                    prop_assert_eq!(Warnings::of(&trace), Warnings::of(&expected));
                    let bundle = Resolution::new(&parsed, &reference);
                    prop_assert_eq!(bundle.result().ok().map(|r| r.as_str()), want.as_deref().ok());
                }
                Err(error) => prop_assert_eq!(want, Err(error)),
            }
        }
    }
}

/// A base without a scheme is refused by every RFC, each in its own words: RFC 2396 §5.2 and
/// RFC 3986 §5.2.1 are quoted as they read ("the base URI", "a base URI"); RFC 1630 and
/// RFC 1808 have no such sentence, so none is quoted for them.
#[test]
fn a_base_without_a_scheme_quotes_only_the_documents_that_say_so() {
    let quote = "only the scheme component is required to be present in";
    for (spec, words) in [
        (Spec::Rfc1630, None),
        (Spec::Rfc1808, None),
        (
            Spec::Rfc2396,
            Some("(\"only the scheme component is required to be present in the base URI\")"),
        ),
        (
            Spec::Rfc3986,
            Some("(\"only the scheme component is required to be present in a base URI\")"),
        ),
    ] {
        let error = Base::parse(spec, "/rel", &Options::default())
            .unwrap_err()
            .to_string();
        assert!(
            error.contains("the base `/rel` has no scheme"),
            "{spec}: {error}"
        );
        match words {
            Some(words) => assert!(error.ends_with(words), "{spec}: {error}"),
            None => assert!(!error.contains(quote), "{spec}: {error}"),
        }
    }
}
