//! The steps of RFC 3986 sections 5.2 and 5.3, with the sentences (and pseudocode lines) they
//! implement, quoted from the RFC.
//!
//! The ids of section 5.2.4 carry its number before the RFC's own step labels (`5.2.4 1`,
//! `5.2.4 2`, `5.2.4 3`), so a class does not take them for RFC 2396's steps 1 to 3; the rules
//! of its loop are the RFC's `2A` .. `2E`, listed under `5.2.4 2` as in the STEP / OUTPUT BUFFER
//! / INPUT BUFFER tables of the RFC.

use crate::core::vocabulary::spec::Spec;
use crate::core::vocabulary::step::{Document, Step, steps_of};
use crate::core::vocabulary::warning::Warning;

steps_of!(Document::Spec(Spec::Rfc3986));

// The steps and warnings are data: steps.json beside this file, made Rust by build/statics.rs.
include!(concat!(env!("OUT_DIR"), "/core/specs/rfc3986/steps.rs"));
