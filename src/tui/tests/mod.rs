//! The explorer's tests that need its insides: whole screens on ratatui's TestBackend against
//! committed snapshots, `update` on key sequences, and the Markdown export rendered back. The
//! real binary in a pseudo-terminal is `tests/tui_pty.rs`.

mod components;
mod escaping;
mod grammar;
pub(crate) mod markdown;
mod quiz;
mod readers;
mod screens;
mod screenshot;
mod sizes;
mod update;

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::action::Effect;
use super::app::App;
use super::explore_options::ExploreOptions;
use super::keymap;
use super::resolution::Resolution;
use super::theme::Theme;
use crate::core::vocabulary::options::Options;
use crate::core::vocabulary::spec::Spec;

/// The explorer in colour on `base`, `reference` and `spec`; each `None` keeps the built-in
/// example's.
pub(crate) fn opened(base: Option<&str>, reference: Option<&str>, spec: Option<Spec>) -> App {
    App::new(
        &ExploreOptions {
            base: base.map(str::to_owned),
            reference: reference.map(str::to_owned),
            spec,
            ..ExploreOptions::default()
        },
        Theme::COLOR,
    )
}

/// The explorer's resolution of `reference` against `base` by `spec`, with the default options:
/// what the exports are written from.
pub(crate) fn resolution(spec: Spec, base: &str, reference: &str) -> Resolution {
    Resolution::compute(spec, base, reference, &Options::default())
}

/// The explorer on the links of `page` (a file of `tests/data/pages/`), read as the page at
/// `url`.
pub(crate) fn on_links(page: &str, url: &str) -> App {
    let page = format!("{}/tests/data/pages/{page}", env!("CARGO_MANIFEST_DIR"));
    App::new(
        &ExploreOptions {
            links: Some((page, url.to_owned())),
            ..ExploreOptions::default()
        },
        Theme::COLOR,
    )
}

/// The explorer on the redirect chain of `paste` (a file of `tests/data/redirects/`), the
/// chain of a request for `url`.
pub(crate) fn on_redirects(paste: &str, url: &str) -> App {
    let paste = format!(
        "{}/tests/data/redirects/{paste}",
        env!("CARGO_MANIFEST_DIR")
    );
    App::new(
        &ExploreOptions {
            redirects: Some((paste, Some(url.to_owned()))),
            ..ExploreOptions::default()
        },
        Theme::COLOR,
    )
}

/// Every cell's symbol, row after row, with nothing between: what the screen shows, to search.
pub(crate) fn cells_text(buffer: &ratatui::buffer::Buffer) -> String {
    buffer.content().iter().map(|cell| cell.symbol()).collect()
}

/// Presses `code` with `mods` through the key table, as the loop does; what the loop must do.
pub(crate) fn key(app: &mut App, code: KeyCode, mods: KeyModifiers) -> Vec<Effect> {
    match keymap::action_at(KeyEvent::new(code, mods), app.place()) {
        Some(action) => app.update(action),
        None => Vec::new(),
    }
}

/// Presses `code` alone.
pub(crate) fn press(app: &mut App, code: KeyCode) -> Vec<Effect> {
    key(app, code, KeyModifiers::NONE)
}

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
