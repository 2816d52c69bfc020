//! Whole screens of the explorer, drawn on ratatui's TestBackend and compared with the committed
//! snapshots in `snapshots/` (CI runs with INSTA_UPDATE=no: a changed screen fails).

use crate::core::profile_testing::spec;
use crate::core::testing::assert_shows;
use crate::core::vocabulary::spec::Spec;
use crate::core::vocabulary::switch::Switch;
use crate::tui::action::{Action, Focus};
use crate::tui::app::App;
use crate::tui::explore_options::ExploreOptions;
use crate::tui::overlay_id::OverlayId;
use crate::tui::tests::{cells_text, on_links, on_redirects, opened, press, type_text};
use crate::tui::theme::Theme;
use crate::tui::{keymap, ui};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::style::{Color, Modifier};

fn app() -> App {
    opened(None, None, None)
}

fn app_with(reference: &str) -> App {
    opened(None, Some(reference), None)
}

fn draw(app: &App, width: u16, height: u16) -> Terminal<TestBackend> {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|frame| ui::render(app, frame)).unwrap();
    terminal
}

fn screen(app: &App) -> String {
    draw(app, 120, 40).backend().to_string()
}

#[test]
fn default_example() {
    let app = app();
    let screen = screen(&app);
    // RFC 2396 C.1: "../g = http://a/b/g".
    assert_shows(&screen, &["✓ http://a/b/g"]);
    insta::assert_snapshot!("default_120x40", screen);
}

#[test]
fn every_pane_focused() {
    for focus in Focus::ORDER {
        let mut app = app();
        app.update(Action::Focus(focus));
        insta::assert_snapshot!(
            format!("focus_{}", focus.name().to_lowercase()),
            screen(&app)
        );
    }
}

/// Teach mode on `g/../h`, revealed up to the first row of `step`.
fn teach_until(step: &str) -> App {
    let mut app = app_with("g/../h");
    app.update(Action::Focus(Focus::Trace));
    press(&mut app, KeyCode::Char('t'));
    for _ in 0..100 {
        let row = app.resolution.rows[app.trace.cursor];
        if app.resolution.step_of(&row).step.id == step {
            return app;
        }
        press(&mut app, KeyCode::Char(' '));
    }
    panic!("no step {step}");
}

#[test]
fn teach_mode_steps() {
    for step in ["6a", "6e", "6h"] {
        let app = teach_until(step);
        let screen = screen(&app);
        assert_shows(&screen, &[" — predict "]);
        insta::assert_snapshot!(format!("teach_{step}"), screen);
    }
    // RFC 2396 6e on /b/c/g/../h: `g/../` is removed, leaving /b/c/h.
    let app = teach_until("6e");
    assert!(screen(&app).contains("/b/c/h"));
    // The hidden row names the step to predict: a class can be asked what 6e will do.
    let mut app = teach_until("6d");
    app.update(Action::Resize(200, 60));
    let screen = screen(&app);
    assert_shows(
        &screen,
        &["?     6e remove `<segment>/../`, leftmost first — predict the buffer"],
    );
    // A change row names its step and the change's number, never what it will change.
    let mut app = teach_until("6e");
    press(&mut app, KeyCode::Home);
    let screen = self::screen(&app);
    assert_shows(&screen, &["?     6e change 1 — predict what it changes"]);
}

/// Teach mode on the WHATWG state machine: `\x` against the default base, revealed up to the
/// relative slash state, hides what the state does and the result, and names the state.
#[test]
fn teach_mode_on_the_whatwg_state_machine() {
    let mut app = app_with("\\x");
    app.update(Action::SelectSpec(Spec::Whatwg));
    app.update(Action::Focus(Focus::Trace));
    press(&mut app, KeyCode::Char('t'));
    let mut seen = Vec::new();
    for _ in 0..100 {
        let row = app.resolution.rows[app.trace.cursor];
        let id = app.resolution.step_of(&row).step.id;
        if seen.last() != Some(&id) {
            seen.push(id);
        }
        if id == "relative slash" {
            break;
        }
        press(&mut app, KeyCode::Char(' '));
    }
    assert_eq!(
        seen,
        [
            "base",
            "scheme start",
            "no scheme",
            "relative",
            "relative slash"
        ]
    );
    let shown = screen(&app);
    assert_shows(&shown, &["which state comes next", "relative slash"]);
    assert!(
        !shown.contains("http://a/x"),
        "the result stays hidden:\n{shown}"
    );
    // Revealing every step shows it.
    for _ in 0..100 {
        press(&mut app, KeyCode::Char(' '));
    }
    assert!(screen(&app).contains("http://a/x"));
}

#[test]
fn compare_view_for_query_only_reference() {
    let mut app = app_with("?y");
    app.update(Action::Focus(Focus::Trace));
    press(&mut app, KeyCode::Char('c'));
    let screen = screen(&app);
    // RFC 2396 C.1: "?y = http://a/b/c/?y".
    assert_shows(&screen, &["http://a/b/c/?y"]);
    insta::assert_snapshot!("compare_query_y", screen);
}

