//! The page's character encoding, as the HTML Standard's encoding sniffing algorithm
//! (§13.2.3.2) decides it without a transport layer: a byte order mark, the encoding the user
//! names, the `<meta>` prescan of the first 1024 bytes, then a default.

use encoding_rs::{Encoding, UTF_8, WINDOWS_1252};

/// The page's encoding and the rule that decided it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PageEncoding {
    /// The encoding the page is decoded with.
    pub encoding: &'static Encoding,
    /// Which rule of the sniffing algorithm decided.
    pub from: EncodingFrom,
}

/// The rule of HTML §13.2.3.2 that gave the encoding.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EncodingFrom {
    /// The page starts with a byte order mark.
    ByteOrderMark,
    /// Given on the command line (`--encoding`), as a user's override.
    Given,
    /// A `<meta charset>` or `<meta http-equiv="content-type">` found by the prescan.
    Meta,
    /// Nothing declared; the bytes are valid UTF-8, as the browsers' detectors read them.
    DetectedUtf8,
    /// Nothing declared and not UTF-8: windows-1252, the default of most locales.
    Default,
}

impl EncodingFrom {
    /// The rule, in words.
    pub fn text(self) -> &'static str {
        match self {
            EncodingFrom::ByteOrderMark => "its byte order mark (HTML §13.2.3.2 step 1)",
            EncodingFrom::Given => "given with --encoding (HTML §13.2.3.2 step 2, the user's)",
            EncodingFrom::Meta => "its <meta> charset, found by the prescan (HTML §13.2.3.2)",
            EncodingFrom::DetectedUtf8 => {
                "nothing declared; the bytes are valid UTF-8 (HTML §13.2.3.2 step 8, detection)"
            }
            EncodingFrom::Default => {
                "nothing declared and not UTF-8: windows-1252, most locales' default (HTML \
                 §13.2.3.2 step 9)"
            }
        }
    }
}

/// How many of a page's first bytes decide its declared encoding: the `<meta>` prescan reads
/// the first 1024 (HTML §13.2.3.2 step 5), a byte order mark the first three.
pub const DECLARED_WITHIN: usize = 1024;

/// The encoding declared for a page that starts with `head` (at least its first
/// [`DECLARED_WITHIN`] bytes, or all of it when shorter; the prescan reads no more): its byte order mark, the label `given`, or the `<meta>`
/// prescan. `None`: nothing is declared, and [`detected`] reads the whole page. An unknown
/// label is an error naming it.
pub fn declared(head: &[u8], given: Option<&str>) -> Result<Option<PageEncoding>, String> {
    if let Some((encoding, _)) = Encoding::for_bom(head) {
        return Ok(Some(PageEncoding {
            encoding,
            from: EncodingFrom::ByteOrderMark,
        }));
    }
    if let Some(label) = given {
        let encoding = Encoding::for_label(label.as_bytes())
            .ok_or_else(|| format!("{label:?} is not an encoding the Encoding Standard names"))?;
        return Ok(Some(PageEncoding {
            // Decoded with the encoding itself: its output encoding (UTF-8 for UTF-16) is for
            // what a URL's query is encoded in.
            encoding,
            from: EncodingFrom::Given,
        }));
    }
    Ok(
        prescan(&head[..head.len().min(DECLARED_WITHIN)]).map(|encoding| PageEncoding {
            encoding,
            from: EncodingFrom::Meta,
        }),
    )
}

/// The encoding of a `page` that declares none: UTF-8 where all of it is, windows-1252
/// otherwise.
pub fn detected(page: &[u8]) -> PageEncoding {
    if std::str::from_utf8(page).is_ok() {
        PageEncoding {
            encoding: UTF_8,
            from: EncodingFrom::DetectedUtf8,
        }
    } else {
        PageEncoding {
            encoding: WINDOWS_1252,
            from: EncodingFrom::Default,
        }
    }
}

fn is_space(b: u8) -> bool {
    matches!(b, b'\t' | b'\n' | b'\x0c' | b'\r' | b' ')
}

/// "Prescan a byte stream to determine its encoding": the first `<meta>` that declares one.
fn prescan(bytes: &[u8]) -> Option<&'static Encoding> {
    let mut at = 0;
    while at < bytes.len() {
        let rest = &bytes[at..];
        if rest.starts_with(b"<!--") {
            at += find(&rest[2..], b"-->").map_or(rest.len(), |i| i + 2 + 3);
        } else if rest.len() > 5
            && rest[..5].eq_ignore_ascii_case(b"<meta")
            && (is_space(rest[5]) || rest[5] == b'/')
        {
            at += 5;
            if let Some(encoding) = meta(bytes, &mut at) {
                return Some(encoding);
            }
        } else if rest.len() > 2
            && (rest[1].is_ascii_alphabetic() || (rest[1] == b'/' && rest[2].is_ascii_alphabetic()))
            && rest[0] == b'<'
        {
            // Another tag: its name, then its attributes, skipped.
            at += rest
                .iter()
                .position(|&b| is_space(b) || b == b'>')
                .unwrap_or(rest.len());
            while attribute(bytes, &mut at).is_some() {}
        } else if rest.starts_with(b"<!") || rest.starts_with(b"</") || rest.starts_with(b"<?") {
            at += rest
                .iter()
                .position(|&b| b == b'>')
                .map_or(rest.len(), |i| i + 1);
        } else {
            at += 1;
        }
    }
    None
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

