//! `URI.parse(text)` as Elixir 1.14 runs it: RFC 3986 Appendix B's expression, case-blind,
//! with its `.` stopping at a line feed (Erlang's `re` reads LF as a newline), each empty
//! match `nil` (but an empty query or fragment after its `?` or `#`), the scheme lowercased,
//! the authority split by `split_authority`'s own expression, and the scheme's default port
//! where none is written.

/// A `%URI{}` struct as `parse` fills it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Uri {
    pub scheme: Option<String>,
    /// The deprecated field: the authority as written, without its `//`.
    pub authority: Option<String>,
    pub userinfo: Option<String>,
    /// Without the brackets of an IP literal.
    pub host: Option<String>,
    /// A number, in decimal without leading zeros (`String.to_integer` takes any length).
    pub port: Option<String>,
    pub path: Option<String>,
    pub query: Option<String>,
    pub fragment: Option<String>,
}

/// What `parse` noticed that a reader of the trace should know.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Noticed {
    /// The fragment stopped at a line feed.
    pub fragment_cut: bool,
    /// The scheme was written with a capital letter.
    pub scheme_lowercased: bool,
}

/// `URI.parse(text)`.
pub(super) fn parse(text: &str) -> (Uri, Noticed) {
    let mut noticed = Noticed::default();
    let mut rest = text;
    // ^(([a-z][a-z0-9\+\-\.]*):)?
    let scheme_length = rest
        .bytes()
        .position(|b| !(b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.')));
    let mut scheme = None;
    if let Some(length) = scheme_length
        && length > 0
        && rest.as_bytes()[0].is_ascii_alphabetic()
        && rest.as_bytes()[length] == b':'
    {
        let written = &rest[..length];
        noticed.scheme_lowercased = written.bytes().any(|b| b.is_ascii_uppercase());
        scheme = Some(written.to_ascii_lowercase());
        rest = &rest[length + 1..];
    }
    // (//([^/?#]*))?
    let mut authority_with_slashes = "";
    if let Some(after) = rest.strip_prefix("//") {
        let end = after.find(['/', '?', '#']).unwrap_or(after.len());
        authority_with_slashes = &rest[..2 + end];
        rest = &after[end..];
    }
    // ([^?#]*)
    let end = rest.find(['?', '#']).unwrap_or(rest.len());
    let path = nilify(&rest[..end]);
    rest = &rest[end..];
    // (\?([^#]*))?
    let mut query = None;
    if let Some(after) = rest.strip_prefix('?') {
        let end = after.find('#').unwrap_or(after.len());
        query = Some(after[..end].to_string());
        rest = &after[end..];
    }
    // (#(.*))?, where `.` is any byte but a line feed.
    let fragment = rest.strip_prefix('#').map(|after| {
        let end = after.find('\n').unwrap_or(after.len());
        noticed.fragment_cut = end < after.len();
        after[..end].to_string()
    });
    let (authority, userinfo, host, port) = split_authority(authority_with_slashes);
    let port = port.or_else(|| scheme.as_deref().and_then(default_port).map(str::to_string));
    let uri = Uri {
        scheme,
        authority,
        userinfo,
        host,
        port,
        path,
        query,
        fragment,
    };
    (uri, noticed)
}

/// The parts of an authority: `split_authority`.
type Parts = (
    Option<String>,
    Option<String>,
    Option<String>,
    Option<String>,
);

/// `split_authority(authority_with_slashes)`: `(^(.*)@)?(\[[a-zA-Z0-9:.]*\]|[^:]*)(:(\d*))?`,
/// matched from the authority's start and not to its end.
fn split_authority(authority_with_slashes: &str) -> Parts {
    let Some(authority) = authority_with_slashes.strip_prefix("//") else {
        return (None, None, None, None);
    };
    if authority.is_empty() {
        return (Some(String::new()), None, Some(String::new()), None);
    }
    // (^(.*)@)?: the last `@` before any line feed.
    let line = &authority[..authority.find('\n').unwrap_or(authority.len())];
    let (userinfo, rest) = match line.rfind('@') {
        Some(at) => (nilify(&authority[..at]), &authority[at + 1..]),
        None => (None, authority),
    };
    // (\[[a-zA-Z0-9:.]*\]|[^:]*)
    let literal = rest.strip_prefix('[').and_then(|inside| {
        let end = inside
            .bytes()
            .position(|b| !(b.is_ascii_alphanumeric() || b == b':' || b == b'.'))?;
        (inside.as_bytes()[end] == b']').then_some(end + 2)
    });
    let host_end = literal.unwrap_or_else(|| rest.find(':').unwrap_or(rest.len()));
    let host = (host_end > 0).then(|| {
        rest[..host_end]
            .trim_start_matches('[')
            .trim_end_matches(']')
            .to_string()
    });
    // (:(\d*))?
    let port = rest[host_end..].strip_prefix(':').and_then(|after| {
        let digits = &after[..after
            .bytes()
            .position(|b| !b.is_ascii_digit())
            .unwrap_or(after.len())];
        (!digits.is_empty()).then(|| integer(digits))
    });
    (Some(authority.to_string()), userinfo, host, port)
}

/// `nilify`: an empty match is `nil`.
fn nilify(text: &str) -> Option<String> {
    (!text.is_empty()).then(|| text.to_string())
}

/// `Integer.to_string(String.to_integer(digits))`.
fn integer(digits: &str) -> String {
    let trimmed = digits.trim_start_matches('0');
    if trimmed.is_empty() { "0" } else { trimmed }.to_string()
}

/// `URI.default_port(scheme)`: the ports lib/elixir/src/elixir.erl registers.
pub(super) fn default_port(scheme: &str) -> Option<&'static str> {
    Some(match scheme {
        "ftp" => "21",
        "sftp" => "22",
        "tftp" => "69",
        "http" | "ws" => "80",
        "https" | "wss" => "443",
        "ldap" => "389",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_authority_is_split_as_its_expression_matches() {
        let (uri, _) = parse("HTTP://u@v@[::1]:080x/p?q#f\ng");
        assert_eq!(uri.scheme.as_deref(), Some("http"));
        assert_eq!(uri.userinfo.as_deref(), Some("u@v"));
        assert_eq!(uri.host.as_deref(), Some("::1"));
        assert_eq!(uri.port.as_deref(), Some("80"));
        assert_eq!(uri.fragment.as_deref(), Some("f"));
        let (uri, _) = parse("//:80/x");
        assert_eq!((uri.host, uri.port.as_deref()), (None, Some("80")));
        let (uri, _) = parse("//");
        assert_eq!(
            (uri.authority.as_deref(), uri.host.as_deref()),
            (Some(""), Some(""))
        );
        let (uri, _) = parse("http:?");
        assert_eq!(
            (uri.path, uri.query.as_deref(), uri.port.as_deref()),
            (None, Some(""), Some("80"))
        );
    }
}
