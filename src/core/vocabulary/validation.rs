//! The validation errors of a WHATWG resolution, read off its events: the base's apart from the
//! input's.

use crate::core::vocabulary::event::{Event, Observer};
use crate::core::vocabulary::trace::Trace;
use crate::core::vocabulary::whatwg_act::Act;
use crate::core::vocabulary::whatwg_frame::BASE;
use crate::core::vocabulary::whatwg_validation::ValidationError;

/// An observer that keeps only the validation errors of a
/// [`parse_against`](crate::whatwg::parse_against), the base's apart: what the command line's
/// `validation_errors` and `base_validation_errors` list.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Validation {
    /// The base's, with their byte in the base as given.
    pub base: Vec<(ValidationError, usize)>,
    /// The input's (the reference's), with their byte in it as given.
    pub input: Vec<(ValidationError, usize)>,
}

impl Validation {
    /// The validation errors a recorded WHATWG trace holds: what observing its resolution with
    /// a `Validation` would have kept.
    pub fn of(trace: &Trace) -> Self {
        let mut validation = Validation::default();
        for (step, act) in trace.whatwg_acts() {
            validation.on_event(Event::Whatwg { step, act });
        }
        validation
    }
}

impl Observer for Validation {
    const ENABLED: bool = false;
    const VALIDATION: bool = true;

    fn on_event(&mut self, event: Event<'_>) {
        if let Event::Whatwg {
            step,
            act: Act::ValidationError { error, at, .. },
        } = event
        {
            let list = if std::ptr::eq(step, &BASE) {
                &mut self.base
            } else {
                &mut self.input
            };
            list.push((error, at));
        }
    }
}
