//! The examples browser: `assets/examples/*.toml` grouped by specification, expected vs actual,
//! with a `/` search that keeps only the examples that match.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

use crate::core::tools::examples::{self, Check, Example, Expected};
use crate::core::vocabulary::spec::Spec;
use crate::tui::search::Search;
use crate::tui::symbols;
use crate::tui::text::safe;
use crate::tui::theme::Theme;

use super::block::list_frame;
use super::uri_text;

/// One built-in example with the outcome of running it.
#[derive(Clone, Debug)]
pub struct ExampleEntry {
    pub example: Example,
    pub check: Check,
}

impl ExampleEntry {
    /// The text a search looks in: specification, group, reference, base, expected result,
    /// source and note.
    pub fn haystack(&self) -> String {
        let ex = &self.example;
        let expected = match &ex.expected {
            examples::Expected::Uri(u) => u.as_str(),
            examples::Expected::Error(kind) | examples::Expected::Same(kind) => kind.as_str(),
        };
        [
            ex.spec.title().as_str(),
            &ex.group,
            &ex.reference,
            &ex.base,
            expected,
            &ex.source,
            ex.note.as_deref().unwrap_or(""),
        ]
        .join("\n")
    }
}

/// The examples browser's own state: the built-in examples with their outcomes, and the
/// selected one.
#[derive(Clone, Debug, Default)]
pub struct ExamplesPane {
    pub entries: Vec<ExampleEntry>,
    /// Why the example files could not be read, if they could not.
    pub error: Option<String>,
    /// The selected example, an index into `entries`.
    pub cursor: usize,
    /// Only this specification's examples are listed (`None`: every specification's).
    pub only: Option<Spec>,
}

impl ExamplesPane {
    /// The built-in examples (`assets/examples/`), each run once.
    pub fn builtin() -> Self {
        match examples::builtin() {
            Ok(sets) => ExamplesPane {
                entries: sets
                    .into_iter()
                    .flat_map(|set| set.examples)
                    .map(|example| ExampleEntry {
                        check: example.check(),
                        example,
                    })
                    .collect(),
                ..ExamplesPane::default()
            },
            Err(e) => ExamplesPane {
                error: Some(e),
                ..ExamplesPane::default()
            },
        }
    }

    /// The examples that the specification filter and `search` keep, by index (all of them
    /// without either).
    pub fn matches(&self, search: &Search) -> Vec<usize> {
        (0..self.entries.len())
            .filter(|&i| self.keeps(&self.entries[i], search))
            .collect()
    }

    /// Does the specification filter and `search` keep `entry`?
    pub fn keeps(&self, entry: &ExampleEntry, search: &Search) -> bool {
        self.only.is_none_or(|spec| entry.example.spec == spec) && search.matches(&entry.haystack())
    }

    /// The selected example.
    pub fn selected(&self) -> Option<&ExampleEntry> {
        self.entries.get(self.cursor)
    }
}

/// The examples browser as drawn: its state and the search that filters it.
pub struct ExamplesView<'a> {
    pub pane: &'a ExamplesPane,
    /// Teach mode is on: the expected and actual results stay hidden, so the class predicts them.
    pub teaching: bool,
    pub search: &'a Search,
    pub theme: &'a Theme,
}

impl Widget for ExamplesView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let theme = self.theme;
        let matches = self.pane.matches(self.search);
        // The keys are in the status bar; the title says what is listed, how many of those
        // pass, and where the selection is among them.
        let of_spec: Vec<&ExampleEntry> = self
            .pane
            .entries
            .iter()
            .filter(|e| self.pane.only.is_none_or(|spec| e.example.spec == spec))
            .collect();
        let passed = of_spec.iter().filter(|e| e.check.passed).count();
        let listed = match self.pane.only {
            Some(spec) => format!("{} only", spec.name()),
            None => "every specification".to_string(),
        };
        let head = format!("Examples · {passed}/{} pass · {listed}", of_spec.len());
        let (cursor, search) = (self.pane.cursor, self.search);
        let inner = list_frame(&head, &matches, cursor, search, theme, area, buf);
        if let Some(e) = &self.pane.error {
            Paragraph::new(format!("The example files could not be read: {}", safe(e)))
                .style(theme.bad())
                .wrap(Wrap { trim: true })
                .render(inner, buf);
            return;
        }
        let [list, detail] =
            Layout::vertical([Constraint::Min(3), Constraint::Length(8)]).areas(inner);
        // Lines with a heading wherever the specification changes.
        let mut lines = Vec::new();
        let mut selected_line = 0;
        let mut last_spec = None;
        let mut last_group: Option<&str> = None;
        let mut last_base: Option<&str> = None;
        if matches.is_empty() {
            lines.push(Line::from(Span::styled(
                format!("No example matches `{}`.", safe(&self.search.query)),
                theme.bad(),
            )));
        }
        for i in matches {
            let entry = &self.pane.entries[i];
            let ex = &entry.example;
            if last_spec != Some(ex.spec) {
                lines.push(Line::from(Span::styled(ex.spec.title(), theme.label())));
                last_spec = Some(ex.spec);
                last_group = None;
                last_base = None;
            }
            if last_group != Some(ex.group.as_str()) && !ex.group.is_empty() {
                lines.push(Line::from(Span::styled(
                    format!("  {}", safe(&ex.group)),
                    theme.dim(),
                )));
                last_group = Some(ex.group.as_str());
                last_base = None;
            }
            // The base above the rows that resolve against it, wherever it changes: a group
            // may hold examples against several bases.
            if last_base != Some(ex.base.as_str()) {
                lines.push(Line::from(Span::styled(
                    format!("   base {}", uri_text::value(Some(&ex.base))),
                    theme.dim(),
                )));
                last_base = Some(ex.base.as_str());
            }
            if i == self.pane.cursor {
                selected_line = lines.len();
            }
            lines.push(entry_line(
                entry,
                i == self.pane.cursor,
                self.teaching,
                self.search,
                theme,
            ));
        }
        let height = list.height as usize;
        let offset = (selected_line + 1).saturating_sub(height);
        Paragraph::new(lines)
            .scroll((offset.min(u16::MAX as usize) as u16, 0))
            .render(list, buf);
        let selected = self.pane.selected();
        if let Some(entry) = selected.filter(|e| self.pane.keeps(e, self.search)) {
            detail_lines(entry, self.teaching, self.search, theme, detail, buf);
        }
    }
}

