//! HttpClient's percent codecs as Java runs them: a decode that puts each UTF-16 unit that is
//! not an escape into a byte (`(byte) c`, its low eight bits) and reads the bytes as UTF-8, a
//! `U+FFFD` for each malformed sequence; an encode of the UTF-8 bytes, each outside the safe set
//! as `%XX`.

use icu_properties::props::GeneralCategory;
use icu_properties::{CodePointMapData, CodePointMapDataBorrowed};

static GENERAL_CATEGORY: CodePointMapDataBorrowed<'static, GeneralCategory> =
    CodePointMapData::<GeneralCategory>::new();

/// `Character.digit(c, 16)`: an ASCII or fullwidth hex digit, or a decimal digit of any
/// script (`Character.isDigit`), its value.
fn java_hex_digit(unit: u16) -> Option<u8> {
    let c = char::from_u32(u32::from(unit))?;
    if let Some(value) = c.to_digit(16) {
        return Some(value as u8);
    }
    match unit {
        0xFF21..=0xFF26 => return Some((unit - 0xFF21 + 10) as u8),
        0xFF41..=0xFF46 => return Some((unit - 0xFF41 + 10) as u8),
        _ => {}
    }
    // A decimal digit: Unicode encodes them in runs of ten from 0 to 9.
    let is_digit = |c: u32| {
        char::from_u32(c).is_some_and(|c| GENERAL_CATEGORY.get(c) == GeneralCategory::DecimalNumber)
    };
    let code = u32::from(unit);
    if !is_digit(code) {
        return None;
    }
    let mut start = code;
    while start > 0 && is_digit(start - 1) {
        start -= 1;
    }
    Some(((code - start) % 10) as u8)
}

/// `urlDecode(content, UTF-8, plusAsBlank)` of 4.5's URLEncodedUtils.
pub(super) fn url_decode(content: &str, plus_as_blank: bool) -> String {
    let units: Vec<u16> = content.encode_utf16().collect();
    let mut bytes = Vec::with_capacity(units.len());
    let mut i = 0;
    while i < units.len() {
        let c = units[i];
        i += 1;
        if c == u16::from(b'%') && units.len() - i >= 2 {
            let (uc, lc) = (units[i], units[i + 1]);
            i += 2;
            match (java_hex_digit(uc), java_hex_digit(lc)) {
                (Some(u), Some(l)) => bytes.push((u << 4) + l),
                _ => bytes.extend([b'%', uc as u8, lc as u8]),
            }
        } else if plus_as_blank && c == u16::from(b'+') {
            bytes.push(b' ');
        } else {
            bytes.push(c as u8);
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

/// `urlEncode(content, UTF-8, safechars, false)`: each UTF-8 byte `safe` admits as it is, the
/// rest `%XX` in upper case.
pub(super) fn url_encode(content: &str, safe: impl Fn(u8) -> bool) -> String {
    let mut encoded = String::with_capacity(content.len());
    for byte in content.bytes() {
        if safe(byte) {
            encoded.push(char::from(byte));
        } else {
            encoded.push_str(&format!("%{byte:02X}"));
        }
    }
    encoded
}

/// 4.5's `PATHSAFE`: `UNRESERVED` (letters, digits, `_-.*!~'()`) and `;:@&=+$,`.
pub(super) fn path_safe(byte: u8) -> bool {
    byte.is_ascii_alphanumeric() || b"_-.*!~'();:@&=+$,".contains(&byte)
}

/// httpcore5's `PercentCodec.UNRESERVED`: RFC 3986's unreserved characters, all 5.2 leaves
/// unescaped.
pub(super) fn unreserved(byte: u8) -> bool {
    byte.is_ascii_alphanumeric() || b"-._~".contains(&byte)
}

/// `URI.toASCIIString()`: the text as it is where it is ASCII, else normalized to NFC and
/// each byte of its UTF-8 beyond ASCII escaped (`encode`).
pub(super) fn to_ascii_string(text: &str) -> String {
    if text.is_ascii() {
        return text.to_string();
    }
    let nfc = icu_normalizer::ComposingNormalizerBorrowed::new_nfc().normalize(text);
    url_encode(&nfc, |byte| byte < 0x80)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each as 4.5.14's URLEncodedUtils.parsePathSegments and formatSegments give it on JDK 17.
    #[test]
    fn a_segment_is_decoded_a_java_char_at_a_time() {
        assert_eq!(url_decode("%41%2f%20", false), "A/ ");
        assert_eq!(url_decode("%zz", false), "%zz");
        assert_eq!(url_decode("\u{e9}", false), "\u{fffd}");
        assert_eq!(url_decode("%\u{ff21}\u{ff11}", false), "\u{fffd}");
        assert_eq!(url_decode("%\u{ff21}1", false), "\u{fffd}");
        assert_eq!(url_decode("%\u{663}\u{663}", false), "3");
        assert_eq!(url_decode("\u{1f600}", false), "=\0");
        assert_eq!(url_decode("%4", false), "%4");
        assert_eq!(url_encode("A/ %\u{fffd}", path_safe), "A%2F%20%25%EF%BF%BD");
    }
}
