//! The Standard's percent-encode sets (§1.3), UTF-8 percent-encoding and percent-decoding.

/// A percent-encode set. Every set contains every code point above U+007E, so only its ASCII
/// members are stored, as a 128-bit mask.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EncodeSet {
    ascii: u128,
    /// The Standard's name for the set, e.g. "path percent-encode set".
    pub name: &'static str,
}

const fn with(mut mask: u128, members: &[u8]) -> u128 {
    let mut i = 0;
    while i < members.len() {
        mask |= 1 << members[i];
        i += 1;
    }
    mask
}

/// The C0 controls (U+0000 to U+001F) and U+007F.
const C0_CONTROLS: u128 = ((1 << 0x20) - 1) | (1 << 0x7F);
const FRAGMENT: u128 = with(C0_CONTROLS, b" \"<>`");
const QUERY: u128 = with(C0_CONTROLS, b" \"#<>");
const SPECIAL_QUERY: u128 = with(QUERY, b"'");
const PATH: u128 = with(QUERY, b"?^`{}");
const USERINFO: u128 = with(PATH, b"/:;=@[\\]|");
/// The parser never uses the component set (`encodeURIComponent`'s); the tests check it with the
/// others.
#[cfg(test)]
const COMPONENT: u128 = with(USERINFO, b"$%&+,");

impl EncodeSet {
    const fn named(ascii: u128, name: &'static str) -> EncodeSet {
        EncodeSet { ascii, name }
    }

    /// "The C0 control percent-encode set are the C0 controls and all code points greater than
    /// U+007E (~)."
    pub const C0_CONTROL: EncodeSet =
        EncodeSet::named(C0_CONTROLS, "C0 control percent-encode set");
    /// The C0 control set and U+0020 SPACE, `"`, `<`, `>` and `` ` ``.
    pub const FRAGMENT: EncodeSet = EncodeSet::named(FRAGMENT, "fragment percent-encode set");
    /// The C0 control set and U+0020 SPACE, `"`, `#`, `<` and `>`.
    pub const QUERY: EncodeSet = EncodeSet::named(QUERY, "query percent-encode set");
    /// The query set and `'`.
    pub const SPECIAL_QUERY: EncodeSet =
        EncodeSet::named(SPECIAL_QUERY, "special-query percent-encode set");
    /// The query set and `?`, `^`, `` ` ``, `{` and `}`.
    pub const PATH: EncodeSet = EncodeSet::named(PATH, "path percent-encode set");
    /// The path set and `/`, `:`, `;`, `=`, `@`, `[` to `]` inclusive, and `|`.
    pub const USERINFO: EncodeSet = EncodeSet::named(USERINFO, "userinfo percent-encode set");
    /// The userinfo set and `$` to `&` inclusive, `+` and `,`.
    #[cfg(test)]
    pub const COMPONENT: EncodeSet = EncodeSet::named(COMPONENT, "component percent-encode set");

    /// Does the set contain `c`?
    #[inline]
    pub const fn contains(self, c: char) -> bool {
        let c = c as u32;
        c >= 0x80 || self.ascii & (1 << c) != 0
    }

    /// Does the set contain the ASCII byte `byte` (every byte of a non-ASCII code point is in
    /// every set)?
    #[inline]
    pub const fn contains_byte(self, byte: u8) -> bool {
        byte >= 0x80 || self.ascii & (1 << byte) != 0
    }
}

const HEX_UPPER: &[u8; 16] = b"0123456789ABCDEF";

/// Appends `%XX` for `byte`, with upper-case hex digits as the Standard's percent-encode does.
#[inline]
pub fn push_percent_encoded_byte(out: &mut String, byte: u8) {
    out.push('%');
    out.push(HEX_UPPER[usize::from(byte >> 4)] as char);
    out.push(HEX_UPPER[usize::from(byte & 0xF)] as char);
}

/// "UTF-8 percent-encode `c` using `set`": `c` itself if the set does not contain it, otherwise
/// `%XX` for each byte of its UTF-8 encoding. Appended to `out`.
#[inline]
pub fn push_utf8_percent_encoded(out: &mut String, c: char, set: EncodeSet) {
    if set.contains(c) {
        push_percent_encoded_code_point(out, c);
    } else {
        out.push(c);
    }
}

fn push_percent_encoded_code_point(out: &mut String, c: char) {
    let mut bytes = [0; 4];
    for &byte in c.encode_utf8(&mut bytes).as_bytes() {
        push_percent_encoded_byte(out, byte);
    }
}

/// "UTF-8 percent-encode" every code point of `text` using `set`, appended to `out`.
pub fn push_str_percent_encoded(out: &mut String, text: &str, set: EncodeSet) {
    // Bytes kept as they are are ASCII (every non-ASCII byte is in every set), so a run of
    // them always starts and ends on code point boundaries.
    let mut kept_from = 0;
    for (i, &byte) in text.as_bytes().iter().enumerate() {
        if set.contains_byte(byte) {
            if kept_from < i {
                out.push_str(&text[kept_from..i]);
            }
            push_percent_encoded_byte(out, byte);
            kept_from = i + 1;
        }
    }
    if kept_from < text.len() {
        out.push_str(&text[kept_from..]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn encoded(text: &str, set: EncodeSet) -> String {
        let mut out = String::new();
        for c in text.chars() {
            push_utf8_percent_encoded(&mut out, c, set);
        }
        let mut whole = String::new();
        push_str_percent_encoded(&mut whole, text, set);
        assert_eq!(out, whole, "per code point and whole-string encoding agree");
        out
    }

    const PRINTABLE: &str = " !\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~";

    #[test]
    fn each_set_adds_to_the_one_it_extends() {
        for (set, expected) in [
            (EncodeSet::C0_CONTROL, PRINTABLE),
            (
                EncodeSet::FRAGMENT,
                "%20!%22#$%&'()*+,-./:;%3C=%3E?@[\\]^_%60{|}~",
            ),
            (
                EncodeSet::QUERY,
                "%20!%22%23$%&'()*+,-./:;%3C=%3E?@[\\]^_`{|}~",
            ),
            (
                EncodeSet::SPECIAL_QUERY,
                "%20!%22%23$%&%27()*+,-./:;%3C=%3E?@[\\]^_`{|}~",
            ),
            (
                EncodeSet::PATH,
                "%20!%22%23$%&'()*+,-./:;%3C=%3E%3F@[\\]%5E_%60%7B|%7D~",
            ),
            (
                EncodeSet::USERINFO,
                "%20!%22%23$%&'()*+,-.%2F%3A%3B%3C%3D%3E%3F%40%5B%5C%5D%5E_%60%7B%7C%7D~",
            ),
            (
                EncodeSet::COMPONENT,
                "%20!%22%23%24%25%26'()*%2B%2C-.%2F%3A%3B%3C%3D%3E%3F%40%5B%5C%5D%5E_%60%7B%7C%7D~",
            ),
        ] {
            assert_eq!(encoded(PRINTABLE, set), expected, "{}", set.name);
        }
    }

    #[test]
    fn controls_and_non_ascii_are_in_every_set() {
        assert_eq!(
            encoded("\0\u{1F}\u{7F}é€😀", EncodeSet::C0_CONTROL),
            "%00%1F%7F%C3%A9%E2%82%AC%F0%9F%98%80"
        );
    }
}
