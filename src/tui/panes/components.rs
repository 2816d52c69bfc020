//! The components pane: base, reference and result, each drawn with its components marked, the
//! diagnostics of the selected specification's grammar at their positions, and one row per
//! component. It scrolls with the selected component; a line too long for it ends in `…` (`z`
//! shows the texts whole).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use super::block::pane_block;
use crate::core::text::grammar::authority::{AuthorityKind, HostKind};
use crate::core::text::grammar::diagnostics::Severity;
use crate::core::text::grammar::grammars::Grammar;
use crate::core::text::idn::{is_international, registered_name};
use crate::core::text::octets::{AsciiEscape, Reading, hex_octets, octet_runs};
use crate::core::text::uri_ref::UriRef;
use crate::core::tools::host_reading::read_host;
use crate::core::vocabulary::component::COMPONENTS;
use crate::core::vocabulary::component::{Component, Role};
use crate::core::vocabulary::finding::Finding;
use crate::tui::resolution::{Resolution, SHOWN_DIAGNOSTICS};
use crate::tui::scrolled::{self, Window};
use crate::tui::symbols;
use crate::tui::text::{self, safe};
use crate::tui::theme::Theme;
use crate::tui::wrap;

use super::uri_text;
use crate::tui::role_texts::RoleTexts;

/// Segments listed for one path (a path of 100,000 segments is summarised).
const SHOWN_SEGMENTS: usize = 24;
const INDENT: usize = 11;

/// The roles of the pane's rows, in order; each has a row per component.
pub const COMPONENT_ROLES: [Role; 3] = [Role::Base, Role::Reference, Role::Result];

/// How many component rows the pane has.
const COMPONENT_ROWS: usize = COMPONENT_ROLES.len() * COMPONENTS.len();

/// The components pane's own state: the selected component row.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ComponentsPane {
    /// The selected row, counted over [`COMPONENT_ROLES`] × [`COMPONENTS`].
    pub cursor: usize,
}

impl ComponentsPane {
    /// The selected row's role and component.
    pub fn selected(&self) -> (Role, Component) {
        (
            COMPONENT_ROLES[self.cursor / COMPONENTS.len()],
            COMPONENTS[self.cursor % COMPONENTS.len()],
        )
    }

    /// Moves the selection `by` rows, within the pane's rows.
    pub fn move_by(&mut self, by: isize) {
        self.cursor = (self.cursor as isize)
            .saturating_add(by)
            .clamp(0, COMPONENT_ROWS as isize - 1) as usize;
    }
}

/// The components pane as drawn: its state, the texts and the diagnostics of the resolution.
pub struct ComponentsView<'a> {
    pub pane: &'a ComponentsPane,
    pub texts: RoleTexts<'a>,
    pub resolution: &'a Resolution,
    pub theme: &'a Theme,
    pub focused: bool,
}

impl Widget for ComponentsView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let block = pane_block(Line::from("Components"), self.focused, self.theme);
        let inner = block.inner(area);
        block.render(area, buf);
        let width = inner.width as usize;
        let (lines, selected_line, _) = self.lines(width);
        let lines: Vec<Line<'static>> = lines.into_iter().map(|l| wrap::cut(l, width)).collect();
        let offset = scroll_offset(selected_line, inner.height);
        scrolled::render_bordered(&lines, offset, inner, buf, self.theme, "");
    }
}

/// The first line shown, so that the selected component stays in view with the line after it.
fn scroll_offset(selected_line: usize, height: u16) -> usize {
    (selected_line + 2).saturating_sub(height as usize)
}

/// The width the pane keeps for short texts: a component row with its segments and its rule
/// (`path      /b/c/d;p  · [b] [c] [d;p] (path-abempty)`).
const ROW_WIDTH: usize = 62;

