//! Which step made each component of the result what it is, recorded by the resolvers as they
//! act: the cases a new user tried, each checked in the library, in `uriscope resolve --trace`
//! and in `uriscope compare` (the explorer's are in `src/tui/tests/provenance.rs`).
//!
//! Base `http://a/b/c/d;p?q` (RFC 2396 Appendix C) unless said otherwise. RFC 2396 §5.2 step 6
//! builds the path in a buffer and step 6h makes it the path; the step that made it what it is
//! is the last one that changed the buffer: 6e for `../g` (it removes `c/../`), 6a for `?y`
//! (the reference's path is empty: the buffer is the base path up to its last slash), 6b for
//! `g` (it appends `g`).

#[path = "common/binary.rs"]
mod binary;
use binary::{stdout, uriscope};

use uriscope::compare::compare;
use uriscope::options::AboveRoot;
use uriscope::trace::Source;
use uriscope::trace::Trace;
use uriscope::{Component, Options, Spec, resolve_with};

const BASE: &str = "http://a/b/c/d;p?q";

fn traced(spec: Spec, base: &str, reference: &str, options: &Options) -> Trace {
    let mut trace = Trace::default();
    let _ = resolve_with(spec, base, reference, options, &mut trace);
    trace
}

/// The line of the trace table's result block for `component`.
fn result_line(table: &str, component: &str) -> String {
    let block = table.split("\nresult  ").nth(1).expect("a result block");
    block
        .lines()
        .find(|line| line.trim_start().starts_with(&format!("{component} ")))
        .unwrap_or_else(|| panic!("no {component} line in\n{table}"))
        .to_string()
}

#[test]
fn the_path_names_6h_and_the_step_that_last_changed_the_buffer() {
    for (reference, result, path, made_by) in [
        ("../g", "http://a/b/g", "/b/g", "6e"),
        ("?y", "http://a/b/c/?y", "/b/c/", "6a"),
        ("g", "http://a/b/c/g", "/b/c/g", "6b"),
    ] {
        // The library: one record.
        let trace = traced(Spec::Rfc2396, BASE, reference, &Options::default());
        assert_eq!(trace.result(), Some(result));
        let assignment = trace.assignment(Component::Path).unwrap();
        assert_eq!(assignment.step.id, "6h", "{reference}");
        assert_eq!(assignment.from, Source::Buffer);
        assert_eq!(trace.assigned_text(&assignment), Some(path));
        assert_eq!(
            trace.events()[assignment.made_by].step.id,
            made_by,
            "{reference}"
        );
        let how = format!("the buffer, last changed at {made_by}");
        assert_eq!(assignment.how(&trace), how);

        // The command line's table says the same, in the same words.
        let table = stdout(&uriscope(&["resolve", "--trace", BASE, reference]));
        let line = result_line(&table, "path");
        assert_eq!(
            line.split_whitespace().collect::<Vec<_>>().join(" "),
            format!("path \"{path}\" ← RFC 2396 §5.2 step 6h, {how}"),
            "{reference}"
        );
    }
}

