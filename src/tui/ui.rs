//! Drawing the whole screen from the state: one function, no state of its own.

use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::layout::{Position, Rect};
use ratatui::widgets::Widget;

use super::action::Overlay;
use super::app::App;
use super::layout;
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
    let window = layout::overlay(area);
    let cursor = match app.overlay {
        Some(Overlay::Help) => {
            app.help_view().render(window, buf);
            None
        }
        Some(Overlay::Compare) => {
            app.compare_view().render(layout::body(area), buf);
            None
        }
        Some(Overlay::Examples) => {
            app.examples_view().render(window, buf);
            None
        }
        Some(Overlay::Links) => {
            app.links_view().render(window, buf);
            None
        }
        Some(Overlay::Redirects) => {
            app.redirects_view().render(window, buf);
            None
        }
        Some(Overlay::CopyAs) => {
            app.copy_as_view().render(window, buf);
            None
        }
        Some(Overlay::Libraries) => {
            app.libraries_view().render(window, buf);
            None
        }
        Some(Overlay::Detail) => {
            app.detail_view().render(layout::body(area), buf);
            None
        }
        None => cursor,
    };
    super::text::highlight_escapes(area, buf, &app.theme);
    cursor
}
