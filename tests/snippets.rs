//! `resolve --snippet LANG`: each snippet run as printed by the installed interpreter (python3,
//! node, java's single-file launcher) prints what uriscope's profile of that library gives for
//! the installed release. Each language skipped, saying why, where its interpreter is absent.

#[path = "common/binary.rs"]
mod binary;

use std::path::{Path, PathBuf};
use std::process::Command;

use binary::{stdout, uriscope};

const BASE: &str = "http://a/b/c/d;p?q";

/// Pairs that part the libraries (RFC 3986 §5.4's hard cases, `?y`, a same-scheme reference)
/// and texts each language must quote: quotes, a backslash, a space, non-ASCII, a newline.
const REFERENCES: &[&str] = &[
    "g",
    "?y",
    "g;x?y#s",
    "//g",
    "../../../g",
    "/./g",
    "g?y/./x",
    "http:g",
    "it's\"q\"",
    "a\\b",
    "caf\u{e9}/\u{1f600}?q=\u{df}",
    "x y",
    "a\nb",
];

/// A directory of this test's own, emptied first.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("uriscope-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The installed interpreter's version line, or `None`.
fn version(program: &str, flag: &str) -> Option<String> {
    let out = Command::new(program).arg(flag).output().ok()?;
    let text = [out.stdout, out.stderr].concat();
    Some(String::from_utf8_lossy(&text).lines().next()?.to_owned())
}

/// For every reference: the snippet of `language` saved as `file` in `dir` and run by `run`,
/// against what `uriscope resolve --spec spec` gives (a failure there, a failing run).
fn every_snippet_agrees(language: &str, spec: &str, dir: &Path, file: &str, run: &[&str]) {
    for reference in REFERENCES {
        let snippet = stdout(&uriscope(&[
            "resolve",
            "--snippet",
            language,
            "--",
            BASE,
            reference,
        ]));
        assert!(snippet.is_ascii(), "{snippet}");
        std::fs::write(dir.join(file), &snippet).unwrap();
        let ran = Command::new(run[0])
            .args(&run[1..])
            .current_dir(dir)
            .output()
            .unwrap();
        let expected = uriscope(&["resolve", "--spec", spec, "--", BASE, reference]);
        let context = format!(
            "{language} {reference:?}:\n{snippet}\n{}",
            String::from_utf8_lossy(&ran.stderr)
        );
        if expected.status.success() {
            assert!(ran.status.success(), "{context}");
            assert_eq!(stdout(&ran), stdout(&expected), "{context}");
        } else {
            assert!(
                !ran.status.success(),
                "{context}: uriscope fails, the library does not"
            );
        }
    }
}

