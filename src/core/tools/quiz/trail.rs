//! The buffers a resolution goes through, read from its trace: after each step that has a
//! buffer (RFC 2396's 6a to 6h, RFC 3986's remove_dot_segments, a profile's merge), and after
//! each act of a step that acts more than once (each `<segment>/../` that 6e removes, each of
//! RFC 3986's rules 2A to 2E). What a student's prediction is compared with.

use crate::core::vocabulary::step::Step;
use crate::core::vocabulary::steps::TraceStep;
use crate::core::vocabulary::trace::Trace;

/// One state of the buffer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BufferState {
    /// The step (or the rule of an iterating step) whose act left the buffer so.
    pub step: &'static Step,
    /// The checkpoint it belongs to (an index in [`Trail::checkpoints`]).
    pub checkpoint: usize,
    /// The buffer after it.
    pub buffer: String,
    /// What the act removed, for a step that removes (6e's `<segment>/../`).
    pub removed: String,
}

/// A step with a buffer: what the student predicts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Checkpoint {
    /// The step.
    pub step: &'static Step,
    /// The buffer before it.
    pub before: String,
    /// The buffer after it.
    pub after: String,
    /// How many acts it made (more than one for 6e removing two `<segment>/../`).
    pub acts: usize,
}

/// Every checkpoint of a trace, and every state of its buffer in order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Trail {
    /// The steps with a buffer, in order.
    pub checkpoints: Vec<Checkpoint>,
    /// Every buffer state, in order (a step that changes nothing leaves one state too).
    pub states: Vec<BufferState>,
}

impl Trail {
    /// The trail of `trace`.
    pub fn of(trace: &Trace) -> Trail {
        let mut trail = Trail::default();
        for step in trace.steps() {
            let Some(after) = step.buffer_after(trace) else {
                continue;
            };
            let before = step.buffer_before(trace).unwrap_or_default();
            let checkpoint = trail.checkpoints.len();
            let acts = trail.push_acts(trace, &step, checkpoint);
            if acts == 0 {
                trail.states.push(BufferState {
                    step: step.step,
                    checkpoint,
                    buffer: after.clone(),
                    removed: String::new(),
                });
            }
            trail.checkpoints.push(Checkpoint {
                step: step.step,
                before,
                after,
                acts: acts.max(1),
            });
        }
        trail
    }

    /// The states each act of `step` leaves; how many.
    fn push_acts(&mut self, trace: &Trace, step: &TraceStep, checkpoint: usize) -> usize {
        let mut acts = 0;
        for change in step.changes(trace) {
            let Some(buffer) = trace.buffer_at(change.event) else {
                continue;
            };
            self.states.push(BufferState {
                step: change.step,
                checkpoint,
                buffer,
                removed: change.removed,
            });
            acts += 1;
        }
        acts
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::resolve::resolve_with;
    use crate::core::vocabulary::options::Options;
    use crate::core::vocabulary::spec::Spec;

    fn trail(spec: Spec, base: &str, reference: &str) -> Trail {
        let mut trace = Trace::default();
        let _ = resolve_with(spec, base, reference, &Options::default(), &mut trace);
        Trail::of(&trace)
    }

    #[test]
    fn every_act_of_6e_is_a_state_of_its_checkpoint() {
        // RFC 2396 §5.2 step 6e removes `<segment>/../` one at a time, leftmost first.
        let t = trail(Spec::Rfc2396, "http://a/b/c/d;p?q", "g/../h/../../i");
        let e = t
            .checkpoints
            .iter()
            .position(|c| c.step.id == "6e")
            .unwrap();
        assert_eq!(t.checkpoints[e].acts, 3);
        let removed: Vec<(&str, &str)> = t
            .states
            .iter()
            .filter(|s| s.checkpoint == e)
            .map(|s| (s.removed.as_str(), s.buffer.as_str()))
            .collect();
        assert_eq!(
            removed,
            [
                ("g/../", "/b/c/h/../../i"),
                ("h/../", "/b/c/../i"),
                ("c/../", "/b/i")
            ]
        );
        assert_eq!(t.checkpoints[e].after, "/b/i");
    }

    #[test]
    fn rfc_3986s_loop_is_one_checkpoint_with_its_rules() {
        let t = trail(Spec::Rfc3986, "http://a/b/c/d;p?q", "../g");
        let ids: Vec<&str> = t.checkpoints.iter().map(|c| c.step.id).collect();
        assert_eq!(ids, ["5.2.3", "5.2.4 1", "5.2.4 2", "5.2.4 3"]);
        assert!(
            t.states
                .iter()
                .any(|s| s.step.id == "2C" && s.removed == "/c/..")
        );
    }
}
