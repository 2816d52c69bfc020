//! `urlencode_str` (lib/urlapi.c), which escapes what a redirect `Location` may hold raw, and
//! `Curl_urldecode` (lib/escape.c), which decodes a host.

use std::borrow::Cow;

use crate::core::profiles::curl::version::CurlVersion;

/// Where `urlencode_str` is: before the query (a space is `%20`), in it (`+`), or not yet and
/// allowed to enter it at a `?`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Query {
    No,
    NotYet,
    Yes,
}

const UPPER_HEX: &[u8; 16] = b"0123456789ABCDEF";
const LOWER_HEX: &[u8; 16] = b"0123456789abcdef";

/// What a release's `urlencode_str` rewrites.
#[derive(Clone, Copy)]
struct Rules {
    /// The bytes it may write otherwise: a space, the bytes it escapes, and (where it
    /// normalizes escapes) a `%`.
    special: &'static [bool; 256],
    /// The digits of the escapes it writes.
    hex: &'static [u8; 16],
    /// A `?` starts the query wherever it is (in a fragment too); later, only where the caller
    /// allows it (`Query::NotYet`).
    any_question_mark: bool,
}

/// A table of the bytes `urlencode_str` may write otherwise: a space and from 0x80 up, with
/// `controls` the control bytes and 0x7f, with `percent` a `%`.
const fn special(controls: bool, percent: bool) -> [bool; 256] {
    let mut table = [false; 256];
    let mut b = 0;
    while b < 256 {
        table[b] = b == 0x20
            || b >= 0x80
            || (controls && (b < 0x20 || b == 0x7f))
            || (percent && b == b'%' as usize);
        b += 1;
    }
    table
}

/// Only a space and bytes from 0x80 up (`urlchar_needs_escaping`, before 8.13).
static SPECIAL_HIGH: [bool; 256] = special(false, false);
/// Control bytes too (8.13).
static SPECIAL_CONTROLS: [bool; 256] = special(true, false);
/// A `%` too, for the escapes it upper-cases (8.20).
static SPECIAL_PERCENT: [bool; 256] = special(true, true);

impl Rules {
    const fn of(version: CurlVersion) -> Rules {
        Rules {
            special: if version.normalizes_escapes() {
                &SPECIAL_PERCENT
            } else if version.has_the_file_query_fix() {
                &SPECIAL_CONTROLS
            } else {
                &SPECIAL_HIGH
            },
            hex: if version.writes_upper_case_escapes() {
                UPPER_HEX
            } else {
                LOWER_HEX
            },
            any_question_mark: !version.keeps_fragments_out_of_the_query(),
        }
    }

    fn is_special(self, b: u8) -> bool {
        self.special[usize::from(b)]
    }
}

/// `location`'s bytes as text the profile resolves as curl resolves the bytes: each byte that
/// is no UTF-8 written as the escape `urlencode_str` writes for it (in the release's case),
/// which the profile then keeps, or upper-cases where the release does. `None` where such a
/// byte is in an absolute URL's scheme or host, which `urlencode_str` copies raw and no text
/// can hold.
pub(crate) fn escape_bytes_that_are_no_utf8(
    version: CurlVersion,
    location: &[u8],
) -> Option<String> {
    let hex = Rules::of(version).hex;
    let scheme_end = location.windows(3).position(|w| w == b"://");
    let absolute = scheme_end.is_some_and(|end| {
        end > 0
            && location[..end]
                .iter()
                .all(|b| b.is_ascii_alphanumeric() || b"+-.".contains(b))
    });
    let host_end = match (absolute, scheme_end) {
        (true, Some(end)) => (location[end + 3..].iter())
            .position(|&b| b == b'/' || b == b'?')
            .map_or(location.len(), |i| end + 3 + i),
        _ => 0,
    };
    let mut out = String::with_capacity(location.len() + 8);
    let mut at = 0;
    for chunk in location.utf8_chunks() {
        out.push_str(chunk.valid());
        at += chunk.valid().len();
        for &byte in chunk.invalid() {
            if at < host_end {
                return None;
            }
            out.push('%');
            out.push(char::from(hex[usize::from(byte >> 4)]));
            out.push(char::from(hex[usize::from(byte & 15)]));
            at += 1;
        }
    }
    Some(out)
}

