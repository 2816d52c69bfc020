//! The URL of a `<meta http-equiv="refresh" content="…">`: the HTML Standard's "shared
//! declarative refresh steps" (§4.2.5.3), up to the string they parse as a URL.

fn is_ascii_whitespace(b: u8) -> bool {
    matches!(b, b'\t' | b'\n' | b'\x0c' | b'\r' | b' ')
}

/// The URL string of a refresh `content`, with its byte offset in it: `None` when the content
/// is not a refresh declaration or names no URL (the document reloads itself).
pub(crate) fn url_of(content: &str) -> Option<(usize, &str)> {
    let bytes = content.as_bytes();
    let skip_whitespace = |mut at: usize| {
        while at < bytes.len() && is_ascii_whitespace(bytes[at]) {
            at += 1;
        }
        at
    };
    let mut at = skip_whitespace(0);
    // The time: digits, or none when a `.` follows; then digits and dots, ignored.
    let digits = bytes[at..]
        .iter()
        .take_while(|b| b.is_ascii_digit())
        .count();
    if digits == 0 && bytes.get(at) != Some(&b'.') {
        return None;
    }
    at += bytes[at..]
        .iter()
        .take_while(|b| b.is_ascii_digit() || **b == b'.')
        .count();
    if at < bytes.len() {
        if !(matches!(bytes[at], b';' | b',') || is_ascii_whitespace(bytes[at])) {
            return None;
        }
        at = skip_whitespace(at);
        if matches!(bytes.get(at), Some(b';' | b',')) {
            at += 1;
        }
        at = skip_whitespace(at);
    }
    if at >= bytes.len() {
        return None;
    }
    // `URL=` (any case, spaces around `=`), then quotes; without `URL=`, the rest as it is.
    let url_start = at;
    let prefix = bytes[at..].iter().take(3).map(u8::to_ascii_lowercase);
    let mut start = url_start;
    let mut quotes_allowed = bytes[at] == b'\'' || bytes[at] == b'"';
    if prefix.eq(*b"url") {
        let after = skip_whitespace(at + 3);
        if bytes.get(after) == Some(&b'=') {
            start = skip_whitespace(after + 1);
            quotes_allowed = true;
        }
    }
    let mut end = bytes.len();
    if quotes_allowed && let Some(&quote) = bytes.get(start).filter(|b| matches!(b, b'\'' | b'"')) {
        start += 1;
        if let Some(close) = bytes[start..].iter().position(|&b| b == quote) {
            end = start + close;
        }
    }
    Some((start, &content[start..end]))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn url(content: &str) -> Option<&str> {
        url_of(content).map(|(_, url)| url)
    }

    #[test]
    fn the_url_is_found_as_the_shared_steps_find_it() {
        assert_eq!(url("0; url=/next"), Some("/next"));
        assert_eq!(url("5;URL='/a b' tail"), Some("/a b"));
        assert_eq!(url("0,url = \"x\""), Some("x"));
        assert_eq!(url("0 /plain"), Some("/plain"));
        assert_eq!(url("1.5; url=x"), Some("x"));
        assert_eq!(url(".5;url=x"), Some("x"));
        assert_eq!(url("0;'quoted'"), Some("quoted"));
        // `U`, `UR` or `URL` without `=`: the text as it is.
        assert_eq!(url("0; urlx"), Some("urlx"));
        assert_eq!(url("0; url"), Some("url"));
        // No URL, or not a refresh.
        assert_eq!(url("0"), None);
        assert_eq!(url("0;  "), None);
        assert_eq!(url("x; url=y"), None);
        assert_eq!(url("0x; url=y"), None);
        assert_eq!(url(""), None);
    }
}
