//! The library profiles against the libraries themselves: every installed CPython (`python3`,
//! and each pyenv release where pyenv is installed) runs `urljoin`, and `node` runs the legacy
//! `url.resolve`, on a few thousand generated pairs; the profile of that exact release must give
//! the same result or the same exception on every one. Where no interpreter is installed, the
//! test says so and passes. `java` runs `URI.resolve` the same way. The oracle of the profile to
//! come (libcurl's redirect resolution through Python's `ctypes`) is checked on answers recorded
//! from the library.

use std::path::PathBuf;
use std::process::Command;

use uriscope::Spec;

#[path = "common/oracles.rs"]
mod oracles;
#[path = "common/rng.rs"]
mod rng;

use oracles::{oracle, pythons, run_lines};
use rng::Rng;

// RFC 3986 §5.4's base and 42 references, as the benchmarks have them.
#[path = "../benches/common/inputs.rs"]
#[allow(dead_code)]
mod inputs;

/// Bases that meet every branch of the resolvers.
const BASES: &[&str] = &[
    "http://a/b/c/d;p?q",
    "http://a/b/c/d;p?q#f",
    "http://a",
    "http://a/b//c/d",
    "http://a/..//",
    "HTTP://A/b/c",
    "http://u@a/b",
    "https://a.example/x/y.html?q=1#top",
    "file:///tmp/x",
    "file:",
    "mailto:x@y",
    "urn:a:b",
    "s3://bucket/a/b",
    "ws://h/a/b",
    "rtsps://h/a/b",
    "itms-services://h/a",
    "foo:/a/b",
    "/static/",
    "a/b",
    "//h/p",
    "javascript:alert(1)",
    "HTTP://A:80/b",
    "http://u:p@a:8080/b/c",
    "http://[::1]/a",
    "http://a/b;p/c;q",
    "http:",
    "http://",
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
    ";",
    ";x",
    ":",
    "g:h",
    "http:",
    "HTTP:",
    "https:",
    "s3:",
    "mailto:",
    "file:",
    "x@",
    "?y",
    "#s",
    "\t",
    "\n",
    " ",
    "\\",
    "%2e",
    "[",
    "]",
    "[::1]",
    "[v1.x]",
    "[1.2.3.4]",
    "é",
    "80",
    "1a:",
    "+x:",
    "ℂ",
    "u:p@h",
    "\u{1}",
];

/// Authorities that meet every branch of Java's server and registry parsing.
const JAVA_AUTHORITIES: &[&str] = &[
    "a b",
    "[::1",
    "[1.2.3.4]",
    "[::1.2.3.99999999999]",
    "[::1%]",
    "[::1%en0]",
    "[::1%e-0]",
    "a_b",
    "1.2.3.4.5",
    "1.2.3.256",
    "1.2.3.4",
    "1.2.3.4:80",
    "a:99999999999",
    "a:080",
    "a:",
    "-a",
    "a-",
    "a.1b",
    "a.b.",
    "u@h:1",
    "u:p@h",
    "@h",
    "u@@h",
    "[::1]:80",
    "[12345::1]",
    "[1:2:3:4:5:6:7:8:9]",
    "[1:2]",
    "[::1::2]",
    "[::]",
    "[1::2:3.4.5.6]",
    "[::ffff:1.2.3.4]",
    "[1:2:3:4:5:6:1.2.3.4]",
    "[v1.x]",
    "%41",
    "h%20",
    "é.com",
    "a;b",
    "a$b",
    "a:b:c",
    "[::1]x",
    "[::1]:x",
    "a:8a",
    "",
];