impl ComponentsView<'_> {
    /// The columns the pane would like, borders included: its longest text (base, reference or
    /// result, as drawn) whole after its label, and at least a component row's width. Only the
    /// first columns of a long text are measured: no screen is wider.
    pub fn wanted_width(&self) -> u16 {
        let longest = COMPONENT_ROLES
            .iter()
            .filter_map(|role| self.texts.shown(*role))
            .map(|text| {
                let end = text.char_indices().nth(400).map_or(text.len(), |(i, _)| i);
                crate::words::width(&safe(&text[..end]))
            })
            .max()
            .unwrap_or(0);
        let wanted = (INDENT + longest).max(ROW_WIDTH) + 2;
        wanted.min(u16::MAX as usize) as u16
    }

    /// The component row (as [`ComponentsPane::cursor`] counts them) drawn on row `y` of the
    /// pane in `area`, for a mouse click.
    pub fn component_at(&self, area: Rect, y: u16) -> Option<usize> {
        let inner = pane_block(Line::from("Components"), self.focused, self.theme).inner(area);
        if !(inner.y..inner.bottom()).contains(&y) {
            return None;
        }
        let (lines, selected_line, component_lines) = self.lines(inner.width as usize);
        let offset = scroll_offset(selected_line, inner.height);
        let window = Window::unmarked(lines.len(), offset, inner.height as usize);
        let line = window.shown.start + (y - inner.y) as usize;
        component_lines.iter().position(|&l| l == line)
    }

    /// All lines of the pane, the index of the selected component's line, and the line of each
    /// component.
    fn lines(&self, width: usize) -> (Vec<Line<'static>>, usize, Vec<usize>) {
        let theme = self.theme;
        let r = self.resolution;
        let mut lines = Vec::new();
        let mut selected_line = 0;
        let mut component_lines = Vec::new();
        for (i, role) in COMPONENT_ROLES.iter().enumerate() {
            let label = format!("{:<INDENT$}", capitalised(role.name()));
            let split = self.texts.shown_split(*role);
            match &split {
                Some(uri) => {
                    let text = uri.as_str();
                    let (spans, letters) = uri_text::styled(uri, theme);
                    let mut first = vec![Span::styled(label, theme.label())];
                    first.extend(spans);
                    lines.push(Line::from(first));
                    lines.push(Line::from(vec![
                        Span::raw(" ".repeat(INDENT)),
                        Span::styled(letters, theme.dim()),
                    ]));
                    if *role != Role::Result {
                        let findings = r.bundle.findings(*role);
                        diagnostic_lines(text, findings, theme, width, &mut lines);
                    }
                    octet_lines(text, theme, &mut lines);
                    host_lines(uri, theme, width, &mut lines);
                }
                None => {
                    let why = match r.result() {
                        _ if self.texts.hidden(*role) => {
                            symbols::HIDDEN.before("hidden in teach mode")
                        }
                        Err(e) => {
                            symbols::FAILED.before(format!("no result: {}", safe(&e.to_string())))
                        }
                        Ok(_) => String::new(),
                    };
                    lines.push(Line::from(vec![
                        Span::styled(label, theme.label()),
                        Span::styled(why, theme.bad()),
                    ]));
                }
            }
            let parsed = split;
            for (c, component) in COMPONENTS.iter().enumerate() {
                let index = i * COMPONENTS.len() + c;
                let selected = index == self.pane.cursor;
                let marked = selected && self.focused;
                if selected {
                    selected_line = lines.len();
                }
                component_lines.push(lines.len());
                let value = parsed.as_ref().map(|p| p.get(*component));
                let mut spans = vec![
                    Span::raw(symbols::SELECTED.marker(marked)),
                    Span::styled(format!("{:<10}", component.name()), theme.dim()),
                ];
                let shown = match value {
                    Some(v) => uri_text::value(v),
                    None => symbols::NO_VALUE.glyph.to_string(),
                };
                let mut style = theme.component(*component);
                if marked {
                    style = style.patch(theme.selected());
                }
                spans.push(Span::styled(shown, style));
                if let Some(p) = &parsed {
                    spans.extend(detail(p, Grammar::of(r.spec()), *component, theme));
                }
                lines.push(Line::from(spans));
            }
        }
        (lines, selected_line, component_lines)
    }
}

