//! The whole-text view (`z`, or Enter in the trace), over the panes: from the Trace pane, the
//! selected step whole (its sentence, decisions, assignments, warnings, and the full buffer
//! before and after it with the change in place, RFC 3986's output `┊` input); from any other
//! pane, the full base, reference and result, each character marked with its component. Long
//! texts are cut into rows of the window's width and only the rows shown are built, so a
//! megabyte buffer scrolls like a short one.

use std::borrow::Cow;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::core::vocabulary::component::{Component, Role};
use crate::core::vocabulary::event::Outcome;
use crate::tui::resolution::Resolution;
use crate::tui::scrolled::{self, Window};
use crate::tui::symbols;
use crate::tui::text::safe;
use crate::tui::theme::Theme;
use crate::tui::trace_rows::RowKind;
use crate::tui::wrap::{self, Piece, Rows};

use super::block::{overlay_frame, overlay_inner};
use super::result::error_words;
use super::step_text::{change_at, split_at, step_lines};
use super::uri_text::{self, Change, SPLIT};
use crate::tui::role_texts::RoleTexts;

/// Where a wrapped line goes on.
const INDENT: usize = 2;

/// The view's own state: how far it is scrolled.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DetailPane {
    /// The first line shown.
    pub scroll: usize,
    /// It shows the status message whole (`m`), not a step or the texts.
    pub message: bool,
}

/// What the view shows in full.
#[derive(Clone, Debug)]
pub enum Subject<'a> {
    /// A row of the trace, by index.
    Step(usize),
    /// The base, the reference and the result (each with its split: boxed, as it is large).
    Texts(Box<RoleTexts<'a>>),
    /// The status message, which the status bar cut.
    Message(&'a str),
}

/// The view as drawn: its state, its subject and the resolution it comes from.
pub struct DetailView<'a> {
    pub pane: &'a DetailPane,
    pub subject: Subject<'a>,
    pub resolution: &'a Resolution,
    pub theme: &'a Theme,
}

/// One part of the view: lines laid out already, or a long text in rows.
enum Part<'a> {
    Lines(Vec<Line<'static>>),
    Text { rows: Rows<'a>, letters: bool },
}

impl Part<'_> {
    fn len(&self) -> usize {
        match self {
            Part::Lines(lines) => lines.len(),
            Part::Text { rows, letters } => rows.count() * (1 + usize::from(*letters)),
        }
    }

    /// Lines `range` of the part.
    fn lines(&self, range: std::ops::Range<usize>) -> Vec<Line<'static>> {
        match self {
            Part::Lines(lines) => lines[range].to_vec(),
            Part::Text {
                rows,
                letters: false,
            } => rows.rows(range).into_iter().map(|(text, _)| text).collect(),
            Part::Text {
                rows,
                letters: true,
            } => {
                let first = range.start / 2;
                let last = range.end.div_ceil(2);
                rows.rows(first..last)
                    .into_iter()
                    .flat_map(|(text, letters)| [text, letters])
                    .skip(range.start - first * 2)
                    .take(range.len())
                    .collect()
            }
        }
    }
}

/// The texts the view shows, owned here so that the parts can borrow them.
struct Texts {
    buffers: Vec<(String, Option<usize>)>,
}

