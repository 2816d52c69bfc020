//! The OkHttp profile against OkHttp: its own HttpUrlTest's resolution assertions
//! (tests/data/okhttp/, from okhttp-tests/src/test/java/okhttp3/HttpUrlTest.java at 3.13.1,
//! Apache-2.0), and the installed libokhttp-java (3.13.1) running `HttpUrl.get(base)
//! .resolve(link)` on JDK 17 (tests/oracles/OkHttpResolve.java, compiled once per run by java's
//! source launcher) on generated pairs and on the suite's, where the profile must give the same
//! text, or fail where the library throws or returns null. Where Java or OkHttp is missing, the
//! test says so and passes.

#[path = "common/differential.rs"]
mod differential;

use std::process::Command;

use differential::{
    SuiteRow, against_command, assert_suite, generated, generated_bases, oracle, rows,
};

/// The suite's rows: base, link, and the text (an error where `resolve` returns null).
fn suite() -> Vec<SuiteRow> {
    rows("okhttp/HttpUrlTest-3.13.1.jsonl")
        .iter()
        .map(|row| {
            let field = |key: &str| row[key].as_str().map(str::to_string);
            // `resolve` returns null: the suite asserts no more than an error.
            let expected = field("expected").ok_or_else(String::new);
            (
                field("base").unwrap(),
                field("reference").unwrap(),
                expected,
            )
        })
        .collect()
}

/// Every resolution assertion of HttpUrlTest gives the URL it asserts, or none where it
/// asserts null.
#[test]
fn okhttp_passes_its_own_http_url_test() {
    let rows = suite();
    assert_eq!(rows.len(), 123);
    assert_suite("okhttp@3.13", "OkHttp", &rows);
}

/// Bases that meet the parser's branches (user information, IPv6 and IPv4-mapped hosts, ports,
/// IDN hosts, a query and fragment to keep or drop).
const BASES: &[&str] = &[
    "http://a/b/c/d;p?q",
    "http://a/b/c/d;p?q#f",
    "http://a",
    "https://u:p@A.Example:443/b/",
    "http://u@v@w:x@h:8080/b/c",
    "http://[::1]:8/a",
    "http://[0:0:0:0:0:ffff:1.2.3.4]/a",
    "http://caf\u{e9}.example/a b/",
    "http://h/%2e%2E/x?y#z",
    "HTTP://h/a\\b\\c",
    " http://h/a \n",
    "http://h:65535/a",
    "ftp://h/a",
    "h/a",
    "http://",
    "http://h:0/",
    "http://h:x/",
    "http://a_b/",
];

/// Pieces links are made of.
const PIECES: &[&str] = &[
    "g",
    "a",
    "..",
    ".",
    "/",
    "//",
    "///",
    "\\",
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
    ":65536",
    "[::1]",
    "[1::2::3]",
    "%2e",
    "%2E%2E",
    "%zz",
    "%41",
    "%",
    " ",
    "\t",
    "\n",
    "+",
    "\"",
    "<",
    "{",
    "|",
    "\u{e9}",
    "\u{2603}",
    "\u{1f600}",
    "\u{df}",
    "\u{ff21}",
    "\u{3002}",
    "0",
    "&=",
    "~",
    "a_b",
    "xn--a",
    // Hosts IDNA2003's Nameprep maps, refuses or checks for direction.
    "//\u{fb01}x",
    "//a\u{200b}b",
    "//\u{627}",
    "//a\u{627}",
    "//\u{627}1\u{628}",
    "//\u{130}",
    "//\u{e000}",
    "//\u{340}",
    "//xn--\u{e9}",
    "//\u{2460}",
    "//\u{ad}",
    "//\u{221}",
    "//aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
];

fn pairs() -> Vec<(String, String)> {
    let mut pairs = generated(BASES, PIECES, 0x6f6b_6874_7470_0313, 80);
    // Bases made of pieces too.
    let starts = [
        "http://h",
        "https://",
        "",
        "//h",
        "http:",
        "http://[::1]",
        "http://u@",
    ];
    pairs.extend(generated_bases(&starts, PIECES, 0x6f6b_6874_7470_0314, 400));
    for (base, link, _) in suite() {
        pairs.push((base, link));
    }
    pairs
}

/// `HttpUrl.get(base).resolve(link)` by the installed OkHttp on the installed JDK, against the
/// profile.
#[test]
fn okhttp_agrees_with_the_installed_library() {
    let mut command = Command::new("java");
    command
        .arg("-cp")
        .arg("/usr/share/java/okhttp.jar:/usr/share/java/okio.jar")
        .arg(oracle("OkHttpResolve.java"));
    against_command(
        "okhttp@3.13",
        "OkHttp",
        command,
        &pairs(),
        |version| match version == "3.13.1" {
            true => Ok(()),
            false => Err("the profile reads 3.13.1".to_string()),
        },
    );
}