/// The newcomer's crawler question (N17): where each client connects, in the result pane's
/// title and in the compare view, with the different hosts said first.
#[test]
fn where_each_client_connects() {
    let python: Spec = "python".parse().unwrap();
    let mut app = opened(
        Some("https://good.com/app/page.html"),
        Some("//evil.com\\@good.com"),
        Some(python),
    );
    let shown = screen(&app);
    assert_shows(
        &shown,
        &["Result · Python 3.14 urljoin · connects to good.com:443 as user `evil.com\\`"],
    );
    app.update(Action::Focus(Focus::Trace));
    press(&mut app, KeyCode::Char('c'));
    let shown = screen(&app);
    assert_shows(
        &shown,
        &[
            "connects to good.com:443 as user `evil.com\\`",
            "different hosts: RFC 3986 and Python 3.14 urljoin connect to good.com:443",
            "connects to evil.com:443",
        ],
    );
}

#[test]
fn help_overlay() {
    let mut app = app();
    press(&mut app, KeyCode::F(1));
    insta::assert_snapshot!("help", screen(&app));
}

#[test]
fn examples_browser() {
    let mut app = app();
    app.update(Action::Focus(Focus::Trace));
    press(&mut app, KeyCode::Char('e'));
    insta::assert_snapshot!("examples", screen(&app));
}

#[test]
fn too_small_terminal() {
    let app = app();
    let terminal = draw(&app, 60, 20);
    let screen = terminal.backend().to_string();
    assert_shows(&screen, &["needs 80×24, have 60×20"]);
    insta::assert_snapshot!("too_small_60x20", screen);
}

#[test]
fn no_color_theme_is_monochrome_with_markers() {
    let mut app = App::new(
        &ExploreOptions {
            reference: Some("g/../h".to_string()),
            ..ExploreOptions::default()
        },
        Theme::MONO,
    );
    app.update(Action::Focus(Focus::Trace));
    let terminal = draw(&app, 120, 40);
    let buffer = terminal.backend().buffer();
    for cell in buffer.content() {
        assert!(
            matches!(cell.fg, Color::Reset) && matches!(cell.bg, Color::Reset),
            "a colour in the NO_COLOR theme: {cell:?}"
        );
    }
    let screen = terminal.backend().to_string();
    // Removed and added text carry text markers when there is no colour.
    assert_shows(&screen, &["[-g/../-]", "{+g/../h+}"]);
    insta::assert_snapshot!("no_color", screen);
}

#[test]
fn typed_escape_sequences_are_drawn_as_visible_escapes() {
    for (typed, shown) in [
        ("a\x1b]52;c;aGk=\x07b", "a⟨\\x1b⟩]52;c;aGk=⟨\\x07⟩b"),
        ("a\u{202e}b", "a⟨\\u{202e}⟩b"),
    ] {
        let mut app = app();
        app.update(Action::Focus(Focus::Reference));
        app.update(Action::Edit(tui_input::InputRequest::DeleteLine));
        for c in typed.chars() {
            app.update(Action::Edit(tui_input::InputRequest::InsertChar(c)));
        }
        assert_eq!(app.reference.value(), typed);
        let terminal = draw(&app, 120, 40);
        let buffer = terminal.backend().buffer();
        let text = cells_text(buffer);
        assert!(text.contains(shown), "{shown} not on screen");
        assert!(
            !text.chars().any(|c| c.is_control() || c == '\u{202e}'),
            "a raw control or bidi character reached the screen"
        );
        // The escape stands apart from typed text: drawn in reverse video.
        let cell = buffer.content().iter().find(|c| c.symbol() == "⟨").unwrap();
        assert!(cell.modifier.contains(Modifier::REVERSED), "{cell:?}");
    }
    // A typed backslash is one character, in the field and in the panes (the report's `\x`
    // was drawn `\\x`); a typed `\x1b` is not drawn in reverse.
    let mut app = app();
    app.update(Action::Focus(Focus::Reference));
    app.update(Action::Edit(tui_input::InputRequest::DeleteLine));
    for c in "\\x1b".chars() {
        app.update(Action::Edit(tui_input::InputRequest::InsertChar(c)));
    }
    let terminal = draw(&app, 120, 40);
    let buffer = terminal.backend().buffer();
    let text = cells_text(buffer);
    assert_shows(&text, &["▶ Reference \\x1b "]);
    assert!(!text.contains("\\\\"), "{text}");
    assert!(
        !buffer
            .content()
            .iter()
            .any(|c| c.modifier.contains(Modifier::REVERSED) && c.symbol() == "\\"),
        "a typed backslash is not an escape"
    );
}

#[test]
fn every_size_renders_without_panic() {
    let mut apps = vec![app(), app_with("g/../h")];
    for overlay in ['?', 'c', 'e'] {
        let mut app = app();
        app.update(Action::Focus(Focus::Trace));
        press(&mut app, KeyCode::Char(overlay));
        apps.push(app);
    }
    for (i, app) in apps.iter().enumerate() {
        // Every size under a full sweep; otherwise the default screen at every third size and
        // the others at every ninth (a debug-build frame takes milliseconds).
        let stride = crate::sweeps::pick(1, if i == 0 { 3 } else { 9 });
        for width in (1..=130).step_by(stride) {
            for height in (1..=45).step_by(stride) {
                let area = ratatui::layout::Rect::new(0, 0, width, height);
                let mut buffer = ratatui::buffer::Buffer::empty(area);
                let _ = ui::draw(app, area, &mut buffer);
            }
        }
    }
}

