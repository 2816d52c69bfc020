//! `App::update`: keys (through the key table) and actions change the state; side effects come
//! back as values, performed here with a fake clipboard.

use crate::core::testing::assert_shows;
use crate::core::vocabulary::spec::Spec;
use crate::tui::action::{Action, Effect, Focus};
use crate::tui::app::App;
use crate::tui::clipboard::FakeClipboard;
use crate::tui::event_loop::perform_all;
use crate::tui::explore_options::ExploreOptions;
use crate::tui::overlay_id::OverlayId;
use crate::tui::panes::redirects::RedirectsPane;
use crate::tui::tests::{key, on_links, on_redirects, opened, press, type_text};
use crate::tui::theme::Theme;
use crossterm::event::{KeyCode, KeyModifiers};
use tui_input::InputRequest;

fn app() -> App {
    opened(None, None, None)
}

/// The explorer with the reference field being edited (`r`, one key from the start).
fn editing() -> App {
    let mut app = app();
    press(&mut app, KeyCode::Char('r'));
    assert_eq!(app.focus, Focus::Reference);
    app
}

#[test]
fn starts_on_the_built_in_example_outside_the_text_fields() {
    let app = app();
    assert_eq!(app.base.value(), "http://a/b/c/d;p?q");
    assert_eq!(app.reference.value(), "../g");
    assert_eq!(app.spec, Spec::Rfc2396);
    assert_eq!(app.focus, Focus::Trace);
    // RFC 2396 C.1: "../g = http://a/b/g".
    assert_eq!(app.resolution.result(), Ok("http://a/b/g"));
}

#[test]
fn the_first_keys_do_what_tui_users_expect() {
    // `?` opens help, Esc closes it.
    let mut app = app();
    press(&mut app, KeyCode::Char('?'));
    assert_eq!(app.overlay, Some(OverlayId::Help));
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.overlay, None);
    // Esc says how to leave and how to edit.
    press(&mut app, KeyCode::Esc);
    let message = app.message.clone().unwrap();
    assert_shows(&message, &["q or Ctrl-C quits", "r edits the reference"]);
    // `q` quits at once.
    assert_eq!(press(&mut app, KeyCode::Char('q')), vec![Effect::Quit]);
    // `b` edits the base, `i` (like `r`) the reference.
    let mut app = self::app();
    press(&mut app, KeyCode::Char('b'));
    assert_eq!(app.focus, Focus::Base);
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::Char('i'));
    assert_eq!(app.focus, Focus::Reference);
}

#[test]
fn typing_recomputes_on_every_keystroke() {
    let mut app = editing();
    key(&mut app, KeyCode::Char('u'), KeyModifiers::CONTROL); // delete to the start
    assert_eq!(app.reference.value(), "");
    type_text(&mut app, "g;x");
    // RFC 2396 C.1: "g;x = http://a/b/c/g;x".
    assert_eq!(app.resolution.result(), Ok("http://a/b/c/g;x"));
    // In a text field q, y and ? are text, not commands.
    type_text(&mut app, "?qy");
    assert_eq!(app.reference.value(), "g;x?qy");
    assert!(!app.quit);
    // RFC 2396 C.1: "g;x?y#s = http://a/b/c/g;x?y#s" (here with query `qy`).
    assert_eq!(app.resolution.result(), Ok("http://a/b/c/g;x?qy"));
}

#[test]
fn undo_goes_back_a_typed_run() {
    let mut app = editing();
    type_text(&mut app, "/h");
    assert_eq!(app.reference.value(), "../g/h");
    key(&mut app, KeyCode::Char('z'), KeyModifiers::CONTROL);
    assert_eq!(app.reference.value(), "../g");
    assert_eq!(app.resolution.result(), Ok("http://a/b/g"));
}

#[test]
fn paste_inserts_at_the_cursor_and_strips_newlines() {
    let mut app = editing();
    press(&mut app, KeyCode::Home);
    app.update(Action::Paste("./\r\n".to_string()));
    assert_eq!(app.reference.value(), "./../g");
    // Pasting outside a field goes to the reference field, at its cursor.
    press(&mut app, KeyCode::Esc);
    app.update(Action::Paste("#s\n".to_string()));
    assert_eq!(app.focus, Focus::Reference);
    assert_eq!(app.reference.value(), "./#s../g");
}

