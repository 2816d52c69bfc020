//! The profile's answers (each run on HttpClient 4.5.14 and 5.2.1, JDK 17.0.15) and the
//! departures it names, java.net.URI's among them.

use crate::core::profile_testing::{assert_departures, resolve_naming_departures, spec};

/// 4.5's probes, each with the answer `URIUtils.resolve(new URI(base), reference).toString()`
/// gives and the departures named.
#[test]
fn the_probes_give_httpclient_45s_answers_and_name_the_departures() {
    assert_departures(
        spec("httpclient@4.5"),
        &[
            (
                "http://a/b/c/d;p?q",
                "//h/a/.",
                "http://h/a",
                &["java.dots-kept", "httpclient.trailing-dot"],
            ),
            (
                "http://a/b#f",
                "?y",
                "http://a/b#f?y",
                &["httpclient.query-spliced"],
            ),
            ("http://a", "", "http://a/", &["httpclient.empty-path"]),
            ("HTTP://A/B", "g", "http://a/g", &["httpclient.lowercased"]),
            (
                "http://a/b",
                "\u{1f600}",
                "http://a/=%00",
                &["httpclient.segments-recoded"],
            ),
            // java.net.URI keeps the `..` above the root; the segment stack drops it.
            (
                "http://a/b/c/d;p?q",
                "../../../g",
                "http://a/g",
                &["java.above-root-kept"],
            ),
        ],
    );
}

/// 5.2's probes: every part written again from its decoded value.
#[test]
fn the_probes_give_httpclient_52s_answers_and_name_the_departures() {
    assert_departures(
        spec("httpclient@5.2"),
        &[
            (
                "http://a/b/c/d;p?q",
                "g?y/./x#s/./x",
                "http://a/b/c/g?y%2F.%2Fx#s%2F.%2Fx",
                &["httpclient.fragment-recoded", "httpclient.query-recoded"],
            ),
            (
                "http://a/b//c",
                "d",
                "http://a/b/d",
                &["java.slashes-collapsed"],
            ),
            (
                "http://a/b",
                "//h/x//y",
                "http://h/x/y",
                &["httpclient.empty-segments"],
            ),
            ("//h/p", "g", "http://h/g", &["httpclient.http-scheme"]),
            ("http://a/b", "?=x&&a", "http://a/b?=x&&a", &[]),
            (
                "http://a/b",
                "c?=x&&a",
                "http://a/c?a",
                &["httpclient.query-recoded"],
            ),
        ],
    );
}

/// A reference `URI.create` refuses is an `IllegalArgumentException` with the parser's words.
#[test]
fn a_bad_reference_is_an_illegal_argument() {
    for word in ["httpclient@4.5", "httpclient@5.2"] {
        let (result, _) = resolve_naming_departures(spec(word), "http://a/b", "d e");
        assert!(result.unwrap_err().ends_with(
            "java.lang.IllegalArgumentException: Illegal character in path at index 1: d e"
        ));
    }
}