#[test]
fn a_hundred_thousand_removals_render() {
    // 100,000 `x/../` pairs: RFC 2396 6e removes each, leftmost first.
    let reference = "x/../".repeat(100_000) + "g";
    let mut app = app_with(&reference);
    // RFC 2396 6e/6h: every `x/../` goes, leaving the base's directory and g.
    assert_eq!(app.resolution.result(), Ok("http://a/b/c/g"));
    assert!(app.resolution.rows.len() > 100_000);
    app.update(Action::Focus(Focus::Trace));
    press(&mut app, KeyCode::End);
    let s = screen(&app);
    assert_shows(&s, &["#100000"]);
    press(&mut app, KeyCode::PageUp);
    let _ = screen(&app);
}

#[test]
fn the_guides_key_table_is_the_key_table() {
    let guide = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/docs/guide/01-explorer.md"
    ))
    .unwrap();
    let table = keymap::markdown_table();
    assert!(
        guide.contains(&table),
        "docs/guide/01-explorer.md's key table differs from the key table; replace it with:\n{table}"
    );
}

#[test]
fn a_megabyte_reference_renders() {
    let mut app = app();
    let text = "a b%/../\u{200b}/".repeat(60_000);
    app.update(Action::Paste(text.clone()));
    // The paste landed whole in the reference, and resolved.
    assert!(app.reference.value().contains(&text));
    assert!(app.resolution.result().is_ok());
    for focus in Focus::ORDER {
        app.update(Action::Focus(focus));
        let shown = screen(&app);
        // The zero-width space is drawn as its escape, never raw.
        assert!(
            !shown.contains('\u{200b}'),
            "{focus:?}: a raw zero-width space"
        );
        assert!(
            shown.contains("\\u{200b}"),
            "{focus:?}: the escape is not shown\n{shown}"
        );
    }
}

#[test]
fn every_specification_has_its_own_trace_screen() {
    // The published answers for `../../../g` on the RFC 2396/3986 base differ: RFC 1808 and
    // RFC 2396 retain the `..` (examples.md §2.2, §3.2), RFC 3986 removes it (§4, 5.4.2).
    let cases = [
        (Spec::Rfc1808, "http://a/../g"),
        (Spec::Rfc3986, "http://a/g"),
        (Spec::Whatwg, "http://a/g"),
    ];
    for (spec, expected) in cases {
        let mut app = app_with("../../../g");
        app.update(Action::Focus(Focus::Trace));
        app.update(Action::SelectSpec(spec));
        let screen = screen(&app);
        assert!(
            screen.contains(&format!("✓ {expected}")),
            "{spec}: {screen}"
        );
        insta::assert_snapshot!(format!("trace_{}", spec.id()), screen);
    }
}

/// Characters drawn that are not symbols: borders, and the punctuation of prose (the separator of
/// titles, citations' `§`, ranges' `–`, quotations' `“”`, the paste note's `×`, the arrows of key
/// labels).
const NOT_SYMBOLS: &str = "─│┌┐└┘═║╔╗╚╝━┃┏┓┗┛╭╮╰╯·§–“”×↑↓";

/// Every character of the screen that is not ASCII and not in [`NOT_SYMBOLS`].
fn symbols_drawn(app: &App, width: u16, height: u16) -> std::collections::BTreeSet<char> {
    let terminal = draw(app, width, height);
    terminal
        .backend()
        .buffer()
        .content()
        .iter()
        .flat_map(|cell| cell.symbol().chars().collect::<Vec<_>>())
        .filter(|c| !c.is_ascii() && !NOT_SYMBOLS.contains(*c))
        .collect()
}

