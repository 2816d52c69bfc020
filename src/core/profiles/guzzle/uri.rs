//! Guzzle's `Uri` (guzzle/psr7 src/Uri.php): `new Uri($text)` (`parse`: an IPv6 authority set
//! apart, every run of bytes but `:/@?&=#` passed through `urlencode` so that `parse_url` sees
//! only delimiters, then every part `urldecode`d; `applyParts`: each part filtered), its
//! `withPath` (and `validateState`), and `__toString` (`composeComponents`). PSR-7 holds an
//! empty component as none: `getQuery()` is `''` for both.

use super::parse_url::{Parts, parse_url};

/// `Uri::DEFAULT_PORTS`: the port `removeDefaultPort` drops.
const DEFAULT_PORTS: &[(&str, u16)] = &[
    ("http", 80),
    ("https", 443),
    ("ftp", 21),
    ("gopher", 70),
    ("nntp", 119),
    ("news", 119),
    ("telnet", 23),
    ("tn3270", 23),
    ("imap", 143),
    ("pop", 110),
    ("ldap", 389),
];

/// A `Uri` object's fields.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Uri {
    pub scheme: String,
    pub user_info: String,
    pub host: String,
    pub port: Option<u16>,
    pub path: String,
    pub query: String,
    pub fragment: String,
}

/// `MalformedUriException`, as Guzzle words it.
pub(super) fn malformed(message: &str) -> String {
    format!("GuzzleHttp\\Psr7\\Exception\\MalformedUriException: {message}")
}

/// What `new Uri($text)` changed of the text as it read it, for the trace to name.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Rewrites {
    /// The scheme or the host had an upper-case letter.
    pub lowercased: bool,
    /// A filter percent-encoded a byte of the user information, path, query or fragment.
    pub encoded: bool,
    /// The port was the scheme's default.
    pub port: bool,
    /// A `?` or `#` with nothing after it.
    pub empty_component: bool,
    /// A `file:` URI without `//`, which `composeComponents` writes with it.
    pub file_slashes: bool,
}

impl Uri {
    /// `new Uri($text)`.
    pub(super) fn new(text: &str) -> Result<Uri, String> {
        Uri::read(text).map(|(uri, _)| uri)
    }

    /// `new Uri($text)`, and what it changed of the text.
    pub(super) fn read(text: &str) -> Result<(Uri, Rewrites), String> {
        if text.is_empty() {
            return Ok((Uri::default(), Rewrites::default()));
        }
        let parts =
            parse(text).ok_or_else(|| malformed(&format!("Unable to parse URI: {text}")))?;
        let mut rewrites = Rewrites {
            empty_component: parts.query.as_deref() == Some(b"")
                || parts.fragment.as_deref() == Some(b""),
            ..Rewrites::default()
        };
        let uri = Uri::apply_parts(parts, &mut rewrites);
        rewrites.file_slashes = uri.scheme == "file"
            && uri.authority().is_empty()
            && !text.get(5..).is_some_and(|rest| rest.starts_with("//"));
        Ok((uri, rewrites))
    }

    /// `applyParts`: the scheme and host in lower case (ASCII), the user information, path,
    /// query and fragment percent-encoded where they need it, the default port dropped.
    fn apply_parts(parts: Parts, rewrites: &mut Rewrites) -> Uri {
        let mut lower = |bytes: Option<Vec<u8>>| {
            let bytes = bytes.unwrap_or_default();
            rewrites.lowercased |= bytes.iter().any(u8::is_ascii_uppercase);
            String::from_utf8_lossy(&bytes.to_ascii_lowercase()).into_owned()
        };
        let (scheme, host) = (lower(parts.scheme), lower(parts.host));
        let mut filtered = |bytes: Option<Vec<u8>>, filter: fn(&[u8]) -> String| {
            let bytes = bytes.unwrap_or_default();
            let kept = filter(&bytes);
            rewrites.encoded |= kept.as_bytes() != bytes.as_slice();
            kept
        };
        let mut uri = Uri {
            scheme,
            user_info: filtered(parts.user, filter_user_info),
            host,
            port: parts.port,
            path: filtered(parts.path, filter_path),
            query: filtered(parts.query, filter_query),
            fragment: filtered(parts.fragment, filter_query),
        };
        if let Some(pass) = parts.pass {
            uri.user_info.push(':');
            uri.user_info
                .push_str(&filtered(Some(pass), filter_user_info));
        }
        if uri.port.is_some() && uri.is_default_port() {
            uri.port = None;
            rewrites.port = true;
        }
        uri
    }

