//! The trace pane: the steps in order, path steps with their buffer, removals one by one; the
//! selected step's sentence and decision below. Only the visible rows are drawn, so a trace of
//! 100,000 removals costs one screenful.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

use crate::core::replay::BufferReplay;
use crate::core::{Outcome, Trace};
use crate::tui::action::Focus;
use crate::tui::app::App;
use crate::tui::text::safe;
use crate::tui::theme::Theme;
use crate::tui::trace_rows::{self, Row, RowKind};
use crate::tui::ui::pane_block;

use super::uri_text::{self, Change};

const TITLE_WIDTH: usize = 30;

/// The title column: 30 columns, less in a narrow pane so the buffer stays visible.
fn title_width(width: usize, id_width: usize) -> usize {
    TITLE_WIDTH
        .min(width.saturating_sub(2 + id_width) / 2)
        .max(8)
}

pub fn render(app: &App, area: Rect, buf: &mut Buffer) {
    let focused = app.focus == Focus::Trace && app.overlay.is_none();
    let r = &app.resolution;
    let mut title = vec![Span::raw(format!("Trace · {}", r.spec.name()))];
    match app.teach {
        Some(last) => title.push(Span::styled(
            format!(" · teach mode {}/{}", last + 1, r.rows.len()),
            app.theme.warning(),
        )),
        None => title.push(Span::styled(
            format!(" · {} rows", r.rows.len()),
            app.theme.dim(),
        )),
    }
    let block = pane_block(Line::from(title), focused, &app.theme);
    let inner = block.inner(area);
    block.render(area, buf);
    let detail_height = if inner.height >= 20 {
        9
    } else {
        (inner.height / 3).max(3)
    };
    let [list, detail] =
        Layout::vertical([Constraint::Min(1), Constraint::Length(detail_height)]).areas(inner);
    render_rows(app, list, buf);
    render_detail(app, detail, buf);
}

fn render_rows(app: &App, area: Rect, buf: &mut Buffer) {
    let r = &app.resolution;
    let theme = &app.theme;
    if r.rows.is_empty() {
        let text = match &r.result {
            Err(e) => format!("{}: {}", r.spec.name(), safe(&e.to_string())),
            Ok(_) => "no steps".to_string(),
        };
        Paragraph::new(text)
            .style(theme.bad())
            .wrap(Wrap { trim: true })
            .render(area, buf);
        return;
    }
    let height = area.height as usize;
    let visible = app.teach.map_or(r.rows.len(), |last| last + 1);
    let hidden = visible < r.rows.len();
    let lines_wanted = visible + usize::from(hidden);
    let offset = app
        .trace_cursor
        .saturating_sub(height / 2)
        .min(lines_wanted.saturating_sub(height));
    let mut replay = BufferReplay::new(&r.trace);
    for (y, index) in (offset..lines_wanted).take(height).enumerate() {
        let y = area.y + y as u16;
        let line = if index < visible {
            row_line(
                &r.trace,
                r.id_width,
                &r.rows[index],
                index == app.trace_cursor,
                area.width as usize,
                theme,
                &mut replay,
            )
        } else {
            Line::from(Span::styled(
                "  ?     what happens next? Predict, then Space/→ reveals it",
                theme.warning(),
            ))
        };
        buf.set_line(area.x, y, &line, area.width);
    }
}

fn row_line(
    trace: &Trace,
    id_width: usize,
    row: &Row,
    selected: bool,
    width: usize,
    theme: &Theme,
    replay: &mut BufferReplay<'_>,
) -> Line<'static> {
    let step = trace.event(row.first).step;
    let marker = if selected { "▶ " } else { "  " };
    let base_style = if selected {
        theme.selected()
    } else {
        Style::new()
    };
    let mut spans = vec![Span::styled(marker.to_string(), base_style)];
    match row.kind {
        RowKind::Step => {
            let id: String = step.id.chars().take(id_width - 1).collect();
            spans.push(Span::styled(
                format!("{id:<id_width$}"),
                theme.label().patch(base_style),
            ));
            let title_width = title_width(width, id_width);
            let title: String = step.title.chars().take(title_width - 1).collect();
            spans.push(Span::styled(format!("{title:<title_width$}"), base_style));
            let room = width.saturating_sub(2 + id_width + title_width);
            if has_warning(trace, row) {
                spans.push(Span::styled("⚠ ", theme.warning()));
            }
            spans.extend(summary(trace, row, room, theme, replay));
        }
        RowKind::Removal { nth } => {
            spans.push(Span::styled(
                format!("  ↳ #{nth:<6}"),
                theme.dim().patch(base_style),
            ));
            let room = width.saturating_sub(14);
            let removed = trace.removed_text(row.first).unwrap_or_default();
            let at = match trace.event(row.first).outcome {
                Outcome::Buffer(c) => c.at,
                _ => 0,
            };
            if let Some(after) = replay.text_after(row.first) {
                spans.extend(uri_text::buffer_spans(
                    &after,
                    &Change::Removed { at, text: removed },
                    room,
                    theme,
                ));
            }
        }
    }
    Line::from(spans)
}

