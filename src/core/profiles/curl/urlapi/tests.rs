//! The curl profile against libcurl's own tests and the research's probes.

use super::*;
use crate::core::profile_testing::spec;
use crate::core::profiles::curl::{dots, parse};

fn resolve_text(version: &str, base: &str, reference: &str) -> Result<String, String> {
    let version = CurlVersion::parse(version).unwrap();
    resolve(
        version.0,
        base,
        reference,
        &mut crate::core::vocabulary::event::NoTrace,
    )
    .map_err(|e| e.to_string())
}

/// Each line's answer for one pair, an error without the step that cites it: `Bad hostname
/// (CURLUE_BAD_HOSTNAME)`.
fn answers(versions: &[&str], base: &str, reference: &str) -> Vec<Result<String, String>> {
    versions
        .iter()
        .map(|v| {
            resolve_text(v, base, reference)
                .map_err(|e| e.split(": ").nth(2).unwrap_or(&e).to_string())
        })
        .collect()
}

fn ok(url: &str) -> Result<String, String> {
    Ok(url.to_string())
}

#[test]
fn the_research_probes_give_curls_answers() {
    let ok = |v: &str, b: &str, r: &str, want: &str| {
        assert_eq!(resolve_text(v, b, r).as_deref(), Ok(want), "{v}: {b} + {r}");
    };
    ok("8.22", "http://a/b/c/d;p?q", "g", "http://a/b/c/g");
    ok("8.22", "http://a/b/c/d;p?q", "//g", "http://g/");
    ok("8.22", "http://a/b/c/d;p?q#f", "", "http://a/b/c/d;p?q");
    ok("7.88", "http://a/b/c/d;p?q#f", "", "http://a/b/c/");
    ok("8.22", "http://a/b/c/d;p?q#f", "#", "http://a/b/c/d;p?q");
    ok("7.88", "http://a/b/c/d;p?q#f", "#", "http://a/b/c/");
    ok("8.22", "http://a/b/c/d;p?q#f", "?", "http://a/b/c/d;p");
    ok("7.88", "http://a/b/c/d;p?q", "#s", "http://a/b/c/#s");
    ok("8.22", "http://a/b/c/d;p?q", "///w", "http://w/");
    ok("8.22", "http://a", "?y", "http://a/?y");
    ok("8.22", "http://a/b/./c", "?y", "http://a/b/c?y");
    ok("8.22", "http://a/b/c/d", "%2e%2e/g", "http://a/b/g");
    ok(
        "7.88",
        "http://a/b/c/d",
        "%2e%2e/g",
        "http://a/b/c/%2e%2e/g",
    );
    ok("8.22", "http://a/b/c", "d e?f g", "http://a/b/d%20e?f+g");
    ok("8.22", "http://a/b/c", "/\\evil.com", "http://a/\\evil.com");
    ok("8.22", "HTTP://A/b/c", "d", "http://A/b/d");
    ok("8.22", "http://a/b/c", "http:/g", "http://g/");
    ok("8.22", "http://a/..//", "x", "http://a//x");
    ok("8.22", "http://a/b/c", "é/ü", "http://a/b/%C3%A9/%C3%BC");
    ok("7.88", "http://a/b/c", "é/ü", "http://a/b/%c3%a9/%c3%bc");
    ok("8.22", "http://a/b/c", "//g/../h", "http://g/h");
    ok("8.22", "http://u@a/b", "//b", "http://b/");
    // The research's probes 05, 13, 14, 29, 36 on 7.88 (run on Debian's libcurl 7.88.1).
    ok("7.88", "http://a/b/c/d;p?q#f", "?", "http://a/b/c/d;p");
    ok("7.88", "http://a", "?y", "http://a/?y");
    ok("7.88", "http://a/b/./c", "?y", "http://a/b/c?y");
    ok("7.88", "http://a/..//", "x", "http://a/x");
    ok("7.88", "http://u@a/b", "//b", "http://b/");
    ok("7.88", "http://a/b/c/d;p?q", "///w", "http://w/");
    let err = |v: &str, b: &str, r: &str, want: &str| {
        let error = resolve_text(v, b, r).unwrap_err();
        assert!(error.contains(want), "{v}: {b} + {r}: {error}");
    };
    err(
        "8.22",
        "http://a/b/c/d;p?q",
        "g:h",
        "Unsupported URL scheme",
    );
    err(
        "8.22",
        "http://a/b/c/d;p?q",
        "http:g",
        "Unsupported number of slashes",
    );
    err("8.22", "http://a/b/c/d;p?q", "//", "No host present");
    err(
        "7.88",
        "http://a/b/c/d;p?q",
        "//",
        "No host part in the URL",
    );
    err(
        "8.22",
        "mailto:x@y",
        "z",
        "URL rejected: Unsupported URL scheme",
    );
    err(
        "7.88",
        "mailto:x@y",
        "z",
        "curl_url_set rejected the URL: Unsupported URL scheme",
    );
}

