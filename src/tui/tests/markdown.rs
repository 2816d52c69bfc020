//! The Markdown export (`M`) rendered by a CommonMark parser (with GitHub's tables), and the
//! command line (`C`) run by a shell: every user text must come back as exactly that text, and
//! nothing may turn into markup (emphasis, links, HTML) or split a table cell.

use std::io::Write;
use std::process::{Command, Stdio};

use crate::core::escape::escape_for_terminal;
use crate::tui::ExploreOptions;
use crate::tui::action::{Action, Effect};
use crate::tui::app::App;
use crate::tui::theme::Theme;
use crate::{Spec, Switch};
use pulldown_cmark::{Event, Options, Parser, Tag, TagEnd};

/// A piece of a paragraph or a cell as a reader sees it: plain text, code, or emphasis.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Inline {
    Text(String),
    Code(String),
    Emphasis(String),
}

type Inlines = Vec<Inline>;

/// What a reader sees: paragraphs and tables.
#[derive(Debug, PartialEq, Eq)]
enum Block {
    Paragraph(Inlines),
    Table(Vec<Vec<Inlines>>),
}

/// Renders `markdown` and returns its blocks; panics on any markup other than paragraphs, hard
/// breaks, code spans, emphasis and tables.
fn render(markdown: &str) -> Vec<Block> {
    let mut blocks = Vec::new();
    let mut inlines: Inlines = Vec::new();
    let mut emphasis = false;
    let mut rows: Vec<Vec<Inlines>> = Vec::new();
    let push_text = |inlines: &mut Inlines, text: &str| match inlines.last_mut() {
        Some(Inline::Text(t)) => t.push_str(text),
        _ => inlines.push(Inline::Text(text.to_string())),
    };
    for event in Parser::new_ext(
        markdown,
        Options::ENABLE_TABLES | Options::ENABLE_STRIKETHROUGH,
    ) {
        match event {
            Event::Text(t) if emphasis => inlines.push(Inline::Emphasis(t.to_string())),
            Event::Text(t) => push_text(&mut inlines, &t),
            Event::Code(t) => inlines.push(Inline::Code(t.to_string())),
            Event::HardBreak => push_text(&mut inlines, "\n"),
            Event::Start(Tag::Emphasis) => emphasis = true,
            Event::End(TagEnd::Emphasis) => emphasis = false,
            Event::Start(Tag::Paragraph | Tag::TableCell) => inlines.clear(),
            Event::End(TagEnd::Paragraph) => {
                blocks.push(Block::Paragraph(std::mem::take(&mut inlines)))
            }
            Event::Start(Tag::Table(_)) => rows.clear(),
            Event::Start(Tag::TableHead | Tag::TableRow) => rows.push(Vec::new()),
            Event::End(TagEnd::TableCell) => {
                rows.last_mut().unwrap().push(std::mem::take(&mut inlines))
            }
            Event::End(TagEnd::TableHead | TagEnd::TableRow) => {}
            Event::End(TagEnd::Table) => blocks.push(Block::Table(std::mem::take(&mut rows))),
            other => panic!("the export turned into markup: {other:?}\n{markdown}"),
        }
    }
    blocks
}

/// The export of `reference` against `base` under `spec`, through the `M` key's action.
fn export(spec: Spec, base: &str, reference: &str) -> (App, String) {
    let mut app = App::new(
        &ExploreOptions {
            base: Some(base.to_string()),
            reference: Some(reference.to_string()),
            spec: Some(spec),
            mouse: false,
        },
        Theme::COLOR,
    );
    let text = copied(&mut app, Action::CopyTrace);
    (app, text)
}

/// The text that `action` copies.
fn copied(app: &mut App, action: Action) -> String {
    match app.update(action).as_slice() {
        [Effect::Copy { text, .. }] => text.clone(),
        other => panic!("no copy: {other:?}"),
    }
}

