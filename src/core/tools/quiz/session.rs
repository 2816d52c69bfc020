//! A quiz session: a set's exercises asked in turn, each answer checked against the trace, hints
//! climbing, an answer revealed on request, and a score per exercise from what the student
//! needed (first try, after a wrong answer, with hints, revealed). Nothing here reads a clock or
//! a file: a front end keeps what was played (the command line's progress and `--json`).

use crate::core::text::uri_ref::UriRef;
use crate::core::tools::compare::compare;
use crate::core::tools::quiz::diagnosis::{Feedback, diagnose};
use crate::core::tools::quiz::exercise::{Ask, Exercise, ResultFeedback};
use crate::core::tools::quiz::exercise_set::ExerciseSet;
use crate::core::tools::quiz::hints::{HintLevel, hint};
use crate::core::tools::quiz::state_path::{Entered, read, state_named, states_entered};
use crate::core::tools::quiz::trail::Trail;
use crate::core::vocabulary::component::{COMPONENTS, Component};
use crate::core::vocabulary::spec::Spec;
use crate::core::vocabulary::whatwg_state::State;

/// What a question asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Question {
    /// The buffer after checkpoint `k` of the exercise's trail.
    Buffer(usize),
    /// Under the URL Standard: the state entered after state `k` of the states entered.
    NextState(usize),
    /// The result, or `error` where the specification gives none.
    Result,
    /// The step of the exercise's specification where it parts from the other one's.
    Parting,
}

/// One answer and what the trace said of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    /// What the student typed.
    pub text: String,
    /// Whether the trace confirms it.
    pub right: bool,
    /// The feedback, in a sentence.
    pub said: String,
}

/// A question as it was played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Asked {
    /// The question.
    pub question: Question,
    /// Its short name: the step's id (`6e`, `2C`), `result` or `parting`.
    pub label: String,
    /// The answers given, in order.
    pub answers: Vec<Answer>,
    /// The hints shown, in order.
    pub hints: Vec<String>,
    /// Whether the answer was shown instead.
    pub revealed: bool,
}

/// How an exercise went, by the most help it took.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Score {
    /// Every answer right the first time, without a hint.
    FirstTry,
    /// A wrong answer before the right one, no hint.
    AfterWrong,
    /// A hint asked for.
    WithHints,
    /// An answer shown.
    Revealed,
}

impl Score {
    /// Every score, best first.
    pub const ALL: [Score; 4] = [
        Score::FirstTry,
        Score::AfterWrong,
        Score::WithHints,
        Score::Revealed,
    ];

    /// Its identifier in JSON and in the progress file: `first-try`, `after-wrong`,
    /// `with-hints`, `revealed`.
    pub const fn id(self) -> &'static str {
        match self {
            Score::FirstTry => "first-try",
            Score::AfterWrong => "after-wrong",
            Score::WithHints => "with-hints",
            Score::Revealed => "revealed",
        }
    }

    /// Its words: `first try`, `after a wrong answer`, `with hints`, `revealed`.
    pub const fn words(self) -> &'static str {
        match self {
            Score::FirstTry => "first try",
            Score::AfterWrong => "after a wrong answer",
            Score::WithHints => "with hints",
            Score::Revealed => "revealed",
        }
    }

    /// The score named `id`.
    pub fn from_id(id: &str) -> Option<Score> {
        Score::ALL.into_iter().find(|score| score.id() == id)
    }
}

/// An exercise as it was played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    /// The exercise.
    pub exercise: Exercise,
    /// Its questions, in order.
    pub asked: Vec<Asked>,
}

impl Played {
    /// The score: the most help any question took.
    pub fn score(&self) -> Score {
        let score_of = |asked: &Asked| {
            if asked.revealed {
                Score::Revealed
            } else if !asked.hints.is_empty() {
                Score::WithHints
            } else if asked.answers.iter().any(|a| !a.right) {
                Score::AfterWrong
            } else {
                Score::FirstTry
            }
        };
        self.asked
            .iter()
            .map(score_of)
            .max()
            .unwrap_or(Score::FirstTry)
    }
}