#[test]
fn fixed_keys() {
    let mut app = editing();
    // Tab / Shift-Tab cycle focus.
    press(&mut app, KeyCode::Tab);
    assert_eq!(app.focus, Focus::Components);
    key(&mut app, KeyCode::BackTab, KeyModifiers::SHIFT);
    assert_eq!(app.focus, Focus::Reference);
    key(&mut app, KeyCode::BackTab, KeyModifiers::SHIFT);
    assert_eq!(app.focus, Focus::Base);
    key(&mut app, KeyCode::BackTab, KeyModifiers::SHIFT);
    assert_eq!(app.focus, Focus::Result);
    // F1 opens help anywhere, `?` outside text fields.
    press(&mut app, KeyCode::F(1));
    assert_eq!(app.overlay, Some(OverlayId::Help));
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.overlay, None);
    key(&mut app, KeyCode::Char('?'), KeyModifiers::SHIFT);
    assert_eq!(app.overlay, Some(OverlayId::Help));
    press(&mut app, KeyCode::Esc);
    // Esc leaves a text field.
    app.update(Action::Focus(Focus::Base));
    press(&mut app, KeyCode::Esc);
    assert!(!app.focus.is_field());
    // `y` copies the result outside text fields.
    assert_eq!(
        press(&mut app, KeyCode::Char('y')),
        vec![Effect::Copy {
            what: "result",
            text: "http://a/b/g".to_string()
        }]
    );
    // `q` quits outside text fields, Ctrl-C everywhere.
    assert_eq!(press(&mut app, KeyCode::Char('q')), vec![Effect::Quit]);
    let mut app = self::app();
    assert_eq!(
        key(&mut app, KeyCode::Char('c'), KeyModifiers::CONTROL),
        vec![Effect::Quit]
    );
    assert!(app.quit);
}

#[test]
fn copies_go_through_the_clipboard_and_say_how() {
    let mut app = app();
    press(&mut app, KeyCode::Esc);
    let mut clipboard = FakeClipboard::default();
    let effects = press(&mut app, KeyCode::Char('y'));
    perform_all(effects, &mut app, &mut clipboard);
    assert_eq!(clipboard.copied, ["http://a/b/g"]);
    assert_eq!(
        app.message.as_deref(),
        Some("copied result via fake clipboard")
    );

    // `C` offers what to copy; Enter takes the first, the command line, and closes.
    key(&mut app, KeyCode::Char('C'), KeyModifiers::SHIFT);
    assert_eq!(app.overlay, Some(OverlayId::CopyAs));
    let effects = press(&mut app, KeyCode::Enter);
    perform_all(effects, &mut app, &mut clipboard);
    assert_eq!(app.overlay, None);
    assert_eq!(
        clipboard.copied[1],
        "uriscope resolve --spec rfc2396 -- 'http://a/b/c/d;p?q' '../g'"
    );
    assert_eq!(
        app.message.as_deref(),
        Some("copied command line via fake clipboard")
    );

    let effects = key(&mut app, KeyCode::Char('M'), KeyModifiers::SHIFT);
    perform_all(effects, &mut app, &mut clipboard);
    assert!(clipboard.copied[2].contains("| Step | What | Decision | Buffer after |"));

    // A failing clipboard is a message, not a crash.
    let mut broken = FakeClipboard {
        fail: Some("no clipboard here".to_string()),
        ..FakeClipboard::default()
    };
    let effects = press(&mut app, KeyCode::Char('y'));
    perform_all(effects, &mut app, &mut broken);
    assert_eq!(
        app.message.as_deref(),
        Some("result not copied: no clipboard here")
    );
    app.update(Action::ClearMessage);
    assert_eq!(app.message, None);
}

/// Enter copies the selected component; an undefined one and an empty one (the `?` with
/// nothing after it) copy nothing, and a message says which it is.
#[test]
fn copy_the_selected_component() {
    let example = "http://a/b/c/d;p?q";
    for (base, row, copied, message) in [
        (example, 0, Some(("scheme", "http")), None),
        (example, 3, Some(("query", "q")), None),
        (
            example,
            4,
            None,
            Some("the base fragment is undefined: nothing to copy"),
        ),
        (
            "http://a/b?",
            3,
            None,
            Some("the base query is empty: nothing to copy"),
        ),
    ] {
        let mut app = opened(Some(base), Some("g"), Some(Spec::Rfc3986));
        app.update(Action::Focus(Focus::Components));
        for _ in 0..row {
            press(&mut app, KeyCode::Down);
        }
        let expected: Vec<Effect> = copied
            .map(|(what, text)| Effect::Copy {
                what,
                text: text.to_string(),
            })
            .into_iter()
            .collect();
        assert_eq!(
            press(&mut app, KeyCode::Enter),
            expected,
            "{base} row {row}"
        );
        assert_eq!(app.message.as_deref(), message, "{base} row {row}");
    }
}

