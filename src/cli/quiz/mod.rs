//! `uriscope quiz [--set NAME|FILE] [--seed N] [--spec S] [--json FILE]`: the explorer in quiz
//! mode, on a built-in set or a teacher's (set_file.rs); what was played is appended to the
//! progress file (progress.rs, records in record.rs), and with `--json` written for a teacher to
//! collect. `--report` prints the progress, `--list` the built-in sets.

pub mod progress;
pub mod record;
pub mod set_file;

use std::io::{self, IsTerminal, Write};

use clap::Args;
use clap::error::ErrorKind;
use serde::Serialize;

use super::exit::{EXIT_FAILED, EXIT_OK, EXIT_USAGE, Ran, usage};
use super::json;
use super::spec_arg::SpecArg;
use super::streams::Streams;
use crate::core::text::escape::terminal::escape_for_terminal;
use crate::core::tools::quiz::exercise::{Ask, Exercise};
use crate::core::tools::quiz::exercise_set::ExerciseSet;
use crate::core::tools::quiz::session::{Score, Session};
use crate::core::tools::quiz::sets::{builtin_sets, default_set};
use crate::core::vocabulary::spec::Spec;
use crate::tui;
use crate::tui::explore_options::ExploreOptions;
use crate::words::quiz_text::scores_line;
use record::ExerciseRecord;

#[derive(Debug, Args)]
pub struct QuizArgs {
    /// The exercises: a built-in set (rfc2396, rfc3986, whatwg, python, …, easy, medium, hard;
    /// --list names them) or a teacher's TOML file. Default: the set of --spec, else rfc2396,
    /// whose §5.2 steps the explorer's trace teaches
    #[arg(long, value_name = "NAME|FILE")]
    pub set: Option<String>,
    /// Ask the set's exercises in the order this number gives (the same number, the same order;
    /// without it, the set's own order)
    #[arg(long, value_name = "N")]
    pub seed: Option<u64>,
    /// Ask every exercise of the set under this specification or library (without --set: its
    /// own set, where it has one)
    #[arg(long, value_name = "SPEC")]
    pub spec: Option<SpecArg>,
    /// What to predict: `result` (the result alone) or `steps` (each step's buffer, under the
    /// URL Standard each state the parser enters next, then the result); without it, as the set
    /// asks
    #[arg(long, value_name = "MODE", value_parser = ["result", "steps"])]
    pub ask: Option<String>,
    /// Print the progress kept between runs: each set's exercises by score, the steps answered
    /// wrong most
    #[arg(long, conflicts_with_all = ["set", "seed", "spec", "ask", "list"])]
    pub report: bool,
    /// List the built-in sets; with --set, that set's exercises (a teacher's file checked
    /// without playing it)
    #[arg(long)]
    pub list: bool,
    /// With --report or --list: print JSON. Playing: write the session's answers to FILE when
    /// it ends, for a teacher to collect
    #[arg(long, value_name = "FILE", num_args = 0..=1, default_missing_value = "-")]
    pub json: Option<String>,
    /// Capture the mouse (the wheel scrolls back through what was said)
    #[arg(long)]
    pub mouse: bool,
}

impl QuizArgs {
    /// Whether the command plays (opens the explorer) rather than prints.
    pub fn plays(&self) -> bool {
        !(self.report || self.list)
    }
}

/// `--report` and `--list`: printed on the streams.
pub fn dispatch(args: &QuizArgs, streams: &mut Streams<'_>) -> Ran {
    if args.report {
        return Ok(report(args, streams.out)?);
    }
    let chosen = args.set.is_some() || args.spec.is_some() || args.seed.is_some();
    if args.list && (chosen || args.ask.is_some()) {
        return match chosen_set(args) {
            Ok(set) => Ok(list_set(&set, args, streams.out)?),
            Err(message) => usage(ErrorKind::InvalidValue, &message),
        };
    }
    if args.list {
        return Ok(list(args, streams.out)?);
    }
    usage(
        ErrorKind::InvalidValue,
        "the quiz needs a terminal (stdin and stdout); --report and --list print",
    )
}

