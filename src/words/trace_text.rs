//! The steps of a resolution as a plain-text table a person reads top to bottom: `resolve
//! --trace`, and the explorer's plain-text export (`T`).
//!
//! One group per step of [`Trace::steps`]: a header row with the step id and title, then one row
//! per decision, component set, warning and buffer change. Every removal of 6c/6e (and of any
//! other step) is its own row, with the removed or appended text, its offset, and the buffer
//! after it in the right-hand column.
//!
//! Long text is cut so that the output stays linear in the size of the trace: a buffer longer
//! than [`SHOWN_BUFFER`] bytes is shown as the [`BUFFER_CONTEXT`] bytes either side of the
//! change, `…` marking each cut and the length following; removed, appended and component
//! texts longer than 60 bytes keep their two ends (`Quoted`). `--json` has the full texts.

use std::io::{self, Write};

use super::mapping_text;
use super::wrap::{self, write_wrapped, write_wrapped_safe};
use crate::core::connect::connects_to;
use crate::core::specs::whatwg;
use crate::core::text::cut::Quoted;
use crate::core::text::escape::terminal::escape_for_terminal;
use crate::core::vocabulary::component::Role;
use crate::core::vocabulary::event::{BufferChange, Outcome};
use crate::core::vocabulary::replay::{BufferReplay, GapBuffer};
use crate::core::vocabulary::resolution::Resolution;
use crate::core::vocabulary::span::Span;
use crate::core::vocabulary::spec::Spec;
use crate::core::vocabulary::step::Step;
use crate::core::vocabulary::trace::Trace;
use crate::core::vocabulary::warning::Warning;
use crate::core::vocabulary::whatwg_act::{Act, Visit};
use crate::core::vocabulary::whatwg_failure::CodePoint;

/// Buffers up to this many bytes are shown whole.
pub const SHOWN_BUFFER: usize = 80;
/// Bytes of a longer buffer shown on each side of the change.
pub const BUFFER_CONTEXT: usize = 32;

/// Width of the step column, and where the "buffer after" column starts.
const STEP_WIDTH: usize = 6;
const BUFFER_COLUMN: usize = 52;
/// Marks the boundary between the output and the input buffer of two-buffer algorithms.
const SPLIT_MARK: &str = "┊";