fn pairs() -> Vec<(String, String)> {
    let mut pairs = Vec::new();
    for reference in inputs::RFC3986_5_4 {
        pairs.push((inputs::BASE.to_string(), reference.to_string()));
    }
    let mut rng = Rng(0x5eed_1234_abcd_0042);
    for base in BASES {
        for _ in 0..120 {
            let mut reference = String::new();
            for _ in 0..1 + rng.next(4) {
                reference.push_str(PIECES[rng.next(PIECES.len())]);
            }
            pairs.push((base.to_string(), reference));
        }
        for piece in PIECES {
            pairs.push((base.to_string(), piece.to_string()));
        }
    }
    // Bases made of pieces too.
    for _ in 0..400 {
        let mut base = String::from(["http://h", "h:", "", "//h", "http:"][rng.next(5)]);
        for _ in 0..rng.next(4) {
            base.push_str(PIECES[rng.next(PIECES.len())]);
        }
        let reference = PIECES[rng.next(PIECES.len())].to_string() + PIECES[rng.next(PIECES.len())];
        pairs.push((base, reference));
    }
    pairs
}

/// Runs `script` (tests/oracles/) on every pair with `interpreter`: its version and one result
/// per pair; `None` when it does not run.
fn run_oracle(
    interpreter: &PathBuf,
    script: &str,
    pairs: &[(String, String)],
) -> Option<(String, Vec<Result<String, String>>)> {
    let mut command = Command::new(interpreter);
    command.arg(oracle(script));
    let (version, values) = run_lines(command, pairs)?;
    let mut results = Vec::new();
    for value in values {
        results.push(match value.get("ok") {
            Some(ok) => Ok(ok.as_str()?.to_string()),
            None => Err(value["error"].as_str()?.to_string()),
        });
    }
    Some((version, results))
}

/// Compares the profile with the library's results; returns how many agree, and adds the first
/// disagreements to `failures`.
fn compare(
    profile: Spec,
    pairs: &[(String, String)],
    results: &[Result<String, String>],
    library: &str,
    failures: &mut Vec<String>,
) -> usize {
    let mut agreed = 0;
    for ((base, reference), expected) in pairs.iter().zip(results) {
        let got = uriscope::resolve(profile, base, reference).map_err(|error| error.to_string());
        let same = match (&got, expected) {
            (Ok(got), Ok(expected)) => got == expected,
            // Our error cites the library's step before the library's own words.
            (Err(got), Err(expected)) => got.ends_with(expected.as_str()),
            _ => false,
        };
        if same {
            agreed += 1;
        } else if failures.len() < 40 {
            failures.push(format!(
                "{profile} {base:?} + {reference:?}: {library} gives {expected:?}, the profile {got:?}"
            ));
        }
    }
    agreed
}

