//! Drawing URI text: each component in its own style with a letter line under it, undefined
//! (`∅`) distinct from empty (`""`), and path buffers with what a step removed or added.

use std::ops::Range;

use ratatui::style::Style;
use ratatui::text::{Line, Span};

use crate::core::text::uri_ref::UriRef;
use crate::core::vocabulary::component::COMPONENTS;
use crate::core::vocabulary::component::Component;
use crate::tui::symbols;
use crate::tui::text::{self, safe};
use crate::tui::theme::Theme;
use crate::tui::wrap;

/// How much of a long string is drawn (no screen is wider).
pub const DRAWN_BYTES: usize = 4096;

/// A component value: `∅` when undefined, `""` when empty, else the escaped text.
pub fn value(value: Option<&str>) -> String {
    match value {
        None => symbols::UNDEFINED.glyph.to_string(),
        Some("") => symbols::EMPTY.glyph.to_string(),
        Some(v) => {
            let shown = text::head(v, DRAWN_BYTES);
            let mut out = safe(shown).into_owned();
            if shown.len() < v.len() {
                out.push_str(symbols::CUT.glyph);
            }
            out
        }
    }
}

/// The bytes `range` of `uri`'s text cut into pieces by component (separators get `None`), in
/// order, as its specification split it.
pub fn pieces<'a>(uri: &UriRef<'a>, range: Range<usize>) -> Vec<(&'a str, Option<Component>)> {
    let text = uri.as_str();
    let mut out = Vec::new();
    let mut at = range.start;
    let mut push = |start: usize, end: usize, c: Option<Component>| {
        let (start, end) = (start.clamp(at, range.end), end.clamp(at, range.end));
        if start > at {
            out.push((&text[at..start], None));
        }
        if end > start {
            out.push((&text[start..end], c));
        }
        at = at.max(end);
    };
    for component in COMPONENTS {
        if let Some(span) = uri.span(component) {
            push(span.start, span.end, Some(component));
        }
    }
    if at < range.end {
        out.push((&text[at..range.end], None));
    }
    out
}