/// Writes the table for `trace` (the header names the specification, the inputs and the
/// options in words).
pub fn write(
    out: &mut impl Write,
    resolution: &Resolution,
    spec: Spec,
    options: &str,
) -> io::Result<()> {
    let trace = resolution.trace();
    if spec.is_profile() {
        writeln!(out, "{} ({spec})", spec.title())?;
    } else {
        writeln!(out, "{}", spec.title())?;
    }
    writeln!(out, "  base       {}", escape_for_terminal(trace.base()))?;
    writeln!(
        out,
        "  reference  {}",
        escape_for_terminal(trace.reference())
    )?;
    if !options.is_empty() {
        writeln!(out, "  options    {options}")?;
    }
    writeln!(out)?;
    if trace.events().is_empty() {
        writeln!(out, "(no step events recorded for {})", spec.name())?;
        return Ok(());
    }
    let header = format!("{:STEP_WIDTH$}what", "step");
    writeln!(out, "{}buffer after", pad(&header, BUFFER_COLUMN))?;

    let mut replay = BufferReplay::new(trace);
    for step in resolution.steps() {
        let id = escape_for_terminal(step.step.id);
        // A WHATWG state's name is longer than the column: it gets a line of its own, and the
        // title stays in the column of every other step's.
        if id.chars().count() < STEP_WIDTH {
            writeln!(out, "{}{}", pad(&id, STEP_WIDTH), step.step.title)?;
        } else {
            writeln!(out, "{id}\n{}{}", " ".repeat(STEP_WIDTH), step.step.title)?;
        }
        let mut parsed = ParsedLine::default();
        for (k, event) in step.event_records(trace).iter().enumerate() {
            let index = step.events.start + k;
            if !matches!(event.outcome, Outcome::Parsed { .. } | Outcome::Read { .. }) {
                parsed.flush(out)?;
            }
            match event.outcome {
                Outcome::Parsed { .. } | Outcome::Read { .. } => {
                    let (role, component, value) = trace.parsed(event).expect("a parsed component");
                    if parsed.role != Some(role) {
                        parsed.flush(out)?;
                        parsed.role = Some(role);
                    }
                    parsed
                        .items
                        .push(format!("{} {}", component.name(), shown(value)));
                }
                Outcome::Decision(text) => wrapped(out, "", text)?,
                Outcome::Assign {
                    component,
                    from,
                    value,
                } => {
                    let value = value.map(|span| trace.span_text(from.role(), span).unwrap_or(""));
                    let row = format!("{} ← {}: {}", component.name(), from.name(), shown(value));
                    writeln!(out, "{}{row}", indent())?;
                }
                Outcome::Buffer(change) => {
                    // A rule of an iterating step names itself: `2C − "b/../" at 3`.
                    let rule = if std::ptr::eq(event.step, step.step) {
                        String::new()
                    } else {
                        format!("{} ", escape_for_terminal(event.step.id))
                    };
                    let what = change_text(trace, index, &change);
                    let buffer = match replay.buffer_after(index) {
                        Some(buffer) => buffer_text(buffer, &change),
                        None => "(no buffer)".to_string(),
                    };
                    writeln!(
                        out,
                        "{}{buffer}",
                        pad(&format!("{}{rule}{what}", indent()), BUFFER_COLUMN)
                    )?;
                }
                Outcome::Warning(warning) => wrapped(out, "! ", warning.text)?,
                Outcome::Rewrite { .. } => {
                    let rewrite = trace.rewrite(event).expect("a rewrite");
                    // Its words are escaped already.
                    write_wrapped_safe(out, &indent(), &rewrite.to_string())?;
                }
                Outcome::Mapping(act) => {
                    // Its words are escaped already.
                    let words = mapping_text::act_words(trace.mapping_act(act));
                    write_wrapped_safe(out, &indent(), &words)?;
                }
                Outcome::Mapped(text) => {
                    let row = format!("text after: {}", shown(Some(trace.text_of(text))));
                    writeln!(out, "{}{row}", indent())?;
                }
                Outcome::Whatwg(act) => {
                    // Its words are escaped already.
                    let act = trace.whatwg_act(act);
                    let (marker, words) = match act {
                        // The step's header names the state (but for the base's whole parse,
                        // under one step): a visit says where it stands.
                        Act::Visit(visit)
                            if std::ptr::eq(whatwg::steps::step_of(visit.state), event.step) =>
                        {
                            ("", visit_text(visit))
                        }
                        Act::Visit(_) => ("", act.to_string()),
                        Act::ValidationError { sentence, .. } => {
                            ("! ", format!("{act}: “{sentence}”"))
                        }
                        Act::Failure(_) => ("! ", act.to_string()),
                        _ => ("  ", act.to_string()),
                    };
                    write_wrapped_safe(out, &format!("{}{marker}", indent()), &words)?;
                }
            }
        }
        parsed.flush(out)?;
    }
    Ok(())
}

/// Writes the result (or the error, in the command line's words) and, for a result, which step
/// set each of its components and from where, with how the result reads back when that differs,
/// then where its client connects for it, as that client parses it.
pub fn write_result(
    out: &mut impl Write,
    resolution: &Resolution,
    outcome: Result<&str, &str>,
) -> io::Result<()> {
    let result = match outcome {
        Ok(result) => result,
        Err(message) => return writeln!(out, "error   {}", escape_for_terminal(message)),
    };
    writeln!(out, "result  {}", escape_for_terminal(result))?;
    for c in resolution.provenance() {
        let value = pad(&shown(c.assigned.as_deref()), 16);
        let how = match (c.step(), &c.how) {
            (Some(step), Some(how)) => format!("← {}, {how}", step.citation()),
            _ => "(no step recorded setting it)".to_string(),
        };
        let read_back = if c.reads_back_differently() {
            format!("; reads back as {}", shown(c.read_back.as_deref()))
        } else {
            String::new()
        };
        writeln!(
            out,
            "  {}{value}{how}{read_back}",
            pad(c.component.name(), 11)
        )?;
    }
    let to = match connects_to(resolution.spec(), result) {
        Ok(connection) => connection.to_string(),
        Err(why) => format!("nowhere: {why}"),
    };
    writeln!(out, "connects to {}", escape_for_terminal(&to))
}

