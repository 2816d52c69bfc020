//! The profiles' answers (each run with URI 5.17 on Perl 5.36) and the departures they name.

use crate::core::profile_testing::{assert_departures, resolve_naming_departures, spec};

/// The probes, each with the answer `URI->new_abs($reference, $base)->as_string` gives and
/// the departure named.
#[test]
fn the_probes_give_new_abs_answers_and_name_the_departure() {
    assert_departures(
        spec("perl-uri"),
        &[
            (
                "http://a/b/c/d;p?q",
                "../../../g",
                "http://a/../g",
                &["perl.above-root-kept"],
            ),
            (
                "http://a/b/c/d;p?q",
                "/./g",
                "http://a/./g",
                &["perl.dots-kept"],
            ),
            (
                "http://a/b?q#f",
                "?y",
                "http://a/b?y#f",
                &["perl.base-fragment"],
            ),
            ("http://a/b/c/d;p?q", "http:g", "http:g", &[]),
            ("mailto:x@y", "g", "mailto:g", &["perl.opaque-base"]),
            (
                "http://a@b@c/x",
                "g",
                "http://a%40b@c/g",
                &["perl.authority-rewritten"],
            ),
            (
                "http://a/b",
                "a b:c",
                "http://a/c",
                &["perl.escaped", "perl.path-scheme"],
            ),
            (
                "http://a/b",
                "  <URL:g h>  ",
                "http://a/g%20h%3E",
                &["perl.trimmed", "perl.escaped", "perl.path-scheme"],
            ),
            (
                "http://a/b",
                "//é.com/x",
                "http://xn--9ca.com/x",
                &["perl.escaped"],
            ),
            (
                "http://1:2:3:4:5:6:7:8/x",
                "g",
                "http://[1:2:3:4:5:6:7:8]/g",
                &["perl.authority-rewritten"],
            ),
            ("sip:a@b", "g", "g", &["perl.opaque-base"]),
            ("http://a/b/c/d;p?q", "g;x?y#s", "http://a/b/c/g;x?y#s", &[]),
        ],
    );
}

/// LWP reads a reference with the base's scheme as relative.
#[test]
fn lwp_resolves_the_bases_scheme_as_relative() {
    assert_departures(
        spec("perl-lwp"),
        &[
            (
                "http://a/b/c/d;p?q",
                "http:g",
                "http://a/b/c/g",
                &["perl.relative-scheme"],
            ),
            ("MAILTO:x@y", "g", "mailto:g", &["perl.opaque-base"]),
        ],
    );
    let (result, _) = resolve_naming_departures(spec("perl-uri"), "MAILTO:x@y", "g");
    assert_eq!(result.as_deref(), Ok("MAILTO:g"));
}

#[test]
fn an_empty_base_is_missing() {
    for profile in ["perl-uri", "perl-lwp"] {
        let (result, _) = resolve_naming_departures(spec(profile), "", "g");
        assert!(result.unwrap_err().ends_with("Missing base argument"));
    }
}
