//! Percent-decoding, as RFC 3986 §2.1 defines a percent-encoded octet and the WHATWG URL
//! Standard's §1.3 "percent-decode" reads one: used by the host parser and by a grammar's
//! advice on a registered name.

use std::borrow::Cow;

/// Percent-decodes `input` (the URL Standard's §1.3 "percent-decode"): each `%` followed by two ASCII hex digits
/// becomes the byte they spell; everything else is kept. Borrowed when there is no `%`.
pub fn percent_decode(input: &[u8]) -> Cow<'_, [u8]> {
    let Some(first) = input.iter().position(|&b| b == b'%') else {
        return Cow::Borrowed(input);
    };
    let mut out = Vec::with_capacity(input.len());
    out.extend_from_slice(&input[..first]);
    let mut i = first;
    while i < input.len() {
        let byte = input[i];
        if byte == b'%'
            && let (Some(high), Some(low)) =
                (hex_value(input.get(i + 1)), hex_value(input.get(i + 2)))
        {
            out.push(high << 4 | low);
            i += 3;
        } else {
            out.push(byte);
            i += 1;
        }
    }
    Cow::Owned(out)
}

/// `text` rewritten escape by escape, as normalizers do: each `%XX` replaced by what `each`
/// gives for its octet and its three characters (`None` keeps it), each other character by
/// what `other` makes of it.
pub(crate) fn rewrite_escapes(
    text: &str,
    each: impl Fn(u8, &str) -> Option<String>,
    other: impl Fn(char) -> char,
) -> String {
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < text.len() {
        if let Some(octet) = escape_at(bytes, i) {
            let escape = &text[i..i + 3];
            match each(octet, escape) {
                Some(replacement) => out.push_str(&replacement),
                None => out.push_str(escape),
            }
            i += 3;
        } else {
            let c = text[i..].chars().next().unwrap_or_default();
            out.push(other(c));
            i += c.len_utf8();
        }
    }
    out
}

/// The octet the escape at `at` stands for, where `%` and two hex digits start there.
pub(crate) fn escape_at(bytes: &[u8], at: usize) -> Option<u8> {
    if bytes.get(at) != Some(&b'%') {
        return None;
    }
    Some(hex_value(bytes.get(at + 1))? << 4 | hex_value(bytes.get(at + 2))?)
}

/// The value of an ASCII hex digit.
fn hex_value(byte: Option<&u8>) -> Option<u8> {
    let digit = char::from(*byte?).to_digit(16)?;
    Some(digit as u8)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decoding() {
        assert_eq!(&*percent_decode(b"abc"), b"abc");
        assert!(matches!(percent_decode(b"abc"), Cow::Borrowed(_)));
        assert_eq!(&*percent_decode(b"%41%2x%%4a%C3%A9%"), b"A%2x%J\xC3\xA9%");
    }
}
