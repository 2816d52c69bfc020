//! The links browser (`uriscope explore --links PAGE --url URL`): every link of a page as the
//! browser resolves it, flagged ones marked; Enter loads the URL it resolves against and its
//! value into the fields, under the WHATWG URL Standard, with its trace.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

use crate::core::tools::links::page::Audit;
use crate::core::tools::links::page::LinkOptions;
use crate::core::tools::links::page::audit;
use crate::core::vocabulary::finding::Finding;
use crate::core::vocabulary::link_flag::LinkFlag;
use crate::tui::panes::searched::Searched;
use crate::tui::search::Search;
use crate::tui::symbols;
use crate::tui::text::safe;
use crate::tui::wrap::{cut, wrap_all};

use super::block::list_frame;

/// One link of the page, as listed.
#[derive(Clone, Debug)]
pub struct LinkEntry {
    pub line: u64,
    /// `a href`, `img srcset`.
    pub place: String,
    pub value: String,
    /// The browser's result, or why it fails.
    pub result: Result<String, String>,
    /// The flags' names, flagged ones first.
    pub flags: Vec<&'static str>,
    /// Each flag's sentence, as `links` prints it (`fragment-leaves-page: a fragment-only
    /// link, …`), shown under the selected link.
    pub sentences: Vec<String>,
    pub flagged: bool,
    /// What the browser resolves it against: the document base URL, or the document's URL
    /// (a base's own href, an empty action).
    pub against: String,
}

impl LinkEntry {
    /// The text a search looks in.
    pub fn haystack(&self) -> String {
        let result = match &self.result {
            Ok(url) | Err(url) => url.as_str(),
        };
        [
            self.place.as_str(),
            &self.value,
            result,
            &self.flags.join(" "),
        ]
        .join("\n")
    }
}

/// The links browser's own state.
#[derive(Clone, Debug, Default)]
pub struct LinksPane {
    /// The page's file, as given.
    pub page: Option<String>,
    pub document_url: String,
    pub base_url: String,
    pub entries: Vec<LinkEntry>,
    /// Why the page could not be read, if it could not.
    pub error: Option<String>,
    /// The selected link, an index into `entries`.
    pub cursor: usize,
}

impl LinksPane {
    /// The links of the page at `path` (a file), whose URL is `url`.
    pub fn read(path: &str, url: &str) -> Self {
        let page = Some(path.to_owned());
        let read = std::fs::read(path).map_err(|e| format!("cannot read {path}: {e}"));
        match read.and_then(|bytes| audit(&bytes, url, &LinkOptions::default())) {
            Ok(audit) => LinksPane::of(&audit, page),
            Err(error) => LinksPane {
                page,
                error: Some(error),
                ..LinksPane::default()
            },
        }
    }

    fn of(audit: &Audit, page: Option<String>) -> Self {
        let entries = audit
            .links()
            .map(|link| {
                let empty_action = link.flags.contains(&Finding::Link(LinkFlag::EmptyAction));
                LinkEntry {
                    line: link.line,
                    place: format!("{} {}", link.element, link.attribute),
                    flagged: link.is_flagged(),
                    flags: link.flags.iter().map(Finding::rule).collect(),
                    sentences: link
                        .flags
                        .iter()
                        .map(|flag| format!("{}: {}", flag.rule(), flag.message()))
                        .collect(),
                    result: link.result,
                    // An empty action resolves as the document's URL itself.
                    value: if empty_action {
                        String::new()
                    } else {
                        link.value
                    },
                    against: if empty_action {
                        audit.document_url.clone()
                    } else if link.against_document {
                        audit.fallback_base_url.clone()
                    } else {
                        audit.base_url.clone()
                    },
                }
            })
            .collect();
        LinksPane {
            page,
            document_url: audit.document_url.clone(),
            base_url: audit.base_url.clone(),
            entries,
            error: None,
            cursor: 0,
        }
    }

    /// The links `search` keeps, by index.
    pub fn matches(&self, search: &Search) -> Vec<usize> {
        (0..self.entries.len())
            .filter(|&i| search.matches(&self.entries[i].haystack()))
            .collect()
    }

    /// The selected link.
    pub fn selected(&self) -> Option<&LinkEntry> {
        self.entries.get(self.cursor)
    }
}

/// The links browser as drawn.
impl Widget for Searched<'_, LinksPane> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let theme = self.theme;
        let pane = self.pane;
        let matches = pane.matches(self.search);
        let flagged = pane.entries.iter().filter(|e| e.flagged).count();
        let head = format!("Links · {} · {flagged} flagged", pane.entries.len());
        let inner = list_frame(&head, &matches, pane.cursor, self.search, theme, area, buf);
        let message = match (&pane.page, &pane.error) {
            (None, _) => Some(
                "No page: start the explorer with --links PAGE --url DOCUMENT_URL to list a \
                 page's links."
                    .to_owned(),
            ),
            (_, Some(error)) => Some(safe(error).into_owned()),
            _ => None,
        };
        if let Some(message) = message {
            Paragraph::new(message)
                .style(theme.bad())
                .wrap(Wrap { trim: true })
                .render(inner, buf);
            return;
        }
        let mut lines = vec![
            Line::from(Span::styled(
                format!("document {}", safe(&pane.document_url)),
                theme.dim(),
            )),
            Line::from(Span::styled(
                format!("base     {}", safe(&pane.base_url)),
                theme.dim(),
            )),
        ];
        let (mut selected_line, mut selected_end) = (0, 0);
        let width = usize::from(inner.width);
        if matches.is_empty() {
            lines.push(Line::from(Span::styled(
                format!("No link matches `{}`.", safe(&self.search.query)),
                theme.bad(),
            )));
        }
        for i in matches {
            let entry = &pane.entries[i];
            if i == pane.cursor {
                selected_line = lines.len();
            }
            let style = if i == pane.cursor {
                theme.selected()
            } else {
                ratatui::style::Style::new()
            };
            let mark = if entry.result.is_err() {
                Span::styled(symbols::FAILED.marker(true), theme.bad())
            } else if entry.flagged {
                Span::styled(symbols::WARNING.marker(true), theme.warning())
            } else {
                Span::raw("  ")
            };
            let result = match &entry.result {
                Ok(url) => format!("→ {}", safe(url)),
                Err(_) => "fails".to_owned(),
            };
            let mut spans = vec![
                mark,
                Span::styled(
                    format!(
                        "{:>5} {} {}  {result}",
                        entry.line,
                        safe(&entry.place),
                        safe(&entry.value)
                    ),
                    style,
                ),
            ];
            if !entry.flags.is_empty() {
                spans.push(Span::styled(
                    format!("  {}", entry.flags.join(" ")),
                    theme.dim(),
                ));
            }
            // A row wider than the list ends in `…`; the selected one is whole below it.
            lines.push(cut(Line::from(spans), width));
            if i == pane.cursor {
                let mut under = vec![Line::from(Span::styled(result, theme.dim()))];
                under.extend(entry.sentences.iter().map(|sentence| {
                    Line::from(Span::styled(safe(sentence).into_owned(), theme.dim()))
                }));
                lines.extend(wrap_all(under, width.saturating_sub(7), 2).into_iter().map(
                    |mut line| {
                        line.spans.insert(0, Span::raw("       "));
                        line
                    },
                ));
                selected_end = lines.len();
            }
        }
        let height = inner.height as usize;
        // The selected link and what is under it in view, its own row first.
        let offset = selected_end.saturating_sub(height).min(selected_line);
        Paragraph::new(lines)
            .scroll((offset.min(u16::MAX as usize) as u16, 0))
            .render(inner, buf);
    }
}