#[test]
fn the_number_keys_select_each_specification() {
    let mut app = app();
    press(&mut app, KeyCode::Esc);
    for (key_char, spec) in ['1', '2', '3', '4', '5'].into_iter().zip(Spec::ALL) {
        press(&mut app, KeyCode::Char(key_char));
        assert_eq!(app.spec, spec);
        assert_eq!(app.resolution.spec(), spec);
    }
    press(&mut app, KeyCode::Char('3'));
    assert_eq!(app.resolution.result(), Ok("http://a/b/g"));
    assert!(app.message.as_deref().unwrap().contains("RFC 2396"));
}

#[test]
fn trace_cursor_and_teach_mode() {
    let mut app = app();
    app.update(Action::Focus(Focus::Trace));
    let rows = app.resolution.rows.len();
    press(&mut app, KeyCode::End);
    assert_eq!(app.trace.cursor, rows - 1);
    press(&mut app, KeyCode::Char('k'));
    assert_eq!(app.trace.cursor, rows - 2);
    press(&mut app, KeyCode::Home);
    assert_eq!(app.trace.cursor, 0);
    press(&mut app, KeyCode::Up);
    assert_eq!(app.trace.cursor, 0);

    press(&mut app, KeyCode::Char('t'));
    assert_eq!(app.trace.teach, Some(0));
    press(&mut app, KeyCode::Char(' '));
    press(&mut app, KeyCode::Right);
    assert_eq!(app.trace.teach, Some(2));
    assert_eq!(app.trace.cursor, 2);
    // The cursor cannot go past what is revealed.
    press(&mut app, KeyCode::End);
    assert_eq!(app.trace.cursor, 2);
    press(&mut app, KeyCode::Left);
    assert_eq!(app.trace.teach, Some(1));
    for _ in 0..rows + 5 {
        press(&mut app, KeyCode::Char(' '));
    }
    assert_eq!(app.trace.teach, Some(rows - 1));
    press(&mut app, KeyCode::Char('t'));
    assert_eq!(app.trace.teach, None);
}

#[test]
fn teach_mode_starts_again_with_each_exercise() {
    // The report's keys: `t`, Space×9, `r`, Ctrl-U, `#s`, Enter. The new reference is a new
    // exercise: teaching starts again at its first step, and its answer stays hidden.
    let mut app = app();
    press(&mut app, KeyCode::Char('t'));
    for _ in 0..9 {
        press(&mut app, KeyCode::Char(' '));
    }
    assert_eq!(app.trace.teach, Some(9));
    press(&mut app, KeyCode::Char('r'));
    key(&mut app, KeyCode::Char('u'), KeyModifiers::CONTROL);
    type_text(&mut app, "#s");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.reference.value(), "#s");
    assert_eq!((app.trace.teach, app.trace.cursor), (Some(0), 0));
    assert!(app.result_hidden());

    // So does another specification, and another example.
    app.update(Action::Focus(Focus::Trace));
    for _ in 0..3 {
        press(&mut app, KeyCode::Char(' '));
    }
    assert_eq!(app.trace.teach, Some(3));
    press(&mut app, KeyCode::Char('4'));
    assert_eq!((app.trace.teach, app.trace.cursor), (Some(0), 0));
    press(&mut app, KeyCode::Char(' '));
    press(&mut app, KeyCode::Char('e'));
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.overlay, None);
    assert_eq!((app.trace.teach, app.trace.cursor), (Some(0), 0));

    // Compare would show every specification's answer: it waits until every step is revealed.
    press(&mut app, KeyCode::Char('c'));
    assert_eq!(app.overlay, None);
    let said = app.message.clone().unwrap();
    assert_shows(&said, &["teach mode hides the answer"]);
    for _ in 0..app.resolution.rows.len() {
        press(&mut app, KeyCode::Char(' '));
    }
    press(&mut app, KeyCode::Char('c'));
    assert_eq!(app.overlay, Some(OverlayId::Compare));
}

