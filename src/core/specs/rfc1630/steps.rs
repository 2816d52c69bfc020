//! The partial-form rules of RFC 1630 ("Partial (relative) form"), in the order uriscope applies
//! them (R0 to R5, its own labels), with the sentences they implement quoted from the RFC, and
//! the warnings a reader of the trace should see. Where the RFC is silent the step text and the
//! warnings say that the behaviour is uriscope's reading.

use crate::core::vocabulary::spec::Spec;
use crate::core::vocabulary::step::{Document, Step, steps_of};
use crate::core::vocabulary::warning::Warning;

steps_of!(Document::Spec(Spec::Rfc1630));

// The steps and warnings are data: steps.json beside this file, made Rust by build/statics.rs.
include!(concat!(env!("OUT_DIR"), "/core/specs/rfc1630/steps.rs"));
