//! The input pane: the Base and Reference fields.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::core::escape::push_escaped;
use crate::tui::action::Focus;
use crate::tui::app::App;
use crate::tui::field::Field;
use crate::tui::layout;
use crate::tui::text;
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
    let (shown, cursor_col) = window(field.value(), field.cursor(), width);
    buf.set_stringn(
        row.x + LABEL_WIDTH,
        row.y,
        shown,
        width,
        ratatui::style::Style::new(),
    );
    focused.then(|| {
        (
            row.x + LABEL_WIDTH + cursor_col.min(width.saturating_sub(1)) as u16,
            row.y,
        )
    })
}

/// The escaped text visible in a field `width` columns wide with the cursor at character
/// `cursor`, and the cursor's column in it. Only the characters around the cursor are looked at,
/// so a megabyte value costs no more than a short one.
pub fn window(value: &str, cursor: usize, width: usize) -> (String, usize) {
    let at = text::char_to_byte(value, cursor);
    let escaped = |c: char| {
        let mut s = String::new();
        push_escaped(&mut s, c);
        s
    };
    // Characters before the cursor, right to left, while they fit (one column kept for it).
    let mut before: Vec<String> = Vec::new();
    let mut used = 0;
    for c in value[..at].chars().rev() {
        let e = escaped(c);
        let w = text::width(&e);
        if used + w + 1 > width {
            break;
        }
        used += w;
        before.push(e);
    }
    let mut shown: String = before.into_iter().rev().collect();
    let cursor_col = used;
    for c in value[at..].chars() {
        let e = escaped(c);
        let w = text::width(&e);
        if used + w > width {
            break;
        }
        used += w;
        shown.push_str(&e);
    }
    (shown, cursor_col)
}

#[cfg(test)]
mod tests {
    use super::window;

    #[test]
    fn the_window_follows_the_cursor() {
        assert_eq!(window("abcdef", 6, 4), ("def".to_string(), 3));
        assert_eq!(window("abcdef", 0, 4), ("abcd".to_string(), 0));
        assert_eq!(window("a\x1bb", 3, 20), ("a\\x1bb".to_string(), 6));
    }
}
