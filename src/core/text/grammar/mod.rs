//! Each RFC's grammar: which grammar a specification has (grammars.rs), checking by it
//! (check.rs, which sends each grammar to its module) and what checking gives (checked.rs), one
//! module per grammar, what they share, the authority's parts and the diagnostics.

pub(crate) mod authority;
mod check;
pub(crate) mod checked;
pub(crate) mod connection;
pub(crate) mod diagnostics;
pub(crate) mod grammars;
mod ipv6;
pub(crate) mod rfc1630;
mod rfc1808;
pub(crate) mod rfc2396;
mod rfc3986;
mod shared;