/// Where the pair parts under the exercise's specification and the other: the answer to a
/// [`Question::Parting`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PartingKey {
    /// The other specification.
    pub other: Spec,
    /// The first component that differs (`None`: one of the two fails).
    pub component: Option<Component>,
    /// The exercise's specification's step there: its id, and the step in words.
    pub step_id: &'static str,
    /// The step in words, with what it decided.
    pub mine: String,
    /// The other specification's step there, in words (`None` when its trace names none).
    pub theirs: Option<String>,
    /// The two results (or the errors' words).
    pub results: (String, String),
}

/// Where `exercise` parts from its pair under `other`; `Err` says why there is nothing to ask.
pub fn parting(exercise: &Exercise, other: Spec) -> Result<PartingKey, String> {
    let spec = exercise.spec;
    if !Spec::ALL.contains(&spec) || !Spec::ALL.contains(&other) {
        return Err("a parting is asked between two of the five specifications".to_string());
    }
    let comparison = compare(&exercise.base, &exercise.reference, &exercise.options);
    let divergence = comparison
        .divergences
        .iter()
        .find(|d| (d.a, d.b) == (spec, other) || (d.a, d.b) == (other, spec))
        .ok_or_else(|| format!("{} and {} agree on this pair", spec.name(), other.name()))?;
    let (mine, theirs) = if divergence.a == spec {
        (&divergence.a_step, &divergence.b_step)
    } else {
        (&divergence.b_step, &divergence.a_step)
    };
    let mine = mine
        .as_ref()
        .ok_or_else(|| format!("{}'s trace names no step where it parts", spec.name()))?;
    let result_of = |spec: Spec| {
        comparison
            .row(spec)
            .map(|row| match row.uri() {
                Ok(uri) => uri.to_string(),
                Err(error) => format!("no result: {error}"),
            })
            .unwrap_or_default()
    };
    Ok(PartingKey {
        other,
        component: divergence.component,
        step_id: mine.step.id,
        mine: format!("{} {mine}", spec.name()),
        theirs: theirs
            .as_ref()
            .map(|step| format!("{} {step}", other.name())),
        results: (result_of(spec), result_of(other)),
    })
}

/// The exercise being played.
#[derive(Clone, Debug)]
struct Current {
    trail: Trail,
    /// Under the URL Standard, the states the parser entered.
    states: Vec<Entered>,
    parting: Option<PartingKey>,
    asked: Vec<Asked>,
    /// The question asked now (an index in `asked`); `asked.len()` when every one is answered.
    at: usize,
}

/// A quiz over a set: the exercise and question asked now, and what was played.
#[derive(Clone, Debug)]
pub struct Session {
    /// The set, in the order asked.
    pub set: ExerciseSet,
    /// The exercises finished, in order.
    pub played: Vec<Played>,
    /// The exercise asked now (an index in the set's exercises).
    index: usize,
    current: Option<Current>,
}

impl Session {
    /// A session that asks `set`'s exercises in order, from the first.
    pub fn new(set: ExerciseSet) -> Session {
        let mut session = Session {
            set,
            played: Vec::new(),
            index: 0,
            current: None,
        };
        session.start();
        session
    }

    /// Starts the exercise at `index`: its trail and its questions.
    fn start(&mut self) {
        self.current = self.set.exercises.get(self.index).map(|exercise| {
            let trace = exercise.trace();
            let trail = Trail::of(&trace);
            let states = if exercise.spec == Spec::Whatwg {
                states_entered(&trace)
            } else {
                Vec::new()
            };
            let mut questions = Vec::new();
            let mut parting_key = None;
            match exercise.ask {
                Ask::Steps if !states.is_empty() => {
                    questions.extend((0..states.len() - 1).map(Question::NextState));
                    questions.push(Question::Result);
                }
                Ask::Steps => {
                    questions.extend((0..trail.checkpoints.len()).map(Question::Buffer));
                    questions.push(Question::Result);
                }
                Ask::Result => questions.push(Question::Result),
                Ask::Parting(other) => {
                    parting_key = parting(exercise, other).ok();
                    questions.push(if parting_key.is_some() {
                        Question::Parting
                    } else {
                        Question::Result
                    });
                }
            }
            let asked = questions
                .into_iter()
                .map(|question| Asked {
                    question,
                    label: match question {
                        Question::Buffer(k) => trail.checkpoints[k].step.id.to_string(),
                        Question::NextState(k) => states[k].step.id.to_string(),
                        Question::Result => "result".to_string(),
                        Question::Parting => "parting".to_string(),
                    },
                    answers: Vec::new(),
                    hints: Vec::new(),
                    revealed: false,
                })
                .collect();
            Current {
                trail,
                states,
                parting: parting_key,
                asked,
                at: 0,
            }
        });
    }

