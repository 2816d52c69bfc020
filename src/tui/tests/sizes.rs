//! The explorer at real sizes (80×24, 120×40, 200×60) with real-length URLs: what people open it
//! to see must be on the screen, or one key away, and every cut marked with `…`. Assertions on
//! the text drawn, pane by pane; a few snapshots to look at.

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use crate::core::testing::assert_shows;
use crate::core::vocabulary::spec::Spec;
use crate::tui::action::{Action, Focus};
use crate::tui::app::App;
use crate::tui::overlay_id::OverlayId;
use crate::tui::tests::{opened, press};
use crate::tui::{layout, ui};
use crossterm::event::KeyCode;

const SIZES: [(u16, u16); 3] = [(80, 24), (120, 40), (200, 60)];

/// A shop's product page: 300 characters, with a `;param` on the last segment, a long query and
/// a fragment.
const SHOP: &str = "https://shop.example.com/en-US/catalog/electronics/computers/laptops/ultrabooks/\
thin-and-light/model-x1-carbon-gen-11/specifications;variant=graphite?color=graphite&memory=32GB&\
storage=1TB&keyboard=us-international&utm_source=newsletter&utm_medium=email&utm_campaign=\
back-to-school-sale#buyer-reviews";

/// More `..` than the shop's path has segments.
const ABOVE_ROOT: &str = "../../../../../../../../../../../reviews?sort=newest";

fn app(base: &str, reference: &str, (width, height): (u16, u16)) -> App {
    let mut app = opened(Some(base), Some(reference), None);
    app.update(Action::Resize(width, height));
    app
}

/// The screen as drawn.
fn draw(app: &App) -> Buffer {
    let mut terminal = Terminal::new(TestBackend::new(app.size.0, app.size.1)).unwrap();
    terminal.draw(|frame| ui::render(app, frame)).unwrap();
    terminal.backend().buffer().clone()
}

/// The rows of `area`, as drawn.
fn rows(buffer: &Buffer, area: Rect) -> Vec<String> {
    (area.y..area.bottom())
        .map(|y| {
            (area.x..area.right())
                .map(|x| buffer[(x, y)].symbol())
                .collect()
        })
        .collect()
}

/// The text of `area` with its words in order and one space between them: a sentence wrapped
/// over several rows reads as it is written.
fn words(buffer: &Buffer, area: Rect) -> String {
    flat(&rows(buffer, area).join(" "))
}

fn flat(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The text of `area` with each row trimmed and the rows joined with nothing between them: a
/// URI cut into rows reads whole.
fn joined(buffer: &Buffer, area: Rect) -> String {
    rows(buffer, area).iter().map(|r| r.trim()).collect()
}

/// The id of the step of the selected trace row.
fn selected_step(app: &App) -> &'static str {
    app.resolution
        .step_of(&app.resolution.rows[app.trace.cursor])
        .step
        .id
}

/// Moves the selection down to the first trace row of step `id`.
fn select_step(app: &mut App, id: &str) {
    while selected_step(app) != id {
        press(app, KeyCode::Down);
    }
}

fn inner(area: Rect) -> Rect {
    area.inner(ratatui::layout::Margin::new(1, 1))
}

fn screen_of(app: &App) -> Rect {
    Rect::new(0, 0, app.size.0, app.size.1)
}

