//! The compare view (`c`): every specification's result side by side, where they part, and
//! the library rows chosen with `l`.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

use super::{Overlay, step};
use crate::tui::action::{Action, Effect};
use crate::tui::app::App;
use crate::tui::layout;
use crate::tui::panes::compare::CompareView;

pub struct Compare;

impl Overlay for Compare {
    fn open(&self, app: &mut App) -> Result<(), String> {
        if app.result_hidden() {
            return Err(
                "teach mode hides the answer, and compare shows every specification's: \
                        reveal every step (Space/→) or leave teach mode (t) first"
                    .to_string(),
            );
        }
        app.compare.scroll = 0;
        app.refresh_comparison();
        Ok(())
    }

    /// The specification above or below the selected one.
    fn update(&self, app: &mut App, action: &Action) -> Option<Vec<Effect>> {
        let down = match action {
            Action::PreviousSpec => false,
            Action::NextSpec => true,
            _ => return None,
        };
        let shown = app.compared_specs();
        let i = shown.iter().position(|s| *s == app.spec).unwrap_or(0);
        let next = if down {
            (i + 1).min(shown.len() - 1)
        } else {
            i.saturating_sub(1)
        };
        if next == i {
            return Some(Vec::new());
        }
        Some(app.update(Action::SelectSpec(shown[next])))
    }

    fn move_by(&self, app: &mut App, by: isize) {
        let max = view(app).max_scroll(layout::body(app.screen()));
        app.compare.scroll = step(app.compare.scroll, max + 1, by);
    }

    fn render(&self, app: &App, screen: Rect, buf: &mut Buffer) {
        view(app).render(layout::body(screen), buf);
    }
}

/// The compare view as it is drawn now.
fn view(app: &App) -> CompareView<'_> {
    CompareView {
        pane: &app.compare,
        base: app.base.value(),
        reference: app.resolution.reference(),
        spec: app.spec,
        theme: &app.theme,
    }
}
