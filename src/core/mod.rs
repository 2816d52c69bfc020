//! The pure library: parsing, the specifications' resolvers, the events they emit, and the
//! steps a trace reads as. Nothing in here knows about terminals.

pub(crate) mod base;
pub(crate) mod connect;
#[cfg(test)]
pub(crate) mod profile_testing;
pub(crate) mod profiles;
pub(crate) mod resolve;
pub(crate) mod specs;
#[cfg(test)]
pub(crate) mod testing;
pub(crate) mod text;
pub(crate) mod tools;
pub(crate) mod vocabulary;
