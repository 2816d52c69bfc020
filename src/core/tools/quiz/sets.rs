//! The built-in exercise sets, drawn from the examples the project holds: one per
//! specification's and library's examples (RFC 2396 Appendix C, RFC 3986 §5.4, the WHATWG
//! entries, each library's own tests), one per difficulty across the specifications' examples,
//! and `partings`: the pairs on which two specifications part, asked under both, then why. An
//! exercise's answers are its trace's, so a set holds no answer to go stale.

use crate::core::tools::examples::{Expected, builtin};
use crate::core::tools::quiz::exercise::{Ask, Difficulty, Exercise};
use crate::core::tools::quiz::exercise_set::ExerciseSet;
use crate::core::tools::quiz::session::parting;
use crate::core::vocabulary::options::Options;
use crate::core::vocabulary::spec::Spec;

/// The specifications a parting is asked between: the two RFCs' famous differences (`?y`,
/// `../../../g`), and what browsers do against today's RFC.
const PARTED: [(Spec, Spec); 2] = [
    (Spec::Rfc2396, Spec::Rfc3986),
    (Spec::Rfc3986, Spec::Whatwg),
];

/// The set played when none is named: the specification's own (the library's, for a
/// profile), else RFC 2396 Appendix C's.
pub fn default_set(sets: &[ExerciseSet], spec: Option<Spec>) -> Option<&ExerciseSet> {
    let named = |name: &str| sets.iter().find(|set| set.name == name);
    spec.and_then(|spec| named(spec.id()))
        .or_else(|| named("rfc2396"))
}

/// Every built-in set: each examples file's (named by its file), then `easy`, `medium` and
/// `hard` across the specifications' examples, then `partings`.
pub fn builtin_sets() -> Result<Vec<ExerciseSet>, String> {
    let mut sets = Vec::new();
    let mut by_difficulty: Vec<Vec<Exercise>> = vec![Vec::new(); 3];
    for examples in builtin()? {
        let exercises: Vec<Exercise> = examples
            .examples
            .iter()
            // RFC 3986 §6's examples compare two URIs: nothing to resolve.
            .filter(|example| !matches!(example.expected, Expected::Same(_)))
            .map(|example| Exercise {
                spec: example.spec,
                options: example.options,
                base: example.base.clone(),
                reference: example.reference.clone(),
                ask: Ask::for_spec(example.spec),
                source: example.source.clone(),
            })
            .collect();
        if !examples.spec.is_profile() {
            for exercise in &exercises {
                by_difficulty[exercise.difficulty() as usize].push(exercise.clone());
            }
        }
        sets.push(ExerciseSet {
            name: examples.file.trim_end_matches(".toml").to_string(),
            title: examples.title.clone(),
            exercises,
        });
    }
    for (difficulty, exercises) in [Difficulty::Easy, Difficulty::Medium, Difficulty::Hard]
        .into_iter()
        .zip(by_difficulty)
    {
        sets.push(ExerciseSet {
            name: difficulty.name().to_string(),
            title: format!("The specifications' examples: {}", difficulty.name()),
            exercises,
        });
    }
    let pairs: Vec<&Exercise> = sets
        .iter()
        .filter(|set| ["rfc2396", "rfc3986", "whatwg"].contains(&set.name.as_str()))
        .flat_map(|set| &set.exercises)
        .collect();
    sets.push(ExerciseSet {
        name: "partings".to_string(),
        title: "Where two specifications part: the pair under each, then why".to_string(),
        exercises: partings(&pairs),
    });
    Ok(sets)
}

