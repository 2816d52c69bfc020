//! PHP's `parse_url` (ext/standard/url.c, `php_url_parse_ex2`), which Guzzle's `Uri::parse`
//! calls: a scheme before the first `:` if every byte before it is a letter, digit, `+`, `-`
//! or `.`; a port read after a `:` where digits follow; a host after `//`, the user and the
//! password before its last `@`, its port after its last `:`; then the fragment after the
//! first `#` and the query after the first `?`; `None` (PHP's `false`) where it gives up.

/// `php_url`'s fields: each part as bytes, `None` where the text has none.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Parts {
    pub scheme: Option<Vec<u8>>,
    pub user: Option<Vec<u8>>,
    pub pass: Option<Vec<u8>>,
    pub host: Option<Vec<u8>>,
    /// `has_port` and the port.
    pub port: Option<u16>,
    pub path: Option<Vec<u8>>,
    pub query: Option<Vec<u8>>,
    pub fragment: Option<Vec<u8>>,
}

/// Where the code goes after the scheme is looked for.
enum Next {
    ParsePort { e: usize },
    ParseHost,
    JustPath,
}

/// `php_url_parse_ex2(str, length, &has_port)`.
pub(super) fn parse_url(text: &[u8]) -> Option<Parts> {
    let ue = text.len();
    let mut ret = Parts::default();
    let mut s = 0;
    let part = |from: usize, to: usize| Some(replace_controlchars(&text[from..to]));
    let starts_slash_slash = |s: usize| s + 1 < ue && text[s] == b'/' && text[s + 1] == b'/';

    let next = match text.iter().position(|&b| b == b':') {
        Some(e) if e != s => 'scheme: {
            for &b in &text[s..e] {
                if !(b.is_ascii_alphanumeric() || b == b'+' || b == b'.' || b == b'-') {
                    break 'scheme if e + 1 < ue && e < strcspn(text, s, b"?#") {
                        Next::ParsePort { e }
                    } else if starts_slash_slash(s) {
                        // A relative-scheme URL.
                        s += 2;
                        Next::ParseHost
                    } else {
                        Next::JustPath
                    };
                }
            }
            if e + 1 == ue {
                // Only the scheme.
                ret.scheme = part(s, e);
                return Some(ret);
            }
            if text[e + 1] != b'/' {
                // `mailto:` and `zlib:` need no `/`; `a.com:80` is a host and a port.
                let digits = text[e + 1..]
                    .iter()
                    .take_while(|b| b.is_ascii_digit())
                    .count();
                let p = e + 1 + digits;
                if (p == ue || text[p] == b'/') && p - e < 7 {
                    break 'scheme Next::ParsePort { e };
                }
                ret.scheme = part(s, e);
                s = e + 1;
                break 'scheme Next::JustPath;
            }
            ret.scheme = part(s, e);
            if e + 2 < ue && text[e + 2] == b'/' {
                s = e + 3;
                if ret
                    .scheme
                    .as_deref()
                    .is_some_and(|scheme| scheme.eq_ignore_ascii_case(b"file"))
                    && e + 3 < ue
                    && text[e + 3] == b'/'
                {
                    // Windows drive letters, as in file:///c:/somedir/file.txt.
                    if e + 5 < ue && text[e + 5] == b':' {
                        s = e + 4;
                    }
                    break 'scheme Next::JustPath;
                }
                Next::ParseHost
            } else {
                s = e + 1;
                Next::JustPath
            }
        }
        // No scheme; the text starts with a colon: look for a port.
        Some(e) => Next::ParsePort { e },
        None if starts_slash_slash(s) => {
            s += 2;
            Next::ParseHost
        }
        None => Next::JustPath,
    };

    let next = match next {
        Next::ParsePort { e } => {
            let p = e + 1;
            let digits = text[p..]
                .iter()
                .take(6)
                .take_while(|b| b.is_ascii_digit())
                .count();
            let pp = p + digits;
            if digits > 0 && digits < 6 && (pp == ue || text[pp] == b'/') {
                let port = strtol(&text[p..pp])?;
                ret.port = Some(u16::try_from(port).ok()?);
                if starts_slash_slash(s) {
                    s += 2;
                }
                Next::ParseHost
            } else if p == pp && pp == ue {
                return None;
            } else if starts_slash_slash(s) {
                s += 2;
                Next::ParseHost
            } else {
                Next::JustPath
            }
        }
        next => next,
    };

    if let Next::ParseHost = next {
        let e = strcspn(text, s, b"/?#");
        // The user and the password, before the last `@`.
        if let Some(at) = text[s..e].iter().rposition(|&b| b == b'@').map(|i| s + i) {
            match text[s..at].iter().position(|&b| b == b':').map(|i| s + i) {
                Some(colon) => {
                    ret.user = part(s, colon);
                    ret.pass = part(colon + 1, at);
                }
                None => ret.user = part(s, at),
            }
            s = at + 1;
        }
        // The port, after the last `:` (none for an IPv6 literal's brackets).
        let colon = if s < ue && text[s] == b'[' && text[e - 1] == b']' {
            None
        } else {
            text[s..e].iter().rposition(|&b| b == b':').map(|i| s + i)
        };
        let host_end = match colon {
            Some(colon) => {
                // `if (!ret->port)`: a port of 0 read before counts as none.
                if ret.port.is_none_or(|port| port == 0) {
                    let digits = &text[colon + 1..e];
                    if digits.len() > 5 {
                        return None;
                    }
                    if !digits.is_empty() {
                        let port = strtol(digits)?;
                        ret.port = Some(u16::try_from(port).ok()?);
                    }
                }
                colon
            }
            None => e,
        };
        if host_end <= s {
            return None;
        }
        ret.host = part(s, host_end);
        if e == ue {
            return Some(ret);
        }
        s = e;
    }

    // just_path
    let mut e = ue;
    if let Some(hash) = text[s..e].iter().position(|&b| b == b'#').map(|i| s + i) {
        ret.fragment = part(hash + 1, e);
        e = hash;
    }
    if let Some(question) = text[s..e].iter().position(|&b| b == b'?').map(|i| s + i) {
        ret.query = part(question + 1, e);
        e = question;
    }
    if s < e || s == ue {
        ret.path = part(s, e);
    }
    Some(ret)
}

