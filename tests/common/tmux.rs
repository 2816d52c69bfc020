//! A tmux server a test starts on its own socket, with one window, killed when dropped (each
//! test that drives tmux includes this file by `#[path]`).
#![allow(dead_code)]

use std::path::PathBuf;
use std::process::Command;

pub struct Tmux {
    pub socket: PathBuf,
}

impl Tmux {
    /// A server at `socket` whose one window, `cols`×`rows`, runs the shell line `command`.
    pub fn start(socket: PathBuf, (cols, rows): (u16, u16), command: &str) -> Tmux {
        let tmux = Tmux { socket };
        tmux.run(&[
            "-f",
            "/dev/null",
            "new-session",
            "-d",
            "-x",
            &cols.to_string(),
            "-y",
            &rows.to_string(),
            command,
        ]);
        tmux
    }

    /// `tmux ARGS` on this server; its stdout. Fails the test where tmux fails.
    pub fn run(&self, args: &[&str]) -> String {
        let out = Command::new("tmux")
            .arg("-S")
            .arg(&self.socket)
            .args(args)
            .env_remove("TMUX")
            .output()
            .expect("tmux runs");
        assert!(
            out.status.success(),
            "tmux {args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8_lossy(&out.stdout).into_owned()
    }
}

impl Drop for Tmux {
    fn drop(&mut self) {
        let _ = Command::new("tmux")
            .arg("-S")
            .arg(&self.socket)
            .arg("kill-server")
            .output();
        let _ = std::fs::remove_file(&self.socket);
    }
}
