//! The basic URL parser's hooks: each act handed to the observer as an event of the step it
//! belongs to.

use super::raises::Raise;
use super::steps::{PREPROCESS, step_of};
use crate::core::vocabulary::event::{Event, Observer, Outcome, StepEvent};
use crate::core::vocabulary::step::Step;
use crate::core::vocabulary::warning::Warning;
use crate::core::vocabulary::whatwg_act::{
    Act, BufferEdit, HostStep, RecordChange, Removal, Visit,
};
use crate::core::vocabulary::whatwg_failure::Failure;

/// Hands the basic URL parser's acts to an [`Observer`] as it acts, in the Standard's order,
/// each as an [`Event::Whatwg`] of the step it belongs to: the preprocessing's own step, then,
/// from each visit on, the step of the state visited.
///
/// The parser calls the hooks that describe its work only when the observer is
/// [`ENABLED`](Observer::ENABLED) (it does not even compute their arguments otherwise), and
/// looks for the validation errors that do not stop it only when the observer wants them
/// ([`VALIDATION`](Observer::VALIDATION)). The failure is reported whatever they say.
pub(super) struct Emit<'o, O> {
    obs: &'o mut O,
    step: &'static Step,
}

impl<'o, O: Observer> Emit<'o, O> {
    pub(super) fn new(obs: &'o mut O) -> Self {
        Emit {
            obs,
            step: &PREPROCESS,
        }
    }

    /// The same observer, at the same step, for the host parser.
    pub(super) fn reborrow(&mut self) -> Emit<'_, O> {
        Emit {
            obs: &mut *self.obs,
            step: self.step,
        }
    }

    /// The act as an event (`Act::map_text`, always inlined, lets the observer's dispatch see
    /// the act's variant).
    fn act(&mut self, act: Act<&str>) {
        self.obs.on_event(Event::Whatwg {
            step: self.step,
            act,
        });
    }

    /// What the strip of leading and trailing C0 controls and spaces, and the removal of ASCII
    /// tabs and newlines, took out of the input (one call per run of removed bytes).
    pub(super) fn preprocess(&mut self, removed: Removal) {
        self.act(Act::Preprocess(removed));
    }

    /// The state machine is about to run `state` with `pointer` on `code_point`: what follows
    /// belongs to that state's step.
    pub(super) fn visit(&mut self, visit: Visit) {
        self.step = step_of(visit.state);
        self.act(Act::Visit(visit));
    }

    /// The running state changed its buffer.
    pub(super) fn buffer(&mut self, change: BufferEdit<&str>) {
        self.act(Act::Buffer(change));
    }

    /// The running state changed a component of the URL record.
    pub(super) fn record(&mut self, change: RecordChange<&str>) {
        self.act(Act::Record(change));
    }

    /// A decision of the host parser (its branch, IPv4 parts, IPv6 pieces, the domain parser).
    pub(super) fn host(&mut self, step: HostStep<&str>) {
        self.act(Act::Host(step));
    }

    /// A validation error, at a byte offset in the input as given: the pointer where the
    /// Standard reports it; in the host parser, the offending code point, IPv4 part or IPv6
    /// piece (the host's start when the domain parser changed the text's length); for
    /// `port-out-of-range`, the port's first digit. `raise` is the Standard's sentence the
    /// parser was carrying out.
    pub(super) fn validation_error(&mut self, raise: Raise, at: usize) {
        self.act(Act::ValidationError {
            error: raise.error,
            at,
            sentence: raise.sentence,
        });
    }

    /// A rule fired that a reader would not guess, in the Standard's words: said at the step
    /// running now, so that a comparison's "why" finds it where the specifications part.
    pub(super) fn warning(&mut self, warning: &'static Warning) {
        self.obs.on_event(Event::Step(StepEvent {
            step: self.step,
            outcome: Outcome::Warning(warning),
        }));
    }

    /// The parser returned failure (after reporting the validation error that made it).
    pub(super) fn failure(&mut self, failure: Failure) {
        self.act(Act::Failure(failure));
    }
}
