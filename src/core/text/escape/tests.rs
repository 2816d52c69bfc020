//! The one escaping rule: every invisible character is shown as an escape, `\` as `\\`, and the
//! escaped text reads back to exactly one input, checked over all of Unicode against a test-only
//! inverse. `tests/escaping.rs` checks the real binary in every output mode a user meets.

use proptest::prelude::*;

use super::terminal::escape_bytes;
use super::terminal::escape_for_terminal;
use super::terminal::is_invisible;
use super::terminal::needs_escape;
use super::terminal::push_escaped;

/// The inverse of the rule, strict: only the forms the rule writes are accepted (`\x` only for
/// ASCII controls other than tab, line feed and carriage return; `\u{…}` only for the other
/// characters that need escaping, in lowercase hex without leading zeros).
fn unescape(text: &str) -> Result<String, String> {
    let mut out = String::new();
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            if needs_escape(c) {
                return Err(format!("raw U+{:04X}", c as u32));
            }
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('\\') => out.push('\\'),
            Some('t') => out.push('\t'),
            Some('n') => out.push('\n'),
            Some('r') => out.push('\r'),
            Some('x') => {
                let hex: String = chars.by_ref().take(2).collect();
                let c = u8::from_str_radix(&hex, 16)
                    .ok()
                    .filter(|_| hex.len() == 2 && hex == hex.to_lowercase())
                    .map(char::from)
                    .ok_or(format!("bad \\x{hex}"))?;
                if !c.is_ascii_control() || matches!(c, '\t' | '\n' | '\r') {
                    return Err(format!("\\x{hex} is not the form for U+{:04X}", c as u32));
                }
                out.push(c);
            }
            Some('u') => {
                if chars.next() != Some('{') {
                    return Err("\\u without {".into());
                }
                let hex: String = chars.by_ref().take_while(|&c| c != '}').collect();
                let c = u32::from_str_radix(&hex, 16)
                    .ok()
                    .filter(|_| hex == format!("{:x}", u32::from_str_radix(&hex, 16).unwrap()))
                    .and_then(char::from_u32)
                    .ok_or(format!("bad \\u{{{hex}}}"))?;
                if !needs_escape(c) || c.is_ascii() {
                    return Err(format!(
                        "\\u{{{hex}}} is not the form for U+{:04X}",
                        c as u32
                    ));
                }
                out.push(c);
            }
            other => return Err(format!("\\ followed by {other:?}")),
        }
    }
    Ok(out)
}

/// The escape a test expects for a non-ASCII invisible character.
fn u_escape(c: char) -> String {
    format!("\\u{{{:x}}}", c as u32)
}

#[test]
fn every_scalar_value_is_shown_visibly_and_reads_back() {
    let all: String = crate::sweeps::scalar_values().collect();
    let shown = escape_for_terminal(&all);
    assert!(!shown.chars().any(is_invisible));
    assert_eq!(unescape(&shown).as_deref(), Ok(all.as_str()));
    // Each character is either itself or an ASCII escape that starts with `\`.
    let mut one = String::new();
    for c in all.chars() {
        one.clear();
        push_escaped(&mut one, c);
        let itself = one.len() == c.len_utf8() && one.starts_with(c);
        assert_eq!(!itself, needs_escape(c), "U+{:04X}", c as u32);
        assert!(itself || (one.starts_with('\\') && one.is_ascii()), "{one}");
    }
}

/// The characters the issue lists, each class in full: all must be escaped as `\u{…}` (or as the
/// short ASCII forms for C0 and DEL).
#[test]
fn the_listed_invisible_characters_are_escaped() {
    let ranges: &[(u32, u32, &str)] = &[
        (0x00, 0x1F, "C0"),
        (0x7F, 0x7F, "DEL"),
        (0x80, 0x9F, "C1"),
        (0x061C, 0x061C, "Arabic letter mark"),
        (0x200E, 0x200F, "LRM, RLM"),
        (0x202A, 0x202E, "bidi embeddings and overrides"),
        (0x2066, 0x2069, "bidi isolates"),
        (0x200B, 0x200D, "zero-width space and joiners"),
        (0xFEFF, 0xFEFF, "BOM"),
        (0x00AD, 0x00AD, "soft hyphen"),
        (0x0600, 0x0605, "Arabic number signs (Cf)"),
        (0x1D173, 0x1D17A, "musical format characters"),
        (0xE0001, 0xE0001, "language tag"),
        (0xE0020, 0xE007F, "tag characters"),
        (0x115F, 0x1160, "Hangul choseong and jungseong fillers"),
        (0x3164, 0x3164, "Hangul filler"),
        (0xFFA0, 0xFFA0, "halfwidth Hangul filler"),
        (0x034F, 0x034F, "combining grapheme joiner"),
        (0xFE00, 0xFE0F, "variation selectors"),
        (0xE0100, 0xE01EF, "variation selectors supplement"),
        (
            0x180B,
            0x180F,
            "Mongolian variation selectors and vowel separator",
        ),
        (0x2800, 0x2800, "braille blank"),
        (0x2028, 0x2029, "line and paragraph separators"),
        (0x00A0, 0x00A0, "no-break space"),
        (0x2000, 0x200A, "typographic spaces"),
        (0x3000, 0x3000, "ideographic space"),
        (0xE000, 0xF8FF, "private use"),
        (0xF0000, 0xFFFFD, "supplementary private use A"),
        (0x100000, 0x10FFFD, "supplementary private use B"),
        (0xFDD0, 0xFDEF, "noncharacters"),
        (0xFFFE, 0xFFFF, "noncharacters"),
        (0x10FFFE, 0x10FFFF, "noncharacters"),
        (0x0378, 0x0379, "unassigned"),
        (0xE0080, 0xE00FF, "unassigned default-ignorable"),
    ];
    for &(first, last, class) in ranges {
        for c in (first..=last).filter_map(char::from_u32) {
            assert!(is_invisible(c), "{class}: U+{:04X}", c as u32);
            let shown = escape_for_terminal(&c.to_string()).into_owned();
            if !c.is_ascii() {
                assert_eq!(shown, u_escape(c), "{class}");
            }
        }
    }
}

