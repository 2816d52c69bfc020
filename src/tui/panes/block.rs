//! The frames: a pane's, the same for every pane, and that of a view drawn over the panes.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, BorderType, Clear, Widget};

use crate::tui::search::Search;
use crate::tui::symbols;
use crate::tui::text::safe;
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

/// Draws the frame of a browser over the panes (the examples, the links, the redirects): its
/// title `head`, where the selection (`cursor`) is among the entries the search keeps
/// (`matches`), and the search being typed with its count. Returns the area inside.
pub fn list_frame(
    head: &str,
    matches: &[usize],
    cursor: usize,
    search: &Search,
    theme: &Theme,
    area: Rect,
    buf: &mut Buffer,
) -> Rect {
    let position = match matches.iter().position(|&i| i == cursor) {
        Some(at) => format!(" · {} of {}", at + 1, matches.len()),
        None => String::new(),
    };
    let mut title = vec![Span::styled(format!(" {head}{position} "), theme.label())];
    if let Some(prompt) = search.prompt() {
        let noun = if matches.len() == 1 {
            "match"
        } else {
            "matches"
        };
        title.push(Span::styled(
            format!(" {} · {} {noun} ", safe(&prompt), matches.len()),
            theme.selected(),
        ));
    }
    overlay_frame(Line::from(title), area, buf)
}

/// The area inside [`overlay_frame`] (to lay out or scroll a view without drawing it).
pub fn overlay_inner(area: Rect) -> Rect {
    Block::bordered().inner(area)
}
