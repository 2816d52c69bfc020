//! The pure library: parsing, the specifications' resolvers, and the events they emit.
//! Nothing in here knows about terminals.

pub mod authority;
pub mod compare;
pub mod diagnostics;
pub mod dot_segments;
pub mod error;
pub mod escape;
pub mod event;
pub mod event_list;
pub mod examples;
pub mod grammar;
pub mod options;
pub mod path;
pub mod recompose;
pub mod replay;
pub mod resolve;
pub mod rfc1630;
pub mod rfc1808;
pub mod rfc2396;
pub mod rfc3986;
pub mod span;
pub mod spec;
pub mod uri_ref;
pub mod whatwg;
pub mod workspace;

pub use authority::{Authority, AuthorityKind};
pub use diagnostics::{Diagnostic, Problem, Severity};
pub use error::Error;
pub use escape::escape_for_terminal;
pub use event::{
    BufferChange, Component, Event, NoTrace, Observer, Outcome, Role, Step, StepEvent, Trace,
    Warning,
};
pub use event_list::Events;
pub use options::{AboveRoot, Options, Rfc1808Variant};
pub use recompose::Parts;
pub use resolve::{resolve, resolve_with};
pub use span::Span;
pub use spec::{Spec, UnknownSpec};
pub use uri_ref::UriRef;
