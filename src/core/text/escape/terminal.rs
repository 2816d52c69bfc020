//! The one rule for showing untrusted text on a terminal.
//!
//! Anything typed, pasted, read from argv or stdin can hold escape sequences (`ESC ] 52` writes
//! the clipboard, `ESC [ 2 J` clears the screen), bidi controls that reorder what is shown, or
//! characters that show nothing and so hide a difference (tag characters can carry a whole hidden
//! sentence). Every such character is replaced by a visible escape before the text reaches a
//! terminal, in every output: results, tables, messages, clap's errors, the explorer's panes and
//! the panic line. `--json` escapes the same set as `\uXXXX`.
//!
//! # Which characters are escaped
//!
//! A character is *invisible* ([`is_invisible`]) when Unicode's own tables say so; nothing here is
//! a hand-kept list except U+2800. The tables are ICU4X's (`icu_properties`, its compiled data
//! for Unicode 18.0, as the `icu_properties_data` 2.4 README states):
//!
//! - **General_Category `C*` (Other)**: `Cc` (C0, DEL, C1), `Cf` (format: bidi controls, zero-width
//!   characters, U+00AD, U+0600, U+1D173, tag characters, U+FEFF...), `Co` (private use: no
//!   meaning in Unicode, drawn as whatever a font puts there, which can imitate any character),
//!   `Cn` (unassigned, noncharacters included: no glyph, and a terminal with newer tables may draw
//!   something). `Cs` cannot occur in a Rust `char`.
//! - **General_Category `Z*` (Separator) except U+0020**: `Zl` and `Zp` (U+2028, U+2029) break lines
//!   in some renderers; every `Zs` other than the ASCII space (U+00A0, U+2000–U+200A, U+3000...)
//!   looks exactly like a space or like nothing, so `a b` would not tell which one was typed.
//! - **Default_Ignorable_Code_Point**: the characters Unicode says to draw as nothing when not
//!   supported: U+034F, Hangul fillers U+115F, U+1160, U+3164, U+FFA0, U+17B4–U+17B5,
//!   U+180B–U+180F, variation selectors U+FE00–U+FE0F and U+E0100–U+E01EF, the whole block
//!   U+E0000–U+E0FFF...
//! - **U+2800 BRAILLE PATTERN BLANK**: a braille cell with no dots, blank by definition, yet `So`
//!   and not default-ignorable: the one character named here.
//!
//! Combining marks (`Mn`, `Me`) stay as they are: they are drawn on the character before them,
//! which is visible. The ASCII space stays a space (at the end of a line it shows nothing, but it
//! cannot be mistaken for another character).
//!
//! # How they are shown
//!
//! `\` itself is shown as `\\`; U+0009, U+000A, U+000D as `\t`, `\n`, `\r`; the other ASCII
//! controls as `\x` and two lowercase hex digits (`\x1b`, `\x7f`); every other invisible character
//! as `\u{…}` with its code point in lowercase hex (`\u{202e}`, `\u{e0041}`). Everything else is
//! itself. As every `\` in the output starts exactly one of these forms, the output reads back
//! to exactly one input: the text `g\x1b` is shown `g\\x1b`, `g` + ESC is shown `g\x1b`.
//! [`escape_bytes`] extends the rule to bytes that are not UTF-8 (argv): each such byte is
//! `\x` and its two hex digits, always `\x80` or above, a form the text rule never writes.

use std::borrow::Cow;
use std::fmt::Write;

use icu_properties::props::{DefaultIgnorableCodePoint, GeneralCategory, GeneralCategoryGroup};
use icu_properties::{
    CodePointMapData, CodePointMapDataBorrowed, CodePointSetData, CodePointSetDataBorrowed,
};

static GENERAL_CATEGORY: CodePointMapDataBorrowed<'static, GeneralCategory> =
    CodePointMapData::new();
static DEFAULT_IGNORABLE: CodePointSetDataBorrowed<'static> =
    CodePointSetData::new::<DefaultIgnorableCodePoint>();

/// The one character outside the tables above whose glyph is blank by definition.
const BRAILLE_BLANK: char = '\u{2800}';

/// Is `c` invisible, or does it change how other text is shown? (See the module documentation
/// for the exact set and why.) `\` is not invisible, but [`needs_escape`] too.
pub fn is_invisible(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_control();
    }
    let category = GENERAL_CATEGORY.get(c);
    GeneralCategoryGroup::Other.contains(category)
        || GeneralCategoryGroup::Separator.contains(category)
        || DEFAULT_IGNORABLE.contains(c)
        || c == BRAILLE_BLANK
}

/// Is `c` shown as an escape: an invisible character, or the `\` that starts every escape.
pub fn needs_escape(c: char) -> bool {
    match c {
        '\\' => true,
        ' '..='~' => false,
        c => is_invisible(c),
    }
}

/// `text` with every invisible character (and `\`) shown as its escape (`\\`, `\t`, `\n`,
/// `\r`, `\x1b`, `\u{202e}`...). Borrowed when nothing needs escaping, the common case.
pub fn escape_for_terminal(text: &str) -> Cow<'_, str> {
    rewritten(text, needs_escape, push_escaped)
}

/// `text` with each character from the first that `needs` picks on written by `push` (which
/// writes a character it leaves alone as itself); borrowed when `needs` picks none.
pub fn rewritten(
    text: &str,
    needs: impl Fn(char) -> bool,
    push: impl Fn(&mut String, char),
) -> Cow<'_, str> {
    let Some(first) = text.find(needs) else {
        return Cow::Borrowed(text);
    };
    let mut out = String::with_capacity(text.len() + 16);
    out.push_str(&text[..first]);
    for c in text[first..].chars() {
        push(&mut out, c);
    }
    Cow::Owned(out)
}

/// Appends `c` to `out`, as its escape if it [`needs_escape`].
pub fn push_escaped(out: &mut String, c: char) {
    match c {
        '\\' => out.push_str("\\\\"),
        '\t' => out.push_str("\\t"),
        '\n' => out.push_str("\\n"),
        '\r' => out.push_str("\\r"),
        c if c.is_ascii_control() => {
            let _ = write!(out, "\\x{:02x}", c as u32);
        }
        c if needs_escape(c) => {
            let _ = write!(out, "\\u{{{:x}}}", c as u32);
        }
        c => out.push(c),
    }
}

/// `bytes` (an argument of the command line, say) shown by the same rule: its UTF-8 text
/// escaped as by [`escape_for_terminal`], each byte that is not part of valid UTF-8 as `\x` and
/// two hex digits (`\xff`).
pub fn escape_bytes(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() + 16);
    for chunk in bytes.utf8_chunks() {
        out.push_str(&escape_for_terminal(chunk.valid()));
        for byte in chunk.invalid() {
            let _ = write!(out, "\\x{byte:02x}");
        }
    }
    out
}

#[cfg(test)]
mod examples {
    use super::*;

    #[test]
    fn plain_text_is_borrowed() {
        assert!(matches!(
            escape_for_terminal("http://a/b?c#d é 中 😀"),
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

    #[test]
    fn a_typed_escape_and_the_real_character_differ() {
        assert_eq!(escape_for_terminal("g\\x1b"), "g\\\\x1b");
        assert_eq!(escape_for_terminal("g\x1b"), "g\\x1b");
    }

    #[test]
    fn bytes_that_are_not_utf8_are_shown_as_hex() {
        assert_eq!(escape_bytes(b"g\xff\x1b\\\xc3"), "g\\xff\\x1b\\\\\\xc3");
        assert_eq!(escape_bytes("é\u{e0041}".as_bytes()), "é\\u{e0041}");
    }
}
