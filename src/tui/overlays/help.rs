//! Help (`?`, F1): every key by where it acts, and every symbol the panes draw; `/` searches it.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

use super::{Overlay, searched, step};
use crate::tui::app::App;
use crate::tui::layout;
use crate::tui::panes::block::overlay_inner;
use crate::tui::panes::help;

pub struct Help;

impl Overlay for Help {
    fn open(&self, app: &mut App) -> Result<(), String> {
        app.help.scroll = 0;
        Ok(())
    }

    fn move_by(&self, app: &mut App, by: isize) {
        // Within the positions that show something: the last page's top at most.
        let window = layout::overlay(app.screen());
        let lines = searched(app, &app.help).line_count(window);
        let height = overlay_inner(window).height as usize;
        let positions = lines.saturating_sub(height) + 1;
        app.help.scroll = step(app.help.scroll.min(positions - 1), positions, by);
    }

    /// Help's search marks its matches in place: typing goes back to the first.
    fn follow_search(&self, app: &mut App) {
        app.help.selected = 0;
        app.help.scroll = 0;
    }

    fn next_match(&self, app: &mut App, forward: bool) {
        let count = help::matches(&app.search).len();
        if count == 0 {
            app.say_no_match();
        } else if forward {
            app.help.selected = (app.help.selected + 1) % count;
        } else {
            app.help.selected = (app.help.selected + count - 1) % count;
        }
    }

    fn render(&self, app: &App, screen: Rect, buf: &mut Buffer) {
        searched(app, &app.help).render(layout::overlay(screen), buf);
    }
}
