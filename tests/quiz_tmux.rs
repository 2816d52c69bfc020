//! `uriscope quiz` played in tmux, at 80×24 and at 200×60, on a teacher's set: a wrong buffer at
//! RFC 2396's step 6e gets feedback naming 6e and its rule, a right one goes on to the next
//! step, and the score shown, the progress file (in the platform's data directory, here a
//! temporary `XDG_DATA_HOME`), `--json` and `--report` are what was played.
#![cfg(all(unix, feature = "tui"))]

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

#[path = "common/tmux.rs"]
mod tmux;
use tmux::Tmux;

/// The quiz in a tmux window of its own, with a directory for its data.
struct Window {
    tmux: Tmux,
    dir: PathBuf,
}

impl Window {
    /// `uriscope ARGS` in a `cols`×`rows` window, with `env`; after it ends, the window stays
    /// (so its last line, and its exit status, can be read).
    fn start(name: &str, args: &[&str], env: &[(&str, &str)], size: (u16, u16)) -> Window {
        let dir = std::env::temp_dir().join(format!("uriscope-quiz-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let mut command = vec![
            "env".to_string(),
            "-u".to_string(),
            "NO_COLOR".to_string(),
            format!("XDG_DATA_HOME={}", dir.join("data").display()),
            "TERM=xterm-256color".to_string(),
        ];
        command.extend(env.iter().map(|(k, v)| format!("{k}={v}")));
        command.push(env!("CARGO_BIN_EXE_uriscope").to_string());
        command.extend(args.iter().map(|a| a.to_string()));
        let quoted: Vec<String> = command
            .iter()
            .map(|a| format!("'{}'", a.replace('\'', "'\\''")))
            .collect();
        let shell = format!("{}; echo \"exit=$?\"; sleep 600", quoted.join(" "));
        Window {
            tmux: Tmux::start(dir.join("tmux.sock"), size, &shell),
            dir,
        }
    }

    fn data(&self) -> PathBuf {
        self.dir.join("data")
    }

    fn run(&self, args: &[&str]) -> String {
        self.tmux.run(args)
    }

    /// The window's text, each line wrapped in the quiz (a line that goes on starts with four
    /// spaces) joined again, without the frame's borders.
    fn screen(&self) -> String {
        let mut joined = String::new();
        for line in self.run(&["capture-pane", "-p", "-J"]).lines() {
            let line = line
                .trim_start_matches('║')
                .trim_end()
                .trim_end_matches('║');
            let line = line.trim_end();
            match line.strip_prefix("    ") {
                Some(rest) if !joined.is_empty() => {
                    joined.pop();
                    joined.push(' ');
                    joined.push_str(rest.trim_start());
                }
                _ => joined.push_str(line),
            }
            joined.push('\n');
        }
        joined
    }

    /// Waits until the window shows `text` (a generous limit; no timing is asserted).
    fn wait_for(&self, text: &str) -> String {
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            let screen = self.screen();
            if screen.contains(text) {
                return screen;
            }
            assert!(
                Instant::now() < deadline,
                "`{text}` never appeared; the screen:\n{screen}"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// Keys as tmux names them (`Enter`, `C-u`), or text typed literally.
    fn keys(&self, keys: &[&str]) {
        let mut args = vec!["send-keys"];
        args.extend(keys);
        self.run(&args);
    }

    fn type_text(&self, text: &str) {
        self.run(&["send-keys", "-l", text]);
    }

    /// Clears the answer (it starts as the buffer before the step), types `text`, checks it.
    fn answer(&self, text: &str) {
        self.keys(&["C-u"]);
        self.type_text(text);
        self.keys(&["Enter"]);
    }
}

impl Drop for Window {
    /// The server ends before its socket's directory goes.
    fn drop(&mut self) {
        let _ = Command::new("tmux")
            .arg("-S")
            .arg(&self.tmux.socket)
            .arg("kill-server")
            .output();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

fn tmux_missing() -> bool {
    let missing = Command::new("tmux").arg("-V").output().is_err();
    if missing {
        println!("skipped: `tmux` is not installed");
    }
    missing
}

/// A teacher's set: RFC 2396 Appendix C.1's `../g` step by step, then `g` by its result.
const SET: &str = r#"
title = "Dot-segments"
spec = "rfc2396"
base = "http://a/b/c/d;p?q"

[[exercise]]
reference = "../g"
source = "RFC 2396 Appendix C.1"

[[exercise]]
reference = "g"
ask = "result"
"#;

fn write_set(dir: &Path) -> String {
    let path = dir.join("week3.toml");
    std::fs::write(&path, SET).unwrap();
    path.display().to_string()
}

/// Answers the buffer questions of `../g` under RFC 2396 up to 6e, as §5.2 step 6 gives them.
fn up_to_6e(tmux: &Window) {
    tmux.wait_for("Question: the buffer after §5.2 step 6a?");
    tmux.answer("/b/c/");
    tmux.wait_for("✓ right: 6a leaves `/b/c/`");
    tmux.wait_for("Question: the buffer after §5.2 step 6b?");
    tmux.answer("/b/c/../g");
    // 6c and 6d find no `./` to remove: the buffer 6b left, which the answer starts as.
    tmux.wait_for("Question: the buffer after §5.2 step 6c?");
    tmux.keys(&["Enter"]);
    tmux.wait_for("Question: the buffer after §5.2 step 6d?");
    tmux.keys(&["Enter"]);
    tmux.wait_for("Question: the buffer after §5.2 step 6e?");
}

/// Enter on each remaining buffer question (after 6e nothing changes `/b/g`), to the result.
fn on_to_the_result(tmux: &Window) {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let screen = tmux.screen();
        if screen.contains("Question: the result under RFC 2396?") {
            return;
        }
        assert!(Instant::now() < deadline, "{screen}");
        if screen.contains("Answer> /b/g") {
            tmux.keys(&["Enter"]);
        }
        std::thread::sleep(Duration::from_millis(100));
    }
}

#[test]
fn a_wrong_buffer_at_6e_is_named_and_the_score_and_progress_are_what_was_played_at_80x24() {
    if tmux_missing() {
        return;
    }
    let probe = std::env::temp_dir().join(format!("uriscope-quiz-set-{}", std::process::id()));
    std::fs::create_dir_all(&probe).unwrap();
    let set = write_set(&probe);
    let answers = probe.join("answers.json");
    let answers_arg = answers.display().to_string();
    let tmux = Window::start(
        "80",
        &["quiz", "--set", &set, "--json", &answers_arg],
        &[],
        (80, 24),
    );
    tmux.wait_for("Quiz · week3");
    up_to_6e(&tmux);
    // The buffer before 6e, given as its answer: 6e was not applied.
    tmux.keys(&["Enter"]);
    let screen = tmux.wait_for("✗ wrong: that is the buffer before 6e");
    assert!(
        screen.contains("6e (remove `<segment>/../`, leftmost first)"),
        "{screen}"
    );
    assert!(screen.contains("it was not applied"), "{screen}");
    // Still 6e: a wrong answer does not go on.
    assert!(screen.contains("Question: the buffer after §5.2 step 6e?"));
    tmux.answer("/b/g");
    tmux.wait_for("✓ right: 6e leaves `/b/g`");
    tmux.wait_for("Question: the buffer after §5.2 step 6f?");
    on_to_the_result(&tmux);
    tmux.answer("http://a/b/g");
    let screen = tmux.wait_for("Exercise done: after a wrong answer");
    assert!(screen.contains("1 after a wrong answer"), "{screen}");
    // The second exercise, with a hint first.
    tmux.keys(&["Enter"]);
    tmux.wait_for("Question: the result under RFC 2396?");
    tmux.keys(&["C-t"]);
    tmux.wait_for("Hint: its scheme and authority: `http://a`");
    tmux.answer("http://a/b/c/g");
    let screen = tmux.wait_for("Exercise done: with hints");
    assert!(
        screen.contains("0 first try, 1 after a wrong answer, 1 with hints, 0"),
        "{screen}"
    );
    tmux.keys(&["Enter"]);
    tmux.wait_for("The set is done: 2 exercises played.");
    // Enter closes the quiz; the explorer shows the last exercise; q quits.
    tmux.keys(&["Enter"]);
    tmux.wait_for("Reference g");
    tmux.keys(&["q"]);
    let screen = tmux.wait_for("exit=0");
    assert!(
        screen.contains("uriscope quiz: 2 exercises played (0 first try, 1 after a wrong answer, 1 with hints, 0 revealed); progress kept in"),
        "{screen}"
    );

    // The progress file: one line per exercise, with every answer and the score.
    let progress = std::fs::read_to_string(tmux.data().join("uriscope/quiz-progress.jsonl"))
        .expect("the progress is kept in $XDG_DATA_HOME/uriscope");
    let records: Vec<serde_json::Value> = progress
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    assert_eq!(records.len(), 2, "{progress}");
    assert_eq!(records[0]["score"], "after-wrong");
    assert_eq!(records[0]["reference"], "../g");
    let six_e = records[0]["questions"]
        .as_array()
        .unwrap()
        .iter()
        .find(|q| q["asked"] == "6e")
        .expect("6e was asked");
    assert_eq!(six_e["answers"][0]["answer"], "/b/c/../g");
    assert_eq!(six_e["answers"][0]["right"], false);
    assert_eq!(six_e["answers"][1]["answer"], "/b/g");
    assert_eq!(six_e["answers"][1]["right"], true);
    assert_eq!(records[1]["score"], "with-hints");
    assert_eq!(
        records[1]["questions"][0]["hints"]
            .as_array()
            .unwrap()
            .len(),
        1
    );

    // --json: the session for a teacher.
    let session: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&answers).unwrap()).unwrap();
    assert_eq!(session["set"], "week3");
    assert_eq!(session["played"], 2);
    assert_eq!(
        session["exercises"],
        serde_json::Value::Array(records.clone())
    );

    // --report reads the progress back.
    let report = Command::new(env!("CARGO_BIN_EXE_uriscope"))
        .args(["quiz", "--report"])
        .env("XDG_DATA_HOME", tmux.data())
        .output()
        .unwrap();
    let report = String::from_utf8(report.stdout).unwrap();
    assert!(report.contains("2 exercises played"), "{report}");
    let row = report
        .lines()
        .find(|line| line.starts_with("week3"))
        .unwrap_or_else(|| panic!("{report}"));
    let counts: Vec<&str> = row.split_whitespace().collect();
    assert_eq!(counts, ["week3", "2", "0", "1", "1", "0"], "{report}");
    assert!(
        report.contains("Answered wrong most: rfc2396 6e (1 wrong)"),
        "{report}"
    );
    std::fs::remove_dir_all(probe).unwrap();
}

/// At 200×60, without colour and with the mouse: a pair under RFC 2396 and RFC 3986, then why
/// they differ; an iterating step stopped early is said so; a revealed answer scores so.
#[test]
fn a_parting_and_an_iterating_step_at_200x60_without_colour() {
    if tmux_missing() {
        return;
    }
    let probe = std::env::temp_dir().join(format!("uriscope-quiz-part-{}", std::process::id()));
    std::fs::create_dir_all(&probe).unwrap();
    let set = probe.join("parting.toml");
    std::fs::write(
        &set,
        r#"
base = "http://a/b/c/d;p?q"

[[exercise]]
reference = "g/../h/../../i"
spec = "rfc2396"

[[exercise]]
reference = "?y"
specs = ["rfc2396", "rfc3986"]
ask = "result"
"#,
    )
    .unwrap();
    let set_arg = set.display().to_string();
    let tmux = Window::start(
        "200",
        &["quiz", "--mouse", "--set", &set_arg],
        &[("NO_COLOR", "1")],
        (200, 60),
    );
    tmux.wait_for("Question: the buffer after §5.2 step 6a?");
    tmux.answer("/b/c/");
    tmux.wait_for("Question: the buffer after §5.2 step 6b?");
    tmux.answer("/b/c/g/../h/../../i");
    tmux.wait_for("Question: the buffer after §5.2 step 6c?");
    tmux.keys(&["Enter"]);
    tmux.wait_for("Question: the buffer after §5.2 step 6d?");
    tmux.keys(&["Enter"]);
    tmux.wait_for("Question: the buffer after §5.2 step 6e?");
    // One removal of three.
    tmux.answer("/b/c/h/../../i");
    let screen = tmux.wait_for("acts 3 times, one at a time, and you stopped after 1");
    assert!(screen.contains("`h/../`, then `c/../`"), "{screen}");
    // Revealed: the exercise scores so, and the rest is skipped with reveals too.
    tmux.keys(&["C-r"]);
    tmux.wait_for("Revealed: the buffer after 6e is `/b/i`");
    while !tmux.screen().contains("Exercise done: revealed") {
        tmux.keys(&["C-r"]);
        std::thread::sleep(Duration::from_millis(100));
    }
    // `?y` under RFC 2396, then RFC 3986, then why they differ.
    tmux.keys(&["Enter"]);
    tmux.answer("http://a/b/c/?y");
    tmux.wait_for("Exercise done: first try");
    tmux.keys(&["Enter"]);
    tmux.answer("http://a/b/c/d;p?y");
    tmux.wait_for("Exercise done: first try");
    tmux.keys(&["Enter"]);
    let screen = tmux.wait_for("which step of RFC 2396 makes them differ?");
    assert!(
        screen.contains("RFC 2396 gives `http://a/b/c/?y`, RFC 3986 `http://a/b/c/d;p?y`"),
        "{screen}"
    );
    tmux.answer("6e");
    tmux.wait_for("✗ wrong: not step `6e`");
    tmux.answer("6a");
    let screen = tmux.wait_for("✓ right: the path parts at RFC 2396 §5.2 step 6a");
    assert!(screen.contains("RFC 3986 §5.2.2"), "{screen}");
    assert!(
        screen.contains("score: 2 first try, 1 after a wrong answer, 0 with hints, 1 revealed"),
        "{screen}"
    );
    // No colour: the words carry every verdict.
    let styled = tmux.run(&["capture-pane", "-p", "-e"]);
    let colour =
        regex::Regex::new(r"\x1b\[(?:[0-9]*;)*(?:3[0-7]|38|4[0-7]|48|9[0-7]|10[0-7])[;m]").unwrap();
    assert!(!colour.is_match(&styled), "a colour was drawn: {styled:?}");
    tmux.keys(&["C-c"]);
    tmux.wait_for("exit=0");
    std::fs::remove_dir_all(probe).unwrap();
}
