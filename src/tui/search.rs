//! A `/` search in a list (help, the examples browser): type to filter, Enter or `n`/`N` to
//! move between matches, Esc to clear.

use std::ops::Range;

use ratatui::style::Style;
use ratatui::text::Span;

use crate::tui::symbols;

/// The search of one overlay.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Search {
    /// What is searched for; empty when no search is active.
    pub query: String,
    /// The query is being typed: printable keys go to it.
    pub typing: bool,
}

impl Search {
    /// Is a filter in force (typed, or being typed)?
    pub fn active(&self) -> bool {
        self.typing || !self.query.is_empty()
    }

    /// Does `text` match the query? Case-insensitive; everything matches an empty query.
    pub fn matches(&self, text: &str) -> bool {
        self.query.is_empty() || !self.found_in(text).is_empty()
    }

    /// Where the query is in `text`, as byte ranges that do not overlap, leftmost first; the
    /// same comparison as [`Search::matches`] (each character compared by its lowercase form).
    pub fn found_in(&self, text: &str) -> Vec<Range<usize>> {
        let query: Vec<char> = self.query.chars().map(fold).collect();
        let mut found = Vec::new();
        if query.is_empty() {
            return found;
        }
        let chars: Vec<(usize, char)> = text.char_indices().collect();
        let mut i = 0;
        while i + query.len() <= chars.len() {
            let window = &chars[i..i + query.len()];
            if window.iter().zip(&query).all(|(&(_, c), &q)| fold(c) == q) {
                let end = chars.get(i + query.len()).map_or(text.len(), |&(at, _)| at);
                found.push(chars[i].0..end);
                i += query.len();
            } else {
                i += 1;
            }
        }
        found
    }

    /// `spans` with every occurrence of the query drawn in `style` on top of its own (within one
    /// span: a match across two spans is not marked).
    pub fn highlight(&self, spans: Vec<Span<'static>>, style: Style) -> Vec<Span<'static>> {
        if self.query.is_empty() {
            return spans;
        }
        let mut out = Vec::with_capacity(spans.len());
        for span in spans {
            let found = self.found_in(&span.content);
            if found.is_empty() {
                out.push(span);
                continue;
            }
            let text = span.content.as_ref();
            let mut at = 0;
            for range in found {
                if at < range.start {
                    out.push(Span::styled(text[at..range.start].to_string(), span.style));
                }
                out.push(Span::styled(
                    text[range.clone()].to_string(),
                    span.style.patch(style),
                ));
                at = range.end;
            }
            if at < text.len() {
                out.push(Span::styled(text[at..].to_string(), span.style));
            }
        }
        out
    }

    pub fn start(&mut self) {
        self.typing = true;
    }

    pub fn push(&mut self, c: char) {
        self.query.push(c);
    }

    pub fn backspace(&mut self) {
        self.query.pop();
    }

    pub fn clear(&mut self) {
        *self = Search::default();
    }

    /// What the overlay's title shows: `/query` while typing or filtering.
    pub fn prompt(&self) -> Option<String> {
        self.active().then(|| {
            let cursor = if self.typing {
                symbols::SEARCH_CURSOR.glyph
            } else {
                ""
            };
            format!("/{}{cursor}", self.query)
        })
    }
}

/// A character as the search compares it: its lowercase form (the first character of it, so
/// that a match in the lowercase text is a match of as many characters in the text itself).
fn fold(c: char) -> char {
    c.to_lowercase().next().unwrap_or(c)
}

/// The index after (`forward`) or before `at` among `matches` (sorted), wrapping around; `None`
/// when nothing matches.
pub fn next_match(matches: &[usize], at: usize, forward: bool) -> Option<usize> {
    if forward {
        matches
            .iter()
            .copied()
            .find(|&i| i > at)
            .or(matches.first().copied())
    } else {
        matches
            .iter()
            .rev()
            .copied()
            .find(|&i| i < at)
            .or(matches.last().copied())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn case_insensitive_and_wraps() {
        let mut s = Search::default();
        assert!(s.matches("anything"));
        s.push('R');
        s.push('f');
        assert!(s.matches("rfc 3986"));
        assert!(!s.matches("whatwg"));
        assert_eq!(next_match(&[2, 5, 9], 5, true), Some(9));
        assert_eq!(next_match(&[2, 5, 9], 9, true), Some(2));
        assert_eq!(next_match(&[2, 5, 9], 2, false), Some(9));
        assert_eq!(next_match(&[], 0, true), None);
    }

    #[test]
    fn finds_every_occurrence_by_byte_range() {
        let mut s = Search::default();
        "AB".chars().for_each(|c| s.push(c));
        assert_eq!(s.found_in("xab·Ab abab"), vec![1..3, 5..7, 8..10, 10..12]);
        // `İ` lowercases to two characters; compared by the first, it stays one character.
        s.clear();
        s.push('i');
        assert_eq!(s.found_in("İx"), vec![0..2]);
        let spans = s.highlight(vec![Span::raw("İxi")], Style::new().bold());
        let texts: Vec<&str> = spans.iter().map(|s| s.content.as_ref()).collect();
        assert_eq!(texts, ["İ", "x", "i"]);
        assert_eq!(spans[0].style, Style::new().bold());
        assert_eq!(spans[1].style, Style::new());
    }
}
