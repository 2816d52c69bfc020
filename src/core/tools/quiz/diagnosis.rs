//! Where a predicted buffer parts from the trace, said as a diagnosis: the answer is compared
//! with every state the buffer goes through ([`Trail`]), so a buffer the steps reach later means a
//! rule applied too early, one they left earlier a rule not applied (or an iterating step stopped
//! too soon), and any other the first byte where it differs. No sentence is written per
//! exercise: each comes from the states and the steps' own titles.

use std::fmt;

use crate::core::tools::quiz::trail::{BufferState, Trail};
use crate::core::vocabulary::step::Step;

/// What is wrong with a predicted buffer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Diagnosis {
    /// The buffer is the one after `step`, a later step (or rule): it was applied too early.
    TooEarly {
        /// The step asked about.
        asked: &'static Step,
        /// The first later step whose act the answer includes.
        step: &'static Step,
        /// What the later acts removed, in order (`c/../`).
        removed: Vec<RemovedBy>,
    },
    /// The buffer is one the steps left before `step`, which was not applied.
    NotApplied {
        /// The step asked about.
        asked: &'static Step,
        /// The first step (or rule) whose act the answer lacks.
        step: &'static Step,
    },
    /// The buffer is one `step` passes through: it acts `acts` times and the answer stops after
    /// `done`.
    StoppedEarly {
        /// The iterating step (asked about).
        step: &'static Step,
        /// Its acts.
        acts: usize,
        /// The acts the answer made.
        done: usize,
        /// What the acts left undone remove, in order.
        remaining: Vec<RemovedBy>,
    },
    /// The buffer is none the steps pass through: it parts from the expected one at byte `at`.
    Differs {
        /// The step asked about.
        asked: &'static Step,
        /// The first byte that differs.
        at: usize,
        /// The expected buffer from `at` on.
        expected: String,
        /// The answer from `at` on.
        got: String,
    },
}

/// What one act removed, and the rule that removed it (RFC 3986's 2C within §5.2.4 step 2;
/// RFC 2396's 6e is its own rule).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RemovedBy {
    /// The text removed (`c/../`, `/g/..`).
    pub text: String,
    /// The step or rule that removed it.
    pub by: &'static Step,
}

/// An answer's verdict.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Feedback {
    /// It is the buffer the step leaves.
    Right,
    /// It is not, and why.
    Wrong(Diagnosis),
}

/// Compares `answer` with the buffer after checkpoint `asked` of `trail`.
pub fn diagnose(trail: &Trail, asked: usize, answer: &str) -> Feedback {
    let Some(checkpoint) = trail.checkpoints.get(asked) else {
        return Feedback::Right;
    };
    let expected = checkpoint.after.as_str();
    if answer == expected {
        return Feedback::Right;
    }
    let step = checkpoint.step;
    let states = &trail.states;
    let first = states.iter().position(|s| s.checkpoint == asked);
    let last = states.iter().rposition(|s| s.checkpoint == asked);
    let (Some(first), Some(last)) = (first, last) else {
        return differs(step, expected, answer);
    };
    // A later state: what the steps after this one do, applied already.
    if let Some(j) = (last + 1..states.len()).find(|&j| states[j].buffer == answer) {
        let changed = (last + 1..=j).filter(|&m| states[m].buffer != states[m - 1].buffer);
        let first_changed = changed.clone().next().unwrap_or(j);
        return Feedback::Wrong(Diagnosis::TooEarly {
            asked: step,
            step: states[first_changed].step,
            removed: changed
                .map(|m| removal(&states[m]))
                .filter(|r| !r.text.is_empty())
                .collect(),
        });
    }
    // A state this step passes through: it stopped too soon.
    if let Some(i) = (first..last).rev().find(|&i| states[i].buffer == answer) {
        return Feedback::Wrong(Diagnosis::StoppedEarly {
            step,
            acts: checkpoint.acts,
            done: i - first + 1,
            remaining: (i + 1..=last)
                .map(|m| removal(&states[m]))
                .filter(|r| !r.text.is_empty())
                .collect(),
        });
    }
    // The buffer before this step, or an earlier one: a step not applied.
    let earlier = (checkpoint.before == answer).then_some(first).or_else(|| {
        (0..first)
            .rev()
            .find(|&i| states[i].buffer == answer)
            .map(|i| i + 1)
    });
    if let Some(from) = earlier {
        let missing = (from..=last)
            .find(|&m| states[m].buffer != answer)
            .map_or(step, |m| states[m].step);
        return Feedback::Wrong(Diagnosis::NotApplied {
            asked: step,
            step: missing,
        });
    }
    differs(step, expected, answer)
}

