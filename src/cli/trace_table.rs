//! `resolve --trace`: the steps of a resolution as a table a person reads top to bottom.
//!
//! One group per step (consecutive events of the same step): a header row with the step id and
//! title, then one row per decision, component taken, warning and buffer change. Every removal
//! of 6c/6e (and of any other step) is its own row, with the removed or appended text, its
//! offset, and the buffer after it in the right-hand column.
//!
//! Long text is cut so that the output stays linear in the size of the trace: a buffer longer
//! than [`SHOWN_BUFFER`] bytes is shown as the [`BUFFER_CONTEXT`] bytes either side of the
//! change, `…` marking each cut and the length following; removed, appended and component
//! texts longer than [`SHOWN_TEXT`] bytes keep their two ends. `--json` has the full texts.

use std::io::{self, Write};

use super::json::span_text;
use crate::core::replay::{BufferReplay, GapBuffer};
use crate::core::{BufferChange, Outcome, Role, Span, Spec, Step, Trace, escape_for_terminal};

/// Buffers up to this many bytes are shown whole.
pub const SHOWN_BUFFER: usize = 80;
/// Bytes of a longer buffer shown on each side of the change.
pub const BUFFER_CONTEXT: usize = 32;
/// Removed, appended and component texts up to this many bytes are shown whole.
pub const SHOWN_TEXT: usize = 60;

/// Width of the step column, and where the "buffer after" column starts.
const STEP_WIDTH: usize = 6;
const BUFFER_COLUMN: usize = 52;
/// Decisions and warnings are wrapped to this width.
const LINE_WIDTH: usize = 100;
/// Marks the boundary between the output and the input buffer of two-buffer algorithms.
const SPLIT_MARK: &str = "┊";

/// Writes the table for `trace` (the header names the specification and the inputs).
pub fn write(out: &mut impl Write, trace: &Trace, spec: Spec, options: &str) -> io::Result<()> {
    writeln!(out, "{}", spec.title())?;
    writeln!(out, "  base       {}", escape_for_terminal(&trace.base))?;
    writeln!(
        out,
        "  reference  {}",
        escape_for_terminal(&trace.reference)
    )?;
    writeln!(out, "  options    {options}")?;
    writeln!(out)?;
    if trace.events.is_empty() {
        writeln!(out, "(no step events recorded for {})", spec.name())?;
        return Ok(());
    }
    let header = format!("{:STEP_WIDTH$}what", "step");
    writeln!(out, "{}buffer after", pad(&header, BUFFER_COLUMN))?;

    let mut replay = BufferReplay::new(trace);
    let mut group: Option<&'static Step> = None;
    let mut parsed = ParsedLine::default();
    for (index, event) in trace.events.iter().enumerate() {
        let new_group = group.is_none_or(|g| !std::ptr::eq(g, event.step));
        if new_group || !matches!(event.outcome, Outcome::Parsed { .. }) {
            parsed.flush(out)?;
        }
        if new_group {
            group = Some(event.step);
            let id = escape_for_terminal(event.step.id);
            writeln!(out, "{}{}", pad(&id, STEP_WIDTH), event.step.title)?;
        }
        match event.outcome {
            Outcome::Parsed {
                role,
                component,
                value,
            } => {
                if parsed.role != Some(role) {
                    parsed.flush(out)?;
                    parsed.role = Some(role);
                }
                let value = value.map(|span| span_text(trace, role, span).unwrap_or(""));
                parsed
                    .items
                    .push(format!("{} {}", component.name(), shown(value)));
            }
            Outcome::Decision(text) => wrapped(out, "", text)?,
            Outcome::Take {
                component,
                from,
                value,
            } => {
                let value = value.map(|span| span_text(trace, from, span).unwrap_or(""));
                let row = format!("{} ← {}: {}", component.name(), from.name(), shown(value));
                writeln!(out, "{}{row}", indent())?;
            }
            Outcome::Buffer(change) => {
                let what = change_text(trace, index, &change);
                let buffer = match replay.buffer_after(index) {
                    Some(buffer) => buffer_text(buffer, &change),
                    None => "(no buffer)".to_string(),
                };
                writeln!(
                    out,
                    "{}{buffer}",
                    pad(&format!("{}{what}", indent()), BUFFER_COLUMN)
                )?;
            }
            Outcome::Warning(warning) => wrapped(out, "! ", warning.text)?,
        }
    }
    parsed.flush(out)
}

/// The components a parse step found, gathered on one line.
#[derive(Default)]
struct ParsedLine {
    role: Option<Role>,
    items: Vec<String>,
}

impl ParsedLine {
    fn flush(&mut self, out: &mut impl Write) -> io::Result<()> {
        if let Some(role) = self.role.take() {
            writeln!(
                out,
                "{}{}: {}",
                indent(),
                role.name(),
                self.items.join(" · ")
            )?;
        }
        self.items.clear();
        Ok(())
    }
}

fn indent() -> String {
    " ".repeat(STEP_WIDTH)
}

/// `text` followed by spaces up to `width` characters, and at least one space.
fn pad(text: &str, width: usize) -> String {
    let n = text.chars().count();
    format!("{text}{}", " ".repeat(width.saturating_sub(n).max(1)))
}

