//! What a URI's escapes and non-ASCII characters stand for: octets, and the characters those
//! octets may encode.
//!
//! "URL characters may represent octets directly or with escape sequences. Octets may
//! sometimes represent characters in ASCII, or in other character encodings, or sometimes be
//! used to represent data that does not correspond to characters at all." (Larry Masinter's
//! draft in "Re: URLs and internationalization", 26 December 1996, §1.5 "Characters, octets,
//! and encodings".) RFC 2396 §2.1 and RFC 3986 §2.1 say the same: an escape `%XX` is one octet,
//! and which character set the octets encode is not the URI's business. What is read here is
//! whether they form UTF-8 (RFC 3986 §2.5, RFC 3987), and which escapes a normalizer may
//! decode (§2.3, §6.2.2.2) or must keep (§2.2).

use std::ops::Range;

use crate::core::text::percent::escape_at;
use crate::core::vocabulary::span::Span;

/// A run of escapes and non-ASCII characters side by side, and what its octets decode to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OctetRun {
    /// Where the run is in the text.
    pub span: Span,
    /// The octets it stands for: each escape's, and each character's own in UTF-8.
    pub octets: Vec<u8>,
    /// The octets read as UTF-8, one piece per character or per octet that is not UTF-8.
    pub pieces: Vec<Piece>,
}

/// One piece of a run's octets.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Piece {
    /// Its octets, as a range of the run's.
    pub octets: Range<usize>,
    /// What they are.
    pub reading: Reading,
}

/// What a piece's octets are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reading {
    /// A character in UTF-8.
    Utf8 {
        /// The character.
        character: char,
        /// Whether escapes wrote it (else it is written as itself).
        escaped: bool,
        /// What decoding it would do, for an escaped US-ASCII character.
        note: Option<AsciiEscape>,
    },
    /// Octets that are no UTF-8: a lone continuation octet, a sequence cut short, or one
    /// UTF-8 forbids (an overlong form, a surrogate, past U+10FFFF).
    NotUtf8,
}

/// What decoding an escaped US-ASCII character would do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AsciiEscape {
    /// An unreserved character (`%41` is `A`): equivalent written plain, and normalizers decode
    /// it (RFC 3986 §2.3, §6.2.2.2).
    Unreserved,
    /// A reserved character (`%2F` is `/`): decoded, it would delimit where it was data
    /// (RFC 3986 §2.2).
    Reserved,
    /// A character no URI holds plain (`%20`, `%25`): it stays escaped (RFC 3986 §2.1, §2.4).
    NotAllowed,
}

impl AsciiEscape {
    fn of(byte: u8) -> Self {
        match byte {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' => {
                AsciiEscape::Unreserved
            }
            b':' | b'/' | b'?' | b'#' | b'[' | b']' | b'@' | b'!' | b'$' | b'&' | b'\'' | b'('
            | b')' | b'*' | b'+' | b',' | b';' | b'=' => AsciiEscape::Reserved,
            _ => AsciiEscape::NotAllowed,
        }
    }

    /// What it means, with the section that says so.
    pub fn sentence(self) -> &'static str {
        match self {
            AsciiEscape::Unreserved => {
                "an unreserved character: the same URI written plain, and normalizers decode it \
                 (RFC 3986 §2.3, §6.2.2.2)"
            }
            AsciiEscape::Reserved => {
                "a reserved character: decoded, it would delimit where it is data (RFC 3986 §2.2)"
            }
            AsciiEscape::NotAllowed => {
                "a character a URI never holds plain: it stays escaped (RFC 3986 §2.1, §2.4)"
            }
        }
    }
}

/// Every run of escapes and non-ASCII characters in `text`, in order. A `%` not followed by
/// two hexadecimal digits is no escape and ends a run.
pub fn octet_runs(text: &str) -> Vec<OctetRun> {
    let bytes = text.as_bytes();
    let mut runs = Vec::new();
    let mut at = 0;
    while at < bytes.len() {
        if !starts_octet(bytes, at) {
            at += 1;
            continue;
        }
        let start = at;
        // The octets, and for each whether an escape wrote it.
        let mut octets = Vec::new();
        let mut escaped = Vec::new();
        while at < bytes.len() && starts_octet(bytes, at) {
            if let Some(octet) = escape_at(bytes, at) {
                octets.push(octet);
                escaped.push(true);
                at += 3;
            } else {
                // A non-ASCII character: its own UTF-8 octets.
                let len = utf8_len(bytes[at]);
                octets.extend_from_slice(&bytes[at..at + len]);
                escaped.extend(std::iter::repeat_n(false, len));
                at += len;
            }
        }
        let pieces = pieces(&octets, &escaped);
        runs.push(OctetRun {
            span: Span::new(start, at),
            octets,
            pieces,
        });
    }
    runs
}

