//! The equivalence view (`=`): the Base and Reference fields' texts compared under every
//! notion of equivalence, one notion's ladder shown at a time, copied as Markdown (`M`) or
//! plain text (`T`).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

use super::{Overlay, step};
use crate::tui::action::{Action, Effect};
use crate::tui::app::App;
use crate::tui::layout;
use crate::tui::markdown;
use crate::tui::panes::equivalence::EquivalenceView;
use crate::tui::plain_text;

pub struct Equivalence;

impl Overlay for Equivalence {
    fn open(&self, app: &mut App) -> Result<(), String> {
        let (a, b) = (
            app.base.value().to_string(),
            app.resolution.reference().to_string(),
        );
        app.equivalence.compare(&a, &b);
        Ok(())
    }

    /// The notion before or after the one shown; `M` and `T` copy the view.
    fn update(&self, app: &mut App, action: &Action) -> Option<Vec<Effect>> {
        let pane = &app.equivalence;
        let by = match action {
            Action::PreviousRow => -1,
            Action::NextRow => 1,
            Action::CopyTrace => {
                return Some(vec![Effect::Copy {
                    what: "equivalence (Markdown)",
                    text: markdown::equivalence_document(&pane.verdicts, pane.notion),
                }]);
            }
            Action::CopyText => {
                return Some(vec![Effect::Copy {
                    what: "equivalence (plain text)",
                    text: plain_text::equivalence_document(&pane.verdicts, pane.notion),
                }]);
            }
            _ => return None,
        };
        app.equivalence.choose(by);
        Some(Vec::new())
    }

    fn move_by(&self, app: &mut App, by: isize) {
        let max = view(app).max_scroll(layout::body(app.screen()));
        app.equivalence.scroll = step(app.equivalence.scroll, max + 1, by);
    }

    fn render(&self, app: &App, screen: Rect, buf: &mut Buffer) {
        view(app).render(layout::body(screen), buf);
    }
}

fn view(app: &App) -> EquivalenceView<'_> {
    EquivalenceView {
        pane: &app.equivalence,
        theme: &app.theme,
    }
}
