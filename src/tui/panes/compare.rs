//! The compare view: every specification's result in one table, shown from where the results
//! part (the common beginning elided with `…`), the selected specification's result in full
//! under it, and then why they part: the step of each trace that made the first differing
//! component what it is (its citation and the decision it recorded, as the comparison gives
//! them), the warnings recorded there, and the components side by side. The table and the start
//! of the explanation always show; the explanation scrolls.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::core::base::Resolved;
use crate::core::text::uri_ref::UriRef;
use crate::core::tools::compare::{Agreement, Comparison, Row, StepRef};
use crate::core::vocabulary::component::COMPONENTS;
use crate::core::vocabulary::spec::Spec;
use crate::tui::scrolled;
use crate::tui::symbols;
use crate::tui::text::{self, safe};
use crate::tui::theme::Theme;
use crate::tui::wrap::{self, CUT};

use super::block::{overlay_frame, overlay_inner};
use super::connection::connection_line;
use super::result::error_words;
use super::uri_text;

/// Columns before the result: the marker, the number and the name.
const NAME_WIDTH: usize = 2 + 2 + 11;
/// Where a wrapped line goes on.
const INDENT: usize = 4;
/// The characters after which a result is cut when its beginning is elided, so that it starts
/// at a separator (`…/specifications`, `…?page=2`).
const SEPARATORS: &[char] = &['/', '?', '#', ';', '&', '=', ':', '@'];

/// The compare view's own state: the comparison it shows (made when it opens, made again on
/// every change while it is open) and how far its explanation is scrolled.
#[derive(Clone, Debug, Default)]
pub struct ComparePane {
    pub comparison: Option<Comparison>,
    /// The library rows, beside the specifications': each profile selected while the view was
    /// open or opened, and those the chooser (`l`) added, until it takes them away.
    pub libraries: Vec<Spec>,
    /// The first line of the explanation shown.
    pub scroll: usize,
}

/// The compare view as drawn: its state, the inputs compared and the selected specification.
pub struct CompareView<'a> {
    pub pane: &'a ComparePane,
    pub base: &'a str,
    pub reference: &'a str,
    pub spec: Spec,
    pub theme: &'a Theme,
}

fn title(theme: &Theme) -> Line<'static> {
    Line::from(" Compare the specifications · ↑↓ select · PgUp/PgDn scroll · Esc closes ")
        .style(theme.label())
}

/// The view at `width` columns: the lines that always show (inputs, table, the selected result)
/// and the explanation, which scrolls under them.
fn lines(
    view: &CompareView<'_>,
    cmp: &Comparison,
    width: usize,
    height: usize,
) -> (Vec<Line<'static>>, Vec<Line<'static>>) {
    let theme = view.theme;
    let mut top = inputs(view, width);
    top.extend(table(view, cmp, width));
    // The selected result whole, in at most a third of what is left.
    if let Some(row) = cmp.row(view.spec) {
        let room = (height.saturating_sub(top.len()) / 4).max(2);
        let mut spans = vec![Span::styled(
            format!("{} gives ", row.spec.name()),
            theme.label(),
        )];
        match row.result() {
            Ok(resolved) => spans.extend(uri_text::styled(&resolved.uri_ref(), theme).0),
            Err(e) => spans.push(Span::styled(
                symbols::FAILED.before(format!("no result: {}", safe(&error_words(e)))),
                theme.bad(),
            )),
        }
        top.extend(wrap::at_most(
            wrap::wrap(&Line::from(spans), width, INDENT),
            room,
            width,
            Span::styled(" (y copies it whole)", theme.dim()),
        ));
        if let Some(to) = &row.connects_to {
            top.extend(wrap::wrap(&connection_line(to, theme), width, INDENT));
        }
    }
    // What a security reviewer asks first: whether the clients connect to one host.
    if let Some(apart) = &cmp.hosts_apart {
        let line = Line::from(vec![
            Span::styled(
                symbols::WARNING.before("different hosts: "),
                theme.warning(),
            ),
            Span::raw(safe(apart).into_owned()),
        ]);
        top.extend(wrap::at_most(
            wrap::wrap(&line, width, INDENT),
            4,
            width,
            Span::styled(" (compare --json says it whole)", theme.dim()),
        ));
    }
    let words = match cmp.agreement() {
        Agreement::Differ => format!("where {} parts from the others, and why", view.spec.name()),
        _ => "agreement".to_string(),
    };
    let mut why = vec![rule(&words, width, theme)];
    why.extend(wrap::wrap_all(explanation(view, cmp), width, INDENT));
    why.push(Line::from(""));
    why.extend(grid(view, cmp, width));
    (top, why)
}

