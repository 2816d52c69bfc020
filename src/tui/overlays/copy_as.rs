//! The `C` chooser: copy the resolution as a command line, a line that reopens this screen, or
//! a program calling a library.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

use super::{Overlay, step};
use crate::tui::action::{Action, Effect};
use crate::tui::app::App;
use crate::tui::layout;
use crate::tui::panes::copy_as::{CopyAsView, Copyable};

pub struct CopyAs;

impl Overlay for CopyAs {
    fn update(&self, app: &mut App, action: &Action) -> Option<Vec<Effect>> {
        let Action::CopyChoice(index) = action else {
            return None;
        };
        // The choice of that index, or the one selected.
        let choice = match index {
            Some(i) => Copyable::ALL[(*i).min(Copyable::ALL.len() - 1)],
            None => app.copy_as.selected(),
        };
        let text = app.copy_text(choice);
        app.close_overlay();
        Some(vec![Effect::Copy {
            what: choice.name(),
            text,
        }])
    }

    fn move_by(&self, app: &mut App, by: isize) {
        app.copy_as.cursor = step(app.copy_as.cursor, Copyable::ALL.len(), by);
    }

    fn render(&self, app: &App, screen: Rect, buf: &mut Buffer) {
        view(app).render(layout::overlay(screen), buf);
    }
}

/// The `C` chooser as it is drawn now, the selected choice's text below the list.
fn view(app: &App) -> CopyAsView<'_> {
    CopyAsView {
        pane: &app.copy_as,
        preview: app.copy_text(app.copy_as.selected()),
        theme: &app.theme,
    }
}
