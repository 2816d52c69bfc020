//! The trace as a Markdown table, for slides and notes. Every text in it renders as exactly that
//! text: the user's (base, reference, result, buffers) as code spans ([`code`]), the
//! specifications' words as escaped plain text ([`escape`]).

use super::resolution::Resolution;
use crate::core::BufferReplay;
use crate::core::cut::ends;

/// Removal rows listed one by one up to this many; a longer trace is summarised.
const MAX_REMOVALS: usize = 200;

/// Longer buffers are shown as their start, `…` and their end.
const MAX_CELL: usize = 160;

/// Where escaped text goes: a line break can be a hard break in a paragraph, not in a table cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    Paragraph,
    Cell,
}

/// ASCII punctuation that means something inside a line: escapes, code, emphasis, links and
/// images, autolinks and HTML, entities, table cells, strikethrough, headings, math.
const INLINE_MARKUP: &[char] = &[
    '\\', '`', '*', '_', '[', ']', '<', '>', '&', '|', '~', '!', '#', '$',
];

/// `text` as Markdown that renders as exactly `text`, whatever it holds. Punctuation that could
/// start markup is backslash-escaped (so no `*`, `_`, backtick, `<segment>` or `&` becomes
/// markup, and `|` cannot split a table cell), and so is the punctuation that starts a line
/// (`-`, `+`, `=`, `1.` would make a list, a rule or a heading); spaces at either end of a line become
/// `&#32;` (Markdown would trim them); a newline becomes a hard break in a paragraph; every other
/// invisible character is written as its visible escape (`\n` in a cell, `\x1b`, `\u{202e}`),
/// as everywhere uriscope prints untrusted text. The one escaping function of the export.
pub fn escape(text: &str, place: Place) -> String {
    let mut out = String::with_capacity(text.len() + text.len() / 4);
    let mut lines = text.split('\n').peekable();
    while let Some(line) = lines.next() {
        let body = line.trim_matches(' ');
        let leading = line.len() - line.trim_start_matches(' ').len();
        let trailing = if body.is_empty() {
            0
        } else {
            line.len() - line.trim_end_matches(' ').len()
        };
        out.push_str(&"&#32;".repeat(leading));
        // A line that starts with digits then `.` or `)` would be an ordered list.
        let digits = body.chars().take_while(char::is_ascii_digit).count();
        for (i, c) in body.chars().enumerate() {
            let starts_block = i == 0 || (i == digits && digits > 0 && matches!(c, '.' | ')'));
            if INLINE_MARKUP.contains(&c)
                || (starts_block && matches!(c, '-' | '+' | '=' | '.' | ')'))
            {
                out.push('\\');
                out.push(c);
            } else if crate::core::escape::needs_escape(c) {
                let mut visible = String::new();
                crate::core::escape::push_escaped(&mut visible, c);
                // The escape's backslash is markup too.
                out.push_str(&visible.replace('\\', "\\\\"));
            } else {
                out.push(c);
            }
        }
        out.push_str(&"&#32;".repeat(trailing));
        if lines.peek().is_some() {
            match place {
                Place::Paragraph => out.push_str("\\\n"),
                Place::Cell => out.push_str("\\\\n"),
            }
        }
    }
    out
}

/// What an empty user text is written as: a code span cannot be empty, and a blank would not show
/// that there is a value.
pub const EMPTY: &str = "*(empty)*";

