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
pub mod field;
pub mod keymap;
pub mod layout;
pub mod markdown;
pub mod panes;
pub mod plain_text;
pub mod resolution;
pub mod scrolled;
pub mod search;
pub mod shell;
pub mod symbols;
pub mod terminal;
pub mod text;
pub mod theme;
pub mod trace_rows;
pub mod ui;
mod views;
pub mod wrap;

use crate::core::vocabulary::spec::Spec;

/// What the explorer opens with (`uriscope explore [--base B] [--ref R] [--spec S] [--mouse]`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ExploreOptions {
    /// The base URI; the built-in example's when `None`.
    pub base: Option<String>,
    /// The reference; the built-in example's when `None`.
    pub reference: Option<String>,
    /// The specification; RFC 2396 when `None`.
    pub spec: Option<Spec>,
    /// The switches in force.
    pub options: crate::core::vocabulary::options::Options,
    /// The trace row selected first, from 1.
    pub step: Option<usize>,
    /// Teach mode, with this many trace rows revealed.
    pub teach: Option<usize>,
    /// Capture the mouse (click to focus, wheel to scroll). Off by default: it blocks selecting
    /// text with the mouse.
    pub mouse: bool,
    /// A page (a file) and its URL: the links browser lists its links, and opens first.
    pub links: Option<(String, String)>,
    /// A pasted redirect chain (a file) and the first URL requested, where the paste does not
    /// say it: the redirect browser lists its hops, and opens first.
    pub redirects: Option<(String, Option<String>)>,
}

/// The example the explorer opens on: RFC 2396 Appendix C.1's base and its first `..` example.
pub const DEFAULT_BASE: &str = "http://a/b/c/d;p?q";
pub const DEFAULT_REFERENCE: &str = "../g";
pub const DEFAULT_SPEC: Spec = Spec::Rfc2396;

/// Opens the explorer on the terminal and runs it until the user quits.
pub fn run(options: ExploreOptions) -> std::io::Result<()> {
    event_loop::run(options)
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
