//! Text for the panes: escaped for the terminal, measured in columns, cut to fit.

use std::borrow::Cow;

use unicode_width::UnicodeWidthChar;

pub use crate::core::cut::head;
use crate::core::escape_for_terminal;
pub use crate::words::width;

/// `text` made safe to draw (every untrusted string passes through here).
pub fn safe(text: &str) -> Cow<'_, str> {
    escape_for_terminal(text)
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
