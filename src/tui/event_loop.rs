//! The loop: draw, sleep until an event, turn it into actions, update, perform the effects.
//! The only place that touches the terminal, the clipboard and the clock.

use std::io::{self, stdout};
use std::time::{Duration, Instant};

use crossterm::event::{self, Event, KeyEventKind, MouseEventKind};

use super::action::{Action, Effect};
use super::app::App;
use super::clipboard::{Clipboard, Environment, SystemClipboard};
use super::explore_options::ExploreOptions;
use super::overlays::quiz::show_behind;
use super::panes::quiz::QuizPane;
use super::terminal::{self, TerminalGuard};
use super::theme::Theme;
use super::{keymap, ui};
use crate::core::tools::quiz::session::Session;

/// How long a status message stays.
const MESSAGE_TIME: Duration = Duration::from_secs(4);

pub fn run(
    options: ExploreOptions,
    quiz: Option<(Session, Option<u64>)>,
) -> io::Result<Option<Session>> {
    let mut app = App::new(&options, Theme::from_env());
    if let Some((session, seed)) = quiz {
        app.quiz = QuizPane::new(session, seed);
        show_behind(&mut app);
    }
    // Declared before the terminal so that it is dropped after the terminal is restored.
    let mut clipboard = SystemClipboard::new(Environment::detect(), stdout());
    // Our own binary serves X11 and Wayland copies after we exit (`uriscope clipboard-serve`).
    if let Ok(program) = std::env::current_exe() {
        clipboard = clipboard.with_helper(program);
    }
    let result = {
        let mut guard = TerminalGuard::enter(options.mouse)?;
        // Create crossterm's event source before a signal could need to wake it.
        let _ = event::poll(Duration::ZERO);
        terminal::watch_signals()?;
        run_loop(&mut guard, &mut app, &mut clipboard)
    };
    drop(clipboard);
    result.map(|()| app.quiz.session)
}

fn run_loop(
    guard: &mut TerminalGuard,
    app: &mut App,
    clipboard: &mut impl Clipboard,
) -> io::Result<()> {
    let size = guard.terminal.size()?;
    app.update(Action::Resize(size.width, size.height));
    let mut deadline: Option<Instant> = None;
    let mut serial = app.message_serial;
    while !app.quit && !terminal::stopped() {
        guard.terminal.draw(|frame| ui::render(app, frame))?;
        // Block until an event; wake early only to expire the status message.
        let ready = match deadline {
            Some(at) => event::poll(at.saturating_duration_since(Instant::now()))?,
            None => true,
        };
        if terminal::stopped() {
            break;
        }
        if !ready {
            app.update(Action::ClearMessage);
            deadline = None;
            continue;
        }
        let event = event::read()?;
        if terminal::stopped() {
            break;
        }
        for action in actions(&event, app) {
            for effect in app.update(action) {
                perform(effect, app, clipboard);
            }
        }
        if app.message_serial != serial {
            serial = app.message_serial;
            deadline = app.message.as_ref().map(|_| Instant::now() + MESSAGE_TIME);
        }
    }
    Ok(())
}

/// What a terminal event means.
fn actions(event: &Event, app: &App) -> Vec<Action> {
    match event {
        Event::Key(key) if key.kind != KeyEventKind::Release => {
            keymap::action_at(*key, app.place()).into_iter().collect()
        }
        Event::Paste(text) => vec![Action::Paste(text.clone())],
        Event::Resize(w, h) => vec![Action::Resize(*w, *h)],
        Event::Mouse(mouse) if app.mouse => match mouse.kind {
            MouseEventKind::Down(_) => vec![Action::Click(mouse.column, mouse.row)],
            MouseEventKind::ScrollUp | MouseEventKind::ScrollDown => vec![Action::Wheel {
                up: mouse.kind == MouseEventKind::ScrollUp,
                x: mouse.column,
                y: mouse.row,
            }],
            _ => Vec::new(),
        },
        _ => Vec::new(),
    }
}

fn perform(effect: Effect, app: &mut App, clipboard: &mut impl Clipboard) {
    match effect {
        Effect::Quit => {}
        Effect::Copy { what, text } => {
            let message = match clipboard.copy(&text) {
                Ok(method) => method.message(what),
                Err(e) => format!("{what} not copied: {e}"),
            };
            app.update(Action::Message(message));
        }
    }
}

/// Performs effects with a given clipboard (for tests: what the loop would do).
#[cfg(test)]
pub fn perform_all(effects: Vec<Effect>, app: &mut App, clipboard: &mut impl Clipboard) {
    for effect in effects {
        perform(effect, app, clipboard);
    }
}
