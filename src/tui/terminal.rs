//! Entering and leaving the terminal's explorer mode on every path: normal exit, error, panic
//! and signals (SIGTERM, SIGHUP, SIGINT, SIGQUIT); and ending at once when the terminal hangs up.

use std::io::{self, stdout};
use std::sync::Once;
use std::sync::atomic::{AtomicBool, Ordering};

use crossterm::event::{
    DisableBracketedPaste, DisableMouseCapture, EnableBracketedPaste, EnableMouseCapture,
};
use crossterm::execute;
use ratatui::DefaultTerminal;

/// Set by a termination signal; the loop checks it after every wake-up.
pub static STOP: AtomicBool = AtomicBool::new(false);

/// The terminal in explorer mode: raw, alternate screen, bracketed paste (and mouse capture when
/// asked). Dropping it restores the terminal.
pub struct TerminalGuard {
    pub terminal: DefaultTerminal,
    mouse: bool,
}

/// Leaves explorer mode: the modes we enabled first, then raw mode and the alternate screen.
fn leave(mouse: bool) {
    let mut out = stdout();
    let _ = execute!(out, DisableBracketedPaste);
    if mouse {
        let _ = execute!(out, DisableMouseCapture);
    }
    ratatui::restore();
}

impl TerminalGuard {
    pub fn enter(mouse: bool) -> io::Result<Self> {
        // ratatui's panic hook restores raw mode and the screen; ours runs first and also turns
        // off bracketed paste and mouse capture, which ratatui does not know about.
        let terminal = ratatui::try_init()?;
        static HOOK: Once = Once::new();
        HOOK.call_once(|| {
            let previous = std::panic::take_hook();
            std::panic::set_hook(Box::new(move |info| {
                let mut out = stdout();
                let _ = execute!(out, DisableBracketedPaste, DisableMouseCapture);
                previous(info);
            }));
        });
        let guard = TerminalGuard { terminal, mouse };
        execute!(stdout(), EnableBracketedPaste)?;
        if mouse {
            execute!(stdout(), EnableMouseCapture)?;
        }
        Ok(guard)
    }
}

impl Drop for TerminalGuard {
    fn drop(&mut self) {
        leave(self.mouse);
    }
}

/// Turns SIGTERM, SIGHUP, SIGINT and SIGQUIT into a clean exit: a thread sets [`STOP`] and
/// raises SIGWINCH, which wakes crossterm's blocking read (it listens for SIGWINCH) so the loop
/// returns and the guard restores the terminal. No polling. A terminal that has gone away is
/// `watch_hangup`'s.
#[cfg(unix)]
pub fn watch_signals() -> io::Result<()> {
    use signal_hook::consts::{SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGWINCH};
    let mut signals = signal_hook::iterator::Signals::new([SIGTERM, SIGHUP, SIGINT, SIGQUIT])?;
    std::thread::Builder::new()
        .name("uriscope-signals".to_string())
        .spawn(move || {
            if signals.forever().next().is_some() {
                STOP.store(true, Ordering::SeqCst);
                let _ = signal_hook::low_level::raise(SIGWINCH);
            }
        })?;
    watch_hangup()
}

/// Ends the process as soon as the terminal hangs up (its window closed, the pty's other side
/// gone). crossterm's reader cannot end the loop then: it retries a read that keeps giving
/// end-of-file or EIO, spinning a core. A thread blocks in `poll(2)` on stdin asking for no
/// event at all, which returns only on hang-up or error, so it costs no wake-ups. Nothing is
/// restored: there is no terminal left to restore.
#[cfg(unix)]
fn watch_hangup() -> io::Result<()> {
    use rustix::event::{PollFd, PollFlags, poll};
    std::thread::Builder::new()
        .name("uriscope-hangup".to_string())
        .spawn(|| {
            let stdin = io::stdin();
            let gone = PollFlags::HUP | PollFlags::ERR | PollFlags::NVAL;
            loop {
                let mut fds = [PollFd::new(&stdin, PollFlags::empty())];
                match poll(&mut fds, None) {
                    Ok(_) if fds[0].revents().intersects(gone) => {
                        // 128 + SIGHUP, as if the hang-up signal had ended the process.
                        std::process::exit(129);
                    }
                    Ok(_) | Err(rustix::io::Errno::INTR) => {}
                    // poll itself failed: give up watching rather than spin.
                    Err(_) => return,
                }
            }
        })?;
    Ok(())
}

#[cfg(not(unix))]
pub fn watch_signals() -> io::Result<()> {
    Ok(())
}

pub fn stopped() -> bool {
    STOP.load(Ordering::SeqCst)
}
