//! What every layer's unit tests assert of a text they drew or wrote.

/// Asserts that `text` holds each of `parts`, showing the whole text where one is missing.
#[track_caller]
pub(crate) fn assert_shows(text: &str, parts: &[&str]) {
    for part in parts {
        assert!(text.contains(part), "no {part:?} in:\n{text}");
    }
}