#[test]
fn the_legend_explains_every_symbol_the_panes_draw() {
    use crate::tui::panes::help;
    let legend: String = help::rows()
        .iter()
        .filter(|row| row.section == "Symbols in the panes")
        .map(|row| row.keys.clone())
        .collect();
    // The explorer in many states, with ASCII inputs only: anything else on the screen is
    // uriscope's own drawing.
    let long = format!("http://example.com/{}?q#f", "a/".repeat(120));
    let mut drawn = std::collections::BTreeSet::new();
    let mut seen = |app: &App| drawn.extend(symbols_drawn(app, 120, 40));
    for spec in [
        Spec::Rfc1630,
        Spec::Rfc1808,
        Spec::Rfc2396,
        Spec::Rfc3986,
        Spec::Whatwg,
    ] {
        for reference in ["g/../h", "../../../../g", "//g", "?y", "", "g;x?y#s", &long] {
            // Without colour only where a step changes the buffer: the marks are the difference.
            let themes: &[Theme] = match reference {
                "g/../h" => &[Theme::COLOR, Theme::MONO],
                _ => &[Theme::COLOR],
            };
            for &theme in themes {
                let mut app = App::new(
                    &ExploreOptions {
                        reference: Some(reference.to_string()),
                        spec: Some(spec),
                        ..ExploreOptions::default()
                    },
                    theme,
                );
                for focus in [Focus::Components, Focus::Result, Focus::Trace] {
                    app.update(Action::Focus(focus));
                    seen(&app);
                }
                // Every trace row selected, in full and not.
                for _ in 0..app.resolution.rows.len() {
                    press(&mut app, KeyCode::Down);
                    seen(&app);
                }
                press(&mut app, KeyCode::Enter);
                seen(&app);
                press(&mut app, KeyCode::Esc);
                press(&mut app, KeyCode::Char('c'));
                seen(&app);
                press(&mut app, KeyCode::Esc);
                // Teach mode, and an error (RFC 2396 6g set to reject `..` above the root).
                press(&mut app, KeyCode::Char('t'));
                press(&mut app, KeyCode::Char(' '));
                seen(&app);
                press(&mut app, KeyCode::Char('t'));
                app.update(Action::CycleSwitch(Switch::ABOVE_ROOT));
                app.update(Action::CycleSwitch(Switch::ABOVE_ROOT));
                seen(&app);
            }
        }
    }
    // The examples browser with a search being typed, and an example loaded.
    let mut app = app();
    press(&mut app, KeyCode::Char('e'));
    press(&mut app, KeyCode::Char('/'));
    press(&mut app, KeyCode::Char('g'));
    seen(&app);
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Enter);
    seen(&app);
    for size in [(80, 24), (200, 60)] {
        drawn.extend(symbols_drawn(&app_with(&long), size.0, size.1));
    }
    // And the legend explains nothing that is never drawn.
    for symbol in crate::tui::symbols::ALL {
        let own: Vec<char> = symbol.glyph.chars().filter(|c| !c.is_ascii()).collect();
        assert!(
            own.iter().all(|c| drawn.contains(c)),
            "the legend explains {symbol:?}, which no screen here draws"
        );
    }
    let unexplained: Vec<String> = drawn
        .into_iter()
        .filter(|&c| !legend.contains(c))
        .map(|c| format!("{c} (U+{:04X})", c as u32))
        .collect();
    assert!(
        unexplained.is_empty(),
        "the panes draw symbols the help's legend does not explain: {unexplained:?}"
    );
}

/// The rows of the screen, and the text of the cells drawn in the search's highlight.
fn rows_and_found(app: &App, width: u16, height: u16) -> (Vec<String>, Vec<String>) {
    let terminal = draw(app, width, height);
    let buffer = terminal.backend().buffer();
    let found = Theme::COLOR.found();
    let mut rows = Vec::new();
    let mut highlighted = Vec::new();
    for y in 0..height {
        let mut row = String::new();
        let mut run = String::new();
        for x in 0..width {
            let cell = &buffer[(x, y)];
            row.push_str(cell.symbol());
            if cell.bg == found.bg.unwrap() {
                run.push_str(cell.symbol());
            } else if !run.is_empty() {
                highlighted.push(std::mem::take(&mut run));
            }
        }
        if !run.is_empty() {
            highlighted.push(run);
        }
        rows.push(row);
    }
    (rows, highlighted)
}

/// The selected row of the list drawn (marked `▸`).
fn selected_row(rows: &[String]) -> &str {
    let marked: Vec<&String> = rows.iter().filter(|r| r.contains("▸ ")).collect();
    assert_eq!(marked.len(), 1, "one selected row: {rows:#?}");
    marked[0]
}

#[test]
fn a_search_in_the_examples_selects_the_first_match_then_n_the_next() {
    let mut app = app();
    press(&mut app, KeyCode::Char('e'));
    press(&mut app, KeyCode::Char('/'));
    type_text(&mut app, "G;X?y");
    let matches = app.examples.matches(&app.search);
    let entries = app.examples.entries.clone();
    assert_eq!(app.examples.cursor, matches[0]);
    let (rows, found) = rows_and_found(&app, 120, 40);
    let first = selected_row(&rows);
    assert!(
        first.contains(&entries[matches[0]].example.reference),
        "{first}"
    );
    // Every match on the screen is highlighted as typed (case aside), in the rows and the detail.
    assert!(found.len() >= 2, "{found:?}");
    assert!(found.iter().all(|f| f == "g;x?y"), "{found:?}");
    assert!(rows.iter().any(|r| r.contains("/g;x?y")));
    // Enter keeps the match; `n` the next, drawn selected.
    app.update(Action::SearchDone);
    press(&mut app, KeyCode::Char('n'));
    assert_eq!(app.examples.cursor, matches[1]);
    let (rows, _) = rows_and_found(&app, 120, 40);
    let second = selected_row(&rows).to_string();
    let detail = rows.iter().find(|r| r.contains("base  ")).unwrap();
    assert!(
        detail.contains(&entries[matches[1]].example.spec.name()),
        "{detail}"
    );
    assert!(second.contains(&entries[matches[1]].example.reference));
}