/// The `CURLU_*` flags a row of libcurl's tests names.
fn flag_bits(names: &serde_json::Value) -> u32 {
    names
        .as_array()
        .unwrap()
        .iter()
        .map(|name| match name.as_str().unwrap() {
            "CURLU_URLENCODE" => flags::URLENCODE,
            "CURLU_ALLOW_SPACE" => flags::ALLOW_SPACE,
            "CURLU_NO_AUTHORITY" => flags::NO_AUTHORITY,
            "CURLU_PATH_AS_IS" => flags::PATH_AS_IS,
            "CURLU_NON_SUPPORT_SCHEME" => flags::NON_SUPPORT_SCHEME,
            "CURLU_GET_EMPTY" => flags::GET_EMPTY,
            other => panic!("a flag the profile does not follow: {other}"),
        })
        .fold(0, |bits, flag| bits | flag)
}

fn rows(text: &str) -> Vec<serde_json::Value> {
    text.lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect()
}

/// The lib1560 tables: each kept once, under the newest tag it is the same at (8.0's is
/// 7.88.1's; 8.1's to 8.6's are 8.7's; 8.8's to 8.10's are 8.11's; 8.14's is 8.15's; 8.16's to 8.18's are 8.19's).
const LIB1560_7_88: &str =
    include_str!("../../../../../tests/data/curl/lib1560-set-url-7.88.jsonl");
const LIB1560_8_7: &str = include_str!("../../../../../tests/data/curl/lib1560-set-url-8.7.jsonl");
const LIB1560_8_11: &str =
    include_str!("../../../../../tests/data/curl/lib1560-set-url-8.11.jsonl");
const LIB1560_8_12: &str =
    include_str!("../../../../../tests/data/curl/lib1560-set-url-8.12.jsonl");
const LIB1560_8_13: &str =
    include_str!("../../../../../tests/data/curl/lib1560-set-url-8.13.jsonl");
const LIB1560_8_15: &str =
    include_str!("../../../../../tests/data/curl/lib1560-set-url-8.15.jsonl");
const LIB1560_8_19: &str =
    include_str!("../../../../../tests/data/curl/lib1560-set-url-8.19.jsonl");
const LIB1560_8_20: &str =
    include_str!("../../../../../tests/data/curl/lib1560-set-url-8.20.jsonl");
const LIB1560_8_21: &str =
    include_str!("../../../../../tests/data/curl/lib1560-set-url-8.21.jsonl");
const LIB1560_8_22: &str =
    include_str!("../../../../../tests/data/curl/lib1560-set-url-8.22.jsonl");

