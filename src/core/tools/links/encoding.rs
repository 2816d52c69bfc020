//! The page's character encoding, as the HTML Standard's encoding sniffing algorithm
//! (§13.2.3.2) decides it: a byte order mark, the encoding the user names, the transport's
//! `Content-Type`, the `<meta>` prescan of the first 1024 bytes; then, with nothing declared,
//! what browsers do by the document's URL: detection for a `file:` page, windows-1252 for any
//! other.

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
    /// The charset of the transport's `Content-Type` (`--content-type`).
    ContentType,
    /// A `<meta charset>` or `<meta http-equiv="content-type">` found by the prescan.
    Meta,
    /// Nothing declared, on a `file:` URL: what the detector finds in the whole page.
    Detected,
    /// Nothing declared, on any other URL: windows-1252, the default of most locales.
    Default,
}

impl EncodingFrom {
    /// The rule, in words.
    pub fn text(self) -> &'static str {
        match self {
            EncodingFrom::ByteOrderMark => "its byte order mark (HTML §13.2.3.2 step 1)",
            EncodingFrom::Given => "given with --encoding (HTML §13.2.3.2 step 2, the user's)",
            EncodingFrom::ContentType => {
                "the charset of its Content-Type, given with --content-type (HTML §13.2.3.2 step \
                 4, the transport layer's)"
            }
            EncodingFrom::Meta => "its <meta> charset, found by the prescan (HTML §13.2.3.2)",
            EncodingFrom::Detected => {
                "nothing declared, on a file: URL: detected in the whole page by chardetng, \
                 Firefox's detector, as browsers detect a local file's (HTML §13.2.3.2 step 8)"
            }
            EncodingFrom::Default => {
                "nothing declared: windows-1252, most locales' default, as Chromium and Firefox \
                 decode an undeclared page that is not a file: URL (HTML §13.2.3.2 step 9); \
                 --encoding overrides it"
            }
        }
    }
}

/// How many of a page's first bytes decide its declared encoding: the `<meta>` prescan reads
/// the first 1024 (HTML §13.2.3.2 step 5), a byte order mark the first three.
pub const DECLARED_WITHIN: usize = 1024;

/// The encoding declared for a page that starts with `head` (at least its first
/// [`DECLARED_WITHIN`] bytes, or all of it when shorter; the prescan reads no more): its byte
/// order mark, the label `given`, the charset of the transport's `content_type`, or the
/// `<meta>` prescan. `None`: nothing is declared, and [`undeclared`] decides. An unknown label
/// is an error naming it; a `Content-Type` charset no encoding has is passed over, as the
/// Standard's "if it is supported" says.
pub fn declared(
    head: &[u8],
    given: Option<&str>,
    content_type: Option<&str>,
) -> Result<Option<PageEncoding>, String> {
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
    if let Some(encoding) = content_type
        .and_then(charset_of)
        .and_then(|label| Encoding::for_label(label.as_bytes()))
    {
        return Ok(Some(PageEncoding {
            encoding,
            from: EncodingFrom::ContentType,
        }));
    }
    Ok(
        prescan(&head[..head.len().min(DECLARED_WITHIN)]).map(|encoding| PageEncoding {
            encoding,
            from: EncodingFrom::Meta,
        }),
    )
}

/// Whether an undeclared page at a URL of this scheme is read whole for [`undeclared`] to
/// detect its encoding: only a `file:` page is.
pub fn detects(scheme: &str) -> bool {
    scheme == "file"
}

/// The encoding of a page that declares none, at a URL of `scheme`: for a `file:` page, what
/// chardetng (the detector Firefox ships) finds in all of `page`, UTF-8 allowed; for any other,
/// windows-1252, the default of most locales, which browsers use without detecting.
pub fn undeclared(scheme: &str, page: &[u8]) -> PageEncoding {
    if !detects(scheme) {
        return PageEncoding {
            encoding: WINDOWS_1252,
            from: EncodingFrom::Default,
        };
    }
    // As a browser detects a local file's: UTF-8 allowed (Firefox allows it for file: URLs),
    // ISO-2022-JP not (a page runs scripts).
    let mut detector = chardetng::EncodingDetector::new(chardetng::Iso2022JpDetection::Deny);
    let non_ascii = detector.feed(page, true);
    PageEncoding {
        // All ASCII, there is nothing to detect: the default, as Chromium reports (its query
        // then encodes a character reference's code point in windows-1252).
        encoding: if non_ascii {
            detector.guess(None, chardetng::Utf8Detection::Allow)
        } else {
            WINDOWS_1252
        },
        from: EncodingFrom::Detected,
    }
}

