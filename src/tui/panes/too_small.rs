//! The screen shown when the terminal is smaller than the layout needs.

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::widgets::{Paragraph, Widget, Wrap};

use crate::tui::layout::{MIN_HEIGHT, MIN_WIDTH};

pub fn render(area: Rect, buf: &mut Buffer) {
    let text = format!(
        "uriscope needs {MIN_WIDTH}×{MIN_HEIGHT}, have {}×{}. Enlarge the terminal (Ctrl-C quits).",
        area.width, area.height
    );
    let top = area.height.saturating_sub(2) / 2;
    let inner = Rect {
        y: area.y + top,
        height: area.height - top,
        ..area
    };
    Paragraph::new(text)
        .alignment(Alignment::Center)
        .wrap(Wrap { trim: true })
        .render(inner, buf);
}