impl<'v> DetailView<'v> {
    /// The view's parts at `width` columns: a heading line, then the content.
    fn parts<'a>(&'a self, texts: &'a Texts, width: usize) -> Vec<Part<'a>> {
        let theme = self.theme;
        let heading = |text: String| {
            Part::Lines(wrap::wrap(
                &Line::from(Span::styled(text, theme.label())),
                width,
                INDENT,
            ))
        };
        let mut parts = Vec::new();
        let r = self.resolution;
        match &self.subject {
            &Subject::Step(cursor) => {
                let Some(row) = r.rows.get(cursor) else {
                    parts.push(Part::Lines(vec![Line::from("no steps")]));
                    return parts;
                };
                let lines = step_lines(r, row, theme);
                parts.push(Part::Lines(wrap::wrap_all(lines, width, INDENT)));
                let step = r.step_of(row);
                let trace = r.trace();
                // The change shown in place: a change row's, or a step's only one.
                let change = match row.kind {
                    RowKind::Change { event, .. } => Some(event),
                    RowKind::Step => {
                        let mut changes = step.change_events(trace);
                        match (changes.next(), changes.next()) {
                            (Some(only), None) => Some(only),
                            _ => None,
                        }
                    }
                };
                if let (Some(event), Some((after, split))) = (change, texts.buffers.get(1)) {
                    parts.push(Part::Lines(vec![Line::from("")]));
                    parts.push(heading(
                        "The change in place (struck out: removed; underlined: added)".to_string(),
                    ));
                    parts.push(in_place(
                        after,
                        &change_at(trace, event),
                        *split,
                        width,
                        theme,
                    ));
                }
                let names = ["The buffer before", "The buffer after"];
                for (name, (text, split)) in names.iter().zip(&texts.buffers) {
                    parts.push(Part::Lines(vec![Line::from("")]));
                    parts.push(heading(format!("{name} ({} bytes)", text.len())));
                    parts.push(plain(text, *split, width, theme));
                }
            }
            Subject::Message(message) => {
                parts.push(Part::Lines(wrap::wrap(
                    &Line::from(Span::raw(safe(message).into_owned())),
                    width,
                    INDENT,
                )));
            }
            Subject::Texts(role_texts) => {
                for role in [Role::Base, Role::Reference, Role::Result] {
                    let name = role.name();
                    match role_texts.shown_split(role) {
                        Some(uri) => {
                            let text = uri.as_str();
                            let count = text.chars().count();
                            parts.push(heading(format!(
                                "{}{} ({count} character{})",
                                name[..1].to_uppercase(),
                                &name[1..],
                                if count == 1 { "" } else { "s" }
                            )));
                            let pieces: Vec<Piece<'_>> = uri_text::pieces(&uri, 0..text.len())
                                .into_iter()
                                .map(|(piece, component)| match component {
                                    Some(c) => (
                                        Cow::Borrowed(piece),
                                        theme.component(c),
                                        Some(symbols::component_letter(c)),
                                    ),
                                    None => (Cow::Borrowed(piece), theme.separator(), None),
                                })
                                .collect();
                            parts.push(Part::Text {
                                rows: Rows::new(pieces, width),
                                letters: true,
                            });
                        }
                        _ => {
                            let why = match r.result() {
                                Err(e) => symbols::FAILED
                                    .before(format!("no result: {}", safe(&error_words(e)))),
                                Ok(_) => symbols::HIDDEN.before("hidden in teach mode"),
                            };
                            parts.push(heading("Result".to_string()));
                            parts.push(Part::Lines(wrap::wrap(
                                &Line::from(Span::styled(why, theme.bad())),
                                width,
                                INDENT,
                            )));
                        }
                    }
                    parts.push(Part::Lines(vec![Line::from("")]));
                }
            }
        }
        parts
    }

    /// The buffers the step view shows, before and after the step or the change, each with where
    /// its output buffer ends (RFC 3986).
    fn texts(&self) -> Texts {
        let mut buffers = Vec::new();
        if let Subject::Step(cursor) = self.subject
            && let Some(row) = self.resolution.rows.get(cursor)
        {
            let trace = self.resolution.trace();
            let step = self.resolution.step_of(row);
            let (before, after) = match row.kind {
                RowKind::Change { event, .. } => {
                    let previous = trace.events()[..event]
                        .iter()
                        .rposition(|e| matches!(e.outcome, Outcome::Buffer(_)))
                        .filter(|&i| i >= step.events.start)
                        .or(step.previous_buffer_event());
                    let before = match previous {
                        Some(i) => trace.buffer_at(i).map(|b| (b, split_at(trace, i))),
                        None => Some((String::new(), None)),
                    };
                    let after = trace.buffer_at(event).map(|b| (b, split_at(trace, event)));
                    (before, after)
                }
                RowKind::Step => {
                    let before = step.buffer_before(trace).map(|b| {
                        let split = step
                            .previous_buffer_event()
                            .and_then(|i| split_at(trace, i));
                        (b, split)
                    });
                    let after = step
                        .buffer_after(trace)
                        .map(|b| (b, step.last_buffer_event().and_then(|i| split_at(trace, i))));
                    (before, after)
                }
            };
            if let (Some(before), Some(after)) = (before, after) {
                buffers.push(before);
                buffers.push(after);
            }
        }
        Texts { buffers }
    }

