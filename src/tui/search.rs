//! A `/` search in a list (help, the examples browser): type to filter, Enter or `n`/`N` to
//! move between matches, Esc to clear.

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
        if self.query.is_empty() {
            return true;
        }
        let query = self.query.to_lowercase();
        text.to_lowercase().contains(&query)
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
}
