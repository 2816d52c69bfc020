//! Copying to the clipboard: the system clipboard through arboard where there is a display, OSC
//! 52 through the terminal otherwise. A failure is a message, never a crash.

use std::io::Write;

/// How a copy reached the user's clipboard.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CopyMethod {
    /// The system clipboard (named: "X11 clipboard", "macOS pasteboard", ...).
    System(&'static str),
    /// An OSC 52 sequence was written to the terminal; `why` says why not the system clipboard.
    Osc52 { why: String },
}

impl CopyMethod {
    /// The status message for `what` copied this way.
    pub fn message(&self, what: &str) -> String {
        match self {
            CopyMethod::System(name) => format!("copied {what} via {name}"),
            CopyMethod::Osc52 { why } => format!("sent {what} via OSC 52 ({why})"),
        }
    }
}

/// Something that puts text on a clipboard. A fake in tests.
pub trait Clipboard {
    fn copy(&mut self, text: &str) -> Result<CopyMethod, String>;
}

/// What the environment offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Environment {
    /// DISPLAY or WAYLAND_DISPLAY is set (or the platform always has a clipboard).
    pub display: bool,
    /// SSH_CONNECTION / SSH_TTY / SSH_CLIENT is set: the clipboard that matters is the remote
    /// user's, which only the terminal (OSC 52) can reach.
    pub ssh: bool,
}

impl Environment {
    pub fn detect() -> Self {
        let set = |name: &str| std::env::var_os(name).is_some_and(|v| !v.is_empty());
        let display = if cfg!(any(target_os = "macos", windows)) {
            true
        } else {
            set("DISPLAY") || set("WAYLAND_DISPLAY")
        };
        Environment {
            display,
            ssh: set("SSH_CONNECTION") || set("SSH_TTY") || set("SSH_CLIENT"),
        }
    }

    /// Why the system clipboard is not tried, if it is not.
    pub fn skip_system(&self) -> Option<&'static str> {
        if self.ssh {
            Some("over SSH")
        } else if !self.display {
            Some("no DISPLAY or WAYLAND_DISPLAY")
        } else {
            None
        }
    }
}

/// The name of the system clipboard arboard drives here.
const fn system_name() -> &'static str {
    if cfg!(target_os = "macos") {
        "macOS pasteboard"
    } else if cfg!(windows) {
        "Windows clipboard"
    } else {
        "X11 clipboard"
    }
}

/// The real clipboard: one arboard `Clipboard`, created on first use and kept for the session
/// (X11 and Wayland lose the content when it is dropped), and OSC 52 to `terminal` as fallback.
pub struct SystemClipboard<W: Write> {
    env: Environment,
    arboard: Option<arboard::Clipboard>,
    /// Why arboard could not be used, once it failed (it is not retried).
    failed: Option<String>,
    terminal: W,
}

impl<W: Write> SystemClipboard<W> {
    pub fn new(env: Environment, terminal: W) -> Self {
        SystemClipboard {
            env,
            arboard: None,
            failed: None,
            terminal,
        }
    }

    fn system(&mut self, text: &str) -> Result<(), String> {
        if self.arboard.is_none() {
            self.arboard = Some(arboard::Clipboard::new().map_err(|e| e.to_string())?);
        }
        match &mut self.arboard {
            Some(clipboard) => clipboard.set_text(text).map_err(|e| e.to_string()),
            None => Err("no clipboard".to_string()),
        }
    }

    fn osc52(&mut self, text: &str, why: String) -> Result<CopyMethod, String> {
        crossterm::execute!(
            self.terminal,
            crossterm::clipboard::CopyToClipboard::to_clipboard_from(text)
        )
        .map_err(|e| format!("could not write OSC 52 to the terminal: {e}"))?;
        Ok(CopyMethod::Osc52 { why })
    }
}

impl<W: Write> Clipboard for SystemClipboard<W> {
    fn copy(&mut self, text: &str) -> Result<CopyMethod, String> {
        if let Some(why) = self.env.skip_system() {
            return self.osc52(text, why.to_string());
        }
        if let Some(e) = &self.failed {
            let why = format!("{} failed: {e}", system_name());
            return self.osc52(text, why);
        }
        match self.system(text) {
            Ok(()) => Ok(CopyMethod::System(system_name())),
            Err(e) => {
                self.failed = Some(e.clone());
                self.arboard = None;
                self.osc52(text, format!("{} failed: {e}", system_name()))
            }
        }
    }
}

/// A clipboard that remembers what it was given (for tests).
#[derive(Debug, Default)]
pub struct FakeClipboard {
    pub copied: Vec<String>,
    /// Make every copy fail with this message.
    pub fail: Option<String>,
}

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
        let env = Environment {
            display: false,
            ssh: false,
        };
        let mut clipboard = SystemClipboard::new(env, Vec::new());
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
            display: true,
            ssh: true,
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
