//! The bottom line: the focused pane, the message slot, and the hints of the focused pane (from
//! the key table).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::tui::action::Overlay;
use crate::tui::app::App;
use crate::tui::keymap;
use crate::tui::text::safe;

pub fn render(app: &App, area: Rect, buf: &mut Buffer) {
    let theme = &app.theme;
    buf.set_style(area, theme.status());
    let place = match app.overlay {
        Some(Overlay::Help) => "Help",
        Some(Overlay::Compare) => "Compare",
        Some(Overlay::Examples) => "Examples",
        None => app.focus.name(),
    };
    let mut spans = vec![Span::styled(format!(" {place} "), theme.selected())];
    if let Some(message) = &app.message {
        spans.push(Span::styled(
            format!(" {} ", safe(message)),
            theme.message(),
        ));
        spans.push(Span::raw("│"));
    }
    let hints = keymap::hints(app.focus, app.overlay);
    spans.push(Span::raw(format!(" {}", hints.join(" · "))));
    Line::from(spans).style(theme.status()).render(area, buf);
}