    /// The exercise asked now; `None` once the set is done.
    pub fn exercise(&self) -> Option<&Exercise> {
        self.current.as_ref()?;
        self.set.exercises.get(self.index)
    }

    /// Its number from 1, and how many the set has.
    pub fn position(&self) -> (usize, usize) {
        (self.index + 1, self.set.exercises.len())
    }

    /// The trail of the exercise asked now.
    pub fn trail(&self) -> Option<&Trail> {
        self.current.as_ref().map(|current| &current.trail)
    }

    /// Where the exercise's pair parts from the other specification, for a parting question.
    pub fn parting(&self) -> Option<&PartingKey> {
        self.current.as_ref()?.parting.as_ref()
    }

    /// The exercise's questions as played so far (the one asked now included).
    pub fn asked(&self) -> &[Asked] {
        self.current.as_ref().map_or(&[], |current| &current.asked)
    }

    /// The question asked now: `None` when the exercise's questions are all answered (then
    /// [`Session::next`] goes on), or the set is done.
    pub fn question(&self) -> Option<&Asked> {
        let current = self.current.as_ref()?;
        current.asked.get(current.at)
    }

    /// How many exercises played have each score, in the order of [`Score::ALL`].
    pub fn scores(&self) -> [(Score, usize); 4] {
        Score::ALL.map(|score| {
            let n = self.played.iter().filter(|p| p.score() == score).count();
            (score, n)
        })
    }

    /// Whether every exercise is played.
    pub fn is_over(&self) -> bool {
        self.current.is_none()
    }

    /// What the question asked now asks, in a sentence.
    pub fn prompt(&self) -> Option<String> {
        let exercise = self.exercise()?;
        let current = self.current.as_ref()?;
        let asked = self.question()?;
        Some(match asked.question {
            // The step's name alone: what it does is the first hint.
            Question::Buffer(k) => {
                format!(
                    "the buffer after {}?",
                    current.trail.checkpoints[k].step.place
                )
            }
            Question::NextState(k) => format!(
                "which state comes after the {}? (as the Standard names it)",
                current.states[k].state
            ),
            Question::Result => format!(
                "the result under {}? (`error` where it gives none)",
                exercise.spec.name()
            ),
            Question::Parting => {
                let key = current.parting.as_ref()?;
                format!(
                    "{} gives `{}`, {} `{}`: which step of {} makes them differ? (its id: 6a, \
                     5.2.2, …)",
                    exercise.spec.name(),
                    key.results.0,
                    key.other.name(),
                    key.results.1,
                    exercise.spec.name()
                )
            }
        })
    }

    /// Checks `text` against the question asked now; a right answer moves to the next
    /// question. `None` when nothing is asked.
    pub fn answer(&mut self, text: &str) -> Option<Answer> {
        let exercise = self.set.exercises.get(self.index)?;
        let current = self.current.as_mut()?;
        let asked = current.asked.get(current.at)?;
        let (right, said) = match asked.question {
            Question::Buffer(k) => match diagnose(&current.trail, k, text) {
                Feedback::Right => (
                    true,
                    format!(
                        "right: {} leaves `{}`",
                        current.trail.checkpoints[k].step.id, text
                    ),
                ),
                Feedback::Wrong(diagnosis) => (false, diagnosis.to_string()),
            },
            Question::NextState(k) => state_feedback(&current.states, k, text),
            Question::Result => result_feedback(exercise, &current.trail, text),
            Question::Parting => {
                let key = current.parting.as_ref()?;
                let given = text.trim().trim_start_matches("step ").trim();
                if given.eq_ignore_ascii_case(key.step_id) {
                    (true, format!("right: {}", explained(key)))
                } else {
                    (
                        false,
                        format!(
                            "not step `{given}`: the first {} that differs is made elsewhere",
                            key.component.map_or("thing", Component::name)
                        ),
                    )
                }
            }
        };
        let answer = Answer {
            text: text.to_string(),
            right,
            said,
        };
        current.asked[current.at].answers.push(answer.clone());
        if right {
            self.advance();
        }
        Some(answer)
    }