/// lib1560's `set_url()`: every row of `set_url_list`, for each line at its own release.
#[test]
fn libcurls_own_redirect_tests_pass() {
    for (version, text, count) in [
        ("7.88", LIB1560_7_88, 10),
        ("8.0", LIB1560_7_88, 10),
        ("8.1.0", LIB1560_8_7, 11),
        ("8.1", LIB1560_8_7, 11),
        ("8.2", LIB1560_8_7, 11),
        ("8.3", LIB1560_8_7, 11),
        ("8.4", LIB1560_8_7, 11),
        ("8.5", LIB1560_8_7, 11),
        ("8.6", LIB1560_8_7, 11),
        ("8.7", LIB1560_8_7, 11),
        ("8.8", LIB1560_8_11, 22),
        ("8.9", LIB1560_8_11, 22),
        ("8.10", LIB1560_8_11, 22),
        ("8.11", LIB1560_8_11, 22),
        ("8.12", LIB1560_8_12, 36),
        ("8.13", LIB1560_8_13, 45),
        ("8.14", LIB1560_8_15, 46),
        ("8.15", LIB1560_8_15, 46),
        ("8.16", LIB1560_8_19, 46),
        ("8.17", LIB1560_8_19, 46),
        ("8.18", LIB1560_8_19, 46),
        ("8.19", LIB1560_8_19, 46),
        ("8.20", LIB1560_8_20, 48),
        ("8.21", LIB1560_8_21, 57),
        ("8.22", LIB1560_8_22, 62),
    ] {
        let version = CurlVersion::parse(version).unwrap();
        let rows = rows(text);
        assert_eq!(rows.len(), count);
        let mut failures = Vec::new();
        for row in &rows {
            let text = |key: &str| row[key].as_str().unwrap();
            assert!(row["base_flags"].as_array().unwrap().is_empty());
            let got = run(
                version,
                text("base"),
                text("location"),
                flag_bits(&row["set_flags"]),
                flag_bits(&row["get_flags"]),
            );
            // Every row's first call succeeds (`code` is CURLUE_OK), and set_url() counts a
            // failing second call as an error.
            assert_eq!(text("code"), "CURLUE_OK");
            if got.as_deref() != Ok(text("expected")) {
                failures.push(format!("curl@{version} {row}: {got:?}"));
            }
        }
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }
}

/// The unit1395 tables, each kept once as above (8.0's is 7.88.1's; 8.1's to 8.11's are
/// 8.12's; 8.13's to 8.18's are 8.19's).
const UNIT1395_7_88: &str =
    include_str!("../../../../../tests/data/curl/unit1395-dedotdotify-7.88.jsonl");
const UNIT1395_8_12: &str =
    include_str!("../../../../../tests/data/curl/unit1395-dedotdotify-8.12.jsonl");
const UNIT1395_8_19: &str =
    include_str!("../../../../../tests/data/curl/unit1395-dedotdotify-8.19.jsonl");
const UNIT1395_8_20: &str =
    include_str!("../../../../../tests/data/curl/unit1395-dedotdotify-8.20.jsonl");
const UNIT1395_8_21: &str =
    include_str!("../../../../../tests/data/curl/unit1395-dedotdotify-8.21.jsonl");
const UNIT1395_8_22: &str =
    include_str!("../../../../../tests/data/curl/unit1395-dedotdotify-8.22.jsonl");

/// unit1395: `dedotdotify` on each input, `None` where the test wants NULL.
#[test]
fn libcurls_own_dot_removal_tests_pass() {
    let mut lines = vec![("7.88", UNIT1395_7_88, 27)];
    lines.extend(
        [
            "8.3", "8.4", "8.5", "8.6", "8.7", "8.8", "8.9", "8.10", "8.11", "8.12",
        ]
        .map(|v| (v, UNIT1395_8_12, 27)),
    );
    lines.extend(
        ["8.13", "8.14", "8.15", "8.16", "8.17", "8.18", "8.19"].map(|v| (v, UNIT1395_8_19, 71)),
    );
    lines.extend([
        ("8.20", UNIT1395_8_20, 106),
        ("8.21", UNIT1395_8_21, 106),
        ("8.22", UNIT1395_8_22, 106),
    ]);
    for (version, text, count) in lines {
        let version = CurlVersion::parse(version).unwrap();
        let rows = rows(text);
        assert_eq!(rows.len(), count);
        let mut failures = Vec::new();
        for row in &rows {
            let input = row["input"].as_str().unwrap();
            let want = row["output"].as_str();
            let got = dots::dedotdotify(version, input);
            if got.as_deref() != want {
                failures.push(format!("curl@{version} {input:?}: {got:?}, not {want:?}"));
            }
        }
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }
}

