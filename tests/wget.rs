//! The Wget profiles against GNU Wget: the installed `wget` follows a 302 from a proxy on
//! 127.0.0.1 (tests/oracles/wget_redirect.py) for generated pairs, in a UTF-8 locale and under
//! `LC_ALL=C`, and the profile of each must give the URL it requests next, or the line it logs
//! where it refuses. Wget's own `uri_merge` and `path_simplify` cases are unit tests of the
//! profile (src/core/profiles/wget/). Where wget or python3 is missing, the test says so and
//! passes.

#[path = "common/differential.rs"]
mod differential;

use differential::{against_oracle, generated};

/// Bases wget fetches (through the proxy, so any host will do).
const BASES: &[&str] = &[
    "http://a/b/c/d;p?q",
    "http://a/b/c/d;p?q#f",
    "http://a",
    "http://a/",
    "http://a/b//c/./d/../e",
    "HTTP://A.Example:8080/b/",
    "http://u:p@a/b",
    "http://[::1]/a/b",
    "http://a:80/b?x#y",
];

/// Pieces Locations are made of (no control byte: a header line holds none).
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
    "HTTP://X/",
    "https:",
    "ftp://f/",
    "x@",
    "@",
    "u:p@h",
    "h:80",
    ":8080",
    "[::1]",
    "%7e",
    "%3c",
    "%2541",
    "%zz",
    "%2e",
    "%41",
    " ",
    "é",
    "\\",
    "<",
    "~",
    "^",
    "{",
    "|",
    "'",
    "0",
    "+",
];

/// Runs the oracle in `locale` and checks the profile `word` against it.
fn differential(word: &str, locale: &str) {
    let pairs = generated(BASES, PIECES, 0x7767_6574_0121_0003, 30);
    against_oracle(
        word,
        "Wget",
        "python3",
        "wget_redirect.py",
        &["--locale", locale],
        &pairs,
        |version| match version.starts_with("1.21.3 ") {
            true => Ok(()),
            false => Err("the profile reads Wget 1.21.3".to_string()),
        },
    );
}

#[test]
fn wget_agrees_with_the_installed_wget_in_a_utf8_locale() {
    differential("wget", "C.UTF-8");
}

#[test]
fn wget_agrees_with_the_installed_wget_under_lc_all_c() {
    differential("wget-c-locale", "C");
}