/// A decision or warning, word-wrapped under the "what" column.
fn wrapped(out: &mut impl Write, marker: &str, text: &str) -> io::Result<()> {
    let text = escape_for_terminal(text);
    let first = format!("{}{marker}", indent());
    let rest = " ".repeat(first.chars().count());
    let mut line = first.clone();
    let mut line_len = first.chars().count();
    let mut empty = true;
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        let len = word.chars().count();
        if !empty && line_len + 1 + len > LINE_WIDTH {
            writeln!(out, "{line}")?;
            line = rest.clone();
            line_len = rest.len();
            empty = true;
        }
        if !empty {
            line.push(' ');
            line_len += 1;
        }
        line.push_str(word);
        line_len += len;
        empty = false;
    }
    writeln!(out, "{line}")
}

/// A component value: `∅` when undefined, else quoted (and cut if long).
fn shown(value: Option<&str>) -> String {
    match value {
        None => "∅".to_string(),
        Some(text) => quoted(text),
    }
}

/// `"text"`, escaped, its middle cut when longer than [`SHOWN_TEXT`] bytes.
fn quoted(text: &str) -> String {
    if text.len() <= SHOWN_TEXT {
        return format!("\"{}\"", escape_for_terminal(text));
    }
    let head = floor_boundary(text, SHOWN_TEXT / 2);
    let tail = ceil_boundary(text, text.len() - SHOWN_TEXT / 2);
    format!(
        "\"{}…{}\" ({} bytes)",
        escape_for_terminal(&text[..head]),
        escape_for_terminal(&text[tail..]),
        text.len()
    )
}

fn floor_boundary(text: &str, mut at: usize) -> usize {
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

fn ceil_boundary(text: &str, mut at: usize) -> usize {
    while !text.is_char_boundary(at) {
        at += 1;
    }
    at
}

/// What a buffer event did: `− "g/../" at 5`, `+ "g" at 5`, `┊ at 4` (a two-buffer algorithm
/// moved its output/input boundary), or `unchanged`.
fn change_text(trace: &Trace, index: usize, change: &BufferChange) -> String {
    if change.is_unchanged() {
        return match change.split {
            Some(split) => format!("┊ at {split}"),
            None => "unchanged".to_string(),
        };
    }
    let mut parts = Vec::new();
    if change.removed > 0 {
        let removed = trace.removed_text(index).unwrap_or_default();
        parts.push(format!("− {}", quoted(&removed)));
    }
    if change.inserted > 0 {
        let start = change.revealed.start;
        let inserted = trace
            .workspace_for(index)
            .and_then(|(_, ws)| ws.get(start..start + change.inserted))
            .unwrap_or("");
        parts.push(format!("+ {}", quoted(inserted)));
    }
    format!("{} at {}", parts.join(" "), change.at)
}

/// The buffer after a change: whole when short, else the bytes around the change.
fn buffer_text(buffer: &GapBuffer, change: &BufferChange) -> String {
    let len = buffer.len();
    if buffer.is_empty() {
        return "(empty)".to_string();
    }
    if len <= SHOWN_BUFFER {
        return with_split(buffer, Span::new(0, len), change.split);
    }
    let point = change.at.min(len);
    let start = buffer.char_floor(point.saturating_sub(BUFFER_CONTEXT));
    let reach = point + change.inserted.min(BUFFER_CONTEXT) + BUFFER_CONTEXT;
    let end = buffer.char_floor(reach.min(len));
    let mut text = String::new();
    if start > 0 {
        text.push('…');
    }
    text.push_str(&with_split(buffer, Span::new(start, end), change.split));
    if end < len {
        text.push('…');
    }
    format!("{text} ({len} bytes)")
}

/// The text of `range`, escaped, with [`SPLIT_MARK`] where the output buffer ends.
fn with_split(buffer: &GapBuffer, range: Span, split: Option<usize>) -> String {
    let piece = |a: usize, b: usize| escape_for_terminal(&buffer.text_of(a..b)).into_owned();
    match split {
        Some(s) if range.start <= s && s <= range.end => {
            format!(
                "{}{SPLIT_MARK}{}",
                piece(range.start, s),
                piece(s, range.end)
            )
        }
        _ => piece(range.start, range.end),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_texts_keep_their_ends() {
        let text = format!("{}{}", "a".repeat(100), "é".repeat(50));
        let q = quoted(&text);
        assert!(q.starts_with("\"aaaa"), "{q}");
        assert!(q.contains("éé\" (200 bytes)"), "{q}");
        assert!(q.len() < 100);
    }

    #[test]
    fn long_buffers_show_the_change() {
        let text = format!("/{}/X/{}", "a/".repeat(500), "b/".repeat(500));
        let buffer = GapBuffer::new(&text);
        let at = text.find('X').unwrap();
        let shown = buffer_text(&buffer, &BufferChange::unchanged(text.len()).with_split(at));
        let shown = shown.replace(SPLIT_MARK, "");
        let change = BufferChange {
            at,
            ..BufferChange::unchanged(text.len())
        };
        let around = buffer_text(&buffer, &change);
        assert!(around.contains("a/a//X/b/b"), "{around}");
        let len = format!("({} bytes)", text.len());
        assert!(around.starts_with('…'), "{around}");
        assert!(around.ends_with(&format!("… {len}")), "{around}");
        assert!(around.chars().count() < 2 * BUFFER_CONTEXT + 20);
        assert!(shown.ends_with(&format!("b/ {len}")), "{shown}");
    }
}