fn capitalised(name: &str) -> String {
    let mut c = name.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

/// The authority's parts as the selected specification's grammar reads them (none for a
/// grammar that does not split it), and the path's segments, after the value.
fn detail(
    uri: &UriRef<'_>,
    grammar: Option<Grammar>,
    component: crate::core::vocabulary::component::Component,
    theme: &Theme,
) -> Vec<Span<'static>> {
    use crate::core::vocabulary::component::Component as C;
    let text = uri.as_str();
    match component {
        C::Authority => {
            let Some(a) = grammar.and_then(|g| g.authority_parts(uri)) else {
                return Vec::new();
            };
            let parts = match a.kind {
                AuthorityKind::Registry => "registry-based".to_string(),
                AuthorityKind::Server => {
                    // RFC 3986 has no other kind of authority to tell a server from.
                    let mut p = match grammar {
                        Some(Grammar::Rfc2396) => vec!["server".to_string()],
                        _ => Vec::new(),
                    };
                    if let Some(u) = a.userinfo {
                        p.push(format!("user {}", uri_text::value(Some(u.of(text)))));
                    }
                    if let Some(h) = a.host {
                        let kind = match a.host_kind {
                            Some(HostKind::Hostname) | None => String::new(),
                            Some(kind) => format!(" ({})", kind.detail()),
                        };
                        p.push(format!("host {}{kind}", uri_text::value(Some(h.of(text)))));
                    }
                    if let Some(port) = a.port {
                        p.push(format!("port {}", uri_text::value(Some(port.of(text)))));
                    }
                    p.join(", ")
                }
            };
            vec![Span::styled(format!("  · {parts}"), theme.dim())]
        }
        C::Path => {
            let mut spans = vec![Span::styled("  ·", theme.dim())];
            let mut segments = uri.segments();
            for segment in segments.by_ref().take(SHOWN_SEGMENTS) {
                spans.push(Span::styled(" [", theme.dim()));
                spans.push(Span::raw(
                    uri_text::value(Some(segment.name())).replace("\"\"", ""),
                ));
                for param in segment.params() {
                    spans.push(Span::styled(
                        format!(";{}", safe(text::head(param.of(text), 256))),
                        theme.component(C::Params),
                    ));
                }
                spans.push(Span::styled("]", theme.dim()));
            }
            // The rest are counted by their slashes (a path of 100,000 segments is not split
            // on every frame).
            let path = uri.path();
            let count = if path.is_empty() {
                0
            } else {
                path.strip_prefix('/')
                    .unwrap_or(path)
                    .bytes()
                    .filter(|&b| b == b'/')
                    .count()
                    + 1
            };
            if count > SHOWN_SEGMENTS {
                spans.push(Span::styled(format!(" … {count} segments"), theme.dim()));
            }
            if count == 0 {
                spans.push(Span::styled(" no segments", theme.dim()));
            }
            // After the segments, as the host's rule follows the host: the segments come first
            // where the pane is narrow.
            if let Some(rule) = grammar.and_then(|g| g.path_rule(uri)) {
                spans.push(Span::styled(format!(" ({rule})"), theme.dim()));
            }
            spans
        }
        _ => Vec::new(),
    }
}

/// The first findings: a caret under the offending character, then the message wrapped to the
/// pane's width; then how many more there are.
/// Escapes and non-ASCII characters listed for one text (a megabyte of `%41` has 300,000).
const SHOWN_OCTETS: usize = 8;

/// What the escapes and non-ASCII characters of `text` stand for, a line each: the text, its
/// octets, and what they read as in UTF-8 (only the drawn head of a long text is read).
fn octet_lines(text: &str, theme: &Theme, lines: &mut Vec<Line<'static>>) {
    let runs = octet_runs(text::head(text, uri_text::DRAWN_BYTES));
    let more = runs.len().saturating_sub(SHOWN_OCTETS);
    for run in &runs[..runs.len() - more] {
        // The line is cut at the pane's width: the first pieces are all it can show.
        let readings: Vec<String> = (run.pieces.iter().take(16))
            .map(|piece| match piece.reading {
                Reading::Utf8 {
                    character, note, ..
                } => {
                    let shown = safe(&character.to_string()).into_owned();
                    let note = match note {
                        Some(AsciiEscape::Unreserved) => " unreserved: normalizes to it",
                        Some(AsciiEscape::Reserved) => " reserved: would delimit",
                        Some(AsciiEscape::NotAllowed) => " stays escaped",
                        None => "",
                    };
                    format!("{shown} U+{:04X}{note}", u32::from(character))
                }
                Reading::NotUtf8 => {
                    let octets = hex_octets(&run.octets[piece.octets.clone()]);
                    format!("{octets} not UTF-8")
                }
            })
            .collect();
        lines.push(Line::from(vec![
            Span::raw(" ".repeat(INDENT)),
            Span::styled(
                format!(
                    "{} = {} = {}",
                    safe(text::head(run.span.of(text), 256)),
                    hex_octets(&run.octets[..run.octets.len().min(32)]),
                    readings.join(", ")
                ),
                theme.dim(),
            ),
        ]));
    }
    if more > 0 {
        lines.push(Line::from(Span::styled(
            format!(
                "{}… {more} more runs of escapes (z shows the text whole)",
                " ".repeat(INDENT)
            ),
            theme.dim(),
        )));
    }
}

