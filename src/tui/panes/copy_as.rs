//! The `C` chooser: the resolution on screen as something to paste elsewhere: the `resolve`
//! command line, the `explore` line that reopens this screen, or a program in one of six
//! languages that calls that language's library (`resolve --snippet`). Enter copies.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use crate::tui::text::safe;
use crate::tui::theme::Theme;
use crate::tui::wrap::cut;
use crate::words::snippet::Language;

use super::block::overlay_frame;

/// What `C` can copy.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Copyable {
    /// `uriscope resolve …`.
    Resolve,
    /// `uriscope explore …`, reopening this screen.
    Explore,
    /// A program calling a library.
    Snippet(Language),
}

impl Copyable {
    /// Every choice, in the order listed (and numbered from 1): the two command lines, then
    /// a snippet in each language.
    pub const ALL: [Copyable; 2 + Language::ALL.len()] = {
        let mut all = [Copyable::Resolve; 2 + Language::ALL.len()];
        all[1] = Copyable::Explore;
        let mut i = 0;
        while i < Language::ALL.len() {
            all[2 + i] = Copyable::Snippet(Language::ALL[i]);
            i += 1;
        }
        all
    };

    /// What the status message calls it once copied.
    pub fn name(self) -> &'static str {
        match self {
            Copyable::Resolve => "command line",
            Copyable::Explore => "line that reopens the explorer",
            Copyable::Snippet(language) => language.snippet_name(),
        }
    }

    /// What it is, in the list.
    fn label(self) -> &'static str {
        match self {
            Copyable::Resolve => "uriscope resolve: the same resolution on the command line",
            Copyable::Explore => "uriscope explore: reopens this screen (step, teach mode)",
            Copyable::Snippet(language) => language.label(),
        }
    }
}

/// The chooser's own state.
#[derive(Clone, Debug, Default)]
pub struct CopyAsPane {
    /// The selected choice, an index into [`Copyable::ALL`].
    pub cursor: usize,
}

impl CopyAsPane {
    /// The selected choice.
    pub fn selected(&self) -> Copyable {
        Copyable::ALL[self.cursor.min(Copyable::ALL.len() - 1)]
    }
}

/// The chooser as drawn: each choice with its number, and the selected one's text below.
pub struct CopyAsView<'a> {
    pub pane: &'a CopyAsPane,
    /// The selected choice's text, as it would be copied.
    pub preview: String,
    pub theme: &'a Theme,
}

impl Widget for CopyAsView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let theme = self.theme;
        let title = Line::from(Span::styled(" Copy as ", theme.label()));
        let inner = overlay_frame(title, area, buf);
        // The list takes at most half the height, scrolled to keep the selected choice in
        // view, so that the preview below keeps the rest.
        let total = Copyable::ALL.len();
        let window = total.min((usize::from(inner.height) / 2).max(3));
        let cursor = self.pane.cursor.min(total - 1);
        let first = cursor.saturating_sub(window / 2).min(total - window);
        let mut lines: Vec<Line<'static>> = Vec::new();
        let more = |count: usize, place: &str| {
            Line::from(Span::styled(
                format!(" … {count} more {place} (↑ ↓)"),
                theme.dim(),
            ))
        };
        if first > 0 {
            lines.push(more(first, "above"));
        }
        lines.extend(
            Copyable::ALL
                .iter()
                .enumerate()
                .skip(first)
                .take(window)
                .map(|(i, choice)| {
                    let style = if i == cursor {
                        theme.selected()
                    } else {
                        Style::new()
                    };
                    Line::from(Span::styled(
                        format!(" {} {}", i + 1, choice.label()),
                        style,
                    ))
                }),
        );
        if first + window < total {
            lines.push(more(total - first - window, "below"));
        }
        lines.push(Line::from(""));
        // Where the preview does not fit, its end (the program itself) is shown, and a line
        // says how much of its start (the comments) is above; the copy holds it all.
        let preview: Vec<&str> = self.preview.lines().collect();
        let room = usize::from(inner.height).saturating_sub(lines.len());
        let shown = if preview.len() > room && room > 1 {
            let hidden = preview.len() - (room - 1);
            lines.push(Line::from(Span::styled(
                format!("… {hidden} more lines above, in the copy too"),
                theme.dim(),
            )));
            &preview[hidden..]
        } else {
            &preview[..]
        };
        lines.extend(
            shown
                .iter()
                .map(|line| Line::from(Span::styled(safe(line).into_owned(), theme.dim()))),
        );
        // A line wider than the chooser ends in `…` where it is cut (the copy holds it whole).
        let width = usize::from(inner.width);
        let lines: Vec<Line<'static>> = lines.into_iter().map(|line| cut(line, width)).collect();
        Paragraph::new(lines).render(inner, buf);
    }
}
