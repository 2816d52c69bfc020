//! The frames: a pane's, the same for every pane, and that of a view drawn over the panes.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::Line;
use ratatui::widgets::{Block, BorderType, Clear, Widget};

use crate::tui::symbols;
use crate::tui::theme::Theme;

/// A pane's frame: its title, and a heavier border with a `▶` marker when it has focus (so focus
/// shows without colour).
pub fn pane_block<'a>(title: Line<'a>, focused: bool, theme: &Theme) -> Block<'a> {
    let mut title = title;
    if focused {
        title
            .spans
            .insert(0, format!("{} ", symbols::FOCUSED.glyph).into());
    }
    Block::bordered()
        .border_type(if focused {
            BorderType::Thick
        } else {
            BorderType::Plain
        })
        .border_style(theme.border(focused))
        .title(title.style(if focused { theme.label() } else { Style::new() }))
}

/// Draws the frame of a view over the panes (help, the examples, compare, a step in full): the
/// panes under it cleared, a double border, its title. Returns the area inside.
pub fn overlay_frame(title: Line<'_>, area: Rect, buf: &mut Buffer) -> Rect {
    Clear.render(area, buf);
    let block = Block::bordered()
        .border_type(BorderType::Double)
        .title(title);
    let inner = block.inner(area);
    block.render(area, buf);
    inner
}

/// The area inside [`overlay_frame`] (to lay out or scroll a view without drawing it).
pub fn overlay_inner(area: Rect) -> Rect {
    Block::bordered().inner(area)
}
