//! An exercise as played, as the progress file keeps it and a session's `--json` writes it:
//! the exercise, each question with every answer and what the trace said of it, the hints
//! shown, whether the answer was revealed, and the score.

use serde::{Deserialize, Serialize};

use crate::core::tools::quiz::exercise::Ask;
use crate::core::tools::quiz::session::{Played, Score};

/// One exercise played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExerciseRecord {
    /// When the session that played it ended (RFC 3339, UTC, to the second).
    pub at: String,
    /// The set's name (`rfc2396`, or a teacher's file's stem).
    pub set: String,
    /// The specification, as `--spec` names it (`rfc2396`, `python@3.11`).
    pub spec: String,
    pub base: String,
    pub reference: String,
    /// What was asked: `steps`, `result`, or `parting:SPEC`.
    pub ask: String,
    /// Where it comes from, as the document cites it.
    pub source: String,
    /// `first-try`, `after-wrong`, `with-hints` or `revealed`.
    pub score: String,
    pub questions: Vec<QuestionRecord>,
}

/// One question of an exercise played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct QuestionRecord {
    /// The step's id (`6e`, `2C`), `result` or `parting`.
    pub asked: String,
    pub answers: Vec<AnswerRecord>,
    pub hints: Vec<String>,
    pub revealed: bool,
}

/// One answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AnswerRecord {
    pub answer: String,
    pub right: bool,
    /// The feedback the student read.
    pub said: String,
}

/// `ask` as the records write it.
pub fn ask_id(ask: Ask) -> String {
    match ask {
        Ask::Steps => "steps".to_string(),
        Ask::Result => "result".to_string(),
        Ask::Parting(other) => format!("parting:{other}"),
    }
}

impl ExerciseRecord {
    /// `played`, finished at `at`, from the set named `set`.
    pub fn of(played: &Played, set: &str, at: &str) -> ExerciseRecord {
        let exercise = &played.exercise;
        ExerciseRecord {
            at: at.to_string(),
            set: set.to_string(),
            spec: exercise.spec.to_string(),
            base: exercise.base.clone(),
            reference: exercise.reference.clone(),
            ask: ask_id(exercise.ask),
            source: exercise.source.clone(),
            score: played.score().id().to_string(),
            questions: played
                .asked
                .iter()
                .map(|asked| QuestionRecord {
                    asked: asked.label.clone(),
                    answers: asked
                        .answers
                        .iter()
                        .map(|answer| AnswerRecord {
                            answer: answer.text.clone(),
                            right: answer.right,
                            said: answer.said.clone(),
                        })
                        .collect(),
                    hints: asked.hints.clone(),
                    revealed: asked.revealed,
                })
                .collect(),
        }
    }

    /// Its score, where the record names one uriscope knows.
    pub fn score(&self) -> Option<Score> {
        Score::from_id(&self.score)
    }
}