/// The text of the paragraph that starts with `label`, then one code span: the code span's text.
fn labelled<'a>(blocks: &'a [Block], label: &str) -> &'a str {
    let found = blocks.iter().find_map(|b| match b {
        Block::Paragraph(p) if p.first() == Some(&Inline::Text(label.to_string())) => Some(p),
        _ => None,
    });
    match found.map(Vec::as_slice) {
        Some([_, Inline::Code(code)]) => code,
        other => panic!("no `{label}` paragraph with a code span: {other:?} in {blocks:?}"),
    }
}

fn table(blocks: &[Block]) -> &[Vec<Inlines>] {
    blocks
        .iter()
        .find_map(|b| match b {
            Block::Table(rows) => Some(rows.as_slice()),
            _ => None,
        })
        .expect("a table")
}

/// A cell holding plain text only.
fn plain(cell: &Inlines) -> String {
    match cell.as_slice() {
        [] => String::new(),
        [Inline::Text(t)] => t.clone(),
        other => panic!("not plain text: {other:?}"),
    }
}

/// A cell holding one code span: its text.
fn code(cell: &Inlines) -> &str {
    match cell.as_slice() {
        [Inline::Code(c)] => c,
        other => panic!("not one code span: {other:?}"),
    }
}

/// The references no renderer may turn into anything but themselves.
const HOSTILE: &[&str] = &[
    "g'x|y`z",
    "`g",
    "g`",
    "``g``",
    "a```b``c`d",
    "<segment>/../g",
    "<x>",
    "*a*/_b_/[c](d)/&amp;/~~e~~/**f**",
    "\\g\\|h",
    "  g  ",
    " ",
    "- g",
    "1. g",
    "# g",
];

#[test]
fn every_user_text_comes_back_unchanged() {
    let base = "http://a/b/c/d;p?q";
    for &reference in HOSTILE {
        let (app, markdown) = export(Spec::Rfc2396, base, reference);
        let blocks = render(&markdown);
        assert_eq!(labelled(&blocks, "Base: "), base, "{markdown}");
        assert_eq!(labelled(&blocks, "Reference: "), reference, "{markdown}");
        let result = app.resolution.result().unwrap();
        assert_eq!(labelled(&blocks, "Result: "), result, "{markdown}");
        let rows = table(&blocks);
        let heading: Vec<String> = rows[0].iter().map(plain).collect();
        assert_eq!(heading, ["Step", "What", "Decision", "Buffer after"]);
        for row in rows {
            assert_eq!(row.len(), 4, "a cell was split: {row:?}\n{markdown}");
        }
        // RFC 2396 6b appends the reference path to the base path up to its last slash
        // (`/b/c/`); the buffer after it holds the reference's path as it was typed. (`# g` is
        // a reference to the current document, step 2: there is no path to append.)
        let path = reference.split(['?', '#']).next().unwrap();
        if !path.is_empty() {
            let appended = rows.iter().find(|r| plain(&r[0]) == "6b").unwrap();
            assert_eq!(code(&appended[3]), format!("/b/c/{path}"), "{markdown}");
        }
    }
}

#[test]
fn a_newline_and_invisible_characters_are_shown_by_their_escapes() {
    // A code span cannot hold a line break (it renders as a space), and the bidi override would
    // reorder what follows: both are written as uriscope writes them everywhere.
    let reference = "g\nh\u{202e}i";
    let (app, markdown) = export(Spec::Rfc2396, "http://a/b/c/d;p?q", reference);
    let blocks = render(&markdown);
    assert_eq!(labelled(&blocks, "Reference: "), "g\\nh\\u{202e}i");
    let result = app.resolution.result().unwrap();
    assert_eq!(labelled(&blocks, "Result: "), escape_for_terminal(result));
    assert!(!markdown.contains('\u{202e}'), "{markdown}");
}

#[test]
fn an_empty_reference_is_named() {
    let (_, markdown) = export(Spec::Rfc3986, "http://a/b/c/d;p?q", "");
    let blocks = render(&markdown);
    let reference = blocks.iter().find_map(|b| match b {
        Block::Paragraph(p) if p.first() == Some(&Inline::Text("Reference: ".into())) => Some(p),
        _ => None,
    });
    assert_eq!(
        reference.map(Vec::as_slice),
        Some(
            &[
                Inline::Text("Reference: ".into()),
                Inline::Emphasis("(empty)".into())
            ][..]
        )
    );
    // RFC 3986 5.4.1: "" against the base gives the base (without its fragment).
    assert_eq!(labelled(&blocks, "Result: "), "http://a/b/c/d;p?q");
}

