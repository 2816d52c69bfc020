//! The steps of RFC 1808 (= draft-ietf-uri-relative-url-06) section 4, with the sentences they
//! implement, quoted from the RFC, and the warnings a reader of the trace should see. Section
//! 2.4's parse keeps its steps beside it (text/url1808.rs).

use crate::core::vocabulary::spec::Spec;
use crate::core::vocabulary::step::{Document, Step, steps_of};
use crate::core::vocabulary::warning::Warning;

steps_of!(Document::Spec(Spec::Rfc1808));

// The steps and warnings are data: steps.json beside this file, made Rust by build/statics.rs.
include!(concat!(env!("OUT_DIR"), "/core/specs/rfc1808/steps.rs"));
