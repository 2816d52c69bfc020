//! The .NET profile against Mono's System.Uri: the resolution rows of .NET's and Mono's own
//! tests (tests/data/dotnet/: dotnet/runtime's UriRelativeResolutionTest.cs and Mono's
//! test-uri-relative-props.txt, MIT), and the
//! installed Mono running `new Uri(new Uri(base), reference).AbsoluteUri`
//! (tests/oracles/DotnetUriResolve.cs, compiled once by `mcs` into a temporary directory) on
//! generated pairs and on the suite's, where the profile must give the same result or the same
//! exception. Pairs the profile refuses as outside the schemes it models (a `file:` or
//! `mailto:` result, a Windows path) are counted and left out. Where no Mono is installed, the
//! test says so and passes.

#[path = "common/differential.rs"]
mod differential;

use differential::oracles::CSharpOracle;
use differential::{SuiteRow, against_command, assert_suite, generated, generated_bases, rows};

/// A suite's rows: base, reference, and the text or the exception's message.
fn suite_of(file: &str) -> Vec<SuiteRow> {
    rows(file)
        .iter()
        .map(|row| {
            let field = |key: &str| row[key].as_str().map(str::to_string);
            let expected = field("expected").ok_or_else(|| field("error").unwrap());
            (field("base").unwrap(), field("rel").unwrap(), expected)
        })
        .collect()
}

/// dotnet/runtime's rows.
fn suite() -> Vec<SuiteRow> {
    suite_of("dotnet/UriRelativeResolutionTest.jsonl")
}

/// Mono's rows.
fn mono_suite() -> Vec<SuiteRow> {
    suite_of("dotnet/mono-test-uri-relative-props.jsonl")
}

/// Every row of Mono's test-uri-relative-props.txt whose result the profile models gives the
/// `AbsoluteUri` it records.
#[test]
fn dotnet_passes_mono_s_relative_uri_rows() {
    let rows = mono_suite();
    assert_eq!(rows.len(), 25);
    assert_suite("dotnet", "Mono", &rows);
}

/// Every resolution row of dotnet/runtime's UriRelativeResolutionTest.cs that Mono answers as
/// .NET does gives the text, or throws the message, it asserts.
#[test]
fn dotnet_passes_its_own_resolution_tests() {
    let rows = suite();
    assert!(rows.len() >= 20, "{} rows", rows.len());
    assert_suite("dotnet", "dotnet/runtime", &rows);
}

/// Bases of each modelled syntax and of the shapes `CheckAuthorityHelper` reads.
const BASES: &[&str] = &[
    "http://a/b/c/d;p?q",
    "http://a/b/c/d;p?q#f",
    "http://a",
    "http://a/",
    "HTTP://A.Example:080/b/",
    "https://u:p@a:443/b",
    "http://u@v@a:8080/b/c",
    "http://[::1]:8/a",
    "http://a:/b",
    "http://@a/b",
    "ws://h/a/./b",
    "wss://h:443/a/b/..",
    "http://0x7f.1/a/b",
    "http://-h_/a",
    "http://a/b/c/d;p?q#f\nx",
    "http://a/%7e%41%2F/x",
    "http://a/b%zz/c?q r",
    "http://a/b c/d?e f#g h",
    "http://a/é/x?é#é",
    "http://a/b\\c/d",
    "ftp://h/a/b?c#d",
    "ftp://u@h:21/a/",
    "urn:a:b",
    "urn:a/b/c",
    "foo://h:80/a/b",
    "foo:/a/b",
    "foo:",
    "foo:///x",
    "foo:////x",
    "X-y.z+w://H/p?q",
    "foo://[::1]/a",
    "foo://1.2.3.4/a",
    "foo://01.2.3.4/a",
    "foo://u@h/a\\b/../c",
    "mailto:x@y",
    "file:///tmp/x",
    "file://h/share/a/b",
    "file:////H/x/",
    "file://",
    "file:///a%2fb%2E/../c?q#f",
];

/// Pieces references are made of.
const PIECES: &[&str] = &[
    "g", "a", "..", ".", "/", "//", "?", "#", ";x", ":", "g:h", "http:", "HTTPS:", "ws:", "x@",
    "@", "u:p@h", "h:80", ":8080", ":0", "[::1]", "[", "]", "%2e", "%2E", "%zz", "%41", "%7E",
    "%2F", "%20", " ", "+", "é", "%C3%A9", "\u{1}", "\n", "\t", "\\", "0", "80", "&=", "~", "|",
    "{", "\"", "1a:", "ab:", "foo:", "urn:", "ftp:", "///", "file:", "c:/", "%2f",
];

fn pairs() -> Vec<(String, String)> {
    let mut pairs = generated(BASES, PIECES, 0x646f_746e_6574_0608, 80);
    let starts = [
        "http://h",
        "https://",
        "ws://h/",
        "http://[::1]",
        "http://u@h",
    ];
    pairs.extend(generated_bases(&starts, PIECES, 0x646f_746e_6574_0609, 600));
    for (base, rel, _) in suite().into_iter().chain(mono_suite()) {
        pairs.push((base, rel));
    }
    pairs
}

/// The pairs the profile answers (those outside the modelled schemes counted, then left out).
fn modelled(pairs: Vec<(String, String)>) -> Vec<(String, String)> {
    let profile: uriscope::Spec = "dotnet".parse().unwrap();
    let (kept, left): (Vec<_>, Vec<_>) = pairs.into_iter().partition(|(base, reference)| {
        uriscope::resolve(profile, base, reference)
            .map_err(|error| error.to_string())
            .err()
            .is_none_or(|error| !error.contains("uriscope models System.Uri"))
    });
    println!("{} pairs outside the modelled schemes left out", left.len());
    // A profile that refused everything would agree with Mono on nothing left: the pairs are
    // made of the modelled schemes, so all but a few (mailto, news, Windows paths) must stay.
    assert!(
        left.len() * 10 < kept.len() + left.len(),
        "{} of {} pairs left out",
        left.len(),
        kept.len() + left.len()
    );
    kept
}

/// `new Uri(new Uri(base), reference).AbsoluteUri` by the installed Mono, against the profile.
#[test]
fn dotnet_agrees_with_mono() {
    let Some(oracle) = CSharpOracle::compile("DotnetUriResolve.cs") else {
        println!("skipped: Mono's C# compiler `mcs` does not run here");
        return;
    };
    let pairs = modelled(pairs());
    against_command(
        "dotnet",
        "System.Uri of",
        oracle.command(&[]),
        &pairs,
        |version| match version.starts_with("Mono 6.8.") {
            true => Ok(()),
            false => Err("the profile reads Mono 6.8".to_string()),
        },
    );
}