/// Longer than any DNS name (253 octets, each character up to four): not read on every frame.
const READ_HOST_BYTES: usize = 1024;

/// What the IDNA readings and UTS #39 make of an international registered name: its forms,
/// then each warning.
fn host_lines(uri: &UriRef<'_>, theme: &Theme, width: usize, lines: &mut Vec<Line<'static>>) {
    let text = uri.as_str();
    let Some(host) = (uri.span(Component::Authority))
        .and_then(|authority| registered_name(text, authority))
        .map(|host| host.of(text))
        .filter(|host| host.len() <= READ_HOST_BYTES && is_international(host))
    else {
        return;
    };
    let reading = read_host(host);
    let ascii = match &reading.ascii {
        Ok(ascii) => safe(ascii).into_owned(),
        Err(_) => "fails".to_string(),
    };
    let shown = match reading.unicode == reading.name {
        true => String::new(),
        false => format!(", shown {}", safe(&reading.unicode)),
    };
    let message = match reading.ascii.as_deref() == Ok(reading.name.as_str()) {
        true => format!("host {}{shown}", safe(&reading.name)),
        false => format!("host {} → {ascii} (UTS #46){shown}", safe(&reading.name)),
    };
    for chunk in wrap(&message, width.saturating_sub(INDENT + 2).max(10)) {
        lines.push(Line::from(vec![
            Span::raw(" ".repeat(INDENT)),
            Span::styled(chunk, theme.dim()),
        ]));
    }
    for finding in &reading.findings {
        let message = symbols::WARNING.before(safe(&finding.message()));
        for chunk in wrap(&message, width.saturating_sub(INDENT + 2).max(10)) {
            lines.push(Line::from(vec![
                Span::raw(" ".repeat(INDENT)),
                Span::styled(chunk, theme.warning()),
            ]));
        }
    }
}

fn diagnostic_lines(
    text: &str,
    findings: &[Finding],
    theme: &Theme,
    width: usize,
    lines: &mut Vec<Line<'static>>,
) {
    let shown = &findings[..findings.len().min(SHOWN_DIAGNOSTICS)];
    for finding in shown {
        // A finding of a text is at a byte of it.
        let at = text::floor_boundary(text, finding.at().unwrap_or_default());
        let severity = finding.severity();
        let column = text::width(&safe(text::head(&text[..at], uri_text::DRAWN_BYTES)));
        let style = match severity {
            Severity::Error => theme.bad(),
            Severity::Warning => theme.warning(),
        };
        lines.push(Line::from(vec![
            Span::raw(" ".repeat(INDENT + column)),
            Span::styled(format!("^ {}", severity.name()), style),
        ]));
        let message = safe(&finding.message()).into_owned();
        for chunk in wrap(&message, width.saturating_sub(INDENT + 2).max(10)) {
            lines.push(Line::from(vec![
                Span::raw(" ".repeat(INDENT + 2)),
                Span::styled(chunk, style),
            ]));
        }
    }
    if findings.len() > shown.len() {
        lines.push(Line::from(Span::styled(
            format!(
                "{}… {} more diagnostics",
                " ".repeat(INDENT),
                findings.len() - shown.len()
            ),
            theme.dim(),
        )));
    }
}

/// Splits `text` into lines of at most `width` columns, at spaces where possible.
fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut out = Vec::new();
    let mut line = String::new();
    for word in text.split(' ') {
        let needed = text::width(&line) + usize::from(!line.is_empty()) + text::width(word);
        if !line.is_empty() && needed > width {
            out.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
        while text::width(&line) > width {
            let head = text::columns(&line, 0, width);
            let rest = line[head.len()..].to_string();
            out.push(head);
            line = rest;
        }
    }
    if !line.is_empty() {
        out.push(line);
    }
    out
}
