//! Each RFC's grammar: which grammar a specification has and what checking gives
//! (grammars.rs), one module per grammar, what they share, the authority's parts and the
//! diagnostics.

pub(crate) mod authority;
pub(crate) mod diagnostics;
pub(crate) mod grammars;
mod ipv6;
pub(crate) mod rfc1630;
mod rfc1808;
pub(crate) mod rfc2396;
mod rfc3986;
mod shared;
