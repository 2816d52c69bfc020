//! The WHATWG host parser (§3.5) and serializer (host_parser.rs), with its IPv4 and IPv6
//! parsers.

pub(crate) mod context;
pub(crate) mod host_parser;
mod ipv4;
mod ipv6;