#[test]
fn the_examples_browser_lists_one_specification_on_a_digit() {
    let mut app = app();
    press(&mut app, KeyCode::Char('e'));
    press(&mut app, KeyCode::Char('4'));
    let kept = app.examples.matches(&app.search);
    assert!(!kept.is_empty());
    assert!(
        kept.iter()
            .all(|&i| app.examples.entries[i].example.spec == Spec::Rfc3986)
    );
    assert_eq!(app.examples.cursor, kept[0]);
    let screen = draw(&app, 120, 40).backend().to_string();
    assert_shows(&screen, &["RFC 3986 only"]);
    assert!(!screen.contains("RFC 2396 ="), "{screen}");
    // With nothing listed, Enter loads nothing.
    press(&mut app, KeyCode::Char('/'));
    type_text(&mut app, "no example has this");
    app.update(Action::SearchDone);
    let reference = app.reference.value().to_string();
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.reference.value(), reference);
    assert_eq!(
        app.overlay,
        Some(crate::tui::overlay_id::OverlayId::Examples)
    );
    press(&mut app, KeyCode::Esc);
    // The same digit again, or a, lists every specification.
    press(&mut app, KeyCode::Char('4'));
    assert_eq!(app.examples.only, None);
    press(&mut app, KeyCode::Char('5'));
    press(&mut app, KeyCode::Char('a'));
    assert_eq!(
        app.examples.matches(&app.search).len(),
        app.examples.entries.len()
    );
}

#[test]
fn a_search_in_help_selects_the_first_match_then_n_the_next() {
    let mut app = app();
    press(&mut app, KeyCode::Char('?'));
    press(&mut app, KeyCode::Char('/'));
    type_text(&mut app, "copy");
    let (rows, found) = rows_and_found(&app, 120, 40);
    let first = selected_row(&rows).to_string();
    assert_shows(&first, &["copy the result"]);
    assert!(found.iter().all(|f| f == "copy"), "{found:?}");
    assert!(found.len() >= 4, "{found:?}");
    app.update(Action::SearchDone);
    press(&mut app, KeyCode::Char('n'));
    let (rows, _) = rows_and_found(&app, 120, 40);
    let second = selected_row(&rows);
    assert_shows(second, &["copy the whole resolution as Markdown"]);
}

#[test]
fn at_80_columns_the_hints_name_every_key_of_the_focused_pane() {
    let mut places = Vec::new();
    for focus in Focus::ORDER {
        let mut app = app();
        app.update(Action::Focus(focus));
        places.push(app);
    }
    for key in ['e', '?', 'c', 'z'] {
        let mut app = self::app();
        press(&mut app, KeyCode::Char(key));
        places.push(app);
    }
    for app in places {
        let screen = draw(&app, 80, 24).backend().to_string();
        let status: String = screen.lines().rev().take(2).collect::<Vec<_>>().join(" ");
        for hint in keymap::hints(app.place()) {
            // Tab moves between panes everywhere; the help names it first.
            if hint.words == "pane" {
                continue;
            }
            let shown = format!("{} {}", hint.keys, hint.words);
            assert!(
                status.contains(&shown),
                "{:?}: `{shown}` is not in the status bar: {status}",
                app.place()
            );
        }
        assert_shows(&status, &["F1 help"]);
    }
}

/// A reference with spaces under RFC 3986: the Result pane says where the reference is not a URI
/// by the grammar, and that the result keeps it, at 80×24 as at 120×40.
#[test]
fn the_result_pane_says_when_a_text_is_not_a_uri() {
    let app = opened(
        Some("https://shop.example.com/en-GB/catalog/laptops/model-x"),
        Some("  /path with spaces"),
        Some(Spec::Rfc3986),
    );
    let screen = screen(&app);
    assert_shows(
        &screen,
        &["⚠ by RFC 3986's grammar, the reference: space at byte 0 is not allowed"],
    );
    insta::assert_snapshot!("result_findings_120x40", screen);
    let small = draw(&app, 80, 24).backend().to_string();
    assert_shows(&small, &["by RFC 3986's grammar"]);
}

#[test]
fn the_examples_keep_their_answers_hidden_while_teaching() {
    let mut app = app_with("g");
    app.update(Action::Focus(Focus::Trace));
    press(&mut app, KeyCode::Char('t'));
    press(&mut app, KeyCode::Char('e'));
    assert_eq!(app.overlay, Some(OverlayId::Examples));
    let shown = screen(&app);
    assert_shows(&shown, &["hidden in teach mode"]);
    // RFC 2396 Appendix C.1's first answer: `g:h` = `g:h`; `g` = `http://a/b/c/g`.
    assert!(!shown.contains("http://a/b/c/g"), "{shown}");
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::Char('t'));
    press(&mut app, KeyCode::Char('e'));
    assert!(screen(&app).contains("http://a/b/c/g"));
}

#[test]
fn help_scrolls_by_page_and_to_either_end_and_says_where_it_is() {
    let mut app = app();
    app.update(Action::Resize(80, 24));
    press(&mut app, KeyCode::Char('?'));
    let border = |app: &App| cells_text(draw(app, 80, 24).backend().buffer());
    assert_shows(&border(&app), &["more lines below"]);
    press(&mut app, KeyCode::End);
    let end = app.help.scroll;
    assert!(end > 0);
    assert!(border(&app).contains("lines above"), "{}", border(&app));
    // PgUp acts at once after End (the scroll never passes the last page).
    press(&mut app, KeyCode::PageUp);
    assert!(app.help.scroll < end);
    press(&mut app, KeyCode::PageDown);
    assert_eq!(app.help.scroll, end);
    press(&mut app, KeyCode::Home);
    assert_eq!(app.help.scroll, 0);
    press(&mut app, KeyCode::Char('G'));
    assert_eq!(app.help.scroll, end);
}

