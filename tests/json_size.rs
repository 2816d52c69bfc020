//! `--json --trace` grows with the input, not with its square, under every specification: ten
//! times the input gives at most about ten times the JSON (issue 20: RFC 3986's loop once wrote
//! the whole buffer with every iteration, 86 MB for 20 KB of `a/../`).

use std::ffi::OsString;

use uriscope::__private::{run_command_line_with, sweeps};
use uriscope::Spec;

const BASE: &str = "http://a/b/c/d;p?q";

/// The size of `resolve --json --trace` for `reference` under `spec`.
fn json_size(spec: Spec, reference: &str) -> usize {
    let args: Vec<OsString> = [
        "uriscope",
        "resolve",
        "--json",
        "--trace",
        "--spec",
        spec.id(),
        "--",
        BASE,
        reference,
    ]
    .iter()
    .map(OsString::from)
    .collect();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = run_command_line_with(&args, &mut std::io::empty(), &mut out, &mut err);
    assert!(
        code == 0 || code == 1,
        "{spec}: {}",
        String::from_utf8_lossy(&err)
    );
    let _: serde_json::Value = serde_json::from_slice(&out).expect("valid JSON");
    out.len()
}

/// `a/../`×500 against ×5,000 (×200 and ×2,000 without a full sweep), and the same for
/// `a/./b/../`, `../` and `./`: at most 11× (a trace that grew with the square would be 100×).
#[test]
fn json_traces_grow_linearly_under_every_specification() {
    let small_count = sweeps::pick(500, 200);
    for spec in Spec::ALL {
        for unit in ["a/../", "a/./b/../", "../", "./"] {
            let small = json_size(spec, &format!("{}g", unit.repeat(small_count)));
            let large = json_size(spec, &format!("{}g", unit.repeat(10 * small_count)));
            let ratio = large as f64 / small as f64;
            println!(
                "{spec:8} {unit:10} ×{small_count} {small:>10} bytes  ×10 {large:>11} bytes  {ratio:.2}×"
            );
            assert!(
                ratio <= 11.0,
                "{spec} {unit}×{small_count} → {small} bytes, ten times → {large} bytes: ratio {ratio:.2}"
            );
        }
    }
}

/// `resolve` under RFC 3986 (as text and `--json`) and `compare` on a host of 30,000 `ü`: one
/// finding per character, each in a line or an object of its own size, the host's IDNA form
/// computed once (read again per finding, this input took minutes). The output grows with the
/// input: ten times the host gives at most about ten times the bytes.
#[test]
fn the_findings_of_a_long_host_grow_linearly() {
    let run = |args: &[&str], reference: &str| {
        let mut all: Vec<OsString> = args.iter().map(OsString::from).collect();
        all.extend([OsString::from(BASE), OsString::from(reference)]);
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let code = run_command_line_with(&all, &mut std::io::empty(), &mut out, &mut err);
        assert_eq!(code, 0, "{}", String::from_utf8_lossy(&err));
        out.len() + err.len()
    };
    let host = |n: usize| format!("//{}/", "ü".repeat(n));
    for args in [
        &["uriscope", "resolve", "--spec", "rfc3986", "--"][..],
        &["uriscope", "resolve", "--json", "--spec", "rfc3986", "--"],
        &["uriscope", "compare", "--"],
    ] {
        let small = run(args, &host(3_000));
        let large = run(args, &host(30_000));
        let ratio = large as f64 / small as f64;
        assert!(
            ratio <= 11.0,
            "{args:?}: ×3,000 → {small} bytes, ×30,000 → {large} bytes: ratio {ratio:.2}"
        );
    }
}

/// RFC 3987's mappings, `--json --trace`, and `parse --json` of a long international host:
/// ten times the input gives at most about ten times the bytes.
#[test]
fn the_mappings_and_host_readings_grow_linearly() {
    let run = |args: &[&str], text: &str| {
        let mut all: Vec<OsString> = args.iter().map(OsString::from).collect();
        all.push(OsString::from(text));
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let code = run_command_line_with(&all, &mut std::io::empty(), &mut out, &mut err);
        assert!(code == 0 || code == 1, "{}", String::from_utf8_lossy(&err));
        out.len() + err.len()
    };
    let text = |n: usize| {
        format!(
            "http://{}.example/{}",
            "ü".repeat(n),
            "ü%C3%BC%E9%E2%80%AE".repeat(n)
        )
    };
    for args in [
        &["uriscope", "uri-to-iri", "--json", "--trace", "--"][..],
        &[
            "uriscope",
            "iri-to-uri",
            "--json",
            "--trace",
            "--idna",
            "--",
        ],
        &["uriscope", "uri-to-iri", "--"],
        &["uriscope", "parse", "--json", "--spec", "rfc3986", "--"],
    ] {
        let small = run(args, &text(500));
        let large = run(args, &text(5_000));
        let ratio = large as f64 / small as f64;
        println!("{args:?}: ×500 {small} bytes, ×5,000 {large} bytes: {ratio:.2}×");
        assert!(
            ratio <= 11.0,
            "{args:?}: ×500 → {small} bytes, ×5,000 → {large} bytes: ratio {ratio:.2}"
        );
    }
}
