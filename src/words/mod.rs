//! What the command line and the explorer both say, written once: text measured in terminal
//! columns. Neither front end imports the other; both read this layer and the core.

use unicode_width::UnicodeWidthChar;

pub mod findings;
pub mod mapping_text;
pub mod normalization_text;
// The quiz is in the explorer, and its command with it.
#[cfg(feature = "tui")]
pub mod quiz_text;
pub mod snippet;
pub mod trace_text;
pub mod wrap;

/// The width of `text` in terminal columns: a wide character such as `中` takes two, a combining
/// mark none. Control characters count 0: they are escaped before they are shown.
pub fn width(text: &str) -> usize {
    text.chars().map(|c| c.width().unwrap_or(0)).sum()
}