#[test]
fn options_keys_change_the_resolution() {
    let mut app = opened(None, Some("../../../g"), None);
    // RFC 2396 C.2: "../../../g = http://a/../g" (6g retains the `..`).
    assert_eq!(app.resolution.result(), Ok("http://a/../g"));
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::Char('a'));
    // 6g "removing them from the resolved path".
    assert_eq!(app.resolution.result(), Ok("http://a/g"));
    // The message names the switch's new value and where the specification makes the choice.
    assert_eq!(
        app.message.as_deref(),
        Some("the step 6g handling: remove (RFC 2396 §5.2 step 6g)")
    );
    press(&mut app, KeyCode::Char('a'));
    assert!(app.resolution.result().is_err());
    press(&mut app, KeyCode::Char('a'));
    assert_eq!(app.resolution.result(), Ok("http://a/../g"));
    // With 6g set to reject, the error names step 6g and says what to do in the explorer's
    // words: its key.
    press(&mut app, KeyCode::Char('a'));
    press(&mut app, KeyCode::Char('a'));
    let error = app.resolution.result().unwrap_err();
    assert_eq!(error.step().map(|s| s.id), Some("6g"));
    let screen = screen_text(&app);
    assert_shows(&screen, &["press a for keep or remove"]);
    assert!(!screen.contains("--above-root"), "{screen}");

    // RFC 3986 has no step 6g: the key says so and changes nothing.
    press(&mut app, KeyCode::Char('4'));
    let before = app.options;
    press(&mut app, KeyCode::Char('a'));
    assert_eq!(app.options, before);
    assert_eq!(
        app.message.as_deref(),
        Some(
            "the step 6g handling does not apply to RFC 3986: it is RFC 2396 §5.2 step 6g's \
             choice"
        )
    );
    // And the resolution there ignores the RFC 2396 switch it kept for later.
    assert_eq!(app.resolution.result(), Ok("http://a/g"));
}

#[test]
fn examples_browser_loads_an_example() {
    let mut app = opened(Some("http://x/"), Some("y"), Some(Spec::Rfc3986));
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::Char('e'));
    assert_eq!(app.overlay, Some(OverlayId::Examples));
    let index = app
        .examples
        .entries
        .iter()
        .position(|e| e.example.spec == Spec::Rfc2396 && e.example.reference == "../g")
        .expect("RFC 2396 C.1 ../g is a built-in example");
    for _ in 0..index {
        press(&mut app, KeyCode::Down);
    }
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.overlay, None);
    assert_eq!(app.base.value(), "http://a/b/c/d;p?q");
    assert_eq!(app.reference.value(), "../g");
    assert_eq!(app.spec, Spec::Rfc2396);
    let current = app
        .current_example()
        .expect("the loaded example is recognised");
    assert!(current.check.passed);
    // Loading is undoable in the fields.
    app.update(Action::Focus(Focus::Reference));
    key(&mut app, KeyCode::Char('z'), KeyModifiers::CONTROL);
    assert_eq!(app.reference.value(), "y");
}

#[test]
fn compare_view_follows_edits() {
    let mut app = app();
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::Char('c'));
    assert_eq!(app.overlay, Some(OverlayId::Compare));
    let cmp = app.compare.comparison.as_ref().unwrap();
    assert_eq!(cmp.rows.len(), Spec::ALL.len());
    // examples.md §5: `../g` gives http://a/b/g under every specification.
    assert_eq!(cmp.agreement(), crate::compare::Agreement::All);
    assert_eq!(cmp.row(Spec::Rfc2396).unwrap().uri(), Ok("http://a/b/g"));
    press(&mut app, KeyCode::Char('4'));
    assert_eq!(app.spec, Spec::Rfc3986);
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.overlay, None);
    assert!(app.compare.comparison.is_none());
}

#[test]
fn mouse_click_focuses_the_pane_under_it() {
    let mut app = app();
    app.update(Action::Resize(120, 40));
    // The trace pane is on the right, below the input pane; its rows start on screen row 6,
    // so row 10 shows the fifth.
    app.update(Action::Click(100, 10));
    assert_eq!(app.focus, Focus::Trace);
    assert_eq!(app.trace.cursor, 4);
    app.update(Action::Click(10, 10));
    assert_eq!(app.focus, Focus::Components);
    app.update(Action::Click(10, 2));
    assert_eq!(app.focus, Focus::Base);
    app.update(Action::Click(10, 3));
    assert_eq!(app.focus, Focus::Reference);
}

fn wheel_down(app: &mut App, x: u16, y: u16) {
    app.update(Action::Wheel { up: false, x, y });
}

