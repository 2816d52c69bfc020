//! The profile's steps as text: what each says, the departure it names, and where.

use super::*;
use crate::core::profile_testing::{resolve_with_warnings, spec, traced};
use crate::core::vocabulary::spec::Spec;

fn python(version: &str) -> Spec {
    spec(&format!("python@{}", version))
}

/// The resolution and, for each warning, `citation: id`.
fn run(version: &str, base: &str, reference: &str) -> (Result<String, String>, Vec<String>) {
    resolve_with_warnings(python(version), base, reference, |step, warning| {
        format!("{}: {}", step.citation(), warning.id)
    })
}

/// Every rewrite of the path, in words.
fn rewrites(version: &str, base: &str, reference: &str) -> Vec<String> {
    let trace = traced(python(version), base, reference);
    trace
        .events()
        .iter()
        .filter_map(|e| trace.rewrite(e).map(|r| format!("{} {r}", e.step.id)))
        .collect()
}

#[test]
fn the_merge_drops_empty_segments_and_says_so() {
    let (result, warnings) = run("3.11", "http://a/b/", "..//x");
    assert_eq!(result.as_deref(), Ok("http://a/x"));
    assert_eq!(
        warnings,
        ["CPython 3.13.0 Lib/urllib/parse.py, urljoin: python.empty-segments-dropped"]
    );
    assert_eq!(
        rewrites("3.11", "http://a/b/", "..//x"),
        [
            r#"merge path "/b/..//x" → "/b/../x""#,
            r#"dots path "/b/../x" → "/x""#
        ]
    );
}

#[test]
fn python_2_7_keeps_a_climb_above_the_root_and_an_absolute_path_as_written() {
    let (result, warnings) = run("2.7", "http://a/b/c/d;p?q", "../../../g");
    assert_eq!(result.as_deref(), Ok("http://a/../g"));
    assert_eq!(
        warnings,
        ["CPython 2.7.18 Lib/urlparse.py, urljoin: python.above-root-kept"]
    );
    let (result, warnings) = run("2.7", "http://a/b/c/d;p?q", "/./g");
    assert_eq!(result.as_deref(), Ok("http://a/./g"));
    assert_eq!(
        warnings,
        ["CPython 2.7.18 Lib/urlparse.py, urljoin: python.absolute-path-dots-kept"]
    );
}

#[test]
fn a_scheme_outside_uses_relative_returns_the_reference() {
    for version in ["2.7", "3.8", "3.14"] {
        let (result, warnings) = run(version, "s3://bucket/a/b", "c");
        assert_eq!(result.as_deref(), Ok("c"), "{version}");
        assert!(
            warnings[0].ends_with("urljoin: python.scheme-not-relative"),
            "{warnings:?}"
        );
    }
}

#[test]
fn the_empty_reference_keeps_the_base_fragment_in_every_release() {
    for version in ["2.7", "3.5", "3.13", "3.14"] {
        let (result, warnings) = run(version, "http://a/b/c/d;p?q#f", "");
        assert_eq!(result.as_deref(), Ok("http://a/b/c/d;p?q#f"));
        assert!(warnings[0].ends_with("python.empty-reference-keeps-fragment"));
    }
}

#[test]
fn empty_query_and_fragment_changed_in_3_14() {
    let base = "http://a/b/c/d;p?q#f";
    for (version, reference, want) in [
        ("3.13", "?", "http://a/b/c/d;p?q"),
        ("3.14", "?", "http://a/b/c/d;p?"),
        ("3.13", "#", "http://a/b/c/d;p?q"),
        ("3.14", "#", "http://a/b/c/d;p?q#"),
    ] {
        let result = run(version, base, reference).0;
        assert_eq!(result.as_deref(), Ok(want), "{version} {reference:?}");
    }
    // `?` takes the base's query; `#` is written as no fragment.
    let (_, warnings) = run("3.13", base, "?");
    assert_eq!(
        warnings,
        ["CPython 3.13.0 Lib/urllib/parse.py, urljoin: python.empty-query-absent"]
    );
    let (_, warnings) = run("3.13", base, "#");
    assert_eq!(
        warnings,
        ["CPython 3.13.0 Lib/urllib/parse.py, urlunsplit: python.empty-delimiter-dropped"]
    );
}

