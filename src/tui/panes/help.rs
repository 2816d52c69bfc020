//! The help overlay, generated from the key table.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, BorderType, Clear, Paragraph, Widget};

use crate::tui::app::App;
use crate::tui::keymap;

pub fn render(app: &App, area: Rect, buf: &mut Buffer) {
    let theme = &app.theme;
    Clear.render(area, buf);
    let block = Block::bordered()
        .border_type(BorderType::Double)
        .title(Line::from(" Help · Esc closes ").style(theme.label()));
    let inner = block.inner(area);
    block.render(area, buf);
    let mut lines = vec![
        Line::from(
            "Type a base and a reference; every pane follows each keystroke. Tab moves between panes.",
        ),
        Line::from(""),
    ];
    let key_width = keymap::BINDINGS
        .iter()
        .map(|b| b.label.chars().count())
        .max()
        .unwrap_or(10)
        + 2;
    for (context, rows) in keymap::help_sections() {
        if rows.is_empty() {
            continue;
        }
        lines.push(Line::from(Span::styled(context.title(), theme.label())));
        for (label, help) in rows {
            lines.push(Line::from(vec![
                Span::styled(format!("  {label:<key_width$}"), theme.key()),
                Span::raw(help),
            ]));
        }
        lines.push(Line::from(""));
    }
    let max = lines.len().saturating_sub(inner.height as usize);
    let scroll = app.help_scroll.min(max);
    Paragraph::new(lines)
        .scroll((scroll as u16, 0))
        .render(inner, buf);
}
