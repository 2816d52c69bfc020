//! The profile's answers (each run on JDK 17.0.15) and the departures it names.

use crate::core::profile_testing::{assert_departures, assert_results, spec};
use crate::core::profile_testing::{path_made_by, resolve_naming_departures as run};

fn jdk_17(base: &str, reference: &str) -> (Result<String, String>, Vec<&'static str>) {
    run(spec("java@17"), base, reference)
}

/// The probes, each with the answer `java.net.URI.resolve` gives on JDK 17.0.15 and 25.0.3
/// and the departure named.
#[test]
fn the_probes_give_javas_answers_and_name_the_departure() {
    let cases: [(&str, &str, &str, &[&str]); 12] = [
        (
            "http://a/b/c/d;p?q",
            "?y",
            "http://a/b/c/?y",
            &["java.rfc2396-6a"],
        ),
        (
            "http://a/b/c/d;p?q",
            "",
            "http://a/b/c/",
            &["java.rfc2396-6a"],
        ),
        (
            "http://a/b/c/d;p?q",
            "../../../g",
            "http://a/../g",
            &["java.above-root-kept"],
        ),
        (
            "http://a/b/c/d;p?q",
            "/./g",
            "http://a/./g",
            &["java.dots-kept"],
        ),
        (
            "http://a/b/c/d;p?q",
            "/../g",
            "http://a/../g",
            &["java.dots-kept"],
        ),
        (
            "http://a/b//c/d",
            "g",
            "http://a/b/c/g",
            &["java.slashes-collapsed"],
        ),
        (
            "http://a/b/",
            "..//x",
            "http://a/x",
            &["java.slashes-collapsed"],
        ),
        ("mailto:x@y", "z", "z", &["java.opaque-base"]),
        ("urn:a:b", "#f", "#f", &["java.opaque-base"]),
        (
            "file:///tmp/x",
            "y",
            "file:/tmp/y",
            &["java.empty-authority"],
        ),
        (
            "http://a/b/c",
            "//g/../h",
            "http://g/../h",
            &["java.dots-kept"],
        ),
        (
            "http://a/b/c",
            "http://x/./y/../z",
            "http://x/./y/../z",
            &["java.dots-kept"],
        ),
    ];
    assert_departures(spec("java@17"), &cases);
    assert_results(
        spec("java@17"),
        &[
            ("http://a/b/c/d;p?q", "g:h", "g:h"),
            ("http://a/b/c/d;p?q", "http:g", "http:g"),
            ("http://a/b/c/d;p?q", "//g", "http://g"),
            ("http://a/b/c/d;p?q#f", "#f", "http://a/b/c/d;p?q#f"),
            ("http://a/b/c/d;p?q#f", "#", "http://a/b/c/d;p?q#"),
            ("http://a/b/c/d;p?q#f", "?", "http://a/b/c/?"),
            ("HTTP://A/b/c", "d", "HTTP://A/b/d"),
            ("http://a/b/c/d;p?q", "///w", "http://a/w"),
            ("http://a", "?y", "http://a?y"),
            ("http://localhost:8000", "bar", "http://localhost:8000/bar"),
            ("http://a:080/b", "c", "http://a:80/c"),
            ("http://[::1]/a", "b", "http://[::1]/b"),
            ("a/b", "../../c:d", "../c:d"),
            ("http://a/b/c", "é/ü", "http://a/b/é/ü"),
        ],
    );
}

#[test]
fn java_8_merges_without_a_slash() {
    let java_8 = spec("java@8");
    let (result, warnings) = run(java_8, "http://localhost:8000", "bar");
    assert_eq!(result.as_deref(), Ok("http://localhost:8000bar"));
    assert_eq!(warnings, ["java.no-slash"]);
}

/// `URISyntaxException`s as JDK 17.0.15 words them (the index in UTF-16 code units).
#[test]
fn parse_errors_are_javas_exceptions() {
    let error = |base: &str, reference: &str| jdk_17(base, reference).0.unwrap_err();
    for (base, reference, message) in [
        (
            "http://a/b/c",
            "d e?f g",
            "Illegal character in path at index 1: d e?f g",
        ),
        ("http://a/b/c", "//", "Expected authority at index 2: //"),
        (
            "http://a/b/c",
            ":23",
            "Expected scheme name at index 0: :23",
        ),
        (
            "http://a/b/c",
            "/\\evil.com",
            "Illegal character in path at index 1: /\\evil.com",
        ),
        (
            "http://a/b/c",
            "é é",
            "Illegal character in path at index 1: é é",
        ),
        (
            "http://a/b/c",
            "𝒳 x",
            "Illegal character in path at index 2: 𝒳 x",
        ),
        (
            "http://a/b/c",
            "%zz",
            "Malformed escape pair at index 0: %zz",
        ),
        (
            "http://a b/",
            "x",
            "Illegal character in authority at index 7: http://a b/",
        ),
        (
            "http://[::1/",
            "x",
            "Expected closing bracket for IPv6 address at index 11: http://[::1/",
        ),
        (
            "http://a/b/c",
            "x#y#z",
            "Illegal character in fragment at index 3: x#y#z",
        ),
    ] {
        let got = error(base, reference);
        assert!(
            got.ends_with(&format!("java.net.URISyntaxException: {message}")),
            "{base} + {reference}: {got}"
        );
    }
}

/// JDK 25.0.3 reports the input of a `URISyntaxException` single-spaced, without spaces at its
/// ends.
#[test]
fn jdk_25_trims_the_input_it_reports() {
    let (result, _) = run(spec("java"), "http://a/b/c", "  x  y \t ");
    assert!(
        result
            .as_ref()
            .unwrap_err()
            .ends_with("java.net.URISyntaxException: Illegal character in path at index 0: x y \t"),
        "{result:?}"
    );
}

/// The path of a merged result is the one `resolvePath` wrote: its provenance names that step,
/// the last to change it, before `toString` copied it.
#[test]
fn a_merged_path_is_credited_to_resolve_path() {
    let path = path_made_by(spec("java"), "http://a/b/c/d;p?q", "../../../g");
    assert_eq!(
        path.as_deref(),
        Some("the buffer, last changed at 5.2 (5)-(6)")
    );
}
