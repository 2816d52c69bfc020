//! `uriscope relative`, the real binary: the shortest reference from a base to a target, each
//! answer checked by resolving it back with `resolve` under the same specification.

use std::process::Output;

#[path = "common/binary.rs"]
mod binary;
use binary::{stderr, stdout, uriscope, uriscope_stdin};

const BASE: &str = "http://a/b/c/d;p?q";

fn json(output: &Output) -> serde_json::Value {
    serde_json::from_slice(&output.stdout).expect("stdout is one JSON object")
}

/// The reference `relative` prints, after checking that `resolve` takes it back to `target`.
fn relative(spec: &str, base: &str, target: &str) -> String {
    let out = uriscope(&["relative", "--spec", spec, base, target]);
    assert!(out.status.success(), "{}", stderr(&out));
    let reference = stdout(&out).trim_end_matches('\n').to_owned();
    let back = uriscope(&["resolve", "--spec", spec, base, "--", &reference]);
    assert_eq!(
        stdout(&back),
        format!("{target}\n"),
        "{spec} {target} by {reference}"
    );
    reference
}

#[test]
fn the_shortest_reference_resolves_back_to_the_target() {
    for (spec, target, expected) in [
        ("rfc3986", "http://a/b/c/g", "g"),
        ("rfc3986", "http://a/b/x", "../x"),
        ("rfc3986", "http://a/b/c/d;p?y", "?y"),
        ("rfc2396", "http://a/b/c/d;p?y", "d;p?y"),
        ("rfc1808", "http://a/b/c/d;x", ";x"),
        ("rfc3986", "http://a/b/c/e:f", "./e:f"),
        ("whatwg", "http://a/b/c/", "."),
        ("python", "http://a/b/c/g?y#s", "g?y#s"),
    ] {
        assert_eq!(relative(spec, BASE, target), expected, "{spec} {target}");
    }
}

#[test]
fn json_and_trace_show_the_proof() {
    let out = uriscope(&[
        "relative",
        "--json",
        "--trace",
        "--spec",
        "whatwg",
        BASE,
        "http://a/x",
    ]);
    let value = json(&out);
    assert_eq!(value["reference"], "/x");
    assert_eq!(value["resolves_to"], "http://a/x");
    assert_eq!(value["form"], "absolute-path reference");
    assert!(
        value["steps"]
            .as_array()
            .is_some_and(|steps| !steps.is_empty())
    );
    assert!(value.get("reason").is_none());
    let table = uriscope(&["relative", "--trace", BASE, "http://a/b/x"]);
    let text = stdout(&table);
    assert!(text.contains("result  http://a/b/x"), "{text}");
    assert!(text.ends_with("../x\n"), "{text}");
}

#[test]
fn an_unreachable_target_gets_the_nearest_and_why() {
    let out = uriscope(&["relative", "--json", BASE, "http://a/b/../c"]);
    let value = json(&out);
    assert_eq!(value["reference"], "/c");
    assert_eq!(value["resolves_to"], "http://a/c");
    assert!(
        value["reason"]
            .as_str()
            .unwrap()
            .contains("removes dot segments")
    );
    let text = uriscope(&["relative", BASE, "http://a/b/../c"]);
    assert_eq!(stdout(&text), "/c\n");
    assert!(stderr(&text).contains("note: no reference resolves to"));
}

#[test]
fn batch_gives_one_line_per_target() {
    let out = uriscope_stdin(
        &["relative", "--base", BASE],
        b"http://a/b/c/g\nnot a uri\nhttp://a/b/x\n",
    );
    assert_eq!(stdout(&out), "g\n\n../x\n");
    assert!(stderr(&out).contains("line 2: error: the target \"not a uri\" has no scheme"));
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn json_batch_gives_one_object_per_target_even_where_there_is_none() {
    let out = uriscope_stdin(
        &["relative", "--json", "--base", BASE],
        b"http://a/b/c/g\nno scheme\n\xff\n",
    );
    let lines: Vec<serde_json::Value> = stdout(&out)
        .lines()
        .map(|line| serde_json::from_str(line).expect("one JSON object per line"))
        .collect();
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0]["reference"], "g");
    assert!(
        lines[1]["error"]
            .as_str()
            .unwrap()
            .contains("has no scheme")
    );
    assert!(
        lines[2]["error"]
            .as_str()
            .unwrap()
            .contains("not valid UTF-8")
    );
    assert_eq!(out.status.code(), Some(1));
}

