//! The tools built on the resolvers: the comparison of every specification, relative references, a
//! page's links, redirect chains, the built-in examples.

pub(crate) mod compare;
pub(crate) mod equivalence;
#[cfg(feature = "examples")]
pub(crate) mod examples;
pub(crate) mod host_reading;
pub(crate) mod hosts;
pub(crate) mod iri_forms;
#[cfg(feature = "links")]
pub mod links;
pub(crate) mod quiz;
pub mod redirects;
pub(crate) mod relative;
