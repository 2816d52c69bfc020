//! The resolution as Markdown, for slides and notes (the `M` key): everything the explorer shows. Every text in it renders as exactly that
//! text: the user's (base, reference, result, buffers) as code spans ([`code`]), the
//! specifications' words as escaped plain text ([`escape`]).

use std::fmt::Write as _;

use super::resolution::Resolution;
use super::symbols;
use super::trace_rows::{RowKind, WhatwgRun};
use crate::core::text::cut::ends;
use crate::core::tools::equivalence::Verdict;
use crate::core::vocabulary::component::{COMPONENTS, Role};
use crate::core::vocabulary::event::Outcome;
use crate::core::vocabulary::normalization::Normalization;
use crate::core::vocabulary::replay::BufferReplay;
use crate::core::vocabulary::steps::TraceStep;
use crate::core::vocabulary::trace::Trace;
use crate::words::normalization_text::verdict_line;

/// Removal rows listed one by one up to this many; a longer trace is summarised.
const MAX_REMOVALS: usize = 200;

/// Longer buffers are shown as their start, `…` and their end.
const MAX_CELL: usize = 160;

/// A WHATWG state's acts listed in its row, at most (a megabyte path is one run of the path
/// state).
const MAX_ACTS: usize = 50;

/// Where a two-buffer algorithm's output buffer ends and its input begins.
const SPLIT_MARK: &str = "┊";

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
            } else if crate::core::text::escape::terminal::needs_escape(c) {
                let mut visible = String::new();
                crate::core::text::escape::terminal::push_escaped(&mut visible, c);
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
        } else if crate::core::text::escape::terminal::is_invisible(c) {
            crate::core::text::escape::terminal::push_escaped(&mut body, c);
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

/// A component's value in a cell: a code span, or `∅` when it is undefined.
fn value_cell(value: Option<&str>) -> String {
    value.map_or_else(|| symbols::UNDEFINED.glyph.to_string(), cell)
}

/// The whole export: what the explorer shows of one resolution, in the order a reader wants it:
///
/// - the specification, the base, the reference and the options in force;
/// - the components of the base, the reference and the result;
/// - the trace as the trace pane lists it: a row per step with what it decided, read or did to
///   the URL record, and a row per change (RFC 2396's removals, RFC 3986's rules 2A–2E with
///   `output┊input`);
/// - the result, and which step set each of its components;
/// - the warnings, and where a text breaks its RFC's grammar.
pub fn document(resolution: &Resolution) -> String {
    let trace = resolution.trace();
    let spec = resolution.spec();
    let options = resolution.options().describe(spec);
    let options = if options.is_empty() {
        format!("none apply to {}", spec.name())
    } else {
        options
    };
    let mut out = format!(
        "{}\n\nBase: {}\n\nReference: {}\n\nOptions: {}\n\n",
        escape(&spec.title(), Place::Paragraph),
        code(trace.base(), Place::Paragraph),
        code(trace.reference(), Place::Paragraph),
        escape(&options, Place::Paragraph),
    );
    components_table(resolution, &mut out);
    out.push('\n');
    trace_table(resolution, &mut out);
    match resolution.result() {
        Ok(uri) => {
            out.push_str(&format!("\nResult: {}\n\n", code(uri, Place::Paragraph)));
            provenance_table(resolution, &mut out);
        }
        // One line: a library's message may end with the text it refused, newlines and all
        // (Java's `URISyntaxException`), shown as their escapes.
        Err(e) => out.push_str(&format!(
            "\nNo result: {}\n",
            escape(&e.to_string().replace('\n', "\\n"), Place::Paragraph)
        )),
    }
    for (step, warning) in resolution.bundle.warnings() {
        out.push_str(&format!(
            "\n{} {}\n",
            symbols::WARNING.glyph,
            escape(
                &format!("{}: {}", step.citation(), warning.text),
                Place::Paragraph
            )
        ));
    }
    for sentence in resolution.grammar_sentences() {
        out.push_str(&format!(
            "\n{} {}\n",
            symbols::WARNING.glyph,
            escape(
                &format!("Not a URI by {}'s grammar, {sentence}", spec.name()),
                Place::Paragraph
            )
        ));
    }
    out
}

/// `| Component | Base | Reference | Result |`, split as the components pane splits them.
fn components_table(resolution: &Resolution, out: &mut String) {
    let [base, reference, result] =
        [Role::Base, Role::Reference, Role::Result].map(|role| resolution.components(role));
    out.push_str("| Component | Base | Reference | Result |\n|---|---|---|---|\n");
    for component in COMPONENTS {
        let result = match &result {
            Some(uri) => value_cell(uri.get(component)),
            None => String::new(),
        };
        out.push_str(&format!(
            "| {} | {} | {} | {result} |\n",
            component.name(),
            value_cell(base.and_then(|uri| uri.get(component))),
            value_cell(reference.and_then(|uri| uri.get(component))),
        ));
    }
}

/// `| Component | Value | Set by |`: which step set each component of the result, and how.
fn provenance_table(resolution: &Resolution, out: &mut String) {
    out.push_str("| Component | Value | Set by |\n|---|---|---|\n");
    for c in resolution.bundle.provenance() {
        let how = match (c.step(), &c.how) {
            (Some(step), Some(how)) => format!("{} · {how}", step.citation()),
            _ => "no step recorded setting it".to_string(),
        };
        let mut set_by = escape(&how, Place::Cell);
        if c.reads_back_differently() {
            let back = c.read_back.as_deref().map_or("undefined".to_string(), cell);
            set_by.push_str(&format!("; the result reads back as {back}"));
        }
        out.push_str(&format!(
            "| {} | {} | {set_by} |\n",
            c.component.name(),
            value_cell(c.assigned.as_deref()),
        ));
    }
}

/// `| Step | What | Decision | Buffer after |` for every row of the trace pane.
fn trace_table(resolution: &Resolution, out: &mut String) {
    let trace = resolution.trace();
    // The buffers are read in the order of their events, so the replay only moves forward (a
    // step row comes before the removals it made, but shows the buffer after the last).
    let mut wanted: Vec<(usize, usize)> = Vec::new();
    for (index, row) in resolution.rows.iter().enumerate() {
        match row.kind {
            RowKind::Change { nth, event } if nth <= MAX_REMOVALS => wanted.push((event, index)),
            RowKind::Change { .. } => {}
            RowKind::Step => {
                if let Some(event) = resolution.step_of(row).last_buffer_event() {
                    wanted.push((event, index));
                }
            }
        }
    }
    wanted.sort_unstable();
    let mut replay = BufferReplay::new(trace);
    let mut buffers: Vec<Option<(String, String)>> = vec![None; resolution.rows.len()];
    for (event, index) in wanted {
        buffers[index] = buffer_cells(trace, &mut replay, event);
    }
    out.push_str("| Step | What | Decision | Buffer after |\n|---|---|---|---|\n");
    for (index, row) in resolution.rows.iter().enumerate() {
        let step = resolution.step_of(row);
        let (moved, buffer) = buffers[index].take().unwrap_or_default();
        match row.kind {
            RowKind::Step => out.push_str(&format!(
                "| {} | {} | {} | {buffer} |\n",
                escape(step.step.id, Place::Cell),
                escape(step.step.title, Place::Cell),
                decision_cell(trace, step),
            )),
            // Counted once, at the first row left out.
            RowKind::Change { nth, .. } if nth == MAX_REMOVALS + 1 => {
                let more = step.change_events(trace).count() - MAX_REMOVALS;
                out.push_str(&format!("| | … {more} more changes | | |\n"));
            }
            RowKind::Change { nth, .. } if nth > MAX_REMOVALS => {}
            RowKind::Change { nth, event } => {
                // A rule of an iterating step (RFC 3986's 2A–2E) names itself.
                let rule = trace.events()[event].step;
                let (id, what) = if std::ptr::eq(rule, step.step) {
                    (format!("{}.{nth}", step.step.id), String::new())
                } else {
                    (
                        rule.id.to_string(),
                        format!("{}: ", escape(rule.title, Place::Cell)),
                    )
                };
                out.push_str(&format!(
                    "| {} | {what}{} | | {buffer} |\n",
                    escape(&id, Place::Cell),
                    change_words(trace, event, &moved),
                ));
            }
        }
    }
}

/// What a step decided, read and did, for its row: its decisions, the components it parsed,
/// a WHATWG state's text and acts, the rewrites it made and its warnings.
fn decision_cell(trace: &Trace, step: &TraceStep) -> String {
    let mut parts: Vec<String> = step
        .decisions(trace)
        .map(|d| escape(d, Place::Cell))
        .collect();
    let parsed: Vec<String> = step
        .parsed(trace)
        .map(|(_, component, value)| format!("{} {}", component.name(), value_cell(value)))
        .collect();
    if !parsed.is_empty() {
        parts.push(parsed.join(" · "));
    }
    if let Some(run) = WhatwgRun::of(trace, step) {
        let mut words = run
            .read_text(trace)
            .map(|text| format!("read {}", cell(text)))
            .unwrap_or_default();
        if !run.acts.is_empty() {
            if !words.is_empty() {
                words.push_str(&format!(" {} ", symbols::LEADS_TO.glyph));
            }
            let shown: Vec<String> = run
                .acts
                .iter()
                .take(MAX_ACTS)
                .map(|act| escape(act, Place::Cell))
                .collect();
            words.push_str(&shown.join("; "));
            if run.acts.len() > MAX_ACTS {
                words.push_str(&format!("; … {} more", run.acts.len() - MAX_ACTS));
            }
        }
        parts.push(words);
    }
    parts.extend(
        step.event_records(trace)
            .iter()
            .filter_map(|e| trace.rewrite(e))
            .map(|r| escape(&r.to_string(), Place::Cell)),
    );
    parts.extend(
        step.warnings(trace)
            .map(|w| format!("{} {}", symbols::WARNING.glyph, escape(w.text, Place::Cell))),
    );
    parts.retain(|p| !p.is_empty());
    parts.join("; ")
}

/// What change event `event` did: `removed …`, `inserted …`, `replaced … by …`, or, for a
/// two-buffer loop's move (RFC 3986's 2E), `moved … to the output`.
fn change_words(trace: &Trace, event: usize, moved: &str) -> String {
    let removed = trace.removed_text(event).unwrap_or_default();
    let inserted = trace.inserted_text(event).unwrap_or_default();
    match (removed.is_empty(), inserted.is_empty()) {
        (false, true) => format!("removed {}", cell(&removed)),
        (true, false) => format!("inserted {}", cell(inserted)),
        (false, false) => format!("replaced {} by {}", cell(&removed), cell(inserted)),
        (true, true) if !moved.is_empty() => format!("moved {} to the output", cell(moved)),
        (true, true) => "moved on".to_string(),
    }
}

/// For a buffer event: the text it moved from the input to the output buffer (a two-buffer
/// loop's 2E), and the buffer after it as a cell, `output┊input` where there are two, cut
/// around the change when long.
fn buffer_cells(
    trace: &Trace,
    replay: &mut BufferReplay<'_>,
    event: usize,
) -> Option<(String, String)> {
    let change = match trace.events()[event].outcome {
        Outcome::Buffer(change) => Some(change),
        _ => None,
    };
    let split = change.and_then(|c| c.split());
    // The output's end before this event: the split of the buffer event before it.
    let before = trace.events()[..event]
        .iter()
        .rev()
        .find_map(|e| match e.outcome {
            Outcome::Buffer(c) => Some(c.split()),
            _ => None,
        })
        .flatten();
    let Some(buffer) = replay.buffer_after(event) else {
        // A workspace that never held text (an empty path) has no replay.
        let text = trace.buffer_at(event)?;
        return Some((String::new(), cell(&text)));
    };
    let len = buffer.len();
    let moved = match (before, split) {
        (Some(from), Some(to)) if from < to && to <= len => buffer.text_of(from..to),
        _ => String::new(),
    };
    let focus = match change {
        Some(c) if !c.is_unchanged() => c.at_offset(),
        _ => split.unwrap_or(0),
    }
    .min(len);
    let start = buffer.char_floor(focus.saturating_sub(MAX_CELL / 2));
    let end = buffer.char_floor(start.saturating_add(MAX_CELL).min(len));
    let mut text = String::new();
    if start > 0 {
        text.push('…');
    }
    match split {
        Some(s) if (start..=end).contains(&s) => {
            text.push_str(&buffer.text_of(start..s));
            text.push_str(SPLIT_MARK);
            text.push_str(&buffer.text_of(s..end));
        }
        _ => text.push_str(&buffer.text_of(start..end)),
    }
    if end < len {
        text.push('…');
    }
    Some((moved, code(&text, Place::Cell)))
}

/// The equivalence view's export (`M` in it): the notion, the two texts and the verdict, then
/// each rung with both texts after it and every rule that changed one there, the rungs the
/// notion never climbs, and every notion's verdict.
pub fn equivalence_document(verdicts: &[Verdict], shown: usize) -> String {
    let Some(verdict) = verdicts.get(shown) else {
        return String::new();
    };
    let notion = verdict.notion;
    let mut out = format!(
        "## Equivalence under {}\n\n",
        escape(notion.name, Place::Paragraph)
    );
    let normal = |n: &Normalization| n.normalized().map(|t| code(t, Place::Cell));
    let _ = writeln!(out, "| | text | normal form |\n|---|---|---|");
    for (name, n) in [("A", &verdict.a), ("B", &verdict.b)] {
        let after = normal(n)
            .unwrap_or_else(|| escape(n.error.as_deref().unwrap_or_default(), Place::Cell));
        let _ = writeln!(
            out,
            "| {name} | {} | {after} |",
            code(&n.input, Place::Cell)
        );
    }
    let _ = writeln!(
        out,
        "\n**Verdict:** {}\n",
        escape(&verdict_line(verdict), Place::Paragraph)
    );
    for (index, rung) in notion.rungs.iter().enumerate() {
        let equal = notion.same_at(index, &verdict.a, &verdict.b);
        let _ = writeln!(
            out,
            "### {} {} ({}): {}\n",
            escape(rung.step.id, Place::Paragraph),
            escape(rung.step.title, Place::Paragraph),
            escape(&rung.step.citation().to_string(), Place::Paragraph),
            if equal { "the same" } else { "different" }
        );
        for (name, n) in [("A", &verdict.a), ("B", &verdict.b)] {
            let text = n.after_rung(index).map_or_else(
                || {
                    escape(
                        n.error.as_deref().unwrap_or("not reached"),
                        Place::Paragraph,
                    )
                },
                |text| code(text, Place::Paragraph),
            );
            let _ = writeln!(out, "- {name}: {text}");
            for change in n.changes_on(index) {
                let _ = writeln!(
                    out,
                    "  - {}: {} → {} ({}: {}){}",
                    change.part,
                    code(&change.before, Place::Paragraph),
                    code(&change.after, Place::Paragraph),
                    escape(&change.step.citation().to_string(), Place::Paragraph),
                    escape(change.step.title, Place::Paragraph),
                    change.note.as_ref().map_or(String::new(), |note| format!(
                        "; {}",
                        escape(note, Place::Paragraph)
                    ))
                );
            }
        }
        out.push('\n');
    }
    for step in notion.unapplied {
        let _ = writeln!(
            out,
            "### {} {} ({}): not applied\n",
            escape(step.id, Place::Paragraph),
            escape(step.title, Place::Paragraph),
            escape(&step.citation().to_string(), Place::Paragraph)
        );
    }
    let _ = writeln!(out, "### Every notion\n\n| notion | verdict |\n|---|---|");
    for other in verdicts {
        let _ = writeln!(
            out,
            "| {} | {} |",
            escape(other.notion.id, Place::Cell),
            escape(&verdict_line(other), Place::Cell)
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::testing::assert_shows;
    use crate::core::vocabulary::spec::Spec;
    use crate::tui::tests::resolution;

    #[test]
    fn table_lists_every_step_and_the_result() {
        let table = document(&resolution(Spec::Rfc2396, "http://a/b/c/d;p?q", "g/../h"));
        assert!(table.contains("| 6b | append the reference path |"));
        assert_shows(&table, &["| 6e.1 | removed `g/../` | | `/b/c/h` |"]);
        // RFC 2396 is the -06 answer `http://a/b/c/h` for g/../h (examples.md 2, -05 and -06).
        assert_shows(&table, &["\nResult: `http://a/b/c/h`\n"]);
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
        let table = document(&resolution(Spec::Rfc2396, "http://a/b/c/d;p?q", &reference));
        assert!(table.contains("| 6e.200 | removed `x/../` |"));
        assert_shows(&table, &["… 19800 more changes"]);
        assert!(table.len() < 200_000, "{} bytes", table.len());
        // RFC 2396 6e removes every `x/../`, leaving /b/c/g.
        assert!(table.contains("\nResult: `http://a/b/c/g`\n"));
    }
}
