//! The default port of each scheme whose specification gives one, for §6.2.3's "an explicit
//! ":port", for which the port is empty or the default for the scheme". RFC 3986 names no
//! table: each row is the scheme's own specification (the RFC beside it), as IANA's URI
//! Schemes registry lists them.

/// `(scheme, port, the specification that defines it)`, the scheme in lower case.
static DEFAULT_PORTS: &[(&str, u16, &str)] = &[
    ("aaa", 3868, "RFC 6733"),
    ("aaas", 5658, "RFC 6733"),
    ("acap", 674, "RFC 2244"),
    ("cap", 1026, "RFC 4324"),
    ("coap", 5683, "RFC 7252"),
    ("coap+tcp", 5683, "RFC 8323"),
    ("coap+ws", 80, "RFC 8323"),
    ("coaps", 5684, "RFC 7252"),
    ("coaps+tcp", 5684, "RFC 8323"),
    ("coaps+ws", 443, "RFC 8323"),
    ("dict", 2628, "RFC 2229"),
    ("dns", 53, "RFC 4501"),
    ("ftp", 21, "RFC 1738"),
    ("go", 1096, "RFC 3368"),
    ("gopher", 70, "RFC 4266"),
    ("http", 80, "RFC 9110"),
    ("https", 443, "RFC 9110"),
    ("icap", 1344, "RFC 3507"),
    ("imap", 143, "RFC 5092"),
    ("ipp", 631, "RFC 3510"),
    ("ipps", 631, "RFC 7472"),
    ("ldap", 389, "RFC 4516"),
    ("mtqp", 1038, "RFC 3887"),
    ("mupdate", 3905, "RFC 3656"),
    ("nfs", 2049, "RFC 2224"),
    ("nntp", 119, "RFC 5538"),
    ("pop", 110, "RFC 2384"),
    ("rtsp", 554, "RFC 7826"),
    ("rtsps", 322, "RFC 7826"),
    ("rtspu", 554, "RFC 2326"),
    ("snmp", 161, "RFC 4088"),
    ("stun", 3478, "RFC 7064"),
    ("stuns", 5349, "RFC 7064"),
    ("telnet", 23, "RFC 4248"),
    ("tip", 3372, "RFC 2371"),
    ("tn3270", 23, "RFC 6270"),
    ("turn", 3478, "RFC 7065"),
    ("turns", 5349, "RFC 7065"),
    ("vemmi", 575, "RFC 2122"),
    ("vnc", 5900, "RFC 7869"),
    ("ws", 80, "RFC 6455"),
    ("wss", 443, "RFC 6455"),
    ("z39.50r", 210, "RFC 2056"),
    ("z39.50s", 210, "RFC 2056"),
];

/// The default port of `scheme` (any case), if its specification gives one.
pub(crate) fn default_port(scheme: &str) -> Option<u16> {
    DEFAULT_PORTS
        .iter()
        .find(|(name, _, _)| name.eq_ignore_ascii_case(scheme))
        .map(|&(_, port, _)| port)
}

/// The specification that gives `scheme`'s default port.
pub(crate) fn defined_by(scheme: &str) -> Option<&'static str> {
    DEFAULT_PORTS
        .iter()
        .find(|(name, _, _)| name.eq_ignore_ascii_case(scheme))
        .map(|&(_, _, rfc)| rfc)
}
