//! The explorer draws untrusted text through the one escaping rule.

use crate::core::escape::is_invisible;

/// No character of `hostile` and nothing invisible (but line breaks) in `output`.
fn assert_nothing_raw(output: &str, hostile: &str, what: &str) {
    for c in hostile.chars() {
        assert!(!output.contains(c), "{what}: raw U+{:04X}", c as u32);
    }
    let raw = output.chars().find(|&c| c != '\n' && is_invisible(c));
    assert_eq!(raw, None, "{what}: {output}");
}

/// How the rule writes a character that is not ASCII: `\u{…}`, lowercase hex.
fn u_escape(c: char) -> String {
    format!("\\u{{{:x}}}", c as u32)
}

/// The strings of the issue (and one per class the rule adds), each inside a reference.
const HOSTILE: &[(&str, &str)] = &[
    ("tag characters", "\u{e0001}\u{e0068}\u{e0069}\u{e007f}"),
    ("U+0600", "\u{600}"),
    ("U+1D173", "\u{1d173}"),
    ("U+115F", "\u{115f}"),
    ("U+3164", "\u{3164}"),
    ("U+034F", "\u{34f}"),
    ("U+FE0F", "\u{fe0f}"),
    ("U+E0100", "\u{e0100}"),
    ("U+180B", "\u{180b}"),
    ("U+2800", "\u{2800}"),
    ("U+2028", "\u{2028}"),
    ("U+00A0", "\u{a0}"),
    ("private use", "\u{e000}"),
    ("unassigned", "\u{378}"),
    ("noncharacter", "\u{ffff}"),
];

/// The explorer draws through the same rule: the reference, the result, the components, the
/// trace and the comparison of every specification.
#[test]
fn invisible_characters_are_escaped_on_the_explorers_screen() {
    use crate::tui::action::{Action, Focus, Overlay};
    use crate::tui::app::App;
    use crate::tui::theme::Theme;
    use crate::tui::{ExploreOptions, ui};
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;

    for &(name, hostile) in HOSTILE {
        let mut app = App::new(
            &ExploreOptions {
                base: Some(format!("http://a/b{hostile}/c/d;p?q")),
                reference: Some(format!("g{hostile}h")),
                ..ExploreOptions::default()
            },
            Theme::COLOR,
        );
        let shown: String = hostile.chars().map(u_escape).collect();
        for overlay in [None, Some(Overlay::Compare)] {
            app.update(Action::Focus(Focus::Trace));
            if overlay.is_some() {
                app.update(Action::OpenCompare);
            }
            assert_eq!(app.overlay, overlay);
            let mut terminal = Terminal::new(TestBackend::new(160, 50)).unwrap();
            terminal.draw(|frame| ui::render(&app, frame)).unwrap();
            let screen: String = terminal
                .backend()
                .buffer()
                .content()
                .iter()
                .map(|cell| cell.symbol())
                .collect();
            let what = format!("{name}, {overlay:?}");
            assert_nothing_raw(&screen, hostile, &what);
            assert!(screen.contains(&format!("g{shown}h")), "{what}: {screen}");
        }
    }
}