/// The wheel scrolls the pane under the pointer, which takes the focus (issue 25); over the
/// fields it does nothing.
#[test]
fn the_wheel_scrolls_the_pane_under_the_pointer() {
    let mut app = App::new(
        &ExploreOptions {
            base: Some("http://a".to_string()),
            reference: Some("g".to_string()),
            mouse: true,
            ..ExploreOptions::default()
        },
        Theme::COLOR,
    );
    app.update(Action::Resize(80, 24));
    let areas = app.areas(app.screen());
    // From the reference field, the wheel over the field changes nothing.
    app.update(Action::Focus(Focus::Reference));
    let (_, reference) = crate::tui::layout::field_rows(areas.input);
    wheel_down(&mut app, reference.x + 20, reference.y);
    assert_eq!(app.focus, Focus::Reference);
    // Over the trace: three rows down.
    wheel_down(&mut app, areas.trace.x + 5, areas.trace.y + 2);
    assert_eq!(app.focus, Focus::Trace);
    assert_eq!(app.trace.cursor, 3);
    // Over the components: three components down, the trace left where it was.
    wheel_down(&mut app, areas.components.x + 5, areas.components.y + 2);
    assert_eq!(app.focus, Focus::Components);
    assert_eq!(app.components.cursor, 3);
    assert_eq!(app.trace.cursor, 3);
    // Over the Result pane, which at 80×24 hides its last lines: it scrolls.
    assert_eq!(app.result.scroll, 0);
    wheel_down(&mut app, areas.result.x + 5, areas.result.y + 1);
    assert_eq!(app.focus, Focus::Result);
    assert!(app.result.scroll > 0);
    app.update(Action::Wheel {
        up: true,
        x: areas.result.x + 5,
        y: areas.result.y + 1,
    });
    assert_eq!(app.result.scroll, 0);
    // With the help open, the wheel scrolls the help wherever the pointer is.
    app.update(Action::ToggleHelp);
    wheel_down(&mut app, 0, 0);
    assert_eq!(app.help.scroll, 3);
}

#[test]
fn readline_keys_come_from_the_table() {
    let mut app = editing();
    key(&mut app, KeyCode::Char('a'), KeyModifiers::CONTROL);
    type_text(&mut app, "x");
    assert_eq!(app.reference.value(), "x../g");
    key(&mut app, KeyCode::Char('e'), KeyModifiers::CONTROL);
    key(&mut app, KeyCode::Char('w'), KeyModifiers::CONTROL);
    assert_ne!(app.reference.value(), "x../g");
    app.update(Action::Edit(InputRequest::Yank));
    assert_eq!(app.reference.value(), "x../g");
}

#[test]
fn a_megabyte_paste_is_one_line_and_stays_usable() {
    let mut app = editing();
    let mut text = String::new();
    while text.len() < 1 << 20 {
        text.push_str("../a\x1b[2J\u{202e}b/./\n%zz ");
    }
    app.update(Action::Paste(text));
    assert!(app.reference.value().len() > 1 << 19);
    assert!(!app.reference.value().contains(['\n', '\x1b']));
    assert!(app.resolution.result().is_ok());
    // Still responsive to editing and undo.
    press(&mut app, KeyCode::Char('x'));
    key(&mut app, KeyCode::Char('z'), KeyModifiers::CONTROL);
    key(&mut app, KeyCode::Char('z'), KeyModifiers::CONTROL);
    assert_eq!(app.reference.value(), "../g");
}

#[test]
fn a_paste_says_which_control_characters_it_removed() {
    let mut app = editing();
    key(&mut app, KeyCode::Char('u'), KeyModifiers::CONTROL);
    // The issue's case: a query with a tab in it.
    app.update(Action::Paste("?x=1\tfoo".to_string()));
    assert_eq!(app.reference.value(), "?x=1foo");
    assert_eq!(
        app.message.as_deref(),
        Some("removed from the paste: 1 × \t (TAB); no URI holds control characters")
    );
    // The status bar shows the tab by its escape, as every pane shows an invisible character.
    // The status bar's first row (a second holds more hints below 165 columns).
    let status_row = |screen: &str| screen.lines().rev().nth(1).unwrap().trim_end().to_string();
    let status = status_row(&draw_text(&app, 120, 40));
    assert_shows(&status, &[r"removed from the paste: 1 × ⟨\t⟩ (TAB)"]);
    // At 80 columns the note is cut, and the cut names the key that shows it whole.
    let status = status_row(&draw_text(&app, 80, 24));
    assert_shows(&status, &[r"1 × ⟨\t⟩ (TAB)"]);
    // In a text field `m` is text: F2 shows the message whole there.
    assert_shows(&status, &["… F2 │"]);
    key(&mut app, KeyCode::F(2), KeyModifiers::NONE);
    assert_eq!(app.overlay, Some(OverlayId::Detail));
    press(&mut app, KeyCode::Esc);
    // A paste into a search says it too.
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::Char('e'));
    press(&mut app, KeyCode::Char('/'));
    app.update(Action::Paste("g;x\u{1b}?y".to_string()));
    assert_eq!(app.search.query, "g;x?y");
    assert_eq!(
        app.message.as_deref(),
        Some("removed from the paste: 1 × \u{1b} (ESC); no URI holds control characters")
    );
    // Nothing removed, nothing said.
    app.update(Action::ClearMessage);
    app.update(Action::Paste("&y".to_string()));
    assert_eq!(app.message, None);
}

