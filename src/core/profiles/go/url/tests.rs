//! The profile's answers and the departures it names, and `resolvePath` on its own.

use super::resolve_path;
use crate::core::profile_testing::{assert_departures, assert_results, spec};
use crate::core::profile_testing::{path_made_by, resolve_naming_departures as run};

fn newest(base: &str, reference: &str) -> (Result<String, String>, Vec<&'static str>) {
    run(spec("go"), base, reference)
}

/// `resolvePathTests` (src/net/url/url_test.go).
#[test]
fn resolve_path_passes_gos_own_rows() {
    for (base, reference, expected) in [
        ("a/b", ".", "/a/"),
        ("a/b", "c", "/a/c"),
        ("a/b", "..", "/"),
        ("a/", "..", "/"),
        ("a/", "../..", "/"),
        ("a/b/c", "..", "/a/"),
        ("a/b/c", "../d", "/a/d"),
        ("a/b/c", ".././d", "/a/d"),
        ("a/b", "./..", "/"),
        ("a/./b", ".", "/a/"),
        ("a/../", ".", "/"),
        ("a/.././b", "c", "/c"),
    ] {
        assert_eq!(
            resolve_path(base, reference),
            expected,
            "{base} + {reference}"
        );
    }
}

/// The departure probes, each with the answer Go's net/url gives (run with `go run` on the
/// releases named) and the departure the profile names.
#[test]
fn the_departure_probes_give_gos_answers_and_name_the_departure() {
    let cases: [(&str, &str, &str, &[&str]); 13] = [
        (
            "http://a/b/c/d;p?q#f",
            "",
            "http://a/b/c/d;p?q#f",
            &["go.base-fragment-kept"],
        ),
        (
            "http://a/b/c/d;p?q#f",
            "#",
            "http://a/b/c/d;p?q#f",
            &["go.empty-fragment-lost", "go.base-fragment-kept"],
        ),
        (
            "http://a/b/c/d;p?q",
            "//",
            "http://a/b/c/d;p?q",
            &["go.empty-host"],
        ),
        (
            "http://a/b/c/d;p?q",
            "///w",
            "http://a///w",
            &["go.triple-slash-path"],
        ),
        (
            "http://a/b/./c",
            "?y",
            "http://a/b/c?y",
            &["go.base-path-cleaned"],
        ),
        ("http://a/..//", "x", "http://a/x", &["go.resolve-path"]),
        ("http://a/", "..//", "http://a/", &["go.resolve-path"]),
        ("http://a/b/", "..//x", "http://a//x", &[]),
        ("mailto:x@y", "z", "mailto:///z", &["go.opaque-base"]),
        ("urn:a:b", "#f", "urn:a:b#f", &[]),
        (
            "HTTP://A/b/c",
            "d",
            "http://A/b/d",
            &["go.scheme-lowercased"],
        ),
        (
            "http://a/b/c",
            "d e?f g",
            "http://a/b/d%20e?f g",
            &["go.re-escaped"],
        ),
        (
            "http://a/b/c",
            "é/ü",
            "http://a/b/%C3%A9/%C3%BC",
            &["go.re-escaped"],
        ),
    ];
    assert_departures(spec("go"), &cases);
    // The other probes, as net/url answers them.
    assert_results(
        spec("go"),
        &[
            ("http://a/b/c/d;p?q", "http:g", "http:g"),
            ("http://a/b/c/d;p?q", "HTTP:g", "http:g"),
            ("http://a/b/c/d;p?q#f", "?", "http://a/b/c/d;p?"),
            ("http://a/b//c/d", "g", "http://a/b//c/g"),
            ("http://a/b/c", "g//h", "http://a/b/g//h"),
            ("http://a/b/c", "http:/g", "http:/g"),
            ("http://a/b/c/", "../../../../g", "http://a/g"),
            ("http://a", "?y", "http://a?y"),
            ("http://a/b/c/d", "%2e%2e/g", "http://a/b/c/%2e%2e/g"),
            ("http://a/b/c", "/\\evil.com", "http://a/%5Cevil.com"),
            (
                "http://a/b/c",
                "\\\\evil.com/x",
                "http://a/b/%5C%5Cevil.com/x",
            ),
            ("s3://bucket/a/b", "c", "s3://bucket/a/c"),
            ("file:///tmp/x", "y", "file:///tmp/y"),
            ("http://a/b/c", "//g/../h", "http://g/h"),
            ("http://u@a/b", "//b", "http://b"),
        ],
    );
}

#[test]
fn probe_19_and_the_opaque_base_before_go_1_23() {
    // The research's probe 19 (`mailto:x@y` + `z`) is printed `mailto:///z`; an empty path
    // against an opaque base kept the opaque part only from Go 1.23 (go#66084).
    let old = spec("go@1.22");
    let (result, warnings) = run(old, "urn:a:b", "#f");
    assert_eq!(result.as_deref(), Ok("urn:#f"));
    assert_eq!(warnings, ["go.opaque-base-dropped"]);
    assert_eq!(
        run(old, "http:opaque?x=y#zzz", "?a=b#frag").0.as_deref(),
        Ok("http:?a=b#frag")
    );
}

#[test]
fn parse_errors_are_gos_url_errors() {
    for (base, reference, ending) in [
        (
            "http://a/b/c",
            ":23",
            r#"parse ":23": missing protocol scheme"#,
        ),
        (
            "http://a/b/c",
            "1a:b",
            r#"parse "1a:b": first path segment in URL cannot contain colon"#,
        ),
        (
            "http://a/b/c",
            "a\tb",
            r#"parse "a\tb": net/url: invalid control character in URL"#,
        ),
        (
            "http://a/b/c",
            "%zz",
            r#"parse "%zz": invalid URL escape "%zz""#,
        ),
        (
            "http://a/b/c",
            "#%zz",
            r##"parse "#%zz": invalid URL escape "%zz""##,
        ),
        (
            "http://[192.168.0.1]/",
            "x",
            r#"parse "http://[192.168.0.1]/": invalid IP-literal"#,
        ),
        (
            "http://a b/",
            "x",
            r#"parse "http://a b/": invalid character " " in host name"#,
        ),
        (
            "http://a/b/c",
            "//x:y",
            r#"parse "//x:y": invalid port ":y" after host"#,
        ),
    ] {
        let error = newest(base, reference).0.unwrap_err();
        assert!(error.ends_with(ending), "{error}");
    }
}

#[test]
fn user_information_is_decoded_and_written_again() {
    assert_eq!(
        newest("http://j@ne:p%41ss@a/b", "c").0.as_deref(),
        Ok("http://j%40ne:pAss@a/c")
    );
    assert_eq!(
        newest("http://a/b", "//%3Fam@h/x").0.as_deref(),
        Ok("http://%3Fam@h/x")
    );
    assert_eq!(
        newest("http://a/b", "//hello.%e4%b8%96.com/x").0.as_deref(),
        Ok("http://hello.%E4%B8%96.com/x")
    );
}

/// The path of a merged result is the one `resolvePath` wrote: its provenance names that step,
/// the last to change it, before `String` copied it.
#[test]
fn a_merged_path_is_credited_to_resolve_path() {
    let path = path_made_by(spec("go"), "http://a/b/c/d;p?q", "../g");
    assert_eq!(
        path.as_deref(),
        Some("the buffer, last changed at resolvePath")
    );
}