#[test]
fn the_security_fixes_arrive_in_their_patch_releases() {
    let base = "http://a/b/c";
    for (version, reference, want) in [
        ("3.8.10", "g\th", "http://a/b/g\th"),
        ("3.8.11", "g\th", "http://a/b/gh"),
        ("3.7.16", " //evil.com/x", "http://a/b/ /evil.com/x"),
    ] {
        let result = run(version, base, reference).0;
        assert_eq!(result.as_deref(), Ok(want), "{version} {reference:?}");
    }
    let (result, warnings) = run("3.7.17", base, " //evil.com/x");
    assert_eq!(result.as_deref(), Ok("http://evil.com/x"));
    assert!(
        warnings[0].ends_with("urlsplit: python.leading-stripped"),
        "{warnings:?}"
    );
}

#[test]
fn a_value_error_is_said_as_python_says_it() {
    let (result, _) = run("3.12", "http://a/b", "//[::1/x");
    assert_eq!(
        result.unwrap_err(),
        "CPython 3.13.0 Lib/urllib/parse.py, urljoin, urlparse(url, bscheme): ValueError: \
         Invalid IPv6 URL"
    );
    let (result, _) = run("3.12", "http://a/b", "//[1.2.3.4]/x");
    assert!(
        result
            .unwrap_err()
            .ends_with("ValueError: An IPv4 address cannot be in brackets")
    );
    // Before gh-103848 the brackets were not looked into.
    assert_eq!(
        run("3.11.3", "http://a/b", "//[1.2.3.4]/x").0.as_deref(),
        Ok("http://[1.2.3.4]/x")
    );
    let (result, _) = run("3.12", "http://a/b", "//a\u{2100}b/x");
    assert!(
        result
            .unwrap_err()
            .ends_with("contains invalid characters under NFKC normalization"),
    );
}

#[test]
fn the_parse_spans_point_into_the_text_as_given() {
    let trace = traced(python("3.12"), "http://a/b", "\t g\nh?y");
    let path = trace
        .events()
        .iter()
        .find_map(|e| match e.outcome {
            Outcome::Parsed {
                role: Role::Reference,
                component: Component::Path,
                value: Some(span),
            } => Some(span.of(trace.reference())),
            _ => None,
        })
        .unwrap();
    assert_eq!(path, "g\nh");
}

/// 2.7's loop, as written: the leftmost `<segment>/..` pair first, again and again.
fn literal_2_7(mut segments: Vec<&str>) -> Vec<&str> {
    loop {
        let n = segments.len().saturating_sub(1);
        let found = (1..n).find(|&i| segments[i] == ".." && !matches!(segments[i - 1], "" | ".."));
        match found {
            Some(i) => {
                segments.drain(i - 1..=i);
            }
            None => return segments,
        }
    }
}

#[test]
fn python_2_7s_pairs_removed_in_one_pass_are_its_loops() {
    let pieces = ["a", "..", "", "b"];
    let mut state = 0x2545_f491_u64;
    for _ in 0..20_000 {
        let mut segments = Vec::new();
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let mut bits = state;
        for _ in 0..(bits % 9) {
            bits /= 9;
            segments.push(pieces[(bits % 4) as usize]);
            bits /= 4;
        }
        let path = segments.join("/");
        let join = Join {
            version: PythonVersion::parse("2.7").unwrap(),
            steps: &PY27,
            base: "",
            url: "",
            room: 0,
        };
        // The merge of an empty directory with the path is the path's segments.
        let got = join.merge_2_7("", &path, &mut crate::core::vocabulary::event::NoTrace);
        let mut expected: Vec<&str> = path.split('/').collect();
        expected.retain(|s| *s != ".");
        let mut expected = literal_2_7(expected);
        if expected == ["", ".."] {
            expected[1] = "";
        } else if expected.len() >= 2 && expected.last() == Some(&"..") {
            expected.truncate(expected.len() - 2);
            expected.push("");
        }
        assert_eq!(got, expected.join("/"), "{path:?}");
    }
}