/// 8.21 against 8.22: "urlapi: improved return codes" (573a6ec16b) and curl's own
/// `inet_pton` (39dec13ec0), as their code reads.
#[test]
fn eight_twenty_one_is_eight_twenty_two_before_two_commits() {
    let error = |v: &str, reference: &str| resolve_text(v, "http://a/b", reference).unwrap_err();
    assert!(error("8.21", "//h:\\x").contains("Port number was not a decimal number"));
    assert!(error("8.22", "//h:\\x").contains("Found a backslash where a forward slash"));
    assert!(error("8.21", "//:x").contains("Port number was not a decimal number"));
    assert!(error("8.22", "//:x").contains("No host present"));
    assert!(error("8.21", "//").contains("No host part in the URL"));
    // glibc's inet_pton refuses the `:` at the end; curl's own takes it, and inet_ntop drops it.
    assert!(error("8.21", "//[1:2:3:4:5:6:7:8:]/").contains("Bad IPv6 address"));
    assert_eq!(
        resolve_text("8.22", "http://a/b", "//[1:2:3:4:5:6:7:8:]/").as_deref(),
        Ok("http://[1:2:3:4:5:6:7:8]/")
    );
}

/// 8.20 against 8.21: the commits that changed 8.21's answers, as their code reads.
#[test]
fn eight_twenty_is_eight_twenty_one_before_its_host_file_and_blank_commits() {
    let both = |base: &str, reference: &str| {
        (
            resolve_text("8.20", base, reference),
            resolve_text("8.21", base, reference),
        )
    };
    let ok = |text: &str| Ok(text.to_string());
    // 780ccb256e: a blank Location drops the fragment.
    assert_eq!(
        both("http://a/b#f", ""),
        (ok("http://a/b#f"), ok("http://a/b"))
    );
    // 1b6724882c, 831a151484, 04afd16076: `0X`, a dot at the end, decoding first.
    assert_eq!(
        both("http://a/b", "//0X7f.1/"),
        (ok("http://0X7f.1/"), ok("http://127.0.0.1/"))
    );
    assert_eq!(
        both("http://a/b", "//1.2.3.4./"),
        (ok("http://1.2.3.4./"), ok("http://1.2.3.4/"))
    );
    assert_eq!(
        both("http://a/b", "//%30x7f.1/"),
        (ok("http://0x7f.1/"), ok("http://127.0.0.1/"))
    );
    // a8e6f90a69 and 9135294115: `|`, and `..` at the end of a name.
    for host in ["//a|b/", "//a../"] {
        let (old, new) = both("http://a/b", host);
        assert!(old.is_ok(), "{host}: {old:?}");
        assert!(new.unwrap_err().contains("Bad hostname"), "{host}");
    }
    // f1959ae962: a file: URL's path must start with `/`; bc40e09f63: the socks schemes.
    let (old, new) = both("http://a/b", "file:abc");
    assert_eq!(old, ok("file://abc"));
    assert!(new.unwrap_err().contains("Bad file:// URL"));
    let (old, new) = both("http://a/b", "socks5://h/");
    assert!(old.unwrap_err().contains("Unsupported URL scheme"));
    assert_eq!(new, ok("socks5://h/"));
}

