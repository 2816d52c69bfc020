//! The five specifications, each a traced resolver: RFC 1630, RFC 1808, RFC 2396, RFC 3986 and the
//! WHATWG URL Standard.

pub(crate) mod rfc1630;
pub(crate) mod rfc1808;
pub(crate) mod rfc2396;
pub(crate) mod rfc3986;
pub mod whatwg;
