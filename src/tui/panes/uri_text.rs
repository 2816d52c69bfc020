//! Drawing URI text: each component in its own style with a letter line under it, undefined
//! (`∅`) distinct from empty (`""`), and path buffers with what a step removed or added.

use ratatui::style::Style;
use ratatui::text::Span;

use crate::core::{Component, UriRef};
use crate::tui::text::{self, safe};
use crate::tui::theme::Theme;

/// How much of a long string is drawn (no screen is wider).
pub const DRAWN_BYTES: usize = 4096;

/// A component value: `∅` when undefined, `""` when empty, else the escaped text.
pub fn value(value: Option<&str>) -> String {
    match value {
        None => "∅".to_string(),
        Some("") => "\"\"".to_string(),
        Some(v) => {
            let shown = text::head(v, DRAWN_BYTES);
            let mut out = safe(shown).into_owned();
            if shown.len() < v.len() {
                out.push('…');
            }
            out
        }
    }
}

/// The letter that marks a component in the line under a URI.
pub const fn letter(component: Component) -> char {
    match component {
        Component::Scheme => 's',
        Component::Authority => 'a',
        Component::Path => 'p',
        Component::Params => ';',
        Component::Query => 'q',
        Component::Fragment => 'f',
    }
}

/// `text` cut into pieces by component (separators get `None`), in order.
pub fn pieces(text: &str) -> Vec<(&str, Option<Component>)> {
    let uri = UriRef::parse(text);
    let mut out = Vec::new();
    let mut at = 0;
    let mut push = |start: usize, end: usize, c: Option<Component>| {
        if start > at {
            out.push((&text[at..start], None));
        }
        if end > start {
            out.push((&text[start..end], c));
        }
        at = end;
    };
    for component in [
        Component::Scheme,
        Component::Authority,
        Component::Path,
        Component::Query,
        Component::Fragment,
    ] {
        if let Some(span) = uri.span(component) {
            push(span.start, span.end, Some(component));
        }
    }
    if at < text.len() {
        out.push((&text[at..], None));
    }
    out
}

/// The URI drawn in component styles, and the letter line under it (`sss  a ppp q`), both
/// escaped and cut to [`DRAWN_BYTES`].
pub fn styled(text: &str, theme: &Theme) -> (Vec<Span<'static>>, String) {
    let shown = text::head(text, DRAWN_BYTES);
    let mut spans = Vec::new();
    let mut letters = String::new();
    for (piece, component) in pieces(shown) {
        let escaped = safe(piece).into_owned();
        let w = text::width(&escaped);
        match component {
            Some(c) => {
                letters.extend(std::iter::repeat_n(letter(c), w));
                spans.push(Span::styled(escaped, theme.component(c)));
            }
            None => {
                letters.extend(std::iter::repeat_n(' ', w));
                spans.push(Span::styled(escaped, theme.separator()));
            }
        }
    }
    if shown.len() < text.len() {
        spans.push(Span::raw("…"));
    }
    (spans, letters)
}

/// What a buffer row highlights.
#[derive(Clone, Debug)]
pub enum Change {
    None,
    /// `text` was removed at byte `at` of the buffer after the change.
    Removed {
        at: usize,
        text: String,
    },
    /// Bytes `at..at + len` of the buffer after the change were added.
    Added {
        at: usize,
        len: usize,
    },
}

/// A path buffer with its change highlighted, fitted into about `width` columns around the
/// change (a 300 KB buffer is never drawn whole).
pub fn buffer_spans(
    after: &str,
    change: &Change,
    width: usize,
    theme: &Theme,
) -> Vec<Span<'static>> {
    let budget = width.max(8) * 4;
    let (before, marked, rest, style, marks) = match change {
        Change::None => ("", String::new(), after, Style::new(), ("", "")),
        Change::Removed { at, text } => {
            let at = text::floor_boundary(after, *at);
            (
                &after[..at],
                text.clone(),
                &after[at..],
                theme.removed(),
                theme.removed_marks(),
            )
        }
        Change::Added { at, len } => {
            let at = text::floor_boundary(after, *at);
            let end = text::floor_boundary(after, at + len);
            (
                &after[..at],
                after[at..end].to_string(),
                &after[end..],
                theme.added(),
                theme.added_marks(),
            )
        }
    };
    let mut spans = Vec::new();
    if matches!(change, Change::None) {
        let shown = text::head(rest, budget);
        spans.push(Span::styled(
            safe(shown).into_owned(),
            theme.component(Component::Path),
        ));
        if shown.len() < rest.len() {
            spans.push(Span::raw("…"));
        }
        return spans;
    }
    // Cut the text before the change only when the whole line would not fit.
    let whole = before.len() + marked.len() + rest.len() + after.len() + 8;
    let before_shown = if whole <= width {
        before
    } else {
        text::tail(before, width / 3)
    };
    if before_shown.len() < before.len() {
        spans.push(Span::raw("…"));
    }
    spans.push(Span::raw(safe(before_shown).into_owned()));
    let marked_shown = text::head(&marked, budget);
    let mut m = format!("{}{}", marks.0, safe(marked_shown));
    if marked_shown.len() < marked.len() {
        m.push('…');
    }
    m.push_str(marks.1);
    spans.push(Span::styled(m, style));
    let rest_shown = text::head(rest, budget);
    spans.push(Span::raw(safe(rest_shown).into_owned()));
    if rest_shown.len() < rest.len() {
        spans.push(Span::raw("…"));
    }
    if matches!(change, Change::Removed { .. }) {
        // The buffer after the removal, so the result reads without styles too.
        spans.push(Span::styled("  ⇒ ", theme.dim()));
        let after_shown = text::head(after, budget);
        spans.push(Span::styled(
            safe(after_shown).into_owned(),
            theme.component(Component::Path),
        ));
        if after_shown.len() < after.len() {
            spans.push(Span::raw("…"));
        }
    }
    spans
}