/// 8.19 against 8.20: 3f06e27502 (leading dots), e0be05cbab (`file:///`), 0b4ebebb06 (an
/// escape upper-cased) and 9ceb3ff46a (a fragment's `?`), as their code reads.
#[test]
fn eight_nineteen_is_eight_twenty_before_its_dot_file_and_encoding_commits() {
    let lines = ["8.19", "8.20"];
    // An escape already there was left in lower case.
    assert_eq!(
        answers(&lines, "http://a/b", "c%2f%aA?d%5b"),
        [ok("http://a/c%2f%aA?d%5b"), ok("http://a/c%2F%AA?d%5B")]
    );
    // A Location parsed alone: its fragment's `?` started the query, and a space after it
    // became `+`.
    assert_eq!(
        answers(&lines, "http://a/b", "http://h/p#a?b c"),
        [ok("http://h/p#a?b+c"), ok("http://h/p#a?b%20c")]
    );
    // Spliced, the Location is encoded whole, and its `?` starts the query in both.
    assert_eq!(
        answers(&lines, "http://a/b", "#a?b c"),
        [ok("http://a/b#a?b+c"), ok("http://a/b#a?b+c")]
    );
    // A `file:` path of one byte was dropped: written back as "(nil)", which parses no more.
    assert_eq!(
        answers(&lines, "file:///", "#x"),
        [
            Err("Bad file:// URL (CURLUE_BAD_FILE_URL)".to_string()),
            ok("file:///#x")
        ]
    );
    // A path starting with a dot that begins no dot segment lost the dot.
    assert_eq!(
        answers(&lines, "http://a/b", "file:.x"),
        [ok("file://x"), ok("file://.x")]
    );
}

/// 8.0 to 8.3: 7.88's code with `%` refused in a name (0a0c9b6dfa, 8.0); 8.1's `parseurl`
/// (4cfa5bcc9a), whose 8.1.0 refused a partly numeric host (17a15d8846, taken back by
/// 92772e6d39 in 8.1.1); a scheme starting with a letter (ba669d072d, 8.2); a blank
/// Location refused (887b998e6e, 8.3), as their code reads.
#[test]
fn eight_zero_to_eight_three_differ_where_their_commits_do() {
    let bad_host = || Err("Bad hostname (CURLUE_BAD_HOSTNAME)".to_string());
    assert_eq!(
        answers(&["7.88", "8.0"], "http://a/b", "http://x%25y/"),
        [ok("http://x%25y/"), bad_host()]
    );
    assert_eq!(
        answers(&["8.1.0", "8.1.2", "8.2"], "http://a/b", "http://1.a/"),
        [bad_host(), ok("http://1.a/"), ok("http://1.a/")]
    );
    assert_eq!(
        answers(&["8.1.0", "8.1"], "http://a/b", "http://1.2.3.4.5/"),
        [bad_host(), ok("http://1.2.3.4.5/")]
    );
    // A first part that is not a number is a name even in 8.1.0.
    assert_eq!(
        answers(&["8.1.0"], "http://a/b", "http://1a.2/"),
        [ok("http://1a.2/")]
    );
    // `1h:x` has no scheme from 8.2: a relative path.
    assert_eq!(
        answers(&["8.1", "8.2"], "http://a/b/c", "1h:x"),
        [
            Err("Unsupported URL scheme (CURLUE_UNSUPPORTED_SCHEME)".to_string()),
            ok("http://a/b/1h:x")
        ]
    );
    assert_eq!(
        answers(&["8.2", "8.3"], "http://a/b/c?q#f", ""),
        [
            ok("http://a/b/"),
            Err("Malformed input to a URL function (CURLUE_MALFORMED_INPUT)".to_string())
        ]
    );
}

