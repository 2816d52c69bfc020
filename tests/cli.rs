//! The real `uriscope` binary, run as a user runs it: stdout, stderr and exit codes.
//!
//! Expected URIs are quoted from RFC 2396 Appendix C (base `http://a/b/c/d;p?q`); each
//! assertion names its row.

use std::process::Output;

#[path = "common/binary.rs"]
mod binary;
use binary::{stderr, stdout, uriscope, uriscope_stdin};

const BASE: &str = "http://a/b/c/d;p?q";

fn json(output: &Output) -> serde_json::Value {
    serde_json::from_slice(&output.stdout).expect("stdout is one JSON object")
}

#[test]
fn resolve_prints_the_result_alone() {
    let rows = [
        ("g", "http://a/b/c/g"),               // 3.1 C.1 `g`
        ("../g", "http://a/b/g"),              // 3.1 C.1 `../g`
        ("?y", "http://a/b/c/?y"),             // 3.1 C.1 `?y`
        ("//g", "http://g"),                   // 3.1 C.1 `//g`
        (";x", "http://a/b/c/;x"),             // 3.1 C.1 `;x`
        ("../../", "http://a/"),               // 3.1 C.1 `../../`
        ("g:h", "g:h"),                        // 3.1 C.1 `g:h`
        ("../../../g", "http://a/../g"),       // 3.2 C.2 `../../../g` (retain)
        ("g;x=1/../y", "http://a/b/c/y"),      // 3.2 C.2 `g;x=1/../y`
        ("g#s/../x", "http://a/b/c/g#s/../x"), // 3.2 C.2 `g#s/../x`
        ("#s", "http://a/b/c/d;p?q#s"),        // 3.1 `#s`: "(current document)#s" as a string
    ];
    for (reference, expected) in rows {
        let out = uriscope(&["resolve", BASE, reference]);
        assert_eq!(stdout(&out), format!("{expected}\n"), "{reference}");
        // Warnings (`?y`'s reading, 6g keeping `..`, what the grammar finds) go to stderr, so
        // stdout is the result.
        let err = stderr(&out);
        assert!(
            err.lines().all(|l| {
                l.starts_with("uriscope: warning: RFC 2396 §5.2 step ")
                    || l.starts_with("uriscope: warning: the reference, by RFC 2396's grammar: ")
            }),
            "{reference}: {err}"
        );
        assert_eq!(out.status.code(), Some(0), "{reference}");
    }
    // `--` lets a reference start with a dash; `--spec rfc2396` is the default made explicit.
    let out = uriscope(&["resolve", "--spec", "rfc2396", "--", BASE, "g/./h"]);
    assert_eq!(stdout(&out), "http://a/b/c/g/h\n"); // 3.2 C.2 `g/./h`
    // `--base BASE REFERENCE` is one resolution too.
    let out = uriscope(&["resolve", "--base", BASE, "g?y#s"]);
    assert_eq!(stdout(&out), "http://a/b/c/g?y#s\n"); // 3.1 C.1 `g?y#s`
}