/// Whether the escape at `bytes[i]` is one with a lower-case digit.
fn is_lower_escape(bytes: &[u8], i: usize) -> bool {
    bytes[i] == b'%'
        && bytes.len() - i >= 3
        && bytes[i + 1].is_ascii_hexdigit()
        && bytes[i + 2].is_ascii_hexdigit()
        && (bytes[i + 1].is_ascii_lowercase() || bytes[i + 2].is_ascii_lowercase())
}

/// `find_host_sep`: where the host of `url` ends, at the first `/` or `?` after the first `//`
/// (or after the start, without one).
fn find_host_sep(url: &str) -> usize {
    let start = url.find("//").map_or(0, |i| i + 2);
    url[start..]
        .find(['/', '?'])
        .map_or(url.len(), |i| start + i)
}

/// `urlencode_str(o, url, len, relative, query)`: `url` appended to `out`, a space as `%20`
/// (`+` in the query), control bytes and bytes from 0x7f up as `%XX`, a lower-case escape
/// upper-cased; what comes before the host's end copied as it is unless `relative`.
///
/// Earlier releases do less (`Rules`): 7.88 escapes only bytes from 0x80 up; before 8.15 the
/// escapes it writes are lower-case; before 8.20 an escape already there is left as it is and
/// any `?` (one in a fragment too) starts the query.
pub(crate) fn urlencode_str(
    version: CurlVersion,
    out: &mut String,
    url: &str,
    relative: bool,
    mut query: Query,
) {
    let rules = Rules::of(version);
    if rules.any_question_mark && query == Query::No {
        query = Query::NotYet;
    }
    let host_sep = if relative { 0 } else { find_host_sep(url) };
    let bytes = url.as_bytes();
    if !maybe_special(&bytes[host_sep..]) {
        // Nothing to rewrite (most Locations): copied whole.
        out.push_str(url);
        return;
    }
    // Runs of bytes written as they are go out whole; `start` is where the current one began.
    let (mut start, mut i) = (0, host_sep);
    while i < bytes.len() {
        let b = bytes[i];
        if !rules.is_special(b) {
            if b == b'?' && query == Query::NotYet {
                query = Query::Yes;
            }
            i += 1;
            continue;
        }
        // A run is ASCII or starts the text: its ends are characters' boundaries.
        if start < i {
            out.push_str(&url[start..i]);
        }
        match b {
            b' ' if query == Query::Yes => out.push('+'),
            b' ' => out.push_str("%20"),
            b'%' if is_lower_escape(bytes, i) => {
                out.push('%');
                out.push(bytes[i + 1].to_ascii_uppercase() as char);
                out.push(bytes[i + 2].to_ascii_uppercase() as char);
                i += 2;
            }
            b'%' => out.push('%'),
            _ => push_escape(out, b, rules.hex),
        }
        i += 1;
        start = i;
    }
    if start < bytes.len() {
        out.push_str(&url[start..]);
    }
}

fn push_escape(out: &mut String, b: u8, hex: &[u8; 16]) {
    out.push('%');
    out.push(hex[usize::from(b >> 4)] as char);
    out.push(hex[usize::from(b & 0xf)] as char);
}

/// Whether `urlencode_str` (relative) would write `text` otherwise than it is.
pub(crate) fn changes(version: CurlVersion, text: &str) -> bool {
    let bytes = text.as_bytes();
    if !maybe_special(bytes) {
        return false;
    }
    let rules = Rules::of(version);
    bytes
        .iter()
        .enumerate()
        .any(|(i, &b)| rules.is_special(b) && (b != b'%' || is_lower_escape(bytes, i)))
}
/// Whether `bytes` may hold a byte `urlencode_str` writes otherwise (a space, a control byte,
/// 0x7f and up, a `%`): eight at a time; when it says yes, the bytes are looked at one by one.
pub(crate) fn maybe_special(bytes: &[u8]) -> bool {
    const ONES: u64 = u64::from_ne_bytes([1; 8]);
    const HIGH: u64 = u64::from_ne_bytes([0x80; 8]);
    let (chunks, rest) = bytes.as_chunks::<8>();
    for chunk in chunks {
        let x = u64::from_ne_bytes(*chunk);
        // A byte below 0x21, a byte above 0x7e (or with its high bit), a byte equal to `%`.
        let below = x.wrapping_sub(ONES * 0x21) & !x & HIGH;
        // Adding 1 carries a 0x7f into the high bit; a byte from 0x80 has it already.
        let above = (x.wrapping_add(ONES) | x) & HIGH;
        let percent = x ^ (ONES * u64::from(b'%'));
        let percent = percent.wrapping_sub(ONES) & !percent & HIGH;
        if below | above | percent != 0 {
            return true;
        }
    }
    rest.iter().any(|&b| b <= b' ' || b >= 0x7f || b == b'%')
}