/// A `<meta>` tag's attributes, read from `at`: the encoding it declares, if any.
fn meta(bytes: &[u8], at: &mut usize) -> Option<&'static Encoding> {
    let (mut got_pragma, mut need_pragma) = (false, None::<bool>);
    let mut charset: Option<&'static Encoding> = None;
    let mut seen: Vec<Vec<u8>> = Vec::new();
    while let Some((name, value)) = attribute(bytes, at) {
        if seen.contains(&name) {
            continue;
        }
        seen.push(name.clone());
        match name.as_slice() {
            b"http-equiv" if value == b"content-type" => got_pragma = true,
            b"content" if charset.is_none() => {
                if let Some(found) = charset_in_content(&value) {
                    charset = Some(found);
                    need_pragma = Some(true);
                }
            }
            b"charset" => {
                charset = Encoding::for_label(&value);
                need_pragma = Some(false);
            }
            _ => {}
        }
    }
    let charset = charset?;
    if need_pragma? && !got_pragma {
        return None;
    }
    // UTF-16 declared in an ASCII-compatible page is UTF-8; x-user-defined is windows-1252.
    Some(
        if charset == encoding_rs::UTF_16BE || charset == encoding_rs::UTF_16LE {
            UTF_8
        } else if charset == encoding_rs::X_USER_DEFINED {
            WINDOWS_1252
        } else {
            charset
        },
    )
}

/// "Extracting a character encoding from a meta element".
fn charset_in_content(content: &[u8]) -> Option<&'static Encoding> {
    let mut at = 0;
    loop {
        let found = content[at..]
            .windows(7)
            .position(|w| w.eq_ignore_ascii_case(b"charset"))?;
        at += found + 7;
        while content.get(at).is_some_and(|&b| is_space(b)) {
            at += 1;
        }
        if content.get(at) == Some(&b'=') {
            at += 1;
            break;
        }
    }
    while content.get(at).is_some_and(|&b| is_space(b)) {
        at += 1;
    }
    let rest = &content[at..];
    let value = match rest.first()? {
        &quote @ (b'"' | b'\'') => {
            let close = rest[1..].iter().position(|&b| b == quote)?;
            &rest[1..1 + close]
        }
        _ => {
            let end = rest
                .iter()
                .position(|&b| is_space(b) || b == b';')
                .unwrap_or(rest.len());
            &rest[..end]
        }
    };
    Encoding::for_label(value)
}

/// "Get an attribute": the next attribute of a tag from `at` (name and value lower-cased),
/// or `None` at the tag's end.
fn attribute(bytes: &[u8], at: &mut usize) -> Option<(Vec<u8>, Vec<u8>)> {
    while *at < bytes.len() && (is_space(bytes[*at]) || bytes[*at] == b'/') {
        *at += 1;
    }
    if *at >= bytes.len() || bytes[*at] == b'>' {
        *at += 1;
        return None;
    }
    let mut name = Vec::new();
    let mut value = Vec::new();
    loop {
        let &b = bytes.get(*at)?;
        if b == b'=' && !name.is_empty() {
            *at += 1;
            break;
        }
        if is_space(b) {
            while bytes.get(*at).is_some_and(|&b| is_space(b)) {
                *at += 1;
            }
            if bytes.get(*at) != Some(&b'=') {
                return Some((name, value));
            }
            *at += 1;
            break;
        }
        if b == b'/' || b == b'>' {
            return Some((name, value));
        }
        name.push(b.to_ascii_lowercase());
        *at += 1;
    }
    while bytes.get(*at).is_some_and(|&b| is_space(b)) {
        *at += 1;
    }
    match *bytes.get(*at)? {
        quote @ (b'"' | b'\'') => {
            *at += 1;
            while let Some(&b) = bytes.get(*at) {
                *at += 1;
                if b == quote {
                    return Some((name, value));
                }
                value.push(b.to_ascii_lowercase());
            }
            None
        }
        b'>' => Some((name, value)),
        _ => {
            while let Some(&b) = bytes.get(*at) {
                if is_space(b) || b == b'>' {
                    break;
                }
                value.push(b.to_ascii_lowercase());
                *at += 1;
            }
            Some((name, value))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn name(page: &[u8], given: Option<&str>) -> (&'static str, EncodingFrom) {
        let sniffed = declared(&page[..page.len().min(DECLARED_WITHIN)], given)
            .unwrap()
            .unwrap_or_else(|| detected(page));
        (sniffed.encoding.name(), sniffed.from)
    }

    #[test]
    fn each_rule_decides_in_its_turn() {
        assert_eq!(
            name(b"\xEF\xBB\xBF<meta charset=sjis>", None),
            ("UTF-8", EncodingFrom::ByteOrderMark)
        );
        assert_eq!(
            name(b"<meta charset=sjis>", Some("latin1")),
            ("windows-1252", EncodingFrom::Given)
        );
        assert_eq!(
            name(
                b"<!-- <meta charset=koi8-r> --><meta charset='shift_jis'>",
                None
            ),
            ("Shift_JIS", EncodingFrom::Meta)
        );
        assert_eq!(
            name(
                b"<meta http-equiv=Content-Type content='text/html; charset=euc-jp'>",
                None
            ),
            ("EUC-JP", EncodingFrom::Meta)
        );
        // A content charset without the pragma does not count.
        assert_eq!(
            name(b"<meta content='text/html; charset=euc-jp'>", None),
            ("UTF-8", EncodingFrom::DetectedUtf8)
        );
        assert_eq!(
            name(b"<meta charset=utf-16>", None),
            ("UTF-8", EncodingFrom::Meta)
        );
        assert_eq!(
            name(b"<p title='<meta charset=koi8-r>'>", None),
            ("UTF-8", EncodingFrom::DetectedUtf8)
        );
        assert_eq!(
            name(b"caf\xE9", None),
            ("windows-1252", EncodingFrom::Default)
        );
        assert!(declared(b"", Some("no-such")).is_err());
    }
}
