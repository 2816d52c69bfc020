//! Copying to the clipboard, and saying honestly how.
//!
//! On X11 and Wayland a selection lives only as long as the process that owns it, so the text is
//! handed to a helper process ([`serve`]: our own binary, `uriscope clipboard-serve`) that serves
//! it until another program takes the selection, as `xclip` and `wl-copy` do: the copy outlives
//! the explorer. macOS and Windows keep the text themselves. Without a display, or over SSH, the
//! text goes through the terminal as OSC 52, and inside tmux only when tmux will pass it on
//! ([`tmux`]). A failure is a message, never a crash.

#[cfg(all(
    unix,
    not(any(target_os = "macos", target_os = "android", target_os = "emscripten"))
))]
pub mod serve;
pub mod tmux;

use std::io::Write;
use std::path::PathBuf;

use tmux::TmuxRoute;

/// How a copy reached the user's clipboard.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CopyMethod {
    /// The system clipboard (named: "X11 clipboard", "Wayland clipboard", "macOS pasteboard"...).
    System(&'static str),
    /// An OSC 52 sequence was written to the terminal; `why` says why not the system clipboard
    /// and, inside tmux, how tmux passes it on.
    Osc52 { why: String },
}

impl CopyMethod {
    /// The status message for `what` copied this way. OSC 52 says "sent": whether the terminal
    /// honours it cannot be known.
    pub fn message(&self, what: &str) -> String {
        match self {
            CopyMethod::System(name) => format!("copied {what} via {name}"),
            CopyMethod::Osc52 { why } => format!("sent {what} via OSC 52 ({why})"),
        }
    }
}

/// Something that puts text on a clipboard. A fake in tests.
pub trait Clipboard {
    /// Copies `text`; the error says why nothing can arrive.
    fn copy(&mut self, text: &str) -> Result<CopyMethod, String>;
}

/// What the environment offers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Environment {
    /// DISPLAY is set (or the platform always has a clipboard: macOS, Windows).
    pub x11: bool,
    /// WAYLAND_DISPLAY is set.
    pub wayland: bool,
    /// SSH_CONNECTION / SSH_TTY / SSH_CLIENT is set: the clipboard that matters is the remote
    /// user's, which only the terminal (OSC 52) can reach.
    pub ssh: bool,
    /// TMUX is set: OSC 52 reaches the terminal only if tmux passes it on.
    pub tmux: bool,
}

impl Environment {
    pub fn detect() -> Self {
        let set = |name: &str| std::env::var_os(name).is_some_and(|v| !v.is_empty());
        Environment {
            x11: cfg!(any(target_os = "macos", windows)) || set("DISPLAY"),
            wayland: set("WAYLAND_DISPLAY"),
            ssh: set("SSH_CONNECTION") || set("SSH_TTY") || set("SSH_CLIENT"),
            tmux: set("TMUX"),
        }
    }

    /// Why the system clipboard is not tried, if it is not.
    pub fn skip_system(&self) -> Option<&'static str> {
        if self.ssh {
            Some("over SSH")
        } else if !(self.x11 || self.wayland) {
            Some("no DISPLAY or WAYLAND_DISPLAY")
        } else {
            None
        }
    }
}

/// The name of the system clipboard arboard drives in this process.
const fn in_process_name() -> &'static str {
    if cfg!(target_os = "macos") {
        "macOS pasteboard"
    } else if cfg!(windows) {
        "Windows clipboard"
    } else {
        "X11 clipboard"
    }
}

/// The real clipboard: a helper process per copy where the selection dies with its owner (X11,
/// Wayland), else one arboard `Clipboard` created on first use and kept for the session; OSC 52
/// to `terminal` as the fallback.
pub struct SystemClipboard<W: Write> {
    env: Environment,
    /// The program that serves a copy after the explorer exits (our own binary). `None` keeps
    /// copies in this process: on macOS and Windows, and in tests, where the running executable
    /// is a test harness.
    helper: Option<PathBuf>,
    /// Helpers started by this session, reaped once they end (another copy took the selection).
    helpers: Vec<std::process::Child>,
    arboard: Option<arboard::Clipboard>,
    /// Why arboard could not be used, once it failed (it is not retried).
    failed: Option<String>,
    terminal: W,
}

impl<W: Write> SystemClipboard<W> {
    /// A clipboard that copies in this process (or through OSC 52).
    pub fn new(env: Environment, terminal: W) -> Self {
        SystemClipboard {
            env,
            helper: None,
            helpers: Vec::new(),
            arboard: None,
            failed: None,
            terminal,
        }
    }

    /// Serves X11 and Wayland copies from `program clipboard-serve`, which outlives the explorer.
    pub fn with_helper(mut self, program: PathBuf) -> Self {
        if cfg!(all(
            unix,
            not(any(
                target_os = "macos",
                target_os = "android",
                target_os = "emscripten"
            ))
        )) {
            self.helper = Some(program);
        }
        self
    }