/// Compare names, for RFC 2396, the step the record gives: 6a for `?y` (against RFC 3986's
/// empty-path branch), in the library and on the command line.
#[test]
fn compare_names_the_recorded_step() {
    let c = compare(BASE, "?y", &Options::default());
    let d = c
        .divergences
        .iter()
        .find(|d| d.a == Spec::Rfc2396 && d.b == Spec::Rfc3986)
        .unwrap();
    let trace = traced(Spec::Rfc2396, BASE, "?y", &Options::default());
    let made_by = trace.assignment(Component::Path).unwrap().made_by;
    assert_eq!(d.a_step.as_ref().unwrap().event, made_by);
    assert_eq!(d.a_step.as_ref().unwrap().step.id, "6a");

    let text = stdout(&uriscope(&["compare", BASE, "?y"]));
    assert!(
        text.contains("RFC 2396   §5.2 step 6a (copy the base path up to its last slash)"),
        "{text}"
    );
    // RFC 1630 parts at the last-part rule (R3 replaced the last part), not at the dot rule.
    assert!(
        text.contains("RFC 1630   \"Partial (relative) form\", the last-part rule"),
        "{text}"
    );
    // Each specification's line once, and no sentence said twice on it.
    let parting: Vec<&str> = text
        .split("Where they part")
        .nth(1)
        .unwrap()
        .split("\n\n")
        .next()
        .unwrap()
        .lines()
        .collect();
    for spec in ["RFC 1630", "RFC 1808", "RFC 2396", "RFC 3986"] {
        let count = parting
            .iter()
            .filter(|l| l.trim_start().starts_with(spec))
            .count();
        assert_eq!(count, 1, "{spec}:\n{}", parting.join("\n"));
    }
    assert_eq!(text.matches("R.path == \"\"").count(), 1, "{text}");
}

/// `;x`: RFC 3986 parts at §5.2.3, which merged the paths, not at §5.2.4 step 1.
#[test]
fn semicolon_x_parts_where_the_path_was_merged() {
    let text = stdout(&uriscope(&["compare", BASE, ";x"]));
    assert!(text.contains("RFC 3986   §5.2.3 (merge paths)"), "{text}");
    assert!(!text.contains("initialise the buffers"), "{text}");
}

/// `http://a` + `g` under RFC 2396: step 4 took `a`; the string reads back as authority `ag`,
/// which step 7 warns of, after 6a's empty-base-path warning (RFC 3986 Appendix D.2).
#[test]
fn an_empty_base_path_assigned_and_read_back() {
    let trace = traced(Spec::Rfc2396, "http://a", "g", &Options::default());
    assert_eq!(trace.result(), Some("http://ag"));
    let authority = trace
        .result_components()
        .into_iter()
        .find(|c| c.component == Component::Authority)
        .unwrap();
    assert_eq!(authority.assignment.unwrap().step.id, "4");
    assert_eq!(
        (authority.assigned, authority.read_back),
        (Some("a"), Some("ag"))
    );
    let misread = authority.misread.expect("step 7 warned of it");
    assert_eq!(trace.events()[misread].step.id, "7");
    let warnings: Vec<(&str, &str)> = trace.warnings().map(|(s, w)| (s.id, w.id)).collect();
    assert_eq!(
        warnings,
        [
            ("6a", "rfc2396.empty-base-path"),
            ("7", "reads-back.authority-takes-path")
        ]
    );

    let table = stdout(&uriscope(&["resolve", "--trace", "http://a", "g"]));
    let line = result_line(&table, "authority");
    assert!(
        line.ends_with("← RFC 2396 §5.2 step 4, from the base; reads back as \"ag\""),
        "{line}"
    );

    // JSON: the assigned value and the value read back, side by side.
    let doc: serde_json::Value = serde_json::from_slice(
        &uriscope(&["resolve", "--json", "--trace", "http://a", "g"]).stdout,
    )
    .unwrap();
    let authority = doc["provenance"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["component"] == "authority")
        .unwrap();
    assert_eq!(
        (authority["value"].as_str(), authority["read_back"].as_str()),
        (Some("a"), Some("ag"))
    );
    assert_eq!(authority["step"], "4");

    // Compare puts RFC 2396's authority on step 7, which recombined it.
    let text = stdout(&uriscope(&["compare", "http://a", "g"]));
    assert!(
        text.contains("RFC 2396   §5.2 step 7 (recombine)"),
        "{text}"
    );
    assert!(text.contains("Appendix D.2"), "{text}");
}

