//! The command line's contract for the WHATWG URL Standard, which tools outside the project
//! rely on: `parse --spec whatwg [--base BASE] --json -- INPUT` and `resolve --spec whatwg
//! --json -- BASE INPUT` print an object whose `url` is the JavaScript `URL` attributes (or
//! `null` on failure) and whose `validation_errors` lists `{"name", "at"}`; exit 1 on failure.
//! And `resolve --trace` shows the state machine at work.

use serde_json::{Value, json};

#[path = "common/binary.rs"]
mod binary;
use binary::uriscope;

fn document(args: &[&str]) -> (Value, Option<i32>) {
    let out = uriscope(args);
    let value = serde_json::from_slice(&out.stdout).expect("one JSON document");
    (value, out.status.code())
}

const URL_KEYS: [&str; 11] = [
    "href", "origin", "protocol", "username", "password", "host", "hostname", "port", "pathname",
    "search", "hash",
];

#[test]
fn parse_prints_the_url_attributes_as_a_browser_shows_them() {
    let (v, code) = document(&[
        "parse",
        "--spec",
        "whatwg",
        "--json",
        "--",
        "HTTPS://user:pw@EXAMPLE.com:443/a/./b/../c?q=1#f",
    ]);
    assert_eq!(code, Some(0));
    assert_eq!(
        v["url"],
        json!({
            "href": "https://user:pw@example.com/a/c?q=1#f",
            "origin": "https://example.com",
            "protocol": "https:",
            "username": "user",
            "password": "pw",
            "host": "example.com",
            "hostname": "example.com",
            "port": "",
            "pathname": "/a/c",
            "search": "?q=1",
            "hash": "#f",
        })
    );
    let keys: Vec<&str> = v["url"]
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(keys.len(), URL_KEYS.len());
    // Credentials are a validation error (the authority state's `@`), at the `@`.
    assert_eq!(
        v["validation_errors"],
        json!([{"name": "invalid-credentials", "at": 15}])
    );
}

#[test]
fn parse_against_a_base_is_new_url_with_two_arguments() {
    let (v, code) = document(&[
        "parse",
        "--spec",
        "whatwg",
        "--base",
        "http://a/b/c",
        "--json",
        "--",
        "\\\\x\\y",
    ]);
    assert_eq!(code, Some(0));
    assert_eq!(v["url"]["href"], "http://x/y");
    assert_eq!(
        v["validation_errors"],
        json!([
            {"name": "invalid-reverse-solidus", "at": 0},
            {"name": "invalid-reverse-solidus", "at": 1},
            {"name": "invalid-reverse-solidus", "at": 3},
        ])
    );
    assert_eq!(v["base_validation_errors"], json!([]));
}

#[test]
fn a_failure_is_a_null_url_and_exit_1() {
    let (v, code) = document(&["parse", "--spec", "whatwg", "--json", "--", "http://[::1"]);
    assert_eq!(code, Some(1));
    assert_eq!(v["url"], Value::Null);
    assert_eq!(
        v["validation_errors"],
        json!([{"name": "IPv6-unclosed", "at": 11}])
    );
    assert!(v["error"].as_str().unwrap().contains("host state"), "{v}");

    let (v, code) = document(&["resolve", "--spec", "whatwg", "--json", "--", "a/b", "g"]);
    assert_eq!(code, Some(1));
    assert_eq!(v["url"], Value::Null);
    assert_eq!(v["result"], Value::Null);
    assert_eq!(
        v["base_validation_errors"],
        json!([{"name": "missing-scheme-non-relative-URL", "at": 0}])
    );
}