/// The algorithm runs on any text, so a result can come out that is not a URI: `resolve` says
/// what the grammar finds in the reference and in the result, on stderr (the exit code stays 0:
/// the algorithm did run), and `--json` lists it as `findings`.
#[test]
fn resolve_says_when_the_result_is_not_a_uri() {
    let out = uriscope(&["resolve", BASE, "  /path with spaces"]);
    assert_eq!(stdout(&out), "http://a/b/c/  /path with spaces\n");
    assert_eq!(out.status.code(), Some(0));
    let err = stderr(&out);
    // One line per text for the one rule, naming every space (RFC 2396 §2.4.3).
    for (role, bytes) in [("reference", "0, 1, 7, 12"), ("result", "13, 14, 20, 25")] {
        let line = format!(
            "uriscope: warning: the {role}, by RFC 2396's grammar: space at bytes {bytes} is in \
             `space`"
        );
        assert!(err.contains(&line), "{line}\n{err}");
    }
    assert_eq!(err.lines().count(), 2, "{err}");

    // An escape character is named, never sent to the terminal.
    let out = uriscope(&["resolve", "--spec", "rfc3986", BASE, "g\x1b[31m"]);
    let err = stderr(&out);
    assert!(!err.contains('\x1b'), "{err:?}");
    assert!(err.contains("the result, by RFC 3986's grammar: "), "{err}");

    let doc = json(&uriscope(&[
        "resolve", "--json", "--spec", "rfc3986", BASE, "g h",
    ]));
    let findings: Vec<(&str, u64, &str, &str)> = doc["findings"]
        .as_array()
        .expect("findings")
        .iter()
        .map(|f| {
            (
                f["role"].as_str().unwrap(),
                f["at"].as_u64().unwrap(),
                f["rule"].as_str().unwrap(),
                f["severity"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        findings,
        [
            ("reference", 1, "pchar", "error"),
            ("result", 14, "pchar", "error")
        ]
    );
}

/// `compare` says, per RFC, where the base, the reference and the results are not URIs by its
/// grammar: the first finding in full, the bytes of the others, and that the result keeps the
/// reference's; `--json` lists every finding on each row. WHATWG's validation errors are its
/// warnings, not findings.
#[test]
fn compare_says_when_a_text_is_not_a_uri() {
    let text = stdout(&uriscope(&["compare", BASE, "  /path with spaces"]));
    let section = text
        .split("Not URIs by the grammar (each RFC's, on each text):\n")
        .nth(1)
        .unwrap_or_else(|| panic!("no findings section:\n{text}"));
    assert!(
        section.contains(
            "  - RFC 3986: the reference: space at byte 0 is not allowed in `pchar` (RFC 3986 §3.3"
        ),
        "{section}"
    );
    let flat = section.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        flat.contains(
            "percent-encode it as %20; 3 more, at bytes 1, 7, 12; the result keeps them, at \
             bytes 13, 14, 20, 25"
        ),
        "{flat}"
    );
    // The base `http://a/b/c/d;p?q` is a URI by RFC 1808, RFC 2396 and RFC 3986.
    assert!(!section.contains("RFC 3986: the base"), "{section}");
    assert!(!section.contains("WHATWG"), "{section}");

    // Nothing to say: no section. (RFC 1630's grammar has no `;` in a path: `BASE` would do.)
    let text = stdout(&uriscope(&["compare", "http://a/b/c/d", "g"]));
    assert!(!text.contains("Not URIs"), "{text}");

    let doc = json(&uriscope(&["compare", "--json", BASE, "g h"]));
    let rows = doc["rows"].as_array().unwrap();
    let findings = |id: &str| -> Vec<(String, u64, String)> {
        let row = rows.iter().find(|r| r["spec"] == id).unwrap();
        row["findings"]
            .as_array()
            .unwrap()
            .iter()
            .map(|f| {
                (
                    f["role"].as_str().unwrap().to_string(),
                    f["at"].as_u64().unwrap(),
                    f["rule"].as_str().unwrap().to_string(),
                )
            })
            .collect()
    };
    let pchar = |role: &str, at| (role.to_string(), at, "pchar".to_string());
    assert_eq!(
        findings("rfc3986"),
        [pchar("reference", 1), pchar("result", 14)]
    );
    assert_eq!(findings("whatwg"), []);
}

/// In a batch the base's findings are said once, before the lines; each line says its own.
#[test]
fn a_batch_says_the_base_findings_once_and_each_line_its_own() {
    let out = uriscope_stdin(
        &["resolve", "--spec", "rfc3986", "--base", "http://a/b c"],
        b"g h\ng\n",
    );
    assert_eq!(stdout(&out), "http://a/g h\nhttp://a/g\n");
    let err = stderr(&out);
    let base_lines = err.matches("the base, by RFC 3986's grammar").count();
    assert_eq!(base_lines, 1, "{err}");
    assert!(
        err.contains(
            "uriscope: line 1: warning: the reference, by RFC 3986's grammar: space at byte 1"
        ),
        "{err}"
    );
    assert!(!err.contains("line 2: warning: the reference"), "{err}");
}

#[test]
fn options_select_the_alternatives() {
    // 3.4: `../../../g` under "remove" is `http://a/g`.
    let out = uriscope(&["resolve", "--above-root", "remove", BASE, "../../../g"]);
    assert_eq!(stdout(&out), "http://a/g\n");
    // 3.2, RFC 2396's replacement row: `http:g` is `http://a/b/c/g` "for backwards compatibility".
    let out = uriscope(&["resolve", "--non-strict", BASE, "http:g"]);
    assert_eq!(stdout(&out), "http://a/b/c/g\n");
    let out = uriscope(&["resolve", BASE, "http:g"]);
    assert_eq!(stdout(&out), "http:g\n"); // "for validating parsers"
}

#[test]
fn reject_exits_1_with_a_message() {
    // 3.4: `../../../g` under "error".
    let out = uriscope(&["resolve", "--above-root", "reject", BASE, "../../../g"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(stdout(&out), "");
    let message = stderr(&out);
    assert!(message.contains("above the root"), "{message}");
    assert!(message.contains("`..`"), "{message}");
}

#[test]
fn exit_codes() {
    assert_eq!(uriscope(&["resolve", BASE, "g"]).status.code(), Some(0));
    // A base without a scheme cannot be resolved against.
    let out = uriscope(&["resolve", "b/c", "g"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("no scheme"));
    // Usage errors, from clap and from our own checks.
    for args in [
        &["resolve", "--no-such-flag", BASE, "g"][..],
        &["resolve", "--spec", "rfc9999", BASE, "g"],
        &["resolve", "--above-root", "maybe", BASE, "g"],
        &["resolve"],
        &["resolve", "--base", BASE, BASE, "g"],
        &["resolve", "--base", BASE, "--trace"],
        &["parse"],
        &["no-such-command"],
    ] {
        let out = uriscope(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert_eq!(stdout(&out), "", "{args:?}");
        assert!(stderr(&out).contains("error"), "{args:?}");
    }
    let out = uriscope(&[]);
    if cfg!(feature = "tui") {
        // No arguments opens the explorer, which needs a terminal: without one, a usage error
        // that points to the command line (these tests run with pipes).
        assert_eq!(out.status.code(), Some(2));
        assert_eq!(stdout(&out), "");
        assert!(
            stderr(&out).contains("needs a terminal"),
            "{}",
            stderr(&out)
        );
        assert!(stderr(&out).contains("uriscope resolve"));
    } else {
        // Built without the explorer: the help.
        assert_eq!(out.status.code(), Some(0));
        assert!(stdout(&out).contains("resolve"));
    }
    let help = stdout(&uriscope(&["--help"]));
    for command in ["resolve", "parse", "compare"] {
        assert!(help.contains(command), "{help}");
    }
    assert_eq!(help.contains("explore"), cfg!(feature = "tui"), "{help}");
    assert_eq!(uriscope(&["--help"]).status.code(), Some(0));
    assert_eq!(uriscope(&["resolve", "--help"]).status.code(), Some(0));
}

#[test]
fn batch_is_line_for_line_with_failures_kept() {
    // Line 2 fails under reject (3.4 "error"), line 3 is the empty reference, line 4 has no
    // final newline, line 1 ends in CRLF.
    let input = b"g\r\n../../../g\n\n../g";
    let args = ["resolve", "--above-root", "reject", "--base", BASE];
    let out = uriscope_stdin(&args, input);
    assert_eq!(out.status.code(), Some(1));
    let lines: Vec<String> = stdout(&out).lines().map(str::to_string).collect();
    assert_eq!(
        lines,
        [
            "http://a/b/c/g",     // 3.1 `g`
            "",                   // failed: an empty line keeps its place
            "http://a/b/c/d;p?q", // 3.2 empty reference: "(current document)"
            "http://a/b/g",       // 3.1 `../g`
        ]
    );
    let errors = stderr(&out);
    assert!(errors.contains("line 2:"), "{errors}");
    assert_eq!(errors.lines().count(), 1, "{errors}");

    // All lines resolve: exit 0.
    let out = uriscope_stdin(&["resolve", "--base", BASE], b"g\n?y\n");
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(stdout(&out), "http://a/b/c/g\nhttp://a/b/c/?y\n");

    // JSON: one object per line; the failure has `error` and a null result.
    let mut args = args.to_vec();
    args.push("--json");
    let out = uriscope_stdin(&args, input);
    assert_eq!(out.status.code(), Some(1));
    let objects: Vec<serde_json::Value> = stdout(&out)
        .lines()
        .map(|line| serde_json::from_str(line).expect("each line is a JSON object"))
        .collect();
    assert_eq!(objects.len(), 4);
    assert_eq!(objects[0]["result"], "http://a/b/c/g");
    assert_eq!(objects[0]["error"], serde_json::Value::Null);
    assert_eq!(objects[1]["result"], serde_json::Value::Null);
    assert!(
        objects[1]["error"]
            .as_str()
            .unwrap()
            .contains("above the root")
    );
    assert_eq!(objects[1]["line"], 2);
    assert_eq!(objects[3]["result"], "http://a/b/g");
}

#[test]
fn batch_says_a_warning_about_the_base_once() {
    // RFC 3986 §5.1: a base "stripped of any fragment component prior to its use": the
    // warning concerns the base, not each of the 20 references.
    let input = "g\n".repeat(20);
    let out = uriscope_stdin(
        &[
            "resolve",
            "--spec",
            "rfc3986",
            "--base",
            "http://a/b/c/d;p?q#s",
        ],
        input.as_bytes(),
    );
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(stdout(&out).lines().count(), 20);
    let errors = stderr(&out);
    assert_eq!(
        errors.matches("The base has a fragment").count(),
        1,
        "{errors}"
    );
    assert!(
        errors
            .starts_with("uriscope: warning: the base: RFC 3986 §5.2.1: The base has a fragment."),
        "{errors}"
    );
}

#[test]
fn batch_survives_huge_lines_and_invalid_utf8() {
    // One 1.2 MB line: 400,000 `../` then `g`; under "remove" the extra `..` go, as 3.4's
    // `../../../g` → `http://a/g` does.
    let mut input = "../".repeat(400_000).into_bytes();
    input.extend_from_slice(b"g\n\xff\xfe\nx/\xc3\n./g\n");
    let args = ["resolve", "--above-root", "remove", "--base", BASE];
    let out = uriscope_stdin(&args, &input);
    assert_eq!(out.status.code(), Some(1));
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines, ["http://a/g", "", "", "http://a/b/c/g"]); // 3.1 `./g`
    let errors = stderr(&out);
    assert!(
        errors.contains("line 2:") && errors.contains("UTF-8"),
        "{errors}"
    );
    assert!(errors.contains("line 3:"), "{errors}");

    let mut args = args.to_vec();
    args.push("--json");
    let out = uriscope_stdin(&args, &input);
    let lines: Vec<serde_json::Value> = stdout(&out)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 4);
    assert!(lines[1]["error"].as_str().unwrap().contains("UTF-8"));
}

#[test]
fn json_has_null_for_undefined_and_empty_string_for_empty() {
    let out = uriscope(&["resolve", "--json", BASE, "?y"]);
    assert_eq!(out.status.code(), Some(0));
    let v = json(&out);
    assert_eq!(v["result"], "http://a/b/c/?y"); // 3.1 `?y`
    assert_eq!(v["error"], serde_json::Value::Null);
    assert_eq!(v["spec"], "rfc2396");
    assert_eq!(v["options"]["above_root"], "keep");
    assert_eq!(v["base"], BASE);
    assert_eq!(v["reference"], "?y");
    let reference = &v["components"]["reference"];
    assert_eq!(reference["scheme"], serde_json::Value::Null);
    assert_eq!(reference["authority"], serde_json::Value::Null);
    assert_eq!(reference["path"], "");
    assert_eq!(reference["query"], "y");
    assert_eq!(reference["fragment"], serde_json::Value::Null);
    let base = &v["components"]["base"];
    assert_eq!(base["host"], "a");
    assert_eq!(base["authority_kind"], "server");
    assert_eq!(base["segments"][2]["name"], "d");
    assert_eq!(base["segments"][2]["params"][0], "p");
    let result = &v["components"]["result"];
    assert_eq!(result["path"], "/b/c/");
    assert_eq!(result["query"], "y");
    assert_eq!(result["fragment"], serde_json::Value::Null);
    assert!(v.get("events").is_none(), "events only with --trace");

    // `?` and `#` present with nothing after them: empty, not undefined (Appendix B).
    let v = json(&uriscope(&["resolve", "--json", BASE, "g?#"]));
    assert_eq!(v["components"]["reference"]["query"], "");
    assert_eq!(v["components"]["reference"]["fragment"], "");
    assert_eq!(v["components"]["result"]["query"], "");
    assert_eq!(v["components"]["result"]["fragment"], "");

    // A failure is still one object, with the error and a null result.
    let out = uriscope(&[
        "resolve",
        "--json",
        "--above-root",
        "reject",
        BASE,
        "../../../g",
    ]);
    assert_eq!(out.status.code(), Some(1));
    let v = json(&out);
    assert_eq!(v["result"], serde_json::Value::Null);
    assert_eq!(v["components"]["result"], serde_json::Value::Null);
    assert!(v["error"].as_str().unwrap().contains("above the root"));
}

#[test]
fn trace_shows_each_6e_removal() {
    let out = uriscope(&["resolve", "--trace", BASE, "g/../h"]);
    assert_eq!(out.status.code(), Some(0));
    let text = stdout(&out);
    // 6a copies `/b/c/`, 6b appends `g/../h`, 6e removes `g/../` leaving `/b/c/h`; the result is
    // 3.2's `http://a/b/c/h`.
    let row_6b = text
        .lines()
        .find(|l| l.contains("+ \"g/../h\""))
        .expect(&text);
    assert!(row_6b.trim_end().ends_with("/b/c/g/../h"), "{row_6b}");
    let start_6e = text.find("\n6e ").expect("a 6e group");
    let removal = text[start_6e..]
        .lines()
        .find(|l| l.contains("− \"g/../\""))
        .expect("the 6e removal row");
    assert!(removal.trim_end().ends_with("/b/c/h"), "{removal}");
    assert!(text.contains("\nresult  http://a/b/c/h\n"), "{text}");
    // Then which step set each component of the result, and from where.
    assert!(
        text.contains(
            "  path       \"/b/c/h\"        ← RFC 2396 §5.2 step 6h, the buffer, last changed at 6e"
        ),
        "{text}"
    );
    assert!(
        text.contains("  authority  \"a\"             ← RFC 2396 §5.2 step 4, from the base"),
        "{text}"
    );

    // Two removals, one row each, leftmost first: `g/h/../../i` → `g/../i` → `i`.
    let text = stdout(&uriscope(&["resolve", "--trace", BASE, "g/h/../../i"]));
    let rows: Vec<&str> = text.lines().filter(|l| l.contains("− ")).collect();
    assert_eq!(rows.len(), 2, "{text}");
    assert!(rows[0].contains("\"h/../\"") && rows[0].trim_end().ends_with("/b/c/g/../i"));
    assert!(rows[1].contains("\"g/../\"") && rows[1].trim_end().ends_with("/b/c/i"));

    // The same in JSON: events with step ids, removed text and the buffer after.
    let v = json(&uriscope(&["resolve", "--trace", "--json", BASE, "g/../h"]));
    assert_eq!(v["result"], "http://a/b/c/h");
    let events = v["events"].as_array().unwrap();
    let removals: Vec<&serde_json::Value> = events
        .iter()
        .filter(|e| e["step"] == "6e" && e["kind"] == "buffer" && e["removed"] != 0)
        .collect();
    assert_eq!(removals.len(), 1);
    assert_eq!(removals[0]["removed_text"], "g/../");
    assert_eq!(removals[0]["buffer"], "/b/c/h");
    // The step's sentence is in `step_descriptors`, once, not on every event.
    assert!(removals[0].get("sentence").is_none());
    let six_e: Vec<&serde_json::Value> = v["step_descriptors"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|d| d["step"] == "6e")
        .collect();
    assert_eq!(six_e.len(), 1);
    assert_eq!(six_e[0]["citation"], "RFC 2396 §5.2 step 6e");
    assert!(
        six_e[0]["sentence"]
            .as_str()
            .unwrap()
            .contains("<segment>/../")
    );
    assert!(
        events
            .iter()
            .any(|e| e["step"] == "6b" && e["buffer"] == "/b/c/g/../h")
    );
}

/// The warnings are part of the result in every output: on stderr beside the bare result, after
/// the result in the trace table, under `warnings` in JSON, and per line in batch mode. Base
/// `http://a` and reference `g` under RFC 2396: 6a's empty-base-path warning and 7's reading
/// back (RFC 3986 Appendix D.2).
#[test]
fn warnings_go_with_the_result_in_every_output() {
    let plain = uriscope(&["resolve", "http://a", "g"]);
    assert_eq!(stdout(&plain), "http://ag\n");
    let err = stderr(&plain);
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(lines.len(), 2, "{err}");
    assert!(lines[0].starts_with(
        "uriscope: warning: RFC 2396 §5.2 step 6a: The base has a site but an empty path"
    ));
    assert!(
        lines[1].starts_with(
            "uriscope: warning: RFC 2396 §5.2 step 7: The result reads back differently"
        )
    );
    assert!(lines.iter().all(|l| l.contains("Appendix D.2")), "{err}");

    let traced = stdout(&uriscope(&["resolve", "--trace", "http://a", "g"]));
    let after_result = traced
        .split("\nresult  http://ag\n")
        .nth(1)
        .expect("a result block");
    assert!(
        after_result.contains("\nwarnings\n  ! RFC 2396 §5.2 step 6a: The base has a site"),
        "{traced}"
    );
    assert!(
        after_result.contains("\n  ! RFC 2396 §5.2 step 7: The result reads back"),
        "{traced}"
    );
    assert!(after_result.contains("authority  \"a\"             ← RFC 2396 §5.2 step 4, from the base; reads back as \"ag\""), "{traced}");

    let doc = json(&uriscope(&["resolve", "--json", "http://a", "g"]));
    let ids: Vec<(&str, &str)> = doc["warnings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| {
            (
                w["step"].as_str().unwrap(),
                w["warning_id"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        ids,
        [
            ("6a", "rfc2396.empty-base-path"),
            ("7", "reads-back.authority-takes-path")
        ]
    );
    assert_eq!(doc["warnings"][0]["citation"], "RFC 2396 §5.2 step 6a");

    let batch = uriscope_stdin(&["resolve", "--base", "http://a"], b"x\n");
    assert_eq!(stdout(&batch), "http://ax\n");
    let err = stderr(&batch);
    assert!(
        err.starts_with("uriscope: line 1: warning: RFC 2396 §5.2 step 6a: "),
        "{err}"
    );
    assert_eq!(batch.status.code(), Some(0));
}

#[test]
fn trace_of_many_removals_stays_small() {
    // 20,000 `x/../` pairs (an argument may not exceed 128 KiB): 20,000 rows, each with a cut
    // buffer, not 20,000 copies of a 100 KB buffer. The result is 3.1's `g`: every `x/../` goes.
    let reference = format!("{}g", "x/".repeat(20_000) + &"../".repeat(20_000));
    let out = uriscope(&["resolve", "--trace", "--", BASE, &reference]);
    assert_eq!(out.status.code(), Some(0));
    let text = stdout(&out);
    let removals = text.lines().filter(|l| l.contains("− \"x/../\"")).count();
    assert_eq!(removals, 20_000);
    assert!(text.len() < 200 * 20_000, "{} bytes", text.len());
    assert!(text.contains("\nresult  http://a/b/c/g\n"));

    // JSON: the whole buffer only on the last buffer event of each step; the others have
    // `"buffer": null` and the deltas.
    let reference = format!("{}g", "x/".repeat(2_000) + &"../".repeat(2_000));
    let v = json(&uriscope(&[
        "resolve", "--trace", "--json", "--", BASE, &reference,
    ]));
    assert_eq!(v["result"], "http://a/b/c/g");
    let buffers: Vec<&serde_json::Value> = v["events"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["kind"] == "buffer")
        .collect();
    let elided = buffers.iter().filter(|e| e["buffer"].is_null()).count();
    // 6e's 2,000 removals but its last.
    assert_eq!(elided, 1_999);
    for e in &buffers {
        let len = e["len"].as_u64().unwrap() as usize;
        match e["buffer"].as_str() {
            Some(buffer) => assert_eq!(buffer.len(), len),
            None => assert_eq!(e["step"], "6e"),
        }
    }
    let step_6b = buffers.iter().find(|e| e["step"] == "6b").unwrap();
    assert!(step_6b["buffer"].as_str().unwrap().ends_with("../g"));
}

#[test]
fn parse_shows_components_and_diagnostics() {
    let out = uriscope(&["parse", "http://a/b c"]);
    // A grammar error (the space) makes the exit code 1; the components are still shown.
    assert_eq!(out.status.code(), Some(1));
    let text = stdout(&out);
    assert!(text.contains("\"/b c\""), "{text}");
    let diagnostic = text
        .lines()
        .find(|l| l.contains("byte 10"))
        .expect("a diagnostic at the space");
    assert!(
        diagnostic.contains("error") && diagnostic.contains("space"),
        "{diagnostic}"
    );
    assert!(diagnostic.contains("%20"), "{diagnostic}");

    let out = uriscope(&["parse", "http://u@a:80/b;p/c?#"]);
    assert_eq!(out.status.code(), Some(0));
    let text = stdout(&out);
    let line = |label: &str| {
        text.lines()
            .find(|l| l.trim_start().starts_with(label))
            .unwrap_or_else(|| panic!("no {label} in {text}"))
            .to_string()
    };
    assert!(line("query").ends_with("\"\" (empty)"));
    assert!(line("fragment").ends_with("\"\" (empty)"));
    assert!(line("userinfo").ends_with("\"u\""));
    assert!(line("port").ends_with("\"80\""));
    assert!(line("kind").contains("server"));
    assert!(line("segment 1").contains("params \"p\""));
    let text = stdout(&uriscope(&["parse", "g"]));
    assert!(
        text.lines()
            .any(|l| l.starts_with("scheme") && l.ends_with("∅ (undefined)"))
    );

    let v = json(&uriscope(&["parse", "--json", "http://a/b c"]));
    assert_eq!(v["valid"], false);
    assert_eq!(v["components"]["query"], serde_json::Value::Null);
    assert_eq!(v["diagnostics"][0]["at"], 10);
    assert_eq!(v["diagnostics"][0]["severity"], "error");
    assert_eq!(v["diagnostics"][0]["rule"], "space");
}

#[test]
fn control_characters_never_reach_the_terminal_raw() {
    let hostile = ["a\x1b]52;c;aGk=\x07b", "a\u{202e}b", "a\u{200b}\u{9b}b\x7f"];
    for text in hostile {
        let with_base = format!("http://a/{text}");
        // (`resolve BASE REF` to a pipe prints the exact result: tests/escaping.rs.)
        let runs: Vec<Vec<&str>> = vec![
            vec!["resolve", "--trace", BASE, text],
            vec!["resolve", "--json", BASE, text],
            vec!["resolve", "--trace", "--json", BASE, text],
            vec!["resolve", text, "g"], // fails: no scheme; the message quotes the base
            vec!["resolve", "--spec", text, BASE, "g"], // clap quotes the bad value
            vec!["parse", text],
            vec!["parse", "--json", &with_base],
            vec![text],
        ];
        for args in runs {
            let out = uriscope(&args);
            for (name, bytes) in [("stdout", &out.stdout), ("stderr", &out.stderr)] {
                let shown = String::from_utf8_lossy(bytes);
                let raw = shown.chars().find(|&c| {
                    (c.is_control() && c != '\n') || matches!(c, '\u{200b}' | '\u{202e}')
                });
                assert_eq!(raw, None, "{args:?} {name}: {shown}");
            }
        }
    }
    // What is shown instead: JSON escapes that decode to the real text; to a pipe, the result
    // line is the exact text, as the JSON's.
    let v = json(&uriscope(&["resolve", "--json", BASE, "a\u{202e}b"]));
    assert_eq!(v["result"], "http://a/b/c/a\u{202e}b");
    let batch = uriscope_stdin(&["resolve", "--base", BASE], "a\u{202e}b\n".as_bytes());
    assert_eq!(stdout(&batch), "http://a/b/c/a\u{202e}b\n");
}

#[test]
fn compare_marks_the_differing_component_and_explains_it() {
    // differences.md R4: `?y` gives http://a/b/c/?y (RFC 2396) and http://a/b/c/d;p?y
    // (RFC 1808, RFC 3986).
    let output = uriscope(&["compare", BASE, "?y"]);
    assert_eq!(output.status.code(), Some(0));
    let text = stdout(&output);
    assert!(text.contains("RFC 2396   http://a/b/c/?y"), "{text}");
    assert!(text.contains("RFC 3986   http://a/b/c/d;p?y"), "{text}");
    assert!(text.contains("^^^^^  path differs"), "{text}");
    // Where they part: the step each specification recorded as making the path, and what it
    // recorded deciding, wrapped under the specification's name; why: the warning RFC 2396 step
    // 6a recorded.
    assert!(
        text.contains(
            "    RFC 2396   §5.2 step 6a (copy the base path up to its last slash): the base path up \
             to and\n               including its last slash is copied\n"
        ),
        "{text}"
    );
    assert!(
        text.contains(
            "    RFC 3986   §5.2.2 (empty path: the base's path): R.path == \"\" → T.path = \
             Base.path (as written,\n               no dot removal); R.query defined → T.query = \
             R.query\n"
        ),
        "{text}"
    );
    assert!(
        text.contains("  - RFC 2396: The reference's path is empty but its query is defined"),
        "{text}"
    );

    let doc = json(&uriscope(&["compare", "--json", BASE, "?y"]));
    let rows = doc["rows"].as_array().unwrap();
    let row = |id: &str| rows.iter().find(|r| r["spec"] == id).unwrap().clone();
    assert_eq!(row("rfc2396")["result"], "http://a/b/c/?y");
    assert_eq!(row("rfc2396")["differs"], serde_json::json!(["path"]));
    assert_eq!(row("rfc1808")["result"], "http://a/b/c/d;p?y");
    assert_eq!(row("rfc3986")["differs"], serde_json::json!([]));
    assert_eq!(doc["all_agree"], false);
    let divergence = doc["divergences"]
        .as_array()
        .unwrap()
        .iter()
        .find(|d| d["a"] == "rfc2396" && d["b"] == "rfc3986")
        .unwrap();
    assert_eq!(divergence["component"], "path");
    assert_eq!(divergence["a_step"]["step"], "6a");
}

#[test]
fn compare_on_agreement_and_with_switches() {
    // examples.md §5: `g` gives http://a/b/c/g under every specification.
    let text = stdout(&uriscope(&["compare", BASE, "g"]));
    assert!(
        text.contains("Every specification gives this result."),
        "{text}"
    );
    // differences.md F5/F7: non-strict makes `http:g` relative in RFC 2396 and RFC 3986.
    let doc = json(&uriscope(&[
        "compare",
        "--json",
        "--non-strict",
        BASE,
        "http:g",
    ]));
    let rows = doc["rows"].as_array().unwrap();
    for id in ["rfc2396", "rfc3986"] {
        let row = rows.iter().find(|r| r["spec"] == id).unwrap();
        assert_eq!(row["result"], "http://a/b/c/g", "{id}");
    }
}

/// A switch the chosen specification does not read is refused with a sentence naming the flag
/// and where the switch belongs (exit 2), never ignored; the trace's options line lists only the
/// switches the specification reads.
#[test]
fn switches_that_do_not_apply_are_refused() {
    for (spec, flag) in [
        ("rfc1808", "--above-root"),
        ("rfc1630", "--above-root"),
        ("rfc3986", "--fix-empty-base-path"),
        ("rfc2396", "--variant"),
        ("whatwg", "--non-strict"),
    ] {
        let mut args = vec!["resolve", "--spec", spec, flag];
        if flag == "--above-root" {
            args.push("reject");
        } else if flag == "--variant" {
            args.push("draft-05");
        }
        args.extend([BASE, "../../../g"]);
        let out = uriscope(&args);
        assert_eq!(out.status.code(), Some(2), "{spec} {flag}");
        assert!(out.stdout.is_empty());
        let err = stderr(&out);
        assert!(err.contains(&format!("{flag} does not apply to ")), "{err}");
    }
    let err = stderr(&uriscope(&[
        "resolve",
        "--spec",
        "rfc1808",
        "--above-root",
        "reject",
        BASE,
        "../../../g",
    ]));
    assert!(
        err.contains(
            "--above-root does not apply to RFC 1808: it is RFC 2396 §5.2 step 6g's choice"
        ),
        "{err}"
    );
    // RFC 1808 §5.2 describes the same loophole RFC 2396 does: non-strict applies there.
    let out = uriscope(&[
        "resolve",
        "--spec",
        "rfc1808",
        "--non-strict",
        BASE,
        "http:g",
    ]);
    assert_eq!(stdout(&out), "http://a/b/c/g\n");
    // The options line of a trace: only what the specification reads.
    let text = stdout(&uriscope(&[
        "resolve", "--trace", "--spec", "rfc3986", BASE, "g",
    ]));
    assert!(text.contains("\n  options    non-strict off\n"), "{text}");
    let text = stdout(&uriscope(&[
        "resolve", "--trace", "--spec", "rfc2396", BASE, "g",
    ]));
    assert!(
        text.contains(
            "\n  options    step 6g handling keep, non-strict off, empty-base-path fix off\n"
        ),
        "{text}"
    );
    let text = stdout(&uriscope(&[
        "resolve", "--trace", "--spec", "whatwg", BASE, "g",
    ]));
    assert!(
        text.contains("\n  options    location URL rule off\n"),
        "{text}"
    );
}

/// With 6g set to reject, the error names the step that failed and what to do in the command
/// line's words: its flag.
#[test]
fn a_rejected_reference_names_step_6g_and_the_flag() {
    let out = uriscope(&["resolve", "--above-root", "reject", BASE, "../../../g"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        stderr(&out),
        "uriscope: error: RFC 2396 §5.2 step 6g: the reference climbs above the root: 1 `..` \
         segment is left at the start of the merged path `/../g`, and the handling `reject` \
         avoids traversal of such a reference (--above-root keep or --above-root remove \
         resolves it anyway)\n"
    );
}

/// Issue 18, defect 1: an empty component after a non-ASCII character is marked, not cut, and
/// the markers stand under their text (a wide `中` takes two columns).
#[test]
fn compare_marks_components_after_non_ascii_text() {
    // RFC 2396 glues the reference to the site (`http://a` + `g` = `http://ag`): the authority
    // it reads back and the empty path after it differ from the others.
    for (reference, marker) in [
        ("é", "                  ^^^  authority, path differ"),
        ("ü?x", "                  ^^^  authority, path differ"),
        ("中", "                  ^^^^  authority, path differ"),
    ] {
        let out = uriscope(&["compare", "http://a", reference]);
        assert_eq!(out.status.code(), Some(0), "{reference}: {}", stderr(&out));
        let text = stdout(&out);
        let rfc2396 = format!("RFC 2396   http://a{reference}\n{marker}\n");
        assert!(text.contains(&rfc2396), "{reference}: {text}");
    }
}

#[test]
fn a_failure_is_said_once_and_quotes_a_long_text_by_its_ends() {
    // WHATWG URL §4.4 no scheme state: an opaque-path base and no `#` is failure; the validation
    // error that ends the parse is the error's, not a warning too.
    let out = uriscope(&["resolve", "--spec", "whatwg", "mailto:a@b", "x"]);
    assert_eq!(out.status.code(), Some(1));
    let errors = stderr(&out);
    assert_eq!(
        errors.matches("the input is missing a scheme").count(),
        1,
        "{errors}"
    );
    // RFC 2396 step 6g with `reject`: 300,000 `..` were echoed whole (900 KB of stderr).
    let input = "../".repeat(300_000) + "\n";
    let out = uriscope_stdin(
        &["resolve", "--above-root", "reject", "--base", BASE],
        input.as_bytes(),
    );
    assert_eq!(out.status.code(), Some(1));
    let errors = stderr(&out);
    assert!(errors.len() < 1_000, "{} bytes", errors.len());
    assert!(errors.contains("(899995 bytes)"), "{errors}");
}

#[test]
fn spec_takes_any_case_and_the_rfc_number() {
    // RFC 3986 §5.4.1: `?y` = `http://a/b/c/d;p?y`.
    for name in ["rfc3986", "RFC3986", "3986", "Rfc3986"] {
        let out = uriscope(&["resolve", "--spec", name, BASE, "?y"]);
        assert_eq!(stdout(&out), "http://a/b/c/d;p?y\n", "{name}");
    }
    let out = uriscope(&["resolve", "--spec", "URL", BASE, "?y"]);
    assert_eq!(stdout(&out), "http://a/b/c/d;p?y\n");
}

/// The exit codes are in every subcommand's help, the explorer's too.
#[cfg(feature = "tui")]
#[test]
fn the_explorers_help_ends_with_the_exit_codes() {
    let help = stdout(&uriscope(&["explore", "--help"]));
    assert!(help.contains("Exit codes"), "{help}");
}

/// A library profile goes wherever a specification does: `resolve` (its result, its departures
/// on stderr, `--json` naming the release asked for, `--trace` citing the library's file), the
/// batch, and `compare --with`, whose rows and "Why" name the departure. Values are the
/// libraries' own: CPython 3.13's `urljoin` keeps the base's query for `?`
/// (Lib/urllib/parse.py, "if not query: query = bquery"); Node's legacy `url.resolve` gives
/// `http://g/` for `HTTP:g` (test-url-relative.js has `https:/a/b/c/d` → `https://a/b/c/d`).
#[test]
fn a_library_profile_goes_where_a_specification_goes() {
    let base = "http://a/b/c/d;p?q#f";
    let out = uriscope(&["resolve", "--spec", "python@3.13", base, "?"]);
    assert_eq!(stdout(&out), "http://a/b/c/d;p?q\n");
    assert!(
        stderr(&out).contains("CPython 3.13.0 Lib/urllib/parse.py, urljoin: An empty query"),
        "{}",
        stderr(&out)
    );
    let out = uriscope(&["resolve", "--spec", "python@3.11.4", "--json", base, "g"]);
    let value = json(&out);
    assert_eq!(value["spec"], "python@3.11.4");
    assert_eq!(value["result"], "http://a/b/c/g");
    let out = uriscope(&[
        "resolve",
        "--spec",
        "node-legacy",
        "--trace",
        BASE,
        "HTTP:g",
    ]);
    let text = stdout(&out);
    assert!(
        text.starts_with("Node.js legacy url.resolve (lib/url.js, v20) (node-legacy)\n"),
        "{text}"
    );
    assert!(text.contains("result  http://g/\n"), "{text}");
    assert!(
        text.contains("Node.js v20.20.2 lib/url.js, Url.prototype.resolve"),
        "{text}"
    );
    let out = uriscope_stdin(
        &["resolve", "--spec", "python@2.7", "--base", BASE],
        b"../../../g\n/./g\n",
    );
    assert_eq!(stdout(&out), "http://a/../g\nhttp://a/./g\n");

    let out = uriscope(&[
        "compare",
        "--with",
        "python,node-legacy",
        "http://a/b/",
        "..//x",
    ]);
    let text = stdout(&out);
    assert!(text.contains("Python 3.14 urljoin http://a/x\n"), "{text}");
    assert!(text.contains("Node url.resolve    http://a//x\n"), "{text}");
    assert!(
        text.contains("Why:\n  - Python 3.14 urljoin: urljoin drops empty segments while merging"),
        "{text}"
    );
    let out = uriscope(&["compare", "--with", "all", "--json", BASE, "HTTP:g"]);
    let value = json(&out);
    let rows = value["rows"].as_array().unwrap();
    let specs: Vec<&str> = rows.iter().map(|r| r["spec"].as_str().unwrap()).collect();
    // The specifications, then every library of the registry at its newest release.
    assert_eq!(
        &specs[..6],
        [
            "rfc1630",
            "rfc1808",
            "rfc2396",
            "rfc3986",
            "whatwg",
            "python@3.14"
        ]
    );
    let libraries: Vec<String> = uriscope::Spec::profiles().map(|p| p.to_string()).collect();
    assert_eq!(specs[5..], libraries);
    assert_eq!(
        &specs[6..10],
        ["node-legacy", "go@1.26", "java@25", "curl@8.22"]
    );
    assert_eq!(rows[6]["result"], "http://g/");
    // Go lowercases the scheme and reads `g` as opaque: the strict answer, in lower case.
    assert_eq!(rows[7]["result"], "http:g");
    // Java reads `HTTP:g` as an opaque URI and returns it as it is.
    assert_eq!(rows[8]["result"], "HTTP:g");
    assert!(
        value["explanations"]
            .as_array()
            .unwrap()
            .iter()
            .any(|e| e.as_str().unwrap().starts_with(
                "Node url.resolve: url.parse knows slashed protocols in lower case only"
            )),
        "{value}"
    );
    // A specification is not a profile: compare shows them all already.
    let out = uriscope(&["compare", "--with", "rfc3986", BASE, "g"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("RFC 3986 is a specification"));
}

/// Valid inputs can give a result that is not a URI: RFC 2396 resolves `.` against the opaque
/// `foo:a` to `foo:` (§5.2 step 6 on the path `a`), which `absoluteURI = scheme ":" ( hier_part
/// | opaque_part )` refuses. The batch checks every line's result, not only those with a
/// finding in an input.
#[test]
fn a_batch_checks_the_result_of_valid_inputs_too() {
    let out = uriscope_stdin(
        &["resolve", "--spec", "rfc2396", "--base", "foo:a"],
        b".\ng\n",
    );
    assert_eq!(stdout(&out), "foo:\nfoo:g\n");
    let err = stderr(&out);
    assert!(
        err.starts_with(
            "uriscope: line 1: warning: the result, by RFC 2396's grammar: `:` at byte 3"
        ),
        "{err}"
    );
    assert!(!err.contains("line 2"), "{err}");
}

/// A command line that parses but asks for what cannot be done is refused under the usage line
/// of the command given, not another's.
#[test]
fn a_usage_error_shows_the_usage_of_its_own_command() {
    let cases: [(&[&str], &str); 4] = [
        (
            &["resolve", "--base", BASE, "g", "h"],
            "uriscope resolve [OPTIONS] [BASE] [REFERENCE]",
        ),
        (
            &["relative", "--trace", "--base", BASE],
            "uriscope relative [OPTIONS] [BASE] [TARGET]",
        ),
        (
            &["iri-to-uri", "--trace"],
            "uriscope iri-to-uri [OPTIONS] [IRI]",
        ),
        (
            &["uri-to-iri", "--trace"],
            "uriscope uri-to-iri [OPTIONS] [URI]",
        ),
    ];
    for (args, usage) in cases {
        let out = uriscope_stdin(args, b"");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let text = stderr(&out);
        assert!(
            text.contains(&format!("Usage: {usage}\n")),
            "{args:?}: {text}"
        );
    }
}
