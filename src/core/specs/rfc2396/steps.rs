//! The steps of RFC 2396 section 5.2 (= draft-fielding-url-syntax-10 section 5.2), with the
//! sentences they implement, quoted from the RFC.

use crate::core::vocabulary::spec::Spec;
use crate::core::vocabulary::step::{Document, Step, steps_of};
use crate::core::vocabulary::warning::Warning;

steps_of!(Document::Spec(Spec::Rfc2396));

// The steps and warnings are data: steps.json beside this file, made Rust by build/statics.rs.
include!(concat!(env!("OUT_DIR"), "/core/specs/rfc2396/steps.rs"));
