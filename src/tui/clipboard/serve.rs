//! The helper that keeps a copy alive after the explorer exits, as `xclip` and `wl-copy` do.
//!
//! On X11 and Wayland the clipboard holds no text: the program that owns the selection answers
//! every paste, and when it exits the text is gone. So each copy starts our own binary as
//! `uriscope clipboard-serve x11|wayland` ([`spawn`]), gives it the text on stdin, and waits for
//! one line: `ok` once it owns the selection, or the error. The helper ([`run`]) then serves the
//! selection until another program takes it (arboard's `SetExtLinux::wait`), or until the display
//! goes away, and exits. It holds no terminal: its standard streams are pipes and /dev/null, its
//! directory is `/`, it runs in its own process group (a Ctrl-C in the shell does not reach it),
//! and it ignores the SIGHUP of a closing terminal.

use std::io::{self, BufRead, BufReader, Read, Write};
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

/// The subcommand that runs [`run`].
pub const SUBCOMMAND: &str = "clipboard-serve";

/// How long the explorer waits for the helper to own the selection.
const ANSWER_TIME: Duration = Duration::from_secs(5);

/// Which display server a helper serves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    X11,
    Wayland,
}

impl Backend {
    /// The word on the helper's command line.
    pub const fn id(self) -> &'static str {
        match self {
            Backend::X11 => "x11",
            Backend::Wayland => "wayland",
        }
    }

    pub fn from_id(id: &str) -> Option<Backend> {
        [Backend::X11, Backend::Wayland]
            .into_iter()
            .find(|b| b.id() == id)
    }

    /// The name in the status message.
    pub const fn name(self) -> &'static str {
        match self {
            Backend::X11 => "X11 clipboard",
            Backend::Wayland => "Wayland clipboard",
        }
    }

    /// The backends to try, in order: Wayland first (an X11 copy under XWayland reaches Wayland
    /// programs only if the compositor syncs the two), then X11.
    pub fn available(x11: bool, wayland: bool) -> Vec<Backend> {
        let mut out = Vec::new();
        if wayland {
            out.push(Backend::Wayland);
        }
        if x11 {
            out.push(Backend::X11);
        }
        out
    }
}

/// Starts `program clipboard-serve BACKEND` serving `text`; returns it once it owns the
/// selection. The helper sees only its own display variable, so arboard cannot fall back to
/// the other server behind our back and the status names the one that holds the text.
pub fn spawn(program: &Path, backend: Backend, text: &str) -> Result<Child, String> {
    let mut command = Command::new(program);
    command
        .args([SUBCOMMAND, backend.id()])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .current_dir("/")
        .process_group(0);
    match backend {
        Backend::X11 => command.env_remove("WAYLAND_DISPLAY"),
        Backend::Wayland => command.env_remove("DISPLAY"),
    };
    let mut child = command
        .spawn()
        .map_err(|e| format!("cannot start {}: {e}", program.display()))?;
    if let Some(mut stdin) = child.stdin.take() {
        // A helper that failed early closes its end; its answer says why.
        let _ = stdin.write_all(text.as_bytes());
    }
    let answer = child.stdout.take().map(|stdout| {
        let (send, receive) = mpsc::channel();
        std::thread::spawn(move || {
            let mut line = String::new();
            let _ = BufReader::new(stdout.take(4096)).read_line(&mut line);
            let _ = send.send(line);
        });
        receive.recv_timeout(ANSWER_TIME)
    });
    match answer {
        Some(Ok(line)) if line.trim_end() == "ok" => Ok(child),
        Some(Ok(line)) => {
            let _ = child.wait();
            let line = line.trim_end();
            Err(match line.strip_prefix("error: ") {
                Some(e) => e.to_string(),
                None if line.is_empty() => "the clipboard helper ended without a word".to_string(),
                None => format!("the clipboard helper said `{line}`"),
            })
        }
        _ => {
            let _ = child.kill();
            let _ = child.wait();
            Err(format!(
                "the clipboard helper did not answer within {} s",
                ANSWER_TIME.as_secs()
            ))
        }
    }
}

/// The helper's main: reads the text on stdin, owns the selection, answers `ok` (or
/// `error: …`) on stdout, and serves the text until another program owns the selection or the
/// display goes away. Returns the exit code.
pub fn run(backend: Backend) -> i32 {
    // A closing terminal must not take the copy with it.
    let _ = signal_hook::flag::register(
        signal_hook::consts::SIGHUP,
        std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false)),
    );
    match own(backend) {
        Ok((mut clipboard, text)) => {
            answer("ok");
            use arboard::SetExtLinux;
            // Returns when another program owns the selection.
            let _ = clipboard.set().wait().text(text);
            0
        }
        Err(e) => {
            answer(&format!("error: {e}"));
            1
        }
    }
}

/// Reads the text and makes this process the owner of the selection.
fn own(backend: Backend) -> Result<(arboard::Clipboard, String), String> {
    let mut text = String::new();
    io::stdin()
        .read_to_string(&mut text)
        .map_err(|e| format!("cannot read the text to copy: {e}"))?;
    let mut clipboard = arboard::Clipboard::new().map_err(|e| match backend {
        // arboard tried Wayland, then X11 (which cannot work: DISPLAY is not set here).
        Backend::Wayland => {
            "no Wayland clipboard can be reached (the compositor must offer the data-control \
             protocol)"
                .to_string()
        }
        Backend::X11 => format!(
            "cannot connect to the X server at DISPLAY `{}` ({e})",
            std::env::var("DISPLAY").unwrap_or_default()
        ),
    })?;
    clipboard
        .set_text(text.as_str())
        .map_err(|e| e.to_string())?;
    if backend == Backend::X11 {
        watch_x11_server()?;
    }
    Ok((clipboard, text))
}

/// Ends the process when the X server goes away: arboard's wait would not notice, and the helper
/// would wait forever. A second connection that expects no events blocks until its socket closes,
/// so this costs no wake-ups.
fn watch_x11_server() -> Result<(), String> {
    use x11rb::connection::Connection;
    let (connection, _) =
        x11rb::rust_connection::RustConnection::connect(None).map_err(|e| e.to_string())?;
    std::thread::Builder::new()
        .name("x11-watch".to_string())
        .spawn(move || {
            while connection.wait_for_event().is_ok() {}
            std::process::exit(0);
        })
        .map_err(|e| e.to_string())?;
    Ok(())
}

/// Writes the one answer line; the explorer may have stopped listening, which is fine.
fn answer(line: &str) {
    let mut out = io::stdout().lock();
    let _ = writeln!(out, "{line}");
    let _ = out.flush();
}