#[test]
fn python_snippets_print_what_the_python_profile_gives() {
    let Some(line) = version("python3", "--version") else {
        println!("skipped: python3 is not installed");
        return;
    };
    // `Python 3.11.7`: the profile of that patch release.
    let release = line.trim_start_matches("Python ").trim();
    let spec = format!("python@{release}");
    let dir = scratch("python");
    every_snippet_agrees(
        "python",
        &spec,
        &dir,
        "resolve.py",
        &["python3", "resolve.py"],
    );
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn javascript_snippets_print_what_the_url_standard_gives() {
    if version("node", "--version").is_none() {
        println!("skipped: node is not installed");
        return;
    }
    let dir = scratch("node");
    every_snippet_agrees(
        "javascript",
        "whatwg",
        &dir,
        "resolve.js",
        &["node", "resolve.js"],
    );
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn java_snippets_print_what_the_java_profile_gives() {
    let Some(line) = version("java", "-version") else {
        println!("skipped: java is not installed");
        return;
    };
    // `openjdk version "17.0.15" …`: the profile of that feature release.
    let Some(major) = line.split('"').nth(1).and_then(|v| v.split('.').next()) else {
        println!("skipped: cannot read java's version from {line:?}");
        return;
    };
    let spec = format!("java@{major}");
    if !uriscope(&["resolve", "--spec", &spec, BASE, "g"])
        .status
        .success()
    {
        println!("skipped: JDK {major} is not modelled");
        return;
    }
    let dir = scratch("java");
    every_snippet_agrees(
        "java",
        &spec,
        &dir,
        "Resolve.java",
        &["java", "Resolve.java"],
    );
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn c_snippets_print_what_the_curl_profile_gives() {
    // `libcurl 7.88.1`: the profile of that line.
    let Some(line) = version("curl-config", "--version") else {
        println!("skipped: no libcurl headers (curl-config; apt install libcurl4-openssl-dev)");
        return;
    };
    let release = line.trim_start_matches("libcurl ").trim();
    let spec = format!("curl@{release}");
    if !uriscope(&["resolve", "--spec", &spec, BASE, "g"])
        .status
        .success()
    {
        println!("skipped: libcurl {release} is not modelled");
        return;
    }
    let dir = scratch("c");
    let build = "cc resolve.c -lcurl -o resolve && ./resolve";
    every_snippet_agrees("c", &spec, &dir, "resolve.c", &["sh", "-c", build]);
    // A `??/` is a trigraph to a strict C11 compiler: the snippet escapes every `?`.
    let reference = "x??/y#??/";
    let snippet = stdout(&uriscope(&[
        "resolve",
        "--snippet",
        "c",
        "--",
        BASE,
        reference,
    ]));
    std::fs::write(dir.join("resolve.c"), &snippet).unwrap();
    let strict = "cc -std=c11 -Werror resolve.c -lcurl -o resolve && ./resolve";
    let ran = Command::new("sh")
        .args(["-c", strict])
        .current_dir(&dir)
        .output()
        .unwrap();
    let expected = uriscope(&["resolve", "--spec", &spec, "--", BASE, reference]);
    assert!(
        ran.status.success(),
        "{snippet}\n{}",
        String::from_utf8_lossy(&ran.stderr)
    );
    assert_eq!(stdout(&ran), stdout(&expected), "{snippet}");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn go_snippets_print_what_the_go_profile_gives() {
    // `go version go1.22.2 linux/amd64`: the profile of that minor release.
    let Some(line) = version("go", "version") else {
        println!("skipped: go is not installed");
        return;
    };
    let Some(minor) = line.split_whitespace().nth(2).and_then(|v| {
        let mut parts = v.trim_start_matches("go").split('.');
        Some(format!("{}.{}", parts.next()?, parts.next()?))
    }) else {
        println!("skipped: cannot read go's version from {line:?}");
        return;
    };
    let spec = format!("go@{minor}");
    if !uriscope(&["resolve", "--spec", &spec, BASE, "g"])
        .status
        .success()
    {
        println!("skipped: Go {minor} is not modelled");
        return;
    }
    let dir = scratch("go");
    every_snippet_agrees(
        "go",
        &spec,
        &dir,
        "resolve.go",
        &["go", "run", "resolve.go"],
    );
    let _ = std::fs::remove_dir_all(dir);
}

/// rust-url's `Url::join` as a cargo script (nightly's `-Zscript`, the `url` crate fetched
/// once): the URL Standard's answers.
#[test]
fn rust_snippets_print_what_the_url_standard_gives() {
    let ready = Command::new("cargo")
        .args(["+nightly", "-Zscript", "--version"])
        .output()
        .is_ok_and(|out| out.status.success());
    if !ready {
        println!("skipped: no nightly cargo for -Zscript (rustup toolchain install nightly)");
        return;
    }
    let dir = scratch("rust");
    let run = ["cargo", "+nightly", "-Zscript", "--quiet", "resolve.rs"];
    // The first run fetches and builds the `url` crate: without the registry, say so.
    let probe = stdout(&uriscope(&["resolve", "--snippet", "rust", BASE, "g"]));
    std::fs::write(dir.join("resolve.rs"), probe).unwrap();
    let built = Command::new(run[0])
        .args(&run[1..])
        .current_dir(&dir)
        .output()
        .unwrap();
    if !built.status.success() {
        let said = String::from_utf8_lossy(&built.stderr);
        println!(
            "skipped: the cargo script could not be built: {}",
            said.trim()
        );
        let _ = std::fs::remove_dir_all(dir);
        return;
    }
    every_snippet_agrees("rust", "whatwg", &dir, "resolve.rs", &run);
    let _ = std::fs::remove_dir_all(dir);
}

/// A snippet needs one pair; the others are refused with a reason.
#[test]
fn a_snippet_is_for_one_pair() {
    let out = binary::uriscope_stdin(&["resolve", "--snippet", "python", BASE], b"g\n");
    assert_eq!(out.status.code(), Some(2));
    assert!(binary::stderr(&out).contains("--snippet prints one program for one pair"));
    let out = uriscope(&["resolve", "--snippet", "python", "--json", BASE, "g"]);
    assert_eq!(out.status.code(), Some(2));
}

/// `g?` is `…/g?` from CPython 3.14 (gh-76960) and `…/g` before: the snippet's comment lists
/// each run of release lines with its answer, so a user on 3.11 knows what to expect; where the
/// lines agree it says nothing of them.
#[test]
fn a_snippet_says_what_each_release_line_gives_where_they_differ() {
    let out = stdout(&uriscope(&["resolve", "--snippet", "python", BASE, "g?"]));
    assert!(
        out.contains("#   python@2.7 to python@3.13 gives: 'http://a/b/c/g'\n"),
        "{out}"
    );
    assert!(
        out.contains("#   python@3.14 gives: 'http://a/b/c/g?'\n"),
        "{out}"
    );
    let out = stdout(&uriscope(&["resolve", "--snippet", "python", BASE, "g"]));
    assert!(!out.contains("releases differ"), "{out}");
    // Java's lines part where the base's path is empty (JDK-8272072).
    let out = stdout(&uriscope(&[
        "resolve",
        "--snippet",
        "java",
        "http://h:8000",
        "bar",
    ]));
    assert!(
        out.contains("//   java@8 gives: \"http://h:8000bar\"\n"),
        "{out}"
    );
    assert!(
        out.contains("//   java@17 to java@25 gives: \"http://h:8000/bar\"\n"),
        "{out}"
    );
}

#[test]
fn ruby_snippets_print_what_the_ruby_profile_gives() {
    if version("ruby", "--version").is_none() {
        println!("skipped: ruby is not installed");
        return;
    }
    let dir = scratch("ruby");
    every_snippet_agrees("ruby", "ruby", &dir, "resolve.rb", &["ruby", "resolve.rb"]);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn php_snippets_print_what_the_guzzle_profile_gives() {
    let guzzle = Command::new("php")
        .args([
            "-r",
            "exit((int) !stream_resolve_include_path('GuzzleHttp/Psr7/autoload.php'));",
        ])
        .status();
    if !guzzle.is_ok_and(|status| status.success()) {
        println!("skipped: php with Debian's php-guzzlehttp-psr7 is not installed");
        return;
    }
    let dir = scratch("php");
    every_snippet_agrees(
        "php",
        "guzzle",
        &dir,
        "resolve.php",
        &["php", "resolve.php"],
    );
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn perl_snippets_print_what_the_perl_profile_gives() {
    let uri = Command::new("perl").args(["-MURI", "-e", "1"]).status();
    if !uri.is_ok_and(|status| status.success()) {
        println!("skipped: perl with URI (liburi-perl) is not installed");
        return;
    }
    let dir = scratch("perl");
    every_snippet_agrees(
        "perl",
        "perl-uri",
        &dir,
        "resolve.pl",
        &["perl", "resolve.pl"],
    );
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn elixir_snippets_print_what_the_elixir_profile_gives() {
    if version("elixir", "--version").is_none() {
        println!("skipped: elixir is not installed");
        return;
    }
    let dir = scratch("elixir");
    every_snippet_agrees(
        "elixir",
        "elixir",
        &dir,
        "resolve.exs",
        &["elixir", "resolve.exs"],
    );
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn erlang_snippets_print_what_the_erlang_profile_gives() {
    if version("erl", "-version").is_none() {
        println!("skipped: erlang is not installed");
        return;
    }
    let dir = scratch("erlang");
    every_snippet_agrees(
        "erlang",
        "erlang",
        &dir,
        "resolve.erl",
        &["escript", "resolve.erl"],
    );
    let _ = std::fs::remove_dir_all(dir);
}

/// Whether each jar of Debian's /usr/share/java is there.
fn jars(names: &[&str]) -> bool {
    names
        .iter()
        .all(|name| Path::new("/usr/share/java").join(name).exists())
}

#[test]
fn httpclient_snippets_print_what_the_httpclient_profile_gives() {
    let needed = ["httpclient5.jar", "httpcore5.jar", "slf4j-api.jar"];
    if version("java", "-version").is_none() || !jars(&needed) {
        println!("skipped: java or libhttpclient5-java is not installed");
        return;
    }
    let dir = scratch("httpclient");
    let class_path = "/usr/share/java/httpclient5.jar:/usr/share/java/httpcore5.jar:\
                      /usr/share/java/slf4j-api.jar";
    every_snippet_agrees(
        "httpclient",
        "httpclient",
        &dir,
        "Resolve.java",
        &["java", "-cp", class_path, "Resolve.java"],
    );
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn okhttp_snippets_print_what_the_okhttp_profile_gives() {
    if version("java", "-version").is_none() || !jars(&["okhttp.jar", "okio.jar"]) {
        println!("skipped: java or libokhttp-java is not installed");
        return;
    }
    let dir = scratch("okhttp");
    every_snippet_agrees(
        "okhttp",
        "okhttp",
        &dir,
        "Resolve.java",
        &[
            "java",
            "-cp",
            "/usr/share/java/okhttp.jar:/usr/share/java/okio.jar",
            "Resolve.java",
        ],
    );
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn csharp_snippets_print_what_the_dotnet_profile_gives() {
    if version("mcs", "--version").is_none() || version("mono", "--version").is_none() {
        println!("skipped: mono-mcs or mono-runtime is not installed");
        return;
    }
    let dir = scratch("csharp");
    every_snippet_agrees(
        "csharp",
        "dotnet",
        &dir,
        "resolve.cs",
        &["sh", "-c", "mcs -nologo resolve.cs && mono resolve.exe"],
    );
    let _ = std::fs::remove_dir_all(dir);
}