/// 8.3 to 8.11, spliced by `concat_url`: c37b694e46 (a `#frag` Location, 8.8) and 8.12's
/// `redirect_url`, as their code reads; 8.3 to 8.7 give the same answers, and 8.8 to 8.11.
#[test]
fn eight_three_to_eight_eleven_splice_with_concat_url() {
    let base = "http://a/b/c/d;p?q";
    assert_eq!(
        answers(&["8.7", "8.8", "8.11", "8.12"], base, "#s"),
        [
            ok("http://a/b/c/#s"),
            ok("http://a/b/c/d;p#s"),
            ok("http://a/b/c/d;p#s"),
            ok("http://a/b/c/d;p?q#s"),
        ]
    );
    // `concat_url` cuts at the `?` only: a fragment of the base stays before the Location.
    assert_eq!(
        answers(&["8.11", "8.12"], "http://a/p#f", "?y"),
        [ok("http://a/p#f?y"), ok("http://a/p?y")]
    );
    let blank = resolve_text("8.3", base, "").unwrap_err();
    assert!(blank.contains("Malformed input"), "{blank}");
    for (base, reference) in [
        ("http://a/b/c/d;p?q", "../g?y z#s"),
        ("http://[::A]/x/", "./..%2e/y"),
        ("http://0x7f.1/", "#"),
    ] {
        for lines in [
            &["8.3", "8.4", "8.5", "8.6", "8.7"][..],
            &["8.8", "8.9", "8.10", "8.11"],
        ] {
            let got = answers(lines, base, reference);
            assert!(got.windows(2).all(|w| w[0] == w[1]), "{got:?}");
        }
    }
}

/// 8.12 against 8.13: c31dd6631f (`%2e`), b4538ec522 (`0X`) and bc24c60512 (a `file:`
/// query, control bytes, where the base is cut), as their code reads.
#[test]
fn eight_twelve_is_eight_thirteen_before_its_dot_number_and_file_commits() {
    let malformed = Err("Malformed input to a URL function (CURLUE_MALFORMED_INPUT)".to_string());
    let cases = [
        (
            "http://a/b/c",
            "%2e%2E/x",
            [ok("http://a/b/%2e%2E/x"), ok("http://a/x")],
        ),
        (
            "http://a/b",
            "http://0X7f.1/",
            [ok("http://127.0.0.1/"), ok("http://0X7f.1/")],
        ),
        (
            "file:///p?q",
            "#f",
            [ok("file:///p#f"), ok("file:///p?q#f")],
        ),
        // A `?` in the base's fragment was taken for its query.
        (
            "http://a/p#f?x",
            "?y",
            [ok("http://a/p#f?y"), ok("http://a/p?y")],
        ),
        ("http://a/b", "c\u{1}d", [malformed, ok("http://a/c%01d")]),
    ];
    for (base, reference, want) in cases {
        assert_eq!(
            answers(&["8.12", "8.13"], base, reference),
            want,
            "{reference:?}"
        );
    }
}

/// 8.13 to 8.18, each against the next: 15839450be (a blank Location, 8.14), b5593a6fe0
/// (upper-case escapes, 8.15), a535be4ea0 (an IPv6 address as long as its normal form, 8.18),
/// 6c31df453b (`mqtts`, 8.19) and ceae02db04 (the `rtmp` family dropped, 8.20), as their code
/// reads. 8.15, 8.16 and 8.17 give the same answers.
#[test]
fn eight_thirteen_to_eight_eighteen_differ_where_their_commits_do() {
    let error = |text: &str| Err(text.to_string());
    let malformed = error("Malformed input to a URL function (CURLUE_MALFORMED_INPUT)");
    let unsupported = error("Unsupported URL scheme (CURLUE_UNSUPPORTED_SCHEME)");
    let cases = [
        (
            ["8.13", "8.14"],
            "http://a/b#f",
            "",
            [malformed, ok("http://a/b#f")],
        ),
        (
            ["8.14", "8.15"],
            "http://a/b",
            "c\u{e9} d",
            [ok("http://a/c%c3%a9%20d"), ok("http://a/c%C3%A9%20d")],
        ),
        (
            ["8.17", "8.18"],
            "http://a/b",
            "http://[::A]/x",
            [ok("http://[::A]/x"), ok("http://[::a]/x")],
        ),
        (
            ["8.18", "8.19"],
            "http://a/b",
            "mqtts://h/",
            [unsupported.clone(), ok("mqtts://h/")],
        ),
        (
            ["8.19", "8.20"],
            "http://a/b",
            "rtmp://h/",
            [ok("rtmp://h/"), unsupported],
        ),
    ];
    for (lines, base, reference, want) in cases {
        assert_eq!(
            answers(&lines, base, reference),
            want,
            "{lines:?} {reference:?}"
        );
    }
    // The lines with no answer-changing commit between them.
    for (base, reference) in [("http://a/b/c", "../d e?f g#h"), ("http://[::A]/", "x")] {
        let got = answers(&["8.15", "8.16", "8.17"], base, reference);
        assert!(got.windows(2).all(|w| w[0] == w[1]), "{got:?}");
    }
}

