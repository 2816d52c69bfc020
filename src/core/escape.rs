//! Making untrusted text safe to show on a terminal.
//!
//! Anything typed, pasted, read from argv or stdin can hold escape sequences (`ESC ] 52` writes
//! the clipboard, `ESC [ 2 J` clears the screen), bidi overrides that reorder what is shown, or
//! zero-width characters that hide a difference. Every such character is replaced by a visible
//! escape before the text reaches the terminal.

use std::borrow::Cow;
use std::fmt::Write;

/// Is `c` a format character that changes how neighbouring text is shown, or shows nothing:
/// bidi embeddings, overrides and isolates, marks, zero-width characters, line separators.
pub fn is_invisible(c: char) -> bool {
    matches!(
        c,
        '\u{00AD}'                  // soft hyphen
            | '\u{061C}'            // Arabic letter mark
            | '\u{180E}'            // Mongolian vowel separator
            | '\u{200B}'..='\u{200F}' // zero-width space/joiners, LRM, RLM
            | '\u{2028}'..='\u{202E}' // line/paragraph separators, bidi embeddings and overrides
            | '\u{2060}'..='\u{2064}' // word joiner, invisible operators
            | '\u{2066}'..='\u{2069}' // bidi isolates
            | '\u{206A}'..='\u{206F}' // deprecated format characters
            | '\u{FEFF}'            // zero-width no-break space (BOM)
            | '\u{FFF9}'..='\u{FFFB}' // interlinear annotation
    )
}

/// Does `c` need escaping before it is written to a terminal?
pub fn needs_escape(c: char) -> bool {
    c.is_control() || is_invisible(c)
}

/// `text` with every control character (C0, DEL, C1), bidi control and zero-width character
/// replaced by a visible escape: `\t`, `\n`, `\r`, `\x1b`, `\u{202e}`. Borrowed when nothing needs
/// escaping, which is the common case.
pub fn escape_for_terminal(text: &str) -> Cow<'_, str> {
    if !text.chars().any(needs_escape) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 16);
    for c in text.chars() {
        push_escaped(&mut out, c);
    }
    Cow::Owned(out)
}

/// Appends `c` to `out`, escaped if it needs to be.
pub fn push_escaped(out: &mut String, c: char) {
    match c {
        '\t' => out.push_str("\\t"),
        '\n' => out.push_str("\\n"),
        '\r' => out.push_str("\\r"),
        c if (c as u32) < 0x80 && c.is_control() => {
            let _ = write!(out, "\\x{:02x}", c as u32);
        }
        c if needs_escape(c) => {
            let _ = write!(out, "\\u{{{:x}}}", c as u32);
        }
        c => out.push(c),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_text_is_borrowed() {
        assert!(matches!(
            escape_for_terminal("http://a/b?c#d é"),
            Cow::Borrowed(_)
        ));
    }

    #[test]
    fn controls_bidi_and_zero_width_become_visible() {
        assert_eq!(
            escape_for_terminal("a\x1b]52;c;aGk=\x07b"),
            "a\\x1b]52;c;aGk=\\x07b"
        );
        assert_eq!(escape_for_terminal("a\u{202e}b"), "a\\u{202e}b");
        assert_eq!(
            escape_for_terminal("a\u{200b}b\u{85}"),
            "a\\u{200b}b\\u{85}"
        );
        assert_eq!(escape_for_terminal("\t\r\n\x7f"), "\\t\\r\\n\\x7f");
    }
}
