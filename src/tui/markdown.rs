//! The trace as a Markdown table, for slides and notes.

use super::resolution::Resolution;
use super::trace_rows::{self, RowKind};
use crate::core::replay::BufferReplay;

/// Removal rows listed one by one up to this many; a longer trace is summarised.
const MAX_REMOVALS: usize = 200;

/// Longer buffers are shown as their start, `…` and their end.
const MAX_CELL: usize = 160;

fn cell(text: &str) -> String {
    let text = if text.len() > MAX_CELL {
        format!(
            "{}…{}",
            super::text::head(text, MAX_CELL / 2),
            super::text::tail(text, MAX_CELL / 2)
        )
    } else {
        text.to_string()
    };
    let text = text.replace('|', "\\|").replace(['\n', '\r'], " ");
    if text.is_empty() {
        String::new()
    } else {
        format!("`{}`", text.replace('`', "'"))
    }
}

fn prose(text: &str) -> String {
    text.replace('|', "\\|").replace(['\n', '\r'], " ")
}

/// `| Step | What | Decision | Buffer after |` for every step (and removal) of the resolution.
pub fn trace_table(resolution: &Resolution) -> String {
    let trace = &resolution.trace;
    let mut out = format!(
        "{}: `{}` against `{}`\n\n| Step | What | Decision | Buffer after |\n|---|---|---|---|\n",
        resolution.spec.name(),
        prose(&trace.reference),
        prose(&trace.base),
    );
    let mut replay = BufferReplay::new(trace);
    let mut removals = 0;
    let mut skipped = 0;
    for row in &resolution.rows {
        let step = trace.event(row.first).step;
        match row.kind {
            RowKind::Step => {
                if skipped > 0 {
                    out.push_str(&format!("| | … {skipped} more removals | | |\n"));
                    skipped = 0;
                }
                removals = 0;
                let decisions: Vec<&str> = trace_rows::decisions(trace, row).collect();
                let buffer = trace_rows::last_buffer_event(trace, row)
                    .and_then(|i| replay.text_after(i).map(|t| cell(&t)))
                    .unwrap_or_default();
                out.push_str(&format!(
                    "| {} | {} | {} | {} |\n",
                    step.id,
                    prose(step.title),
                    prose(&decisions.join("; ")),
                    buffer
                ));
            }
            RowKind::Removal { nth } => {
                removals += 1;
                if removals > MAX_REMOVALS {
                    skipped += 1;
                    continue;
                }
                let removed = trace.removed_text(row.first).unwrap_or_default();
                let buffer = replay
                    .text_after(row.first)
                    .map(|t| cell(&t))
                    .unwrap_or_default();
                out.push_str(&format!(
                    "| {}.{nth} | removed {} | | {} |\n",
                    step.id,
                    cell(&removed),
                    buffer
                ));
            }
        }
    }
    if skipped > 0 {
        out.push_str(&format!("| | … {skipped} more removals | | |\n"));
    }
    match &resolution.result {
        Ok(uri) => out.push_str(&format!("\nResult: {}\n", cell(uri))),
        Err(e) => out.push_str(&format!("\nNo result: {}\n", prose(&e.to_string()))),
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Options, Spec};

    #[test]
    fn table_lists_every_step_and_the_result() {
        let r = Resolution::compute(
            Spec::Rfc2396,
            "http://a/b/c/d;p?q",
            "g/../h",
            &Options::default(),
        );
        let table = trace_table(&r);
        assert!(table.contains("| 6b | append the reference path |"));
        assert!(
            table.contains("| 6e.1 | removed `g/../` | | `/b/c/h` |"),
            "{table}"
        );
        // RFC 2396 is the -06 answer `http://a/b/c/h` for g/../h (examples.md 2, -05 and -06).
        assert!(table.ends_with("Result: `http://a/b/c/h`\n"));
    }

    #[test]
    fn a_long_trace_is_summarised() {
        let reference = "x/../".repeat(20_000) + "g";
        let r = Resolution::compute(
            Spec::Rfc2396,
            "http://a/b/c/d;p?q",
            &reference,
            &Options::default(),
        );
        let table = trace_table(&r);
        assert!(table.contains("| 6e.200 | removed `x/../` |"));
        assert!(table.contains("… 19800 more removals"));
        assert!(table.len() < 200_000, "{} bytes", table.len());
        // RFC 2396 6e removes every `x/../`, leaving /b/c/g.
        assert!(table.ends_with("Result: `http://a/b/c/g`\n"));
    }
}
