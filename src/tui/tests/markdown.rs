//! The Markdown export (`M`) rendered by a CommonMark parser (with GitHub's tables), and the
//! command line (`C`) run by a shell: every user text must come back as exactly that text, and
//! nothing may turn into markup (emphasis, links, HTML) or split a table cell.

use std::io::Write;
use std::process::{Command, Stdio};

use crate::core::testing::assert_shows;
use crate::core::text::escape::terminal::escape_for_terminal;
use crate::core::tools::examples;
use crate::core::vocabulary::spec::Spec;
use crate::core::vocabulary::switch::Switch;
use crate::tui::action::{Action, Effect};
use crate::tui::app::App;
use crate::tui::overlay_id::OverlayId;
use crate::tui::panes::step_text::split_at;
use crate::tui::resolution::Resolution;
use crate::tui::symbols;
use crate::tui::tests::opened;
use crate::tui::trace_rows::{RowKind, WhatwgRun};
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
                blocks.push(Block::Paragraph(std::mem::take(&mut inlines)));
            }
            Event::Start(Tag::Table(_)) => rows.clear(),
            Event::Start(Tag::TableHead | Tag::TableRow) => rows.push(Vec::new()),
            Event::End(TagEnd::TableCell) => {
                rows.last_mut().unwrap().push(std::mem::take(&mut inlines));
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
    let mut app = opened(Some(base), Some(reference), Some(spec));
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

/// The table whose first heading is `first`.
fn table_headed<'a>(blocks: &'a [Block], first: &str) -> &'a [Vec<Inlines>] {
    blocks
        .iter()
        .find_map(|b| match b {
            Block::Table(rows) if rows[0].first().map(plain).as_deref() == Some(first) => {
                Some(rows.as_slice())
            }
            _ => None,
        })
        .unwrap_or_else(|| panic!("no table headed {first}: {blocks:?}"))
}

/// The trace table.
fn table(blocks: &[Block]) -> &[Vec<Inlines>] {
    table_headed(blocks, "Step")
}

/// A cell's text as read, code spans and emphasis included.
fn flat(cell: &Inlines) -> String {
    cell.iter()
        .map(|i| match i {
            Inline::Text(t) | Inline::Code(t) | Inline::Emphasis(t) => t.as_str(),
        })
        .collect()
}