#[test]
fn the_differing_part_of_every_compare_row_shows_and_so_does_why() {
    for reference in ["?page=2", ABOVE_ROOT, "g;x=1/../y"] {
        for size in SIZES {
            let mut app = app(SHOP, reference, size);
            press(&mut app, KeyCode::Char('c'));
            assert_eq!(app.overlay, Some(OverlayId::Compare));
            let buffer = draw(&app);
            let screen = rows(&buffer, screen_of(&app));
            let cmp = app.compare.comparison.clone().unwrap();
            let results: Vec<(Spec, &str)> = cmp
                .rows
                .iter()
                .filter_map(|row| row.uri().ok().map(|r| (row.spec, r)))
                .collect();
            for (i, row) in cmp.rows.iter().enumerate() {
                let label = format!("{} {}", i + 1, row.spec.name());
                let line = screen
                    .iter()
                    .find(|l| l.starts_with('║') && l.contains(&format!("{label} ")))
                    .unwrap_or_else(|| {
                        panic!("no row {label} at {size:?}:\n{}", screen.join("\n"))
                    });
                let Ok(result) = row.uri() else {
                    continue;
                };
                // Where this result parts from every other result unlike it.
                let parts = results
                    .iter()
                    .filter(|(_, other)| *other != result)
                    .map(|(_, other)| {
                        result
                            .bytes()
                            .zip(other.bytes())
                            .take_while(|(a, b)| a == b)
                            .count()
                    })
                    .min();
                let Some(parts) = parts else { continue };
                let differing: String = result[parts..].chars().take(12).collect();
                assert!(
                    line.contains(&differing),
                    "{reference} at {size:?}: `{differing}` of {} missing from `{line}`",
                    row.spec
                );
            }
            // Why, from the comparison: the selected specification's step and its warning.
            let text = words(&buffer, screen_of(&app));
            let d = cmp
                .divergences
                .iter()
                .find(|d| d.a == app.spec || d.b == app.spec)
                .expect("RFC 2396 parts from some specification");
            let mine = if d.a == app.spec {
                &d.a_step
            } else {
                &d.b_step
            }
            .as_ref()
            .unwrap();
            let citation = mine.step.citation().to_string();
            assert!(
                text.contains(&citation),
                "{size:?}: no `{citation}` in {text}"
            );
            if let Some((_, why)) = cmp.explanations.iter().find(|(s, _)| *s == app.spec) {
                let start: String = flat(why.text).chars().take(40).collect();
                assert!(
                    text.contains(&format!("why ({}): {start}", app.spec.name())),
                    "{size:?}: the why is off screen: {text}"
                );
            }
            // The selected specification's result, whole, under the table (at 80×24 its first
            // rows, with `…` where it goes on).
            let selected = cmp.row(app.spec).unwrap().uri().unwrap().to_string();
            let all = joined(&buffer, inner(layout::body(screen_of(&app))));
            if selected.len() < 4 * (size.0 as usize - 6) {
                assert!(all.contains(&selected), "{size:?}: {selected} not whole");
            }
        }
    }
}

#[test]
fn compare_at_80x24() {
    let mut app = app(SHOP, "?page=2", (80, 24));
    press(&mut app, KeyCode::Char('c'));
    let buffer = draw(&app);
    let screen = rows(&buffer, screen_of(&app));
    // RFC 2396 step 6a drops the base's last segment for `?y`; RFC 1808, RFC 3986 and WHATWG
    // keep the base path (RFC 3986 Appendix D.2).
    assert_shows(&screen[7], &["▸ 3 RFC 2396   ≠ …/?page=2"]);
    assert_shows(
        &screen[6],
        &["2 RFC 1808     …/specifications;variant=graphite?page=2"],
    );
    insta::assert_snapshot!("compare_shop_80x24", screen.join("\n"));
}

#[test]
fn every_warning_of_the_result_pane_shows() {
    for (base, reference) in [("http://a", "g"), (SHOP, ABOVE_ROOT), (SHOP, "?page=2")] {
        for size in SIZES {
            let app = app(base, reference, size);
            let warnings: Vec<&str> = app
                .resolution
                .trace()
                .warnings()
                .map(|(_, w)| w.text)
                .collect();
            assert!(
                !warnings.is_empty(),
                "{base} + {reference}: no warning to show"
            );
            let areas = app.areas(screen_of(&app));
            let buffer = draw(&app);
            let pane = words(&buffer, inner(areas.result));
            for warning in &warnings {
                assert!(
                    pane.contains(&flat(warning)),
                    "{base} + {reference} at {size:?}: warning not whole in the Result pane:\n\
                     {warning}\n{}",
                    rows(&buffer, areas.result).join("\n")
                );
            }
        }
    }
    // RFC 2396 + `http://a` + `g`: step 4 took `a`, the result reads back as authority `ag`.
    let app = app("http://a", "g", (120, 40));
    let areas = app.areas(screen_of(&app));
    let pane = words(&draw(&app), inner(areas.result));
    assert_shows(
        &pane,
        &[
            "⚠ http://ag",
            "authority a ← §5.2 step 4 · from the base ≠ reads back as ag",
        ],
    );
}

