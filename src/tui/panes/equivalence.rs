//! The equivalence view (`=`), over the panes: the Base field's text (A) and the Reference
//! field's (B) climbed up one notion's ladder of equivalence (RFC 3986 §6.2's rungs, the URL
//! Standard's equality, a library's own), each rung with both texts after it, `=` where they are
//! the same there, and the rules that changed each on that rung highlighted; then every notion's
//! verdict in a line. ←/→ choose the notion.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::core::tools::equivalence::{Verdict, verdicts};
use crate::core::vocabulary::normalization::Normalization;
use crate::tui::text::safe;
use crate::tui::theme::Theme;
use crate::tui::wrap;
use crate::words::normalization_text::{change_line, verdict_line};

use super::block::overlay_frame;

/// Where a wrapped line goes on.
const INDENT: usize = 6;

/// The view's state: every notion's verdict on the two texts, the notion shown, the scroll.
#[derive(Clone, Debug, Default)]
pub struct EquivalencePane {
    /// Every notion's verdict, in the order of `notions()`.
    pub verdicts: Vec<Verdict>,
    /// The notion shown (an index in `verdicts`).
    pub notion: usize,
    /// The first line shown.
    pub scroll: usize,
}

impl EquivalencePane {
    /// Compares `a` and `b` under every notion, keeping the notion shown.
    pub fn compare(&mut self, a: &str, b: &str) {
        self.verdicts = verdicts(a, b);
        self.notion = self.notion.min(self.verdicts.len().saturating_sub(1));
        self.scroll = 0;
    }

    /// The notion `by` places away, wrapping around.
    pub fn choose(&mut self, by: isize) {
        let n = self.verdicts.len().max(1) as isize;
        self.notion = (self.notion as isize + by).rem_euclid(n) as usize;
        self.scroll = 0;
    }
}

/// The view as drawn.
pub struct EquivalenceView<'a> {
    pub pane: &'a EquivalencePane,
    pub theme: &'a Theme,
}

impl EquivalenceView<'_> {
    /// Every line at `width` columns.
    fn lines(&self, width: usize) -> Vec<Line<'static>> {
        let theme = self.theme;
        let Some(verdict) = self.pane.verdicts.get(self.pane.notion) else {
            return Vec::new();
        };
        let notion = verdict.notion;
        let mut lines: Vec<Line<'static>> = Vec::new();
        let push = |line: Line<'static>, lines: &mut Vec<Line<'static>>| {
            lines.extend(wrap::wrap(&line, width, INDENT));
        };
        push(
            Line::from(vec![
                Span::styled(format!("{} ", notion.name), theme.label()),
                Span::styled(
                    safe(&verdict_line(verdict)).into_owned(),
                    if verdict.same {
                        theme.ok()
                    } else {
                        theme.bad()
                    },
                ),
            ]),
            &mut lines,
        );
        for (index, rung) in notion.rungs.iter().enumerate() {
            let equal = notion.same_at(index, &verdict.a, &verdict.b);
            let climbed =
                verdict.a.after_rung(index).is_some() || verdict.b.after_rung(index).is_some();
            let mark = match (climbed, equal) {
                (false, _) => Span::styled(" (not reached)", theme.dim()),
                (true, true) => Span::styled(" =", theme.ok()),
                (true, false) => Span::styled(" ≠", theme.bad()),
            };
            push(Line::default(), &mut lines);
            push(
                Line::from(vec![
                    Span::styled(
                        format!(
                            "{} {} ({})",
                            rung.step.id,
                            rung.step.title,
                            rung.step.citation()
                        ),
                        theme.label(),
                    ),
                    mark,
                ]),
                &mut lines,
            );
            for (name, n) in [("A", &verdict.a), ("B", &verdict.b)] {
                self.side(name, n, index, &mut lines, width);
            }
        }
        for step in notion.unapplied {
            push(Line::default(), &mut lines);
            push(
                Line::styled(
                    format!("{} {}: not applied", step.id, step.title),
                    theme.dim(),
                ),
                &mut lines,
            );
        }
        for (name, n) in [("A", &verdict.a), ("B", &verdict.b)] {
            for note in &n.notes {
                push(
                    Line::styled(format!("{name}: {}", note.text), theme.warning()),
                    &mut lines,
                );
            }
        }
        push(Line::default(), &mut lines);
        push(
            Line::styled("Every notion (←/→ to show one):", theme.label()),
            &mut lines,
        );
        for (i, other) in self.pane.verdicts.iter().enumerate() {
            let style = if i == self.pane.notion {
                theme.selected()
            } else {
                Style::default()
            };
            let word = if other.same { "same" } else { "different" };
            let rung = other.first_equal_rung.map_or(String::new(), |r| {
                format!(" (from {})", other.notion.rungs[r].id)
            });
            push(
                Line::styled(format!("  {:26} {word}{rung}", other.notion.id), style),
                &mut lines,
            );
        }
        lines
    }

    /// One text's line on `rung`: its text after it, and each rule that changed it there.
    fn side(
        &self,
        name: &str,
        n: &Normalization,
        rung: usize,
        lines: &mut Vec<Line<'static>>,
        width: usize,
    ) {
        let theme = self.theme;
        let text = match n.after_rung(rung) {
            Some(text) => Span::raw(safe(text).into_owned()),
            None => Span::styled(
                safe(n.error.as_deref().unwrap_or("not reached")).into_owned(),
                theme.bad(),
            ),
        };
        let line = Line::from(vec![Span::styled(format!("  {name} "), theme.dim()), text]);
        lines.extend(wrap::wrap(&line, width, INDENT));
        for change in n.changes_on(rung) {
            let line = Line::styled(
                format!("      {}", safe(&change_line(change))),
                theme.added(),
            );
            lines.extend(wrap::wrap(&line, width, INDENT));
        }
    }

    /// The furthest the view scrolls in `area`.
    pub fn max_scroll(&self, area: Rect) -> usize {
        let inner = area.height.saturating_sub(2) as usize;
        let width = area.width.saturating_sub(2) as usize;
        self.lines(width).len().saturating_sub(inner)
    }
}

impl Widget for EquivalenceView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let title = Line::from(vec![
            Span::raw(" Equivalence · A = Base, B = Reference · "),
            Span::styled("←/→", self.theme.key()),
            Span::raw(" notion "),
        ]);
        let inner = overlay_frame(title, area, buf);
        let lines = self.lines(inner.width as usize);
        for (row, line) in lines
            .into_iter()
            .skip(self.pane.scroll)
            .take(inner.height as usize)
            .enumerate()
        {
            line.render(
                Rect {
                    y: inner.y + row as u16,
                    height: 1,
                    ..inner
                },
                buf,
            );
        }
    }
}
