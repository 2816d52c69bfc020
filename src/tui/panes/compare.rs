//! The compare view: every specification's result in one table, the components that differ
//! marked, and each specification's decisive step.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, BorderType, Clear, Paragraph, Widget};

use crate::core::Spec;
use crate::tui::app::App;
use crate::tui::compare_model::COMPONENTS;
use crate::tui::text::{self, safe};

use super::uri_text;

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
            format!(
                "  {:<14}{:<40}{}",
                "specification", "result", "decisive step"
            ),
            theme.label(),
        )),
    ];
    let selected = cmp.outcomes.iter().find(|o| o.spec == app.spec);
    for (i, o) in cmp.outcomes.iter().enumerate() {
        let is_selected = o.spec == app.spec;
        let marker = if is_selected { "▶ " } else { "  " };
        let name = format!("{} {:<12}", i + 1, o.spec.name());
        let mut spans = vec![Span::styled(
            format!("{marker}{name}"),
            if is_selected {
                theme.selected()
            } else {
                theme.label()
            },
        )];
        match &o.result {
            Ok(uri) => {
                let differs = selected
                    .and_then(|s| s.result.as_ref().ok())
                    .is_some_and(|s| s != uri);
                let mark = if differs { "≠ " } else { "  " };
                let shown = uri_text::value(Some(uri));
                let cell: String = shown.chars().take(36).collect();
                spans.push(Span::styled(
                    format!("{mark}{cell:<38}"),
                    if differs { theme.differs() } else { theme.ok() },
                ));
            }
            Err(e) => {
                let cell: String = safe(&e.to_string()).chars().take(38).collect();
                spans.push(Span::styled(format!("✗ {cell:<38}"), theme.bad()));
            }
        }
        if let Some((step, decision)) = o.decisive {
            spans.push(Span::styled(format!("{} ", step.id), theme.label()));
            spans.push(Span::styled(
                decision.unwrap_or(step.title).to_string(),
                theme.dim(),
            ));
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
    for (c, component) in COMPONENTS.iter().enumerate() {
        let differs = cmp.differs[c];
        let mark = if differs { "≠ " } else { "  " };
        let mut spans = vec![Span::styled(
            format!("{mark}{:<12}", component.name()),
            if differs {
                theme.differs()
            } else {
                theme.dim()
            },
        )];
        for o in &cmp.outcomes {
            let cell = match &o.result {
                Ok(_) => uri_text::value(o.components[c].as_deref()),
                Err(_) => "—".to_string(),
            };
            let cell: String = cell.chars().take(column - 1).collect();
            let style = if differs && o.result.is_ok() {
                theme.differs()
            } else {
                theme.component(*component)
            };
            spans.push(Span::styled(format!("{cell:<column$}"), style));
        }
        lines.push(Line::from(spans));
    }
    lines.push(Line::from(""));
    let summary = if cmp.results_differ {
        "≠ marks what differs between the specifications that give a result (and results unlike the selected one)."
    } else {
        "Every specification that gives a result agrees."
    };
    lines.push(Line::from(Span::styled(summary, theme.dim())));
    lines.push(Line::from(Span::styled(
        "The decisive step is each specification's own: its first path step, or the decision that ended it.",
        theme.dim(),
    )));
    Paragraph::new(lines).render(inner, buf);
}