/// The Result pane and the compare view read one record: the path was set at 6h from the
/// buffer, which 6e (`../g`), 6a (`?y`) or 6b (`g`) last changed; where they part (`?y`),
/// compare names that step.
#[test]
fn the_result_pane_and_compare_name_the_step_that_made_the_path() {
    for (reference, path, made_by) in [
        ("../g", "/b/g", "6e"),
        ("?y", "/b/c/", "6a"),
        ("g", "/b/c/g", "6b"),
    ] {
        let mut app = app("http://a/b/c/d;p?q", reference, (120, 40));
        let areas = app.areas(screen_of(&app));
        let pane = words(&draw(&app), inner(areas.result));
        let want = format!("path {path} ← §5.2 step 6h · the buffer, last changed at {made_by}");
        assert!(pane.contains(&want), "{reference}: {want}\n{pane}");

        // Only `?y` parts the specifications: RFC 2396 from RFC 3986, on the path, at 6a.
        if reference == "?y" {
            press(&mut app, KeyCode::Char('c'));
            let screen = flat(&rows(&draw(&app), screen_of(&app)).join(" "));
            assert_shows(
                &screen,
                &[
                    "path: RFC 2396 §5.2 step 6a (copy the base path up to its last slash): the base path",
                ],
            );
            assert!(!screen.contains("step 6h"), "{screen}");
        }
    }
}

#[test]
fn the_result_pane_scrolls_to_its_last_line() {
    let mut app = app("http://a", "g", (80, 24));
    let areas = app.areas(screen_of(&app));
    let pane = words(&draw(&app), areas.result);
    assert_shows(&pane, &["more lines below"]);
    press(&mut app, KeyCode::Tab);
    assert_eq!(app.focus, Focus::Result);
    press(&mut app, KeyCode::End);
    let pane = words(&draw(&app), areas.result);
    assert_shows(
        &pane,
        &[
            "fragment ∅ ← §5.2 step 2 · from the reference",
            "more lines above",
        ],
    );
}

/// The trace's step 6g (RFC 2396 §5.2).
fn step_6g(app: &App) -> &crate::core::vocabulary::steps::TraceStep {
    let steps = app.resolution.bundle.steps();
    steps.iter().find(|s| s.step.id == "6g").unwrap()
}

/// The sentence of RFC 2396 §5.2 step 6g, as the trace quotes it.
fn sentence_6g(app: &App) -> String {
    flat(&format!("“{}”", step_6g(app).step.text))
}