    /// `Uri::isDefaultPort`: no port, or the scheme's in `DEFAULT_PORTS`.
    pub(super) fn is_default_port(&self) -> bool {
        self.port.is_none()
            || DEFAULT_PORTS
                .iter()
                .any(|&(scheme, port)| scheme == self.scheme && Some(port) == self.port)
    }

    /// `getAuthority`: `[user-info@]host[:port]`.
    pub(super) fn authority(&self) -> String {
        let mut authority = String::new();
        if !self.user_info.is_empty() {
            authority.push_str(&self.user_info);
            authority.push('@');
        }
        authority.push_str(&self.host);
        if let Some(port) = self.port {
            authority.push(':');
            authority.push_str(&port.to_string());
        }
        authority
    }

    /// `withPath($path)`: the path filtered; the same object where it is unchanged, else a
    /// copy whose state is checked (`validateState`).
    pub(super) fn with_path(&self, path: &str) -> Result<Uri, String> {
        let path = filter_path(path.as_bytes());
        if path == self.path {
            return Ok(self.clone());
        }
        let mut new = self.clone();
        new.path = path;
        new.validate_state()?;
        Ok(new)
    }

    /// `withQuery($query)`: the query filtered (no state to check).
    pub(super) fn with_query(&self, query: &str) -> Uri {
        Uri {
            query: filter_query(query.as_bytes()),
            ..self.clone()
        }
    }

    /// `withHost($host)`: the host lower-cased; the same object where it is unchanged, else a
    /// copy whose state is checked.
    pub(super) fn with_host(&self, host: &str) -> Result<Uri, String> {
        let host = host.to_ascii_lowercase();
        if host == self.host {
            return Ok(self.clone());
        }
        let mut new = self.clone();
        new.host = host;
        new.validate_state()?;
        Ok(new)
    }

    /// `validateState`: an `http` or `https` URI without a host gets `localhost`; without an
    /// authority, a path may not start with `//`, nor (without a scheme) its first segment
    /// hold a `:`.
    pub(super) fn validate_state(&mut self) -> Result<(), String> {
        if self.host.is_empty() && (self.scheme == "http" || self.scheme == "https") {
            self.host = "localhost".to_string();
        }
        if self.authority().is_empty() {
            if self.path.starts_with("//") {
                return Err(malformed(
                    "The path of a URI without an authority must not start with two slashes \"//\"",
                ));
            }
            let first = self.path.split('/').next().unwrap_or_default();
            if self.scheme.is_empty() && first.contains(':') {
                return Err(malformed(
                    "A relative URI must not have a path beginning with a segment containing a colon",
                ));
            }
        }
        Ok(())
    }

    /// `__toString`.
    pub(super) fn to_text(&self) -> String {
        compose_components(
            &self.scheme,
            &self.authority(),
            &self.path,
            &self.query,
            &self.fragment,
        )
    }
}

/// `Uri::composeComponents`: an empty component is not written, `//` is written for an
/// authority or the `file` scheme, and a `/` before a path that lacks one after an authority.
pub(super) fn compose_components(
    scheme: &str,
    authority: &str,
    path: &str,
    query: &str,
    fragment: &str,
) -> String {
    let mut uri = String::new();
    if !scheme.is_empty() {
        uri.push_str(scheme);
        uri.push(':');
    }
    if !authority.is_empty() || scheme == "file" {
        uri.push_str("//");
        uri.push_str(authority);
    }
    if !authority.is_empty() && !path.is_empty() && !path.starts_with('/') {
        uri.push('/');
    }
    uri.push_str(path);
    if !query.is_empty() {
        uri.push('?');
        uri.push_str(query);
    }
    if !fragment.is_empty() {
        uri.push('#');
        uri.push_str(fragment);
    }
    uri
}

/// `Uri::parse`: `parse_url` on the text with each run of bytes other than `:/@?&=#`
/// `urlencode`d (after an `…://[IPv6]` prefix, left as it is), each part then `urldecode`d.
fn parse(text: &str) -> Option<Parts> {
    let (prefix, rest) = ipv6_prefix(text).unwrap_or(("", text));
    let mut encoded = prefix.as_bytes().to_vec();
    let mut run = Vec::new();
    for &b in rest.as_bytes() {
        if b":/@?&=#".contains(&b) {
            encoded.extend(urlencode(&run));
            run.clear();
            encoded.push(b);
        } else {
            run.push(b);
        }
    }
    encoded.extend(urlencode(&run));
    let parts = parse_url(&encoded)?;
    let decode = |part: Option<Vec<u8>>| part.map(|bytes| urldecode(&bytes));
    Some(Parts {
        scheme: decode(parts.scheme),
        user: decode(parts.user),
        pass: decode(parts.pass),
        host: decode(parts.host),
        port: parts.port,
        path: decode(parts.path),
        query: decode(parts.query),
        fragment: decode(parts.fragment),
    })
}

