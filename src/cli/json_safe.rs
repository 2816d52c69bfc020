//! JSON that is safe on a terminal: the escaping rule of [`crate::core::text::escape`] applied to JSON
//! strings.
//!
//! serde_json escapes `"`, `\` and the C0 controls, but writes DEL, C1 controls, bidi controls,
//! tag characters and every other invisible character raw. [`TerminalSafe`] escapes exactly the
//! characters the terminal rule shows as escapes ([`is_invisible`]) as `\uXXXX` (a surrogate pair
//! beyond the BMP), so JSON that lands on a terminal cannot reorder or hide text, stays valid JSON,
//! and a JSON parser reads back the exact strings.

use std::io::{self, Write};

use serde_json::ser::Formatter;

use crate::core::text::escape::terminal::is_invisible;

/// The first character of `text` that [`is_invisible`], and where: printable ASCII, most of
/// any output, is passed over a byte at a time without decoding.
fn first_invisible(text: &str) -> Option<(usize, char)> {
    let bytes = text.as_bytes();
    let mut at = 0;
    while at < bytes.len() {
        if (0x20..0x7f).contains(&bytes[at]) {
            at += 1;
            continue;
        }
        let c = text[at..].chars().next()?;
        if is_invisible(c) {
            return Some((at, c));
        }
        at += c.len_utf8();
    }
    None
}

/// Appends `text` to `out` as a JSON string, escaped exactly as serde_json and
/// [`TerminalSafe`] together escape it (`\"`, `\\`, the short escapes of JSON, `\u00XX` for
/// the other C0 controls, `\uXXXX` for every other [`is_invisible`] character), in one pass:
/// for documents written by hand where serde_json's many small writes would cost more than the
/// rest of the work (`links --json`).
pub fn push_string(out: &mut Vec<u8>, text: &str) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    let bytes = text.as_bytes();
    out.push(b'"');
    let (mut run, mut at) = (0, 0);
    while at < bytes.len() {
        let byte = bytes[at];
        if (0x20..0x7f).contains(&byte) && byte != b'"' && byte != b'\\' {
            at += 1;
            continue;
        }
        let c = text[at..].chars().next().expect("at a character boundary");
        let len = c.len_utf8();
        let short = match c {
            '"' => Some(b'"'),
            '\\' => Some(b'\\'),
            '\u{8}' => Some(b'b'),
            '\u{c}' => Some(b'f'),
            '\n' => Some(b'n'),
            '\r' => Some(b'r'),
            '\t' => Some(b't'),
            _ => None,
        };
        if short.is_some() || is_invisible(c) {
            out.extend_from_slice(&bytes[run..at]);
            if let Some(short) = short {
                out.extend_from_slice(&[b'\\', short]);
            } else {
                let mut units = [0u16; 2];
                for &unit in c.encode_utf16(&mut units).iter() {
                    out.extend_from_slice(b"\\u");
                    out.extend(
                        (0..4)
                            .rev()
                            .map(|digit| HEX[usize::from((unit >> (4 * digit)) & 0xf)]),
                    );
                }
            }
            run = at + len;
        }
        at += len;
    }
    out.extend_from_slice(&bytes[run..]);
    out.push(b'"');
}

/// A serde_json formatter (pretty or compact) that also escapes, inside strings and keys, every
/// character that [`is_invisible`] and serde_json leaves raw.
pub struct TerminalSafe<F>(pub F);

impl<F: Formatter> Formatter for TerminalSafe<F> {
    fn write_string_fragment<W: ?Sized + Write>(
        &mut self,
        writer: &mut W,
        fragment: &str,
    ) -> io::Result<()> {
        // serde_json has already escaped `"`, `\` and C0 controls out of the fragment.
        let mut rest = fragment;
        while let Some((at, c)) = first_invisible(rest) {
            writer.write_all(&rest.as_bytes()[..at])?;
            let mut units = [0u16; 2];
            for unit in c.encode_utf16(&mut units) {
                write!(writer, "\\u{unit:04x}")?;
            }
            rest = &rest[at + c.len_utf8()..];
        }
        writer.write_all(rest.as_bytes())
    }

