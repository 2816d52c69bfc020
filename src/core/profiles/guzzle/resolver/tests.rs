//! The profile's answers (each run with guzzle/psr7 2.4.5 on PHP 8.2.31) and the departures it
//! names.

use super::remove_dots;
use crate::core::profile_testing::{assert_departures, resolve_naming_departures, spec};

/// The probes, each with the answer `(string) UriResolver::resolve(new Uri($base), new
/// Uri($rel))` gives and the departure named.
#[test]
fn the_probes_give_guzzles_answers_and_name_the_departure() {
    assert_departures(
        spec("guzzle"),
        &[
            ("http://a/b/c/d;p?q", "../g", "http://a/b/g", &[]),
            (
                "http://a/b",
                "a b%zz?é#\u{1}",
                "http://a/a%20b%25zz?%C3%A9#%01",
                &["guzzle.encoded"],
            ),
            (
                "http://a/b",
                "//[::1]:80/x",
                "http://[::1]/x",
                &["guzzle.default-port"],
            ),
            ("http://a/b", "//h:0/x", "http://h:0/x", &[]),
            ("http://a/b", "http:g", "http:g", &[]),
            ("http://a/b", "/a:b", "http://a/a:b", &[]),
            (
                "http://a/b/c/d;p?q#f",
                "#",
                "http://a/b/c/d;p?q#f",
                &["guzzle.empty-as-none"],
            ),
            (
                "http://a/b",
                "http:./g",
                "http://localhost/g",
                &["guzzle.localhost"],
            ),
            ("file:/a", "b", "file:///b", &["guzzle.file-slashes"]),
            (
                "HTTP://A.Example:080/b",
                "c",
                "http://a.example/c",
                &["guzzle.lowercase", "guzzle.default-port"],
            ),
            ("http://a/b", "x:/..//g", "x:/g", &[]),
            ("/a/b", "c:d", "c:d", &[]),
        ],
    );
}

/// Guzzle's exceptions, in its own words.
#[test]
fn errors_are_guzzles_exceptions() {
    for (base, reference, error) in [
        ("http://a/b", "http:///x", "Unable to parse URI: http:///x"),
        (
            "http://a:99999/b",
            "x",
            "Unable to parse URI: http://a:99999/b",
        ),
    ] {
        let (result, _) = resolve_naming_departures(spec("guzzle"), base, reference);
        let text = result.expect_err(reference);
        assert!(
            text.ends_with(&format!(
                "GuzzleHttp\\Psr7\\Exception\\MalformedUriException: {error}"
            )),
            "{base} + {reference}: {text}"
        );
    }
}

#[test]
fn dot_segments_go_as_remove_dot_segments_removes_them() {
    for (path, cleaned) in [
        ("/a/b/c/./../../g", "/a/g"),
        ("/..", "/"),
        ("a/../..", ""),
        ("../a", "a"),
        ("/a/b/.", "/a/b/"),
        ("/a/..", "/"),
    ] {
        assert_eq!(remove_dots(path), cleaned, "{path}");
    }
}
