//! Styled lines fitted to a width: wrapped at spaces ([`wrap`]), or cut with a `…` in the last
//! column ([`cut`]). The panes lay their text out here, so they know how many rows it takes and
//! can scroll it, and no text is cut without a mark.
//!
//! The text must already be escaped for the terminal ([`super::text::safe`]); a long value is cut
//! before it comes here (a line is laid out character by character).

use std::borrow::Cow;
use std::ops::Range;

use ratatui::style::Style;
use ratatui::text::{Line, Span};
use unicode_width::UnicodeWidthChar;

use super::text::push_shown;
use crate::tui::symbols;

/// The mark of a cut.
pub const CUT: &str = symbols::CUT.glyph;

/// The characters of a line with their styles (the line's own style under each span's).
fn cells(line: &Line<'_>) -> Vec<(char, Style, usize)> {
    line.spans
        .iter()
        .flat_map(|span| {
            let style = line.style.patch(span.style);
            span.content
                .chars()
                .map(move |c| (c, style, c.width().unwrap_or(0)))
        })
        .collect()
}

/// Cells back into spans, one per run of the same style.
fn line_of(cells: &[(char, Style, usize)]) -> Line<'static> {
    let mut spans: Vec<Span<'static>> = Vec::new();
    let mut text = String::new();
    let mut style = None;
    for &(c, s, _) in cells {
        if style.is_some_and(|current| current != s) {
            spans.push(Span::styled(
                std::mem::take(&mut text),
                style.unwrap_or_default(),
            ));
        }
        style = Some(s);
        text.push(c);
    }
    if let Some(style) = style {
        spans.push(Span::styled(text, style));
    }
    Line::from(spans)
}

/// `line` broken into lines of at most `width` columns: at the last space that fits, or inside
/// a word longer than a line. Lines after the first start with `indent` spaces (when that leaves
/// room for text). An empty line stays one empty line.
pub fn wrap(line: &Line<'_>, width: usize, indent: usize) -> Vec<Line<'static>> {
    let width = width.max(1);
    let indent = if indent + 8 <= width { indent } else { 0 };
    let all = cells(line);
    let mut out = Vec::new();
    let mut start = 0;
    let mut first = true;
    while start < all.len() || first {
        let room = if first { width } else { width - indent };
        // The longest run from `start` that fits.
        let mut used = 0;
        let mut end = start;
        while end < all.len() && used + all[end].2 <= room {
            used += all[end].2;
            end += 1;
        }
        let mut next = end;
        if end < all.len() {
            // Break at the last space of the run, when that fills at least half the line (a URI
            // has no spaces: it fills the line and goes on on the next).
            let half = start + (end - start) / 2;
            if all[end].0 == ' ' {
                next = end + 1;
            } else if let Some(space) = (half..end).rev().find(|&i| all[i].0 == ' ' && i > start) {
                end = space;
                next = space + 1;
            } else if end == start {
                // A character wider than the line: show it alone.
                end += 1;
                next = end;
            }
        }
        let mut text = line_of(&all[start..end]);
        if !first && indent > 0 {
            text.spans.insert(0, Span::raw(" ".repeat(indent)));
        }
        out.push(text);
        start = next;
        first = false;
    }
    out
}

/// Every line of `lines` wrapped to `width`, continuation lines indented by `indent`.
pub fn wrap_all(lines: Vec<Line<'_>>, width: usize, indent: usize) -> Vec<Line<'static>> {
    lines
        .iter()
        .flat_map(|line| wrap(line, width, indent))
        .collect()
}

/// `line` in at most `width` columns: whole if it fits, else cut with [`CUT`] in the last
/// column.
pub fn cut(line: Line<'static>, width: usize) -> Line<'static> {
    if line.width() <= width {
        return line;
    }
    let all = cells(&line);
    let mut used = 0;
    let mut end = 0;
    while end < all.len() && used + all[end].2 < width {
        used += all[end].2;
        end += 1;
    }
    let mut out = line_of(&all[..end]);
    if width > 0 {
        let style = all.get(end).map_or(Style::new(), |c| c.1);
        out.spans.push(Span::styled(CUT, style));
    }
    out
}

/// `width` columns of `line` around column `focus`, about a third of them before it, with
/// [`CUT`] at each end where text is left out: where the line goes on, and where `more_before`
/// or `more_after` say it was itself taken from a longer text.
pub fn around(
    line: &Line<'_>,
    focus: usize,
    width: usize,
    more_before: bool,
    more_after: bool,
) -> Line<'static> {
    let all = cells(line);
    let total: usize = all.iter().map(|c| c.2).sum();
    if total <= width && !more_before && !more_after {
        return line_of(&all);
    }
    if width < 3 {
        return Line::from(CUT.repeat(width.min(1)));
    }
    // The first column shown: a third of the width before the focus, less where the text ends
    // before the width is used.
    let mut start = focus.min(total).saturating_sub(width / 3);
    let lead = |start: usize| usize::from(more_before || start > 0);
    if !more_after && total.saturating_sub(start) + lead(start) < width {
        start = (total + lead(0)).saturating_sub(width);
        if start > 0 && !more_before {
            start += 1;
        }
    }
    let lead = lead(start);
    let trail = usize::from(more_after || total.saturating_sub(start) + lead > width);
    let room = width - lead - trail;
    let mut out: Vec<(char, Style, usize)> = Vec::new();
    let mut col = 0;
    for &(c, style, w) in &all {
        if col >= start && col + w <= start + room {
            out.push((c, style, w));
        }
        col += w;
        if col >= start + room {
            break;
        }
    }
    let mut line = line_of(&out);
    if lead == 1 {
        line.spans.insert(0, Span::raw(CUT));
    }
    if trail == 1 {
        line.spans.push(Span::raw(CUT));
    }
    line
}

/// At most `max` of `lines`; when some are left out, the last one kept ends with [`CUT`] and
/// `note` (what shows the rest), within `width` columns.
pub fn at_most(
    mut lines: Vec<Line<'static>>,
    max: usize,
    width: usize,
    note: Span<'static>,
) -> Vec<Line<'static>> {
    if lines.len() <= max || max == 0 {
        return lines;
    }
    lines.truncate(max);
    let last = lines.pop().unwrap_or_default();
    let room = width.saturating_sub(note.width() + 1);
    let mut last = cut(last, room + 1);
    if last.width() > room {
        last = cut(last, room);
    } else {
        last.spans.push(Span::raw(CUT));
    }
    last.spans.push(note);
    lines.push(last);
    lines
}

/// One piece of a long text: the text (not yet escaped), its style, and the letter drawn under
/// each of its columns (`None`: a space).
pub type Piece<'a> = (Cow<'a, str>, Style, Option<char>);

