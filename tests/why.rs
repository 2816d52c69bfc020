//! `compare`'s "Why", read as its user reads it: for each rule where the specifications part, the
//! first reason listed is that rule, under the specification whose result it made differ, quoting
//! the document. One case per rule, each the smallest input that exercises it; the first five are
//! the cases a new user met with a wrong reason or none.

use std::ffi::OsString;

use uriscope::__private::run_command_line_with;

#[path = "common/why_cases.rs"]
mod why_cases;

use why_cases::{BASE, CASES, SHOP};

/// The text `uriscope compare BASE REFERENCE` prints.
fn compare(base: &str, reference: &str) -> String {
    let args: Vec<OsString> = ["uriscope", "compare", base, reference]
        .iter()
        .map(OsString::from)
        .collect();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = run_command_line_with(&args, &mut std::io::empty(), &mut out, &mut err);
    let err = String::from_utf8(err).expect("UTF-8");
    assert!(code == 0 || code == 1, "exit {code}: {err}");
    String::from_utf8(out).expect("UTF-8")
}

/// The bullets of the "Why:" section, each on one line (wrapped lines joined).
fn why(text: &str) -> Vec<String> {
    let Some(section) = text.split("\nWhy:\n").nth(1) else {
        return Vec::new();
    };
    let section = section.split("\n\n").next().unwrap_or_default();
    let mut bullets: Vec<String> = Vec::new();
    for line in section.lines() {
        match line.strip_prefix("  - ") {
            Some(first) => bullets.push(first.to_string()),
            None => {
                let last = bullets
                    .last_mut()
                    .expect("a bullet before its continuation");
                last.push(' ');
                last.push_str(line.trim_start());
            }
        }
    }
    bullets
}

/// For each rule, the first reason "Why" gives under the specification it made part from the
/// others is that rule, in the document's words; the reasons of the specifications that part come
/// before any other's.
#[test]
fn the_first_reason_is_the_rule_that_decided() {
    let mut wrong = Vec::new();
    for case in CASES {
        let text = compare(case.base, case.reference);
        let bullets = why(&text);
        let expected = format!("{}: ", case.first);
        let first_of_spec = bullets.iter().find(|b| b.starts_with(&expected));
        match first_of_spec {
            Some(first) if first.contains(case.says) => {}
            _ => wrong.push(format!(
                "{} (`{}` against `{}`): expected \"{expected}…{}…\" first, Why gives:\n    {}",
                case.rule,
                case.reference.escape_debug(),
                case.base,
                case.says,
                bullets.join("\n    ")
            )),
        }
        // The specifications that part: those whose result row is marked.
        let parting: Vec<&str> = text
            .lines()
            .zip(text.lines().skip(1))
            .filter(|(_, next)| next.contains(" differ"))
            .map(|(row, _)| row)
            .collect();
        // A row starts with the specification's name, padded to 11 columns.
        let label = |row: &str| row.get(..10).unwrap_or(row).trim_end().to_string();
        if let Some(first) = bullets.first()
            && !parting.is_empty()
            && !parting.iter().any(|row| first.starts_with(&label(row)))
        {
            wrong.push(format!(
                "{}: the first reason is not of a specification that parts: {first}",
                case.rule
            ));
        }
    }
    assert!(CASES.len() >= 25, "a case per rule");
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// A reason is given only for a specification whose result parts from most: where every
/// specification agrees there is no "Why" at all, and a note no input exercised does not appear.
#[test]
fn no_reason_where_the_specifications_agree() {
    for (base, reference) in [(BASE, "g"), (BASE, "../g"), (SHOP, "x?y#z"), (BASE, "//g")] {
        let text = compare(base, reference);
        assert!(why(&text).is_empty(), "{base} + {reference}:\n{text}");
    }
    // The RFC 1630 notes on the context's `?search` and fragment-id: neither decides here.
    let text = compare(SHOP, "%2e%2e/x");
    assert!(!text.contains("`?search`"), "{text}");
    assert!(!text.contains("own fragment-id"), "{text}");
}

/// A base without a scheme: each specification says so in its own words, and only RFC 2396 and
/// RFC 3986, which have the sentence, quote "only the scheme component is required".
#[test]
fn a_base_without_a_scheme_is_refused_in_each_document_s_words() {
    let text = compare("/rel", "x");
    let row = |label: &str| {
        text.lines()
            .find(|line| line.starts_with(label))
            .unwrap_or_else(|| panic!("no {label} row:\n{text}"))
            .to_string()
    };
    for label in ["RFC 1630", "RFC 1808", "WHATWG URL"] {
        assert!(
            !row(label).contains("only the scheme component"),
            "{}",
            row(label)
        );
    }
    assert!(
        row("RFC 2396")
            .contains("(\"only the scheme component is required to be present in the base URI\")"),
        "{}",
        row("RFC 2396")
    );
    assert!(
        row("RFC 3986")
            .contains("(\"only the scheme component is required to be present in a base URI\")"),
        "{}",
        row("RFC 3986")
    );
}
