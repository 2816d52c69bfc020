//! `urlencode_str` (lib/urlapi.c), which escapes what a redirect `Location` may hold raw, and
//! `Curl_urldecode` (lib/escape.c), which decodes a host.

use super::CurlVersion;

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

/// `find_host_sep`: where the host of `url` ends, at the first `/` or `?` after the first `//`
/// (or after the start, without one).
fn find_host_sep(url: &str) -> usize {
    let start = url.find("//").map_or(0, |i| i + 2);
    url[start..]
        .find(['/', '?'])
        .map_or(url.len(), |i| start + i)
}

/// `urlencode_str(o, url, len, relative, query)`: `url` appended to `out`, a space as `%20`
/// (`+` in the query), control bytes and bytes from 0x7f up as upper-case `%XX`, a lower-case
/// escape upper-cased; what comes before the host's end copied as it is unless `relative`.
///
/// 7.88's: a space as `%20` until a `?` and `+` after it (`query` starts it there), only bytes
/// from 0x80 up escaped, in lower case; control bytes and escapes left as they are.
pub(crate) fn urlencode_str(
    version: CurlVersion,
    out: &mut String,
    url: &str,
    relative: bool,
    mut query: Query,
) {
    let host_sep = if relative { 0 } else { find_host_sep(url) };
    out.push_str(&url[..host_sep]);
    let bytes = url.as_bytes();
    let mut i = host_sep;
    if version.is_7_88() {
        for &b in &bytes[host_sep..] {
            match b {
                b' ' if query == Query::Yes => out.push('+'),
                b' ' => out.push_str("%20"),
                0x80.. => push_escape(out, b, LOWER_HEX),
                _ => {
                    if b == b'?' {
                        query = Query::Yes;
                    }
                    out.push(b as char);
                }
            }
        }
        return;
    }
    while i < bytes.len() {
        let b = bytes[i];
        match b {
            b' ' if query == Query::Yes => out.push('+'),
            b' ' => out.push_str("%20"),
            ..0x20 | 0x7f.. => push_escape(out, b, UPPER_HEX),
            b'%' if bytes.len() - i >= 3
                && bytes[i + 1].is_ascii_hexdigit()
                && bytes[i + 2].is_ascii_hexdigit()
                && (bytes[i + 1].is_ascii_lowercase() || bytes[i + 2].is_ascii_lowercase()) =>
            {
                out.push('%');
                out.push(bytes[i + 1].to_ascii_uppercase() as char);
                out.push(bytes[i + 2].to_ascii_uppercase() as char);
                i += 2;
            }
            _ => {
                if b == b'?' && query == Query::NotYet {
                    query = Query::Yes;
                }
                out.push(b as char);
            }
        }
        i += 1;
    }
}

fn push_escape(out: &mut String, b: u8, hex: &[u8; 16]) {
    out.push('%');
    out.push(hex[usize::from(b >> 4)] as char);
    out.push(hex[usize::from(b & 0xf)] as char);
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
        urlencode_str(
            CurlVersion::parse(version).unwrap(),
            &mut out,
            url,
            relative,
            query,
        );
        out
    }

    #[test]
    fn spaces_become_plus_in_the_query_and_bytes_escape_by_release() {
        assert_eq!(
            encode("8.22", "d e?f g#h i", true, Query::NotYet),
            "d%20e?f+g#h+i"
        );
        assert_eq!(
            encode("8.22", "é%2e%c3\u{1}", true, Query::No),
            "%C3%A9%2E%C3%01"
        );
        assert_eq!(
            encode("7.88", "é%2e%c3\u{1}", true, Query::No),
            "%c3%a9%2e%c3\u{1}"
        );
        assert_eq!(encode("7.88", "a b?c d", true, Query::No), "a%20b?c+d");
        // Not relative: the host is copied as it is.
        assert_eq!(
            encode("8.22", "h é//x y/p q", false, Query::NotYet),
            "h é//x y/p%20q"
        );
    }

    #[test]
    fn hosts_decode_unless_a_control_byte_results() {
        assert_eq!(
            urldecode_rejecting_controls(b"a%41%4"),
            Some(b"aA%4".to_vec())
        );
        assert_eq!(urldecode_rejecting_controls(b"a%0a"), None);
        assert_eq!(urldecode_rejecting_controls(b"%e9"), Some(vec![0xe9]));
    }
}
