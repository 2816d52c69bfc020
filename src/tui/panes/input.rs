//! The input pane: the Base and Reference fields.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::tui::action::Focus;
use crate::tui::app::App;
use crate::tui::field::Field;
use crate::tui::layout;
use crate::tui::text::{self, safe};
use crate::tui::ui::pane_block;

const LABEL_WIDTH: u16 = 12;

/// Draws the pane; returns where the terminal cursor goes when a field has focus.
pub fn render(app: &App, area: Rect, buf: &mut Buffer) -> Option<(u16, u16)> {
    let focused = app.focus.is_field();
    let title = Line::from(vec![
        Span::raw("Input "),
        Span::styled("(edit: b base · r reference · Esc leave)", app.theme.dim()),
    ]);
    pane_block(title, focused && app.overlay.is_none(), &app.theme).render(area, buf);
    let (base_row, reference_row) = layout::field_rows(area);
    let a = field(
        app,
        "Base",
        &app.base,
        app.focus == Focus::Base,
        base_row,
        buf,
    );
    let b = field(
        app,
        "Reference",
        &app.reference,
        app.focus == Focus::Reference,
        reference_row,
        buf,
    );
    a.or(b)
}

fn field(
    app: &App,
    label: &str,
    field: &Field,
    focused: bool,
    row: Rect,
    buf: &mut Buffer,
) -> Option<(u16, u16)> {
    if row.height == 0 || row.width <= LABEL_WIDTH {
        return None;
    }
    let marker = if focused { "▶ " } else { "  " };
    let style = if focused {
        app.theme.label()
    } else {
        app.theme.dim()
    };
    buf.set_stringn(
        row.x,
        row.y,
        format!("{marker}{label}"),
        LABEL_WIDTH as usize,
        style,
    );
    let width = (row.width - LABEL_WIDTH) as usize;
    let value = field.value();
    // Escaped text and the column of the cursor in it.
    let cursor_byte = text::char_to_byte(value, field.cursor());
    let cursor_col = text::width(&safe(&value[..cursor_byte]));
    let scroll = (cursor_col + 1).saturating_sub(width);
    let shown = if value.len() > 2 * width + 64 && scroll == 0 {
        // A megabyte value: escape only what can be seen.
        text::columns(&safe(text::head(value, 4 * width + 16)), 0, width)
    } else {
        text::columns(&safe(value), scroll, width)
    };
    buf.set_stringn(
        row.x + LABEL_WIDTH,
        row.y,
        shown,
        width,
        ratatui::style::Style::new(),
    );
    focused.then(|| {
        (
            row.x + LABEL_WIDTH + (cursor_col - scroll).min(width.saturating_sub(1)) as u16,
            row.y,
        )
    })
}