    /// The next hint for the question asked now, climbing from the step's name to its sentence
    /// to the buffer; `None` when nothing is asked or every hint is shown.
    pub fn hint(&mut self) -> Option<String> {
        let exercise = self.set.exercises.get(self.index)?;
        let current = self.current.as_mut()?;
        let asked = current.asked.get(current.at)?;
        let level = match asked.hints.len() {
            0 => HintLevel::Name,
            1 => HintLevel::Sentence,
            2 => HintLevel::Buffer,
            _ => return None,
        };
        let text = match asked.question {
            Question::Buffer(k) => hint(&current.trail, k, level)?,
            Question::NextState(k) => state_hint(&current.states, k, level),
            Question::Result => result_hint(exercise, level),
            Question::Parting => parting_hint(current.parting.as_ref()?, exercise, level),
        };
        current.asked[current.at].hints.push(text.clone());
        Some(text)
    }

    /// Shows the answer to the question asked now and moves on; the exercise scores
    /// [`Score::Revealed`].
    pub fn reveal(&mut self) -> Option<String> {
        let exercise = self.set.exercises.get(self.index)?;
        let current = self.current.as_mut()?;
        let asked = current.asked.get_mut(current.at)?;
        let text = match asked.question {
            Question::Buffer(k) => hint(&current.trail, k, HintLevel::Buffer)?,
            Question::NextState(k) => state_hint(&current.states, k, HintLevel::Buffer),
            Question::Result => match exercise.result() {
                Ok(result) => format!("{} gives `{result}`", exercise.spec.name()),
                Err(error) => format!("{} gives no result: {error}", exercise.spec.name()),
            },
            Question::Parting => explained(current.parting.as_ref()?),
        };
        asked.revealed = true;
        self.advance();
        Some(text)
    }

    /// The answer the trace gives to the question asked now: the buffer, the state's name, the
    /// result (`error` where there is none) or the step's id.
    pub fn expected(&self) -> Option<String> {
        let exercise = self.exercise()?;
        let current = self.current.as_ref()?;
        Some(match self.question()?.question {
            Question::Buffer(k) => current.trail.checkpoints[k].after.clone(),
            Question::NextState(k) => current.states.get(k + 1)?.state.name().to_string(),
            Question::Result => exercise.result().unwrap_or_else(|_| "error".to_string()),
            Question::Parting => current.parting.as_ref()?.step_id.to_string(),
        })
    }

    /// The next question; after the last, the exercise is played.
    fn advance(&mut self) {
        let Some(current) = self.current.as_mut() else {
            return;
        };
        current.at += 1;
        if current.at == current.asked.len()
            && let Some(exercise) = self.set.exercises.get(self.index)
        {
            self.played.push(Played {
                exercise: exercise.clone(),
                asked: current.asked.clone(),
            });
        }
    }

    /// Goes on to the next exercise (the one asked now left unfinished is not kept).
    pub fn next(&mut self) {
        if self.current.is_some() {
            self.index += 1;
            self.start();
        }
    }

    /// The score of the exercise asked now, once its questions are all answered.
    pub fn finished(&self) -> Option<&Played> {
        let current = self.current.as_ref()?;
        (current.at == current.asked.len()).then(|| self.played.last())?
    }
}

