//! The pure library: parsing, the specifications' resolvers, the events they emit, and the
//! steps a trace reads as. Nothing in here knows about terminals.

pub(crate) mod arena;
pub(crate) mod base;
pub(crate) mod compare;
pub(crate) mod curl;
pub(crate) mod cut;
pub(crate) mod dot_segments;
pub(crate) mod error;
pub(crate) mod escape;
pub(crate) mod event;
pub(crate) mod examples;
pub(crate) mod finding;
pub(crate) mod go;
pub(crate) mod grammar;
pub mod idn;
pub mod iri;
pub(crate) mod java;
#[cfg(feature = "links")]
pub mod links;
pub(crate) mod node_legacy;
pub(crate) mod octets;
pub(crate) mod options;
pub(crate) mod path;
pub(crate) mod percent;
pub(crate) mod profile;
#[cfg(test)]
pub(crate) mod profile_testing;
pub(crate) mod python;
pub(crate) mod recompose;
pub mod redirects;
pub(crate) mod relative;
pub(crate) mod release;
pub(crate) mod replay;
pub(crate) mod resolution;
pub(crate) mod resolve;
pub(crate) mod rfc1630;
pub(crate) mod rfc1808;
pub(crate) mod rfc2396;
pub(crate) mod rfc3986;
pub(crate) mod row;
pub(crate) mod short_text;
pub(crate) mod span;
pub(crate) mod spec;
mod step;
pub(crate) mod steps;
pub(crate) mod switch;
pub(crate) mod trace;
pub(crate) mod uri_ref;
pub(crate) mod warnings;
pub mod whatwg;
pub(crate) mod workspace;

pub use base::{Base, MAX_INPUT_LEN, Resolved};
pub use error::Error;
pub use escape::{escape_bytes, escape_for_terminal, needs_escape};
pub use event::{
    BufferChange, Component, Event, NoTrace, Observer, Outcome, Role, Source, StepEvent, TraceText,
    Warning,
};
pub use finding::Finding;
pub use grammar::authority::{Authority, AuthorityKind, HostKind, idna_encoding};
pub use grammar::diagnostics::{Diagnostic, Problem, Severity};
pub use grammar::{Checked, Grammar, Rule};
pub use octets::{AsciiEscape, NOT_UTF8, OctetRun, Piece, Reading, hex_octets, octet_runs};
pub use options::{AboveRoot, Options, Rfc1808Variant};
pub use path::{Segment, Segments};
pub use profile::Profile;
pub use relative::{Form, Portable, Relative, RelativeError, relative_portable};
pub use replay::{BufferReplay, GapBuffer};
pub use resolution::{Provenance, Resolution};
pub use resolve::{resolve, resolve_with};
pub use rfc3986::remove_dot_segments;
pub use span::Span;
pub use spec::{Spec, UnknownSpec};
pub use step::{Citation, Document, Library, Step};
pub use steps::{Assignment, Change, ResultComponent, TraceStep};
pub use switch::{Switch, SwitchValue};
pub use trace::{Rewrite, Trace};
pub use uri_ref::UriRef;
pub use warnings::Warnings;