    /// Copies to the system clipboard; returns its name.
    fn system(&mut self, text: &str) -> Result<&'static str, String> {
        if let Some(copied) = self.via_helper(text) {
            return copied;
        }
        if let Some(e) = &self.failed {
            return Err(format!("{} failed: {e}", in_process_name()));
        }
        let copied = match &mut self.arboard {
            Some(clipboard) => clipboard.set_text(text).map_err(|e| e.to_string()),
            None => arboard::Clipboard::new()
                .and_then(|mut clipboard| {
                    clipboard.set_text(text)?;
                    self.arboard = Some(clipboard);
                    Ok(())
                })
                .map_err(|e| e.to_string()),
        };
        match copied {
            Ok(()) => Ok(in_process_name()),
            Err(e) => {
                self.arboard = None;
                self.failed = Some(e.clone());
                Err(format!("{} failed: {e}", in_process_name()))
            }
        }
    }

    /// Starts a helper that serves `text`, trying Wayland then X11; `None` without a helper.
    #[cfg(all(
        unix,
        not(any(target_os = "macos", target_os = "android", target_os = "emscripten"))
    ))]
    fn via_helper(&mut self, text: &str) -> Option<Result<&'static str, String>> {
        let program = self.helper.as_ref()?;
        self.helpers
            .retain_mut(|child| matches!(child.try_wait(), Ok(None)));
        let mut errors = Vec::new();
        for backend in serve::Backend::available(self.env.x11, self.env.wayland) {
            match serve::spawn(program, backend, text) {
                Ok(child) => {
                    self.helpers.push(child);
                    return Some(Ok(backend.name()));
                }
                Err(e) => errors.push(format!("{} failed: {e}", backend.name())),
            }
        }
        Some(Err(errors.join("; ")))
    }

    #[cfg(not(all(
        unix,
        not(any(target_os = "macos", target_os = "android", target_os = "emscripten"))
    )))]
    fn via_helper(&mut self, _text: &str) -> Option<Result<&'static str, String>> {
        None
    }

    /// Writes `text` as OSC 52, unless tmux is known to drop it; `why` says why not the system
    /// clipboard.
    fn osc52(&mut self, text: &str, why: String) -> Result<CopyMethod, String> {
        let route = if self.env.tmux {
            tmux::query()
        } else {
            TmuxRoute::Direct
        };
        let sequence = route.wrap(&osc52_sequence(text));
        let why = match route.note() {
            Ok(Some(note)) => format!("{why}; {note}"),
            Ok(None) => why,
            // Why not the system clipboard matters less than what would make this one work.
            Err(blocked) => return Err(blocked),
        };
        self.terminal
            .write_all(sequence.as_bytes())
            .and_then(|()| self.terminal.flush())
            .map_err(|e| format!("could not write OSC 52 to the terminal: {e}"))?;
        Ok(CopyMethod::Osc52 { why })
    }
}

/// The OSC 52 sequence that asks a terminal to put `text` on its clipboard.
fn osc52_sequence(text: &str) -> String {
    use crossterm::Command;
    let mut out = String::new();
    // Writing to a String cannot fail.
    let _ = crossterm::clipboard::CopyToClipboard::to_clipboard_from(text).write_ansi(&mut out);
    out
}

impl<W: Write> Clipboard for SystemClipboard<W> {
    fn copy(&mut self, text: &str) -> Result<CopyMethod, String> {
        if let Some(why) = self.env.skip_system() {
            return self.osc52(text, why.to_string());
        }
        match self.system(text) {
            Ok(name) => Ok(CopyMethod::System(name)),
            Err(e) => self.osc52(text, e),
        }
    }
}

/// A clipboard that remembers what it was given (for tests).
#[cfg(test)]
#[derive(Debug, Default)]
pub struct FakeClipboard {
    pub copied: Vec<String>,
    /// Make every copy fail with this message.
    pub fail: Option<String>,
}

#[cfg(test)]
impl Clipboard for FakeClipboard {
    fn copy(&mut self, text: &str) -> Result<CopyMethod, String> {
        if let Some(e) = &self.fail {
            return Err(e.clone());
        }
        self.copied.push(text.to_string());
        Ok(CopyMethod::System("fake clipboard"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn without_a_display_osc52_is_written_with_base64() {
        let mut clipboard = SystemClipboard::new(Environment::default(), Vec::new());
        let method = clipboard.copy("http://a/b/g").unwrap();
        assert_eq!(
            method.message("result"),
            "sent result via OSC 52 (no DISPLAY or WAYLAND_DISPLAY)"
        );
        // base64("http://a/b/g") = aHR0cDovL2EvYi9n
        assert_eq!(
            String::from_utf8(clipboard.terminal).unwrap(),
            "\x1b]52;c;aHR0cDovL2EvYi9n\x1b\\"
        );
    }

    #[test]
    fn over_ssh_osc52_even_with_a_display() {
        let env = Environment {
            x11: true,
            ssh: true,
            ..Environment::default()
        };
        let mut clipboard = SystemClipboard::new(env, Vec::new());
        assert_eq!(
            clipboard.copy("x").unwrap(),
            CopyMethod::Osc52 {
                why: "over SSH".to_string()
            }
        );
    }
}
