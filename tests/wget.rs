//! The Wget profiles against GNU Wget: the installed `wget` follows a 302 from a proxy on
//! 127.0.0.1 (tests/oracles/wget_redirect.py) for generated pairs, in a UTF-8 locale and under
//! `LC_ALL=C`, and the profile of each must give the URL it requests next, or the line it logs
//! where it refuses. Wget's own `uri_merge` and `path_simplify` cases are unit tests of the
//! profile (src/core/profiles/wget/). Where wget or python3 is missing, the test says so and
//! passes.

#[path = "common/differential.rs"]
mod differential;
#[path = "common/oracles.rs"]
mod oracles;
#[path = "common/rng.rs"]
mod rng;

use std::process::Command;

use oracles::{oracle, run_lines};
use rng::Rng;
use uriscope::Spec;

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

fn pairs() -> Vec<(String, String)> {
    let mut pairs = Vec::new();
    let mut rng = Rng(0x7767_6574_0121_0003);
    for base in BASES {
        for piece in PIECES {
            pairs.push((base.to_string(), piece.to_string()));
        }
        for _ in 0..30 {
            let mut location = String::new();
            for _ in 0..1 + rng.next(4) {
                location.push_str(PIECES[rng.next(PIECES.len())]);
            }
            pairs.push((base.to_string(), location));
        }
    }
    pairs
}

/// Runs the oracle in `locale` and checks the profile `word` against it.
fn differential(word: &str, locale: &str) {
    let pairs = pairs();
    let mut command = Command::new("python3");
    command
        .arg(oracle("wget_redirect.py"))
        .args(["--locale", locale]);
    let Some((version, values)) = run_lines(command, &pairs) else {
        println!("skipped: wget (or python3, which serves its proxy) does not run here");
        return;
    };
    if !version.starts_with("1.21.3 ") {
        println!("skipped: Wget {version} is installed; the profile reads 1.21.3");
        return;
    }
    let profile: Spec = word.parse().expect("a Wget profile");
    differential::assert_agrees(profile, &format!("Wget {version}"), &pairs, &values);
}

#[test]
fn wget_agrees_with_the_installed_wget_in_a_utf8_locale() {
    differential("wget", "C.UTF-8");
}

#[test]
fn wget_agrees_with_the_installed_wget_under_lc_all_c() {
    differential("wget-c-locale", "C");
}
