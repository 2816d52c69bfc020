//! The authority (draft-10 "site") split into its parts.
//!
//! ```text
//! site      = server | authority                      ; RFC 2396: server | reg_name
//! server    = [ [ userinfo "@" ] hostport ]
//! hostport  = host [ ":" port ]
//! host      = hostname | IPv4address
//! port      = *digit
//! ```
//!
//! An authority is server-based when it matches `server`; otherwise it is registry-based and has
//! no parts (the grammar gives it none).

use super::Span;
use super::grammar;

/// Which alternative of `site` matched.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AuthorityKind {
    /// `[ userinfo "@" ] hostport`: a host name or IPv4 address, maybe a user and a port.
    Server,
    /// Anything else made of the allowed characters: a naming authority the scheme defines.
    Registry,
}

/// The parts of an authority, as spans into the reference text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Authority {
    pub kind: AuthorityKind,
    /// The whole authority.
    pub span: Span,
    /// Before the `@` (server-based only).
    pub userinfo: Option<Span>,
    /// The host name or IPv4 address (server-based only).
    pub host: Option<Span>,
    /// After the `:` (server-based only; may be empty: "the ':' separator between host and port
    /// is supplied without a port").
    pub port: Option<Span>,
}

impl Authority {
    /// Sub-parses the authority at `span` of `text`.
    pub fn parse(text: &str, span: Span) -> Self {
        Self::server(text, span).unwrap_or(Authority {
            kind: AuthorityKind::Registry,
            span,
            userinfo: None,
            host: None,
            port: None,
        })
    }

    /// The `server` alternative, if the authority matches it.
    fn server(text: &str, span: Span) -> Option<Self> {
        let value = span.of(text);
        let empty = Authority {
            kind: AuthorityKind::Server,
            span,
            userinfo: None,
            host: None,
            port: None,
        };
        if value.is_empty() {
            return Some(empty); // server = [ ... ]: the empty server
        }
        // userinfo excludes "@", so a second "@" cannot be a server.
        let (userinfo, hostport_start) = match value.find('@') {
            Some(at) => (
                Some(Span::new(span.start, span.start + at)),
                span.start + at + 1,
            ),
            None => (None, span.start),
        };
        let hostport = &text[hostport_start..span.end];
        if hostport.contains('@') {
            return None;
        }
        if let Some(user) = userinfo
            && !grammar::all_chars_match(user.of(text), grammar::is_userinfo_char)
        {
            return None;
        }
        let (host, port) = match hostport.find(':') {
            Some(colon) => (
                Span::new(hostport_start, hostport_start + colon),
                Some(Span::new(hostport_start + colon + 1, span.end)),
            ),
            None => (Span::new(hostport_start, span.end), None),
        };
        if let Some(port) = port
            && !port.of(text).bytes().all(|b| b.is_ascii_digit())
        {
            return None;
        }
        let host_text = host.of(text);
        if !(grammar::is_hostname(host_text) || grammar::is_ipv4address(host_text)) {
            return None;
        }
        Some(Authority {
            userinfo,
            host: Some(host),
            port,
            ..empty
        })
    }
}
