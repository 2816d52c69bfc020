//! The profile's answers (each run on OTP 25.2.3) and the departures it names.

use crate::core::profile_testing::{assert_departures, resolve_naming_departures, spec};

/// The probes, each with the answer `uri_string:resolve(Ref, Base)` gives and the departure
/// named.
#[test]
fn the_probes_give_erlangs_answers_and_name_the_departure() {
    let q = "http://a/b/c/d;p?q";
    assert_departures(
        spec("erlang"),
        &[
            (q, "../../../g", "http://a/g", &[]),
            (q, "g:h", "g:h", &[]),
            (
                "http://x:080",
                "g",
                "http://x:80/g",
                &["erlang.port-number"],
            ),
            (
                "http://x",
                "//[::1]ab:80/x",
                "http://%3A%3A1%5Dab:80/x",
                &["erlang.host-after-bracket"],
            ),
            ("http://x/", "//h:/x", "http://h:/x", &[]),
            (
                "http://x/",
                "a%zz",
                "http://x/a%zz",
                &["erlang.percent-unchecked"],
            ),
            ("foo:", "g", "foo:g", &[]),
            ("foo:/a", "g", "foo:/g", &[]),
        ],
    );
}

/// Errors are the tuples `uri_string` returns, as Erlang prints them.
#[test]
fn errors_are_erlangs_tuples() {
    for (base, reference, error, departures) in [
        (
            "http://x/",
            "http://a/b c",
            "{error,invalid_uri,\":\"}",
            &["erlang.read-as-relative"][..],
        ),
        ("http://x/", "//u@h/a b", "{error,invalid_uri,\"@\"}", &[]),
        ("/b/c/d", "g", "{error,invalid_scheme,[]}", &[]),
        (
            "http://x/",
            "//[v1.x]/",
            "{error,invalid_uri,\"v\"}",
            &["erlang.ipvfuture"],
        ),
    ] {
        let (result, named) = resolve_naming_departures(spec("erlang"), base, reference);
        let said = result.unwrap_err();
        assert!(said.ends_with(error), "{reference}: {said}");
        assert_eq!(named, departures, "{reference}");
    }
}
