//! The Guzzle profile against Guzzle: its own suite's rows (tests/data/guzzle/, from
//! guzzle/psr7's tests/UriResolverTest.php at 2.4.5, MIT), and the installed `php` with
//! Debian's php-guzzlehttp-psr7 running `UriResolver::resolve`
//! (tests/oracles/php_guzzle_resolve.php) on generated pairs and on the suite's, where the
//! profile must give the same result or the same exception. Where PHP or Guzzle is missing,
//! the test says so and passes.

#[path = "common/differential.rs"]
mod differential;

use differential::rng::Rng;
use differential::{against_oracle, generated, rows};
use uriscope::Spec;

fn guzzle() -> Spec {
    "guzzle@2.4".parse().expect("the Guzzle profile")
}

/// The suite's rows: base, reference, the expected text.
fn suite() -> Vec<(String, String, String)> {
    rows("guzzle/UriResolverTest-2.4.5.jsonl")
        .iter()
        .map(|row| {
            let field = |key: &str| row[key].as_str().unwrap().to_string();
            (field("base"), field("rel"), field("expected"))
        })
        .collect()
}

/// Every row of Guzzle's `getResolveTestCases` gives the text `testResolveUri` asserts.
#[test]
fn guzzle_passes_its_own_uri_resolver_test() {
    let rows = suite();
    assert_eq!(rows.len(), 85);
    let mut failures = Vec::new();
    for (base, rel, expected) in &rows {
        let got = uriscope::resolve(guzzle(), base, rel);
        if got.as_deref() != Ok(expected.as_str()) {
            failures.push(format!(
                "resolve({base:?}, {rel:?}) is {expected:?} in its suite; the profile gives {got:?}"
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Bases that meet `parse_url`'s branches and each of `resolve`'s.
const BASES: &[&str] = &[
    "http://a/b/c/d;p?q",
    "http://a/b/c/d;p?q#f",
    "http://a",
    "HTTP://A.Example:080/b/",
    "https://u:p@a:443/b",
    "http://[::1]:8/a",
    "http://[::1]/a/b",
    "http://a:/b",
    "file:///tmp/x",
    "file:/a",
    "file:///c:/x/y",
    "mailto:x@y",
    "urn:a:b",
    "foo:/a/b",
    "a.com:80/x",
    "//h/p",
    "/a/b",
    "a/b",
    "",
    "http:",
    "ftp://h:21/a",
];

/// Pieces references are made of.
const PIECES: &[&str] = &[
    "g", "a", "..", ".", "/", "//", "///", "?", "#", ";x", ":", "g:h", "http:", "file:", "x@", "@",
    "u:p@h", "h:80", ":8080", "[::1]", "://[::1]", "%2e", "%zz", "%41", " ", "+", "é", "\u{1}",
    "\\", "'", "0", "80", "123456", "a.b", "&=", "~",
];

fn pairs() -> Vec<(String, String)> {
    let mut pairs = generated(BASES, PIECES, 0x6775_7a7a_6c65_0245, 80);
    // Bases made of pieces too.
    let mut rng = Rng(0x6775_7a7a_6c65_0246);
    for _ in 0..300 {
        let starts = ["http://h", "h:", "", "//h", "http:", "http://[::1]"];
        let mut base = String::from(starts[rng.next(starts.len())]);
        for _ in 0..rng.next(4) {
            base.push_str(PIECES[rng.next(PIECES.len())]);
        }
        pairs.push((base, PIECES[rng.next(PIECES.len())].to_string()));
    }
    for (base, rel, _) in suite() {
        pairs.push((base, rel));
    }
    pairs
}

/// `UriResolver::resolve` by the installed PHP and Guzzle, against the profile.
#[test]
fn guzzle_agrees_with_the_installed_guzzle() {
    // `8.2.31 psr7 2.4.5`: the profile reads 2.4.5 and PHP 8's parse_url.
    against_oracle(
        "guzzle@2.4",
        "PHP",
        "php",
        "php_guzzle_resolve.php",
        &[],
        &pairs(),
        |version| match version.ends_with("psr7 2.4.5") && version.starts_with("8.") {
            true => Ok(()),
            false => Err("the profile reads psr7 2.4.5 on PHP 8".to_string()),
        },
    );
}
