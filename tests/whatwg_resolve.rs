//! The WHATWG resolver: the url crate's result, its failures as error values with the crate's
//! message, and the one event that says the steps are not traced.

use uriscope::core::{Outcome, Trace};
use uriscope::{Error, Options, Spec, resolve, resolve_with};

#[test]
fn result_and_the_not_traced_event() {
    let mut trace = Trace::default();
    // WHATWG URL Standard, relative state with `?`: the base's path is kept.
    let result = resolve_with(
        Spec::Whatwg,
        "http://a/b/c/d;p?q",
        "?y",
        &Options::default(),
        &mut trace,
    );
    assert_eq!(result.unwrap(), "http://a/b/c/d;p?y");
    assert_eq!(trace.events.len(), 1);
    assert!(matches!(
        trace.event(0).outcome,
        Outcome::Warning(w) if w.id == "whatwg.not-traced" && w.text.contains("not traced")
    ));
    assert_eq!(trace.result.as_deref(), Some("http://a/b/c/d;p?y"));
}

#[test]
fn a_base_that_is_not_a_url_is_an_error_naming_the_base() {
    let err = resolve(Spec::Whatwg, "a/b", "g").unwrap_err();
    match &err {
        Error::Whatwg { input, message } => {
            assert_eq!(*input, "base");
            assert_eq!(
                message,
                &url::ParseError::RelativeUrlWithoutBase.to_string()
            );
        }
        other => panic!("unexpected error {other:?}"),
    }
    assert!(err.to_string().contains("rejected the base"));
}

#[test]
fn a_failed_join_is_an_error_naming_the_reference() {
    // The Standard's host parser: an IPv6 address without its closing `]` is failure.
    let err = resolve(Spec::Whatwg, "http://a/b", "http://[::1").unwrap_err();
    match &err {
        Error::Whatwg { input, message } => {
            assert!(input.starts_with("reference"));
            assert_eq!(message, &url::ParseError::InvalidIpv6Address.to_string());
        }
        other => panic!("unexpected error {other:?}"),
    }
    // The no scheme state: a base with an opaque path takes only a fragment-only reference.
    assert!(resolve(Spec::Whatwg, "foo:a/b", "c").is_err());
    assert_eq!(resolve(Spec::Whatwg, "foo:a/b", "#s").unwrap(), "foo:a/b#s");
}