/// The result's warnings, each once, after its components: `warnings` and one wrapped line
/// each, citing the step that raised it.
pub fn write_warnings(
    out: &mut impl Write,
    warnings: &[(&'static Step, &'static Warning)],
) -> io::Result<()> {
    if warnings.is_empty() {
        return Ok(());
    }
    writeln!(out, "warnings")?;
    for (step, warning) in warnings {
        write_wrapped(
            out,
            "  ! ",
            &format!("{}: {}", step.citation(), warning.text),
        )?;
    }
    Ok(())
}

/// A WHATWG state's visit: the pointer and the code point it points at.
fn visit_text(visit: Visit) -> String {
    match visit.code_point {
        Some(c) => format!("at byte {}: {}", visit.at, CodePoint(c)),
        None => format!("at byte {}: EOF", visit.at),
    }
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

/// `text` followed by spaces up to `columns` columns, and at least one space.
fn pad(text: &str, columns: usize) -> String {
    let n = wrap::width(text);
    format!("{text}{}", " ".repeat(columns.saturating_sub(n).max(1)))
}

/// A decision or warning, word-wrapped under the "what" column.
fn wrapped(out: &mut impl Write, marker: &str, text: &str) -> io::Result<()> {
    write_wrapped(out, &format!("{}{marker}", indent()), text)
}

/// A component value: `∅` when undefined, else quoted (and cut if long).
fn shown(value: Option<&str>) -> String {
    match value {
        None => "∅".to_string(),
        Some(text) => Quoted(text).to_string(),
    }
}

/// What a buffer event did: `− "g/../" at 5`, `+ "g" at 5`, `┊ at 4` (a two-buffer algorithm
/// moved its output/input boundary), or `unchanged`.
fn change_text(trace: &Trace, index: usize, change: &BufferChange) -> String {
    if change.is_unchanged() {
        return match change.split() {
            Some(split) => format!("┊ at {split}"),
            None => "unchanged".to_string(),
        };
    }
    let mut parts = Vec::new();
    if change.removed() > 0 {
        let removed = trace.removed_text(index).unwrap_or_default();
        parts.push(format!("− {}", Quoted(&removed)));
    }
    if change.inserted() > 0 {
        let inserted = trace.inserted_text(index).unwrap_or("");
        parts.push(format!("+ {}", Quoted(inserted)));
    }
    format!("{} at {}", parts.join(" "), change.at_offset())
}

/// The buffer after a change: whole when short, else the bytes around the change.
fn buffer_text(buffer: &GapBuffer, change: &BufferChange) -> String {
    let len = buffer.len();
    if buffer.is_empty() {
        return "(empty)".to_string();
    }
    if len <= SHOWN_BUFFER {
        return with_split(buffer, Span::new(0, len), change.split());
    }
    let point = change.at_offset().min(len);
    let start = buffer.char_floor(point.saturating_sub(BUFFER_CONTEXT));
    let reach = point + change.inserted().min(BUFFER_CONTEXT) + BUFFER_CONTEXT;
    let end = buffer.char_floor(reach.min(len));
    let mut text = String::new();
    if start > 0 {
        text.push('…');
    }
    text.push_str(&with_split(buffer, Span::new(start, end), change.split()));
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
    fn long_buffers_show_the_change() {
        let text = format!("/{}/X/{}", "a/".repeat(500), "b/".repeat(500));
        let buffer = GapBuffer::new(&text);
        let at = text.find('X').unwrap();
        let shown = buffer_text(&buffer, &BufferChange::unchanged(text.len()).with_split(at));
        let shown = shown.replace(SPLIT_MARK, "");
        let change = BufferChange::unchanged(text.len()).at(at);
        let around = buffer_text(&buffer, &change);
        assert!(around.contains("a/a//X/b/b"), "{around}");
        let len = format!("({} bytes)", text.len());
        assert!(around.starts_with('…'), "{around}");
        assert!(around.ends_with(&format!("… {len}")), "{around}");
        assert!(around.chars().count() < 2 * BUFFER_CONTEXT + 20);
        assert!(shown.ends_with(&format!("b/ {len}")), "{shown}");
    }
}