/// The `charset` parameter of a `Content-Type` value, unquoted (MIME Sniffing §4.4, "parse a
/// MIME type": parameters after `;`, names ASCII case-insensitive, a value in quotes with `\`
/// escapes, the first of a name winning).
fn charset_of(content_type: &str) -> Option<String> {
    let mut rest = content_type.split_once(';')?.1;
    loop {
        rest = rest.trim_start_matches(is_http_whitespace);
        let name_end = rest.find([';', '=']).unwrap_or(rest.len());
        let name = &rest[..name_end];
        rest = &rest[name_end..];
        if rest.starts_with(';') {
            rest = &rest[1..];
            continue;
        }
        rest = rest.strip_prefix('=')?;
        let value = if let Some(quoted) = rest.strip_prefix('"') {
            let mut value = String::new();
            let mut chars = quoted.char_indices();
            let mut end = quoted.len();
            while let Some((at, c)) = chars.next() {
                match c {
                    '"' => {
                        end = at + 1;
                        break;
                    }
                    '\\' => value.extend(chars.next().map(|(_, c)| c)),
                    c => value.push(c),
                }
            }
            rest = &quoted[end..];
            rest = rest.find(';').map_or("", |at| &rest[at + 1..]);
            value
        } else {
            let end = rest.find(';').unwrap_or(rest.len());
            let value = rest[..end].trim_end_matches(is_http_whitespace).to_owned();
            rest = rest.get(end + 1..).unwrap_or("");
            value
        };
        if name.eq_ignore_ascii_case("charset") && !value.is_empty() {
            return Some(value);
        }
        if rest.is_empty() {
            return None;
        }
    }
}

fn is_http_whitespace(c: char) -> bool {
    matches!(c, '\t' | '\n' | '\r' | ' ')
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

    /// The encoding of `page` read from a `file:` URL (where an undeclared page is detected).
    fn name(page: &[u8], given: Option<&str>) -> (&'static str, EncodingFrom) {
        let sniffed = declared(&page[..page.len().min(DECLARED_WITHIN)], given, None)
            .unwrap()
            .unwrap_or_else(|| undeclared("file", page));
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
        // A content charset without the pragma does not count (all ASCII: the detector's
        // default).
        assert_eq!(
            name(b"<meta content='text/html; charset=euc-jp'>", None),
            ("windows-1252", EncodingFrom::Detected)
        );
        assert_eq!(
            name(b"<meta charset=utf-16>", None),
            ("UTF-8", EncodingFrom::Meta)
        );
        assert_eq!(
            name("<p title='<meta charset=koi8-r>'>café".as_bytes(), None),
            ("UTF-8", EncodingFrom::Detected)
        );
        assert_eq!(
            name(b"<p>caf\xE9 cr\xE8me br\xFBl\xE9e", None),
            ("windows-1252", EncodingFrom::Detected)
        );
        assert!(declared(b"", Some("no-such"), None).is_err());
    }

    #[test]
    fn an_undeclared_page_is_detected_only_from_a_file_url() {
        let utf8 = "<p>café crème brûlée".as_bytes();
        assert_eq!(undeclared("file", utf8).encoding, UTF_8);
        for scheme in ["https", "http", "data", "about"] {
            assert_eq!(
                undeclared(scheme, utf8),
                PageEncoding {
                    encoding: WINDOWS_1252,
                    from: EncodingFrom::Default
                }
            );
        }
    }

    #[test]
    fn the_content_types_charset_comes_after_the_users_and_before_the_meta() {
        let sniff = |page: &[u8], given, content_type| {
            let found = declared(page, given, Some(content_type)).unwrap().unwrap();
            (found.encoding.name(), found.from)
        };
        let meta = b"<meta charset=koi8-r>";
        assert_eq!(
            sniff(meta, None, "text/html; charset=Shift_JIS"),
            ("Shift_JIS", EncodingFrom::ContentType)
        );
        assert_eq!(
            sniff(meta, Some("latin1"), "text/html; charset=Shift_JIS"),
            ("windows-1252", EncodingFrom::Given)
        );
        // No charset, or one no encoding has: the meta decides.
        for content_type in [
            "text/html",
            "text/html; charset=no-such",
            "text/html; charset=",
        ] {
            assert_eq!(
                sniff(meta, None, content_type),
                ("KOI8-R", EncodingFrom::Meta)
            );
        }
    }

    #[test]
    fn a_charset_parameter_is_read_as_mime_types_are_parsed() {
        for (content_type, charset) in [
            ("text/html; charset=utf-8", Some("utf-8")),
            ("text/html;CHARSET=\"euc-jp\"", Some("euc-jp")),
            ("text/html; foo=\"a;b\"; charset=gbk ; x=y", Some("gbk")),
            ("text/html; charset=\"a\\\"b\"", Some("a\"b")),
            ("text/html; charset=first; charset=second", Some("first")),
            ("text/html; novalue; charset=big5", Some("big5")),
            ("text/html", None),
            ("text/html; charset", None),
        ] {
            assert_eq!(
                charset_of(content_type).as_deref(),
                charset,
                "{content_type}"
            );
        }
    }
}
