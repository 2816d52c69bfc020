//! The Perl profiles against Perl's URI: its own tests' rows (tests/data/perl/, from
//! libwww-perl/URI's t/abs.t and t/old-base.t at v5.17), and the installed `perl` with URI
//! running `URI->new_abs` and LWP's redirect resolution (tests/oracles/perl_uri_abs.pl) on
//! generated pairs and on the suite's, where each profile must give the same result or the
//! same error. Where Perl's URI is missing, the test says so and passes.

#[path = "common/differential.rs"]
mod differential;

use differential::{against_oracle, generated, rows};
use uriscope::Spec;

/// The suite's rows: profile, base, reference, the expected text.
fn suite() -> Vec<(String, String, String, String)> {
    rows("perl/uri-5.17.jsonl")
        .iter()
        .map(|row| {
            let field = |key: &str| row[key].as_str().unwrap().to_string();
            (
                field("profile"),
                field("base"),
                field("reference"),
                field("expected"),
            )
        })
        .collect()
}

/// Every row of URI's t/abs.t and t/old-base.t gives the text the test asserts.
#[test]
fn perl_uri_passes_its_own_abs_tests() {
    let rows = suite();
    assert_eq!(rows.len(), 98);
    let mut failures = Vec::new();
    for (word, base, reference, expected) in &rows {
        let profile: Spec = word.parse().expect("a Perl profile");
        let got = uriscope::resolve(profile, base, reference);
        if got.as_deref() != Ok(expected.as_str()) {
            failures.push(format!(
                "{word}: {reference:?} against {base:?} is {expected:?} in its suite; the profile gives {got:?}"
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Bases that meet each class and each branch of `abs`.
const BASES: &[&str] = &[
    "http://a/b/c/d;p?q",
    "http://a/b/c/d;p?q#f",
    "http://a",
    "HTTP://A:80/b/",
    "http://u:p@a:8080/b",
    "http://a@b@c/x",
    "http://1:2:3:4:5:6:7:8/x",
    "http://[::1]/a",
    "https://é.example/a/b",
    "ftp://h/a/b",
    "file:/a/b",
    "file:///c:/x",
    "mailto:x@y",
    "MAILTO:x@y",
    "urn:a:b",
    "data:,x",
    "sip:a@b",
    "news:comp.lang",
    "foo:/a/b",
    "foo://h/a/./b",
    "/a/b",
    "a/b",
    "",
    "0",
    " http://a/b ",
    "<URL:http://a/b>",
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
    "HTTP:",
    "file:",
    "mailto:",
    "x@",
    "@",
    "u:p@h",
    "h:80",
    "[::1]",
    "1:2:3:4:5:6:7:8",
    "%2e",
    "%5b",
    " ",
    "é",
    "Ü",
    "\u{1}",
    "\\",
    "\"",
    "<",
    ">",
    "<URL:",
    "\n",
    "a b:",
    "0",
    "%",
    "[",
];

fn pairs() -> Vec<(String, String)> {
    let mut pairs = generated(BASES, PIECES, 0x7065_726c_5552_4931, 80);
    for (_, base, reference, _) in suite() {
        pairs.push((base, reference));
    }
    pairs
}

/// Runs the oracle (with `args`) and checks the profile `word` against it.
fn differential(word: &str, args: &[&str]) {
    against_oracle(
        word,
        "Perl's",
        "perl",
        "perl_uri_abs.pl",
        args,
        &pairs(),
        |version| match version == "URI 5.17" {
            true => Ok(()),
            false => Err("the profile reads URI 5.17".to_string()),
        },
    );
}

#[test]
fn perl_uri_agrees_with_the_installed_uri() {
    differential("perl-uri", &[]);
}

#[test]
fn perl_lwp_agrees_with_the_installed_uri() {
    differential("perl-lwp", &["--lwp"]);
}
