//! The redirect browser (`uriscope explore --redirects FILE`): each response of a pasted chain
//! with its `Location` and where a browser (the Fetch Standard) and curl go from it, the hops
//! where they part marked; Enter loads the URL the response answered and its `Location` into
//! the fields, under the WHATWG URL Standard with the Fetch Standard's location URL rule on,
//! so that the trace shows the fragment rule as its own step.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

use crate::core::tools::redirects::chain::follow;
use crate::core::tools::redirects::curl::curl_profile;
use crate::core::tools::redirects::hop::Chain;
use crate::core::tools::redirects::hop::Client;
use crate::core::tools::redirects::hop::Hop;
use crate::core::tools::redirects::hop::MAX_PASTE;
use crate::core::tools::redirects::paste::read_paste;
use crate::core::vocabulary::finding::Finding;
use crate::tui::panes::searched::Searched;
use crate::tui::search::Search;
use crate::tui::symbols;
use crate::tui::text::safe;
use crate::tui::text::safe_bytes;
use crate::tui::theme::Theme;
use crate::tui::wrap::wrap;

use super::block::list_frame;

/// The redirect browser's own state.
#[derive(Clone, Debug, Default)]
pub struct RedirectsPane {
    /// The paste's file, as given.
    pub file: Option<String>,
    /// The chain followed both ways.
    pub chain: Option<Chain>,
    /// Why the paste could not be read or followed, if it could not.
    pub error: Option<String>,
    /// The selected hop, an index into the chain's hops.
    pub cursor: usize,
}

impl RedirectsPane {
    /// The chain pasted in the file at `path`, from `first_url` (else the URL the paste gives),
    /// curl at its newest release.
    pub fn read(path: &str, first_url: Option<&str>) -> Self {
        use std::io::Read;
        let file = Some(path.to_owned());
        let mut bytes = Vec::new();
        let read = std::fs::File::open(path)
            .and_then(|f| f.take(MAX_PASTE).read_to_end(&mut bytes))
            .map_err(|e| format!("cannot read the paste {path}: {e}"));
        let chain = read.and_then(|_| {
            read_paste(&bytes, None)
                .and_then(|paste| {
                    follow(
                        &paste,
                        first_url,
                        curl_profile(None).expect("curl is a library profile"),
                    )
                })
                .map_err(|error| format!("the paste: {error}"))
        });
        match chain {
            Ok(chain) => RedirectsPane {
                file,
                chain: Some(chain),
                ..RedirectsPane::default()
            },
            Err(error) => RedirectsPane {
                file,
                error: Some(error),
                ..RedirectsPane::default()
            },
        }
    }

    /// The hops, none where no chain was read.
    pub fn hops(&self) -> &[Hop] {
        self.chain.as_ref().map_or(&[], |chain| &chain.hops)
    }

    /// The hops `search` keeps, by index: it looks in the URL, the `Location`, both answers and
    /// the findings' names.
    pub fn matches(&self, search: &Search) -> Vec<usize> {
        (0..self.hops().len())
            .filter(|&i| search.matches(&haystack(&self.hops()[i])))
            .collect()
    }

    /// The selected hop.
    pub fn selected(&self) -> Option<&Hop> {
        self.hops().get(self.cursor)
    }
}

/// The text a search looks in.
fn haystack(hop: &Hop) -> String {
    let answer = |next: &Option<Result<String, String>>| match next {
        Some(Ok(url) | Err(url)) => url.clone(),
        None => String::new(),
    };
    let findings: Vec<&str> = hop.findings.iter().map(Finding::rule).collect();
    [
        hop.url.clone(),
        hop.status.to_string(),
        hop.location
            .as_deref()
            .map(String::from_utf8_lossy)
            .unwrap_or_default()
            .into_owned(),
        answer(&hop.browser),
        answer(&hop.curl),
        answer(&hop.wget),
        findings.join(" "),
    ]
    .join("\n")
}