/// `text` as `urlencode_str` writes it (relative), borrowed when that leaves it as it is.
pub(crate) fn encoded(version: CurlVersion, text: &str, query: Query) -> Cow<'_, str> {
    if !changes(version, text) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    urlencode_str(version, &mut out, text, true, query);
    Cow::Owned(out)
}

/// `Curl_urldecode(…, REJECT_CTRL)`: each `%XX` decoded; `None` when a byte below 0x20
/// results (decoded or not).
pub(crate) fn urldecode_rejecting_controls(text: &[u8]) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(text.len());
    let mut i = 0;
    while i < text.len() {
        let mut b = text[i];
        if b == b'%'
            && text.len() - i > 2
            && text[i + 1].is_ascii_hexdigit()
            && text[i + 2].is_ascii_hexdigit()
        {
            b = hex_value(text[i + 1]) << 4 | hex_value(text[i + 2]);
            i += 3;
        } else {
            i += 1;
        }
        if b < 0x20 {
            return None;
        }
        out.push(b);
    }
    Some(out)
}

fn hex_value(digit: u8) -> u8 {
    match digit {
        b'0'..=b'9' => digit - b'0',
        _ => (digit | 0x20) - b'a' + 10,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn encode(version: &str, url: &str, relative: bool, query: Query) -> String {
        let mut out = String::new();
        let version = CurlVersion::parse(version).unwrap();
        urlencode_str(version, &mut out, url, relative, query);
        out
    }

    #[test]
    fn spaces_become_plus_in_the_query_and_bytes_escape_by_release() {
        let cases = [
            ("8.22", "d e?f g#h i", true, Query::NotYet, "d%20e?f+g#h+i"),
            ("8.22", "é%2e%c3\u{1}", true, Query::No, "%C3%A9%2E%C3%01"),
            ("7.88", "é%2e%c3\u{1}", true, Query::No, "%c3%a9%2e%c3\u{1}"),
            ("7.88", "a b?c d", true, Query::No, "a%20b?c+d"),
            // 8.19: upper-case escapes written, those there left; any `?` starts the query.
            ("8.19", "é%2e%c3\u{1}", true, Query::No, "%C3%A9%2e%c3%01"),
            ("8.19", "a#b?c d", true, Query::No, "a#b?c+d"),
            ("8.20", "a#b?c d", true, Query::No, "a#b?c%20d"),
            // Not relative: the host is copied as it is.
            (
                "8.22",
                "h é//x y/p q",
                false,
                Query::NotYet,
                "h é//x y/p%20q",
            ),
        ];
        for (version, url, relative, query, want) in cases {
            assert_eq!(
                encode(version, url, relative, query),
                want,
                "{version} {url:?}"
            );
            if relative {
                let version = CurlVersion::parse(version).unwrap();
                assert_eq!(changes(version, url), url != want, "{url:?}");
            }
        }
        assert!(!changes(CurlVersion::NEWEST, "a%2E/b?c"));
    }

    #[test]
    fn hosts_decode_unless_a_control_byte_results() {
        let decode = urldecode_rejecting_controls;
        assert_eq!(decode(b"a%41%4"), Some(b"aA%4".to_vec()));
        assert_eq!(decode(b"a%0a"), None);
        assert_eq!(decode(b"%e9"), Some(vec![0xe9]));
    }
}