/// Whether an octet starts at `at`: an escape, or a non-ASCII character.
fn starts_octet(bytes: &[u8], at: usize) -> bool {
    bytes[at] >= 0x80 || escape_at(bytes, at).is_some()
}

/// The length of the UTF-8 sequence a (valid) leading byte begins.
fn utf8_len(lead: u8) -> usize {
    match lead {
        0xF0.. => 4,
        0xE0.. => 3,
        _ => 2,
    }
}

/// The octets read as UTF-8: a piece per character, and a piece per stretch that is not UTF-8,
/// a maximal subpart as the Unicode Standard §3.9 counts them (what a decoder replaces by one
/// U+FFFD).
fn pieces(octets: &[u8], escaped: &[bool]) -> Vec<Piece> {
    let mut pieces = Vec::new();
    let mut at = 0;
    for chunk in octets.utf8_chunks() {
        for character in chunk.valid().chars() {
            let range = at..at + character.len_utf8();
            let escaped = escaped[range.clone()].iter().any(|&e| e);
            let note = (escaped && character.is_ascii()).then(|| AsciiEscape::of(character as u8));
            pieces.push(Piece {
                octets: range.clone(),
                reading: Reading::Utf8 {
                    character,
                    escaped,
                    note,
                },
            });
            at = range.end;
        }
        let invalid = chunk.invalid();
        if !invalid.is_empty() {
            pieces.push(Piece {
                octets: at..at + invalid.len(),
                reading: Reading::NotUtf8,
            });
            at += invalid.len();
        }
    }
    pieces
}

/// Why octets are no UTF-8, in a sentence.
pub const NOT_UTF8: &str = "not UTF-8: these octets encode no character in UTF-8 (RFC 3629 §3); \
     they may be another character set's, or data that is no text";

/// Octets as hexadecimal pairs: `C3 BC`.
pub fn hex_octets(octets: &[u8]) -> String {
    let pairs: Vec<String> = octets.iter().map(|o| format!("{o:02X}")).collect();
    pairs.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn readings(text: &str) -> Vec<(String, Reading)> {
        octet_runs(text)
            .iter()
            .flat_map(|run| {
                run.pieces
                    .iter()
                    .map(|piece| (hex_octets(&run.octets[piece.octets.clone()]), piece.reading))
            })
            .collect()
    }

    #[test]
    fn escapes_and_characters_are_octets_read_as_utf8_where_they_are() {
        let text = "https://bücher.example/D%C3%BCrst?q=%E9";
        let runs = octet_runs(text);
        assert_eq!(runs.len(), 3);
        assert_eq!(&text[runs[0].span.start..runs[0].span.end], "ü");
        assert_eq!(&text[runs[1].span.start..runs[1].span.end], "%C3%BC");
        let ue = |escaped| Reading::Utf8 {
            character: 'ü',
            escaped,
            note: None,
        };
        assert_eq!(
            readings(text),
            [
                ("C3 BC".to_string(), ue(false)),
                ("C3 BC".to_string(), ue(true)),
                ("E9".to_string(), Reading::NotUtf8),
            ]
        );
    }

    #[test]
    fn escaped_ascii_says_what_decoding_it_would_do() {
        let notes: Vec<Option<AsciiEscape>> = readings("%41%2F%20")
            .into_iter()
            .map(|(_, reading)| match reading {
                Reading::Utf8 { note, .. } => note,
                Reading::NotUtf8 => None,
            })
            .collect();
        assert_eq!(
            notes,
            [
                Some(AsciiEscape::Unreserved),
                Some(AsciiEscape::Reserved),
                Some(AsciiEscape::NotAllowed)
            ]
        );
    }

    #[test]
    fn octets_that_are_no_utf8_are_said_so_and_the_rest_still_read() {
        // A cut sequence, then a character; a lone continuation; an overlong `/`; a surrogate.
        assert_eq!(
            readings("%E2%82x%80%C0%AF%ED%A0%80é"),
            [
                ("E2 82".to_string(), Reading::NotUtf8),
                ("80".to_string(), Reading::NotUtf8),
                ("C0".to_string(), Reading::NotUtf8),
                ("AF".to_string(), Reading::NotUtf8),
                ("ED".to_string(), Reading::NotUtf8),
                ("A0".to_string(), Reading::NotUtf8),
                ("80".to_string(), Reading::NotUtf8),
                (
                    "C3 A9".to_string(),
                    Reading::Utf8 {
                        character: 'é',
                        escaped: false,
                        note: None
                    }
                ),
            ]
        );
        // A `%` without two hex digits is no escape.
        assert!(octet_runs("100%").is_empty());
        assert!(octet_runs("%G1%4").is_empty());
    }
}
