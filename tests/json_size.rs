//! `--json --trace` grows with the input, not with its square, under every specification: ten
//! times the input gives at most about ten times the JSON (issue 20: RFC 3986's loop once wrote
//! the whole buffer with every iteration, 86 MB for 20 KB of `a/../`).

use std::ffi::OsString;

use uriscope::{Spec, run_command_line_with};

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

#[test]
fn json_traces_grow_linearly_under_every_specification() {
    for spec in Spec::ALL {
        for unit in ["a/../", "a/./b/../", "../", "./"] {
            let small = json_size(spec, &format!("{}g", unit.repeat(300)));
            let large = json_size(spec, &format!("{}g", unit.repeat(3_000)));
            let ratio = large as f64 / small as f64;
            assert!(
                ratio < 12.0,
                "{spec} {unit}×300 → {small} bytes, ×3000 → {large} bytes: ratio {ratio:.1}"
            );
        }
    }
}