/// The set asked, in the order asked: `--set` (a built-in name, else a file), or `--spec`'s
/// own set; each exercise under `--spec` where it is given; shuffled by `--seed`.
pub fn chosen_set(args: &QuizArgs) -> Result<ExerciseSet, String> {
    let sets = builtin_sets()?;
    let spec = args.spec.map(|s| s.0);
    let mut set = match (&args.set, spec) {
        (Some(name), _) => match sets.iter().find(|set| &set.name == name) {
            Some(set) => set.clone(),
            None if std::path::Path::new(name).exists() => set_file::load(name)?,
            None => {
                let names: Vec<&str> = sets.iter().map(|s| s.name.as_str()).collect();
                return Err(format!(
                    "no set `{name}`: neither a built-in set ({}) nor a file",
                    names.join(", ")
                ));
            }
        },
        (None, spec) => default_set(&sets, spec).cloned().ok_or("no built-in set")?,
    };
    if let Some(spec) = spec {
        set = under(set, spec);
    }
    if let Some(mode) = args.ask.as_deref() {
        asking(&mut set, mode == "steps");
    }
    if let Some(seed) = args.seed {
        shuffle(&mut set.exercises, seed);
    }
    if set.exercises.is_empty() {
        return Err(format!("the set `{}` has no exercise to ask", set.name));
    }
    Ok(set)
}

/// Every exercise of `set` asked under `spec` (a parting question has nothing to ask then; a
/// pair asked twice in a row is asked once).
fn under(mut set: ExerciseSet, spec: Spec) -> ExerciseSet {
    let mut exercises: Vec<Exercise> = Vec::new();
    for mut exercise in set.exercises {
        if matches!(exercise.ask, Ask::Parting(_)) {
            continue;
        }
        exercise.spec = spec;
        exercise.ask = Ask::for_spec(spec);
        exercise.options = exercise.options.for_spec(spec);
        let repeated = exercises.last().is_some_and(|last| {
            (&last.base, &last.reference, last.options)
                == (&exercise.base, &exercise.reference, exercise.options)
        });
        if !repeated {
            exercises.push(exercise);
        }
    }
    let name = spec.name();
    if !set.title.contains(&name) {
        set.title = format!("{} under {name}", set.title);
    }
    set.exercises = exercises;
    set
}

/// Every exercise asks its steps (where it has any) or its result alone; a parting is asked
/// as it is.
fn asking(set: &mut ExerciseSet, steps: bool) {
    for exercise in &mut set.exercises {
        if matches!(exercise.ask, Ask::Parting(_)) {
            continue;
        }
        exercise.ask = if steps && exercise.has_steps() {
            Ask::Steps
        } else {
            Ask::Result
        };
    }
}

/// Shuffles `exercises` by `seed`, keeping together the exercises of one pair in a row (a pair
/// under two specifications, then why they differ).
fn shuffle(exercises: &mut Vec<Exercise>, seed: u64) {
    let mut groups: Vec<Vec<Exercise>> = Vec::new();
    for exercise in exercises.drain(..) {
        match groups.last_mut() {
            Some(group)
                if group.last().is_some_and(|last| {
                    (&last.base, &last.reference) == (&exercise.base, &exercise.reference)
                }) =>
            {
                group.push(exercise);
            }
            _ => groups.push(vec![exercise]),
        }
    }
    fastrand::Rng::with_seed(seed).shuffle(&mut groups);
    exercises.extend(groups.into_iter().flatten());
}

