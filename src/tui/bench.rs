//! A keystroke and the frame drawn after it, on ratatui's TestBackend: what
//! `benches/explorer.rs` measures, through the same `update` and `render` the terminal runs.
//! Not library API.

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use tui_input::InputRequest;

use super::action::{Action, Focus};
use super::app::App;
use super::explore_options::ExploreOptions;
use super::overlay_id::OverlayId;
use super::theme::Theme;
use super::ui;

/// The explorer editing its reference field, on a screen of its own.
pub struct Keystrokes {
    app: App,
    terminal: Terminal<TestBackend>,
}

impl std::fmt::Debug for Keystrokes {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Keystrokes").finish_non_exhaustive()
    }
}

impl Keystrokes {
    /// The explorer on `base` and `reference` (RFC 2396), editing the reference with the cursor
    /// at its end, on a `width`×`height` screen, first frame drawn.
    pub fn new(base: &str, reference: &str, width: u16, height: u16) -> Self {
        let options = ExploreOptions {
            base: Some(base.to_string()),
            reference: Some(reference.to_string()),
            ..ExploreOptions::default()
        };
        let mut app = App::new(&options, Theme { color: true });
        app.update(Action::Resize(width, height));
        app.update(Action::Focus(Focus::Reference));
        app.update(Action::Edit(InputRequest::GoToEnd));
        let terminal =
            Terminal::new(TestBackend::new(width, height)).expect("a test backend never fails");
        let mut keystrokes = Keystrokes { app, terminal };
        keystrokes.draw();
        keystrokes
    }

    /// Types `c` at the cursor, then draws the frame.
    pub fn type_char(&mut self, c: char) {
        self.app.update(Action::Edit(InputRequest::InsertChar(c)));
        self.draw();
    }

    /// Deletes the character before the cursor, then draws the frame.
    pub fn backspace(&mut self) {
        self.app.update(Action::Edit(InputRequest::DeletePrevChar));
        self.draw();
    }

    /// Opens the comparison of every specification (`c`), then draws the frame; closes it again
    /// (`Esc`) without drawing.
    pub fn compare(&mut self) {
        self.app.update(Action::Focus(Focus::Trace));
        self.app.update(Action::Open(OverlayId::Compare));
        self.draw();
        self.app.update(Action::CloseOverlay);
        self.app.update(Action::Focus(Focus::Reference));
    }

    /// The resolved result, to check the work was done.
    pub fn result(&self) -> Option<&str> {
        self.app.resolution.result().ok()
    }

    /// How many trace rows there are.
    pub fn rows(&self) -> usize {
        self.app.resolution.rows.len()
    }

    fn draw(&mut self) {
        let app = &self.app;
        self.terminal
            .draw(|frame| ui::render(app, frame))
            .expect("a test backend never fails");
    }
}
