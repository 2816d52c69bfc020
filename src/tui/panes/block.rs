//! A pane's frame, the same for every pane.

use ratatui::style::Style;
use ratatui::text::Line;
use ratatui::widgets::{Block, BorderType};

use crate::tui::theme::Theme;

/// A pane's frame: its title, and a heavier border with a `▶` marker when it has focus (so focus
/// shows without colour).
pub fn pane_block<'a>(title: Line<'a>, focused: bool, theme: &Theme) -> Block<'a> {
    let mut title = title;
    if focused {
        title.spans.insert(0, "▶ ".into());
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
