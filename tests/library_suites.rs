//! The libraries' own resolution tests, vendored with their licence notes, run through their
//! profiles: CPython's `checkJoin` rows (tests/data/cpython/, from each release's
//! `Lib/test/test_urlparse.py`, PSF licence) through the profile of that release, and Node.js's
//! test-url-relative.js rows (tests/data/node/, MIT) through `node-legacy`. Every row must give
//! the value the suite asserts.

use uriscope::Spec;

/// The profile `--spec` reads from `text` (`go@1.22`).
fn spec(text: &str) -> Spec {
    text.parse().expect("a profile modelled")
}

#[test]
fn every_release_modelled_passes_its_own_test_urlparse() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/cpython");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == "jsonl"))
        .collect();
    files.sort();
    assert_eq!(files.len(), 10, "2.7, 3.6 to 3.13 and 3.14: {files:?}");
    let mut failures = Vec::new();
    let mut total = 0;
    for file in &files {
        let name = file.file_stem().unwrap().to_str().unwrap();
        let version = name.strip_prefix("urljoin-").unwrap();
        let spec = spec(&format!("python@{}", version));
        let text = std::fs::read_to_string(file).unwrap();
        let mut rows = 0;
        for line in text.lines() {
            let row: serde_json::Value = serde_json::from_str(line).unwrap();
            let (base, url, expected) = (
                row["base"].as_str().unwrap(),
                row["url"].as_str().unwrap(),
                row["expected"].as_str().unwrap(),
            );
            let got = uriscope::resolve(spec, base, url);
            if got.as_deref() != Ok(expected) {
                failures.push(format!("{spec}: urljoin({base:?}, {url:?}) is {expected:?} in its suite; the profile gives {got:?}"));
            }
            rows += 1;
        }
        assert!(rows >= 100, "{name}: {rows} rows");
        total += rows;
    }
    assert!(
        failures.is_empty(),
        "{} of {total} rows:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// Node.js's own `url.resolve` assertions (tests/data/node/, from
/// test/parallel/test-url-relative.js, MIT), run through the `node-legacy` profile.
#[test]
fn node_legacy_passes_test_url_relative() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/node/test-url-relative.jsonl"
    );
    let text = std::fs::read_to_string(path).unwrap();
    let mut failures = Vec::new();
    let mut rows = 0;
    for line in text.lines() {
        let row: serde_json::Value = serde_json::from_str(line).unwrap();
        let (base, relative, expected) = (
            row["base"].as_str().unwrap(),
            row["relative"].as_str().unwrap(),
            row["expected"].as_str().unwrap(),
        );
        let got = uriscope::resolve(spec("node-legacy"), base, relative);
        if got.as_deref() != Ok(expected) {
            failures.push(format!(
                "url.resolve({base:?}, {relative:?}) is {expected:?} in {}; the profile gives {got:?}",
                row["table"]
            ));
        }
        rows += 1;
    }
    assert_eq!(rows, 225, "relativeTests' 30 rows and relativeTests2's 195");
    assert!(
        failures.is_empty(),
        "{} of {rows}:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// Go's own `TestResolveReference` rows (tests/data/go/, from src/net/url/url_test.go, BSD),
/// run through the `go` profile; the rows before go#66084's through `go@1.22`, which predates
/// them.
#[test]
fn go_passes_its_own_resolve_reference_tests() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/go/resolve-reference.jsonl"
    );
    let text = std::fs::read_to_string(path).unwrap();
    let newest = spec("go");
    let go_1_22 = spec("go@1.22");
    let mut failures = Vec::new();
    let (mut rows, mut old_rows) = (0, 0);
    for line in text.lines() {
        let row: serde_json::Value = serde_json::from_str(line).unwrap();
        let (base, rel, expected) = (
            row["base"].as_str().unwrap(),
            row["rel"].as_str().unwrap(),
            row["expected"].as_str().unwrap(),
        );
        let mut specs = vec![newest];
        if row["section"] != "Opaque URLs (issue 66084)." {
            specs.push(go_1_22);
            old_rows += 1;
        }
        for spec in specs {
            let got = uriscope::resolve(spec, base, rel);
            if got.as_deref() != Ok(expected) {
                failures.push(format!(
                    "{spec}: URL({base:?}).Parse({rel:?}) is {expected:?} in {}; the profile gives {got:?}",
                    row["section"]
                ));
            }
        }
        rows += 1;
    }
    assert_eq!(
        (rows, old_rows),
        (93, 87),
        "87 rows before Go 1.23, 6 added by go#66084"
    );
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// The resolutions the JDK's own `test/jdk/java/net/URI/Test.java` checks (tests/data/java/,
/// taken as data with attribution), run through the `java` profile; through `java@8`, the rows
/// that JDK predates none of.
#[test]
fn java_passes_the_jdks_own_uri_tests() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/java/uri-resolve.jsonl"
    );
    let text = std::fs::read_to_string(path).unwrap();
    let java_8 = spec("java@8");
    let mut failures = Vec::new();
    let (mut rows, mut old_rows) = (0, 0);
    for line in text.lines() {
        let row: serde_json::Value = serde_json::from_str(line).unwrap();
        let (base, reference, expected) = (
            row["base"].as_str().unwrap(),
            row["reference"].as_str().unwrap(),
            row["expected"].as_str().unwrap(),
        );
        let mut specs = vec![spec("java")];
        if row.get("since").is_none() {
            specs.push(java_8);
            old_rows += 1;
        }
        for spec in specs {
            let got = uriscope::resolve(spec, base, reference);
            if got.as_deref() != Ok(expected) {
                failures.push(format!(
                    "{spec}: new URI({base:?}).resolve({reference:?}) is {expected:?} in {}; the profile gives {got:?}",
                    row["test"]
                ));
            }
        }
        rows += 1;
    }
    assert_eq!((rows, old_rows), (53, 52), "52 rows, and JDK-8272072's");
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
