//! A long text shown by its ends: the one way every reader cuts (a trace's quoted values, the
//! command line's table, the explorer's Markdown cells and panes), so a megabyte input keeps a
//! screen's worth of words.

/// At most `max` bytes of `text` from its start, cut at a character boundary.
pub fn head(text: &str, max: usize) -> &str {
    if text.len() <= max {
        return text;
    }
    let mut end = max;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    &text[..end]
}

/// At most `max` bytes of `text` ending at its end, cut at a character boundary.
pub fn tail(text: &str, max: usize) -> &str {
    if text.len() <= max {
        return text;
    }
    let mut start = text.len() - max;
    while !text.is_char_boundary(start) {
        start += 1;
    }
    &text[start..]
}

/// `text` whole when it is at most `max` bytes, else its two ends (`max / 2` bytes each, at
/// character boundaries), for a reader to join with `…`.
pub fn ends(text: &str, max: usize) -> (&str, Option<&str>) {
    if text.len() <= max {
        (text, None)
    } else {
        (head(text, max / 2), Some(tail(text, max / 2)))
    }
}

/// Texts up to this many bytes are quoted whole in a message; a longer one keeps its two ends,
/// so that a message stays a line whatever the input (an error once echoed a path of 300,000
/// `..` segments whole, 900 KB).
pub const QUOTED_IN_MESSAGES: usize = 120;

/// A text as a message (an error) quotes it: in backticks, whole, or its two ends around `…`
/// then its length: `` `aaa…bbb` (900000 bytes) ``. Not escaped: a message is escaped where
/// it is printed.
pub struct InBackticks<'a>(pub &'a str);

impl std::fmt::Display for InBackticks<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match ends(self.0, QUOTED_IN_MESSAGES) {
            (whole, None) => write!(f, "`{whole}`"),
            (head, Some(tail)) => write!(f, "`{head}…{tail}` ({} bytes)", self.0.len()),
        }
    }
}

/// Texts up to this many bytes are quoted whole; a longer one keeps its two ends, so that the
/// words of a trace of a megabyte input stay short.
pub const SHOWN_TEXT: usize = 60;

/// A text in double quotes as a trace shows it: every invisible character (and `"`, `\\`)
/// escaped, its middle left out when it is longer than [`SHOWN_TEXT`] bytes:
/// `"aaa…bbb" (200 bytes)`.
pub struct Quoted<'a>(pub &'a str);

impl std::fmt::Display for Quoted<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let text = self.0;
        f.write_str("\"")?;
        match ends(text, SHOWN_TEXT) {
            (whole, None) => {
                write_escaped(f, whole)?;
                f.write_str("\"")
            }
            (head, Some(tail)) => {
                write_escaped(f, head)?;
                f.write_str("…")?;
                write_escaped(f, tail)?;
                write!(f, "\" ({} bytes)", text.len())
            }
        }
    }
}

fn write_escaped(f: &mut std::fmt::Formatter<'_>, text: &str) -> std::fmt::Result {
    for piece in text.split_inclusive('"') {
        match piece.strip_suffix('"') {
            Some(before) => {
                f.write_str(&crate::core::text::escape::terminal::escape_for_terminal(
                    before,
                ))?;
                f.write_str("\\\"")?;
            }
            None => f.write_str(&crate::core::text::escape::terminal::escape_for_terminal(
                piece,
            ))?,
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cuts_fall_between_characters() {
        assert_eq!(head("aé", 2), "a");
        assert_eq!(tail("éa", 2), "a");
        assert_eq!(ends("abc", 3), ("abc", None));
        assert_eq!(ends("aébcdéf", 6), ("aé", Some("éf")));
        assert_eq!(ends("aébcdéf", 4), ("a", Some("f")));
    }

    #[test]
    fn quoted_texts_are_escaped_and_keep_their_ends() {
        assert_eq!(Quoted("a\"b\u{7}").to_string(), r#""a\"b\x07""#);
        let long = format!("{}{}", "a".repeat(100), "é".repeat(50));
        let quoted = Quoted(&long).to_string();
        assert!(
            quoted.starts_with("\"aaaa") && quoted.ends_with("éé\" (200 bytes)"),
            "{quoted}"
        );
    }
}
