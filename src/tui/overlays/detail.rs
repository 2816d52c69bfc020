//! The whole-text view (`z`, Enter on a step, `m`): what a pane cuts, in full.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

use super::{Overlay, step};
use crate::tui::action::{Action, Effect, Focus};
use crate::tui::app::App;
use crate::tui::layout;
use crate::tui::panes::detail::{DetailView, Subject};

pub struct Detail;

impl Overlay for Detail {
    fn open(&self, app: &mut App) -> Result<(), String> {
        app.detail.scroll = 0;
        app.detail.message = false;
        Ok(())
    }

    fn update(&self, app: &mut App, action: &Action) -> Option<Vec<Effect>> {
        let by = match action {
            Action::PreviousRow => -1,
            Action::NextRow => 1,
            _ => return None,
        };
        // The trace row `by` rows away, within what teach mode has revealed.
        if app.focus == Focus::Trace {
            app.trace.move_by(by, app.resolution.rows.len());
            app.detail.scroll = 0;
        }
        Some(Vec::new())
    }

    fn move_by(&self, app: &mut App, by: isize) {
        let max = view(app).max_scroll(layout::body(app.screen()));
        app.detail.scroll = step(app.detail.scroll, max + 1, by);
    }

    fn render(&self, app: &App, screen: Rect, buf: &mut Buffer) {
        view(app).render(layout::body(screen), buf);
    }
}

/// The whole-text view as it is drawn now: the selected trace row from the trace pane, the
/// texts from any other.
fn view(app: &App) -> DetailView<'_> {
    DetailView {
        pane: &app.detail,
        subject: if let (true, Some(message)) = (app.detail.message, &app.message) {
            Subject::Message(message)
        } else if app.focus == Focus::Trace {
            Subject::Step(app.trace.cursor)
        } else {
            Subject::Texts(Box::new(app.texts()))
        },
        resolution: &app.resolution,
        theme: &app.theme,
    }
}