/// `binary_strcspn`: where the first of `chars` is, from `s`, or the end.
fn strcspn(text: &[u8], s: usize, chars: &[u8]) -> usize {
    text[s..]
        .iter()
        .position(|b| chars.contains(b))
        .map_or(text.len(), |i| s + i)
}

/// `ZEND_STRTOL(port_buf, &end, 10)` and its check: leading white space, a sign, then decimal
/// digits; `None` where no digit is read or the number is outside 0 to 65535.
fn strtol(text: &[u8]) -> Option<i64> {
    let mut rest = text;
    while let [b' ' | b'\t' | b'\n' | b'\x0b' | b'\x0c' | b'\r', tail @ ..] = rest {
        rest = tail;
    }
    let negative = match rest {
        [b'-', tail @ ..] => {
            rest = tail;
            true
        }
        [b'+', tail @ ..] => {
            rest = tail;
            false
        }
        _ => false,
    };
    let digits: Vec<u8> = rest
        .iter()
        .copied()
        .take_while(u8::is_ascii_digit)
        .collect();
    if digits.is_empty() {
        return None;
    }
    let magnitude = digits
        .iter()
        .fold(0i64, |n, d| n * 10 + i64::from(d - b'0'));
    let port = if negative { -magnitude } else { magnitude };
    (0..=65535).contains(&port).then_some(port)
}

/// `php_replace_controlchars`: each control byte (`iscntrl`, in the C locale) becomes `_`.
fn replace_controlchars(part: &[u8]) -> Vec<u8> {
    part.iter()
        .map(|&b| if b < 0x20 || b == 0x7f { b'_' } else { b })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parts(text: &str) -> Option<Parts> {
        parse_url(text.as_bytes())
    }

    #[test]
    fn parses_as_php_does() {
        let url = parts("http://u:p@h:8080/a?q#f").unwrap();
        assert_eq!(url.scheme.as_deref(), Some(&b"http"[..]));
        assert_eq!(url.user.as_deref(), Some(&b"u"[..]));
        assert_eq!(url.pass.as_deref(), Some(&b"p"[..]));
        assert_eq!(url.host.as_deref(), Some(&b"h"[..]));
        assert_eq!(url.port, Some(8080));
        assert_eq!(url.path.as_deref(), Some(&b"/a"[..]));
        // `a.com:80` is a host and a port; `http:///x` has no host and fails.
        assert_eq!(parts("a.com:80").unwrap().port, Some(80));
        assert_eq!(parts("http:///x"), None);
        assert_eq!(parts("http://a:99999/"), None);
        assert_eq!(parts("//h:8a/x").unwrap().port, Some(8));
        assert_eq!(
            parts("file:///c:/x").unwrap().path.as_deref(),
            Some(&b"c:/x"[..])
        );
        assert_eq!(parts("").unwrap().path.as_deref(), Some(&b""[..]));
        assert_eq!(parts("?").unwrap().query.as_deref(), Some(&b""[..]));
    }
}