/// `✓` passed, `✗` failed.
fn mark(entry: &ExampleEntry, theme: &Theme) -> Span<'static> {
    if entry.check.passed {
        Span::styled(symbols::OK.marker(true), theme.ok())
    } else {
        Span::styled(symbols::FAILED.marker(true), theme.bad())
    }
}

fn expected_text(expected: &Expected) -> String {
    match expected {
        Expected::Uri(u) => uri_text::value(Some(u)),
        Expected::Error(kind) => format!("error ({})", safe(kind)),
        Expected::Same(_) => expected.describe(),
    }
}

/// The actual outcome of an example, as the browser writes it.
fn actual_text(entry: &ExampleEntry) -> String {
    match &entry.check.actual {
        Ok(u) => uri_text::value(Some(u)),
        Err(e) => format!("error: {}", safe(&e.to_string())),
    }
}

/// What stands for an example's result while teach mode is on.
const HIDDEN_WHILE_TEACHING: &str = "? hidden in teach mode (t leaves it)";

/// One example's row: its mark, reference and expected result, and for an example that does not
/// give the expected result, what it gives. What the search found is highlighted.
fn entry_line(
    entry: &ExampleEntry,
    selected: bool,
    teaching: bool,
    search: &Search,
    theme: &Theme,
) -> Line<'static> {
    let ex = &entry.example;
    let marker = symbols::SELECTED.marker(selected);
    let style = if selected {
        theme.selected()
    } else {
        ratatui::style::Style::new()
    };
    let mut spans = vec![
        Span::styled(format!("  {marker}"), style),
        mark(entry, theme),
        Span::styled(
            format!("{:<22}", uri_text::value(Some(&ex.reference))),
            style,
        ),
        Span::styled(format!(" {} ", symbols::LEADS_TO.glyph), theme.dim()),
    ];
    if teaching {
        spans.push(Span::styled(HIDDEN_WHILE_TEACHING, theme.dim()));
        return Line::from(search.highlight(spans, theme.found()));
    }
    spans.push(Span::styled(expected_text(&ex.expected), style));
    if !entry.check.passed {
        spans.push(Span::styled(
            format!("  {} gives {}", symbols::FAILED.glyph, actual_text(entry)),
            theme.bad(),
        ));
    }
    Line::from(search.highlight(spans, theme.found()))
}

/// The selected example in full: base, reference, expected and actual results, source, options
/// and note, with what the search found highlighted in the values.
fn detail_lines(
    entry: &ExampleEntry,
    teaching: bool,
    search: &Search,
    theme: &Theme,
    area: Rect,
    buf: &mut Buffer,
) {
    let ex = &entry.example;
    let found = |text: String| search.highlight(vec![Span::raw(text)], theme.found());
    let labelled = |label: &'static str, value: Vec<Span<'static>>| {
        Line::from([vec![Span::styled(label, theme.dim())], value].concat())
    };
    let mut lines = vec![
        Line::from(Span::styled("─".repeat(area.width as usize), theme.dim())),
        Line::from(
            [
                vec![Span::styled("base      ", theme.dim())],
                found(uri_text::value(Some(&ex.base))),
                vec![Span::styled("   reference ", theme.dim())],
                found(uri_text::value(Some(&ex.reference))),
                vec![Span::styled(
                    format!("   {}", ex.spec.name()),
                    theme.label(),
                )],
            ]
            .concat(),
        ),
    ];
    if teaching {
        lines.push(labelled(
            "expected  ",
            vec![Span::styled(HIDDEN_WHILE_TEACHING, theme.dim())],
        ));
    } else {
        lines.push(labelled("expected  ", found(expected_text(&ex.expected))));
        lines.push(labelled(
            "actual    ",
            [vec![mark(entry, theme)], found(actual_text(entry))].concat(),
        ));
    }
    lines.push(labelled("source    ", found(safe(&ex.source).into_owned())));
    if ex.options != Default::default() {
        lines.push(labelled(
            "options   ",
            vec![Span::raw(ex.options.describe(ex.spec))],
        ));
    }
    if let Some(note) = &ex.note {
        lines.push(labelled("note      ", found(safe(note).into_owned())));
    }
    Paragraph::new(lines)
        .wrap(Wrap { trim: false })
        .render(area, buf);
}
