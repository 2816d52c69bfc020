//! The top line: the specification switcher (keys 1–5, `l` for a library profile, or a click
//! with `--mouse`) and the options that differ from the letter of the specifications.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::core::vocabulary::options::Options;
use crate::core::vocabulary::spec::Spec;
use crate::core::vocabulary::switch::Switch;
use crate::tui::theme::Theme;
use crate::tui::wrap;

/// What comes before the tabs.
const LEAD: &str = " uriscope ";
const BAR: &str = "│ ";

/// The key that selects `spec`: 1 to 5 the specifications (a library is chosen with `l`).
pub fn key_of(spec: Spec) -> Option<char> {
    Spec::ALL
        .iter()
        .position(|s| *s == spec)
        .and_then(|i| char::from_digit(i as u32 + 1, 10))
}

/// `key name`, or the name alone for a spec with no key.
fn keyed(spec: Spec, name: &str) -> String {
    match key_of(spec) {
        Some(key) if name.is_empty() => key.to_string(),
        Some(key) => format!("{key} {name}"),
        None => name.to_string(),
    }
}

/// Each specification's tab: the specification, its text (`[3 RFC 2396]` when selected) and the
/// column where it starts. One function for drawing and for mouse clicks. A selected library
/// profile gets a tab of its own after the specifications', which then show their keys alone
/// (`[Python 3.14 urljoin]` fits 80 columns).
fn tabs(selected: Spec) -> Vec<(Spec, String, u16)> {
    let mut x = (LEAD.chars().count() + BAR.chars().count()) as u16;
    let profile = selected.is_profile();
    let mut specs = Spec::ALL.to_vec();
    if profile {
        specs.push(selected);
    }
    specs
        .into_iter()
        .map(|spec| {
            let label = if profile && spec != selected {
                keyed(spec, "")
            } else {
                keyed(spec, &spec.name())
            };
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

/// The specification whose tab is at column `x` of row `y` (for a mouse click), with
/// `selected` selected.
pub fn spec_at(area: Rect, selected: Spec, x: u16, y: u16) -> Option<Spec> {
    if y != area.y || x < area.x {
        return None;
    }
    let column = x - area.x;
    tabs(selected)
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

impl HeaderView<'_> {
    /// The tabs, and the options in force (the switches set that the selected specification
    /// reads), and whether any is set.
    fn lines(&self) -> (Vec<Span<'static>>, Vec<Span<'static>>, bool) {
        let theme = self.theme;
        let mut tabs_line = vec![Span::styled(LEAD, theme.label()), Span::raw(BAR)];
        for (spec, text, _) in tabs(self.spec) {
            if spec == self.spec {
                tabs_line.push(Span::styled(text, theme.selected()));
            } else {
                tabs_line.push(Span::styled(text, theme.dim()));
            }
            tabs_line.push(Span::raw(" "));
        }
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
        let mut options_line = vec![Span::raw("│ options: ")];
        let any_set = !options.is_empty();
        if any_set {
            options_line.push(Span::styled(options.join(", "), theme.warning()));
        } else {
            options_line.push(Span::styled("as written", theme.dim()));
        }
        (tabs_line, options_line, any_set)
    }

    /// The header's rows at `width` columns: one, or two when options are set and do not fit
    /// beside the tabs (the options in force are always visible; "as written" may be cut).
    pub fn rows(&self, width: u16) -> u16 {
        let (tabs, options, any_set) = self.lines();
        let wanted = wrap::spans_width(&tabs) + wrap::spans_width(&options);
        if wanted <= width as usize || !any_set {
            1
        } else {
            2
        }
    }
}

impl Widget for HeaderView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let (mut tabs, options, _) = self.lines();
        let width = area.width as usize;
        if area.height >= 2 {
            let row = |y| Rect {
                y,
                height: 1,
                ..area
            };
            wrap::cut(Line::from(tabs), width).render(row(area.y), buf);
            let mut second = vec![Span::raw(" ")];
            second.extend(options);
            wrap::cut(Line::from(second), width).render(row(area.y + 1), buf);
        } else {
            tabs.extend(options);
            wrap::cut(Line::from(tabs), width).render(area, buf);
        }
    }
}
