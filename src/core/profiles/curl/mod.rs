//! libcurl's URL API as `curl -L` follows a redirect (urlapi.rs: the registry's row, the handle
//! and the replay), each of lib/urlapi.c's parts in its own file, its steps and its release lines.

mod code;
pub(crate) mod connection;
mod dots;
mod encode;
pub(crate) mod handle;
mod host;
mod parse;
mod splice;
pub mod steps;
pub(crate) mod urlapi;
mod version;
