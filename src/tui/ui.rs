//! Drawing the whole screen from the state: one function, no state of its own.

use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::layout::{Position, Rect};
use ratatui::widgets::Widget;

use super::app::App;
use super::layout;
use super::overlays;
use super::panes;

/// Draws the explorer.
pub fn render(app: &App, frame: &mut Frame<'_>) {
    let area = frame.area();
    if let Some((x, y)) = draw(app, area, frame.buffer_mut()) {
        frame.set_cursor_position(Position { x, y });
    }
}

/// Draws the explorer into a buffer; returns where the terminal cursor goes (in a text field).
pub fn draw(app: &App, area: Rect, buf: &mut Buffer) -> Option<(u16, u16)> {
    if !layout::fits(area) {
        panes::too_small::render(area, buf);
        return None;
    }
    let a = app.areas(area);
    app.header_view().render(a.header, buf);
    let cursor = app.input_view().render(a.input, buf);
    app.components_view().render(a.components, buf);
    app.trace_view().render(a.trace, buf);
    app.result_view().render(a.result, buf);
    app.status_bar().render(a.status, buf);
    let cursor = match app.overlay {
        Some(id) => overlays::of(id).draw(app, area, buf),
        None => cursor,
    };
    super::text::highlight_escapes(area, buf, &app.theme);
    cursor
}