fn removal(state: &BufferState) -> RemovedBy {
    RemovedBy {
        text: state.removed.clone(),
        by: state.step,
    }
}

fn differs(asked: &'static Step, expected: &str, answer: &str) -> Feedback {
    let at = expected
        .char_indices()
        .zip(answer.chars())
        .find(|((_, e), a)| e != a)
        .map_or(expected.len().min(answer.len()), |((at, _), _)| at);
    Feedback::Wrong(Diagnosis::Differs {
        asked,
        at,
        expected: expected[at..].to_string(),
        got: answer.get(at..).unwrap_or_default().to_string(),
    })
}

/// The removals quoted and joined: `` `g/../`, then `c/../` ``; each rule named where it is
/// not `step` itself (`` `/g/..` by 2C ``).
fn quoted(removed: &[RemovedBy], step: &Step) -> String {
    let quoted: Vec<String> = removed
        .iter()
        .map(|r| {
            if std::ptr::eq(r.by, step) || r.by.id == step.id {
                format!("`{}`", r.text)
            } else {
                format!("`{}` by {}", r.text, r.by.id)
            }
        })
        .collect();
    quoted.join(", then ")
}

/// A step named as a trace names it: `6e (remove `<segment>/../`, leftmost first)`.
fn named(step: &Step) -> String {
    format!("{} ({})", step.id, step.title)
}

