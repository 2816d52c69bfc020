//! The result pane: the resolved URI, every warning, where a text is not a URI by the RFC's
//! grammar, for a loaded example the expected answer (✓/✗), then the components as the
//! algorithm assigned them with the step that set each and how the result reads back where that
//! differs. Its height follows its content ([`super::super::layout`]): the result and its
//! warnings always show, the rest scrolls.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use super::block::pane_block;
use super::connection::connection_line;
use crate::core::connect::connects_to;
use crate::core::vocabulary::component::Role;
use crate::core::vocabulary::error::Error;
use crate::core::vocabulary::spec::Spec;
use crate::core::vocabulary::switch::or_list;
use crate::tui::keymap::switch_key;
use crate::tui::resolution::Resolution;
use crate::tui::scrolled;
use crate::tui::symbols;
use crate::tui::text::safe;
use crate::tui::theme::Theme;
use crate::tui::wrap;

use super::examples::ExampleEntry;
use super::uri_text;

/// Rows of the resolved URI in the pane (a longer one is cut; `z` shows it whole).
const RESULT_ROWS: usize = 4;
/// The value column is at least this wide where a value needs it; on a wide pane it takes what
/// the step and its words leave, so a value shows whole where the width allows (the whole URI
/// is above it).
const VALUE_WIDTH: usize = 24;
/// Where a wrapped line goes on, under the text after the label.
const INDENT: usize = 2;

/// An error's sentence, with what would let the resolution through in the explorer's words.
pub fn error_words(error: &Error) -> String {
    match error.remedy() {
        Some((switch, now)) => format!(
            "{error} (press {} for {} instead)",
            switch_key(switch),
            or_list(&switch.others(now))
        ),
        None => error.to_string(),
    }
}

/// The result pane's own state: how far it is scrolled.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ResultPane {
    /// The first line shown.
    pub scroll: usize,
}

/// The result pane as drawn: its state, the resolution, and the built-in example that matches
/// the inputs, if one does.
pub struct ResultView<'a> {
    pub pane: &'a ResultPane,
    pub resolution: &'a Resolution,
    pub example: Option<&'a ExampleEntry>,
    /// Teach mode hides the result until the last step is revealed.
    pub result_hidden: bool,
    pub theme: &'a Theme,
    pub focused: bool,
}

