//! Word wrapping for the human outputs: long sentences (decisions, warnings, where
//! specifications part) under a column, escaped first.

use std::io::{self, Write};

use crate::core::text::escape::terminal::escape_for_terminal;
pub use crate::words::width;

/// The width the human outputs wrap their sentences to.
pub const LINE_WIDTH: usize = 100;

/// Writes `text`, escaped and word-wrapped to [`LINE_WIDTH`] columns: the first line starts with
/// `first`, the others are indented to line up under its end.
pub fn write_wrapped(out: &mut impl Write, first: &str, text: &str) -> io::Result<()> {
    write_wrapped_safe(out, first, &escape_for_terminal(text))
}

/// [`write_wrapped`] for a text that is safe already: escaped where it came from (a WHATWG
/// act's words), so escaping it again would double its backslashes.
pub fn write_wrapped_safe(out: &mut impl Write, first: &str, text: &str) -> io::Result<()> {
    let rest = " ".repeat(width(first));
    let mut line = first.to_string();
    let mut line_len = width(first);
    let mut empty = true;
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        let len = width(word);
        if !empty && line_len + 1 + len > LINE_WIDTH {
            writeln!(out, "{line}")?;
            line.clone_from(&rest);
            line_len = rest.len();
            empty = true;
        }
        if !empty {
            line.push(' ');
            line_len += 1;
        }
        line.push_str(word);
        line_len += len;
        empty = false;
    }
    writeln!(out, "{line}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_text_wraps_under_its_first_line() {
        let mut out = Vec::new();
        let text = "word ".repeat(40);
        write_wrapped(&mut out, "  - ", &text).unwrap();
        let out = String::from_utf8(out).unwrap();
        let lines: Vec<&str> = out.lines().collect();
        assert!(lines.len() > 1);
        assert!(lines.iter().all(|l| l.chars().count() <= LINE_WIDTH));
        assert!(lines[0].starts_with("  - word"));
        assert!(lines[1].starts_with("    word"));
    }
}
