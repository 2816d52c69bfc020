//! Erlang/OTP's `uri_string:resolve(RefURI, BaseURI)` (stdlib's uri_string.erl), replayed as
//! its code runs (resolve.rs: the registry's row, `resolve_map` and `recompose`), its parser
//! (parse.rs) and the address checks it asks of inet_parse (inet.rs), its steps and its release
//! lines.

pub(crate) mod connection;
mod inet;
mod parse;
pub(crate) mod resolve;
pub mod steps;
mod version;
