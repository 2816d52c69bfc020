//! OkHttp 3.13.1's `HttpUrl.canonicalize` and `HttpUrl.percentDecode`: how each part of a URL
//! is written (the characters of its encode set, controls and, but in a fragment, everything
//! beyond ASCII percent-encoded as UTF-8; tab, LF, FF and CR dropped where the text is taken as
//! already encoded) and how a host is read before it is canonicalized.

/// HttpUrl's encode sets, by name.
pub(super) const USERNAME_ENCODE_SET: &str = " \"':;<=>@[]^`{}|/\\?#";
pub(super) const PASSWORD_ENCODE_SET: &str = " \"':;<=>@[]^`{}|/\\?#";
pub(super) const PATH_SEGMENT_ENCODE_SET: &str = " \"<>^`{}|/\\?#";
pub(super) const QUERY_ENCODE_SET: &str = " \"'<>#";
pub(super) const FRAGMENT_ENCODE_SET: &str = "";

/// The flags `canonicalize` takes after its encode set.
#[derive(Clone, Copy)]
pub(super) struct Flags {
    /// `%` left as it is (else `%25`), and tab, LF, FF and CR dropped.
    pub already_encoded: bool,
    /// `%` encoded where it starts no valid escape.
    pub strict: bool,
    /// `+` kept as `+` (already encoded) or written `%2B`.
    pub plus_is_space: bool,
    /// Every code point beyond ASCII encoded.
    pub ascii_only: bool,
}

/// `canonicalize(input, encodeSet, alreadyEncoded, strict, plusIsSpace, asciiOnly, UTF-8)`.
pub(super) fn canonicalize(input: &str, encode_set: &str, flags: Flags) -> String {
    let mut out = String::with_capacity(input.len());
    for (i, c) in input.char_indices() {
        let code = c as u32;
        if flags.already_encoded && matches!(c, '\t' | '\n' | '\u{c}' | '\r') {
            continue;
        }
        if c == '+' && flags.plus_is_space {
            out.push_str(if flags.already_encoded { "+" } else { "%2B" });
        } else if code < 0x20
            || code == 0x7f
            || (code >= 0x80 && flags.ascii_only)
            || encode_set.contains(c)
            || (c == '%'
                && (!flags.already_encoded || (flags.strict && !percent_encoded(&input[i..]))))
        {
            let mut bytes = [0; 4];
            for &byte in c.encode_utf8(&mut bytes).as_bytes() {
                out.push_str(&format!("%{byte:02X}"));
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// `percentEncoded`: a `%` and two hex digits.
fn percent_encoded(text: &str) -> bool {
    let bytes = text.as_bytes();
    bytes.len() >= 3
        && bytes[0] == b'%'
        && bytes[1].is_ascii_hexdigit()
        && bytes[2].is_ascii_hexdigit()
}

/// `percentDecode(encoded, false)`: each `%` and two hex digits a byte, the bytes read as UTF-8
/// (a `U+FFFD` for each malformed sequence).
pub(super) fn percent_decode(encoded: &str) -> String {
    if !encoded.contains('%') {
        return encoded.to_string();
    }
    let mut bytes = Vec::with_capacity(encoded.len());
    let mut chars = encoded.char_indices();
    while let Some((i, c)) = chars.next() {
        if c == '%' && percent_encoded(&encoded[i..]) {
            let hex = &encoded[i + 1..i + 3];
            bytes.push(u8::from_str_radix(hex, 16).unwrap_or_default());
            chars.next();
            chars.next();
        } else {
            let mut buffer = [0; 4];
            bytes.extend_from_slice(c.encode_utf8(&mut buffer).as_bytes());
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}
