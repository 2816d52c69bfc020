//! The profile's answers (each run on Ruby 3.1.2, uri 0.11.0) and the departures it names.

use crate::core::profile_testing::{assert_departures, resolve_naming_departures, spec};

/// The probes, each with the answer `URI.join(base, reference).to_s` gives and the departure
/// named.
#[test]
fn the_probes_give_rubys_answers_and_name_the_departure() {
    assert_departures(
        spec("ruby"),
        &[
            (
                "http://a:8080/b",
                "//c/d",
                "http://c:8080/d",
                &["ruby.authority-kept"],
            ),
            (
                "http://u@a/b",
                "//c",
                "http://u@c",
                &["ruby.authority-kept"],
            ),
            ("http:///x", "y", "http:/y", &["ruby.empty-host"]),
            ("Http://A:080/b", "x", "http://A/x", &["ruby.port-number"]),
            (
                "http://a/b",
                "?a b\u{1}'",
                "http://a/b?a%20b%01%27",
                &["ruby.query-escaped"],
            ),
            ("mailto:x@y", "g", "mailto:x@y", &[]),
            ("mailto:x@y?a=b", "#f", "mailto:x@y?a=b#f", &[]),
            ("file://localhost/a", "b", "file:///b", &[]),
            ("file:/a", "b", "file:///b", &[]),
            ("http://a/b", "//@c", "http://c", &[]),
            ("ftp://h/a/b", "", "ftp://h/a/b", &[]),
            ("http://a/b/c/d;p?q", "g;x?y#s", "http://a/b/c/g;x?y#s", &[]),
        ],
    );
}

/// Ruby's exceptions, in its own words.
#[test]
fn errors_are_rubys_exceptions() {
    for (base, reference, error) in [
        (
            "ftp://h/a/b",
            "c",
            "NoMethodError: undefined method `typecode' for \"c\":String",
        ),
        ("ldap://h/x#f", "y", "URI::InvalidURIError: bad LDAP URL"),
        (
            "http://a/b",
            "a b",
            "URI::InvalidURIError: bad URI(is not URI?): \"a b\"",
        ),
        (
            "http://a/b",
            "%zz",
            "URI::InvalidURIError: bad URI(is not URI?): \"%zz\"",
        ),
        (
            "http://[::1]/a",
            "//[::1]/b",
            "URI::InvalidURIError: bad URI(is not URI?): \"//[::1]/b\"",
        ),
        (
            "http://a/b",
            "é",
            "URI::InvalidURIError: URI must be ascii only \"\\u00E9\"",
        ),
    ] {
        let (result, _) = resolve_naming_departures(spec("ruby"), base, reference);
        let error_text = result.expect_err(reference);
        assert!(
            error_text.ends_with(error),
            "{base} + {reference}: {error_text}"
        );
    }
}
