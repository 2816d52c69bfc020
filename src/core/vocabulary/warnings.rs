//! The warnings of a resolution, without its trace: what every output of a result carries.

use crate::core::vocabulary::event::{Event, Observer};
use crate::core::vocabulary::step::Step;
use crate::core::vocabulary::trace::Trace;
use crate::core::vocabulary::warning::Warning;
use crate::core::vocabulary::whatwg_act::Act;

/// The warnings a resolution raised (the WHATWG parser's validation errors among them), each
/// once, with the step that first raised it, in order.
///
/// An [`Observer`] that keeps nothing else: the command line resolves with it when nobody asked
/// for the trace, so that a result is never printed without its warnings. A megabyte of spaces
/// raises one invalid-URL-unit error a million times; it is listed once.
///
/// ```
/// use uriscope::{Options, Spec, resolve_with};
/// use uriscope::trace::Warnings;
///
/// let mut warnings = Warnings::default();
/// let result = resolve_with(Spec::Rfc2396, "http://a", "g", &Options::default(), &mut warnings);
/// assert_eq!(result.as_deref(), Ok("http://ag"));
/// let ids: Vec<&str> = warnings.list().iter().map(|(_, w)| w.id).collect();
/// assert!(ids.contains(&"rfc2396.empty-base-path"), "{ids:?}");
///
/// // The WHATWG parser's validation errors, by the Standard's names, and the rules it applied
/// // (the strip of the input's ends, `\` read as `/`, a `..` above the root dropped).
/// resolve_with(Spec::Whatwg, "http://a/b", " ..\\g", &Options::default(), &mut warnings).unwrap();
/// let ids: Vec<&str> = warnings.list().iter().map(|(_, w)| w.id).collect();
/// assert_eq!(ids, [
///     "invalid-URL-unit",
///     "whatwg.ends-stripped",
///     "whatwg.backslash-as-slash",
///     "invalid-reverse-solidus",
///     "whatwg.above-root",
/// ]);
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Warnings(Vec<(&'static Step, &'static Warning)>);

impl Warnings {
    /// The warnings of a recorded trace, each once.
    pub fn of(trace: &Trace) -> Self {
        let mut warnings = Warnings::default();
        for (step, warning) in trace.warnings() {
            warnings.add(step, warning);
        }
        warnings
    }

    /// Each warning with the step that first raised it, in order.
    pub fn list(&self) -> &[(&'static Step, &'static Warning)] {
        &self.0
    }

    fn add(&mut self, step: &'static Step, warning: &'static Warning) {
        // A resolution raises a few kinds of warning: a linear search stays linear.
        if !self.0.iter().any(|(_, seen)| seen.id == warning.id) {
            self.0.push((step, warning));
        }
    }
}

impl Observer for Warnings {
    fn on_event(&mut self, event: Event<'_>) {
        match event {
            // A new resolution: the warnings of the last one go.
            Event::Start { .. } => self.0.clear(),
            Event::Step(step_event) => {
                if let Some(warning) = step_event.warning() {
                    self.add(step_event.step, warning);
                }
            }
            Event::Whatwg {
                step,
                act: Act::ValidationError { error, .. },
            } => self.add(step, error.warning()),
            _ => {}
        }
    }
}
