//! `cargo bench --bench batch`: the command line over a base parsed once, as a user runs it
//! (through the same entry point as the binary, reading standard input from memory and writing
//! to memory). Figures and budgets are in docs/BENCHMARKS.md.
//!
//! - `resolve_100k_lines`: `uriscope resolve --base B --spec S` with 100,000 references
//!   (`/gN/../hN?q#f`) on standard input, against a 20-byte base and a 10 KB one. The base is
//!   parsed once, so the 10 KB base costs at most 1.2 times the 20-byte one.
//! - `compare_json`: `uriscope compare --json` on references of 10 KB and 100 KB: ten times the
//!   reference costs at most eleven times the time.

use std::ffi::OsString;

use divan::{Bencher, black_box};
use uriscope::__private::run_command_line_with;

fn main() {
    divan::main();
}

/// RFC 2396 Appendix C.1's base, 18 bytes.
const SHORT_BASE: &str = "http://a/b/c/d;p?q";

/// A 10 KB base: a path of 1,200 segments and a query of 100 pairs.
fn long_base() -> String {
    let base = format!(
        "http://example.com/{}page.html?{}",
        "section/".repeat(1_200),
        "key=value&".repeat(100)
    );
    assert!((10_000..11_000).contains(&base.len()), "{}", base.len());
    base
}

/// Runs the command line on `args` with `input` on standard input; returns the bytes written.
fn run(args: &[&str], input: &[u8]) -> usize {
    let args: Vec<OsString> = std::iter::once("uriscope")
        .chain(args.iter().copied())
        .map(OsString::from)
        .collect();
    let mut out = Vec::new();
    let code = run_command_line_with(&args, &mut { input }, &mut out, &mut std::io::sink());
    assert_eq!(code, 0, "{args:?}");
    out.len()
}

#[divan::bench(
    args = ["rfc2396 20b", "rfc2396 10kb", "rfc3986 20b", "rfc3986 10kb", "whatwg 20b", "whatwg 10kb"],
    sample_count = 10,
    sample_size = 1
)]
fn resolve_100k_lines(bencher: Bencher, case: &str) {
    let (spec, size) = case.split_once(' ').unwrap();
    let base = if size == "20b" {
        SHORT_BASE.to_string()
    } else {
        long_base()
    };
    let input: String = (0..100_000)
        .map(|n| format!("/g{n}/../h{n}?q#f\n"))
        .collect();
    bencher.bench_local(|| {
        black_box(run(
            &["resolve", "--spec", spec, "--base", &base],
            input.as_bytes(),
        ))
    });
}

#[divan::bench(
    args = ["dots 10kb", "dots 100kb", "segments 10kb", "segments 100kb"],
    sample_count = 10,
    sample_size = 1
)]
fn compare_json(bencher: Bencher, case: &str) {
    let (shape, size) = case.split_once(' ').unwrap();
    let len = if size == "10kb" { 10_000 } else { 100_000 };
    let reference = if shape == "dots" {
        "seg/./x/../".repeat(len / 11)
    } else {
        "seg/".repeat(len / 4)
    };
    bencher.bench_local(|| black_box(run(&["compare", "--json", SHORT_BASE, &reference], b"")));
}
