//! The help overlay: every key (from the key table) and every symbol the panes draw (from the
//! symbols they draw with), with a `/` search that keeps only the rows that match.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use super::block::{overlay_frame, overlay_inner};
use crate::core::vocabulary::component::Component;
use crate::tui::keymap;
use crate::tui::panes::searched::Searched;
use crate::tui::scrolled;
use crate::tui::search::Search;
use crate::tui::symbols;
use crate::tui::text::safe;

/// The heading of the symbols' section.
const LEGEND_TITLE: &str = "Symbols in the panes";

/// One row of the help: a key binding or a symbol.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HelpRow {
    pub section: &'static str,
    pub keys: String,
    pub what: String,
}

impl HelpRow {
    /// The text a search looks in.
    pub fn haystack(&self) -> String {
        format!("{}\n{}\n{}", self.section, self.keys, self.what)
    }
}

/// Every row of the help, in order: the key table by context, then the symbols.
pub fn rows() -> Vec<HelpRow> {
    let mut rows: Vec<HelpRow> = keymap::help_sections()
        .into_iter()
        .flat_map(|(context, bindings)| {
            bindings.into_iter().map(move |(keys, what)| HelpRow {
                section: context.title(),
                keys,
                what: what.to_string(),
            })
        })
        .collect();
    rows.extend(legend().into_iter().map(|(keys, what)| HelpRow {
        section: LEGEND_TITLE,
        keys,
        what,
    }));
    rows
}

/// The help's legend, `(symbol, meaning)` rows: the component letters, every symbol of [`symbols::ALL`],
/// the `NO_COLOR` marks and the escapes of invisible characters, each written from what the
/// panes draw.
fn legend() -> Vec<(String, String)> {
    let letters: Vec<String> = Component::ALL
        .iter()
        .map(|&c| symbols::component_letter(c).to_string())
        .collect();
    let named: Vec<String> = Component::ALL
        .iter()
        .map(|&c| format!("{} {}", symbols::component_letter(c), c.name()))
        .collect();
    let mut rows = vec![(
        letters.join(" "),
        format!(
            "under a URI: the component of each character ({})",
            named.join(", ")
        ),
    )];
    rows.extend(
        symbols::ALL
            .iter()
            .map(|s| (s.glyph.to_string(), s.meaning.to_string())),
    );
    rows.extend(
        [symbols::REMOVED_MARKS, symbols::ADDED_MARKS]
            .map(|m| (format!("{}x{}", m.open, m.close), m.meaning.to_string())),
    );
    rows.push((
        safe("\x1b \u{202e}").into_owned(),
        "an invisible or control character, shown as its escape in reverse video; \\ is itself"
            .to_string(),
    ));
    rows
}

/// `text` cut into lines of at most `width` columns at spaces (a word longer than that is cut).
fn wrap(text: &str, width: usize) -> Vec<String> {
    let width = width.max(10);
    let mut out = vec![String::new()];
    for word in text.split(' ') {
        let line = out.last_mut().expect("one line at least");
        let used = line.chars().count();
        if used > 0 && used + 1 + word.chars().count() > width {
            out.push(word.to_string());
        } else {
            if used > 0 {
                line.push(' ');
            }
            line.push_str(word);
        }
    }
    out
}

/// The help rows that `search` keeps, by index into [`rows`].
pub fn matches(search: &Search) -> Vec<usize> {
    rows()
        .iter()
        .enumerate()
        .filter(|(_, row)| search.matches(&row.haystack()))
        .map(|(i, _)| i)
        .collect()
}

/// The help's own state: how far it is scrolled, and which match of a search is selected.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HelpPane {
    /// The first line shown, when no match is selected.
    pub scroll: usize,
    /// The selected match of a search, an index into [`matches()`].
    pub selected: usize,
}