/// The diagnosis in a sentence, from the steps' own names (any untrusted text in it is the
/// student's answer and the trace's buffers, which a front end escapes).
impl fmt::Display for Diagnosis {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Diagnosis::TooEarly {
                asked,
                step,
                removed,
            } => {
                write!(
                    f,
                    "that is the buffer after {}: you applied {} too early, and {} comes first",
                    step.id,
                    named(step),
                    named(asked)
                )?;
                if !removed.is_empty() {
                    write!(f, "; it removes {}", quoted(removed, step))?;
                }
                Ok(())
            }
            Diagnosis::NotApplied { asked, step } if std::ptr::eq(*asked, *step) => write!(
                f,
                "that is the buffer before {}: it was not applied",
                named(step)
            ),
            Diagnosis::NotApplied { asked, step } => write!(
                f,
                "that buffer lacks {}, which comes before {} is done",
                named(step),
                asked.id
            ),
            Diagnosis::StoppedEarly {
                step,
                acts,
                done,
                remaining,
            } => write!(
                f,
                "{} acts {acts} times, one at a time, and you stopped after {done}: it goes on \
                 to remove {}",
                named(step),
                quoted(remaining, step)
            ),
            Diagnosis::Differs {
                asked,
                at,
                expected,
                got,
            } => write!(
                f,
                "the buffer after {} parts from yours at byte {at}: it goes on `{expected}`, \
                 yours `{got}`",
                asked.id
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::resolve::resolve_with;
    use crate::core::vocabulary::options::Options;
    use crate::core::vocabulary::spec::Spec;
    use crate::core::vocabulary::trace::Trace;

    fn trail(spec: Spec, reference: &str) -> Trail {
        let mut trace = Trace::default();
        let _ = resolve_with(
            spec,
            "http://a/b/c/d;p?q",
            reference,
            &Options::default(),
            &mut trace,
        );
        Trail::of(&trace)
    }

    fn at(trail: &Trail, id: &str) -> usize {
        trail
            .checkpoints
            .iter()
            .position(|c| c.step.id == id)
            .unwrap()
    }

    #[test]
    fn the_right_buffer_is_right() {
        let t = trail(Spec::Rfc2396, "../g");
        assert_eq!(diagnose(&t, at(&t, "6e"), "/b/g"), Feedback::Right);
        assert_eq!(diagnose(&t, at(&t, "6c"), "/b/c/../g"), Feedback::Right);
    }

    #[test]
    fn removing_dot_dot_at_6c_is_6e_applied_too_early() {
        let t = trail(Spec::Rfc2396, "../g");
        let Feedback::Wrong(diagnosis) = diagnose(&t, at(&t, "6c"), "/b/g") else {
            panic!("wrong");
        };
        assert!(
            matches!(&diagnosis, Diagnosis::TooEarly { step, removed, .. }
                if step.id == "6e" && removed.len() == 1 && removed[0].text == "c/../"),
            "{diagnosis:?}"
        );
        let said = diagnosis.to_string();
        assert!(said.contains("you applied 6e"), "{said}");
        assert!(said.contains("`c/../`"), "{said}");
    }

    #[test]
    fn one_removal_at_6e_is_stopping_early() {
        let t = trail(Spec::Rfc2396, "g/../h/../../i");
        let Feedback::Wrong(diagnosis) = diagnose(&t, at(&t, "6e"), "/b/c/h/../../i") else {
            panic!("wrong");
        };
        assert_eq!(
            diagnosis,
            Diagnosis::StoppedEarly {
                step: t.checkpoints[at(&t, "6e")].step,
                acts: 3,
                done: 1,
                remaining: ["h/../", "c/../"]
                    .map(|text| RemovedBy {
                        text: text.to_string(),
                        by: t.checkpoints[at(&t, "6e")].step,
                    })
                    .to_vec(),
            }
        );
        assert!(diagnosis.to_string().starts_with("6e ("), "{diagnosis}");
    }

    #[test]
    fn the_buffer_before_a_step_is_that_step_not_applied() {
        let t = trail(Spec::Rfc2396, "../g");
        let six_e = at(&t, "6e");
        let Feedback::Wrong(diagnosis) = diagnose(&t, six_e, "/b/c/../g") else {
            panic!("wrong");
        };
        assert!(
            matches!(diagnosis, Diagnosis::NotApplied { step, .. } if step.id == "6e"),
            "{diagnosis:?}"
        );
        // At 6b, the buffer 6a left: 6b's append is missing.
        let Feedback::Wrong(diagnosis) = diagnose(&t, at(&t, "6b"), "/b/c/") else {
            panic!("wrong");
        };
        assert!(
            matches!(diagnosis, Diagnosis::NotApplied { step, .. } if step.id == "6b"),
            "{diagnosis:?}"
        );
    }

    #[test]
    fn any_other_buffer_differs_at_a_byte() {
        let t = trail(Spec::Rfc2396, "../g");
        let Feedback::Wrong(diagnosis) = diagnose(&t, at(&t, "6e"), "/b/x") else {
            panic!("wrong");
        };
        assert_eq!(
            diagnosis,
            Diagnosis::Differs {
                asked: t.checkpoints[at(&t, "6e")].step,
                at: 3,
                expected: "g".to_string(),
                got: "x".to_string(),
            }
        );
    }

    #[test]
    fn rfc_3986s_loop_names_its_rule() {
        // At 5.2.4 step 1 the buffer is the merged path; `/b/g` is what rule 2C makes.
        let t = trail(Spec::Rfc3986, "../g");
        let Feedback::Wrong(diagnosis) = diagnose(&t, at(&t, "5.2.4 1"), "/b/g") else {
            panic!("wrong");
        };
        assert!(
            matches!(&diagnosis, Diagnosis::TooEarly { step, .. } if step.id == "2C"),
            "{diagnosis:?}"
        );
        // Stopped inside the loop: what is left is named with its rules.
        let t = trail(Spec::Rfc3986, "g/../h/./../i");
        let Feedback::Wrong(diagnosis) = diagnose(&t, at(&t, "5.2.4 2"), "/b/c/h/./../i") else {
            panic!("wrong");
        };
        let said = diagnosis.to_string();
        assert!(
            said.contains("it goes on to remove `/.` by 2B, then `/h/..` by 2C"),
            "{said}"
        );
    }
}
