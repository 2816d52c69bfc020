//! The Erlang profile against Erlang/OTP: its own suite's resolution rows (tests/data/erlang/,
//! from lib/stdlib/test/uri_string_SUITE.erl, Apache-2.0), and the installed OTP running
//! `uri_string:resolve` (tests/oracles/erlang_uri_resolve.escript) on generated pairs and on
//! the suite's, where the profile must give the same result or the same error tuple. Where no
//! Erlang is installed, the test says so and passes.

#[path = "common/differential.rs"]
mod differential;

use differential::{SuiteRow, against_oracle, assert_suite, generated, generated_bases, rows};

/// The suite's rows: base, reference, and the text or the error tuple.
fn suite() -> Vec<SuiteRow> {
    rows("erlang/uri_string_SUITE.jsonl")
        .iter()
        .map(|row| {
            let field = |key: &str| row[key].as_str().map(str::to_string);
            let expected = field("expected").ok_or_else(|| field("error").unwrap());
            (field("base").unwrap(), field("rel").unwrap(), expected)
        })
        .collect()
}

/// Every `uri_string:resolve` row of OTP's uri_string_SUITE gives the text, or the error, it
/// matches.
#[test]
fn erlang_passes_its_own_uri_string_suite() {
    let rows = suite();
    assert_eq!(rows.len(), 47);
    assert_suite("erlang@25", "OTP", &rows);
}

/// Bases that meet the parser's routes (URI, relative, user information, IP literals, ports)
/// and each of `resolve_map`'s clauses.
const BASES: &[&str] = &[
    "http://a/b/c/d;p?q",
    "http://a/b/c/d;p?q#f",
    "http://a",
    "http://a/",
    "HTTP://A.Example:080/b/",
    "https://u:p@a:443/b",
    "http://u@a:/b/c",
    "http://[::1]:8/a",
    "http://[::1]x/a",
    "http://[v1.x]/a",
    "http://1.2.3.4/a/..",
    "http://a/b%zz/c",
    "http:///x",
    "http://@/x",
    "file:///tmp/x",
    "file:/a",
    "mailto:x@y",
    "urn:a:b",
    "foo:",
    "foo:/a/./b",
    "foo://h:80/a/b",
    "//h/p",
    "/a/b",
    "a/b",
    "",
    "1a://h/x",
    "http://a/b c",
];

/// Pieces references are made of.
const PIECES: &[&str] = &[
    "g",
    "a",
    "..",
    ".",
    "/",
    "//",
    "///",
    "?",
    "#",
    ";x",
    ":",
    "g:h",
    "http:",
    "HTTPS:",
    "x@",
    "@",
    "u:p@h",
    "h:80",
    ":8080",
    ":0",
    ":",
    "[::1]",
    "[v1.x]",
    "[1::2::3]",
    "[::1",
    "]",
    "[",
    "%2e",
    "%zz",
    "%",
    " ",
    "+",
    "\u{e9}",
    "\u{20ac}",
    "\u{1}",
    "\\",
    "\"",
    "0",
    "1.2.3.4",
    "&=",
    "~",
    "1a:",
    "ab",
];

fn pairs() -> Vec<(String, String)> {
    let mut pairs = generated(BASES, PIECES, 0x6572_6c61_6e67_0025, 80);
    // Bases made of pieces too.
    let starts = [
        "http://h",
        "h:",
        "",
        "//h",
        "http:",
        "http://[::1]",
        "foo://",
    ];
    pairs.extend(generated_bases(&starts, PIECES, 0x6572_6c61_6e67_0026, 400));
    for (base, rel, _) in suite() {
        pairs.push((base, rel));
    }
    pairs
}

/// `uri_string:resolve` by the installed OTP, against the profile.
#[test]
fn erlang_agrees_with_the_installed_otp() {
    against_oracle(
        "erlang@25",
        "Erlang/OTP",
        "escript",
        "erlang_uri_resolve.escript",
        &[],
        &pairs(),
        |version| match version == "25 stdlib 4.2" {
            true => Ok(()),
            false => Err("the profile reads OTP 25's stdlib 4.2".to_string()),
        },
    );
}