#[test]
fn the_whole_6g_sentence_shows_and_6h_is_reachable() {
    for size in SIZES {
        let mut app = app(SHOP, ABOVE_ROOT, size);
        // Down from the first step: the selected row is always on screen.
        for _ in 0..app.resolution.rows.len() {
            let areas = app.areas(screen_of(&app));
            let buffer = draw(&app);
            let trace = rows(&buffer, areas.trace);
            let marked: Vec<&String> = trace.iter().filter(|r| r.starts_with("┃▸ ")).collect();
            assert_eq!(
                marked.len(),
                1,
                "{size:?}: the selected row is off screen:\n{}",
                trace.join("\n")
            );
            if selected_step(&app) == "6g" {
                break;
            }
            press(&mut app, KeyCode::Down);
        }
        assert_eq!(selected_step(&app), "6g");
        let sentence = sentence_6g(&app);
        let areas = app.areas(screen_of(&app));
        let buffer = draw(&app);
        let pane = words(&buffer, inner(areas.trace));
        if size.1 >= 40 {
            assert!(
                pane.contains(&sentence),
                "{size:?}: 6g's sentence cut:\n{pane}"
            );
        } else {
            // Cut, and the cut says how to see it whole.
            assert!(
                pane.contains("… z shows the whole step"),
                "{size:?}: {pane}"
            );
        }
        // `z` shows the step whole at every size: its sentence and its whole buffers.
        press(&mut app, KeyCode::Char('z'));
        assert_eq!(app.overlay, Some(OverlayId::Detail));
        let buffer = draw(&app);
        let view = inner(layout::body(screen_of(&app)));
        let text = words(&buffer, view);
        assert!(text.contains(&sentence), "{size:?}: {text}");
        assert!(text.contains("RFC 2396 §5.2 step 6g"), "{size:?}: {text}");
        let after = step_6g(&app).buffer_after(app.resolution.trace()).unwrap();
        assert!(
            joined(&buffer, view).contains(&after),
            "{size:?}: no buffer {after}"
        );
        // → goes on to 6h in the whole view; Esc comes back with 6h selected and drawn.
        press(&mut app, KeyCode::Right);
        assert_eq!(selected_step(&app), "6h");
        press(&mut app, KeyCode::Esc);
        assert_eq!(app.overlay, None);
        let areas = app.areas(screen_of(&app));
        let trace = rows(&draw(&app), areas.trace);
        assert!(
            trace.iter().any(|r| r.contains("▸ 6h")),
            "{size:?}: 6h not drawn:\n{}",
            trace.join("\n")
        );
    }
}

#[test]
fn long_inputs_keep_scheme_and_host_in_view_and_cuts_are_marked() {
    for size in SIZES {
        let mut app = app(SHOP, "g", size);
        // The trace shows 6b (the buffer: the base path up to its last slash, and `g`).
        select_step(&mut app, "6b");
        let areas = app.areas(screen_of(&app));
        let buffer = draw(&app);
        let (base_row, _) = layout::field_rows(areas.input);
        let input = rows(&buffer, base_row);
        // Not edited: the start shows, and the cut end is marked.
        assert_shows(&input[0], &["Base      https://shop.example.com/en-US/"]);
        assert!(input[0].trim_end().ends_with('…'), "{}", input[0]);
        // Edited with the cursor at the end: the end shows, the cut start is marked.
        press(&mut app, KeyCode::Char('b'));
        press(&mut app, KeyCode::End);
        let buffer = draw(&app);
        let input = rows(&buffer, base_row);
        assert!(input[0].contains("Base      …"), "{}", input[0]);
        assert!(
            input[0].trim_end().ends_with("#buyer-reviews"),
            "{}",
            input[0]
        );
        press(&mut app, KeyCode::Esc);
        // The components pane cuts the base with `…`; the trace cuts its buffers with `…`.
        let buffer = draw(&app);
        let components = rows(&buffer, inner(areas.components));
        let base = components.iter().find(|r| r.starts_with("Base ")).unwrap();
        assert!(base.trim_end().ends_with('…'), "{base}");
        let trace = rows(&buffer, inner(areas.trace));
        let six_b = trace
            .iter()
            .find(|r| r.contains(" 6b "))
            .unwrap_or_else(|| panic!("{size:?}: no 6b:\n{}", trace.join("\n")));
        // Whole where it fits; else centred on what 6b appended, the base path before it cut.
        let step = app
            .resolution
            .bundle
            .steps()
            .iter()
            .find(|s| s.step.id == "6b");
        let whole = step.unwrap().buffer_after(app.resolution.trace()).unwrap();
        assert!(
            six_b.contains(&whole)
                || (six_b.contains(" …") && six_b.trim_end().ends_with("-gen-11/g")),
            "{size:?}: {six_b}"
        );
        // From the Result pane, `z` shows base, reference and result whole, each with its
        // component letters.
        press(&mut app, KeyCode::Tab);
        assert_eq!(app.focus, Focus::Result);
        press(&mut app, KeyCode::Char('z'));
        let buffer = draw(&app);
        // The text rows, without the rows of component letters under them.
        let letters = |row: &str| row.chars().all(|c| "sapqf; ".contains(c));
        let whole: String = rows(&buffer, inner(layout::body(screen_of(&app))))
            .iter()
            .filter(|row| !letters(row))
            .map(|row| row.trim())
            .collect();
        assert!(whole.contains(SHOP), "{size:?}: {whole}");
        let result = app.resolution.result().unwrap().to_string();
        assert!(whole.contains(&result), "{size:?}: {whole}");
    }
}