/// The redirect browser as drawn.
impl Widget for Searched<'_, RedirectsPane> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let (pane, theme) = (self.pane, self.theme);
        let matches = pane.matches(self.search);
        let parts = match pane.chain.as_ref().and_then(Chain::parts_at) {
            Some(hop) => format!(" · parts at hop {hop}"),
            None => String::new(),
        };
        let head = format!("Redirects · {} responses{parts}", pane.hops().len());
        let inner = list_frame(&head, &matches, pane.cursor, self.search, theme, area, buf);
        let message = match (&pane.file, &pane.error, &pane.chain) {
            (None, _, _) => Some(
                "No paste: start the explorer with --redirects FILE (the output of curl -sIL, \
                 curl -v -L, wget -S, a HAR file) to follow a redirect chain."
                    .to_owned(),
            ),
            (_, Some(error), _) => Some(safe(error).into_owned()),
            (_, None, None) => Some("No chain.".to_owned()),
            _ => None,
        };
        let (Some(chain), None) = (&pane.chain, message.as_ref()) else {
            Paragraph::new(message.unwrap_or_default())
                .style(theme.bad())
                .wrap(Wrap { trim: true })
                .render(inner, buf);
            return;
        };
        let width = inner.width as usize;
        // The file's name: its folders say nothing of the chain.
        let path = std::path::Path::new(pane.file.as_deref().unwrap_or(""));
        let name = path.file_name().unwrap_or_default().to_string_lossy();
        let mut lines = vec![Line::from(Span::styled(
            format!(
                "{} read as the output of {}",
                safe(&name),
                chain.format.source()
            ),
            theme.dim(),
        ))];
        if matches.is_empty() {
            lines.push(Line::from(Span::styled(
                format!("No response matches `{}`.", safe(&self.search.query)),
                theme.bad(),
            )));
        }
        let mut selected = 0..0;
        for i in matches {
            let start = lines.len();
            hop_lines(chain, i, i == pane.cursor, width, theme, &mut lines);
            if i == pane.cursor {
                selected = start..lines.len();
            }
        }
        for (client, last) in chain.clients() {
            let client = match client {
                Client::Browser => "browser (Fetch)",
                client => client.id(),
            };
            let ended = safe(&last.to_string()).into_owned();
            lines.push(Line::from(Span::styled(
                format!("{client:<16} {ended}"),
                theme.label(),
            )));
        }
        // The selected hop whole where it fits, its first line at least.
        let height = inner.height as usize;
        let offset = selected
            .end
            .saturating_sub(height)
            .min(selected.start)
            .min(u16::MAX as usize);
        Paragraph::new(lines)
            .scroll((offset as u16, 0))
            .render(inner, buf);
    }
}

/// A hop's lines: its response, its `Location`, each client's answer (`≠` where they part),
/// and its findings, their sentences wrapped to `width` for the selected hop.
fn hop_lines(
    chain: &Chain,
    index: usize,
    selected: bool,
    width: usize,
    theme: &Theme,
    lines: &mut Vec<Line<'static>>,
) {
    let hop = &chain.hops[index];
    let fails = |client| matches!(hop.answer(client), Some(Err(_)));
    let mark = if [Client::Browser, Client::Curl, Client::Wget]
        .into_iter()
        .any(fails)
    {
        Span::styled(symbols::FAILED.marker(true), theme.bad())
    } else if hop.differs() {
        Span::styled(symbols::DIFFERS.marker(true), theme.warning())
    } else {
        Span::raw("  ")
    };
    let style = if selected {
        theme.selected()
    } else {
        Style::new()
    };
    lines.push(Line::from(vec![
        mark,
        Span::styled(
            format!(
                "hop {} (line {}): {} from {}",
                index + 1,
                hop.line,
                hop.status,
                safe(&hop.url)
            ),
            style,
        ),
    ]));
    let field = |name: &str, text: String| {
        Line::from(vec![
            Span::styled(format!("    {name:<9} "), theme.dim()),
            Span::raw(text),
        ])
    };
    match &hop.location {
        Some(bytes) => lines.push(field("Location", safe_bytes(bytes))),
        None => lines.push(Line::from(Span::styled(
            "    no Location: the chain ends here",
            theme.dim(),
        ))),
    }
    if hop.location.is_some() || hop.wget.is_some() {
        let clients = chain.clients();
        for (j, (client, end)) in clients.iter().enumerate() {
            let words = safe(&chain.answer_words(index, *client, end)).into_owned();
            let parts = if hop.differs() && j + 1 == clients.len() {
                "  ≠"
            } else {
                ""
            };
            lines.push(field(client.id(), format!("{words}{parts}")));
        }
    }
    if selected {
        for finding in &hop.findings {
            let line = Line::from(vec![
                Span::styled("    · ", theme.dim()),
                Span::raw(safe(&finding.message()).into_owned()),
            ]);
            lines.extend(wrap(&line, width, 6));
        }
    } else if !hop.findings.is_empty() {
        let ids: Vec<&str> = hop.findings.iter().map(Finding::rule).collect();
        lines.push(Line::from(Span::styled(
            format!("    · {}", ids.join(" ")),
            theme.dim(),
        )));
    }
}
