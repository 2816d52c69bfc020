//! Entering and leaving the terminal's explorer mode on every path: normal exit, error, panic
//! and signals (SIGTERM, SIGHUP, SIGINT, SIGQUIT).

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
/// returns and the guard restores the terminal. No polling.
///
/// When the terminal has gone away (SIGHUP after its window closed), crossterm's reader never
/// returns: it retries a read that keeps giving end-of-file, spinning a core. So if the loop has
/// not ended soon after the signal, this thread restores what it can and ends the process.
#[cfg(unix)]
pub fn watch_signals() -> io::Result<()> {
    use signal_hook::consts::{SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGWINCH};
    let mut signals = signal_hook::iterator::Signals::new([SIGTERM, SIGHUP, SIGINT, SIGQUIT])?;
    std::thread::Builder::new()
        .name("uriscope-signals".to_string())
        .spawn(move || {
            if let Some(signal) = signals.forever().next() {
                STOP.store(true, Ordering::SeqCst);
                let _ = signal_hook::low_level::raise(SIGWINCH);
                std::thread::sleep(std::time::Duration::from_secs(2));
                leave(true);
                std::process::exit(128 + signal);
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
