//! The bottom rows: the focused pane, the message slot, and the hints of the focused pane (from
//! the key table): every one where two rows hold them, else as many as fit, quitting and help first.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::tui::action::Action;
use crate::tui::keymap::{self, Place};
use crate::tui::text::safe;
use crate::tui::theme::Theme;

/// The status bar as drawn: where keys go, and the message to show.
pub struct StatusBar<'a> {
    pub place: Place,
    pub message: Option<&'a str>,
    pub theme: &'a Theme,
}

/// `hints` as spans: each hint's keys in the key style, then its words.
fn hint_spans(hints: Vec<keymap::ShownHint>, theme: &Theme) -> Vec<Span<'static>> {
    let mut spans = Vec::new();
    for (i, hint) in hints.into_iter().enumerate() {
        let gap = if i == 0 { 0 } else { keymap::HINT_GAP };
        spans.push(Span::raw(" ".repeat(gap)));
        spans.push(Span::styled(hint.keys, theme.key()));
        spans.push(Span::raw(format!(" {}", hint.words)));
    }
    spans
}

impl Widget for StatusBar<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let theme = self.theme;
        buf.set_style(area, theme.status());
        let mut first = vec![Span::styled(
            format!(" {} ", self.place.name()),
            theme.selected(),
        )];
        if let Some(message) = self.message {
            let place: usize = first.iter().map(|s| s.width()).sum();
            // The message and its bar, on the first row; one that does not fit is cut and
            // says which key shows it whole.
            let room = (area.width as usize).saturating_sub(place + 4);
            let text = safe(message);
            let shown = if crate::words::width(&text) <= room {
                format!(" {text} ")
            } else {
                // The key that shows it whole here: `m` among the panes, F2 where `m` is text.
                let key = keymap::key_at(&Action::ShowMessage, self.place)
                    .map_or_else(String::new, |key| format!(" {key}"));
                let cut = crate::tui::wrap::cut(
                    Line::from(text.into_owned()),
                    room.saturating_sub(key.len()),
                );
                format!(" {cut}{key} ")
            };
            first.push(Span::styled(shown, theme.message()));
            first.push(Span::raw("│"));
        }
        first.push(Span::raw(" "));
        let used: usize = first.iter().map(|s| s.width()).sum();
        let width = area.width as usize;
        // The second row starts at the left edge: under the first row's hints it would hold
        // one hint less.
        let indent = 1;
        let widths = [
            width.saturating_sub(used + 1),
            width.saturating_sub(indent + 1),
        ];
        let rows = keymap::hint_rows(self.place, &widths[..area.height.clamp(1, 2) as usize]);
        let mut rows = rows.into_iter();
        first.extend(hint_spans(rows.next().unwrap_or_default(), theme));
        let mut lines = vec![first];
        for more in rows {
            let mut line = vec![Span::raw(" ".repeat(indent))];
            line.extend(hint_spans(more, theme));
            lines.push(line);
        }
        for (line, y) in lines.into_iter().zip(area.y..area.bottom()) {
            let row = Rect {
                y,
                height: 1,
                ..area
            };
            // A message longer than the bar is cut, and says so.
            crate::tui::wrap::cut(Line::from(line), width)
                .style(theme.status())
                .render(row, buf);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_rows_until_every_place_fits_in_one() {
        assert_eq!(keymap::status_rows(80), 2);
        assert_eq!(keymap::status_rows(168), 2);
        // The longest name (`Components`, 13 columns with its spaces) and the most hints.
        assert_eq!(keymap::status_rows(169), 1);
        assert_eq!(keymap::status_rows(200), 1);
    }
}
