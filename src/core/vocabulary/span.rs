//! Byte ranges into the texts a resolution works on.

/// A half-open byte range `start..end` into one text (the base, the reference or a workspace).
///
/// Components are recorded as spans, never as copies, so parsing allocates nothing and a
/// trace of a hundred thousand steps stays small.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Span {
    /// The first byte.
    pub start: usize,
    /// The byte after the last.
    pub end: usize,
}

impl Span {
    /// The empty range at 0.
    pub const EMPTY: Span = Span { start: 0, end: 0 };

    /// The range `start..end`.
    pub const fn new(start: usize, end: usize) -> Self {
        Span { start, end }
    }

    /// Its length in bytes.
    pub const fn len(self) -> usize {
        self.end - self.start
    }

    /// Is it empty?
    pub const fn is_empty(self) -> bool {
        self.start == self.end
    }

    /// The text this span covers in `text`.
    #[inline]
    pub fn of(self, text: &str) -> &str {
        &text[self.start..self.end]
    }
}
