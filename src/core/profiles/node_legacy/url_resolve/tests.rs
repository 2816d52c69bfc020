//! The profile's steps as text: the departures it names, and where.

use crate::core::profile_testing::{resolve_with_warnings, spec, traced};

/// The resolution and, for each warning, `citation: id`.
fn run(base: &str, reference: &str) -> (Result<String, String>, Vec<String>) {
    resolve_with_warnings(spec("node-legacy"), base, reference, |step, warning| {
        format!("{}: {}", step.source.id(), warning.id)
    })
}

#[test]
fn the_research_probes_give_nodes_answers_and_name_the_departure() {
    let cases: [(&str, &str, &str, &[&str]); 8] = [
        (
            "http://a/b/c/d;p?q",
            "HTTP:g",
            "http://g/",
            &["node-legacy: node-legacy.case-sensitive-protocol"],
        ),
        (
            "mailto:x@y",
            "z",
            "mailto:x@z",
            &["node-legacy: node-legacy.psychotic"],
        ),
        (
            "http://a/b/c",
            "/\\evil.com",
            "http://evil.com/",
            // `//evil.com` with no path: Node writes `/`.
            &[
                "node-legacy: node-legacy.backslash",
                "node-legacy: node-legacy.empty-path-root",
            ],
        ),
        (
            "http://a/b/c",
            "d e?f g",
            "http://a/b/d%20e?f%20g",
            &["node-legacy: node-legacy.auto-escaped"],
        ),
        (
            "http://a/b/c",
            "//g/../h",
            "http://g/../h",
            &["node-legacy: node-legacy.dots-kept"],
        ),
        (
            "foo/bar",
            "../../../baz",
            "../../baz",
            &["node-legacy: node-legacy.above-root-kept"],
        ),
        (
            "http://a/b/c",
            "https:g",
            "https://g/",
            &["node-legacy: node-legacy.first-segment-host"],
        ),
        (
            "http://a/b/c/d;p?q",
            "http:g",
            "http://a/b/c/g",
            &["node-legacy: node-legacy.same-protocol-relative"],
        ),
    ];
    for (base, reference, expected, warnings) in cases {
        let (result, said) = run(base, reference);
        assert_eq!(result.as_deref(), Ok(expected), "{base} + {reference}");
        assert_eq!(said, warnings, "{base} + {reference}");
    }
}

#[test]
fn the_exceptions_are_said_as_node_says_them() {
    let (result, _) = run("http://a/b", "//\u{2100}/x");
    assert!(
        result
            .unwrap_err()
            .ends_with("Url.prototype.resolve, urlParse(relative, false, true): TypeError [ERR_INVALID_URL]: Invalid URL"),
    );
    let (result, _) = run("http://%zz@a/b", "x");
    assert!(
        result
            .unwrap_err()
            .ends_with("urlParse(source, false, true): URIError: URI malformed")
    );
}

#[test]
fn the_parse_reads_components_as_rewritten() {
    let trace = traced(spec("node-legacy"), "HTTP://Ex.COM:80/b", "g h");
    let read: Vec<String> = trace
        .steps()
        .iter()
        .flat_map(|step| step.parsed(&trace).collect::<Vec<_>>())
        .map(|(role, component, value)| format!("{} {} {value:?}", role.name(), component.name()))
        .collect();
    assert_eq!(
        read,
        [
            r#"base scheme Some("http")"#,
            r#"base authority Some("ex.com:80")"#,
            r#"base path Some("/b")"#,
            "base query None",
            "base fragment None",
            "reference scheme None",
            "reference authority None",
            r#"reference path Some("g%20h")"#,
            "reference query None",
            "reference fragment None",
        ]
    );
}

#[test]
fn a_bracketed_host_too_long_is_emptied_as_node_empties_it() {
    // `hostname.length > hostnameMaxLen` empties the name before `slice(1, -1)` takes the
    // brackets off: Node v20.20.2 gives these (the fuzz check found the empty name unsliceable).
    let host = format!("[{}]", "1:".repeat(150));
    for (base, reference, expected) in [
        (format!("http://{host}/x"), "y", "http:///y"),
        (format!("http://{host}:80/x"), "y", "http://:80/y"),
        (format!("x://{host}"), "", "x:///"),
    ] {
        assert_eq!(run(&base, reference).0.as_deref(), Ok(expected), "{base}");
    }
    let (result, _) = run("http://a/", &format!("//{host}/p"));
    assert_eq!(result.as_deref(), Ok("http:///p"));
}
