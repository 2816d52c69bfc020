//! The bottom line: the focused pane, the message slot, and the hints of the focused pane (from
//! the key table), as many as fit, quitting and help first.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::tui::action::Overlay;
use crate::tui::keymap::{self, Place};
use crate::tui::text::safe;
use crate::tui::theme::Theme;

/// The status bar as drawn: where keys go, and the message to show.
pub struct StatusBar<'a> {
    pub place: Place,
    pub message: Option<&'a str>,
    pub theme: &'a Theme,
}

impl Widget for StatusBar<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let theme = self.theme;
        buf.set_style(area, theme.status());
        let place = match self.place.overlay {
            _ if self.place.searching => "Search",
            Some(Overlay::Help) => "Help",
            Some(Overlay::Compare) => "Compare",
            Some(Overlay::Examples) => "Examples",
            Some(Overlay::Detail) => "In full",
            None => self.place.focus.name(),
        };
        let mut spans = vec![Span::styled(format!(" {place} "), theme.selected())];
        if let Some(message) = self.message {
            spans.push(Span::styled(
                format!(" {} ", safe(message)),
                theme.message(),
            ));
            spans.push(Span::raw("│"));
        }
        let used: usize = spans.iter().map(|s| s.width()).sum();
        let room = (area.width as usize).saturating_sub(used + 1);
        for (i, hint) in keymap::hints_fitting(self.place, room)
            .into_iter()
            .enumerate()
        {
            let gap = if i == 0 { 1 } else { keymap::HINT_GAP };
            spans.push(Span::raw(" ".repeat(gap)));
            spans.push(Span::styled(hint.keys, theme.key()));
            spans.push(Span::raw(format!(" {}", hint.words)));
        }
        // A message longer than the bar is cut, and says so.
        crate::tui::wrap::cut(Line::from(spans), area.width as usize)
            .style(theme.status())
            .render(area, buf);
    }
}