#[test]
fn the_trace_list_says_where_it_is_cut() {
    let app = app(SHOP, ABOVE_ROOT, (80, 24));
    let areas = app.areas(screen_of(&app));
    let trace = rows(&draw(&app), areas.trace).join("\n");
    let rows_count = app.resolution.rows.len();
    assert_shows(&trace, &["… rows 1–"]);
    assert!(trace.contains(&format!("of {rows_count}, ")), "{trace}");
}

#[test]
fn rfc3986_loop_rows_show_output_and_input() {
    let mut app = app("http://a/b/c/d;p?q", "../../../g", (120, 40));
    app.update(Action::SelectSpec(Spec::Rfc3986));
    let areas = app.areas(screen_of(&app));
    let trace = rows(&draw(&app), areas.trace).join("\n");
    // RFC 3986 5.2.4 on /b/c/../../../g: 2E moves `/b` to the output, then `/c`; 2C removes
    // `/c` with the `/..` after it.
    assert_shows(
        &trace,
        &[
            "↳ 2E     /b┊/c/../../../g",
            "↳ 2E     /b/c┊/../../../g",
            "↳ 2C     /b┊/c/../../../g  ⇒ /b┊/../../g",
        ],
    );
}

#[test]
fn a_click_on_a_trace_row_selects_it() {
    let mut app = app(SHOP, ABOVE_ROOT, (120, 40));
    app.mouse = true;
    let areas = app.areas(screen_of(&app));
    let trace = rows(&draw(&app), areas.trace);
    let y = trace.iter().position(|r| r.contains(" 6e ")).unwrap() as u16 + areas.trace.y;
    app.update(Action::Click(areas.trace.x + 4, y));
    assert_eq!(app.focus, Focus::Trace);
    let row = app.resolution.rows[app.trace.cursor];
    assert_eq!(app.resolution.step_of(&row).step.id, "6e");
    // A click on the detail under the list selects nothing.
    let cursor = app.trace.cursor;
    app.update(Action::Click(areas.trace.x + 4, areas.trace.bottom() - 2));
    assert_eq!(app.trace.cursor, cursor);
}

#[test]
fn screens_at_real_sizes() {
    for (name, base, reference) in [
        ("default", "http://a/b/c/d;p?q", "../g"),
        ("warnings", "http://a", "g"),
        ("shop_above_root", SHOP, ABOVE_ROOT),
    ] {
        for size in SIZES {
            let app = app(base, reference, size);
            let screen = rows(&draw(&app), screen_of(&app)).join("\n");
            insta::assert_snapshot!(format!("{name}_{}x{}", size.0, size.1), screen);
        }
    }
}

/// The URL issue 24 was reported with (249 characters), as it was written.
const LAPTOP: &str = "https://shop.example.com/en-US/catalog/electronics/computers/laptops/\
ultrabooks/model-x?color=silver&storage=512gb&ref=newsletter_2024_q3&utm_source=mail&\
utm_medium=email&utm_campaign=autumn_sale_2024&session=4f9c2e1ab77d4e0c9a3b5d6e7f8091a2b3c4d5e6";

