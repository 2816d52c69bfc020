//! The WHATWG URL Standard, as browsers resolve links.
//!
//! The Standard's basic URL parser (§4.4), written from its text as a traced state machine:
//! [`parse`], and [`parse_with`] with an [`Observer`](crate::Observer) that sees every state
//! visited, every change to the buffer and the URL record, the host parser's decisions and
//! every validation error by the Standard's name, each as an [`Act`]. Resolving (`uriscope::resolve(Spec::Whatwg, ..)`) runs it on the base,
//! then on the reference with the base's record, and serializes the record; a trace lists one
//! step per run of a state.

pub(crate) mod attributes;
mod code_points;
mod emit;
mod host;
mod input;
mod parser;
mod percent_encode;
pub(crate) mod query_encoding;
mod raises;
pub(crate) mod record;
pub(crate) mod resolve;
pub(crate) mod scheme;
pub(crate) mod steps;

pub use crate::core::vocabulary::validation::Validation;
pub use crate::core::vocabulary::whatwg_act::{
    Act, BufferEdit, Edit, HostBranch, HostStep, RecordChange, RecordComponent, Removal,
    RemovalKind, Visit,
};
pub use crate::core::vocabulary::whatwg_failure::{CodePoint, Failure};
pub use crate::core::vocabulary::whatwg_state::State;
pub use crate::core::vocabulary::whatwg_validation::ValidationError;
pub use attributes::Attributes;
pub use parser::{parse, parse_with, parse_with_encoding};
pub use query_encoding::{Encoded, QueryEncoding};
pub use raises::Raise;
pub use record::{Host, Url};
pub use resolve::parse_against;
pub use scheme::SchemeKind;
pub use steps::step_of;
