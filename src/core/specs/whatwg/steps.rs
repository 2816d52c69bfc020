//! The steps of a WHATWG resolution as a trace lists them: the base URL's parse, the input's
//! preprocessing, one step per state of the basic URL parser (a run of code points in one state
//! is one step of the trace), and the URL serializer. Each quotes the Standard; `[…]` marks
//! what a quote leaves out (mostly the state override, which a resolution never gives).

use crate::core::vocabulary::spec::Spec;
use crate::core::vocabulary::step::{Document, Step, steps_of};
use crate::core::vocabulary::warning::Warning;
use crate::core::vocabulary::whatwg_state::State;

steps_of!(Document::Spec(Spec::Whatwg));

// The steps and warnings are data: steps.json beside this file, made Rust by build/statics.rs.
include!(concat!(env!("OUT_DIR"), "/core/specs/whatwg/steps.rs"));

/// The step of a state.
pub fn step_of(state: State) -> &'static Step {
    match state {
        State::SchemeStart => &SCHEME_START,
        State::Scheme => &SCHEME,
        State::NoScheme => &NO_SCHEME,
        State::SpecialRelativeOrAuthority => &SPECIAL_RELATIVE_OR_AUTHORITY,
        State::PathOrAuthority => &PATH_OR_AUTHORITY,
        State::Relative => &RELATIVE,
        State::RelativeSlash => &RELATIVE_SLASH,
        State::SpecialAuthoritySlashes => &SPECIAL_AUTHORITY_SLASHES,
        State::SpecialAuthorityIgnoreSlashes => &SPECIAL_AUTHORITY_IGNORE_SLASHES,
        State::Authority => &AUTHORITY,
        State::Host => &HOST,
        State::Hostname => &HOSTNAME,
        State::Port => &PORT,
        State::File => &FILE,
        State::FileSlash => &FILE_SLASH,
        State::FileHost => &FILE_HOST,
        State::PathStart => &PATH_START,
        State::Path => &PATH,
        State::OpaquePath => &OPAQUE_PATH,
        State::Query => &QUERY,
        State::Fragment => &FRAGMENT,
    }
}