/// `--portable`: one reference every specification resolves to the target, each checked with
/// `resolve`; where there is none, exit 1 and the reason.
#[test]
fn portable_answers_under_every_specification_or_says_why_not() {
    let out = uriscope(&["relative", "--portable", BASE, "http://a/b/c/d;p?y"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let reference = stdout(&out).trim_end().to_owned();
    assert_eq!(reference, "d;p?y");
    for spec in ["rfc1630", "rfc1808", "rfc2396", "rfc3986", "whatwg"] {
        let back = uriscope(&["resolve", "--spec", spec, BASE, "--", &reference]);
        assert_eq!(stdout(&back), "http://a/b/c/d;p?y\n", "{spec}");
    }
    let none = uriscope(&["relative", "--portable", BASE, "http://a/b/../c"]);
    assert_eq!(none.status.code(), Some(1));
    assert_eq!(stdout(&none), "");
    assert!(stderr(&none).contains("RFC 3986"), "{}", stderr(&none));

    let out = uriscope(&["relative", "--portable", "--json", BASE, "http://a/b/c/d;x"]);
    let value = json(&out);
    assert_eq!(value["reference"], "d;x");
    let specs = value["specs"].as_array().unwrap();
    assert_eq!(specs.len(), 5);
    assert_eq!(specs[1]["spec"], "rfc1808");
    assert_eq!(specs[1]["reference"], ";x");
    let none = uriscope(&["relative", "--portable", "--json", BASE, "http://a/b/../c"]);
    assert_eq!(json(&none)["reference"], serde_json::Value::Null);
    assert!(
        json(&none)["reason"]
            .as_str()
            .unwrap()
            .contains("dot segments")
    );

    let conflict = uriscope(&["relative", "--portable", "--spec", "rfc2396", BASE, "x:y"]);
    assert_eq!(conflict.status.code(), Some(2));
    // A batch: one line out per line in, empty where there is no answer.
    let batch = uriscope_stdin(
        &["relative", "--portable", "--base", BASE],
        b"http://a/b/c/g\nhttp://a/b/../c\nhttp://a/\n",
    );
    assert_eq!(stdout(&batch), "g\n\n/\n");
    assert!(
        stderr(&batch).contains("line 2: error"),
        "{}",
        stderr(&batch)
    );
}

/// `--portable --trace` proves the answer under every specification: each one's trace of the
/// reference, ending in the target, then the reference.
#[test]
fn portable_trace_proves_the_answer_under_each_specification() {
    let out = uriscope(&["relative", "--portable", "--trace", BASE, "http://a/b/c/g"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    let headers = [
        "RFC 1630, partial forms",
        "RFC 1808 =",
        "RFC 2396 =",
        "RFC 3986, STD 66",
        "WHATWG URL Standard",
    ];
    let lines: Vec<&str> = text.lines().collect();
    let mut at = 0;
    for header in headers {
        at += lines[at..]
            .iter()
            .position(|line| line.starts_with(header))
            .unwrap_or_else(|| panic!("no {header} after line {at}:\n{text}"));
    }
    assert_eq!(text.matches("result  http://a/b/c/g").count(), 5, "{text}");
    assert_eq!(lines.last(), Some(&"g"));
    let json = json(&uriscope(&[
        "relative",
        "--portable",
        "--trace",
        "--json",
        BASE,
        "http://a/b/c/g",
    ]));
    for spec in json["specs"].as_array().unwrap() {
        assert!(!spec["steps"].as_array().unwrap().is_empty(), "{spec}");
    }
}