/// The `curl.encoded` warning says what the line's own `urlencode_str` does.
#[test]
fn the_encoding_warning_is_the_lines_own() {
    use crate::core::base::Base;
    use crate::core::vocabulary::options::Options;
    use crate::core::vocabulary::resolution::Resolution;
    for (version, want) in [
        ("7.88", &ENCODED_HIGH_BYTES),
        ("8.12", &ENCODED_HIGH_BYTES),
        ("8.13", &ENCODED_8_13),
        ("8.15", &ENCODED_8_15),
        ("8.20", &ENCODED),
    ] {
        let spec = spec(&format!("curl@{}", version));
        let base = Base::new(spec, "http://a/b", &Options::default());
        let resolution = Resolution::new(&base, "c\u{e9}");
        let texts: Vec<_> = resolution.warnings().iter().map(|(_, w)| w.text).collect();
        assert!(texts.contains(&want.text), "{version}: {texts:?}");
    }
}

/// The departures a resolution names, and the step that made its path.
#[test]
fn departures_are_named_where_the_code_makes_them() {
    use crate::core::profile_testing::{path_made_by, resolve_naming_departures};
    let spec = |v: &str| spec(&format!("curl@{}", v));
    let named = |v: &str, base: &str, reference: &str| {
        resolve_naming_departures(spec(v), base, reference).1
    };
    assert!(named("8.20", "http://a/b#f", "").contains(&"curl.base-fragment-kept"));
    assert!(!named("8.21", "http://a/b#f", "").contains(&"curl.base-fragment-kept"));
    assert!(named("7.88", "http://a/b/c", "#s").contains(&"curl.directory-for-fragment"));
    assert!(named("8.22", "http://a/b/c", "d e?f g").contains(&"curl.plus-for-space"));
    assert!(named("8.22", "http://a/b/c/d", "%2e%2e/g").contains(&"curl.escaped-dot"));
    assert!(named("8.22", "http://a/b", "http:/g").contains(&"curl.slashes-as-authority"));
    assert!(named("8.22", "http://a/b", "g:h").contains(&"curl.scheme-refused"));
    assert!(named("8.22", "http://a/b", "//0x7f.1:/").contains(&"curl.host-rewritten"));
    assert!(named("8.22", "http://a/b", "//0x7f.1:/").contains(&"curl.port-colon-dropped"));
    assert!(named("8.22", "http://a", "?").contains(&"curl.empty-query-dropped"));
    // The path is made where the Location is spliced, or where its dots are removed.
    let made = path_made_by(spec("8.22"), "http://a/b/c", "g").unwrap();
    assert!(made.contains("splice"), "{made}");
    let made = path_made_by(spec("8.22"), "http://a/b/c", "../g").unwrap();
    assert!(made.contains("parseurl"), "{made}");
}

