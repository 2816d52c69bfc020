//! What a step says, in lines: its title and citation, its decisions, the change a row stands
//! for, the WHATWG parser's acts, the rewrites, assignments and warnings, and the sentence it
//! carries out. The trace pane shows them under the list; the whole-step view (`z`) shows them
//! in full.

use ratatui::style::Modifier;
use ratatui::text::{Line, Span};

use crate::core::specs::whatwg;
use crate::core::vocabulary::event::Outcome;
use crate::core::vocabulary::steps::TraceStep;
use crate::core::vocabulary::trace::Trace;
use crate::core::vocabulary::whatwg_act::Act;
use crate::core::vocabulary::whatwg_failure::CodePoint;
use crate::tui::resolution::Resolution;
use crate::tui::symbols;
use crate::tui::theme::Theme;
use crate::tui::trace_rows::{Row, RowKind};

use super::uri_text::{self, Change};

/// A WHATWG step's acts shown in the detail, at most (a megabyte path is one run of the path
/// state: `resolve --trace` lists every act).
const WHATWG_ACTS_SHOWN: usize = 400;

/// Everything a WHATWG step did, one line each: each visit (the pointer and the code point),
/// then what the state did there, indented.
fn whatwg_lines(trace: &Trace, step: &TraceStep, theme: &Theme) -> Vec<Line<'static>> {
    let acts = step
        .event_records(trace)
        .iter()
        .filter_map(|e| match e.outcome {
            Outcome::Whatwg(act) => Some((e.step, trace.whatwg_act(act))),
            _ => None,
        });
    let mut lines = Vec::new();
    let mut more = 0;
    for (at_step, act) in acts {
        if lines.len() == WHATWG_ACTS_SHOWN {
            more += 1;
            continue;
        }
        // The acts' words are escaped already.
        let line = match act {
            Act::Visit(visit) if std::ptr::eq(whatwg::steps::step_of(visit.state), at_step) => {
                let c = visit
                    .code_point
                    .map_or("EOF".to_string(), |c| CodePoint(c).to_string());
                Line::from(Span::styled(
                    format!("at byte {}: {c}", visit.at),
                    theme.dim(),
                ))
            }
            Act::Visit(_) => Line::from(Span::styled(act.to_string(), theme.dim())),
            Act::ValidationError { sentence, .. } => Line::from(vec![
                Span::styled("  ! ", theme.warning()),
                Span::raw(format!("{act}: ")),
                Span::styled(format!("“{sentence}”"), theme.dim()),
            ]),
            Act::Failure(_) => Line::from(vec![
                Span::styled("  ! ", theme.warning()),
                Span::raw(act.to_string()),
            ]),
            _ => Line::from(Span::raw(format!("  {act}"))),
        };
        lines.push(line);
    }
    if more > 0 {
        lines.push(Line::from(Span::styled(
            format!("… and {more} more (`uriscope resolve --trace` lists them all)"),
            theme.dim(),
        )));
    }
    lines
}

/// The change event `i` made, to highlight in the buffer after it.
pub fn change_at(trace: &Trace, i: usize) -> Change {
    match trace.events()[i].outcome {
        Outcome::Buffer(c) if c.removed() > 0 => Change::Removed {
            at: c.at_offset(),
            text: trace.removed_text(i).unwrap_or_default(),
        },
        Outcome::Buffer(c) if c.inserted() > 0 => Change::Added {
            at: c.at_offset(),
            len: c.inserted(),
        },
        _ => Change::None,
    }
}

/// Where the output buffer ends after event `i`, for a two-buffer algorithm.
pub fn split_at(trace: &Trace, i: usize) -> Option<usize> {
    match trace.events()[i].outcome {
        Outcome::Buffer(c) => c.split(),
        _ => None,
    }
}

