//! The top line: the specification switcher (keys 1–5, or a click with `--mouse`) and the
//! options that differ from the letter of the specifications.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::core::{Options, Spec, Switch};
use crate::tui::theme::Theme;
use crate::tui::wrap;

/// What comes before the tabs.
const LEAD: &str = " uriscope ";
const BAR: &str = "│ ";

/// Each specification's tab: the specification, its text (`[3 RFC 2396]` when selected) and the
/// column where it starts. One function for drawing and for mouse clicks.
fn tabs(selected: Spec) -> Vec<(Spec, String, u16)> {
    let mut x = (LEAD.chars().count() + BAR.chars().count()) as u16;
    Spec::ALL
        .iter()
        .enumerate()
        .map(|(i, &spec)| {
            let label = format!("{} {}", i + 1, spec.name());
            let text = if spec == selected {
                format!("[{label}]")
            } else {
                format!(" {label} ")
            };
            let start = x;
            x += text.chars().count() as u16 + 1;
            (spec, text, start)
        })
        .collect()
}

/// The specification whose tab is at column `x` of row `y` (for a mouse click).
pub fn spec_at(area: Rect, x: u16, y: u16) -> Option<Spec> {
    if y != area.y || x < area.x {
        return None;
    }
    let column = x - area.x;
    // Which tab is selected does not move the tabs: selected or not, each is as wide.
    tabs(Spec::ALL[0])
        .into_iter()
        .find(|(_, text, start)| (*start..*start + text.chars().count() as u16).contains(&column))
        .map(|(spec, _, _)| spec)
}

/// The header as drawn: the selected specification's tab and the switches it reads.
pub struct HeaderView<'a> {
    pub spec: Spec,
    pub options: &'a Options,
    pub theme: &'a Theme,
}

impl Widget for HeaderView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let theme = self.theme;
        let mut spans = vec![Span::styled(LEAD, theme.label()), Span::raw(BAR)];
        for (spec, text, _) in tabs(self.spec) {
            if spec == self.spec {
                spans.push(Span::styled(text, theme.selected()));
            } else {
                spans.push(Span::styled(text, theme.dim()));
            }
            spans.push(Span::raw(" "));
        }
        // The switches set that the selected specification reads.
        let options: Vec<String> = Switch::ALL
            .into_iter()
            .filter(|s| s.applies_to(self.spec) && s.is_set(self.options))
            .map(|s| {
                format!(
                    "{} {}",
                    s.name().trim_start_matches("the "),
                    s.value(self.options)
                )
            })
            .collect();
        spans.push(Span::raw("│ options: "));
        if options.is_empty() {
            spans.push(Span::styled("as written", theme.dim()));
        } else {
            spans.push(Span::styled(options.join(" "), theme.warning()));
        }
        // At 80 columns the options do not fit: the cut says so.
        wrap::cut(Line::from(spans), area.width as usize).render(area, buf);
    }
}