    /// The view's title.
    fn title(&self) -> String {
        match self.subject {
            Subject::Step(cursor) => format!(
                " Step in full · row {} of {} · ←→ other rows · ↑↓ scroll · Esc closes ",
                cursor + 1,
                self.resolution.rows.len()
            ),
            Subject::Texts(_) => " The texts in full · ↑↓ scroll · Esc closes ".to_string(),
            Subject::Message(_) => " The message in full · ↑↓ scroll · Esc closes ".to_string(),
        }
    }

    /// How many lines the view has in `area` (to bound its scrolling).
    pub fn max_scroll(&self, area: Rect) -> usize {
        let inner = overlay_inner(area);
        let texts = self.texts();
        let len: usize = self
            .parts(&texts, inner.width as usize)
            .iter()
            .map(Part::len)
            .sum();
        len.saturating_sub(inner.height as usize)
    }
}

/// A buffer in rows, with `┊` between output and input.
fn plain<'a>(text: &'a str, split: Option<usize>, width: usize, theme: &Theme) -> Part<'a> {
    let style = theme.component(Component::Path);
    let pieces: Vec<Piece<'a>> = match split.filter(|&s| text.is_char_boundary(s)) {
        Some(s) => vec![
            (Cow::Borrowed(&text[..s]), style, None),
            (Cow::Borrowed(SPLIT), theme.dim(), None),
            (Cow::Borrowed(&text[s..]), style, None),
        ],
        None => vec![(Cow::Borrowed(text), style, None)],
    };
    Part::Text {
        rows: Rows::new(pieces, width),
        letters: false,
    }
}

/// The buffer after a change with the change in place, whole.
fn in_place<'a>(
    after: &str,
    change: &Change,
    split: Option<usize>,
    width: usize,
    theme: &Theme,
) -> Part<'a> {
    let (spans, _, _, _) = uri_text::buffer_line(after, change, split, usize::MAX / 2, theme);
    // Already escaped: each piece goes in as it is drawn.
    let pieces: Vec<Piece<'a>> = spans
        .into_iter()
        .map(|span| (span.content, span.style, None))
        .collect();
    Part::Text {
        rows: Rows::new(pieces, width),
        letters: false,
    }
}

impl Widget for DetailView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let theme = self.theme;
        let inner = overlay_frame(Line::from(self.title()).style(theme.label()), area, buf);
        let texts = self.texts();
        let parts = self.parts(&texts, inner.width as usize);
        let lens: Vec<usize> = parts.iter().map(Part::len).collect();
        let total: usize = lens.iter().sum();
        let window = Window::unmarked(total, self.pane.scroll, inner.height as usize);
        // Only the lines of the window are built.
        let mut lines: Vec<Line<'static>> = Vec::with_capacity(window.shown.len());
        let mut start = 0;
        for (part, len) in parts.iter().zip(&lens) {
            let end = start + len;
            let from = window.shown.start.max(start);
            let to = window.shown.end.min(end);
            if from < to {
                lines.extend(part.lines(from - start..to - start));
            }
            start = end;
        }
        scrolled::render_window_bordered(&window, &lines, inner, buf, theme, " ↓ PgDn End");
    }
}
