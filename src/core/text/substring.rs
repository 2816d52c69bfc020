//! A part of a text that a profile's step may have rewritten: borrowed from the input while the
//! text is, copied once it is not, so a record's fields need no store of their own.

use std::borrow::Cow;
use std::ops::Range;

/// `text[range]`, borrowed for as long as `text` is borrowed.
pub(crate) fn substring<'a>(text: &Cow<'a, str>, range: Range<usize>) -> Cow<'a, str> {
    match text {
        Cow::Borrowed(text) => Cow::Borrowed(&text[range]),
        Cow::Owned(text) => Cow::Owned(text[range].to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_borrowed_text_gives_borrowed_parts() {
        let input = String::from("http://a/b");
        let borrowed = Cow::Borrowed(input.as_str());
        assert!(matches!(substring(&borrowed, 7..8), Cow::Borrowed("a")));
        let owned: Cow<'_, str> = Cow::Owned(input.clone());
        assert!(matches!(substring(&owned, 8..10), Cow::Owned(part) if part == "/b"));
    }
}
