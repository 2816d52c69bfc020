//! The Elixir profile against Elixir: its own suite's `URI.merge` rows (tests/data/elixir/,
//! from lib/elixir/test/elixir/uri_test.exs at v1.14.0, Apache-2.0), and the installed
//! `elixir` running `URI.merge` (tests/oracles/elixir_uri_merge.exs) on generated pairs and on
//! the suite's, where the profile must give the same result or the same exception. Where no
//! Elixir is installed, the test says so and passes.

#[path = "common/differential.rs"]
mod differential;

use differential::{SuiteRow, against_oracle, assert_suite, generated, generated_bases, rows};

/// The suite's rows: base, reference, and the text or the `ArgumentError` raised.
fn suite() -> Vec<SuiteRow> {
    rows("elixir/uri_test-1.14.0.jsonl")
        .iter()
        .map(|row| {
            let field = |key: &str| row[key].as_str().map(str::to_string);
            let expected = field("expected")
                .ok_or_else(|| format!("ArgumentError: {}", field("error").unwrap()));
            (field("base").unwrap(), field("rel").unwrap(), expected)
        })
        .collect()
}

/// Every `URI.merge` row of Elixir's uri_test.exs gives the text, or raises the message, it
/// asserts.
#[test]
fn elixir_passes_its_own_uri_test() {
    let rows = suite();
    assert_eq!(rows.len(), 38);
    assert_suite("elixir@1.14", "Elixir", &rows);
}

/// Bases that meet `parse`'s and `split_authority`'s branches and each of `merge`'s clauses.
const BASES: &[&str] = &[
    "http://a/b/c/d;p?q",
    "http://a/b/c/d;p?q#f",
    "http://a",
    "http://a/",
    "HTTP://A.Example:080/b/",
    "https://u:p@a:443/b",
    "http://u@v@a:8080/b/c",
    "http://[::1]:8/a",
    "http://[v1.x]/a/b",
    "http://[::1/a",
    "http://a:/b",
    "http://a:8x/b",
    "http://:80/b",
    "http://@a/b",
    "http:///x",
    "file:///tmp/x",
    "file:/a",
    "ftp://h/a/b/..",
    "ws://h/a/./b",
    "mailto:x@y",
    "urn:a:b",
    "foo://h:80/a/b",
    "//h/p",
    "/a/b",
    "a/b",
    "",
    "1a://h/x",
    "http://a/b/c/d;p?q#f\nx",
];

/// Pieces references are made of.
const PIECES: &[&str] = &[
    "g", "a", "..", ".", "/", "//", "///", "?", "#", ";x", ":", "g:h", "http:", "HTTPS:", "file:",
    "x@", "@", "u:p@h", "h:80", ":8080", ":0", "[::1]", "[v1.x]", "[", "]", "%2e", "%zz", " ", "+",
    "é", "\u{1}", "\n", "\\", "0", "80", "&=", "~", "1a:",
];

fn pairs() -> Vec<(String, String)> {
    let mut pairs = generated(BASES, PIECES, 0x656c_6978_6972_0114, 80);
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
    pairs.extend(generated_bases(&starts, PIECES, 0x656c_6978_6972_0115, 400));
    for (base, rel, _) in suite() {
        pairs.push((base, rel));
    }
    pairs
}

/// `URI.merge` by the installed Elixir, against the profile.
#[test]
fn elixir_agrees_with_the_installed_elixir() {
    against_oracle(
        "elixir@1.14",
        "Elixir",
        "elixir",
        "elixir_uri_merge.exs",
        &[],
        &pairs(),
        |version| match version.starts_with("1.14.") {
            true => Ok(()),
            false => Err("the profile reads Elixir 1.14".to_string()),
        },
    );
}