/// Every paragraph's text as read.
fn paragraphs(blocks: &[Block]) -> Vec<String> {
    blocks
        .iter()
        .filter_map(|b| match b {
            Block::Paragraph(p) => Some(flat(p)),
            _ => None,
        })
        .collect()
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

/// `text` as a code span of the export shows it: invisible characters by their escapes, `\` as
/// itself.
fn visible(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars() {
        if crate::core::text::escape::terminal::is_invisible(c) {
            crate::core::text::escape::terminal::push_escaped(&mut out, c);
        } else {
            out.push(c);
        }
    }
    out
}

/// The export under `spec`, rendered, holds everything the explorer shows: the inputs and the
/// options in force, the components, a row for every row of the trace pane (a rule of RFC
/// 3986's loop by its id, with `output┊input` and what it moved or removed; a WHATWG state's
/// acts on the URL record and its validation errors), the result with the step that set each
/// component, and every warning.
fn check_complete(
    spec: Spec,
    base: &str,
    reference: &str,
    options: &crate::core::vocabulary::options::Options,
) {
    let resolution = Resolution::compute(spec, base, reference, options);
    let markdown = crate::tui::markdown::document(&resolution);
    let what = format!("{spec} {base:?} + {reference:?}");
    let blocks = render(&markdown);
    let trace = resolution.trace();
    let said = paragraphs(&blocks);
    let shown = |text: &str| match text {
        "" => "(empty)".to_string(),
        text => visible(text),
    };
    for line in [
        format!("Base: {}", shown(base)),
        format!("Reference: {}", shown(reference)),
    ] {
        assert!(said.contains(&line), "{what}: no {line:?} in {said:?}");
    }
    let options_line = format!("Options: {}", options.for_spec(spec).describe(spec));
    assert!(
        said.iter().any(|p| p == &options_line)
            || said.contains(&format!("Options: none apply to {}", spec.name())),
        "{what}: no {options_line:?} in {said:?}"
    );

    let components = table_headed(&blocks, "Component");
    let names: Vec<String> = components[1..].iter().map(|r| plain(&r[0])).collect();
    assert_eq!(
        names,
        ["scheme", "authority", "path", "query", "fragment"],
        "{what}"
    );

    let rows = table(&blocks);
    let mut listed = rows[1..].iter();
    for row in &resolution.rows {
        let step = resolution.step_of(row);
        let cells = listed
            .next()
            .unwrap_or_else(|| panic!("{what}: rows missing"));
        assert_eq!(cells.len(), 4, "{what}: a cell was split: {cells:?}");
        match row.kind {
            RowKind::Step => {
                assert_eq!(plain(&cells[0]), step.step.id, "{what}");
                assert_eq!(flat(&cells[1]), step.step.title, "{what}");
                let decision = flat(&cells[2]);
                for d in step.decisions(trace) {
                    assert!(decision.contains(d), "{what}: {d:?} not in {decision:?}");
                }
                for w in step.warnings(trace) {
                    assert!(
                        decision.contains(w.text),
                        "{what}: {w:?} not in {decision:?}"
                    );
                }
                if let Some(run) = WhatwgRun::of(trace, step) {
                    for act in run.acts.iter().take(50) {
                        assert!(
                            decision.contains(act.as_str()),
                            "{what}: {act} not in {decision}"
                        );
                    }
                }
                if let Some(buffer) = step.buffer_after(trace) {
                    let shown = flat(&cells[3]).replace('┊', "");
                    // An empty buffer is `(empty)`, or `┊` between two empty buffers.
                    let expected = match buffer.as_str() {
                        "" if shown.is_empty() => "".into(),
                        "" => "(empty)".into(),
                        text => visible(text),
                    };
                    if buffer.len() < 80 {
                        assert_eq!(shown, expected, "{what}: {}", step.step.id);
                    }
                }
            }
            RowKind::Change { nth, event } if nth <= 200 => {
                let rule = trace.events()[event].step;
                let id = if std::ptr::eq(rule, step.step) {
                    format!("{}.{nth}", step.step.id)
                } else {
                    rule.id.to_string()
                };
                assert_eq!(plain(&cells[0]), id, "{what}");
                let did = flat(&cells[1]);
                assert!(
                    ["removed ", "inserted ", "replaced ", "moved "]
                        .iter()
                        .any(|w| did.contains(w)),
                    "{what}: {did:?}"
                );
                if split_at(trace, event).is_some() {
                    assert!(
                        flat(&cells[3]).contains('┊'),
                        "{what}: no split in {cells:?}"
                    );
                }
            }
            RowKind::Change { .. } => break,
        }
    }
    match resolution.result() {
        Ok(result) => {
            let line = format!("Result: {}", shown(result));
            assert!(said.contains(&line), "{what}: no {line:?} in {said:?}");
            let set_by = blocks
                .iter()
                .filter_map(|b| match b {
                    Block::Table(rows) if plain(&rows[0][1]) == "Value" => Some(rows),
                    _ => None,
                })
                .next()
                .unwrap_or_else(|| panic!("{what}: no provenance table"));
            let provenance = resolution.bundle.provenance();
            assert_eq!(set_by.len(), provenance.len() + 1, "{what}");
            for (cells, c) in set_by[1..].iter().zip(provenance) {
                if let Some(step) = c.step() {
                    let citation = step.citation().to_string();
                    assert!(flat(&cells[2]).starts_with(&citation), "{what}: {cells:?}");
                }
            }
        }
        Err(e) => assert!(
            said.iter()
                .any(|p| p == &format!("No result: {}", visible(&e.to_string()))),
            "{what}: {said:?}"
        ),
    }
    for (step, warning) in resolution.bundle.warnings() {
        let line = format!(
            "{} {}: {}",
            symbols::WARNING.glyph,
            step.citation(),
            warning.text
        );
        assert!(said.contains(&line), "{what}: no {line:?}");
    }
    // Where a text breaks its RFC's grammar; under WHATWG the validation errors are warnings.
    let grammar = said.iter().filter(|p| p.contains("Not a URI by")).count();
    assert_eq!(
        grammar,
        resolution.grammar_sentences().len(),
        "{what}: {said:?}"
    );
    if spec == Spec::Whatwg || spec.is_profile() {
        assert_eq!(grammar, 0, "{what}");
    }
}

#[test]
fn the_export_holds_everything_for_every_example_under_every_specification() {
    let mut checked = 0;
    for set in examples::builtin().expect("the built-in examples load") {
        for example in &set.examples {
            for spec in Spec::ALL.into_iter().chain(Spec::profiles()) {
                check_complete(spec, &example.base, &example.reference, &example.options);
                checked += 1;
            }
        }
    }
    assert!(checked > 1000, "{checked}");
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
pub(crate) fn shell_arguments(command: &str) -> Vec<String> {
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
        let mut app = opened(None, Some(reference), None);
        // A switch away from its default, so its flag is in the command too.
        app.update(Action::CycleSwitch(Switch::ABOVE_ROOT));
        // `C`, then `1`: the command line.
        app.update(Action::Open(OverlayId::CopyAs));
        let command = copied(&mut app, Action::CopyChoice(Some(0)));
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

/// The row of the trace table whose first cell is `id`, as read: `id | what | decision | buffer`.
fn row_text(blocks: &[Block], id: &str, nth: usize) -> String {
    table(blocks)
        .iter()
        .filter(|r| plain(&r[0]) == id)
        .nth(nth)
        .map(|r| r.iter().map(flat).collect::<Vec<_>>().join(" | "))
        .unwrap_or_else(|| panic!("no row {id} #{nth}"))
}

#[test]
fn the_report_cases_keep_what_the_pane_shows() {
    // The report's RFC 3986 loop: each rule by its id, what it did, the buffer as output┊input
    // (RFC 3986 §5.2.4: 2E moves `/b`, then `/c`; 2C removes `/c/..`).
    let (_, markdown) = export(Spec::Rfc3986, "http://a/b/c/d;p?q", "../g/./h/../.");
    let blocks = render(&markdown);
    assert_eq!(
        row_text(&blocks, "2E", 0),
        "2E | move the first segment to the output: moved /b to the output |  | /b┊/c/../g/./h/../."
    );
    assert_eq!(
        row_text(&blocks, "2C", 0),
        "2C | `/../` or `/..` becomes `/`, and the last output segment goes: removed /c/.. |  | /b┊/g/./h/../."
    );
    // WHATWG: the path state's record changes (the Standard's path state pushes `g;x=1`, the
    // `..` pops it, then `y` is pushed).
    let (_, markdown) = export(Spec::Whatwg, "http://a/b/c/d;p?q", "g;x=1/../y");
    let blocks = render(&markdown);
    assert!(
        row_text(&blocks, "path", 0)
            .contains("read g;x=1/../y → path push \"g;x=1\"; path pop \"g;x=1\"; path push \"y\""),
        "{markdown}"
    );
    // RFC 2396 with 6g's `remove` and non-strict parsing: the options, the parsed components and
    // the 6g warning are all there.
    let mut app = opened(None, Some("../../../g"), Some(Spec::Rfc2396));
    let said = paragraphs(&render(&copied(&mut app, Action::CopyTrace)));
    assert!(
        said.iter()
            .any(|p| p.starts_with("⚠ RFC 2396 §5.2 step 6g: ")),
        "{said:?}"
    );
    app.update(Action::CycleSwitch(Switch::ABOVE_ROOT));
    app.update(Action::CycleSwitch(Switch::NON_STRICT));
    let markdown = copied(&mut app, Action::CopyTrace);
    let blocks = render(&markdown);
    let said = paragraphs(&blocks);
    let options = app.options.describe(Spec::Rfc2396);
    assert_shows(&options, &["non-strict on"]);
    assert!(said.contains(&format!("Options: {options}")), "{said:?}");
    assert!(
        row_text(&blocks, "1", 0).contains("path ../../../g"),
        "{markdown}"
    );
}

/// The equivalence view's exports (`M`, `T`) for RFC 3986 §6's own examples: every rung's two
/// texts and every change's before and after come back exactly as code spans of the Markdown
/// (and nothing turns into a link or HTML), and the plain text holds each of them.
#[test]
fn the_equivalence_exports_carry_rfc_3986_section_6s_examples() {
    use crate::core::tools::equivalence::verdicts;
    use crate::tui::{markdown, plain_text};
    let mut checked = 0;
    for set in examples::builtin().expect("the built-in examples load") {
        for example in &set.examples {
            if !matches!(example.expected, examples::Expected::Same(_)) {
                continue;
            }
            let all = verdicts(&example.base, &example.reference);
            for shown in 0..all.len() {
                let md = markdown::equivalence_document(&all, shown);
                let text = plain_text::equivalence_document(&all, shown);
                let mut codes = Vec::new();
                for event in Parser::new_ext(&md, Options::ENABLE_TABLES) {
                    match event {
                        Event::Code(code) => codes.push(code.to_string()),
                        Event::Html(_) | Event::InlineHtml(_) => panic!("HTML in {md}"),
                        Event::Start(Tag::Link { .. } | Tag::Image { .. }) => {
                            panic!("a link in {md}")
                        }
                        _ => {}
                    }
                }
                let verdict = &all[shown];
                for n in [&verdict.a, &verdict.b] {
                    let mut parts: Vec<&str> = n.rungs.iter().map(String::as_str).collect();
                    for change in &n.changes {
                        parts.extend([change.before.as_str(), change.after.as_str()]);
                    }
                    for part in parts.into_iter().filter(|p| !p.is_empty()) {
                        assert!(codes.iter().any(|c| c == part), "`{part}` in\n{md}");
                        assert!(text.contains(part), "`{part}` in\n{text}");
                    }
                }
                checked += 1;
            }
        }
    }
    assert!(checked >= 9 * 7, "{checked}");
}
