//! The result pane: the resolved URI, the step that produced each of its components, warnings,
//! and for a loaded example the expected answer (✓/✗).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

use crate::core::Role;
use crate::core::compare::COMPONENTS;
use crate::core::examples::Expected;
use crate::tui::action::Focus;
use crate::tui::app::App;
use crate::tui::text::safe;
use crate::tui::ui::pane_block;

use super::uri_text;

pub fn render(app: &App, area: Rect, buf: &mut Buffer) {
    let theme = &app.theme;
    let r = &app.resolution;
    let focused = app.focus == Focus::Result && app.overlay.is_none();
    let block = pane_block(
        Line::from(format!("Result · {}", r.spec.name())),
        focused,
        theme,
    );
    let inner = block.inner(area);
    block.render(area, buf);
    let mut lines = Vec::new();
    if app.result_hidden() {
        lines.push(Line::from(Span::styled(
            "? hidden in teach mode until the last step is revealed (Space/→ reveals, t ends)",
            theme.warning(),
        )));
        Paragraph::new(lines).render(inner, buf);
        return;
    }
    match &r.result {
        Ok(uri) => {
            let (mut spans, _) = uri_text::styled(uri, theme);
            spans.insert(0, Span::styled("✓ ", theme.ok()));
            lines.push(Line::from(spans));
        }
        Err(e) => lines.push(Line::from(Span::styled(
            format!("✗ no result: {}", safe(&e.to_string())),
            theme.bad(),
        ))),
    }
    if let Some(entry) = app.current_example() {
        let expected = match &entry.example.expected {
            Expected::Uri(u) => safe(u).into_owned(),
            Expected::Error(kind) => format!("an error ({kind})"),
        };
        let (mark, style) = if entry.check.passed {
            ("✓ matches", theme.ok())
        } else {
            ("✗ differs", theme.bad())
        };
        lines.push(Line::from(vec![
            Span::styled("example ", theme.dim()),
            Span::raw(safe(&entry.example.source).into_owned()),
            Span::styled(": expected ", theme.dim()),
            Span::raw(expected),
            Span::raw("  "),
            Span::styled(mark, style),
        ]));
    }
    if let Some(parsed) = r.result_ref() {
        for (i, component) in COMPONENTS.iter().enumerate() {
            let mut spans = vec![
                Span::styled(format!("  {:<10}", component.name()), theme.dim()),
                Span::styled(
                    format!("{:<24}", uri_text::value(parsed.get(*component))),
                    theme.component(*component),
                ),
            ];
            if let Some(p) = r.producers[i] {
                let how = if p.buffer {
                    "the merged path buffer".to_string()
                } else {
                    match p.from {
                        Some(Role::Base) => "taken from the base".to_string(),
                        Some(Role::Reference) => "taken from the reference".to_string(),
                        Some(Role::Result) => "from the result".to_string(),
                        None => "see the step's decision".to_string(),
                    }
                };
                spans.push(Span::styled(" ← step ", theme.dim()));
                spans.push(Span::styled(p.step.id, theme.label()));
                spans.push(Span::styled(format!(": {how}"), theme.dim()));
            }
            lines.push(Line::from(spans));
        }
    } else if let Some((step, decision)) = r.decisive {
        lines.push(Line::from(vec![
            Span::styled("  stopped at step ", theme.dim()),
            Span::styled(step.id, theme.label()),
            Span::raw(format!(": {}", decision.unwrap_or(step.title))),
        ]));
    }
    for (step, warning) in &r.warnings {
        lines.push(Line::from(vec![
            Span::styled(format!("⚠ {} {}: ", step.id, warning.id), theme.warning()),
            Span::raw(warning.text),
        ]));
    }
    Paragraph::new(lines)
        .wrap(Wrap { trim: false })
        .render(inner, buf);
}