/// The help as drawn: its state and the search that filters it.
impl Searched<'_, HelpPane> {
    /// The lines of the help, `width` columns wide, as the search leaves them, and the line of
    /// the selected match.
    fn lines(&self, width: usize) -> (Vec<Line<'static>>, Option<usize>) {
        let theme = self.theme;
        let all = rows();
        let shown: Vec<usize> = matches(self.search);
        let selected = self.search.active().then(|| {
            shown
                .get(self.pane.selected.min(shown.len().saturating_sub(1)))
                .copied()
        });
        let key_width = all
            .iter()
            .map(|r| r.keys.chars().count())
            .max()
            .unwrap_or(10)
            + 2;
        let intro = "Type a base and a reference; every pane follows each keystroke. Tab moves \
                 between panes; b and r edit, Esc leaves a field. The symbols are explained at \
                 the end; / searches.";
        let mut lines: Vec<Line<'static>> =
            wrap(intro, width).into_iter().map(Line::from).collect();
        lines.push(Line::from(""));
        if shown.is_empty() {
            lines.push(Line::from(Span::styled(
                format!("Nothing matches `{}`.", safe(&self.search.query)),
                theme.bad(),
            )));
        }
        let mut selected_line = None;
        let mut section = None;
        for i in shown {
            let row = &all[i];
            if section != Some(row.section) {
                if section.is_some() {
                    lines.push(Line::from(""));
                }
                lines.push(Line::from(Span::styled(row.section, theme.label())));
                section = Some(row.section);
            }
            let is_selected = selected == Some(Some(i));
            if is_selected {
                selected_line = Some(lines.len());
            }
            let marker = symbols::SELECTED.marker(is_selected);
            let what_style = if is_selected {
                theme.selected()
            } else {
                ratatui::style::Style::new()
            };
            let indent = key_width + 2;
            for (n, part) in wrap(&row.what, width.saturating_sub(indent))
                .into_iter()
                .enumerate()
            {
                let keys = if n == 0 {
                    format!("{marker}{:<key_width$}", row.keys)
                } else {
                    " ".repeat(indent)
                };
                lines.push(Line::from(self.search.highlight(
                    vec![
                        Span::styled(keys, theme.key()),
                        Span::styled(part, what_style),
                    ],
                    theme.found(),
                )));
            }
        }
        (lines, selected_line)
    }

    /// How many lines the help has in a window of `area` (to bound its scrolling).
    pub fn line_count(&self, area: Rect) -> usize {
        self.lines(overlay_inner(area).width as usize).0.len()
    }
}

impl Widget for Searched<'_, HelpPane> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let theme = self.theme;
        let mut title = vec![Span::styled(
            " Help · / search · Esc closes ",
            theme.label(),
        )];
        if let Some(prompt) = self.search.prompt() {
            title.push(Span::styled(
                format!(" {} ", safe(&prompt)),
                theme.selected(),
            ));
        }
        let inner = overlay_frame(Line::from(title), area, buf);
        let (lines, selected_line) = self.lines(inner.width as usize);
        let height = inner.height as usize;
        let max = lines.len().saturating_sub(height);
        // A selected match is kept in view; otherwise the scroll position rules.
        let scroll = match selected_line {
            Some(line) => (line + 1).saturating_sub(height),
            None => self.pane.scroll.min(max),
        };
        // The border says where the window is: lines above, lines below.
        scrolled::render_bordered(&lines, scroll, inner, buf, theme, "");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The legend explains every symbol the panes draw, the NO_COLOR marks and the escapes.
    #[test]
    fn the_legend_explains_every_symbol() {
        let legend = legend();
        for s in symbols::ALL {
            assert!(legend.iter().any(|(g, m)| g == s.glyph && m == s.meaning));
        }
        assert!(legend.iter().any(|(g, _)| g == "[-x-]"));
        assert!(legend.iter().any(|(g, _)| g == "{+x+}"));
        assert_eq!(legend[0].0, "s a p ; q f");
        assert_eq!(legend.last().unwrap().0, r"⟨\x1b⟩ ⟨\u{202e}⟩");
    }
}
