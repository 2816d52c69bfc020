//! Text for the panes: made safe to draw, measured in columns, cut to fit.
//!
//! The explorer draws an invisible character (the command line's rule, `uriscope::text::escape`) as
//! its escape between `⟨` and `⟩` (`⟨\x1b⟩`, `⟨\u{202e}⟩`, `⟨\t⟩`), which the screen also shows
//! in reverse video ([`highlight_escapes`]); every other character, `\` included, is drawn as
//! itself. So a typed `\` stays one character, and a typed `\x1b` is not ESC.

use std::borrow::Cow;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use unicode_width::UnicodeWidthChar;

pub use crate::core::text::cut::head;
use crate::core::text::escape::terminal::is_invisible;
use crate::core::text::escape::terminal::push_escaped;
use crate::core::text::escape::terminal::rewritten;
pub use crate::words::width;

use super::theme::Theme;

/// What opens and closes an invisible character's escape on screen.
pub const ESCAPE_OPEN: char = '⟨';
pub const ESCAPE_CLOSE: char = '⟩';

/// Appends `c` as the explorer draws it: itself, or an invisible character's escape between
/// [`ESCAPE_OPEN`] and [`ESCAPE_CLOSE`].
pub fn push_shown(out: &mut String, c: char) {
    if is_invisible(c) {
        out.push(ESCAPE_OPEN);
        push_escaped(out, c);
        out.push(ESCAPE_CLOSE);
    } else {
        out.push(c);
    }
}

/// `text` made safe to draw (every untrusted string passes through here): each invisible
/// character as its bracketed escape, everything else as itself.
pub fn safe(text: &str) -> Cow<'_, str> {
    rewritten(text, is_invisible, push_shown)
}

/// `bytes` (a header field as received) made safe to draw by the same rule as [`safe`], each
/// byte that is not part of valid UTF-8 as `⟨\xff⟩`.
pub fn safe_bytes(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len());
    for chunk in bytes.utf8_chunks() {
        out.push_str(&safe(chunk.valid()));
        for byte in chunk.invalid() {
            out.push(ESCAPE_OPEN);
            out.push_str(&format!("\\x{byte:02x}"));
            out.push(ESCAPE_CLOSE);
        }
    }
    out
}

/// The longest escape between its brackets: `\u{10ffff}`.
const LONGEST_ESCAPE: usize = 10;

/// Shows every escape drawn in `area` ([`push_shown`]'s `⟨\x1b⟩`) in the theme's escape style,
/// so that it stands apart from typed text: one pass over the screen's cells after it is drawn.
pub fn highlight_escapes(area: Rect, buf: &mut Buffer, theme: &Theme) {
    let area = area.intersection(buf.area);
    let style = theme.escape();
    // A cell's symbol compared as bytes: its length rules out almost every cell at once.
    let (open, close) = (
        ESCAPE_OPEN.encode_utf8(&mut [0; 4]).to_string(),
        ESCAPE_CLOSE.encode_utf8(&mut [0; 4]).to_string(),
    );
    let is = |cell: &ratatui::buffer::Cell, symbol: &str| cell.symbol() == symbol;
    for y in area.top()..area.bottom() {
        let start = buf.index_of(area.left(), y);
        let row = &mut buf.content[start..start + area.width as usize];
        let mut x = 0;
        while x < row.len() {
            if !is(&row[x], &open) {
                x += 1;
                continue;
            }
            // `⟨`, then `\`, then up to the closing bracket.
            let reach = row.len().min(x + 3 + LONGEST_ESCAPE);
            let end = (x + 2..reach).find(|&e| is(&row[e], &close));
            match end {
                Some(end) if is(&row[x + 1], "\\") => {
                    for cell in &mut row[x..=end] {
                        let patched = cell.style().patch(style);
                        cell.set_style(patched);
                    }
                    x = end + 1;
                }
                _ => x += 1,
            }
        }
    }
}

/// The columns `skip..skip + take` of `text` (a wide character cut in half is dropped).
pub fn columns(text: &str, skip: usize, take: usize) -> String {
    let mut out = String::new();
    let mut col = 0;
    for c in text.chars() {
        let w = c.width().unwrap_or(0);
        if col >= skip && col + w <= skip + take {
            out.push(c);
        }
        col += w;
        if col >= skip + take {
            break;
        }
    }
    out
}

/// The byte offset of character `n` of `text`, walking from the nearer end (a cursor at the end
/// of a megabyte value costs a count, not a walk).
pub fn char_to_byte(text: &str, n: usize) -> usize {
    let total = text.chars().count();
    if n >= total {
        return text.len();
    }
    if n <= total / 2 {
        text.char_indices().nth(n).map_or(text.len(), |(i, _)| i)
    } else {
        text.char_indices()
            .nth_back(total - 1 - n)
            .map_or(text.len(), |(i, _)| i)
    }
}

/// The largest char boundary `<= at`.
pub fn floor_boundary(text: &str, at: usize) -> usize {
    let mut at = at.min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_respect_characters() {
        assert_eq!(columns("abcdef", 2, 3), "cde");
        assert_eq!(width("a∅b"), 3);
        for n in 0..6 {
            assert_eq!(char_to_byte("a∅b∅c", n), [0, 1, 4, 5, 8, 9][n]);
        }
    }
}