fn has_warning(trace: &Trace, row: &Row) -> bool {
    trace
        .events
        .range(row.first..=row.last)
        .any(|e| matches!(e.outcome, Outcome::Warning(_)))
}

/// What a step row shows after its title: the buffer for a path step, the components for a
/// parse step, the decision otherwise.
fn summary(
    trace: &Trace,
    row: &Row,
    room: usize,
    theme: &Theme,
    replay: &mut BufferReplay<'_>,
) -> Vec<Span<'static>> {
    if let Some(last) = trace_rows::last_buffer_event(trace, row) {
        let change = change_of(trace, row);
        if let Some(after) = replay.text_after(last) {
            return uri_text::buffer_spans(&after, &change, room, theme);
        }
    }
    let parsed: Vec<Span<'static>> = trace
        .events
        .range(row.first..=row.last)
        .filter_map(|e| match e.outcome {
            Outcome::Parsed {
                role,
                component,
                value,
            } => {
                let text = trace.text(role);
                let v = value.map(|s| s.of(text));
                Some(vec![
                    Span::styled(format!("{}=", &component.name()[..1]), theme.dim()),
                    Span::styled(uri_text::value(v), theme.component(component)),
                    Span::raw(" "),
                ])
            }
            _ => None,
        })
        .flatten()
        .collect();
    if !parsed.is_empty() {
        return parsed;
    }
    let decisions: Vec<&str> = trace_rows::decisions(trace, row).collect();
    vec![Span::styled(decisions.join("; "), theme.dim())]
}

/// The change a step row highlights: its only change, if it made exactly one.
fn change_of(trace: &Trace, row: &Row) -> Change {
    let Some(i) = trace_rows::single_change(trace, row) else {
        return Change::None;
    };
    match trace.event(i).outcome {
        Outcome::Buffer(c) if c.removed > 0 => Change::Removed {
            at: c.at,
            text: trace.removed_text(i).unwrap_or_default(),
        },
        Outcome::Buffer(c) if c.inserted > 0 => Change::Added {
            at: c.at,
            len: c.inserted,
        },
        _ => Change::None,
    }
}

/// The selected row: the step's sentence, its decisions and warnings, the buffer.
fn render_detail(app: &App, area: Rect, buf: &mut Buffer) {
    let r = &app.resolution;
    let theme = &app.theme;
    let Some(row) = r.rows.get(app.trace_cursor) else {
        return;
    };
    let trace = &r.trace;
    let step = trace.event(row.first).step;
    let rule = "─".repeat(area.width as usize);
    let mut lines = vec![
        Line::from(Span::styled(rule, theme.dim())),
        Line::from(vec![
            Span::styled(format!("{} ", step.id), theme.label()),
            Span::styled(step.title, theme.label()),
            Span::styled(format!("  ({})", step.spec.name()), theme.dim()),
        ]),
    ];
    for decision in trace_rows::decisions(trace, row) {
        lines.push(Line::from(vec![
            Span::styled("→ ", theme.key()),
            Span::raw(decision),
        ]));
    }
    if let RowKind::Removal { nth } = row.kind {
        let removed = trace.removed_text(row.first).unwrap_or_default();
        lines.push(Line::from(vec![
            Span::styled(format!("→ removal #{nth}: "), theme.key()),
            Span::styled(uri_text::value(Some(&removed)), theme.removed()),
        ]));
    }
    for e in trace.events.range(row.first..=row.last) {
        if let Outcome::Warning(w) = e.outcome {
            lines.push(Line::from(vec![
                Span::styled(format!("⚠ {}: ", w.id), theme.warning()),
                Span::raw(w.text),
            ]));
        }
    }
    lines.push(Line::from(Span::styled(
        format!("“{}”", step.text),
        theme.dim().add_modifier(ratatui::style::Modifier::ITALIC),
    )));
    Paragraph::new(lines)
        .wrap(Wrap { trim: false })
        .render(area, buf);
}