/// `text` as a code span that renders as exactly `text`: fenced by one backtick more than its
/// longest run of backticks (CommonMark 6.1: a span ends at a run of the same length), padded
/// with a space on each side when it starts or ends with a backtick or has spaces at both ends
/// (the renderer takes off one space from each side), and in a table cell every `|` written `\|`
/// (GitHub's tables split cells before reading code spans, even inside them). A code span keeps
/// `*`, `_`, `<x>` and `&` as they are. Invisible characters, which a code span would keep as
/// they are (and a newline would become a space), are written as their visible escape (`\n`,
/// `\x1b`, `\u{202e}`), as everywhere uriscope shows untrusted text; `\` stays itself.
pub fn code(text: &str, place: Place) -> String {
    if text.is_empty() {
        return EMPTY.to_string();
    }
    let mut body = String::with_capacity(text.len() + 2);
    let (mut run, mut longest) = (0, 0);
    for c in text.chars() {
        run = if c == '`' { run + 1 } else { 0 };
        longest = longest.max(run);
        if c == '|' && place == Place::Cell {
            body.push_str("\\|");
        } else if crate::core::escape::is_invisible(c) {
            crate::core::escape::push_escaped(&mut body, c);
        } else {
            body.push(c);
        }
    }
    let pad = body.starts_with('`')
        || body.ends_with('`')
        || (body.starts_with(' ') && body.ends_with(' ') && !body.trim_matches(' ').is_empty());
    let fence = "`".repeat(longest + 1);
    let space = if pad { " " } else { "" };
    format!("{fence}{space}{body}{space}{fence}")
}

/// A buffer or removed text for a table cell: cut to its two ends when long, as a code span.
fn cell(text: &str) -> String {
    match ends(text, MAX_CELL) {
        (whole, None) => code(whole, Place::Cell),
        (head, Some(tail)) => code(&format!("{head}…{tail}"), Place::Cell),
    }
}

/// `| Step | What | Decision | Buffer after |` for every step (and change) of the resolution.
pub fn trace_table(resolution: &Resolution) -> String {
    let trace = resolution.trace();
    let mut out = format!(
        "{}\n\nBase: {}\n\nReference: {}\n\n| Step | What | Decision | Buffer after |\n|---|---|---|---|\n",
        escape(resolution.spec().title(), Place::Paragraph),
        code(trace.base(), Place::Paragraph),
        code(trace.reference(), Place::Paragraph),
    );
    let mut replay = BufferReplay::new(trace);
    for step in resolution.steps() {
        let decisions: Vec<&str> = step.decisions(trace).collect();
        let buffer = step
            .last_buffer_event()
            .and_then(|i| replay.text_after(i).map(|t| cell(&t)))
            .unwrap_or_default();
        out.push_str(&format!(
            "| {} | {} | {} | {} |\n",
            escape(step.step.id, Place::Cell),
            escape(step.step.title, Place::Cell),
            escape(&decisions.join("; "), Place::Cell),
            buffer
        ));
        if !step.lists_changes(trace) {
            continue;
        }
        let mut skipped = 0;
        for (n, change) in step.change_events(trace).enumerate() {
            if n >= MAX_REMOVALS {
                skipped += 1;
                continue;
            }
            let removed = trace.removed_text(change).unwrap_or_default();
            let buffer = replay
                .text_after(change)
                .map(|t| cell(&t))
                .unwrap_or_default();
            out.push_str(&format!(
                "| {} | removed {} | | {} |\n",
                escape(&format!("{}.{}", step.step.id, n + 1), Place::Cell),
                cell(&removed),
                buffer
            ));
        }
        if skipped > 0 {
            out.push_str(&format!("| | … {skipped} more removals | | |\n"));
        }
    }
    match resolution.result() {
        Ok(uri) => out.push_str(&format!("\nResult: {}\n", code(uri, Place::Paragraph))),
        Err(e) => out.push_str(&format!(
            "\nNo result: {}\n",
            escape(&e.to_string(), Place::Paragraph)
        )),
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
    fn escaping_leaves_plain_uris_readable() {
        assert_eq!(
            escape("http://a/b/c/g;x?y#s", Place::Cell),
            "http://a/b/c/g;x?y#s".replace('#', "\\#")
        );
        assert_eq!(escape("g'x|y`z", Place::Cell), "g'x\\|y\\`z");
        assert_eq!(escape("<segment>", Place::Paragraph), "\\<segment\\>");
        assert_eq!(escape("- a\n1. b", Place::Paragraph), "\\- a\\\n1\\. b");
        assert_eq!(escape(" a\nb ", Place::Cell), "&#32;a\\\\nb&#32;");
        assert_eq!(escape("\x1b", Place::Cell), "\\\\x1b");
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
