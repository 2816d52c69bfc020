//! Whether an OSC 52 written inside tmux reaches the outer terminal.
//!
//! tmux's `set-clipboard` decides what it does with an application's OSC 52: `on` accepts it and
//! sets the outer terminal's clipboard; `external` (the default) and `off` drop it (`external`
//! only lets tmux's own copy mode set the clipboard). A pane with `allow-passthrough` on forwards
//! a sequence wrapped as `ESC P tmux; … ESC \` to the outer terminal untouched.

use std::process::{Command, Stdio};

/// How an OSC 52 sequence gets out of the terminal it is written to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TmuxRoute {
    /// Not inside tmux: straight to the terminal.
    Direct,
    /// tmux accepts it and sets the outer terminal's clipboard (`set-clipboard on`).
    Accepted,
    /// tmux would drop it, but the pane passes wrapped sequences through (`allow-passthrough`).
    Passthrough,
    /// tmux drops it; the text says why and what to change.
    Dropped(String),
    /// tmux's settings could not be read; the text says why.
    Unknown(String),
}

impl TmuxRoute {
    /// The route for tmux's `set-clipboard` and the pane's `allow-passthrough` values, as
    /// `tmux display -p` prints them.
    pub fn from_settings(set_clipboard: &str, allow_passthrough: &str) -> TmuxRoute {
        let passthrough = matches!(allow_passthrough, "1" | "on" | "all");
        match set_clipboard {
            "on" => TmuxRoute::Accepted,
            _ if passthrough => TmuxRoute::Passthrough,
            // The remedy first: a narrow status bar cuts the end.
            other => TmuxRoute::Dropped(format!(
                "run `tmux set -g set-clipboard on` (tmux drops OSC 52: set-clipboard is {other})"
            )),
        }
    }

    /// The sequence to write for `osc52`.
    pub fn wrap(&self, osc52: &str) -> String {
        match self {
            TmuxRoute::Passthrough => {
                format!("\x1bPtmux;{}\x1b\\", osc52.replace('\x1b', "\x1b\x1b"))
            }
            _ => osc52.to_string(),
        }
    }

    /// What to add to the status message: `Err` when the text cannot arrive.
    pub fn note(&self) -> Result<Option<String>, String> {
        match self {
            TmuxRoute::Direct => Ok(None),
            TmuxRoute::Accepted => Ok(Some("tmux passes it on: set-clipboard on".to_string())),
            TmuxRoute::Passthrough => Ok(Some(
                "through tmux's passthrough: allow-passthrough on".to_string(),
            )),
            TmuxRoute::Dropped(why) => Err(why.clone()),
            TmuxRoute::Unknown(why) => Ok(Some(format!(
                "tmux may drop it: its set-clipboard could not be read ({why})"
            ))),
        }
    }
}

/// Asks the tmux server we run in how it treats OSC 52 (`tmux display -p`, which resolves the
/// pane's inherited options).
pub fn query() -> TmuxRoute {
    let mut command = Command::new("tmux");
    command.args(["display-message", "-p"]);
    if let Some(pane) = std::env::var_os("TMUX_PANE") {
        command.arg("-t").arg(pane);
    }
    let output = command
        .arg("#{set-clipboard}\t#{allow-passthrough}")
        .stdin(Stdio::null())
        .stderr(Stdio::piped())
        .output();
    match output {
        Err(e) => TmuxRoute::Unknown(format!("cannot run tmux: {e}")),
        Ok(out) if !out.status.success() => TmuxRoute::Unknown(format!(
            "tmux said: {}",
            String::from_utf8_lossy(&out.stderr).trim()
        )),
        Ok(out) => {
            let text = String::from_utf8_lossy(&out.stdout);
            match text.trim_end().split_once('\t') {
                Some((set_clipboard, passthrough)) => {
                    TmuxRoute::from_settings(set_clipboard, passthrough)
                }
                None => TmuxRoute::Unknown(format!("unexpected answer `{}`", text.trim())),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn external_drops_an_applications_osc52() {
        let route = TmuxRoute::from_settings("external", "0");
        let why = route.note().unwrap_err();
        assert!(
            why.contains("tmux drops OSC 52: set-clipboard is external"),
            "{why}"
        );
        assert!(why.contains("tmux set -g set-clipboard on"), "{why}");
        assert!(TmuxRoute::from_settings("off", "off").note().is_err());
    }

    #[test]
    fn on_accepts_and_passthrough_wraps() {
        assert_eq!(TmuxRoute::from_settings("on", "0"), TmuxRoute::Accepted);
        assert_eq!(
            TmuxRoute::Accepted.wrap("\x1b]52;c;eA==\x1b\\"),
            "\x1b]52;c;eA==\x1b\\"
        );
        let route = TmuxRoute::from_settings("external", "1");
        assert_eq!(route, TmuxRoute::Passthrough);
        // Every ESC inside is doubled, and the whole is a DCS addressed to tmux.
        assert_eq!(
            route.wrap("\x1b]52;c;eA==\x1b\\"),
            "\x1bPtmux;\x1b\x1b]52;c;eA==\x1b\x1b\\\x1b\\"
        );
        assert_eq!(
            TmuxRoute::from_settings("off", "all"),
            TmuxRoute::Passthrough
        );
    }
}
