//! Byte ranges into the texts a resolution works on.

use serde::Serialize;

/// A half-open byte range `start..end` into one text (the base, the reference or a workspace).
///
/// Components are recorded as spans, never as copies, so parsing allocates nothing and a
/// trace of a hundred thousand steps stays small.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
pub struct Span {
    pub start: usize,
    pub end: usize,
}

impl Span {
    pub const EMPTY: Span = Span { start: 0, end: 0 };

    pub const fn new(start: usize, end: usize) -> Self {
        Span { start, end }
    }

    pub const fn len(self) -> usize {
        self.end - self.start
    }

    pub const fn is_empty(self) -> bool {
        self.start == self.end
    }

    /// The text this span covers in `text`.
    #[inline]
    pub fn of(self, text: &str) -> &str {
        &text[self.start..self.end]
    }
}