/// Checks that do not use Unicode's tables through uriscope: Rust's own `is_control` and
/// `is_whitespace` (other than the space) are all escaped; ordinary text is not.
#[test]
fn rusts_controls_and_whitespace_are_escaped_and_ordinary_text_is_not() {
    for c in crate::sweeps::scalar_values() {
        if c.is_control() || (c.is_whitespace() && c != ' ') {
            assert!(is_invisible(c), "U+{:04X}", c as u32);
        }
    }
    let ordinary = "http://a/b?c#d AZaz09-._~!$&'()*+,;=:@/ é ü 中 я ع א 😀 ⚠ ∅ a\u{301}";
    assert_eq!(escape_for_terminal(ordinary), ordinary);
}

#[test]
fn the_text_of_an_escape_and_the_character_print_differently() {
    assert_eq!(escape_for_terminal("g\\x1b"), "g\\\\x1b");
    assert_eq!(escape_for_terminal("g\x1b"), "g\\x1b");
    assert_eq!(escape_for_terminal("\\u{202e}"), "\\\\u{202e}");
    assert_eq!(escape_for_terminal("\u{202e}"), "\\u{202e}");
    assert_eq!(escape_bytes(b"\\xff"), "\\\\xff");
    assert_eq!(escape_bytes(b"\xff"), "\\xff");
}

/// Characters from every plane, every class the rule names, and the characters escapes are made
/// of (so that text which looks like an escape is generated often).
fn any_text() -> impl Strategy<Value = String> {
    let listed = prop::sample::select(vec![
        '\x1b',
        '\x07',
        '\x7f',
        '\u{85}',
        '\u{9b}',
        '\u{202e}',
        '\u{2066}',
        '\u{200b}',
        '\u{ad}',
        '\u{600}',
        '\u{1d173}',
        '\u{e0001}',
        '\u{e0041}',
        '\u{e007f}',
        '\u{115f}',
        '\u{1160}',
        '\u{3164}',
        '\u{ffa0}',
        '\u{34f}',
        '\u{fe0f}',
        '\u{e0100}',
        '\u{180b}',
        '\u{180e}',
        '\u{2800}',
        '\u{2028}',
        '\u{2029}',
        '\u{a0}',
        '\u{3000}',
        '\u{e000}',
        '\u{10fffd}',
        '\u{378}',
        '\u{fdd0}',
        '\u{ffff}',
        '\t',
        '\n',
        '\r',
    ]);
    let escape_parts = prop::sample::select(vec![
        '\\', 'x', 'u', '{', '}', '0', '1', 'b', 'e', 'f', 't', 'n', 'r',
    ]);
    let by_plane = (0u32..17, 0u32..0x1_0000)
        .prop_filter_map("a scalar value", |(plane, offset)| {
            char::from_u32(plane << 16 | offset)
        });
    let c = prop_oneof![any::<char>(), by_plane, listed, escape_parts];
    prop::collection::vec(c, 0..24).prop_map(|chars| chars.into_iter().collect())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2048))]

    #[test]
    fn escaped_text_is_visible_and_reads_back(text in any_text()) {
        let shown = escape_for_terminal(&text);
        prop_assert!(!shown.chars().any(is_invisible), "{shown:?}");
        prop_assert_eq!(unescape(&shown), Ok(text.clone()));
    }

    #[test]
    fn different_texts_are_shown_differently(a in any_text(), b in any_text()) {
        prop_assume!(a != b);
        prop_assert_ne!(escape_for_terminal(&a), escape_for_terminal(&b));
    }

    #[test]
    fn bytes_are_shown_by_the_same_rule(bytes in prop::collection::vec(any::<u8>(), 0..24)) {
        let shown = escape_bytes(&bytes);
        prop_assert!(!shown.chars().any(is_invisible), "{shown:?}");
        if let Ok(text) = std::str::from_utf8(&bytes) {
            prop_assert_eq!(&shown, &escape_for_terminal(text));
        }
    }
}
