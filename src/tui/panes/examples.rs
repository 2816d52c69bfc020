//! The examples browser: `assets/examples/*.toml` grouped by specification, expected vs actual,
//! with a `/` search that keeps only the examples that match.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, BorderType, Clear, Paragraph, Widget, Wrap};

use crate::core::examples::Expected;
use crate::tui::app::{App, ExampleEntry};
use crate::tui::text::safe;
use crate::tui::theme::Theme;

use super::uri_text;

pub fn render(app: &App, area: Rect, buf: &mut Buffer) {
    let theme = &app.theme;
    Clear.render(area, buf);
    let passed = app.examples.iter().filter(|e| e.check.passed).count();
    let matches = app.example_matches();
    let mut title = vec![Span::styled(
        format!(
            " Examples · {passed}/{} pass · Enter loads · / search · Esc closes ",
            app.examples.len()
        ),
        theme.label(),
    )];
    if let Some(prompt) = app.search.prompt() {
        title.push(Span::styled(
            format!(" {} · {} match ", safe(&prompt), matches.len()),
            theme.selected(),
        ));
    }
    let block = Block::bordered()
        .border_type(BorderType::Double)
        .title(Line::from(title));
    let inner = block.inner(area);
    block.render(area, buf);
    if let Some(e) = &app.examples_error {
        Paragraph::new(format!("The example files could not be read: {}", safe(e)))
            .style(theme.bad())
            .wrap(Wrap { trim: true })
            .render(inner, buf);
        return;
    }
    let [list, detail] = Layout::vertical([Constraint::Min(3), Constraint::Length(8)]).areas(inner);
    // Lines with a heading wherever the specification changes.
    let mut lines = Vec::new();
    let mut selected_line = 0;
    let mut last_spec = None;
    let mut last_group: Option<&str> = None;
    if matches.is_empty() {
        lines.push(Line::from(Span::styled(
            format!("No example matches `{}`.", safe(&app.search.query)),
            theme.bad(),
        )));
    }
    for i in matches {
        let entry = &app.examples[i];
        let ex = &entry.example;
        if last_spec != Some(ex.spec) {
            lines.push(Line::from(Span::styled(ex.spec.title(), theme.label())));
            last_spec = Some(ex.spec);
            last_group = None;
        }
        if last_group != Some(ex.group.as_str()) && !ex.group.is_empty() {
            lines.push(Line::from(Span::styled(
                format!("  {}", safe(&ex.group)),
                theme.dim(),
            )));
            last_group = Some(ex.group.as_str());
        }
        if i == app.example_cursor {
            selected_line = lines.len();
        }
        lines.push(entry_line(entry, i == app.example_cursor, theme));
    }
    let height = list.height as usize;
    let offset = (selected_line + 1).saturating_sub(height);
    Paragraph::new(lines)
        .scroll((offset.min(u16::MAX as usize) as u16, 0))
        .render(list, buf);
    let selected = app.examples.get(app.example_cursor);
    if let Some(entry) = selected.filter(|e| app.search.matches(&e.haystack())) {
        detail_lines(entry, theme, detail, buf);
    }
}

/// `✓` passed, `✗` failed.
fn mark(entry: &ExampleEntry, theme: &Theme) -> Span<'static> {
    if entry.check.passed {
        Span::styled("✓ ", theme.ok())
    } else {
        Span::styled("✗ ", theme.bad())
    }
}

fn expected_text(expected: &Expected) -> String {
    match expected {
        Expected::Uri(u) => uri_text::value(Some(u)),
        Expected::Error(kind) => format!("error ({})", safe(kind)),
    }
}

fn entry_line(entry: &ExampleEntry, selected: bool, theme: &Theme) -> Line<'static> {
    let ex = &entry.example;
    let marker = if selected { "▶ " } else { "  " };
    let style = if selected {
        theme.selected()
    } else {
        ratatui::style::Style::new()
    };
    Line::from(vec![
        Span::styled(format!("  {marker}"), style),
        mark(entry, theme),
        Span::styled(
            format!("{:<22}", uri_text::value(Some(&ex.reference))),
            style,
        ),
        Span::styled(" → ", theme.dim()),
        Span::styled(expected_text(&ex.expected), style),
    ])
}

fn detail_lines(entry: &ExampleEntry, theme: &Theme, area: Rect, buf: &mut Buffer) {
    let ex = &entry.example;
    let actual = match &entry.check.actual {
        Ok(u) => uri_text::value(Some(u)),
        Err(e) => format!("error: {}", safe(&e.to_string())),
    };
    let mut options = Vec::new();
    if ex.options != Default::default() {
        options.push(ex.options.describe(ex.spec));
    }
    let mut lines = vec![
        Line::from(Span::styled("─".repeat(area.width as usize), theme.dim())),
        Line::from(vec![
            Span::styled("base      ", theme.dim()),
            Span::raw(uri_text::value(Some(&ex.base))),
            Span::styled("   reference ", theme.dim()),
            Span::raw(uri_text::value(Some(&ex.reference))),
            Span::styled(format!("   {}", ex.spec.name()), theme.label()),
        ]),
        Line::from(vec![
            Span::styled("expected  ", theme.dim()),
            Span::raw(expected_text(&ex.expected)),
        ]),
        Line::from(vec![
            Span::styled("actual    ", theme.dim()),
            mark(entry, theme),
            Span::raw(actual),
        ]),
        Line::from(vec![
            Span::styled("source    ", theme.dim()),
            Span::raw(safe(&ex.source).into_owned()),
        ]),
    ];
    if let Some(o) = options.first() {
        lines.push(Line::from(vec![
            Span::styled("options   ", theme.dim()),
            Span::raw(o.clone()),
        ]));
    }
    if let Some(note) = &ex.note {
        lines.push(Line::from(vec![
            Span::styled("note      ", theme.dim()),
            Span::raw(safe(note).into_owned()),
        ]));
    }
    Paragraph::new(lines)
        .wrap(Wrap { trim: false })
        .render(area, buf);
}
