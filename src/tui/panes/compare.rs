//! The compare view: every specification's result in one table, the components that differ
//! marked, where the selected specification parts from each other one, and why.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, BorderType, Clear, Paragraph, Widget, Wrap};

use crate::core::Spec;
use crate::core::compare::{COMPONENTS, StepRef};
use crate::tui::app::App;
use crate::tui::text::{self, safe};

use super::uri_text;

/// "6a (copy the base path up to its last slash)" for a step of one trace.
fn step_words(step: &Option<StepRef>) -> String {
    match step {
        Some(s) => format!("{} {}", s.step.id, s.decision.unwrap_or(s.step.title)),
        None => "not traced".to_string(),
    }
}

pub fn render(app: &App, area: Rect, buf: &mut Buffer) {
    let theme = &app.theme;
    Clear.render(area, buf);
    let block = Block::bordered()
        .border_type(BorderType::Double)
        .title(Line::from(" Compare the specifications · Esc closes ").style(theme.label()));
    let inner = block.inner(area);
    block.render(area, buf);
    let Some(cmp) = &app.comparison else {
        return;
    };
    let width = inner.width as usize;
    let mut lines = vec![
        Line::from(vec![
            Span::styled("base ", theme.dim()),
            Span::raw(safe(text::head(app.base.value(), 512)).into_owned()),
            Span::styled("   reference ", theme.dim()),
            Span::raw(safe(text::head(app.reference.value(), 512)).into_owned()),
        ]),
        Line::from(""),
        Line::from(Span::styled(
            format!("  {:<14}{:<40}{}", "specification", "result", "differs"),
            theme.label(),
        )),
    ];
    for (i, row) in cmp.rows.iter().enumerate() {
        let is_selected = row.spec == app.spec;
        let marker = if is_selected { "▶ " } else { "  " };
        let mut spans = vec![Span::styled(
            format!("{marker}{} {:<12}", i + 1, row.spec.name()),
            if is_selected {
                theme.selected()
            } else {
                theme.label()
            },
        )];
        match &row.result {
            Ok(uri) => {
                let differs = !row.differs.is_empty();
                let mark = if differs { "≠ " } else { "  " };
                let cell: String = uri_text::value(Some(uri)).chars().take(36).collect();
                spans.push(Span::styled(
                    format!("{mark}{cell:<38}"),
                    if differs { theme.differs() } else { theme.ok() },
                ));
                let names: Vec<&str> = row.differs.iter().map(|c| c.name()).collect();
                spans.push(Span::styled(names.join(", "), theme.differs()));
            }
            Err(e) => {
                let cell: String = safe(&e.to_string()).chars().take(60).collect();
                spans.push(Span::styled(format!("✗ {cell}"), theme.bad()));
            }
        }
        lines.push(Line::from(spans));
    }
    lines.push(Line::from(""));
    // The component grid: one column per specification.
    let column = (width.saturating_sub(14) / Spec::ALL.len()).max(8);
    let mut header = vec![Span::styled(
        format!("  {:<12}", "component"),
        theme.label(),
    )];
    for spec in Spec::ALL {
        header.push(Span::styled(
            format!("{:<column$}", spec.name()),
            if spec == app.spec {
                theme.selected()
            } else {
                theme.label()
            },
        ));
    }
    lines.push(Line::from(header));
    for component in COMPONENTS {
        let differs = cmp.rows.iter().any(|row| row.differs.contains(&component));
        let mark = if differs { "≠ " } else { "  " };
        let mut spans = vec![Span::styled(
            format!("{mark}{:<12}", component.name()),
            if differs {
                theme.differs()
            } else {
                theme.dim()
            },
        )];
        for row in &cmp.rows {
            let cell = match &row.result {
                Ok(uri) => uri_text::value(crate::core::UriRef::parse(uri).get(component)),
                Err(_) => "—".to_string(),
            };
            let cell: String = cell.chars().take(column - 1).collect();
            let style = if row.differs.contains(&component) {
                theme.differs()
            } else {
                theme.component(component)
            };
            spans.push(Span::styled(format!("{cell:<column$}"), style));
        }
        lines.push(Line::from(spans));
    }
    lines.push(Line::from(""));
    let partings: Vec<_> = cmp
        .divergences
        .iter()
        .filter(|d| d.a == app.spec || d.b == app.spec)
        .collect();
    if cmp.all_agree() {
        lines.push(Line::from(Span::styled(
            "Every specification that gives a result agrees.",
            theme.ok(),
        )));
    } else if partings.is_empty() {
        lines.push(Line::from(Span::styled(
            "≠ marks a component unlike the one most specifications give.",
            theme.dim(),
        )));
    } else {
        lines.push(Line::from(Span::styled(
            format!(
                "Where {} parts from the others (the step that made the first differing component):",
                app.spec.name()
            ),
            theme.label(),
        )));
        for d in partings {
            let (mine, other, other_step, my_step) = if d.a == app.spec {
                (d.a, d.b, &d.b_step, &d.a_step)
            } else {
                (d.b, d.a, &d.a_step, &d.b_step)
            };
            let what = d.component.map_or("result", |c| c.name());
            lines.push(Line::from(vec![
                Span::styled(format!("  vs {:<11}", other.name()), theme.label()),
                Span::styled(format!("{what}: "), theme.differs()),
                Span::raw(format!(
                    "{} {} · {} {}",
                    mine.name(),
                    step_words(my_step),
                    other.name(),
                    step_words(other_step)
                )),
            ]));
        }
    }
    for why in &cmp.explanations {
        lines.push(Line::from(vec![
            Span::styled("  why: ", theme.label()),
            Span::raw(safe(why).into_owned()),
        ]));
    }
    Paragraph::new(lines)
        .wrap(Wrap { trim: false })
        .render(inner, buf);
}
