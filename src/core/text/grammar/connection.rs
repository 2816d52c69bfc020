//! Where a URL leads by an RFC's grammar: its scheme, and the user information, host and port
//! of a server-based authority (RFC 2396 §3.2.2, RFC 3986 §3.2), split as the grammar splits
//! them. RFC 1808 and RFC 1630 read no host out of `net_loc`; their connection is read by RFC
//! 2396's grammar, the first to name one.

use super::grammars::Grammar;
use crate::core::text::uri_ref::UriRef;
use crate::core::vocabulary::connection::Connection;

/// The connection `text` names by `grammar`: an error where it has no scheme, or its port is
/// no number a connection can use.
pub fn connection(grammar: Grammar, text: &str) -> Result<Connection, String> {
    let grammar = match grammar {
        Grammar::Rfc1630 | Grammar::Rfc1808 => Grammar::Rfc2396,
        grammar => grammar,
    };
    let uri = UriRef::parse(text);
    let Some(scheme) = uri.scheme() else {
        return Err("no scheme: a relative reference names no connection".to_string());
    };
    let Some(parts) = grammar.authority_parts(&uri) else {
        return Ok(Connection::new(scheme, None, None));
    };
    let part = |span: Option<crate::core::vocabulary::span::Span>| span.map(|s| s.of(text));
    let port = match part(parts.port).filter(|port| !port.is_empty()) {
        None => None,
        Some(digits) => Some(
            digits
                .parse::<u16>()
                .map_err(|_| format!("the port `{digits}` is no port number from 0 to 65535"))?,
        ),
    };
    let host = part(parts.host).map(str::to_string);
    let mut connection = Connection::new(scheme, host, port);
    connection.userinfo = part(parts.userinfo).map(str::to_string);
    Ok(connection)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_authority_is_split_as_the_grammar_splits_it() {
        let c = connection(Grammar::Rfc3986, "https://evil.com\\@good.com/x").unwrap();
        assert_eq!(c.host.as_deref(), Some("good.com"));
        assert_eq!(c.userinfo.as_deref(), Some("evil.com\\"));
        // No port given: the default is the entry point's to fill in (core/connect.rs).
        assert_eq!(c.port, None);
        let c = connection(Grammar::Rfc2396, "HTTP://[::1]:8080/").unwrap();
        assert_eq!(
            (c.scheme.as_str(), c.host.as_deref(), c.port),
            ("http", Some("[::1]"), Some(8080))
        );
        assert!(connection(Grammar::Rfc3986, "http://h:99999/").is_err());
        assert!(connection(Grammar::Rfc3986, "../g").is_err());
        assert_eq!(
            connection(Grammar::Rfc3986, "mailto:a@b").unwrap().host,
            None
        );
    }
}
