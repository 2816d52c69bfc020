//! An authority split into its parts, and what kind of host it names.
//!
//! RFC 2396 (§3.2) reads an authority as a `server` when it can and as a registry-based
//! `reg_name` otherwise; RFC 3986 (§3.2) splits every authority into `[ userinfo "@" ] host
//! [ ":" port ]` and tells the host by its form. [`crate::core::text::grammar`] does both readings;
//! this module holds what they produce.

use crate::core::vocabulary::span::Span;

/// Which alternative of RFC 2396's `authority = server | reg_name` matched.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AuthorityKind {
    /// `[ userinfo "@" ] hostport`: a host, maybe a user and a port. RFC 3986 reads every
    /// authority this way.
    Server,
    /// Anything else made of the allowed characters: a naming authority the scheme defines.
    Registry,
}

impl AuthorityKind {
    /// `"server"` or `"registry"`, as the JSON documents write it.
    pub const fn name(self) -> &'static str {
        match self {
            AuthorityKind::Server => "server",
            AuthorityKind::Registry => "registry",
        }
    }
}

/// Which rule of the host the host text matched, named as its specification names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HostKind {
    /// RFC 2396 `hostname = *( domainlabel "." ) toplabel [ "." ]`.
    Hostname,
    /// `IPv4address`: RFC 2396's as RFC 2732 replaced it (four groups of one to three digits),
    /// or RFC 3986's (four `dec-octet`).
    Ipv4Address,
    /// RFC 2732 `IPv6reference = "[" IPv6address "]"`, added to RFC 2396's `host`.
    Ipv6Reference,
    /// RFC 3986 `IP-literal` holding an `IPv6address`.
    IpLiteralV6,
    /// RFC 3986 `IP-literal` holding an `IPvFuture`.
    IpLiteralFuture,
    /// RFC 3986 `reg-name`: a registered name (any host that is not an IP address).
    RegName,
}

impl HostKind {
    /// The rule's name: `hostname`, `IPv4address`, `IPv6reference`, `IP-literal`, `reg-name`.
    pub const fn rule(self) -> &'static str {
        match self {
            HostKind::Hostname => "hostname",
            HostKind::Ipv4Address => "IPv4address",
            HostKind::Ipv6Reference => "IPv6reference",
            HostKind::IpLiteralV6 | HostKind::IpLiteralFuture => "IP-literal",
            HostKind::RegName => "reg-name",
        }
    }

    /// The rule's name with what an IP literal holds: `IP-literal (IPv6address)`.
    pub const fn detail(self) -> &'static str {
        match self {
            HostKind::IpLiteralV6 => "IP-literal (IPv6address)",
            HostKind::IpLiteralFuture => "IP-literal (IPvFuture)",
            kind => kind.rule(),
        }
    }
}

/// The parts of an authority, as spans into the reference text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Authority {
    /// Server-based or registry-based.
    pub kind: AuthorityKind,
    /// The whole authority.
    pub span: Span,
    /// Before the `@` (server-based only).
    pub userinfo: Option<Span>,
    /// The host, brackets included for an IP literal (server-based only).
    pub host: Option<Span>,
    /// After the `:` (server-based only; may be empty: "the ':' separator between host and port
    /// is supplied without a port").
    pub port: Option<Span>,
    /// Which rule the host matched (server-based only; `None` for RFC 2396's empty server).
    pub host_kind: Option<HostKind>,
}

/// The IDNA encoding of a registered name, which RFC 3986 §3.2.2 asks of one meant for the DNS
/// ("URI producers should provide these registered names in the IDNA encoding, rather than a
/// percent-encoding"): its percent-decoded UTF-8 through UTS #46 ToASCII, as the WHATWG URL
/// Standard's domain to ASCII uses it. `None` for a name with nothing to encode (ASCII, no
/// escape) or one that ToASCII refuses.
///
/// ```
/// use uriscope::grammar::idna_encoding;
///
/// assert_eq!(idna_encoding("bücher.example").as_deref(), Some("xn--bcher-kva.example"));
/// assert_eq!(idna_encoding("b%C3%BCcher.example").as_deref(), Some("xn--bcher-kva.example"));
/// assert_eq!(idna_encoding("example.com"), None);
/// ```
pub fn idna_encoding(name: &str) -> Option<String> {
    if name.is_ascii() && !name.contains('%') {
        return None;
    }
    let decoded = crate::core::text::percent::percent_decode(name.as_bytes());
    let decoded = std::str::from_utf8(&decoded).ok()?;
    let ascii = idna::domain_to_ascii(decoded).ok()?;
    (ascii != name).then_some(ascii)
}