#[test]
fn the_issue_example_keeps_its_result_line() {
    // `g'x|y` + backtick + `z`: the backtick once broke the header and the result line.
    let (_, markdown) = export(Spec::Rfc3986, "http://a/b/c/d;p?q", "g'x|y`z");
    let blocks = render(&markdown);
    // RFC 3986 5.2.2/5.2.3: merge gives /b/c/g'x|y`z; remove_dot_segments leaves it.
    assert_eq!(labelled(&blocks, "Result: "), "http://a/b/c/g'x|y`z");
    assert_eq!(labelled(&blocks, "Reference: "), "g'x|y`z");
}

#[test]
fn step_titles_keep_their_backticks_and_angle_brackets() {
    let (_, markdown) = export(Spec::Rfc2396, "http://a/b/c/d;p?q", "g/../h");
    let blocks = render(&markdown);
    let rows = table(&blocks);
    let step_6e = rows.iter().find(|r| plain(&r[0]) == "6e").unwrap();
    // RFC 2396 5.2 step 6e's title names `<segment>/../`: it must not vanish as an HTML tag.
    assert!(
        plain(&step_6e[1]).contains("`<segment>/../`"),
        "{step_6e:?}"
    );
    let removal = rows.iter().find(|r| plain(&r[0]) == "6e.1").unwrap();
    assert_eq!(
        removal[1],
        [
            Inline::Text("removed ".into()),
            Inline::Code("g/../".into())
        ]
    );
    assert_eq!(code(&removal[3]), "/b/c/h");
}

/// The arguments a POSIX shell passes to `uriscope` when it runs `command`.
fn shell_arguments(command: &str) -> Vec<String> {
    // `uriscope` as a shell function that prints its arguments, each ended by a NUL.
    let script = format!("uriscope() {{ printf '%s\\0' \"$@\"; }}\n{command}\n");
    let mut shell = Command::new("sh")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("sh runs");
    shell
        .stdin
        .take()
        .unwrap()
        .write_all(script.as_bytes())
        .unwrap();
    let out = shell.wait_with_output().unwrap();
    assert!(out.status.success(), "sh failed on {command}");
    let text = String::from_utf8(out.stdout).unwrap();
    let mut args: Vec<String> = text.split('\0').map(str::to_string).collect();
    assert_eq!(args.pop().as_deref(), Some(""), "{text:?}");
    args
}

#[test]
fn the_command_line_runs_as_is_in_a_shell_and_gives_the_same_result() {
    for &reference in HOSTILE
        .iter()
        .chain(&["$(echo x)", "'g'\"h\"", "-g", "!g;h&"])
    {
        let mut app = App::new(
            &ExploreOptions {
                reference: Some(reference.to_string()),
                ..ExploreOptions::default()
            },
            Theme::COLOR,
        );
        // A switch away from its default, so its flag is in the command too.
        app.update(Action::CycleSwitch(Switch::ABOVE_ROOT));
        let command = copied(&mut app, Action::CopyCommand);
        let args = shell_arguments(&command);
        assert_eq!(
            args.last().map(String::as_str),
            Some(reference),
            "{command}"
        );
        assert_eq!(args[args.len() - 2], app.base.value(), "{command}");
        // The same arguments, given to uriscope's own command line.
        let argv: Vec<std::ffi::OsString> = std::iter::once("uriscope".into())
            .chain(args.iter().map(Into::into))
            .collect();
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let code =
            crate::__private::run_command_line_with(&argv, &mut &b""[..], &mut out, &mut err);
        let printed = String::from_utf8(out).unwrap();
        match app.resolution.result() {
            Ok(uri) => {
                assert_eq!(code, 0, "{command}: {}", String::from_utf8_lossy(&err));
                assert_eq!(printed.trim_end_matches('\n'), escape_for_terminal(uri));
            }
            Err(e) => panic!("{reference:?} has no result in the explorer: {e}"),
        }
    }
}