/// Long text cut into rows of `width` columns with no regard for words (a path or a URI has no
/// spaces to break at), for a view that shows a few rows of many: [`Rows::count`] counts them
/// without building them and [`Rows::rows`] builds only the rows asked for. Each character is
/// escaped for the terminal on the way; an escape is never split between rows.
pub struct Rows<'a> {
    pieces: Vec<Piece<'a>>,
    width: usize,
}

/// A character as drawn: itself, or its escape, and its width.
fn drawn(c: char, scratch: &mut String) -> usize {
    scratch.clear();
    if c.is_ascii_graphic() || c == ' ' {
        scratch.push(c);
        return 1;
    }
    push_shown(scratch, c);
    scratch.chars().map(|c| c.width().unwrap_or(0)).sum()
}

impl<'a> Rows<'a> {
    /// `pieces` in rows of `width` columns.
    pub fn new(pieces: Vec<Piece<'a>>, width: usize) -> Self {
        Rows {
            pieces,
            width: width.max(1),
        }
    }

    /// Calls `f` for every drawn character with its piece and the row it goes on, until `f`
    /// returns false; returns the number of rows.
    fn walk(&self, mut f: impl FnMut(usize, &str, usize, usize) -> bool) -> usize {
        let mut scratch = String::new();
        let (mut row, mut col) = (0, 0);
        let mut any = false;
        for (p, (text, _, _)) in self.pieces.iter().enumerate() {
            for c in text.chars() {
                let w = drawn(c, &mut scratch);
                if col + w > self.width && col > 0 {
                    row += 1;
                    col = 0;
                }
                any = true;
                if !f(row, &scratch, w, p) {
                    return row + 1;
                }
                col += w;
            }
        }
        row + usize::from(any)
    }

