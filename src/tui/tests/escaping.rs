//! The explorer draws untrusted text through the one escaping rule.

use crate::core::text::escape::terminal::is_invisible;

#[path = "../../../tests/common/hostile.rs"]
#[allow(dead_code)]
mod hostile_strings;
use hostile_strings::HOSTILE;

/// No character of `hostile` and nothing invisible (but line breaks) in `output`.
fn assert_nothing_raw(output: &str, hostile: &str, what: &str) {
    for c in hostile.chars() {
        assert!(!output.contains(c), "{what}: raw U+{:04X}", c as u32);
    }
    let raw = output.chars().find(|&c| c != '\n' && is_invisible(c));
    assert_eq!(raw, None, "{what}: {output}");
}

/// The explorer draws through the same rule: the reference, the result, the components, the
/// trace and the comparison of every specification.
#[test]
fn invisible_characters_are_escaped_on_the_explorers_screen() {
    use crate::tui::action::{Action, Focus};
    use crate::tui::overlay_id::OverlayId;
    use crate::tui::tests::{cells_text, opened};
    use crate::tui::ui;
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;

    for &(name, hostile) in HOSTILE {
        let mut app = opened(
            Some(&format!("http://a/b{hostile}/c/d;p?q")),
            Some(&format!("g{hostile}h")),
            None,
        );
        // The explorer draws each between brackets (the command line's escape inside).
        let shown: String = hostile
            .chars()
            .map(|c| crate::tui::text::safe(&c.to_string()).into_owned())
            .collect();
        assert!(
            hostile
                .chars()
                .all(|c| crate::tui::text::safe(&c.to_string()).starts_with('⟨')),
            "{name}"
        );
        for overlay in [None, Some(OverlayId::Compare)] {
            app.update(Action::Focus(Focus::Trace));
            if overlay.is_some() {
                app.update(Action::Open(OverlayId::Compare));
            }
            assert_eq!(app.overlay, overlay);
            let mut terminal = Terminal::new(TestBackend::new(160, 50)).unwrap();
            terminal.draw(|frame| ui::render(&app, frame)).unwrap();
            let screen = cells_text(terminal.backend().buffer());
            let what = format!("{name}, {overlay:?}");
            assert_nothing_raw(&screen, hostile, &what);
            assert!(screen.contains(&format!("g{shown}h")), "{what}: {screen}");
        }
    }
}