#[test]
fn one_row_is_one_row_and_ctrl_u_says_what_it_does() {
    let mut app = opened(Some(""), None, None);
    assert_eq!(app.resolution.rows.len(), 1);
    let text = |app: &App| -> String {
        let terminal = draw(app, 120, 40);
        terminal
            .backend()
            .buffer()
            .content()
            .iter()
            .map(|c| c.symbol())
            .collect()
    };
    assert_shows(&text(&app), &["Trace · RFC 2396 · 1 row━"]);
    // Ctrl-U deletes to the start of the field (readline's unix-line-discard), as its hint says.
    app.update(Action::Focus(Focus::Reference));
    assert!(text(&app).contains("Ctrl-U to start"), "{}", text(&app));
}

#[test]
fn the_examples_browser_counts_what_it_lists_and_names_each_base() {
    let mut app = app();
    press(&mut app, KeyCode::Char('e'));
    press(&mut app, KeyCode::Char('4'));
    let shown = screen(&app);
    let listed = app
        .examples
        .entries
        .iter()
        .filter(|e| e.example.spec == Spec::Rfc3986)
        .count();
    assert!(
        shown.contains(&format!(
            "{listed}/{listed} pass · RFC 3986 only · 1 of {listed}"
        )),
        "{shown}"
    );
    // RFC 3986's derived group resolves against several bases: each is named above its rows.
    assert_shows(&shown, &["   base http://a/b/c/d;p?q"]);
    // Loading the empty reference says so (it said ``).
    let empty = app
        .examples
        .entries
        .iter()
        .position(|e| e.example.spec == Spec::Rfc3986 && e.example.reference.is_empty())
        .unwrap();
    app.examples.cursor = empty;
    press(&mut app, KeyCode::Enter);
    let said = app.message.clone().unwrap();
    assert!(
        said.starts_with("loaded RFC 3986 example \"\" against http://a/b/c/d;p?q"),
        "{said}"
    );
}

/// Chooses `profile` (`python@3.14`) in the library chooser, as a person does: `l`, a search
/// for it, Enter to keep the match, Enter to choose.
fn choose_library(app: &mut App, profile: &str) {
    press(app, KeyCode::Char('l'));
    press(app, KeyCode::Char('/'));
    type_text(app, &format!("{profile} "));
    for _ in 0..2 {
        let enter = KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE);
        if let Some(action) = keymap::action_at(enter, app.place()) {
            app.update(action);
        }
    }
}

/// `l` opens a chooser of every library and release: Python's `urljoin` drops the empty
/// segment of `..//x` (`http://a/x`), the specifications keep it; its tab names the release;
/// the compare view adds Node's row beside Python's, and takes it away again.
#[test]
fn a_library_profile_chosen_from_the_list() {
    let mut app = opened(Some("http://a/b/"), Some("..//x"), None);
    press(&mut app, KeyCode::Char('l'));
    let chooser = draw(&app, 80, 24).backend().to_string();
    assert_shows(&chooser, &["Library profiles", "python@2.7"]);
    // Every line of every library is listed: a search finds curl's 8.1.0.
    press(&mut app, KeyCode::Char('/'));
    type_text(&mut app, "curl@8.1.0");
    let chooser = screen_at_120x40(&app);
    assert_shows(&chooser, &["1 match"]);
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.overlay, None);
    choose_library(&mut app, "python@3.14");
    assert_eq!(app.spec, spec("python"));
    let small = draw(&app, 80, 24).backend().to_string();
    assert_shows(&small, &["[Python 3.14 urljoin]"]);
    let screen = screen(&app);
    assert_shows(&screen, &["http://a/x"]);
    insta::assert_snapshot!("profile_python", screen);
    press(&mut app, KeyCode::Char('c'));
    let compare = screen_at_120x40(&app);
    assert_shows(&compare, &["Python 3.14 urljoin", "drops empty segments"]);
    // In the compare view, the chooser adds a row: Python and Node side by side.
    choose_library(&mut app, "node-legacy");
    assert_eq!(app.overlay, Some(OverlayId::Compare));
    assert_eq!(app.spec, spec("node-legacy"));
    let compare = screen_at_120x40(&app);
    assert_shows(&compare, &["Node url.resolve", "Python 3.14 urljoin"]);
    // Chosen again, Node's row goes; the selection goes back to RFC 3986.
    choose_library(&mut app, "node-legacy");
    assert_eq!(app.spec, Spec::Rfc3986);
    let compare = screen_at_120x40(&app);
    assert!(!compare.contains("Node url.resolve"), "{compare}");
    assert_shows(&compare, &["Python 3.14 urljoin"]);
    // Started on a patch release, the chooser opens on its line.
    let mut app = opened(None, None, Some(spec("python@3.8.10")));
    let small = draw(&app, 80, 24).backend().to_string();
    assert_shows(&small, &["[Python 3.8.10 urljoin]"]);
    press(&mut app, KeyCode::Char('l'));
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.spec.to_string(), "python@3.8");
    // The examples browser: `l` keeps CPython's own tests, then Node's.
    press(&mut app, KeyCode::Char('e'));
    press(&mut app, KeyCode::Char('l'));
    let browser = screen_at_120x40(&app);
    assert_shows(&browser, &["Python 3.14 urljoin only", "test_RFC1808"]);
    press(&mut app, KeyCode::Char('l'));
    let browser = screen_at_120x40(&app);
    assert_shows(&browser, &["Node url.resolve only", "relativeTests"]);
}

