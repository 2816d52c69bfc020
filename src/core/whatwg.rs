//! The WHATWG URL Standard, as browsers resolve links.
//!
//! The Standard's basic URL parser (§4.4), written from its text as a traced state machine:
//! [`parse`], and [`parse_with`] with an [`Observer`](crate::Observer) that sees every state
//! visited, every change to the buffer and the URL record, the host parser's decisions and
//! every validation error by the Standard's name, each as an [`Act`]. Resolving (`uriscope::resolve(Spec::Whatwg, ..)`) runs it on the base,
//! then on the reference with the base's record, and serializes the record; a trace lists one
//! step per run of a state.

mod attributes;
mod code_points;
mod failure;
mod host;
mod input;
mod parser;
mod percent_encode;
mod query_encoding;
mod raises;
mod record;
mod resolve;
mod scheme;
mod state;
mod steps;
mod trace;
mod validation;

pub use attributes::Attributes;
pub use failure::{CodePoint, Failure};

pub use parser::{parse, parse_with, parse_with_encoding};
pub use query_encoding::{Encoded, QueryEncoding};
pub use raises::Raise;
pub use record::{Host, Url};
pub(crate) use resolve::{ParsedBase, keep_request_fragment, parse_encoded, resolve};
pub use resolve::{Validation, parse_against};
pub use scheme::SchemeKind;
#[cfg(feature = "links")]
pub(crate) use scheme::query_takes_the_encoding;
pub use state::State;
#[cfg(feature = "links")]
pub(crate) use steps::ABOVE_ROOT;
pub use steps::step_of;
pub(crate) use steps::{BASE, LOCATION_URL};
pub use trace::{
    Act, BufferEdit, Edit, HostBranch, HostStep, RecordChange, RecordComponent, Removal,
    RemovalKind, Visit,
};
pub use validation::ValidationError;
