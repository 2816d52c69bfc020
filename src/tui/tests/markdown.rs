//! The Markdown export (`M`) rendered by a CommonMark parser (with GitHub's tables): every text in
//! it, the user's above all, must come back as exactly that text, and nothing may turn into
//! markup (code, emphasis, links, HTML) or split a table cell.

use crate::Spec;
use crate::tui::ExploreOptions;
use crate::tui::action::{Action, Effect};
use crate::tui::app::App;
use crate::tui::theme::Theme;
use pulldown_cmark::{Event, Options, Parser, Tag, TagEnd};

/// What a reader sees: paragraphs and tables, as plain text.
#[derive(Debug, PartialEq, Eq)]
enum Block {
    Paragraph(String),
    Table(Vec<Vec<String>>),
}

/// Renders `markdown` and returns its blocks; panics on any markup other than paragraphs, hard
/// breaks and tables.
fn render(markdown: &str) -> Vec<Block> {
    let mut blocks = Vec::new();
    let mut text = String::new();
    let mut rows: Vec<Vec<String>> = Vec::new();
    for event in Parser::new_ext(
        markdown,
        Options::ENABLE_TABLES | Options::ENABLE_STRIKETHROUGH,
    ) {
        match event {
            Event::Text(t) => text.push_str(&t),
            Event::HardBreak => text.push('\n'),
            Event::Start(Tag::Paragraph | Tag::TableCell) => text.clear(),
            Event::End(TagEnd::Paragraph) => {
                blocks.push(Block::Paragraph(std::mem::take(&mut text)))
            }
            Event::Start(Tag::Table(_)) => rows.clear(),
            Event::Start(Tag::TableHead | Tag::TableRow) => rows.push(Vec::new()),
            Event::End(TagEnd::TableCell) => {
                rows.last_mut().unwrap().push(std::mem::take(&mut text))
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
    let effects = app.update(Action::CopyTrace);
    match effects.as_slice() {
        [Effect::Copy { text, .. }] => {
            let text = text.clone();
            (app, text)
        }
        other => panic!("no copy: {other:?}"),
    }
}

fn paragraph<'a>(blocks: &'a [Block], label: &str) -> &'a str {
    blocks
        .iter()
        .find_map(|b| match b {
            Block::Paragraph(p) => p.strip_prefix(label),
            _ => None,
        })
        .unwrap_or_else(|| panic!("no `{label}` paragraph in {blocks:?}"))
}

fn table(blocks: &[Block]) -> &[Vec<String>] {
    blocks
        .iter()
        .find_map(|b| match b {
            Block::Table(rows) => Some(rows.as_slice()),
            _ => None,
        })
        .expect("a table")
}

#[test]
fn every_user_text_comes_back_unchanged() {
    let base = "http://a/b/c/d;p?q";
    for reference in [
        "g'x|y`z",
        "<segment>/../g",
        "*a*/_b_/[c](d)/&amp;/~~e~~/\\f",
        "``g``",
        "- g\n1. h\n# i\n===",
        "  g  ",
    ] {
        let (app, markdown) = export(Spec::Rfc2396, base, reference);
        let blocks = render(&markdown);
        assert_eq!(paragraph(&blocks, "Base: "), base, "{markdown}");
        assert_eq!(paragraph(&blocks, "Reference: "), reference, "{markdown}");
        let result = app.resolution.result.as_deref().unwrap();
        assert_eq!(paragraph(&blocks, "Result: "), result, "{markdown}");
        let rows = table(&blocks);
        assert_eq!(rows[0], ["Step", "What", "Decision", "Buffer after"]);
        for row in rows {
            assert_eq!(row.len(), 4, "a cell was split: {row:?}\n{markdown}");
        }
        // RFC 2396 6b appends the reference path to the base path up to its last slash
        // (`/b/c/`); the buffer after it holds the reference's text as it was typed (newlines,
        // which a cell cannot hold, shown as `\n`).
        let appended = rows.iter().find(|r| r[0] == "6b").unwrap();
        let path = reference.split(['?', '#']).next().unwrap();
        let shown = path.replace('\n', "\\n");
        assert_eq!(appended[3], format!("/b/c/{shown}"), "{markdown}");
    }
}

#[test]
fn the_issue_example_keeps_its_result_line() {
    // `g'x|y` + backtick + `z`: the backtick once broke the header and the result line.
    let (_, markdown) = export(Spec::Rfc3986, "http://a/b/c/d;p?q", "g'x|y`z");
    let blocks = render(&markdown);
    // RFC 3986 5.2.2/5.2.3: merge gives /b/c/g'x|y`z; remove_dot_segments leaves it.
    assert_eq!(paragraph(&blocks, "Result: "), "http://a/b/c/g'x|y`z");
    assert_eq!(paragraph(&blocks, "Reference: "), "g'x|y`z");
}

#[test]
fn step_titles_keep_their_backticks_and_angle_brackets() {
    let (_, markdown) = export(Spec::Rfc2396, "http://a/b/c/d;p?q", "g/../h");
    let blocks = render(&markdown);
    let rows = table(&blocks);
    let step_6e = rows.iter().find(|r| r[0] == "6e").unwrap();
    // RFC 2396 5.2 step 6e's title names `<segment>/../`: it must not vanish as an HTML tag.
    assert!(step_6e[1].contains("`<segment>/../`"), "{step_6e:?}");
    let removal = rows.iter().find(|r| r[0] == "6e.1").unwrap();
    assert_eq!(removal[1], "removed g/../");
    assert_eq!(removal[3], "/b/c/h");
}
