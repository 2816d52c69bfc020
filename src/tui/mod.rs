//! The explorer: an interactive terminal UI over the instrumented core.
//!
//! One [`App`](app::App) state; a key becomes an [`Action`](action::Action) through the
//! [`keymap`] table; `App::update` changes the state and returns side effects
//! ([`Effect`](action::Effect)) as values; [`ui::render`] draws the
//! state. The event loop ([`event_loop`]) is the only code that touches the terminal, the
//! clipboard or the clock.

pub mod action;
pub mod app;
pub mod bench;
pub mod clipboard;
pub mod event_loop;
pub mod explore_options;
pub mod field;
pub mod keymap;
pub mod layout;
pub mod markdown;
pub mod overlay_id;
mod overlays;
pub mod panes;
pub mod plain_text;
pub mod resolution;
pub mod role_texts;
pub mod scrolled;
pub mod search;
pub mod shell;
pub mod symbols;
pub mod terminal;
pub mod text;
pub mod theme;
pub mod trace_rows;
pub mod ui;
mod update;
mod views;
pub mod wrap;

/// Opens the explorer on the terminal and runs it until the user quits; with `quiz` (a session
/// and the seed that ordered it), in the quiz. Returns the quiz's session as it ended, if one was
/// played (opened with `Q` too).
pub fn run(
    options: explore_options::ExploreOptions,
    quiz: Option<(crate::core::tools::quiz::session::Session, Option<u64>)>,
) -> std::io::Result<Option<crate::core::tools::quiz::session::Session>> {
    event_loop::run(options, quiz)
}

/// `uriscope clipboard-serve BACKEND`, started by the explorer: serves the text on stdin as the
/// clipboard of `backend` (`x11` or `wayland`) until another program takes it. Returns the exit
/// code, or why there is nothing to serve.
pub fn serve_clipboard(backend: &str) -> Result<i32, String> {
    #[cfg(all(
        unix,
        not(any(target_os = "macos", target_os = "android", target_os = "emscripten"))
    ))]
    {
        use clipboard::serve;
        serve::Backend::from_id(backend)
            .map(serve::run)
            .ok_or_else(|| format!("unknown clipboard backend `{backend}`"))
    }
    #[cfg(not(all(
        unix,
        not(any(target_os = "macos", target_os = "android", target_os = "emscripten"))
    )))]
    {
        let _ = backend;
        Err("this platform keeps copies without a helper".to_string())
    }
}

#[cfg(test)]
pub(crate) mod tests;