/// Each pair of `examples` (with the default switches, once each) on which a pair of
/// [`PARTED`] parts: its result under each, then the step where they part.
fn partings(examples: &[&Exercise]) -> Vec<Exercise> {
    let mut seen: Vec<(&str, &str)> = Vec::new();
    let mut exercises = Vec::new();
    for example in examples {
        let pair = (example.base.as_str(), example.reference.as_str());
        if example.options != Options::default() || seen.contains(&pair) {
            continue;
        }
        seen.push(pair);
        for (a, b) in PARTED {
            let under = |spec: Spec, ask: Ask| Exercise {
                spec,
                ask,
                ..(*example).clone()
            };
            let why = under(a, Ask::Parting(b));
            if parting(&why, b).is_ok() {
                exercises.extend([under(a, Ask::Result), under(b, Ask::Result), why]);
            }
        }
    }
    exercises
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::tools::quiz::diagnosis::{Feedback, diagnose};
    use crate::core::tools::quiz::exercise::ResultFeedback;
    use crate::core::tools::quiz::session::{Question, Score, Session};

    /// Every exercise of every built-in set has answers its trace confirms: each checkpoint's
    /// buffer is right at that checkpoint (and the buffer before a step that changes it is not),
    /// and the result is right (and another text is not).
    #[test]
    fn every_built_in_exercise_is_answered_by_its_trace() {
        let sets = builtin_sets().expect("the examples load");
        let mut checked = 0;
        for set in &sets {
            assert!(!set.exercises.is_empty(), "{} is empty", set.name);
            for exercise in &set.exercises {
                let trail = exercise.trail();
                if exercise.ask == Ask::Steps {
                    for (k, checkpoint) in trail.checkpoints.iter().enumerate() {
                        assert_eq!(
                            diagnose(&trail, k, &checkpoint.after),
                            Feedback::Right,
                            "{}: {exercise:?}",
                            set.name
                        );
                        if checkpoint.before != checkpoint.after {
                            assert!(
                                matches!(
                                    diagnose(&trail, k, &checkpoint.before),
                                    Feedback::Wrong(_)
                                ),
                                "{}: {} before it, {exercise:?}",
                                set.name,
                                checkpoint.step.id
                            );
                        }
                    }
                }
                if let Ok(result) = exercise.result() {
                    assert_eq!(exercise.check_result(&result), ResultFeedback::Right);
                    assert!(matches!(
                        exercise.check_result(&format!("{result}x")),
                        ResultFeedback::Wrong { .. }
                    ));
                }
                checked += 1;
            }
        }
        let names: Vec<&str> = sets.iter().map(|s| s.name.as_str()).collect();
        for name in [
            "rfc2396", "rfc3986", "whatwg", "python", "easy", "medium", "hard", "partings",
        ] {
            assert!(names.contains(&name), "{names:?}");
        }
        assert!(checked > 500, "{checked}");
    }

    /// Every built-in set played through, each question answered as the trace answers it
    /// (under the URL Standard, each state that comes next): every answer is right, and every
    /// exercise scores first try.
    #[test]
    fn every_built_in_set_plays_through_with_the_traces_answers() {
        let mut states_asked = 0;
        for set in builtin_sets().unwrap() {
            let name = set.name.clone();
            let mut session = Session::new(set);
            while !session.is_over() {
                while let Some(asked) = session.question().cloned() {
                    let expected = session.expected().unwrap();
                    if let Question::NextState(_) = asked.question {
                        states_asked += 1;
                    }
                    let answer = session.answer(&expected).unwrap();
                    assert!(answer.right, "{name}: {expected}: {}", answer.said);
                }
                assert_eq!(session.finished().unwrap().score(), Score::FirstTry);
                session.next();
            }
        }
        assert!(states_asked > 100, "{states_asked}");
    }

    /// The examples' published answers are the exercises' results (where the example gives a
    /// URI): the sets ask what the documents say.
    #[test]
    fn an_exercises_result_is_its_examples_published_answer() {
        let mut compared = 0;
        for examples in builtin().unwrap() {
            for example in &examples.examples {
                let Expected::Uri(published) = &example.expected else {
                    continue;
                };
                let exercise = Exercise {
                    spec: example.spec,
                    options: example.options,
                    base: example.base.clone(),
                    reference: example.reference.clone(),
                    ask: Ask::Result,
                    source: example.source.clone(),
                };
                assert_eq!(exercise.result().as_ref(), Ok(published), "{example:?}");
                compared += 1;
            }
        }
        assert!(compared > 500, "{compared}");
    }
}
