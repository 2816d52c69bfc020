//! The explorer's tests that need its insides: whole screens on ratatui's TestBackend against
//! committed snapshots, `update` on key sequences, and the Markdown export rendered back. The
//! real binary in a pseudo-terminal is `tests/tui_pty.rs`.

mod components;
mod escaping;
mod grammar;
pub(crate) mod markdown;
mod readers;
mod screens;
mod sizes;
mod update;

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::app::App;
use super::keymap;

/// Types `text` a key at a time through the key table, where the keys go now (a field, a search,
/// or a pane, where letters are commands).
fn type_text(app: &mut App, text: &str) {
    for c in text.chars() {
        let key = KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE);
        if let Some(action) = keymap::action_at(key, app.place()) {
            app.update(action);
        }
    }
}
