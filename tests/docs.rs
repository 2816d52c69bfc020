//! Every command line shown in the README and the guide, run.
//!
//! A ```` ```console ```` or ```` ```shell-session ```` block holds commands, each a `$ ` line, an
//! optional `? CODE` line (the exit status; 0 when absent) and the output shown under it, stdout
//! and stderr as a terminal interleaves them, up to a blank line before the next `$ ` or the
//! fence. Each runs in `bash` from the repository's root with the built `uriscope` first on the
//! PATH, and what it prints is compared with the text by `snapbox` (`...` on a line of its own
//! stands for any lines, `[..]` for the rest of a line). trycmd, made for this, turns every `\`
//! of the output into `/`, which would hide the very escapes the guide explains.
//!
//! A ```` ```sh ```` block holds command lines shown without their output: the explorer's and the
//! quiz's, which need a terminal, and install steps. Each `uriscope …` line of them is run too,
//! with no terminal: it must be accepted (exit 0) or stop only for want of a terminal, so an
//! option renamed or removed fails here.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The documents whose examples are run: the README and every chapter of the guide.
fn documents() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut documents = vec![root.join("README.md")];
    let mut chapters: Vec<PathBuf> = std::fs::read_dir(root.join("docs/guide"))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "md"))
        .collect();
    chapters.sort();
    documents.extend(chapters);
    documents
}

/// A fenced block: its info string, the line its first line is on, and its lines.
struct Block {
    info: String,
    line: usize,
    lines: Vec<String>,
}

fn blocks(text: &str) -> Vec<Block> {
    let mut blocks = Vec::new();
    let mut open: Option<Block> = None;
    for (index, line) in text.lines().enumerate() {
        match (&mut open, line.strip_prefix("```")) {
            (None, Some(info)) => {
                open = Some(Block {
                    info: info.trim().to_string(),
                    line: index + 2,
                    lines: Vec::new(),
                })
            }
            (Some(_), Some(_)) => blocks.extend(open.take()),
            (Some(block), None) => block.lines.push(line.to_string()),
            (None, None) => {}
        }
    }
    blocks
}

/// One example: the command, the exit status expected, the output shown, and where it is (its
/// lines in the document, from its `$ ` line to the blank line that ends it).
struct Example {
    command: String,
    status: i32,
    output: String,
    place: String,
    lines: std::ops::Range<usize>,
}

fn examples(name: &str, block: &Block) -> Vec<Example> {
    let mut examples: Vec<Example> = Vec::new();
    for (offset, line) in block.lines.iter().enumerate() {
        if let Some(command) = line.strip_prefix("$ ") {
            examples.push(Example {
                command: command.to_string(),
                status: 0,
                output: String::new(),
                place: format!("{name}:{}", block.line + offset),
                lines: block.line - 1 + offset..block.line + offset,
            });
            continue;
        }
        let example = examples
            .last_mut()
            .unwrap_or_else(|| panic!("{name}:{}: output before a `$ ` line", block.line));
        example.lines.end += 1;
        match line.strip_prefix("? ") {
            Some(code) if example.output.is_empty() => {
                example.status = code.parse().expect("`? CODE` holds a number");
            }
            _ => {
                example.output.push_str(line);
                example.output.push('\n');
            }
        }
    }
    // The blank line that ends each example is layout, not output.
    for example in &mut examples {
        example.output.pop();
    }
    examples
}

/// `bash -c COMMAND` from the repository's root, with the built binary first on the PATH and
/// no setting of the user's that changes what it prints; stdout and stderr on one pipe.
fn run(command: &str, stdin: Stdio) -> (i32, String) {
    let binary = Path::new(env!("CARGO_BIN_EXE_uriscope"));
    let path = format!(
        "{}:{}",
        binary.parent().unwrap().display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let home = std::env::temp_dir().join(format!("uriscope-docs-{}", std::process::id()));
    std::fs::create_dir_all(&home).unwrap();
    let output = Command::new("bash")
        .arg("-c")
        .arg(format!("exec 2>&1\n{command}"))
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("PATH", path)
        .env("NO_COLOR", "1")
        .env("HOME", &home)
        .env("XDG_DATA_HOME", home.join("data"))
        .env("XDG_STATE_HOME", home.join("state"))
        .env_remove("URISCOPE_SPEC")
        .stdin(stdin)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&output.stdout).into_owned();
    (output.status.code().unwrap_or(-1), text)
}

/// With `URISCOPE_DOCS=overwrite`, an example that differs is written back with what it printed
/// (then read the diff: an example whose output changed may show a defect, and `...` is lost).
fn overwrite(path: &Path, text: &str, differing: &[(&Example, i32, String)]) {
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    for (example, status, output) in differing.iter().rev() {
        let mut new = vec![format!("$ {}", example.command)];
        if *status != 0 {
            new.push(format!("? {status}"));
        }
        new.extend(output.lines().map(str::to_string));
        new.push(String::new());
        lines.splice(example.lines.clone(), new);
    }
    std::fs::write(path, lines.join("\n") + "\n").unwrap();
}