#[test]
fn search_in_the_examples_browser_filters_moves_and_clears() {
    let mut app = app();
    press(&mut app, KeyCode::Char('e'));
    press(&mut app, KeyCode::Char('/'));
    // While the search is typed, letters are text (`q` and `e` would close the browser).
    type_text(&mut app, "g;x?y#s");
    assert_eq!(app.search.query, "g;x?y#s");
    assert_eq!(app.overlay, Some(OverlayId::Examples));
    let matches = app.examples.matches(&app.search);
    assert!(matches.len() >= 2, "{matches:?}");
    assert!(matches.len() < app.examples.entries.len());
    for &i in &matches {
        assert!(app.examples.entries[i].haystack().contains("g;x?y#s"));
    }
    assert_eq!(app.examples.cursor, matches[0]);
    // Enter ends typing and keeps the match; `n`/`N` move on, wrapping around.
    press(&mut app, KeyCode::Enter);
    assert!(!app.search.typing);
    assert_eq!(app.examples.cursor, matches[0]);
    press(&mut app, KeyCode::Char('n'));
    assert_eq!(app.examples.cursor, matches[1]);
    press(&mut app, KeyCode::Char('N'));
    assert_eq!(app.examples.cursor, matches[0]);
    press(&mut app, KeyCode::Char('N'));
    assert_eq!(app.examples.cursor, *matches.last().unwrap());
    // ↓ stays among the matches.
    press(&mut app, KeyCode::Char('g'));
    press(&mut app, KeyCode::Down);
    assert_eq!(app.examples.cursor, matches[1]);
    // Esc clears the search, a second Esc closes.
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.search.query, "");
    assert_eq!(app.overlay, Some(OverlayId::Examples));
    assert_eq!(
        app.examples.matches(&app.search).len(),
        app.examples.entries.len()
    );
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.overlay, None);
}

#[test]
fn search_in_help_finds_keys_and_symbols() {
    let mut app = app();
    press(&mut app, KeyCode::Char('?'));
    press(&mut app, KeyCode::Char('/'));
    type_text(&mut app, "markdown");
    let rows = crate::tui::panes::help::rows();
    let matches: Vec<_> = crate::tui::panes::help::matches(&app.search)
        .iter()
        .map(|&i| rows[i].clone())
        .collect();
    assert!(matches.iter().any(|r| r.keys == "M"), "{matches:?}");
    // Symbols are in the help too.
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::Char('/'));
    type_text(&mut app, "undefined");
    let matches: Vec<_> = crate::tui::panes::help::matches(&app.search)
        .iter()
        .map(|&i| rows[i].clone())
        .collect();
    assert!(matches.iter().any(|r| r.keys == "∅"), "{matches:?}");
    press(&mut app, KeyCode::Enter);
    assert!(!app.search.typing);
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.overlay, None);
}

#[test]
fn mouse_clicks_select_a_specification_and_a_component() {
    let mut app = App::new(
        &ExploreOptions {
            mouse: true,
            ..ExploreOptions::default()
        },
        Theme::COLOR,
    );
    app.update(Action::Resize(120, 40));
    let screen = draw_text(&app, 120, 40);
    let top = screen.lines().next().unwrap();
    // The tab `4 RFC 3986` on the top line.
    let column = top.chars().position(|c| c == '4').unwrap() as u16;
    app.update(Action::Click(column + 2, 0));
    assert_eq!(app.spec, Spec::Rfc3986);
    // The `query` row of the reference in the Components pane.
    let (row, _) = screen
        .lines()
        .enumerate()
        .filter(|(_, l)| l.contains("│  query "))
        .nth(1)
        .expect("the reference's query row");
    app.update(Action::Click(5, row as u16));
    assert_eq!(app.focus, Focus::Components);
    assert_eq!(
        app.selected_component().0,
        crate::core::vocabulary::component::Role::Reference,
        "{screen}"
    );
    assert_eq!(
        app.selected_component().1,
        crate::core::vocabulary::component::Component::Query
    );
}