/// A predicted next state checked against the states entered: right, a state that comes later
/// (one skipped), the state the parser is in, one it left, one it never enters from here (the
/// code point it reads says why), or no state's name.
fn state_feedback(states: &[Entered], k: usize, answer: &str) -> (bool, String) {
    let (Some(now), Some(next)) = (states.get(k), states.get(k + 1)) else {
        return (
            false,
            "the parser enters no state after this one".to_string(),
        );
    };
    let Some(named) = state_named(answer) else {
        let names: Vec<&str> = State::ALL
            .iter()
            .map(|s| s.name().trim_end_matches(" state"))
            .collect();
        return (
            false,
            format!(
                "no state of the basic URL parser is called `{}`: its states are {}",
                answer.trim(),
                names.join(", ")
            ),
        );
    };
    let reads = format!(
        "at byte {} it reads {}",
        now.left_at,
        read(now.left_reading)
    );
    if named == next.state {
        return (
            true,
            format!(
                "right: {reads}, and the {} hands over to the {named}",
                now.state
            ),
        );
    }
    if let Some(j) = states[k + 2..].iter().position(|e| e.state == named) {
        let between = j + 1;
        return (
            false,
            format!(
                "the {named} comes later: the parser enters {between} other state{} before it",
                if between == 1 { "" } else { "s" }
            ),
        );
    }
    if named == now.state {
        return (
            false,
            format!("the parser is in the {named} now, and leaves it: {reads}"),
        );
    }
    if states[..k].iter().any(|e| e.state == named) {
        return (
            false,
            format!("the parser has left the {named} already, and does not come back to it"),
        );
    }
    (
        false,
        format!(
            "the parser never enters the {named} on this input: from the {}, {reads}",
            now.state
        ),
    )
}

/// A hint for the next state: where the state hands over, then the Standard's text for the
/// state, then the answer.
fn state_hint(states: &[Entered], k: usize, level: HintLevel) -> String {
    let (Some(now), Some(next)) = (states.get(k), states.get(k + 1)) else {
        return String::new();
    };
    match level {
        HintLevel::Name => format!(
            "the {} hands over at byte {}, reading {}",
            now.state,
            now.left_at,
            read(now.left_reading)
        ),
        HintLevel::Sentence => format!("{}: \"{}\"", now.step.citation(), now.step.text),
        HintLevel::Buffer => format!("the next state is the {}", next.state),
    }
}

/// Both steps in words: why the two specifications part.
fn explained(key: &PartingKey) -> String {
    let component = key.component.map_or("result", Component::name);
    match &key.theirs {
        Some(theirs) => format!("the {component} parts at {}, where {}", key.mine, theirs),
        None => format!("the {component} parts at {}", key.mine),
    }
}

/// A component of a split text.
fn part<'a>(split: &UriRef<'a>, component: Component) -> Option<&'a str> {
    match component {
        Component::Scheme => split.scheme(),
        Component::Authority => split.authority(),
        Component::Path => Some(split.path()),
        Component::Query => split.query(),
        Component::Fragment => split.fragment(),
        Component::Params => None,
    }
}

/// A predicted result checked: where it parts from the result, component by component, and
/// for the path, at which step (the buffer it is); then which specifications give it.
fn result_feedback(exercise: &Exercise, trail: &Trail, answer: &str) -> (bool, String) {
    let spec = exercise.spec.name();
    let expected = exercise.result();
    if expected.is_err() && answer.trim().eq_ignore_ascii_case("error") {
        return (true, format!("right: {spec} gives no result"));
    }
    let ResultFeedback::Wrong { expected, given_by } = exercise.check_result(answer) else {
        return (true, format!("right: {spec} gives `{answer}`"));
    };
    let mut said = match &expected {
        Err(_) => format!("{spec} gives no result here"),
        Ok(expected) => {
            let (e, a) = (UriRef::parse(expected), UriRef::parse(answer));
            let first = COMPONENTS
                .into_iter()
                .find(|&c| part(&e, c) != part(&a, c))
                .unwrap_or(Component::Path);
            let (want, got) = (part(&e, first), part(&a, first));
            // The path is a buffer: say which step it stopped at, or ran ahead to.
            let by_step = (first == Component::Path)
                .then(|| {
                    let k = trail
                        .checkpoints
                        .iter()
                        .rposition(|c| Some(c.after.as_str()) == want)?;
                    match diagnose(trail, k, got.unwrap_or_default()) {
                        Feedback::Wrong(diagnosis) => Some(format!("its path: {diagnosis}")),
                        Feedback::Right => None,
                    }
                })
                .flatten();
            by_step.unwrap_or_else(|| match (want, got) {
                (None, _) => format!("{spec}'s result has no {}", first.name()),
                (Some(_), None) => format!("yours has no {}, {spec}'s has one", first.name()),
                (Some(want), Some(got)) => {
                    let at = want
                        .bytes()
                        .zip(got.bytes())
                        .take_while(|(w, g)| w == g)
                        .count();
                    format!(
                        "your {} parts from {spec}'s at byte {at} of it",
                        first.name()
                    )
                }
            })
        }
    };
    if !given_by.is_empty() {
        let names: Vec<String> = given_by.iter().map(|s| s.name()).collect();
        let verb = if names.len() == 1 { "gives" } else { "give" };
        said.push_str(&format!(
            "; `{answer}` is what {} {verb}",
            names.join(" and ")
        ));
    }
    (false, said)
}