/// What a row's step says, unwrapped: shared with the whole-step view.
pub fn step_lines(r: &Resolution, row: &Row, theme: &Theme) -> Vec<Line<'static>> {
    let trace = r.trace();
    let step = r.step_of(row);
    let mut lines = vec![Line::from(vec![
        Span::styled(format!("{} ", step.step.id), theme.label()),
        Span::styled(step.step.title, theme.label()),
        Span::styled(format!("  ({})", step.step.citation()), theme.dim()),
    ])];
    for decision in step.decisions(trace) {
        lines.push(Line::from(vec![
            Span::styled(symbols::LEADS_TO.marker(true), theme.key()),
            Span::raw(decision),
        ]));
    }
    if let RowKind::Change { nth, event } = row.kind {
        let removed = trace.removed_text(event).unwrap_or_default();
        let inserted = trace.inserted_text(event).unwrap_or_default();
        let rule = trace.events()[event].step;
        let mut spans = vec![Span::styled(
            symbols::LEADS_TO.before(format!("change #{nth}")),
            theme.key(),
        )];
        if !std::ptr::eq(rule, step.step) {
            spans.push(Span::styled(
                format!(" ({} {})", rule.id, rule.title),
                theme.key(),
            ));
        }
        spans.push(Span::styled(": ", theme.key()));
        if !removed.is_empty() {
            spans.push(Span::styled(
                symbols::REMOVED_TEXT.before(uri_text::value(Some(&removed))),
                theme.removed(),
            ));
        }
        if !inserted.is_empty() {
            spans.push(Span::styled(
                format!(
                    " {}",
                    symbols::INSERTED_TEXT.before(uri_text::value(Some(inserted)))
                ),
                theme.added(),
            ));
        }
        if removed.is_empty() && inserted.is_empty() {
            spans.push(Span::styled("moved on", theme.dim()));
        }
        lines.push(Line::from(spans));
    }
    lines.extend(whatwg_lines(trace, step, theme));
    // The rewrites' words are escaped already.
    for rewrite in step
        .event_records(trace)
        .iter()
        .filter_map(|e| trace.rewrite(e))
    {
        lines.push(Line::from(vec![
            Span::styled(symbols::LEADS_TO.marker(true), theme.key()),
            Span::raw(rewrite.to_string()),
        ]));
    }
    for (component, from, value) in step.assignments(trace) {
        lines.push(Line::from(vec![
            Span::styled(
                format!(
                    "{} {} {} {}: ",
                    symbols::LEADS_TO.glyph,
                    component.name(),
                    symbols::SET_FROM.glyph,
                    from.name()
                ),
                theme.key(),
            ),
            Span::styled(uri_text::value(value), theme.component(component)),
        ]));
    }
    for w in step.warnings(trace) {
        lines.push(Line::from(vec![
            Span::styled(symbols::WARNING.marker(true), theme.warning()),
            Span::raw(w.text),
        ]));
    }
    // Pseudocode (RFC 3986 §5.2.2's `if … then … endif;`) keeps its lines: one line each.
    let quote = |lines: &mut Vec<Line<'static>>, text: &str| {
        let style = theme.dim().add_modifier(Modifier::ITALIC);
        let mut rows = text.split('\n').peekable();
        let mut first = true;
        while let Some(row) = rows.next() {
            let open = if first { "“" } else { "" };
            let close = if rows.peek().is_none() { "”" } else { "" };
            lines.push(Line::from(Span::styled(
                format!("{open}{row}{close}"),
                style,
            )));
            first = false;
        }
    };
    quote(&mut lines, step.step.text);
    // A rule of an iterating step (RFC 3986's 2C) has its own sentence.
    if let RowKind::Change { event, .. } = row.kind {
        let rule = trace.events()[event].step;
        if !std::ptr::eq(rule, step.step) && !rule.text.is_empty() {
            lines.push(Line::from(Span::styled(
                format!("{} ({}):", rule.id, rule.citation()),
                theme.label(),
            )));
            quote(&mut lines, rule.text);
        }
    }
    lines
}