fn draw_text(app: &App, width: u16, height: u16) -> String {
    let mut terminal =
        ratatui::Terminal::new(ratatui::backend::TestBackend::new(width, height)).unwrap();
    terminal
        .draw(|frame| crate::tui::ui::render(app, frame))
        .unwrap();
    let buffer = terminal.backend().buffer();
    let mut out = String::new();
    for y in 0..height {
        for x in 0..width {
            out.push_str(buffer[(x, y)].symbol());
        }
        out.push('\n');
    }
    out
}

/// The whole screen at 120×40, as text.
fn screen_text(app: &App) -> String {
    draw_text(app, 120, 40)
}

#[test]
fn keys_do_nothing_behind_the_too_small_screen() {
    // The report's keys at 40×10: `? Esc c Esc e` opened the examples browser unseen.
    let mut app = app();
    app.update(Action::Resize(40, 10));
    for code in [
        KeyCode::Char('?'),
        KeyCode::Esc,
        KeyCode::Char('c'),
        KeyCode::Esc,
        KeyCode::Char('e'),
        KeyCode::Char('4'),
    ] {
        press(&mut app, code);
    }
    assert_eq!(app.overlay, None);
    assert_eq!(app.spec, Spec::Rfc2396);
    app.update(Action::Resize(80, 24));
    assert_eq!(app.overlay, None);
    // Quitting still works there.
    app.update(Action::Resize(40, 10));
    assert!(matches!(
        key(&mut app, KeyCode::Char('c'), KeyModifiers::CONTROL).as_slice(),
        [Effect::Quit]
    ));
}

#[test]
fn links_browser_opens_on_the_page_and_loads_a_link_with_its_base() {
    let mut app = on_links("guide.html", "https://example.com/guide/page.html");
    assert_eq!(app.overlay, Some(OverlayId::Links));
    assert_eq!(app.links.base_url, "https://example.com/docs/");
    // The search keeps the fragment link; Enter loads it against the page's base.
    press(&mut app, KeyCode::Char('/'));
    for c in "#install".chars() {
        press(&mut app, KeyCode::Char(c));
    }
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.overlay, None);
    assert_eq!(app.spec, Spec::Whatwg);
    assert_eq!(app.base.value(), "https://example.com/docs/");
    assert_eq!(app.reference.value(), "#install");
    let result = app.resolution.result().map(ToString::to_string);
    assert_eq!(
        result.ok().as_deref(),
        Some("https://example.com/docs/#install")
    );
    // `L` opens it again; without a page it says how to give one.
    press(&mut app, KeyCode::Char('L'));
    assert_eq!(app.overlay, Some(OverlayId::Links));
    let empty = App::new(&ExploreOptions::default(), Theme::COLOR);
    assert!(empty.links.page.is_none() && empty.links.entries.is_empty());
}

/// `R`: the reference field takes the result as its target, and the trace resolves the
/// shortest reference there; a target typed is answered at once; `R` again keeps that
/// reference.
#[test]
fn target_mode_resolves_the_shortest_reference_to_the_target() {
    let mut app = app();
    press(&mut app, KeyCode::Char('R'));
    assert!(app.target_mode);
    // RFC 2396 C.1: `../g` gives `http://a/b/g`, and no shorter reference does.
    assert_eq!(app.reference.value(), "http://a/b/g");
    assert_eq!(app.resolution.reference(), "../g");
    assert_eq!(app.resolution.result(), Ok("http://a/b/g"));
    // The Target field is open at once: what is typed next is the target, not a command
    // (newcomer report N12), and the status line says so without a run of spaces.
    assert_eq!(app.focus, Focus::Reference);
    let said = app.message.clone().unwrap();
    assert!(
        said.starts_with("target mode: type where the link should lead"),
        "{said}"
    );
    assert!(!said.contains("  "), "{said}");
    key(&mut app, KeyCode::Char('u'), KeyModifiers::CONTROL);
    type_text(&mut app, "http://a/b/c/d;p?y");
    // RFC 2396 takes `?y` to the directory (Appendix C): the reference repeats the segment.
    assert_eq!(app.resolution.reference(), "d;p?y");
    assert_eq!(app.resolution.result(), Ok("http://a/b/c/d;p?y"));
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::Char('4'));
    assert_eq!(app.resolution.reference(), "?y");
    press(&mut app, KeyCode::Char('r'));
    // Unreachable: the nearest, and why.
    key(&mut app, KeyCode::Char('u'), KeyModifiers::CONTROL);
    type_text(&mut app, "http://a/b/../g");
    let found = app.resolution.relative.clone().unwrap().unwrap();
    assert!(found.unreachable.unwrap().contains("dot segments"));
    assert_eq!(app.resolution.result(), Ok("http://a/g"));
    // A target without a scheme: said, and the text resolved as a reference.
    key(&mut app, KeyCode::Char('u'), KeyModifiers::CONTROL);
    type_text(&mut app, "g");
    assert!(matches!(app.resolution.relative, Some(Err(_))));
    key(&mut app, KeyCode::Char('u'), KeyModifiers::CONTROL);
    type_text(&mut app, "http://a/b/c/x");
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::Char('R'));
    assert!(!app.target_mode);
    assert_eq!(app.reference.value(), "x");
    assert_eq!(app.resolution.result(), Ok("http://a/b/c/x"));
}