/// A hint for the result: the scheme and authority, then the path, then the whole.
fn result_hint(exercise: &Exercise, level: HintLevel) -> String {
    let spec = exercise.spec.name();
    let result = match exercise.result() {
        Ok(result) => result,
        Err(_) if level == HintLevel::Buffer => return format!("{spec} gives no result"),
        Err(_) => return format!("does {spec} read the base and the reference at all?"),
    };
    let split = UriRef::parse(&result);
    match level {
        HintLevel::Name => match (split.scheme(), split.authority()) {
            (Some(scheme), Some(authority)) => {
                format!("its scheme and authority: `{scheme}://{authority}`")
            }
            (Some(scheme), None) => format!("its scheme: `{scheme}:`, and no authority"),
            _ => "it has no scheme".to_string(),
        },
        HintLevel::Sentence => format!("its path: `{}`", split.path()),
        HintLevel::Buffer => format!("{spec} gives `{result}`"),
    }
}

/// A hint for a parting: the component, then the other specification's step, then the answer.
fn parting_hint(key: &PartingKey, exercise: &Exercise, level: HintLevel) -> String {
    match level {
        HintLevel::Name => match key.component {
            Some(component) => format!("they part at the {}", component.name()),
            None => "one of the two gives no result".to_string(),
        },
        HintLevel::Sentence => match &key.theirs {
            Some(theirs) => format!("there, {theirs}"),
            None => format!("{} names no step there", key.other.name()),
        },
        HintLevel::Buffer => format!("{}'s step is {}", exercise.spec.name(), key.step_id),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::vocabulary::options::Options;

    fn set(exercises: Vec<Exercise>) -> ExerciseSet {
        ExerciseSet {
            name: "test".to_string(),
            title: "Test".to_string(),
            exercises,
        }
    }

    fn exercise(spec: Spec, reference: &str, ask: Ask) -> Exercise {
        Exercise {
            spec,
            options: Options::default(),
            base: "http://a/b/c/d;p?q".to_string(),
            reference: reference.to_string(),
            ask,
            source: "RFC 2396 Appendix C.1".to_string(),
        }
    }

    /// Answers every question of the exercise asked now from its trail and its result.
    fn answer_all(session: &mut Session) {
        while session.question().is_some() {
            let text = session.expected().unwrap();
            assert!(session.answer(&text).unwrap().right, "{text}");
        }
    }

    #[test]
    fn right_answers_walk_the_steps_and_score_first_try() {
        let mut session = Session::new(set(vec![exercise(Spec::Rfc2396, "../g", Ask::Steps)]));
        let labels: Vec<&str> = session.asked().iter().map(|a| a.label.as_str()).collect();
        assert!(labels.contains(&"6e"), "{labels:?}");
        assert_eq!(labels.last(), Some(&"result"));
        answer_all(&mut session);
        assert_eq!(session.finished().unwrap().score(), Score::FirstTry);
        session.next();
        assert!(session.is_over());
    }

    #[test]
    fn a_wrong_buffer_at_6e_names_6e_and_does_not_advance() {
        let mut session = Session::new(set(vec![exercise(Spec::Rfc2396, "../g", Ask::Steps)]));
        while session.question().unwrap().label != "6e" {
            let k = match session.question().unwrap().question {
                Question::Buffer(k) => k,
                _ => unreachable!(),
            };
            let after = session.trail().unwrap().checkpoints[k].after.clone();
            session.answer(&after);
        }
        let answer = session.answer("/b/c/../g").unwrap();
        assert!(!answer.right);
        assert!(answer.said.contains("6e ("), "{}", answer.said);
        assert_eq!(session.question().unwrap().label, "6e");
        assert!(session.answer("/b/g").unwrap().right);
        answer_all(&mut session);
        assert_eq!(session.finished().unwrap().score(), Score::AfterWrong);
    }

    #[test]
    fn hints_climb_and_a_reveal_scores_revealed() {
        let mut session = Session::new(set(vec![
            exercise(Spec::Rfc3986, "g;x=1/../y", Ask::Result),
            exercise(Spec::Rfc3986, "g", Ask::Result),
        ]));
        let hints: Vec<String> = std::iter::from_fn(|| session.hint()).collect();
        assert_eq!(
            hints,
            [
                "its scheme and authority: `http://a`",
                "its path: `/b/c/y`",
                "RFC 3986 gives `http://a/b/c/y`"
            ]
        );
        assert_eq!(
            session.reveal().as_deref(),
            Some("RFC 3986 gives `http://a/b/c/y`")
        );
        assert_eq!(session.finished().unwrap().score(), Score::Revealed);
        session.next();
        session.hint();
        answer_all(&mut session);
        assert_eq!(session.finished().unwrap().score(), Score::WithHints);
        let scores: Vec<Score> = session.played.iter().map(Played::score).collect();
        assert_eq!(scores, [Score::Revealed, Score::WithHints]);
    }

    #[test]
    fn a_wrong_result_says_which_step_its_path_stopped_at() {
        let mut session = Session::new(set(vec![exercise(Spec::Rfc2396, "../g", Ask::Result)]));
        let answer = session.answer("http://a/b/c/../g").unwrap();
        assert!(!answer.right);
        assert!(answer.said.starts_with("its path: "), "{}", answer.said);
        assert!(answer.said.contains("6e"), "{}", answer.said);
        // Another specification's answer is named as such.
        let mut session = Session::new(set(vec![exercise(
            Spec::Rfc2396,
            "../../../g",
            Ask::Result,
        )]));
        let answer = session.answer("http://a/g").unwrap();
        assert!(answer.said.contains("is what RFC 3986"), "{}", answer.said);
    }

    #[test]
    fn under_the_url_standard_the_student_names_the_next_state() {
        let mut session = Session::new(set(vec![exercise(Spec::Whatwg, "//g", Ask::Steps)]));
        let labels: Vec<&str> = session.asked().iter().map(|a| a.label.as_str()).collect();
        assert_eq!(labels[..3], ["scheme start", "no scheme", "relative"]);
        assert!(
            session
                .prompt()
                .unwrap()
                .contains("after the scheme start state")
        );
        answer_first(&mut session, 2);
        // After the relative state: `/` sends it to the relative slash state.
        let said = |session: &mut Session, text: &str| session.answer(text).unwrap().said;
        assert!(said(&mut session, "authority").contains("comes later"));
        assert!(said(&mut session, "relative").contains("is in the relative state now"));
        assert!(said(&mut session, "file").contains("never enters the file state"));
        assert!(said(&mut session, "nowhere").starts_with("no state of the basic URL parser"));
        let right = session.answer("Relative slash").unwrap();
        assert!(right.right, "{}", right.said);
        assert!(right.said.contains("reads `/`"), "{}", right.said);
    }

    /// Answers the next `n` questions of the exercise asked now from the trace.
    fn answer_first(session: &mut Session, n: usize) {
        for _ in 0..n {
            let text = session.expected().unwrap();
            assert!(session.answer(&text).unwrap().right);
        }
    }

    #[test]
    fn a_parting_is_the_step_compare_names() {
        // RFC 2396's step 6a drops the base's last segment for `?y`; RFC 3986 keeps it.
        let e = exercise(Spec::Rfc2396, "?y", Ask::Parting(Spec::Rfc3986));
        let key = parting(&e, Spec::Rfc3986).unwrap();
        assert_eq!((key.component, key.step_id), (Some(Component::Path), "6a"));
        let mut session = Session::new(set(vec![e]));
        assert!(session.prompt().unwrap().contains("which step of RFC 2396"));
        assert!(!session.answer("6e").unwrap().right);
        let right = session.answer("6a").unwrap();
        assert!(right.said.contains("RFC 3986"), "{}", right.said);
        assert_eq!(session.finished().unwrap().score(), Score::AfterWrong);
        // A pair the two agree on has nothing to ask.
        let agreeing = exercise(Spec::Rfc2396, "g", Ask::Parting(Spec::Rfc3986));
        assert!(parting(&agreeing, Spec::Rfc3986).is_err());
    }
}
