//! The three readers of a trace list the same steps: the command line's table (`resolve
//! --trace`), the JSON (`resolve --json --trace`) and the explorer's trace pane, for every
//! built-in example. All three read [`Trace::steps`](crate::Trace::steps); this fails if one of
//! them starts grouping events by itself again.

use crate::core::tools::examples;
use crate::core::vocabulary::options::Options;
use crate::core::vocabulary::spec::Spec;
use crate::tui::resolution::Resolution;
use crate::tui::shell::spec_and_switch_flags;
use crate::tui::trace_rows::RowKind;

/// Runs `uriscope resolve` with `extra` flags on the example, in-process; returns stdout.
pub(super) fn resolve_output(
    spec: Spec,
    options: &Options,
    base: &str,
    reference: &str,
    extra: &[&str],
) -> String {
    let flags = spec_and_switch_flags(spec, options);
    let mut args = vec!["uriscope", "resolve"];
    args.extend_from_slice(extra);
    args.extend(flags.iter().map(String::as_str));
    args.extend(["--", base, reference]);
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let args: Vec<std::ffi::OsString> = args.iter().map(Into::into).collect();
    let code =
        crate::__private::run_command_line_with(&args, &mut std::io::empty(), &mut out, &mut err);
    assert!(
        code == 0 || code == 1,
        "{args:?}: exit {code}: {}",
        String::from_utf8_lossy(&err)
    );
    String::from_utf8(out).expect("UTF-8")
}

/// The step rows of the table (those under the header that are not indented, up to the blank
/// line before the result), each with the line after it.
fn table_steps(table: &str) -> Vec<(String, String)> {
    let lines: Vec<&str> = table
        .lines()
        .skip_while(|line| !line.starts_with("step "))
        .skip(1)
        .take_while(|line| !line.is_empty())
        .collect();
    (0..lines.len())
        .filter(|&i| !lines[i].starts_with(' '))
        .map(|i| {
            let next = lines.get(i + 1).copied().unwrap_or_default();
            (lines[i].to_string(), next.to_string())
        })
        .collect()
}

/// The (id, title) of each entry of the JSON's `steps`.
fn json_steps(json: &str) -> Vec<(String, String)> {
    let doc: serde_json::Value = serde_json::from_str(json).expect("valid JSON");
    doc["steps"]
        .as_array()
        .expect("a steps array")
        .iter()
        .map(|step| {
            let text = |key: &str| step[key].as_str().expect("a string").to_string();
            (text("step"), text("title"))
        })
        .collect()
}

#[test]
fn the_table_the_json_and_the_explorer_list_the_same_steps() {
    let mut checked = 0;
    for set in examples::builtin().expect("the built-in examples load") {
        for example in &set.examples {
            let (spec, options) = (example.spec, &example.options);
            let (base, reference) = (example.base.as_str(), example.reference.as_str());
            let what = format!("{spec} {base:?} + {reference:?} ({})", set.file);

            let json = json_steps(&resolve_output(
                spec,
                options,
                base,
                reference,
                &["--json", "--trace"],
            ));
            let table = table_steps(&resolve_output(
                spec,
                options,
                base,
                reference,
                &["--trace"],
            ));
            let resolution = Resolution::compute(spec, base, reference, options);
            let explorer: Vec<&str> = resolution
                .rows
                .iter()
                .filter(|row| row.kind == RowKind::Step)
                .map(|row| resolution.step_of(row).step.id)
                .collect();

            let json_ids: Vec<&str> = json.iter().map(|(id, _)| id.as_str()).collect();
            assert_eq!(explorer, json_ids, "explorer vs JSON: {what}");
            assert_eq!(table.len(), json.len(), "table vs JSON: {what}\n{table:?}");
            // A table row is the id, padding, then the title; a WHATWG state's name too long
            // for the column has the row to itself, and the title is on the next line, in the
            // column.
            for ((row, next), (id, title)) in table.iter().zip(&json) {
                let rest = if row == id {
                    next.strip_prefix("      ")
                } else {
                    row.strip_prefix(id.as_str()).map(str::trim_start)
                };
                assert_eq!(rest, Some(title.as_str()), "table row {row:?}: {what}");
            }
            checked += 1;
        }
    }
    assert!(checked > 250, "only {checked} examples");
}
