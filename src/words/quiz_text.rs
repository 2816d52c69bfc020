//! A quiz's scores in words, as the explorer's score line and the command line's closing line
//! both say them: `2 first try, 1 after a wrong answer, 0 with hints, 0 revealed`.

use crate::core::tools::quiz::session::Score;

/// Each score's count, in the order of [`Score::ALL`].
pub fn scores_line(scores: &[(Score, usize)]) -> String {
    let said: Vec<String> = scores
        .iter()
        .map(|(score, n)| format!("{n} {}", score.words()))
        .collect();
    said.join(", ")
}