/// As reported: against this base all five results of `?y` read `https://shop.example.com/
/// en-US/catal`. RFC 2396 §5.2 step 6a drops the base's last segment (`…/ultrabooks/?y`); the
/// others keep the base path (`…/model-x?y`, RFC 3986 §5.2.2 and Appendix D.2). The part where
/// they differ shows on every row at every size, with the why.
#[test]
fn the_reported_url_shows_where_the_results_differ() {
    for size in SIZES {
        let mut app = app(LAPTOP, "?y", size);
        press(&mut app, KeyCode::Char('c'));
        let screen = rows(&draw(&app), screen_of(&app));
        let row = |n: &str| {
            screen
                .iter()
                .find(|l| l.starts_with('║') && l.contains(n))
                .unwrap_or_else(|| panic!("{size:?}: no row {n}:\n{}", screen.join("\n")))
        };
        assert!(
            row("3 RFC 2396").contains("ultrabooks/?y"),
            "{size:?}: {}",
            row("3 RFC 2396")
        );
        for other in ["2 RFC 1808", "4 RFC 3986", "5 WHATWG"] {
            assert!(row(other).contains("model-x?y"), "{size:?}: {}", row(other));
        }
        let text = flat(&screen.join(" "));
        assert!(text.contains("RFC 2396 §5.2 step 6a"), "{size:?}: {text}");
        assert!(text.contains("why (RFC 2396): "), "{size:?}: {text}");
    }
}

/// As reported: at 120×40 the default example's 6h was below the fold.
#[test]
fn the_default_example_shows_every_step_at_120x40() {
    let app = app(
        crate::tui::explore_options::DEFAULT_BASE,
        crate::tui::explore_options::DEFAULT_REFERENCE,
        (120, 40),
    );
    let areas = app.areas(screen_of(&app));
    let trace = rows(&draw(&app), areas.trace).join("\n");
    for step in ["6a", "6b", "6c", "6d", "6e", "6f", "6g", "6h", " 7 "] {
        assert!(trace.contains(step), "no {step}:\n{trace}");
    }
    assert!(!trace.contains("more below"), "{trace}");
}

/// As reported: at 130×60 rows sat empty in the trace pane while its buffers were cut. The rows
/// under the detail show the selected row's buffer whole, wrapped; where there are none
/// (80×24), `z` does.
#[test]
fn spare_rows_show_the_selected_buffer_whole() {
    for (size, spare) in [((130, 60), true), ((200, 60), true), ((80, 24), false)] {
        let mut app = app(LAPTOP, "../../a/./b/../c?y", size);
        // The first removal of 6e: `ultrabooks/../`.
        while !matches!(
            app.resolution.rows[app.trace.cursor].kind,
            crate::tui::trace_rows::RowKind::Change { nth: 1, .. }
        ) || selected_step(&app) != "6e"
        {
            press(&mut app, KeyCode::Down);
        }
        let areas = app.areas(screen_of(&app));
        let buffer = draw(&app);
        let pane = joined(&buffer, inner(areas.trace));
        // RFC 2396 step 6e's first removal takes `ultrabooks/../`; the buffer after it is
        // drawn with the removed text struck out where it was.
        let after = "/en-US/catalog/electronics/computers/laptops/../a/b/../c";
        let in_place = "/en-US/catalog/electronics/computers/laptops/ultrabooks/../../a/b/../c";
        if spare {
            let heading = format!(
                "The buffer after it ({} bytes; struck out: removed)",
                after.len()
            );
            assert!(pane.contains(&heading), "{size:?}: {pane}");
            assert!(pane.contains(in_place), "{size:?}: {pane}");
            // The struck-out cells are exactly the removed text.
            let struck: String = (areas.trace.y..areas.trace.bottom())
                .flat_map(|y| (areas.trace.x..areas.trace.right()).map(move |x| (x, y)))
                .map(|p| &buffer[p])
                .filter(|c| c.modifier.contains(ratatui::style::Modifier::CROSSED_OUT))
                .map(|c| c.symbol())
                .collect();
            assert!(struck.ends_with("ultrabooks/../"), "{size:?}: {struck}");
        } else {
            assert!(!pane.contains("The buffer after it"), "{size:?}: {pane}");
        }
    }
}