/// Plays the quiz in the terminal; returns the exit code. The progress is kept, and `--json`
/// written, when the explorer closes.
pub fn play(args: QuizArgs) -> i32 {
    let fail = |message: &str, code: i32| {
        eprintln!(
            "{}",
            escape_for_terminal(&format!("uriscope quiz: {message}"))
        );
        code
    };
    if args.json.as_deref() == Some("-") {
        return fail(
            "--json needs a FILE while playing: the quiz draws on the terminal (uriscope quiz \
             --json answers.json)",
            EXIT_USAGE,
        );
    }
    let set = match chosen_set(&args) {
        Ok(set) => set,
        Err(message) => return fail(&message, EXIT_USAGE),
    };
    if !(io::stdin().is_terminal() && io::stdout().is_terminal()) {
        return fail(
            "the quiz needs a terminal (stdin and stdout are not both terminals); --report \
             prints the progress",
            EXIT_USAGE,
        );
    }
    let options = ExploreOptions {
        mouse: args.mouse,
        ..ExploreOptions::default()
    };
    let session = match tui::run(options, Some((Session::new(set), args.seed))) {
        Ok(session) => session,
        Err(e) => return fail(&format!("cannot open the explorer: {e}"), EXIT_FAILED),
    };
    let Some(session) = session else {
        return EXIT_OK;
    };
    // One time for the progress and the answers written for a teacher.
    let ended = now();
    let mut code = keep(&session, &ended);
    if let Some(file) = &args.json {
        let document = SessionJson::of(&session, args.seed, &ended);
        let written = std::fs::File::create(file).and_then(|mut out| {
            json::write_line(&mut out, &document, true)?;
            out.flush()
        });
        if let Err(e) = written {
            code = fail(&format!("cannot write `{file}`: {e}"), EXIT_FAILED);
        }
    }
    code
}

/// The time now, as the records write it.
pub fn now() -> String {
    humantime::format_rfc3339_seconds(std::time::SystemTime::now()).to_string()
}

/// The exercises `session` played, as records of a session that ended `at`.
fn records(session: &Session, at: &str) -> Vec<ExerciseRecord> {
    session
        .played
        .iter()
        .map(|played| ExerciseRecord::of(played, &session.set.name, at))
        .collect()
}

/// Appends what `session` played (a session that ended `at`, [`now`] for the explorer's)
/// to the progress file and says so in a line; returns the exit code (1 where it could not be
/// kept).
pub fn keep(session: &Session, at: &str) -> i32 {
    if session.played.is_empty() {
        return EXIT_OK;
    }
    let records = records(session, at);
    let said = format!(
        "uriscope quiz: {} exercise{} played ({})",
        records.len(),
        if records.len() == 1 { "" } else { "s" },
        scores_line(&session.scores())
    );
    let Some(path) = progress::path() else {
        eprintln!("{said}; no home directory to keep the progress in");
        return EXIT_FAILED;
    };
    match progress::append(&path, &records) {
        Ok(()) => {
            let line = format!("{said}; progress kept in {}", path.display());
            println!("{}", escape_for_terminal(&line));
            EXIT_OK
        }
        Err(e) => {
            let line = format!(
                "{said}; the progress could not be kept in {}: {e}",
                path.display()
            );
            eprintln!("{}", escape_for_terminal(&line));
            EXIT_FAILED
        }
    }
}

/// A session's answers, for a teacher.
#[derive(Serialize)]
struct SessionJson<'a> {
    set: &'a str,
    title: &'a str,
    seed: Option<u64>,
    /// When the session ended (RFC 3339).
    ended: &'a str,
    /// How many exercises the set has, and how many were played.
    exercises_in_set: usize,
    played: usize,
    /// Each score's count.
    scores: Vec<ScoreCount>,
    exercises: Vec<ExerciseRecord>,
}

#[derive(Serialize)]
struct ScoreCount {
    score: &'static str,
    exercises: usize,
}

impl<'a> SessionJson<'a> {
    fn of(session: &'a Session, seed: Option<u64>, ended: &'a str) -> Self {
        let exercises = records(session, ended);
        SessionJson {
            set: &session.set.name,
            title: &session.set.title,
            seed,
            ended,
            exercises_in_set: session.set.exercises.len(),
            played: exercises.len(),
            scores: session
                .scores()
                .into_iter()
                .map(|(score, exercises)| ScoreCount {
                    score: score.id(),
                    exercises,
                })
                .collect(),
            exercises,
        }
    }
}