    /// How many rows the text takes (one for an empty text).
    pub fn count(&self) -> usize {
        self.walk(|_, _, _, _| true).max(1)
    }

    /// Rows `range`, each with the row of letters under it.
    pub fn rows(&self, range: Range<usize>) -> Vec<(Line<'static>, Line<'static>)> {
        let mut out: Vec<(Vec<Span<'static>>, String)> = vec![Default::default(); range.len()];
        let mut last: Option<(usize, usize)> = None;
        self.walk(|row, text, w, p| {
            if row >= range.end {
                return false;
            }
            if row >= range.start {
                let (spans, letters) = &mut out[row - range.start];
                let (_, style, letter) = &self.pieces[p];
                match spans.last_mut() {
                    Some(span) if last == Some((row, p)) => span.content.to_mut().push_str(text),
                    _ => spans.push(Span::styled(text.to_string(), *style)),
                }
                letters.extend(std::iter::repeat_n(letter.unwrap_or(' '), w));
                last = Some((row, p));
            }
            true
        });
        out.into_iter()
            .map(|(spans, letters)| (Line::from(spans), Line::from(letters)))
            .collect()
    }
}

/// The width of `spans` together.
pub fn spans_width(spans: &[Span<'_>]) -> usize {
    spans.iter().map(Span::width).sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(lines: &[Line<'_>]) -> Vec<String> {
        lines.iter().map(|l| l.to_string()).collect()
    }

    #[test]
    fn wraps_at_spaces_and_inside_long_words() {
        let line = Line::from("the leftmost pattern is removed");
        assert_eq!(
            texts(&wrap(&line, 14, 0)),
            ["the leftmost", "pattern is", "removed"]
        );
        assert_eq!(
            texts(&wrap(&Line::from("abcdefghij"), 4, 0)),
            ["abcd", "efgh", "ij"]
        );
        assert_eq!(texts(&wrap(&Line::from(""), 4, 0)), [""]);
        // Continuation lines are indented, and styles survive the break.
        let styled = Line::from(vec![
            Span::raw("⚠ 6a: "),
            Span::styled("aaaa bbbb cccc dddd", Style::new().bold()),
        ]);
        let lines = wrap(&styled, 16, 2);
        assert_eq!(texts(&lines), ["⚠ 6a: aaaa bbbb", "  cccc dddd"]);
        assert_eq!(lines[1].spans[1].style, Style::new().bold());
    }

    #[test]
    fn cuts_are_marked() {
        assert_eq!(cut(Line::from("abcdef"), 4).to_string(), "abc…");
        assert_eq!(cut(Line::from("abcd"), 4).to_string(), "abcd");
        assert_eq!(cut(Line::from("a∅b∅c"), 3).to_string(), "a∅…");
        let lines = vec![Line::from("one"), Line::from("two"), Line::from("three")];
        let kept = at_most(lines, 2, 10, Span::raw(" (z)"));
        let long = Line::from("0123456789abcdefghij");
        assert_eq!(around(&long, 12, 8, false, false).to_string(), "…abcdef…");
        assert_eq!(around(&long, 0, 8, false, false).to_string(), "0123456…");
        assert_eq!(around(&long, 19, 8, false, false).to_string(), "…defghij");
        assert_eq!(
            around(&Line::from("abc"), 1, 8, true, false).to_string(),
            "…abc"
        );
        assert_eq!(
            around(&Line::from("abc"), 1, 8, false, false).to_string(),
            "abc"
        );
        assert_eq!(texts(&kept), ["one", "two… (z)"]);
        let rows = Rows::new(
            vec![
                ("ab\x1bc".into(), Style::new(), Some('p')),
                ("de".into(), Style::new().bold(), None),
            ],
            6,
        );
        assert_eq!(rows.count(), 3);
        let shown: Vec<(String, String)> = rows
            .rows(0..3)
            .iter()
            .map(|(t, l)| (t.to_string(), l.to_string()))
            .collect();
        // The escape `⟨\x1b⟩` is not split between rows.
        assert_eq!(
            shown,
            [
                ("ab".to_string(), "pp".to_string()),
                ("⟨\\x1b⟩".to_string(), "pppppp".to_string()),
                ("cde".to_string(), "p  ".to_string())
            ]
        );
    }
}