/// Go's `net/url` and Java's `URI.resolve` chosen from the list, each with its tab at 80×24,
/// its answer, its row in the compare view with the departure as the reason, and its own tests
/// in the examples browser.
#[test]
fn go_and_java_chosen_from_the_list() {
    let mut app = opened(Some("http://a/b/c/d;p?q#f"), Some("?y"), None);
    choose_library(&mut app, "go@1.26");
    assert_eq!(app.spec, spec("go"));
    let small = draw(&app, 80, 24).backend().to_string();
    assert_shows(&small, &["[Go 1.26 net/url]", "http://a/b/c/d;p?y"]);
    choose_library(&mut app, "java@25");
    assert_eq!(app.spec, spec("java"));
    let small = draw(&app, 80, 24).backend().to_string();
    assert_shows(&small, &["[Java 25 URI.resolve]", "http://a/b/c/?y"]);
    press(&mut app, KeyCode::Char('c'));
    let compare = screen_at_120x40(&app);
    assert_shows(
        &compare,
        &["Java 25 URI.resolve", "resolvePath cuts the base"],
    );
    // A release other than the newest: its tab names it.
    choose_library(&mut app, "java@8");
    assert_eq!(app.spec.to_string(), "java@8");
    let small = draw(&app, 80, 24).backend().to_string();
    assert_shows(&small, &["Java 8 URI.resolve"]);
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::Char('e'));
    for _ in 0..3 {
        press(&mut app, KeyCode::Char('l'));
    }
    let browser = screen_at_120x40(&app);
    assert_shows(&browser, &["Go 1.26 net/url only"]);
    press(&mut app, KeyCode::Char('l'));
    let browser = screen_at_120x40(&app);
    assert_shows(&browser, &["Java 25 URI.resolve only", "rfc2396"]);
}

/// The screen at 120×40, for a test whose own `screen` names a drawn screen.
fn screen_at_120x40(app: &App) -> String {
    draw(app, 120, 40).backend().to_string()
}

#[test]
fn links_browser_at_80x24_and_200x60() {
    let mut app = on_links(
        "base-rules.html",
        "https://example.com/guide/page.html?x=1#frag",
    );
    app.update(Action::Resize(80, 24));
    // Down to the fragment link the base sends to another page.
    for _ in 0..9 {
        press(&mut app, KeyCode::Down);
    }
    let small = draw(&app, 80, 24).backend().to_string();
    assert_shows(&small, &["Links · 38 · 10 flagged · 10 of 38", "#top"]);
    insta::assert_snapshot!("links_80x24", small);
    app.update(Action::Resize(200, 60));
    let large = draw(&app, 200, 60).backend().to_string();
    assert_shows(&large, &["fragment-leaves-page"]);
    insta::assert_snapshot!("links_200x60", large);
}

/// Target mode names the field and shows the reference found in the input pane's title.
#[test]
fn target_mode_shows_the_reference_found() {
    let mut app = app();
    press(&mut app, KeyCode::Char('R'));
    let screen = screen(&app);
    assert_shows(&screen, &["Target mode: the shortest reference is ../g"]);
    assert!(
        screen.contains("Target") && screen.contains("http://a/b/g"),
        "{screen}"
    );
    // Without the input pane's frame, the components pane shows the reference found.
    let narrow = draw(&app, 80, 24).backend().to_string();
    assert_shows(&narrow, &["Target    http://a/b/g", "│Reference  ../g"]);
}

/// The components pane says what each escape and non-ASCII character stands for.
#[test]
fn the_components_pane_shows_the_octets_of_escapes() {
    let app = app_with("D%C3%BCrst?q=%E9&x=%41");
    let screen = draw(&app, 200, 60).backend().to_string();
    for line in [
        "%C3%BC = C3 BC = ü U+00FC",
        "%E9 = E9 = E9 not UTF-8",
        "%41 = 41 = A U+0041 unreserved: normalizes to it",
    ] {
        assert!(screen.contains(line), "{line}\n{screen}");
    }
}

/// The components pane reads an international host: its IDNA forms, and the warnings of
/// UTS #39 (a Cyrillic name that looks like `paypal`).
#[test]
fn the_components_pane_reads_an_international_host() {
    let app = opened(None, Some("//раураl.com/"), Some(Spec::Whatwg));
    let screen = draw(&app, 200, 60).backend().to_string();
    for line in [
        "host раураl.com → xn--l-7sba6dbr.com (UTS #46)",
        "host xn--l-7sba6dbr.com, shown раураl.com",
        "⚠ `раураl` mixes the Cyrillic and Latin",
        "⚠ `раураl` can be taken for an ASCII name:",
        "skeleton is `paypal` (UTS #39 §4)",
    ] {
        assert!(screen.contains(line), "{line}\n{screen}");
    }
}

