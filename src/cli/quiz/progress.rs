//! The quiz's progress between runs: one line of JSON per exercise played, appended to
//! `quiz-progress.jsonl` in the platform's data directory (`$XDG_DATA_HOME/uriscope` on Linux,
//! `~/Library/Application Support/uriscope` on macOS, `%APPDATA%\uriscope\data` on Windows).
//! Nothing is sent anywhere. `uriscope quiz --report` reads it back.

use std::collections::BTreeMap;
use std::fs::{self, OpenOptions};
use std::io::{self, BufRead, BufReader, Write};
use std::path::{Path, PathBuf};

use serde::Serialize;

use super::record::ExerciseRecord;
use crate::core::tools::quiz::session::Score;

/// The progress file's name in the data directory.
const FILE: &str = "quiz-progress.jsonl";

/// Where the progress is kept; `None` where the platform gives no home directory.
pub fn path() -> Option<PathBuf> {
    directories::ProjectDirs::from("", "", "uriscope").map(|dirs| dirs.data_dir().join(FILE))
}

/// Appends `records` to the file at `path`, making its directory.
pub fn append(path: &Path, records: &[ExerciseRecord]) -> io::Result<()> {
    if records.is_empty() {
        return Ok(());
    }
    if let Some(dir) = path.parent() {
        fs::create_dir_all(dir)?;
    }
    let mut lines = String::new();
    for record in records {
        lines.push_str(&serde_json::to_string(record).map_err(io::Error::other)?);
        lines.push('\n');
    }
    // One write, so that two sessions ending at once do not interleave their lines.
    let mut file = OpenOptions::new().create(true).append(true).open(path)?;
    file.write_all(lines.as_bytes())
}

/// The records in the file at `path` (none where there is no file yet), and how many of its
/// lines were not records (a line cut by a full disk, or written by a later uriscope).
pub fn read(path: &Path) -> io::Result<(Vec<ExerciseRecord>, usize)> {
    let file = match fs::File::open(path) {
        Ok(file) => file,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok((Vec::new(), 0)),
        Err(e) => return Err(e),
    };
    let (mut records, mut unread) = (Vec::new(), 0);
    for line in BufReader::new(file).lines() {
        let line = line?;
        if line.trim().is_empty() {
            continue;
        }
        match serde_json::from_str::<ExerciseRecord>(&line) {
            Ok(record) => records.push(record),
            Err(_) => unread += 1,
        }
    }
    Ok((records, unread))
}

/// What the progress says, by set: `uriscope quiz --report`.
#[derive(Debug, Default, PartialEq, Eq, Serialize)]
pub struct Report {
    /// The progress file.
    pub file: String,
    /// Exercises played in all.
    pub played: usize,
    /// By set, in the order of their names.
    pub sets: Vec<SetReport>,
    /// The steps answered wrong most, each with how many wrong answers (most first).
    pub missed_steps: Vec<MissedStep>,
    /// The first and the last time played.
    pub first: Option<String>,
    pub last: Option<String>,
    /// Lines of the file that were not records.
    pub unread_lines: usize,
}

/// One set's exercises by score.
#[derive(Debug, PartialEq, Eq, Serialize)]
pub struct SetReport {
    pub set: String,
    pub played: usize,
    /// The exercises played more than once count each time.
    pub first_try: usize,
    pub after_wrong: usize,
    pub with_hints: usize,
    pub revealed: usize,
}

/// A step answered wrong, under its specification.
#[derive(Debug, PartialEq, Eq, Serialize)]
pub struct MissedStep {
    pub spec: String,
    pub step: String,
    pub wrong_answers: usize,
}

/// The report of `records`, kept in `file`.
pub fn report(file: &str, records: &[ExerciseRecord], unread_lines: usize) -> Report {
    let mut sets: BTreeMap<&str, [usize; 4]> = BTreeMap::new();
    let mut missed: BTreeMap<(&str, &str), usize> = BTreeMap::new();
    for record in records {
        let counts = sets.entry(&record.set).or_default();
        if let Some(score) = record.score() {
            counts[Score::ALL.iter().position(|&s| s == score).unwrap_or(0)] += 1;
        }
        for question in &record.questions {
            let wrong = question.answers.iter().filter(|a| !a.right).count();
            if wrong > 0 {
                *missed.entry((&record.spec, &question.asked)).or_default() += wrong;
            }
        }
    }
    let mut missed_steps: Vec<MissedStep> = missed
        .into_iter()
        .map(|((spec, step), wrong_answers)| MissedStep {
            spec: spec.to_string(),
            step: step.to_string(),
            wrong_answers,
        })
        .collect();
    missed_steps.sort_by_key(|m| std::cmp::Reverse(m.wrong_answers));
    Report {
        file: file.to_string(),
        played: records.len(),
        sets: sets
            .into_iter()
            .map(
                |(set, [first_try, after_wrong, with_hints, revealed])| SetReport {
                    set: set.to_string(),
                    played: records.iter().filter(|r| r.set == set).count(),
                    first_try,
                    after_wrong,
                    with_hints,
                    revealed,
                },
            )
            .collect(),
        missed_steps,
        first: records.iter().map(|r| r.at.clone()).min(),
        last: records.iter().map(|r| r.at.clone()).max(),
        unread_lines,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::quiz::record::{AnswerRecord, QuestionRecord};

    fn record(set: &str, score: Score, wrong_at: Option<&str>) -> ExerciseRecord {
        ExerciseRecord {
            at: "2026-11-29T10:00:00Z".to_string(),
            set: set.to_string(),
            spec: "rfc2396".to_string(),
            base: "http://a/b/c/d;p?q".to_string(),
            reference: "../g".to_string(),
            ask: "steps".to_string(),
            source: "RFC 2396 Appendix C.1".to_string(),
            score: score.id().to_string(),
            questions: wrong_at
                .map(|step| QuestionRecord {
                    asked: step.to_string(),
                    answers: vec![AnswerRecord {
                        answer: "/b/c/../g".to_string(),
                        right: false,
                        said: "not applied".to_string(),
                    }],
                    hints: Vec::new(),
                    revealed: false,
                })
                .into_iter()
                .collect(),
        }
    }

    #[test]
    fn what_is_appended_is_read_back_and_reported() {
        let dir = std::env::temp_dir().join(format!("uriscope-progress-{}", std::process::id()));
        let path = dir.join("deep").join(FILE);
        let played = [
            record("rfc2396", Score::FirstTry, None),
            record("rfc2396", Score::AfterWrong, Some("6e")),
        ];
        append(&path, &played[..1]).unwrap();
        append(&path, &played[1..]).unwrap();
        // A line cut short is counted, not fatal.
        OpenOptions::new()
            .append(true)
            .open(&path)
            .unwrap()
            .write_all(b"{\"at\":\n")
            .unwrap();
        let (records, unread) = read(&path).unwrap();
        assert_eq!((records.as_slice(), unread), (&played[..], 1));
        let report = report("f", &records, unread);
        assert_eq!(report.played, 2);
        assert_eq!(
            (report.sets[0].first_try, report.sets[0].after_wrong),
            (1, 1)
        );
        assert_eq!(report.missed_steps[0].step, "6e");
        fs::remove_dir_all(dir).unwrap();
        assert_eq!(read(&path).unwrap(), (Vec::new(), 0));
    }
}