#[test]
fn resolve_adds_the_url_and_its_validation_errors() {
    let (v, code) = document(&[
        "resolve",
        "--spec",
        "whatwg",
        "--json",
        "--",
        "http://a/b/c/d;p?q",
        "..\\g",
    ]);
    assert_eq!(code, Some(0));
    assert_eq!(v["result"], "http://a/b/g");
    assert_eq!(v["url"]["href"], "http://a/b/g");
    assert_eq!(v["url"]["pathname"], "/b/g");
    assert_eq!(
        v["validation_errors"],
        json!([{"name": "invalid-reverse-solidus", "at": 2}])
    );
    // The same keys as for every specification.
    for key in ["spec", "base", "reference", "error", "components"] {
        assert!(v.get(key).is_some(), "no {key} in {v}");
    }
    // Other specifications have no `url` key.
    let (v, _) = document(&["resolve", "--json", "--", "http://a/b", "g"]);
    assert!(v.get("url").is_none() && v.get("validation_errors").is_none());
}

#[test]
fn the_trace_shows_each_state_and_what_it_did() {
    let out = uriscope(&[
        "resolve",
        "--trace",
        "--spec",
        "whatwg",
        "--",
        "foo://host/a/b",
        "\\..",
    ]);
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8(out.stdout).unwrap();
    for line in [
        "relative",
        "      take the base URL's scheme, then its other components unless a slash follows",
        "        path pop \"b\"",
        "path  read segments; `.` stays out and `..` shortens the path",
        "      at byte 0: U+005C \\",
        // The error, and the Standard's sentence that raised it.
        "      ! validation error invalid-URL-unit at byte 0: “If c is not a URL code point and not U+0025",
        "        (%), invalid-URL-unit validation error.”",
        "        path push \"\\\\..\"",
        "result  foo://host/a/\\\\..",
    ] {
        assert!(
            text.lines().any(|l| l == line),
            "no line {line:?} in\n{text}"
        );
    }
    let path = text.lines().find(|l| l.starts_with("  path ")).unwrap();
    let path: Vec<&str> = path.split_whitespace().collect();
    assert_eq!(
        path.join(" "),
        "path \"/a/\\\\..\" ← WHATWG URL §4.5 URL serializer, the URL record, as the path \
         state left it"
    );
    // The events of the JSON trace name each act.
    let (v, _) = document(&[
        "resolve",
        "--json",
        "--trace",
        "--spec",
        "whatwg",
        "--",
        "foo://host/a/b",
        "\\..",
    ]);
    let pushed = v["events"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["act"] == "record" && e["edit"] == "push" && e["step"] != "base")
        .expect("a push of the reference's parse");
    assert_eq!(pushed["state"], "path state");
    assert_eq!(pushed["component"], "path");
    assert_eq!(pushed["value"], "\\..");
    assert_eq!(pushed["from_base"], false);
    let error = v["events"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["act"] == "validation_error")
        .expect("the reference's invalid-URL-unit");
    assert_eq!(error["name"], "invalid-URL-unit");
    assert_eq!(
        error["sentence"],
        "If c is not a URL code point and not U+0025 (%), invalid-URL-unit validation error."
    );
}

#[test]
fn parse_reads_as_text_with_each_validation_error_at_its_byte() {
    let out = uriscope(&[
        "parse",
        "--spec",
        "whatwg",
        "--base",
        "http://a/b/c/d;p?q",
        "--",
        "..\\g",
    ]);
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8(out.stdout).unwrap();
    for line in [
        "parser      WHATWG URL Standard (living), basic URL parser",
        "input       \"..\\\\g\"",
        "base        \"http://a/b/c/d;p?q\"",
        "href        \"http://a/b/g\"",
        "search      \"\" (empty)",
        "no base validation errors",
        "1 validation error:",
        "  byte 2     invalid-reverse-solidus: the URL has a special scheme and it uses U+005C (\\) \
         instead of U+002F (/)",
    ] {
        assert!(
            text.lines().any(|l| l == line),
            "no line {line:?} in\n{text}"
        );
    }
    // A failure names the state that failed, and exits 1.
    let out = uriscope(&["parse", "--spec", "whatwg", "--", "http://[::1"]);
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains(
            "failure     WHATWG URL §4.4 host state: the reference does not parse: \
                       IPv6-unclosed at byte 11"
        ),
        "{text}"
    );
}