/// `--report`: the progress file read back, by set.
fn report(args: &QuizArgs, out: &mut dyn Write) -> io::Result<i32> {
    let Some(path) = progress::path() else {
        writeln!(out, "no home directory: no progress is kept")?;
        return Ok(EXIT_FAILED);
    };
    let (records, unread) = progress::read(&path)?;
    let report = progress::report(&path.display().to_string(), &records, unread);
    if args.json.is_some() {
        json::write_line(&mut &mut *out, &report, true)?;
        return Ok(EXIT_OK);
    }
    let mut text = format!("Progress kept in {}\n", report.file);
    if report.played == 0 {
        text.push_str("Nothing played yet: `uriscope quiz` starts.\n");
    } else {
        text.push_str(&format!(
            "{} exercises played, from {} to {}\n\n",
            report.played,
            report.first.as_deref().unwrap_or_default(),
            report.last.as_deref().unwrap_or_default()
        ));
        let words = Score::ALL.map(Score::words);
        text.push_str(&format!(
            "{:<16} {:>6}  {:>9}  {:>20}  {:>10}  {:>8}\n",
            "set", "played", words[0], words[1], words[2], words[3]
        ));
        for set in &report.sets {
            text.push_str(&format!(
                "{:<16} {:>6}  {:>9}  {:>20}  {:>10}  {:>8}\n",
                set.set, set.played, set.first_try, set.after_wrong, set.with_hints, set.revealed
            ));
        }
        if !report.missed_steps.is_empty() {
            let missed: Vec<String> = report
                .missed_steps
                .iter()
                .take(5)
                .map(|m| format!("{} {} ({} wrong)", m.spec, m.step, m.wrong_answers))
                .collect();
            text.push_str(&format!("\nAnswered wrong most: {}\n", missed.join(", ")));
        }
    }
    if report.unread_lines > 0 {
        text.push_str(&format!(
            "({} lines of the file were not records, and are left out)\n",
            report.unread_lines
        ));
    }
    write_escaped(out, &text)?;
    Ok(EXIT_OK)
}

/// `text`'s lines, each escaped for a terminal (a set's title or a file's path is anyone's
/// text).
fn write_escaped(out: &mut dyn Write, text: &str) -> io::Result<()> {
    for line in text.lines() {
        writeln!(out, "{}", escape_for_terminal(line))?;
    }
    Ok(())
}

/// `--list --set`: the set's exercises in the order asked, one a line.
fn list_set(set: &ExerciseSet, args: &QuizArgs, out: &mut dyn Write) -> io::Result<i32> {
    #[derive(Serialize)]
    struct Listed<'a> {
        spec: String,
        ask: String,
        base: &'a str,
        reference: &'a str,
        source: &'a str,
    }
    let listed: Vec<Listed<'_>> = set
        .exercises
        .iter()
        .map(|e| Listed {
            spec: e.spec.to_string(),
            ask: record::ask_id(e.ask),
            base: &e.base,
            reference: &e.reference,
            source: &e.source,
        })
        .collect();
    if args.json.is_some() {
        json::write_line(&mut &mut *out, &listed, true)?;
        return Ok(EXIT_OK);
    }
    let mut text = format!("{}: {} exercises\n", set.title, listed.len());
    for (n, e) in listed.iter().enumerate() {
        text.push_str(&format!(
            "{:>4}  {:<12} {:<20} {}  {}  ({})\n",
            n + 1,
            e.spec,
            e.ask,
            e.base,
            e.reference,
            e.source
        ));
    }
    write_escaped(out, &text)?;
    Ok(EXIT_OK)
}

/// `--list`: the built-in sets, with their counts.
fn list(args: &QuizArgs, out: &mut dyn Write) -> io::Result<i32> {
    let sets = match builtin_sets() {
        Ok(sets) => sets,
        Err(message) => {
            writeln!(out, "{message}")?;
            return Ok(EXIT_FAILED);
        }
    };
    #[derive(Serialize)]
    struct Listed<'a> {
        name: &'a str,
        title: &'a str,
        exercises: usize,
    }
    let listed: Vec<Listed<'_>> = sets
        .iter()
        .map(|set| Listed {
            name: &set.name,
            title: &set.title,
            exercises: set.exercises.len(),
        })
        .collect();
    if args.json.is_some() {
        json::write_line(&mut &mut *out, &listed, true)?;
        return Ok(EXIT_OK);
    }
    let mut text = String::new();
    for set in &listed {
        text.push_str(&format!(
            "{:<20} {:>4}  {}\n",
            set.name, set.exercises, set.title
        ));
    }
    text.push_str("\nuriscope quiz --set NAME plays one; --set FILE a teacher's TOML set.\n");
    write_escaped(out, &text)?;
    Ok(EXIT_OK)
}
