//! The library profiles: each library's resolver replayed step by step, and the registry that lists
//! them.

pub(crate) mod curl;
pub(crate) mod dotnet;
pub(crate) mod elixir;
pub(crate) mod erlang;
pub(crate) mod go;
pub(crate) mod guzzle;
pub(crate) mod httpclient;
pub(crate) mod java;
pub(crate) mod node_legacy;
pub(crate) mod okhttp;
pub(crate) mod perl;
pub(crate) mod python;
pub(crate) mod registry;
pub(crate) mod ruby;
#[cfg(test)]
pub(crate) mod toy;
pub(crate) mod wget;