/// `--redirects FILE --url U`: the explorer opens on the chain; Enter loads a hop's `Location`
/// against the URL it answered under WHATWG with the Fetch Standard's location URL rule on, so
/// the request's fragment is kept by a step of its own; `F` turns the rule off.
#[test]
fn redirect_browser_opens_on_the_chain_and_loads_a_hop_as_browsers_resolve_it() {
    let mut app = on_redirects("curl-sIL-latin1.txt", "https://shop.example/old#sec");
    assert_eq!(app.overlay, Some(OverlayId::Redirects));
    assert_eq!(app.redirects.hops().len(), 3);
    // The first hop: a Latin-1 byte, which the browser reads as U+FFFD.
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.overlay, None);
    assert_eq!(app.spec, Spec::Whatwg);
    assert!(app.options.location_url);
    assert_eq!(app.base.value(), "https://shop.example/old#sec");
    assert_eq!(app.reference.value(), "/caf\u{FFFD}");
    assert_eq!(
        app.resolution.result(),
        Ok("https://shop.example/caf%EF%BF%BD#sec")
    );
    let steps: Vec<&str> = app
        .resolution
        .bundle
        .steps()
        .iter()
        .map(|step| step.step.id)
        .collect();
    assert_eq!(steps[steps.len() - 2..], ["location URL 4", "serialize"]);
    assert!(
        app.message
            .as_deref()
            .unwrap()
            .contains("loaded hop 1's Location")
    );
    // `F`: the rule off, the fragment is not kept.
    press(&mut app, KeyCode::Char('F'));
    assert_eq!(
        app.resolution.result(),
        Ok("https://shop.example/caf%EF%BF%BD")
    );
    // `H` opens it again; the search keeps the hop whose Location climbs, Enter loads it.
    press(&mut app, KeyCode::Char('H'));
    assert_eq!(app.overlay, Some(OverlayId::Redirects));
    press(&mut app, KeyCode::Char('/'));
    type_text(&mut app, "../docs");
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Enter);
    // The URL it answered, as curl 8.22 asked for it: escapes in upper case since 8.15.
    assert_eq!(app.base.value(), "https://shop.example/caf%E9");
    assert_eq!(
        app.resolution.result(),
        Ok("https://shop.example/docs/guide")
    );
    // The last response has no Location: said, nothing loaded.
    press(&mut app, KeyCode::Char('H'));
    press(&mut app, KeyCode::End);
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.overlay, Some(OverlayId::Redirects));
    assert!(
        app.message
            .as_deref()
            .unwrap()
            .contains("hop 3 has no Location")
    );
    // Without a paste it says how to give one; a paste that cannot be read says why.
    let empty = App::new(&ExploreOptions::default(), Theme::COLOR);
    assert!(empty.redirects.file.is_none() && empty.redirects.hops().is_empty());
    let missing = RedirectsPane::read("/nonexistent/paste.txt", None);
    assert!(missing.error.unwrap().starts_with("cannot read the paste"));
}

/// A `--step` or `--teach` beyond the trace's rows selects or reveals its last row, and says so.
#[test]
fn a_step_beyond_the_trace_is_said() {
    let app = App::new(
        &ExploreOptions {
            step: Some(999),
            teach: Some(999),
            ..ExploreOptions::default()
        },
        Theme::COLOR,
    );
    let rows = app.resolution.rows.len();
    let message = app.message.as_deref().unwrap_or_default();
    assert_eq!(
        message,
        format!(
            "--teach 999: the trace has {rows} rows, all revealed; --step 999: row {rows} of {rows} is selected"
        )
    );
    let within = App::new(
        &ExploreOptions {
            step: Some(1),
            ..ExploreOptions::default()
        },
        Theme::COLOR,
    );
    assert_eq!(within.message, None);
}