/// With 6g set to reject, the error is step 6g's, and the command line names its flag.
#[test]
fn a_rejected_reference_fails_at_6g() {
    let options = Options {
        above_root: AboveRoot::Reject,
        ..Options::default()
    };
    let mut trace = Trace::default();
    let error = resolve_with(Spec::Rfc2396, BASE, "../../../g", &options, &mut trace).unwrap_err();
    assert_eq!(error.step().map(|s| s.id), Some("6g"));
    assert!(
        error.to_string().starts_with("RFC 2396 §5.2 step 6g: "),
        "{error}"
    );

    let out = uriscope(&[
        "resolve",
        "--trace",
        "--above-root",
        "reject",
        BASE,
        "../../../g",
    ]);
    let table = stdout(&out);
    let error_line = table.lines().find(|l| l.starts_with("error ")).unwrap();
    assert!(error_line.contains("RFC 2396 §5.2 step 6g"), "{error_line}");
    assert!(error_line.contains("--above-root keep"), "{error_line}");
    assert!(!table.contains("stopped at step 6a"), "{table}");
}

/// When every specification fails, compare says so and names no parting step.
#[test]
fn when_every_specification_fails_compare_says_so() {
    let text = stdout(&uriscope(&["compare", "not a base", "g"]));
    assert!(text.contains("No specification gives a result."), "{text}");
    assert!(!text.contains("agree"), "{text}");
    assert!(!text.contains("Where they part"), "{text}");
}

/// No text the binary can show names the digest of the specifications uriscope was written
/// from (its file names) or its provenance marks: users are given the documents' own sections.
/// Every string in the binary is checked but a TOML comment's (never shown).
#[test]
fn the_binary_names_no_digest_file() {
    const FILES: &[&str] = &[
        "differences.md",
        "examples.md",
        "grammar.md",
        "rfc1630.md",
        "rfc1808.md",
        "rfc2396.md",
        "rfc3986.md",
        "shared/spec",
        "seed 00",
    ];
    let binary = std::fs::read(env!("CARGO_BIN_EXE_uriscope")).expect("the binary reads");
    // The scan reads the texts a user sees (this one has a `§`).
    assert!(
        memchr::memmem::find(&binary, "§5.2 step 6a".as_bytes()).is_some(),
        "the scan found no citation at all"
    );
    // Each name is looked for in the whole binary at once (in lower case); a hit is reported
    // with its line of text, the run between control characters, as `strings` shows it.
    let lower = binary.to_ascii_lowercase();
    let ends_a_line = |b: &u8| b.is_ascii_control();
    let mut found = Vec::new();
    for file in FILES {
        for at in memchr::memmem::find_iter(&lower, file.as_bytes()) {
            let start = lower[..at]
                .iter()
                .rposition(ends_a_line)
                .map_or(0, |i| i + 1);
            let end = lower[at..]
                .iter()
                .position(ends_a_line)
                .map_or(lower.len(), |i| at + i);
            let line = String::from_utf8_lossy(&binary[start..end]);
            if !line.trim_start().starts_with('#') {
                found.push(format!("{file}: {line}"));
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// Every component of every built-in example's result was set by a step that recorded it, under
/// every specification: nothing is left for a reader to guess.
#[test]
fn every_component_of_every_result_names_its_step() {
    let mut missing = Vec::new();
    let mut checked = 0;
    for set in uriscope::examples::builtin().unwrap() {
        for example in &set.examples {
            for spec in Spec::ALL {
                let options = example.options.for_spec(spec);
                let trace = traced(spec, &example.base, &example.reference, &options);
                if trace.result().is_none() {
                    continue;
                }
                for c in trace.result_components() {
                    checked += 1;
                    if c.assignment.is_none() {
                        missing.push(format!(
                            "{spec} {:?} + {:?}: {}",
                            example.base,
                            example.reference,
                            c.component.name()
                        ));
                    }
                }
            }
        }
    }
    assert!(checked > 5_000, "only {checked} components");
    assert!(
        missing.is_empty(),
        "{} without a step:\n{}",
        missing.len(),
        missing.join("\n")
    );
}
