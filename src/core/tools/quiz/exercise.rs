//! An exercise: a base and a reference under one specification, and what the student predicts
//! (the result, or the buffer after each step). Its answers are the trace's, never stored: the
//! result the resolver gives, the buffers its steps leave.

use crate::core::resolve::resolve_with;
use crate::core::tools::quiz::state_path::states_entered;
use crate::core::tools::quiz::trail::Trail;
use crate::core::vocabulary::event::NoTrace;
use crate::core::vocabulary::options::Options;
use crate::core::vocabulary::spec::Spec;
use crate::core::vocabulary::trace::Trace;

/// What an exercise asks the student to predict.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ask {
    /// The result alone.
    Result,
    /// The buffer after each step that has one (under the URL Standard, the state that comes
    /// after each), then the result.
    Steps,
    /// Where the pair's resolution under the exercise's specification parts from its
    /// resolution under this one: the step that makes the first differing component.
    Parting(Spec),
}

impl Ask {
    /// What a set asks under `spec` unless it says: the RFCs' steps have buffers to predict,
    /// the URL Standard's parser the state that comes next; a library's functions are
    /// predicted by their result.
    pub fn for_spec(spec: Spec) -> Ask {
        if spec.is_profile() {
            Ask::Result
        } else {
            Ask::Steps
        }
    }
}

/// How hard an exercise is, from what its resolution does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Difficulty {
    /// No dot-segment to remove, and a result.
    Easy,
    /// Dot-segments to remove.
    Medium,
    /// An error, or a step that acts more than once.
    Hard,
}

impl Difficulty {
    /// Its name for a set's heading and `--set`: `easy`, `medium`, `hard`.
    pub fn name(self) -> &'static str {
        match self {
            Difficulty::Easy => "easy",
            Difficulty::Medium => "medium",
            Difficulty::Hard => "hard",
        }
    }
}

/// One exercise.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Exercise {
    /// The specification (or library profile) it is resolved under.
    pub spec: Spec,
    /// The switches in force.
    pub options: Options,
    /// The base.
    pub base: String,
    /// The reference.
    pub reference: String,
    /// What is predicted.
    pub ask: Ask,
    /// Where it comes from (`RFC 2396 Appendix C.2`), cited as the document is.
    pub source: String,
}

/// What the student's predicted result is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ResultFeedback {
    /// The result the resolver gives.
    Right,
    /// Another text: the result, and the specifications that give the student's answer instead
    /// (their reasoning followed another document).
    Wrong {
        /// The result (or the error's words).
        expected: Result<String, String>,
        /// The specifications of [`Spec::ALL`] that give the answer.
        given_by: Vec<Spec>,
    },
}

impl Exercise {
    /// The trace of its resolution.
    pub fn trace(&self) -> Trace {
        let mut trace = Trace::default();
        let _ = resolve_with(
            self.spec,
            &self.base,
            &self.reference,
            &self.options,
            &mut trace,
        );
        trace
    }

    /// Whether it has steps to predict: a buffer (under the URL Standard, a state after the
    /// first).
    pub fn has_steps(&self) -> bool {
        let trace = self.trace();
        if self.spec == Spec::Whatwg {
            states_entered(&trace).len() > 1
        } else {
            !Trail::of(&trace).checkpoints.is_empty()
        }
    }

    /// The trail of its resolution: every buffer its steps pass through.
    pub fn trail(&self) -> Trail {
        Trail::of(&self.trace())
    }

    /// The result, or the error's words.
    pub fn result(&self) -> Result<String, String> {
        resolve_with(
            self.spec,
            &self.base,
            &self.reference,
            &self.options,
            &mut NoTrace,
        )
        .map_err(|error| error.to_string())
    }

    /// `answer` for the result: right, or what it is and which specifications give the
    /// student's answer.
    pub fn check_result(&self, answer: &str) -> ResultFeedback {
        let expected = self.result();
        if expected.as_deref() == Ok(answer) {
            return ResultFeedback::Right;
        }
        let given_by = Spec::ALL
            .into_iter()
            .filter(|&spec| spec != self.spec)
            .filter(|&spec| {
                resolve_with(
                    spec,
                    &self.base,
                    &self.reference,
                    &Options::default(),
                    &mut NoTrace,
                )
                .is_ok_and(|result| result == answer)
            })
            .collect();
        ResultFeedback::Wrong { expected, given_by }
    }

    /// How hard it is: an error or a step that acts more than once is hard, dot-segments to
    /// remove medium, the rest easy.
    pub fn difficulty(&self) -> Difficulty {
        if self.result().is_err() || self.trail().checkpoints.iter().any(|c| c.acts > 1) {
            return Difficulty::Hard;
        }
        let dots = self
            .reference
            .split(['/', '?', '#'])
            .any(|segment| segment == "." || segment == "..");
        if dots {
            Difficulty::Medium
        } else {
            Difficulty::Easy
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn exercise(spec: Spec, reference: &str) -> Exercise {
        Exercise {
            spec,
            options: Options::default(),
            base: "http://a/b/c/d;p?q".to_string(),
            reference: reference.to_string(),
            ask: Ask::Steps,
            source: "RFC 2396 Appendix C.1".to_string(),
        }
    }

    #[test]
    fn a_wrong_result_names_the_specifications_that_give_it() {
        // RFC 2396 C.2 keeps `..` above the root; RFC 3986 §5.4.2 drops it.
        let e = exercise(Spec::Rfc2396, "../../../g");
        assert_eq!(e.check_result("http://a/../g"), ResultFeedback::Right);
        let ResultFeedback::Wrong { expected, given_by } = e.check_result("http://a/g") else {
            panic!("wrong");
        };
        assert_eq!(expected.as_deref(), Ok("http://a/../g"));
        assert!(given_by.contains(&Spec::Rfc3986), "{given_by:?}");
    }

    #[test]
    fn difficulty_follows_what_the_resolution_does() {
        assert_eq!(exercise(Spec::Rfc2396, "g").difficulty(), Difficulty::Easy);
        assert_eq!(
            exercise(Spec::Rfc2396, "../g").difficulty(),
            Difficulty::Medium
        );
        assert_eq!(
            exercise(Spec::Rfc2396, "g/../h/../i").difficulty(),
            Difficulty::Hard
        );
    }
}