#[test]
fn pseudocode_keeps_its_lines_in_the_step_detail() {
    // The report's case: RFC 3986 §5.2.2's `else` and §5.3's `endif;` start lines of their own.
    let mut app = opened(None, Some("g;x=1/../y"), Some(Spec::Rfc3986));
    app.update(Action::Resize(200, 60));
    app.update(Action::Focus(Focus::Trace));
    select_step(&mut app, "5.2.2 merge");
    let screen = rows(&draw(&app), Rect::new(0, 0, 200, 60)).join("\n");
    assert!(!screen.contains("elseT.path"), "{screen}");
    assert!(screen.lines().any(|l| l.contains("┃“else   ")), "{screen}");
    select_step(&mut app, "5.3");
    let screen = rows(&draw(&app), Rect::new(0, 0, 200, 60)).join("\n");
    assert!(!screen.contains("endif;if"), "{screen}");
}

/// The report's shop page (80 characters) and a 100-character base.
const REPORT_BASE: &str =
    "https://shop.example.com/en-GB/catalog/laptops/ultrabooks/model-x?ref=nav#specs";
const LONG_BASE: &str =
    "https://docs.example.org/en-US/reference/networking/http/headers/location?view=full#redirects";

#[test]
fn wide_screens_show_what_fits_whole() {
    let base_100 = format!("{LONG_BASE}-and-3x");
    assert_eq!(base_100.len(), 100);
    for size in [(80, 24), (120, 40), (200, 60), (300, 80)] {
        for base in [REPORT_BASE, base_100.as_str()] {
            let app = app(base, "../accessories", size);
            let buffer = draw(&app);
            let areas = app.areas(Rect::new(0, 0, size.0, size.1));
            let result = rows(&buffer, areas.result).join("\n");
            let components = rows(&buffer, areas.components).join("\n");
            let trace = rows(&buffer, areas.trace).join("\n");
            let path = app
                .resolution
                .bundle
                .result()
                .unwrap()
                .uri_ref()
                .path()
                .to_string();
            if size.0 >= 200 {
                // The Result pane's path, the Components pane's base and every step title whole.
                assert!(result.contains(&format!(" {path} ")), "{size:?}\n{result}");
                assert!(components.contains(base), "{size:?}\n{components}");
                for step in app.resolution.bundle.steps() {
                    assert!(
                        trace.contains(step.step.title),
                        "{size:?} {}\n{trace}",
                        step.step.title
                    );
                }
            } else {
                // Narrow: the cut is marked.
                assert!(components.contains('…'), "{size:?}\n{components}");
            }
        }
    }
}

#[test]
fn a_cut_message_says_so_and_m_shows_it_whole() {
    // The report's case: `a` under RFC 3986 at 80 columns.
    let mut app = app(SHOP, "../x", (80, 24));
    app.update(Action::SelectSpec(Spec::Rfc3986));
    press(&mut app, KeyCode::Char('a'));
    let message = app.message.clone().unwrap();
    assert!(message.len() > 80, "{message}");
    let screen = Rect::new(0, 0, 80, 24);
    let buffer = draw(&app);
    let status = rows(&buffer, app.areas(screen).status).join("\n");
    assert_shows(&status, &["… m │"]);
    press(&mut app, KeyCode::Char('m'));
    assert_eq!(app.overlay, Some(OverlayId::Detail));
    let buffer = draw(&app);
    let title = words(&buffer, layout::body(screen));
    assert_shows(&title, &["The message in full"]);
    let shown = words(&buffer, inner(layout::body(screen)));
    assert!(shown.contains(&flat(&message)), "{shown}");
    // A message belongs to the pane it was said in.
    press(&mut app, KeyCode::Esc);
    app.update(Action::FocusNext);
    assert_eq!(app.message, None);
}

#[test]
fn the_options_in_force_show_at_80_columns() {
    let mut app = app(SHOP, ABOVE_ROOT, (80, 24));
    press(&mut app, KeyCode::Char('a'));
    press(&mut app, KeyCode::Char('n'));
    let screen = Rect::new(0, 0, 80, 24);
    let areas = app.areas(screen);
    assert_eq!(areas.header.height, 2);
    let header = rows(&draw(&app), areas.header).join("\n");
    assert_shows(
        &header,
        &["options: step 6g handling remove, non-strict on"],
    );
}
