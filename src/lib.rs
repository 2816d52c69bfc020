//! uriscope: see how a URI reference resolves against a base, step by step, under RFC 1630,
//! RFC 1808, RFC 2396, RFC 3986 and the WHATWG URL Standard.
//!
//! The library is [`core`]: a parser that records spans, one resolver per specification, and the
//! events they emit. [`resolve`] is the front door.

pub mod cli;
pub mod core;
#[cfg(feature = "tui")]
pub mod tui;

pub use crate::core::{
    AboveRoot, Error, NoTrace, Observer, Options, Spec, Trace, UriRef, escape_for_terminal,
    resolve, resolve_with,
};