#[test]
fn every_example_prints_what_the_document_shows() {
    let writing = std::env::var("URISCOPE_DOCS").is_ok_and(|value| value == "overwrite");
    let mut failures = Vec::new();
    let mut ran = 0;
    for path in documents() {
        let name = path
            .strip_prefix(env!("CARGO_MANIFEST_DIR"))
            .unwrap()
            .display()
            .to_string();
        let text = std::fs::read_to_string(&path).unwrap();
        let all: Vec<Example> = blocks(&text)
            .iter()
            .filter(|block| block.info == "console" || block.info == "shell-session")
            .flat_map(|block| examples(&name, block))
            .collect();
        let mut differing = Vec::new();
        {
            for example in &all {
                ran += 1;
                let (status, output) = run(&example.command, Stdio::null());
                let compared = snapbox::Assert::new().normalize_paths(false).try_eq(
                    None,
                    output.clone().into(),
                    example.output.clone().into(),
                );
                if let Err(diff) = compared {
                    failures.push(format!(
                        "{}: `{}` printed otherwise:\n{diff}\nIt printed:\n{output}",
                        example.place, example.command
                    ));
                    differing.push((example, status, output));
                } else if status != example.status {
                    failures.push(format!(
                        "{}: `{}` exited {status}, not {}",
                        example.place, example.command, example.status
                    ));
                    differing.push((example, status, output));
                }
            }
        }
        if writing && !differing.is_empty() {
            overwrite(&path, &text, &differing);
        }
    }
    assert!(ran >= 40, "only {ran} examples found");
    assert!(
        failures.is_empty(),
        "{} of {ran} examples differ:\n\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}

/// The command line a `sh` block's line runs, with `cargo run --release --` read as the
/// installed `uriscope`; `None` for a line that runs something else.
fn uriscope_line(line: &str) -> Option<String> {
    let line = line.split(" #").next().unwrap().trim();
    let line = match line.strip_prefix("cargo run --release") {
        Some(rest) => format!("uriscope{}", rest.strip_prefix(" --").unwrap_or(rest)),
        None => line.to_string(),
    };
    (line == "uriscope" || line.starts_with("uriscope ")).then_some(line)
}

#[test]
fn every_interactive_command_line_is_accepted() {
    let mut failures = Vec::new();
    let mut ran = 0;
    for path in documents() {
        let text = std::fs::read_to_string(&path).unwrap();
        for block in blocks(&text) {
            if block.info != "sh" {
                continue;
            }
            for (offset, line) in block.lines.iter().enumerate() {
                let Some(command) = uriscope_line(line) else {
                    continue;
                };
                // What a page or a shell would do with the output is not the example's point.
                let command = command
                    .split(" > ")
                    .next()
                    .unwrap()
                    .split(" | ")
                    .next()
                    .unwrap();
                ran += 1;
                let (status, output) = run(command, Stdio::null());
                let waits_for_a_terminal = status == 2 && output.contains("needs a terminal");
                if status != 0 && !waits_for_a_terminal {
                    failures.push(format!(
                        "{}:{}: `{command}` exited {status}:\n{output}",
                        path.display(),
                        block.line + offset
                    ));
                }
            }
        }
    }
    assert!(ran > 5, "only {ran} command lines found");
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// The library profiles as the guide's table lists them, made from the registry: each library's
/// `--spec` word, what it is, the release it means alone and the releases `@` selects.
fn profile_table() -> String {
    use uriscope::profile::Profile;
    let mut table = String::from(
        "| `--spec` | What it replays | Alone, it means | Its releases, by line |\n|---|---|---|---|\n",
    );
    for profile in Profile::newest_of_each() {
        let lines: Vec<String> = profile.lines().map(|line| format!("`{line}`")).collect();
        // A library of one line takes its release after `@` too: `ruby@3.1`.
        let lines = if lines.is_empty() {
            format!("`{}@{}`", profile.library(), profile.release())
        } else {
            lines.join(" ")
        };
        table.push_str(&format!(
            "| `{}` | {} | {} | {} |\n",
            profile.library(),
            profile.about().replace('|', "\\|"),
            profile.title().replace('|', "\\|"),
            lines
        ));
    }
    table
}

#[test]
fn the_guides_profile_table_is_the_registry() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/docs/guide/03-library-profiles.md"
    );
    let guide = std::fs::read_to_string(path).unwrap();
    let table = profile_table();
    assert!(
        guide.contains(&table),
        "docs/guide/03-library-profiles.md's table of libraries differs from the registry; \
         replace it with:\n{table}"
    );
}

/// A heading as GitHub makes its anchor: lower case, spaces as `-`, punctuation left out.
fn anchor_of(heading: &str) -> String {
    heading
        .trim()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            '-' | '_' => Some(c),
            c if c.is_alphanumeric() => Some(c.to_ascii_lowercase()),
            _ => None,
        })
        .collect()
}

#[test]
fn every_link_between_the_documents_leads_somewhere() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut documents = documents();
    documents.push(root.join("docs/ARCHITECTURE.md"));
    let mut broken = Vec::new();
    for path in documents {
        let text = std::fs::read_to_string(&path).unwrap();
        for (at, _) in text.match_indices("](") {
            // `split` always yields a first piece: the target, up to its `)`.
            let target = text[at + 2..].split(')').next().unwrap_or_default();
            if target.contains("://") || target.contains(' ') || target.is_empty() {
                continue;
            }
            let (file, anchor) = target.split_once('#').unwrap_or((target, ""));
            let file = if file.is_empty() {
                path.clone()
            } else {
                path.parent().unwrap().join(file)
            };
            let Ok(linked) = std::fs::read_to_string(&file) else {
                if !file.exists() {
                    broken.push(format!("{}: {target}", path.display()));
                }
                continue;
            };
            let anchors: Vec<String> = linked
                .lines()
                .filter(|line| line.starts_with('#'))
                .filter_map(|line| line.trim_start_matches('#').strip_prefix(' '))
                .map(anchor_of)
                .collect();
            if !anchor.is_empty() && !anchors.iter().any(|a| a == anchor) {
                broken.push(format!("{}: {target} (no such heading)", path.display()));
            }
        }
    }
    assert!(
        broken.is_empty(),
        "links that lead nowhere:\n{}",
        broken.join("\n")
    );
}