#[test]
fn redirect_browser_at_80x24_and_200x60() {
    let mut app = on_redirects("curl-sIL-latin1.txt", "https://shop.example/old#sec");
    app.update(Action::Resize(80, 24));
    let small = draw(&app, 80, 24).backend().to_string();
    assert_shows(
        &small,
        &["Redirects · 3 responses · parts at hop 1 · 1 of 3"],
    );
    // The selected hop's findings in full, the others by name; the Latin-1 byte shown escaped,
    // as every other line escapes (a `\` is itself).
    assert_shows(&small, &["Location  /caf⟨\\xe9⟩"]);
    insta::assert_snapshot!("redirects_80x24", small);
    app.update(Action::Resize(200, 60));
    press(&mut app, KeyCode::Down);
    let large = draw(&app, 200, 60).backend().to_string();
    assert_shows(
        &large,
        &[
            "· location-not-utf8 fragment-inherited curl-escapes-bytes",
            "browser   — (off the paste's path since hop 1)",
            "browser (Fetch)  would request https://shop.example/caf%EF%BF%BD#sec next, after \
             hop 1; the paste follows curl from there",
            "curl             ends at https://shop.example/docs/guide",
        ],
    );
    insta::assert_snapshot!("redirects_200x60", large);
}

/// `C`: what to copy the resolution as, the selected choice's text below the list.
#[test]
fn copy_as_chooser_at_80x24() {
    let mut app = app();
    app.update(Action::Resize(80, 24));
    press(&mut app, KeyCode::Char('C'));
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Down);
    let screen = draw(&app, 80, 24).backend().to_string();
    assert_shows(
        &screen,
        &[
            "3 Python: urllib.parse.urljoin",
            "print(urljoin('http://a/b/c/d;p?q', '../g'))",
        ],
    );
    insta::assert_snapshot!("copy_as_80x24", screen);
}

/// A preview wider than the chooser ends in `…` at its edge, never cut silently (newcomer report
/// N15: `… -- 'https://shop.example.com/en-GB` at 80 columns).
#[test]
fn copy_as_cuts_a_long_line_with_an_ellipsis() {
    let base =
        "https://shop.example.com/en-GB/products/laptops/ultrabooks/model-x?color=silver&ref=home";
    let mut app = opened(Some(base), Some("../accessories/?page=2"), None);
    app.update(Action::Resize(80, 24));
    press(&mut app, KeyCode::Char('C'));
    let screen = draw(&app, 80, 24).backend().to_string();
    let command = screen
        .lines()
        .find(|line| line.contains("uriscope resolve --spec"))
        .unwrap_or_else(|| panic!("no command line previewed:\n{screen}"));
    assert!(command.contains("…║"), "{command}");
}

/// The chooser's list scrolls: its last choice is reached, and what is above is counted.
#[test]
fn copy_as_chooser_scrolls_to_its_last_choice() {
    let mut app = app();
    app.update(Action::Resize(80, 24));
    press(&mut app, KeyCode::Char('C'));
    for _ in 0..crate::tui::panes::copy_as::Copyable::ALL.len() {
        press(&mut app, KeyCode::Down);
    }
    let screen = draw(&app, 80, 24).backend().to_string();
    assert_shows(
        &screen,
        &[
            "more above (↑ ↓)",
            "16 C#: .NET's new Uri(baseUri, relative)",
            "Console.WriteLine(new Uri(new Uri(",
        ],
    );
}

#[test]
fn equivalence_view() {
    // RFC 3986 §6.2.2's example: the same from syntax-based normalization.
    let mut app = opened(
        Some("example://a/b/c/%7Bfoo%7D"),
        Some("eXAMPLE://a/./b/../b/%63/%7bfoo%7d"),
        None,
    );
    app.update(Action::Focus(Focus::Trace));
    press(&mut app, KeyCode::Char('='));
    assert_eq!(app.overlay, Some(OverlayId::Equivalence));
    let s = screen(&app);
    assert_shows(
        &s,
        &[
            "RFC 3986 §6.2 same from syntax-based normalization",
            "6.2.2 syntax-based normalization (RFC 3986 §6.2.2) =",
            "path: /./b/../b/c/%7Bfoo%7D → /b/c/%7Bfoo%7D",
        ],
    );
    insta::assert_snapshot!("equivalence", s);
    // The next notion: the URL Standard keeps the path's escapes as they are.
    press(&mut app, KeyCode::Right);
    assert_shows(&screen(&app), &["URL Standard §4.6 different at the path"]);
}

#[test]
fn an_rfc_3986_section_6_example_opens_the_equivalence_view() {
    let mut app = app();
    app.update(Action::Focus(Focus::Trace));
    press(&mut app, KeyCode::Char('e'));
    press(&mut app, KeyCode::Char('/'));
    type_text(&mut app, "mailto:Joe");
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.overlay, Some(OverlayId::Equivalence));
    assert_shows(
        &screen(&app),
        &[
            "RFC 3986 §6.2 same from scheme-based normalization",
            "path: Joe@Example.COM → Joe@example.com",
        ],
    );
}
