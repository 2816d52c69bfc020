//! The Ruby profile against Ruby: its own suite's resolution rows (tests/data/ruby/, from
//! ruby/uri's test/uri/test_generic.rb at v0.11.0, BSD-2-Clause), and the installed `ruby`
//! running `URI.join` (tests/oracles/ruby_uri_join.rb) on generated pairs and on the suite's,
//! where the profile of that release must give the same result or the same exception. Where
//! no Ruby is installed, the test says so and passes.

#[path = "common/differential.rs"]
mod differential;

use differential::{against_oracle, generated, rows};
use uriscope::Spec;

fn ruby() -> Spec {
    "ruby@3.1".parse().expect("the Ruby profile")
}

/// The suite's rows: base, the references merged in turn, the expected text.
fn suite() -> Vec<(String, Vec<String>, String)> {
    rows("ruby/test_generic-0.11.0.jsonl")
        .iter()
        .map(|row| {
            let text = |value: &serde_json::Value| value.as_str().unwrap().to_string();
            let references = row["references"].as_array().unwrap();
            (
                text(&row["base"]),
                references.iter().map(text).collect(),
                text(&row["expected"]),
            )
        })
        .collect()
}

/// Every resolution row of Ruby's test_generic.rb gives the text the suite asserts.
#[test]
fn ruby_passes_its_own_test_generic() {
    let rows = suite();
    assert_eq!(rows.len(), 72);
    let mut failures = Vec::new();
    for (base, references, expected) in &rows {
        let mut got = Ok(base.clone());
        for reference in references {
            got = got.and_then(|base| uriscope::resolve(ruby(), &base, reference));
        }
        if got.as_deref() != Ok(expected.as_str()) {
            failures.push(format!(
                "URI.join({base:?}, {references:?}) is {expected:?} in its suite; the profile gives {got:?}"
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Bases that meet each scheme class and each branch of `merge`.
const BASES: &[&str] = &[
    "http://a/b/c/d;p?q",
    "http://a/b/c/d;p?q#f",
    "http://a",
    "http://a/",
    "http://a/b//c/d",
    "http://a/./b/../c/",
    "http://a/b/..",
    "http://a/..",
    "http://a/../..",
    "http://a/a/../../b/c",
    "HTTP://A:080/b",
    "https://u:p@a:443/b",
    "http://u@a:8080/b/c",
    "http://[::1]:8/a",
    "http:///x",
    "http://a:/b",
    "ws://h/a",
    "wss://h:444/a",
    "ftp://h/a/b",
    "ftp://h//a;type=i",
    "ftp://h/",
    "file:///tmp/x",
    "file://localhost/a",
    "file:/a",
    "ldap://h/o=x?cn",
    "mailto:x@y",
    "mailto:x@y?s=1&t",
    "urn:a:b",
    "foo:/a/b",
    "postgres://h/db",
    "a/b",
    "//h/p",
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
    "ftp:",
    "file:",
    "mailto:",
    "?y",
    "#s",
    "x@",
    "@",
    "u:p@h",
    "h:80",
    ":8080",
    "[::1]",
    "[v1.x]",
    "%2e",
    "%zz",
    "%2F",
    "\t",
    " ",
    "'",
    "\\",
    "é",
    "\u{1}",
    "\"",
    "#{x}",
    "localhost",
    "?a=b&c",
    ";type=a",
];

/// References with an authority, or with `//` and none.
const AUTHORITIES: &[&str] = &[
    "//c/d",
    "//c",
    "//u@c/d",
    "//u:p@c/d",
    "//c:81/d",
    "//c:/d",
    "//:81/d",
    "//@c/d",
    "//u@/d",
    "//C/./d/../e",
    "//[::1]/x",
    "//1.2.3.4:8/x",
    "//c?y#s",
    "///d",
    "//",
];

fn pairs() -> Vec<(String, String)> {
    let mut pairs = generated(BASES, PIECES, 0x7275_6279_0000_0031, 80);
    // Each base with the references that carry an authority, part by part.
    for base in BASES {
        for reference in AUTHORITIES {
            pairs.push((base.to_string(), reference.to_string()));
        }
    }
    for (base, references, _) in suite() {
        pairs.push((base, references[0].clone()));
    }
    pairs
}

/// `URI.join` by the installed Ruby, against the profile of its release.
#[test]
fn ruby_agrees_with_the_installed_ruby() {
    // `3.1.2 uri 0.11.0`: the profile reads uri 0.11.0.
    against_oracle(
        "ruby@3.1",
        "Ruby",
        "ruby",
        "ruby_uri_join.rb",
        &[],
        &pairs(),
        |version| match version.ends_with("uri 0.11.0") {
            true => Ok(()),
            false => Err("the profile reads uri 0.11.0".to_string()),
        },
    );
}