impl ResultView<'_> {
    /// The pane's lines laid out `width` columns wide, and how many of the first must always show
    /// (the result or the error, and every warning).
    fn lines(&self, width: usize) -> (Vec<Line<'static>>, usize) {
        let theme = self.theme;
        let r = self.resolution;
        if self.result_hidden {
            let lines = wrap::wrap(
                &Line::from(Span::styled(
                    symbols::HIDDEN.before(
                        "hidden in teach mode until the last step is revealed (Space/→ reveals, t ends)",
                    ),
                    theme.warning(),
                )),
                width,
                INDENT,
            );
            let n = lines.len();
            return (lines, n);
        }
        let components = r.bundle.provenance();
        let misread = components.iter().any(|c| c.reads_back_differently());
        // A result the grammar finds fault with is no URI: it is not marked as one.
        let not_a_uri =
            r.bundle.spec() != Spec::Whatwg && !r.bundle.findings(Role::Result).is_empty();
        let mut lines = Vec::new();
        match r.bundle.result() {
            Ok(resolved) => {
                let (mut spans, _) = uri_text::styled(&resolved.uri_ref(), theme);
                let (mark, style) = if misread || not_a_uri {
                    (symbols::WARNING, theme.warning())
                } else {
                    (symbols::OK, theme.ok())
                };
                spans.insert(0, Span::styled(mark.marker(true), style));
                lines.extend(wrap::at_most(
                    wrap::wrap(&Line::from(spans), width, INDENT),
                    RESULT_ROWS,
                    width,
                    Span::styled(" z shows all", theme.dim()),
                ));
            }
            Err(e) => lines.extend(wrap::wrap(
                &Line::from(Span::styled(
                    symbols::FAILED.before(format!("no result: {}", safe(&error_words(e)))),
                    theme.bad(),
                )),
                width,
                INDENT,
            )),
        }
        // Target mode: the target no reference reaches, and why (the result is the nearest).
        if let Some(Ok(found)) = &r.relative
            && let Some(why) = &found.unreachable
        {
            let line = Line::from(vec![
                Span::styled(symbols::WARNING.before("target: "), theme.warning()),
                Span::raw(safe(why).into_owned()),
            ]);
            lines.extend(wrap::wrap(&line, width, INDENT));
        }
        for (step, warning) in r.bundle.warnings() {
            let line = Line::from(vec![
                Span::styled(
                    symbols::WARNING.before(format!("{}: ", step.place)),
                    theme.warning(),
                ),
                Span::raw(warning.text),
            ]);
            lines.extend(wrap::wrap(&line, width, INDENT));
        }
        let essential = lines.len();
        // Where a text is not a URI by the RFC's grammar (under WHATWG the validation errors
        // are the warnings above).
        let spec = r.bundle.spec();
        for sentence in r.grammar_sentences() {
            let line = Line::from(vec![
                Span::styled(
                    symbols::WARNING.before(format!("by {}'s grammar, ", spec.name())),
                    theme.warning(),
                ),
                Span::raw(safe(&sentence).into_owned()),
            ]);
            lines.extend(wrap::wrap(&line, width, INDENT));
        }
        if let Some(entry) = self.example {
            let expected = safe(&entry.example.expected.describe()).into_owned();
            let (mark, style) = if entry.check.passed {
                (symbols::OK.before("matches"), theme.ok())
            } else {
                (symbols::FAILED.before("differs"), theme.bad())
            };
            let line = Line::from(vec![
                Span::styled("example ", theme.dim()),
                Span::raw(safe(&entry.example.source).into_owned()),
                Span::styled(": expected ", theme.dim()),
                Span::raw(expected),
                Span::raw("  "),
                Span::styled(mark, style),
            ]);
            lines.extend(wrap::wrap(&line, width, INDENT));
        }
        // ` ← §5.2 step 6h · the buffer, last changed at 6e`: the longest of these stays whole.
        let how_width = components
            .iter()
            .filter_map(|c| Some((c.step()?, c.how.as_deref()?)))
            .map(|(step, how)| 6 + crate::words::width(step.place) + crate::words::width(how))
            .max()
            .unwrap_or(0);
        let room = width.saturating_sub(12 + how_width).max(VALUE_WIDTH);
        let value_width = components
            .iter()
            .map(|c| crate::words::width(&uri_text::value(c.assigned.as_deref())))
            .max()
            .unwrap_or(0)
            .clamp(4, room);
        for c in components {
            let value = wrap::cut(
                Line::from(uri_text::value(c.assigned.as_deref())),
                value_width,
            )
            .to_string();
            let mut spans = vec![
                Span::styled(format!("  {:<10}", c.component.name()), theme.dim()),
                Span::styled(
                    format!("{value:<value_width$}"),
                    theme.component(c.component),
                ),
            ];
            if let (Some(step), Some(how)) = (c.step(), &c.how) {
                spans.push(Span::styled(
                    format!(" {} ", symbols::SET_FROM.glyph),
                    theme.dim(),
                ));
                spans.push(Span::styled(step.place, theme.label()));
                spans.push(Span::styled(format!(" · {how}"), theme.dim()));
            }
            if c.reads_back_differently() {
                spans.push(Span::styled(
                    format!(
                        "  {} reads back as {}",
                        symbols::DIFFERS.glyph,
                        uri_text::value(c.read_back.as_deref())
                    ),
                    theme.warning(),
                ));
            }
            // A misread value can be as long as the result: its first rows say enough.
            lines.extend(wrap::at_most(
                wrap::wrap(&Line::from(spans), width, 12 + value_width),
                RESULT_ROWS,
                width,
                Span::styled(" z shows all", theme.dim()),
            ));
        }
        (lines, essential)
    }

    /// The rows the pane would like, borders included, at `width` columns: all its lines, and the
    /// ones that must show.
    pub fn heights(&self, width: u16) -> (u16, u16) {
        let (lines, essential) = self.lines(width.saturating_sub(2) as usize);
        let rows = |n: usize| (n + 2).min(u16::MAX as usize) as u16;
        (rows(lines.len()), rows(essential))
    }

    /// How far the pane can scroll in `area`.
    pub fn max_scroll(&self, area: Rect) -> usize {
        let (lines, _) = self.lines(area.width.saturating_sub(2) as usize);
        lines
            .len()
            .saturating_sub(area.height.saturating_sub(2) as usize)
    }
}

impl Widget for ResultView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        // Where the client connects for the result, as it parses it: in the title, which
        // costs no row of the trace.
        let mut title = vec![Span::raw(format!(
            "Result · {}",
            self.resolution.spec().name()
        ))];
        if let (Ok(resolved), false) = (self.resolution.bundle.result(), self.result_hidden) {
            let to = connects_to(self.resolution.spec(), resolved.as_str());
            title.push(Span::raw(" · "));
            title.extend(connection_line(&to, self.theme).spans);
        }
        let block = pane_block(Line::from(title), self.focused, self.theme);
        let inner = block.inner(area);
        block.render(area, buf);
        let (lines, _) = self.lines(inner.width as usize);
        let hint = if self.focused {
            " ↓"
        } else {
            " (Tab here, ↓)"
        };
        scrolled::render_bordered(&lines, self.pane.scroll, inner, buf, self.theme, hint);
    }
}