/// A one-byte `file:` path dropped (7.88, 8.19): 8.19 keeps the URL for a blank Location and
/// writes it back as `file://(nil)`; 7.88 splices onto that text, which parses no more (as the
/// installed 7.88.1 answers).
#[test]
fn a_dropped_file_path_is_named() {
    use crate::core::profile_testing::resolve_naming_departures;
    let spec = |v: &str| spec(&format!("curl@{}", v));
    let (result, named) = resolve_naming_departures(spec("8.19"), "file:///", "");
    assert_eq!(result.as_deref(), Ok("file://(nil)"));
    assert!(named.contains(&"curl.nil-path"), "{named:?}");
    let (result, _) = resolve_naming_departures(spec("7.88"), "file:///", "");
    assert!(
        result
            .unwrap_err()
            .ends_with("Bad file:// URL (CURLUE_BAD_FILE_URL)")
    );
}

mod spliced_parse {
    use super::*;
    use proptest::prelude::*;

    /// What may follow a host: the bytes `parseurl`'s later steps look at.
    fn after_host() -> impl Strategy<Value = String> {
        let piece = prop::sample::select(vec![
            "/", "/", "/", "?", "#", ".", "..", "%2e", "%", "a", "A", " ", "\u{7f}", "\u{1}", "é",
            "+", "=", "@", ":", "[", "\\",
        ]);
        prop::collection::vec(piece, 0..10).prop_map(|pieces| pieces.concat())
    }

    /// A path, query and fragment a handle may hold: most often ones it writes as it read them.
    fn base_after_host() -> impl Strategy<Value = String> {
        let piece = prop::sample::select(vec!["/", "/", "a", "b", "?q", "#f", ".", "..", "é"]);
        let plain =
            prop::collection::vec(piece, 0..8).prop_map(|pieces| "/".to_owned() + &pieces.concat());
        prop_oneof![3 => plain, 1 => after_host()]
    }

    /// A URL as a handle may hold it: schemes and hosts of every kind `parseurl` reads, most
    /// often one it writes as it read it (a lower-case scheme, `://`, a plain name).
    fn url() -> impl Strategy<Value = String> {
        let scheme = prop::sample::select(vec![
            "http", "http", "http", "http", "https", "HTTP", "file", "ftp", "g", "",
        ]);
        let slashes = prop::sample::select(vec!["://", "://", "://", "://", ":/", ":///", ":"]);
        let host = prop::sample::select(vec![
            "a",
            "a",
            "a",
            "a",
            "a",
            "a",
            "a.b",
            "b.c",
            "a.b",
            "ab.c",
            "localhost",
            "1.2.3.4",
            "0x7f.1",
            "[::1]",
            "[::1%25e]",
            "u@a",
            "a:80",
            "%61",
            "a..",
            ".",
            "a%7f",
            "",
            "a b",
        ]);
        (scheme, slashes, host, base_after_host())
            .prop_map(|(scheme, slashes, host, rest)| format!("{scheme}{slashes}{host}{rest}"))
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 4096, ..ProptestConfig::default() })]

        /// `parseurl_spliced` on a handle holding `base` stores what `parseurl` stores on a new
        /// handle, on every line: its short cut never changes an answer.
        #[test]
        fn reading_only_what_follows_the_authority_stores_what_a_whole_read_does(
            base in url(),
            other in url(),
            tail in after_host(),
            same_start in any::<bool>(),
        ) {
            for version in CurlVersion::lines() {
                let mut handle = CurlUrl::default();
                if parse::parseurl(version, &base, 0, &mut handle).is_err() {
                    continue;
                }
                // Half the time the base's text to its host and then more, as a splice makes it.
                let spliced = if same_start {
                    let host = base.find("://").map_or(0, |i| i + 3);
                    let end = base[host..].find(['/', '?', '#']).map_or(base.len(), |i| host + i);
                    format!("{}{tail}", &base[..end])
                } else {
                    other.clone()
                };
                let mut whole = CurlUrl::default();
                let expected = parse::parseurl(version, &spliced, flags::FOLLOW, &mut whole)
                    .map(|()| whole);
                let got = parse::parseurl_spliced(version, &spliced, flags::FOLLOW, &mut handle)
                    .map(|()| handle);
                prop_assert_eq!(got, expected, "{} {:?} on {:?}", version, spliced, base);
            }
        }
    }
}