    // The layout is the inner formatter's: these are the methods PrettyFormatter overrides.
    fn begin_array<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.begin_array(w)
    }
    fn end_array<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.end_array(w)
    }
    fn begin_array_value<W: ?Sized + Write>(&mut self, w: &mut W, first: bool) -> io::Result<()> {
        self.0.begin_array_value(w, first)
    }
    fn end_array_value<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.end_array_value(w)
    }
    fn begin_object<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.begin_object(w)
    }
    fn end_object<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.end_object(w)
    }
    fn begin_object_key<W: ?Sized + Write>(&mut self, w: &mut W, first: bool) -> io::Result<()> {
        self.0.begin_object_key(w, first)
    }
    fn begin_object_value<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.begin_object_value(w)
    }
    fn end_object_value<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.end_object_value(w)
    }
}

#[cfg(test)]
mod tests {
    use serde::Serialize;
    use serde_json::ser::{CompactFormatter, PrettyFormatter};

    use super::*;

    fn to_json(value: &impl Serialize, pretty: bool) -> String {
        let mut out = Vec::new();
        if pretty {
            let formatter = TerminalSafe(PrettyFormatter::new());
            value
                .serialize(&mut serde_json::Serializer::with_formatter(
                    &mut out, formatter,
                ))
                .unwrap();
        } else {
            let formatter = TerminalSafe(CompactFormatter);
            value
                .serialize(&mut serde_json::Serializer::with_formatter(
                    &mut out, formatter,
                ))
                .unwrap();
        }
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn invisible_characters_are_escaped_and_the_json_still_parses() {
        let value = serde_json::json!({ "s\u{202e}": "a\u{202e}b\u{7f}c\u{85}d\u{200b}e\x1bf é" });
        let json = to_json(&value, false);
        assert_eq!(
            json,
            "{\"s\\u202e\":\"a\\u202eb\\u007fc\\u0085d\\u200be\\u001bf é\"}"
        );
        let back: serde_json::Value = serde_json::from_str(&json).unwrap();
        assert_eq!(back, value);
        let pretty = to_json(&value, true);
        assert_eq!(
            pretty,
            format!(
                "{{\n  {}\n}}",
                &json[1..json.len() - 1].replace("\":", "\": ")
            )
        );
    }

    #[test]
    fn beyond_the_bmp_an_escape_is_a_surrogate_pair() {
        assert_eq!(to_json(&"g\u{e0041}", false), "\"g\\udb40\\udc41\"");
        assert_eq!(to_json(&"\u{1d173}", false), "\"\\ud834\\udd73\"");
        assert_eq!(to_json(&"😀", false), "\"😀\"");
    }

    fn pushed(text: &str) -> String {
        let mut out = Vec::new();
        push_string(&mut out, text);
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn a_string_pushed_is_what_serde_json_writes_with_the_terminal_rule() {
        for text in [
            "",
            "plain",
            "q\"b\\s\u{8}\u{c}\n\r\t\u{1}\u{1f}",
            "a\u{202e}b\u{7f}c\u{85}d\u{200b}e\x1bf é",
            "g\u{e0041}😀\u{1d173}",
        ] {
            assert_eq!(pushed(text), to_json(&text, false), "{text:?}");
        }
        let every: String = crate::sweeps::scalar_values().collect();
        assert_eq!(pushed(&every), to_json(&every, false));
    }

    /// Every scalar value: written raw exactly when the terminal rule shows it as itself (JSON's
    /// own `"` and `\` aside), escaped otherwise, and read back exactly.
    #[test]
    fn every_character_is_escaped_exactly_when_the_terminal_rule_escapes_it() {
        let mut text = String::new();
        for c in crate::sweeps::scalar_values() {
            let json = to_json(&c.to_string(), false);
            let inner = &json[1..json.len() - 1];
            let escaped = c == '"' || c == '\\' || is_invisible(c);
            assert_eq!(
                inner != c.to_string(),
                escaped,
                "U+{:04X}: {json}",
                c as u32
            );
            assert!(!inner.chars().any(is_invisible), "U+{:04X}", c as u32);
            text.push(c);
        }
        // All of Unicode in one string reads back exactly.
        let json = to_json(&text, false);
        assert!(!json.chars().any(is_invisible));
        assert_eq!(serde_json::from_str::<String>(&json).unwrap(), text);
    }
}