#[test]
fn node_legacy_agrees_with_the_installed_node() {
    let pairs = pairs();
    let Some((version, results)) =
        run_oracle(&PathBuf::from("node"), "node_url_resolve.js", &pairs)
    else {
        println!("skipped: `node` does not run here");
        return;
    };
    // The profile reads v20's lib/url.js; another major's host handling (its toASCII) may differ.
    if !version.starts_with("v20.") {
        println!("skipped: node {version} is installed; the profile follows v20's lib/url.js");
        return;
    }
    let mut failures = Vec::new();
    let agreed = compare(
        "node-legacy".parse::<Spec>().unwrap(),
        &pairs,
        &results,
        &format!("Node {version}"),
        &mut failures,
    );
    println!(
        "node-legacy: {agreed} of {} pairs agree with Node {version}",
        pairs.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Java's `URI.resolve` through `java` (a single-file program, tests/oracles/JavaUriResolve.java),
/// against the profile of that JDK's line.
#[test]
fn java_agrees_with_the_installed_jdk() {
    let mut pairs = pairs();
    // Java's parser reads an authority as a server (host, IPv4 or IPv6 address, port) or a
    // registry name, each failure worded its own way.
    for authority in JAVA_AUTHORITIES {
        for (base, reference) in [
            ("http://a/b/c", format!("//{authority}/x")),
            ("http://a/b/c", format!("http://{authority}")),
            (&*format!("http://{authority}/b/c"), "d".to_string()),
            (&*format!("http://{authority}"), "?y".to_string()),
        ] {
            pairs.push((base.to_string(), reference));
        }
    }
    let Some((version, results)) =
        run_oracle(&PathBuf::from("java"), "JavaUriResolve.java", &pairs)
    else {
        println!("skipped: `java` does not run here");
        return;
    };
    // `17.0.15`, `25.0.3`, or `1.8.0_412` for 8.
    let feature = version
        .strip_prefix("1.")
        .unwrap_or(&version)
        .split(['.', '_', '-'])
        .next()
        .unwrap_or_default();
    let profile = match format!("java@{feature}").parse::<Spec>() {
        Ok(line) => line,
        Err(reason) => {
            println!("skipped: JDK {version} is installed ({reason})");
            return;
        }
    };
    // The exceptions' words are those of the releases run (17.0.15, 25.0.3); later updates of
    // a line may word them otherwise (the 17 updates' source already filters what a message
    // shows), so on another release only the results, and where both fail, are compared.
    let mut results = results;
    if !["17.0.15", "25.0.3"].contains(&version.as_str()) {
        println!("JDK {version}: its exceptions' words are not compared, only where it fails");
        for (result, (base, reference)) in results.iter_mut().zip(&pairs) {
            if result.is_err()
                && let Err(ours) = uriscope::resolve(profile, base, reference)
            {
                *result = Err(ours.to_string());
            }
        }
    }
    let mut failures = Vec::new();
    let agreed = compare(
        profile,
        &pairs,
        &results,
        &format!("JDK {version}"),
        &mut failures,
    );
    println!(
        "{profile}: {agreed} of {} pairs agree with JDK {version}",
        pairs.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn python_profiles_agree_with_every_installed_cpython() {
    let pairs = pairs();
    let mut ran = Vec::new();
    let mut failures = Vec::new();
    for python in pythons() {
        let Some((version, results)) = run_oracle(&python, "python_urljoin.py", &pairs) else {
            continue;
        };
        let profile = match format!("python@{version}").parse::<Spec>() {
            Ok(profile) => profile,
            Err(reason) => {
                println!("{}: {version} is not modelled ({reason})", python.display());
                continue;
            }
        };
        let library = format!("CPython {version}");
        let agreed = compare(profile, &pairs, &results, &library, &mut failures);
        println!(
            "{profile}: {agreed} of {} pairs agree with {}",
            pairs.len(),
            python.display()
        );
        ran.push(version);
    }
    if ran.is_empty() {
        println!("skipped: no CPython interpreter (python3, python2 or pyenv's) runs here");
        return;
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The oracles for the next profiles (Java's `URI.resolve`, libcurl's redirect resolution) call
/// the libraries as they are called for real: on pairs whose answers were recorded by running
/// them (OpenJDK 17.0.15 and 25.0.3 alike; libcurl 7.88.1, Debian bookworm's), the oracle gives
/// those answers. Each is skipped, saying why, where its library is absent or another release.
/// Hosts, ports, logins and paths that meet every branch of libcurl's `parseurl`.
const CURL_AUTHORITIES: &[&str] = &[
    "a",
    "A.example",
    "16843009",
    "0x7f.1",
    "0177.1.1.1",
    "1.2.3.4.",
    "1.2.3.256",
    "08",
    "0x",
    "1.2..3",
    "[::1]",
    "[0:0:0:0:0:0:0:1]",
    "[::ffff:1.2.3.4]",
    "[::2]",
    "[::1:2]",
    "[ABCD::1]",
    "[1:2:3:4:5:6:7:8:]",
    "[fe80::1%25eth0]",
    "[fe80::1%eth0]",
    "[::1]:80",
    "[::1]x",
    "[::1",
    "[v1.x]",
    "a:",
    "a:080",
    "a:65536",
    "a:8a",
    "a:\\",
    ":80",
    "u@h",
    "u:p@h",
    "@h",
    "u:p;o@h",
    "u@h@i",
    "%41",
    "%e9",
    "a%20b",
    "a%25b",
    "a%0a",
    "a|b",
    "a..",
    ".",
    "é.example",
    "a b",
    "a_b",
];

/// Paths, queries and fragments for libcurl: dot segments, escapes, the `file:` forms.
const CURL_PIECES: &[&str] = &[
    "%2e",
    "%2E%2e",
    "%c3%a9",
    "%zz",
    "a b",
    "?a b",
    "#a b",
    "\u{7f}",
    "\u{1f}",
    "./",
    "../",
    "..//",
    "/./",
    "/../",
    "/..",
    "localhost/",
    "c:/",
    "file://",
    "file:///",
    "http://",
    "http:///",
    "http:////",
    "ftp:",
    "mqtt:",
    "mqtts:",
    "ws:",
    "rtmp:",
    "1http:",
    "\0x",
];

/// libcurl's redirect resolution through the system's libcurl (tests/oracles/curl_url_resolve.py
/// calls its C API as `curl -L` does), against the profile of that release's line.
#[test]
fn curl_agrees_with_the_installed_libcurl() {
    let mut pairs = pairs();
    let mut rng = Rng(0xc0de_cafe_f00d_0007);
    let pieces: Vec<&str> = PIECES.iter().chain(CURL_PIECES).copied().collect();
    let schemes = [
        "http", "https", "HTTP", "ftp", "file", "imap", "ws", "rtmp", "mqtt",
    ];
    let paths = [
        "",
        "/",
        "/a/b/c",
        "/a/b/",
        "/a/./b/../c",
        "/a/b?q",
        "/a/b?q#f",
        "?q",
        "#f",
        "/a/b#f",
        "/a/%2e%2e/b",
        "/a//b",
        "/..//",
        "/a/b?",
        "/a/b?#",
        "/a/b#",
        "/a?b/c#d/e",
    ];
    for round in 0..6000 {
        let scheme = schemes[rng.next(schemes.len())];
        let authority = CURL_AUTHORITIES[rng.next(CURL_AUTHORITIES.len())];
        // Most bases are URLs curl fetches; a sixth are anything.
        let mut base = if round % 6 == 0 {
            let slashes = ["//", "/", "///", "////", ""][rng.next(5)];
            format!("{scheme}:{slashes}{authority}")
        } else {
            let scheme = ["http", "https", "ftp", "file"][rng.next(4)];
            let authority = ["a", "u:p@a.example:8080", "[::1]", "1.2.3.4", "h"][rng.next(5)];
            let path = paths[rng.next(paths.len())];
            match scheme {
                "file" if !path.starts_with('/') => format!("file:///x{path}"),
                "file" => format!("file://{path}"),
                _ => format!("{scheme}://{authority}{path}"),
            }
        };
        if round % 6 == 0 {
            for _ in 0..rng.next(4) {
                base.push_str(pieces[rng.next(pieces.len())]);
            }
        }
        let mut reference = String::new();
        match rng.next(4) {
            0 => {
                let scheme = schemes[rng.next(schemes.len())];
                let authority = CURL_AUTHORITIES[rng.next(CURL_AUTHORITIES.len())];
                reference = format!("{scheme}://{authority}");
            }
            1 => reference = format!("//{}", CURL_AUTHORITIES[rng.next(CURL_AUTHORITIES.len())]),
            _ => {}
        }
        for _ in 0..rng.next(4) {
            reference.push_str(pieces[rng.next(pieces.len())]);
        }
        pairs.push((base, reference));
    }
    let Some((version, results)) =
        run_oracle(&PathBuf::from("python3"), "curl_url_resolve.py", &pairs)
    else {
        println!("skipped: libcurl (or python3, which loads it) is not installed here");
        return;
    };
    let profile = match format!("curl@{version}").parse::<Spec>() {
        Ok(profile) => profile,
        Err(reason) => {
            println!("skipped: libcurl {version} is installed ({reason})");
            return;
        }
    };
    let mut failures = Vec::new();
    let mut agreed = 0;
    for ((base, reference), expected) in pairs.iter().zip(&results) {
        let got = uriscope::resolve(profile, base, reference).map_err(|error| error.to_string());
        let same = match (&got, expected) {
            (Ok(got), Ok(expected)) => got == expected,
            // "base: why" is curl's "URL rejected: why" (7.88: "curl_url_set rejected the URL:
            // why"), "location: why" its "The redirect target URL could not be parsed: why"; the
            // profile adds the CURLUE_ name.
            (Err(got), Err(expected)) => match expected.split_once(": ") {
                Some(("base", why)) => {
                    got.contains("rejected") && got.contains(&format!(": {why} ("))
                }
                Some((_, why)) => got.contains(&format!("could not be parsed: {why} (")),
                None => false,
            },
            _ => false,
        };
        if same {
            agreed += 1;
        } else if failures.len() < 40 {
            failures.push(format!(
                "{profile} {base:?} + {reference:?}: libcurl {version} gives {expected:?}, the profile {got:?}"
            ));
        }
    }
    println!(
        "{profile}: {agreed} of {} pairs agree with libcurl {version}",
        pairs.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn the_java_and_curl_oracles_call_the_libraries_as_they_are_called() {
    let pair = |base: &str, reference: &str| (base.to_string(), reference.to_string());
    let ok = |url: &str| Ok(url.to_string());
    let err = |message: &str| Err(message.to_string());
    let java: [((String, String), Result<String, String>); 5] = [
        // RFC 2396 §5.2 step 6a: the base's last segment goes even for a query alone.
        (pair(inputs::BASE, "?y"), ok("http://a/b/c/?y")),
        (pair(inputs::BASE, ""), ok("http://a/b/c/")),
        // A `..` above the root is kept.
        (pair(inputs::BASE, "../../../g"), ok("http://a/../g")),
        // An opaque base: the reference as it is.
        (pair("mailto:x@y", "z"), ok("z")),
        (
            pair("http://a/b/c", "d e?f g"),
            err("java.net.URISyntaxException: Illegal character in path at index 1: d e?f g"),
        ),
    ];
    let curl: [((String, String), Result<String, String>); 5] = [
        (
            pair(inputs::BASE, "g:h"),
            err("location: Unsupported URL scheme"),
        ),
        (
            pair(inputs::BASE, "http:g"),
            err("location: Unsupported number of slashes following scheme"),
        ),
        // One to three slashes after the scheme start a host.
        (pair(inputs::BASE, "///w"), ok("http://w/")),
        // CURLU_URLENCODE: a space is `%20` in the path and `+` in the query.
        (pair("http://a/b/c", "d e?f g"), ok("http://a/b/d%20e?f+g")),
        (pair("mailto:x@y", "z"), err("base: Unsupported URL scheme")),
    ];
    let mut ran = 0;
    let java_releases: &[&str] = &["17.0.15", "25.0.3"];
    for (program, script, rows, releases) in [
        ("java", "JavaUriResolve.java", &java, java_releases),
        ("python3", "curl_url_resolve.py", &curl, &["7.88.1"]),
    ] {
        let pairs: Vec<(String, String)> = rows.iter().map(|(pair, _)| pair.clone()).collect();
        let Some((version, results)) = run_oracle(&PathBuf::from(program), script, &pairs) else {
            println!("skipped {script}: its library does not run here");
            continue;
        };
        if !releases.contains(&version.as_str()) {
            println!("skipped {script}: {version} is installed; the answers are {releases:?}'s");
            continue;
        }
        let expected: Vec<Result<String, String>> =
            rows.iter().map(|(_, answer)| answer.clone()).collect();
        assert_eq!(results, expected, "{script} with {version}");
        println!(
            "{script}: {} of {} answers as recorded ({version})",
            pairs.len(),
            pairs.len()
        );
        ran += 1;
    }
    if ran == 0 {
        println!("skipped: neither java nor libcurl runs here");
    }
}