/// `preg_match('%^(.*://\[[0-9:a-f]+\])(.*?)$%', $url, $matches)`: the text up to the last
/// `://[…]` of hexadecimal digits and colons on its first line, and the rest, which must hold
/// no line feed but one at its end (PCRE's `$` matches before it, so the rest loses it).
fn ipv6_prefix(text: &str) -> Option<(&str, &str)> {
    let first_line = &text[..text.find('\n').unwrap_or(text.len())];
    let end = first_line
        .match_indices("://[")
        .filter_map(|(at, _)| {
            let inside = &first_line[at + 4..];
            let hex = inside
                .bytes()
                .take_while(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(b) || *b == b':')
                .count();
            (hex > 0 && inside[hex..].starts_with(']')).then_some(at + 4 + hex + 1)
        })
        .last()?;
    let rest = &text[end..];
    let rest = match rest.find('\n') {
        None => rest,
        Some(at) if at == rest.len() - 1 => &rest[..at],
        Some(_) => return None,
    };
    Some((&text[..end], rest))
}

/// PHP's `urlencode`: letters, digits and `-._` kept, a space as `+`, every other byte `%XX`.
fn urlencode(bytes: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(bytes.len());
    for &b in bytes {
        match b {
            b' ' => out.push(b'+'),
            b'-' | b'.' | b'_' => out.push(b),
            b if b.is_ascii_alphanumeric() => out.push(b),
            b => out.extend(format!("%{b:02X}").bytes()),
        }
    }
    out
}

/// PHP's `urldecode`: `+` as a space, each `%XX` as its byte.
fn urldecode(bytes: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < bytes.len()
                && bytes[i + 1].is_ascii_hexdigit()
                && bytes[i + 2].is_ascii_hexdigit() =>
            {
                let hex = |b: u8| (b as char).to_digit(16).unwrap_or(0) as u8;
                out.push(hex(bytes[i + 1]) * 16 + hex(bytes[i + 2]));
                i += 2;
            }
            b => out.push(b),
        }
        i += 1;
    }
    out
}

/// RFC 3986's unreserved characters and sub-delimiters, as `Uri::CHAR_UNRESERVED` and
/// `Uri::CHAR_SUB_DELIMS` list them.
fn unreserved_or_sub_delim(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b"_-.~!$&'()*+,;=".contains(&b)
}

/// `filterUserInfoComponent`: every byte outside the unreserved and the sub-delimiters, and a
/// `%` without two hexadecimal digits, `rawurlencode`d.
fn filter_user_info(bytes: &[u8]) -> String {
    filter(bytes, |b| unreserved_or_sub_delim(b) || b == b'%')
}

/// `filterPath`: as the user information, with `:`, `@` and `/` kept too.
pub(super) fn filter_path(bytes: &[u8]) -> String {
    filter(bytes, |b| {
        unreserved_or_sub_delim(b) || b"%:@/".contains(&b)
    })
}

/// `filterQueryAndFragment`: as the path, with `?` kept too.
fn filter_query(bytes: &[u8]) -> String {
    filter(bytes, |b| {
        unreserved_or_sub_delim(b) || b"%:@/?".contains(&b)
    })
}

/// Each byte `kept` refuses, and each `%` not followed by two hexadecimal digits, as
/// `rawurlencode` writes it (`%XX`).
fn filter(bytes: &[u8], kept: impl Fn(u8) -> bool) -> String {
    let mut out = String::with_capacity(bytes.len());
    for (i, &b) in bytes.iter().enumerate() {
        let bare_percent = b == b'%'
            && !(bytes.get(i + 1).is_some_and(u8::is_ascii_hexdigit)
                && bytes.get(i + 2).is_some_and(u8::is_ascii_hexdigit));
        if kept(b) && !bare_percent {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_writes_as_guzzle_does() {
        let uri = Uri::new("HTTP://U@A.Example:80/a b%zz?é#\u{1}").unwrap();
        assert_eq!(uri.to_text(), "http://U@a.example/a%20b%25zz?%C3%A9#%01");
        assert_eq!(
            Uri::new("http:///x").unwrap_err(),
            malformed("Unable to parse URI: http:///x")
        );
        assert_eq!(Uri::new("http://[::1]:80/x").unwrap().host, "[::1]");
        assert_eq!(Uri::new("file:/a").unwrap().to_text(), "file:///a");
        assert_eq!(Uri::new("?").unwrap().to_text(), "");
    }
}
