//! The HttpClient profiles against Apache HttpClient: each line's own `TestURIUtils` resolve
//! assertions (tests/data/httpclient/, Apache-2.0), and the installed libhttpclient-java
//! (4.5.14) and libhttpclient5-java (5.2.1) running `URIUtils.resolve` on JDK 17
//! (tests/oracles/HttpClientResolve.java, compiled once per run by java's source launcher) on
//! generated pairs and on the suites' (RFC 3986 §5.4's examples among them), where the profile must give the same text or the same
//! exception. Where Java or a library is missing, the test says so and passes.

#[path = "common/differential.rs"]
mod differential;

use std::process::Command;

use differential::{
    SuiteRow, against_command, assert_suite, generated, generated_bases, oracle, rows,
};

/// The suite's rows of `release`: base, reference, the expected text.
fn suite(release: &str) -> Vec<SuiteRow> {
    rows(&format!("httpclient/TestURIUtils-{release}.jsonl"))
        .iter()
        .map(|row| {
            let field = |key: &str| row[key].as_str().unwrap().to_string();
            (field("base"), field("reference"), Ok(field("expected")))
        })
        .collect()
}

/// Every `URIUtils.resolve(this.baseURI, …)` assertion of each line's TestURIUtils gives the
/// text it asserts.
#[test]
fn httpclient_passes_its_own_test_uri_utils() {
    for (word, release) in [("httpclient@4.5", "4.5.14"), ("httpclient@5.2", "5.2.1")] {
        let rows = suite(release);
        assert_eq!(rows.len(), 62, "{release}");
        assert_suite(word, &format!("HttpClient {release}"), &rows);
    }
}

/// Bases that meet `resolve`'s branches (`?`, empty, a reference resolved by the JDK) and
/// `normalizeSyntax`'s (an opaque URI, no authority, a registry authority, segments to decode).
const BASES: &[&str] = &[
    "http://a/b/c/d;p?q",
    "http://a/b/c/d;p?q#f",
    "http://a/b/c/d;p#f",
    "http://a",
    "http://a/",
    "HTTP://A.Example:080/B/./c/",
    "https://u:p@a:443/b",
    "http://[::1]:8/a",
    "http://a_b/c/d",
    "http://a/b%41/%2e%2e/c",
    "http://a/b%zz/c",
    "http://a/%C3%A9/c",
    "http://a/\u{e9}/c",
    "http://a/b//c",
    "file:///tmp/x",
    "file:/a/b",
    "mailto:x@y",
    "urn:a:b",
    "foo://h:80/a/../b",
    "//h/p",
    "/a/b",
    "a/b",
    "http://a/b?q#f\u{e9}",
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
    "HTTPS://H",
    "x@",
    "@",
    "u:p@h",
    "h:80",
    ":8080",
    "[::1]",
    "%2e",
    "%2E%2E",
    "%zz",
    "%41",
    "%2f",
    "%",
    "\u{e9}",
    "e\u{301}",
    "\u{1f600}",
    " ",
    "+",
    "\\",
    "0",
    "&=",
    "~",
    "a_b",
    "//a_b/",
    "?y",
];

fn pairs() -> Vec<(String, String)> {
    let mut pairs = generated(BASES, PIECES, 0x6874_7470_3435_0014, 80);
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
    pairs.extend(generated_bases(&starts, PIECES, 0x6874_7470_3435_0015, 300));
    for release in ["4.5.14", "5.2.1"] {
        for (base, reference, _) in suite(release) {
            pairs.push((base, reference));
        }
    }
    pairs
}

/// `java -cp JARS HttpClientResolve.java ARGS`.
fn oracle_command(jars: &[&str], args: &[&str]) -> Command {
    let class_path: Vec<String> = jars
        .iter()
        .map(|jar| format!("/usr/share/java/{jar}"))
        .collect();
    let mut command = Command::new("java");
    command
        .arg("-cp")
        .arg(class_path.join(":"))
        .arg(oracle("HttpClientResolve.java"))
        .args(args);
    command
}

/// `URIUtils.resolve` by the installed HttpClient 4.5 on the installed JDK, against the profile.
#[test]
fn httpclient_45_agrees_with_the_installed_library() {
    against_command(
        "httpclient@4.5",
        "Apache HttpClient",
        oracle_command(
            &["httpclient.jar", "httpcore.jar", "commons-logging.jar"],
            &[],
        ),
        &pairs(),
        |version| match version.starts_with("4.5.14 java 17.") {
            true => Ok(()),
            false => Err("the profile reads 4.5.14 on JDK 17".to_string()),
        },
    );
}

/// `URIUtils.resolve` by the installed HttpClient 5.2 (with httpcore5) on the installed JDK,
/// against the profile.
#[test]
fn httpclient_52_agrees_with_the_installed_library() {
    against_command(
        "httpclient@5.2",
        "Apache HttpClient",
        oracle_command(
            &["httpclient5.jar", "httpcore5.jar", "slf4j-api.jar"],
            &["5"],
        ),
        &pairs(),
        |version| match version.starts_with("5.2.1 java 17.") {
            true => Ok(()),
            false => Err("the profile reads 5.2.1 on JDK 17".to_string()),
        },
    );
}
