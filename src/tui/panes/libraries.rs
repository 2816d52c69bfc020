//! The `l` chooser: every library profile at every release line modelled, searchable as the
//! examples are. Enter selects the one chosen; from the compare view it adds that row to the
//! comparison, or takes it away, so any set of libraries can stand side by side.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use crate::core::vocabulary::profile::Profile;
use crate::core::vocabulary::spec::Spec;
use crate::tui::search::Search;
use crate::tui::symbols;
use crate::tui::text::safe;
use crate::tui::theme::Theme;

use super::block::list_frame;

/// The chooser's state: its entries (every line of every library, in the registry's order),
/// the selected one, and whether it edits the comparison's rows.
#[derive(Clone, Debug)]
pub struct LibrariesPane {
    pub entries: Vec<Spec>,
    /// The selected entry, an index into `entries`.
    pub cursor: usize,
    /// Opened from the compare view: Enter adds or takes away a row there.
    pub for_compare: bool,
}

impl Default for LibrariesPane {
    fn default() -> Self {
        LibrariesPane {
            entries: Profile::every_line().map(Spec::Library).collect(),
            cursor: 0,
            for_compare: false,
        }
    }
}

impl LibrariesPane {
    /// The entries `search` keeps, by index: it reads the `--spec` word and the title.
    pub fn matches(&self, search: &Search) -> Vec<usize> {
        (0..self.entries.len())
            .filter(|&i| search.matches(&haystack(self.entries[i])))
            .collect()
    }

    /// The selected entry.
    pub fn selected(&self) -> Option<Spec> {
        self.entries.get(self.cursor).copied()
    }

    /// Opens on the line of `spec`'s release (`python@3.8` for `python@3.8.10`; the first entry
    /// for a specification).
    pub fn open_at(&mut self, spec: Spec, for_compare: bool) {
        self.for_compare = for_compare;
        let line = match spec {
            Spec::Library(profile) => Some(Spec::Library(profile.line())),
            _ => None,
        };
        self.cursor = (self.entries.iter())
            .position(|&entry| Some(entry) == line)
            .unwrap_or(0);
    }
}

/// What a search reads of an entry: `python@3.11 CPython 3.11 urllib.parse.urljoin`.
fn haystack(spec: Spec) -> String {
    format!("{spec} {}", spec.title())
}

/// The chooser as drawn: its state, the search that filters it, and the rows already shown
/// (the specification selected, or the comparison's library rows), marked.
pub struct LibrariesView<'a> {
    pub pane: &'a LibrariesPane,
    pub search: &'a Search,
    pub shown: Vec<Spec>,
    pub theme: &'a Theme,
}

impl Widget for LibrariesView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let theme = self.theme;
        let matches = self.pane.matches(self.search);
        let head = if self.pane.for_compare {
            "Compare: add or take away a library's row"
        } else {
            "Library profiles"
        };
        let inner = list_frame(
            head,
            &matches,
            self.pane.cursor,
            self.search,
            theme,
            area,
            buf,
        );
        // The selection stays in sight: the list scrolls by whole rows.
        let height = usize::from(inner.height).max(1);
        let at = matches
            .iter()
            .position(|&i| i == self.pane.cursor)
            .unwrap_or(0);
        let first = (at + 1).saturating_sub(height);
        let word_width = self
            .pane
            .entries
            .iter()
            .map(|spec| spec.to_string().len())
            .max()
            .unwrap_or(0);
        let lines: Vec<Line<'_>> = matches
            .iter()
            .skip(first)
            .take(height)
            .map(|&i| {
                let spec = self.pane.entries[i];
                let selected = i == self.pane.cursor;
                let mark = if self.shown.contains(&spec) {
                    symbols::OK.glyph
                } else {
                    " "
                };
                let style = if selected {
                    theme.selected()
                } else {
                    Style::new()
                };
                Line::from(vec![
                    Span::styled(
                        format!(
                            "{}{mark} {:<word_width$}  ",
                            symbols::SELECTED.marker(selected),
                            spec.to_string()
                        ),
                        style,
                    ),
                    Span::styled(safe(&spec.title()).into_owned(), theme.dim()),
                ])
            })
            .collect();
        Paragraph::new(lines).render(inner, buf);
    }
}
