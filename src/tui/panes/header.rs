//! The top line: the specification switcher (keys 1–5) and the options that differ from the
//! letter of the specifications.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::core::{AboveRoot, Rfc1808Variant, Spec};
use crate::tui::app::App;

pub fn render(app: &App, area: Rect, buf: &mut Buffer) {
    let theme = &app.theme;
    let mut spans = vec![Span::styled(" uriscope ", theme.label()), Span::raw("│ ")];
    for (i, spec) in Spec::ALL.iter().enumerate() {
        let label = format!("{} {}", i + 1, spec.name());
        if *spec == app.spec {
            spans.push(Span::styled(format!("[{label}]"), theme.selected()));
        } else {
            spans.push(Span::styled(format!(" {label} "), theme.dim()));
        }
        spans.push(Span::raw(" "));
    }
    let o = &app.options;
    let mut options = Vec::new();
    if o.above_root != AboveRoot::default() {
        options.push(format!("6g:{}", o.above_root.id()));
    }
    if o.non_strict {
        options.push("non-strict".to_string());
    }
    if o.fix_empty_base_path {
        options.push("fix-empty-base-path".to_string());
    }
    if o.rfc1808_variant != Rfc1808Variant::default() {
        options.push(format!("1808:{}", o.rfc1808_variant.id()));
    }
    spans.push(Span::raw("│ options: "));
    if options.is_empty() {
        spans.push(Span::styled("as written", theme.dim()));
    } else {
        spans.push(Span::styled(options.join(" "), theme.warning()));
    }
    Line::from(spans).render(area, buf);
}