/// The URI drawn in component styles, and the letter line under it (`sss  a ppp q`), both
/// escaped and cut to [`DRAWN_BYTES`].
pub fn styled(uri: &UriRef<'_>, theme: &Theme) -> (Vec<Span<'static>>, String) {
    let text = uri.as_str();
    let shown = text::head(text, DRAWN_BYTES);
    let mut spans = Vec::new();
    let mut letters = String::new();
    for (piece, component) in pieces(uri, 0..shown.len()) {
        let escaped = safe(piece).into_owned();
        let w = text::width(&escaped);
        match component {
            Some(c) => {
                letters.extend(std::iter::repeat_n(symbols::component_letter(c), w));
                spans.push(Span::styled(escaped, theme.component(c)));
            }
            None => {
                letters.extend(std::iter::repeat_n(' ', w));
                spans.push(Span::styled(escaped, theme.separator()));
            }
        }
    }
    if shown.len() < text.len() {
        spans.push(Span::raw(symbols::CUT.glyph));
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

/// The mark between the output and the input buffer of RFC 3986 §5.2.4's loop.
pub const SPLIT: &str = symbols::SPLIT.glyph;

/// A path buffer drawn with its change in place (removed text struck through and kept where it
/// was, added text underlined) and, for a two-buffer algorithm, the `┊` between output and input
/// at byte `split`. Only `reach` bytes on each side of the change are looked at, so a megabyte
/// buffer costs no more than a short one; the caller fits the line ([`crate::tui::wrap`]).
/// Returns the spans, the column of the change in them, and whether text was left out before and
/// after.
pub fn buffer_line(
    after: &str,
    change: &Change,
    split: Option<usize>,
    reach: usize,
    theme: &Theme,
) -> (Vec<Span<'static>>, usize, bool, bool) {
    let (at, marked, marked_end, style, marks) = match change {
        Change::None => (
            split.unwrap_or(0),
            String::new(),
            None,
            Style::new(),
            ("", ""),
        ),
        Change::Removed { at, text } => {
            let at = text::floor_boundary(after, *at);
            (
                at,
                text.clone(),
                None,
                theme.removed(),
                theme.removed_marks(),
            )
        }
        Change::Added { at, len } => {
            let at = text::floor_boundary(after, *at);
            let end = text::floor_boundary(after, at + len);
            (
                at,
                after[at..end].to_string(),
                Some(end),
                theme.added(),
                theme.added_marks(),
            )
        }
    };
    let rest_from = marked_end.unwrap_or(at);
    let lo = text::floor_boundary(after, at.saturating_sub(reach));
    let hi = text::floor_boundary(after, rest_from.saturating_add(reach));
    let plain = theme.component(Component::Path);
    let mut spans: Vec<Span<'static>> = Vec::new();
    // Plain text from `from` to `to`, with the split mark where it falls (at `to` too, and at
    // `from` when `from_too`).
    let push_plain = |spans: &mut Vec<Span<'static>>, from: usize, to: usize, from_too: bool| {
        let mark = split.filter(|&s| (s > from || (from_too && s == from)) && s <= to);
        match mark {
            Some(s) => {
                spans.push(Span::styled(safe(&after[from..s]).into_owned(), plain));
                spans.push(Span::styled(SPLIT, theme.dim()));
                spans.push(Span::styled(safe(&after[s..to]).into_owned(), plain));
            }
            None => spans.push(Span::styled(safe(&after[from..to]).into_owned(), plain)),
        }
    };
    push_plain(&mut spans, lo, at, lo == 0);
    let focus: usize = spans.iter().map(Span::width).sum();
    if !marked.is_empty() {
        let shown = text::head(&marked, reach.max(16));
        let mut m = format!("{}{}", marks.0, safe(shown));
        if shown.len() < marked.len() {
            m.push_str(symbols::CUT.glyph);
        }
        m.push_str(marks.1);
        spans.push(Span::styled(m, style));
    }
    push_plain(&mut spans, rest_from, hi, rest_from > at);
    (spans, focus, lo > 0, hi < after.len())
}

/// A stretch of a path buffer: its text, and whether the buffer goes on before and after it (a
/// row of the trace reads only the bytes around the change of a megabyte buffer).
#[derive(Clone, Copy, Debug)]
pub struct Stretch<'a> {
    pub text: &'a str,
    pub cut_before: bool,
    pub cut_after: bool,
}

/// The bytes a row reads on each side of the change to fill `width` columns (escapes take
/// several columns per byte, but never fewer than one).
pub fn reach(width: usize) -> usize {
    width.max(8) * 4
}

/// [`buffer_line`] fitted into `width` columns around the change, with `…` where it is cut;
/// after a removal, `⇒` and the buffer as it is now, when that fits too.
pub fn buffer_spans(
    stretch: Stretch<'_>,
    change: &Change,
    split: Option<usize>,
    width: usize,
    theme: &Theme,
) -> Vec<Span<'static>> {
    let after = stretch.text;
    let reach = reach(width);
    let (spans, focus, before, beyond) = buffer_line(after, change, split, reach, theme);
    let (before, beyond) = (before || stretch.cut_before, beyond || stretch.cut_after);
    let line = Line::from(spans);
    let mut fitted = wrap::around(&line, focus, width, before, beyond);
    if matches!(change, Change::Removed { .. }) && !before && !beyond {
        // The buffer after the removal, so the result reads without styles too.
        let (now, _, _, _) = buffer_line(after, &Change::None, split, reach, theme);
        if fitted.width() + 4 + wrap::spans_width(&now) <= width {
            fitted.spans.push(Span::styled(
                format!("  {} ", symbols::BUFFER.glyph),
                theme.dim(),
            ));
            fitted.spans.extend(now);
        }
    }
    fitted.spans
}