/// A rule across the view with a word in it.
fn rule(word: &str, width: usize, theme: &Theme) -> Line<'static> {
    let head = format!("── {word} ");
    let fill = width.saturating_sub(text::width(&head));
    Line::from(Span::styled(
        format!("{head}{}", "─".repeat(fill)),
        theme.dim(),
    ))
}

/// The base and the reference, each cut with `…` when long (the Input pane and `z` show them
/// whole).
fn inputs(view: &CompareView<'_>, width: usize) -> Vec<Line<'static>> {
    let theme = view.theme;
    let field = |label: &str, value: &str| {
        vec![
            Span::styled(format!("{label} "), theme.dim()),
            Span::raw(safe(text::head(value, 4 * width)).into_owned()),
        ]
    };
    let base = field("base", view.base);
    let reference = field("reference", view.reference);
    let together = wrap::spans_width(&base) + 3 + wrap::spans_width(&reference);
    if together <= width {
        let mut spans = base;
        spans.push(Span::raw("   "));
        spans.extend(reference);
        return vec![Line::from(spans)];
    }
    vec![
        wrap::cut(Line::from(base), width),
        wrap::cut(Line::from(reference), width),
    ]
}

/// The common beginning of `texts` in bytes, at a character boundary.
fn common_prefix(texts: &[&str]) -> usize {
    let Some((first, rest)) = texts.split_first() else {
        return 0;
    };
    let mut n = rest.iter().fold(first.len(), |n, t| {
        first.as_bytes()[..n]
            .iter()
            .zip(t.as_bytes())
            .take_while(|(a, b)| a == b)
            .count()
    });
    while !first.is_char_boundary(n) {
        n -= 1;
    }
    n
}

/// Where to start showing a result that parts from the others at byte `parts`: at the last
/// separator before it.
fn start_before(result: &str, parts: usize) -> usize {
    result[..parts.min(result.len())]
        .rfind(SEPARATORS)
        .unwrap_or(0)
}

/// Where every row starts when the results' common beginning is elided: at a separator, with as
/// much of the end of that beginning as fits in a third of the cell, so that each result reads
/// on from the components it shares (`…/ultrabooks/?y` beside `…/ultrabooks/model-x?y`) and the
/// rows align where they part.
fn shared_start(first: &str, common: usize, cell_width: usize) -> usize {
    let common = &first[..common];
    // From the end: the ends that fit are short, and the first that does not stops the search
    // (measured from the front, every separator of a long beginning measured what follows it).
    let mut start = None;
    for (at, _) in common.rmatch_indices(SEPARATORS) {
        if text::width(&common[at..]) > cell_width / 3 {
            break;
        }
        start = Some(at);
    }
    start.unwrap_or_else(|| start_before(first, common.len()))
}

/// The cell of one result, `width` columns: whole when it fits; else from `start` with `…` in
/// front, and cut with `…` where it goes on.
fn cell(result: &UriRef<'_>, start: usize, width: usize, theme: &Theme) -> Line<'static> {
    let text = result.as_str();
    let shown = text::head(&text[start..], 4 * width.max(8));
    let mut spans = Vec::new();
    if start > 0 {
        spans.push(Span::raw(CUT));
    }
    for (piece, component) in uri_text::pieces(result, start..start + shown.len()) {
        let style = component.map_or(theme.separator(), |c| theme.component(c));
        spans.push(Span::styled(safe(piece).into_owned(), style));
    }
    let more = shown.len() < text.len() - start;
    wrap::around(&Line::from(spans), 0, width, false, more)
}

/// The table: one row per specification, every result shown from where the results part.
fn table(view: &CompareView<'_>, cmp: &Comparison, width: usize) -> Vec<Line<'static>> {
    let theme = view.theme;
    // The names' column: `WHATWG URL`, or a profile's longer name when it is a row.
    let name_chars = cmp
        .rows
        .iter()
        .map(|row| row.spec.name().len())
        .max()
        .unwrap_or(0)
        .max(11);
    let name_width = NAME_WIDTH - 11 + name_chars;
    let names = |row: &Row| -> String {
        let names: Vec<&str> = row.differs.iter().map(|c| c.name()).collect();
        names.join(", ")
    };
    let differs_width = cmp
        .rows
        .iter()
        .map(|row| names(row).chars().count())
        .max()
        .unwrap_or(0)
        .clamp(7, 24);
    let cell_width = width
        .saturating_sub(name_width + 2 + 1 + differs_width)
        .max(8);
    let results: Vec<&str> = cmp.rows.iter().filter_map(|row| row.uri().ok()).collect();
    let fits = results.iter().all(|r| text::width(r) <= cell_width);
    let common = common_prefix(&results);
    let elided = !fits && results.len() > 1 && common > 0;
    let shared = results
        .first()
        .map_or(0, |first| shared_start(first, common, cell_width));
    let heading = if elided {
        "result (from where they part)"
    } else {
        "result"
    };
    let mut lines = vec![Line::from(Span::styled(
        format!(
            "  {:<w$}  {heading:<cell_width$} {}",
            "specification",
            "differs",
            w = name_width - 2
        ),
        theme.label(),
    ))];
    for row in &cmp.rows {
        let selected = row.spec == view.spec;
        let marker = symbols::SELECTED.marker(selected);
        let mut spans = vec![Span::styled(
            format!(
                "{marker}{} {:<name_chars$}",
                super::header::key_of(row.spec).unwrap_or(' '),
                row.spec.name()
            ),
            if selected {
                theme.selected()
            } else {
                theme.label()
            },
        )];
        match row.result() {
            Ok(resolved) => {
                let uri = resolved.as_str();
                let differs = !row.differs.is_empty();
                spans.push(Span::styled(
                    symbols::DIFFERS.marker(differs),
                    theme.differs(),
                ));
                let start = if elided {
                    // Where this result parts from each other one; from the shared start when
                    // its own difference shows from there.
                    let own = results
                        .iter()
                        .filter(|other| **other != uri)
                        .map(|other| common_prefix(&[uri, other]))
                        .min()
                        .unwrap_or(common);
                    if text::width(&uri[shared..own.max(shared)]) + 8 < cell_width {
                        shared
                    } else {
                        start_before(uri, own)
                    }
                } else {
                    0
                };
                let cell = cell(&resolved.uri_ref(), start, cell_width, theme);
                let used = cell.width();
                spans.extend(cell.spans);
                spans.push(Span::raw(" ".repeat(cell_width - used.min(cell_width) + 1)));
                spans.push(Span::styled(names(row), theme.differs()));
            }
            Err(e) => {
                spans.push(Span::styled(
                    symbols::FAILED.before(safe(&e.to_string())),
                    theme.bad(),
                ));
            }
        }
        lines.push(wrap::cut(Line::from(spans), width));
    }
    lines
}

/// "RFC 2396 §5.2 step 6a (copy the base path up to its last slash): the base path up to and
/// including its last slash is copied": a step of one trace, as the comparison names it; never
/// guessed.
fn step_words(spec: Spec, step: Option<&StepRef>) -> String {
    match step {
        Some(step) => format!("{} {step}", step.step.source),
        None => format!("{}: no step recorded", spec.name()),
    }
}

/// Where the selected specification parts from the others and why, in the comparison's words.
fn explanation(view: &CompareView<'_>, cmp: &Comparison) -> Vec<Line<'static>> {
    let theme = view.theme;
    let mut lines = Vec::new();
    match cmp.agreement() {
        Agreement::All => {
            lines.push(Line::from(Span::styled(
                "Every specification gives this result.",
                theme.ok(),
            )));
        }
        Agreement::AllThatGiveOne => lines.push(Line::from(Span::styled(
            "The specifications that give a result agree.",
            theme.ok(),
        ))),
        Agreement::NoResult => lines.push(Line::from(Span::styled(
            "No specification gives a result.",
            theme.bad(),
        ))),
        Agreement::Differ => {}
    }
    // The partings of the selected specification, grouped by its own step.
    let groups = cmp.partings_of(view.spec);
    if groups.is_empty() && cmp.agreement() == Agreement::Differ {
        lines.push(Line::from(Span::styled(
            format!(
                "{} gives the result most specifications give; {} marks the others.",
                view.spec.name(),
                symbols::DIFFERS.glyph
            ),
            theme.dim(),
        )));
    }
    // Its own step for each differing component, then why (the warnings it recorded there),
    // then the others' steps, then the others' warnings.
    let why = |spec: Spec| {
        cmp.explanations
            .iter()
            .filter(move |(s, _)| *s == spec)
            .map(move |(spec, warning)| {
                Line::from(vec![
                    Span::styled(format!("why ({}): ", spec.name()), theme.label()),
                    Span::raw(safe(&cmp.why(*spec, warning)).into_owned()),
                ])
            })
    };
    for group in &groups {
        let what = group.component.map_or("the result", |c| c.name());
        lines.push(Line::from(vec![
            Span::styled(format!("{what}: "), theme.differs()),
            Span::raw(step_words(view.spec, group.mine)),
        ]));
    }
    lines.extend(why(view.spec));
    for group in &groups {
        let what = group.component.map_or("the result", |c| c.name());
        for (other, step) in &group.others {
            lines.push(Line::from(vec![
                Span::styled(
                    format!("{what} {} ", symbols::DIFFERS.glyph),
                    theme.differs(),
                ),
                Span::raw(step_words(*other, *step)),
            ]));
        }
    }
    for spec in cmp
        .rows
        .iter()
        .map(|row| row.spec)
        .filter(|s| *s != view.spec)
    {
        lines.extend(why(spec));
    }
    lines
}

/// The components of every result side by side; `≠` where one differs.
fn grid(view: &CompareView<'_>, cmp: &Comparison, width: usize) -> Vec<Line<'static>> {
    let theme = view.theme;
    let column = (width.saturating_sub(14) / cmp.rows.len().max(1)).max(8);
    let mut header = vec![Span::styled(
        format!("  {:<12}", "component"),
        theme.label(),
    )];
    for spec in cmp.rows.iter().map(|row| row.spec) {
        header.push(Span::styled(
            format!("{:<column$}", spec.name()),
            if spec == view.spec {
                theme.selected()
            } else {
                theme.label()
            },
        ));
    }
    let mut lines = vec![Line::from(header)];
    let parsed: Vec<Option<UriRef<'_>>> = cmp
        .rows
        .iter()
        .map(|row| row.result().ok().map(Resolved::uri_ref))
        .collect();
    for component in COMPONENTS {
        let differs = cmp.rows.iter().any(|row| row.differs.contains(&component));
        let mut spans = vec![Span::styled(
            format!(
                "{}{:<12}",
                symbols::DIFFERS.marker(differs),
                component.name()
            ),
            if differs {
                theme.differs()
            } else {
                theme.dim()
            },
        )];
        for (row, uri) in cmp.rows.iter().zip(&parsed) {
            let value = match uri {
                Some(uri) => uri_text::value(uri.get(component)),
                None => symbols::NO_VALUE.glyph.to_string(),
            };
            let value = wrap::cut(Line::from(value), column - 1).to_string();
            let style = if row.differs.contains(&component) {
                theme.differs()
            } else {
                theme.component(component)
            };
            spans.push(Span::styled(format!("{value:<column$}"), style));
        }
        lines.push(wrap::cut(Line::from(spans), width));
    }
    lines
}

impl CompareView<'_> {
    /// How far the explanation can scroll in `area`.
    pub fn max_scroll(&self, area: Rect) -> usize {
        let inner = overlay_inner(area);
        let Some(cmp) = &self.pane.comparison else {
            return 0;
        };
        let (top, why) = lines(self, cmp, inner.width as usize, inner.height as usize);
        scrolled::max_offset(why.len(), (inner.height as usize).saturating_sub(top.len()))
    }
}

impl Widget for CompareView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let theme = self.theme;
        let inner = overlay_frame(title(theme), area, buf);
        let Some(cmp) = &self.pane.comparison else {
            return;
        };
        let (top, why) = lines(&self, cmp, inner.width as usize, inner.height as usize);
        for (y, line) in (inner.y..inner.bottom()).zip(&top) {
            buf.set_line(inner.x, y, line, inner.width);
        }
        let shown = (top.len() as u16).min(inner.height);
        let rest = Rect {
            y: inner.y + shown,
            height: inner.height - shown,
            ..inner
        };
        scrolled::render(&why, self.pane.scroll, rest, buf, theme, " (PgDn)");
    }
}
