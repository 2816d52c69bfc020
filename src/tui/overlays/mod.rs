//! Each overlay is a type: what opening it resets, what it does with an action while open,
//! how its selection or scroll moves, what its search narrows, and how it is drawn. Its name,
//! the title of its keys and whether `/` searches it are its row of
//! [`OverlayId::about`](crate::tui::overlay_id::OverlayId::about); its keys are its rows of the
//! key table (`Context::Overlay`). The explorer's `update` hands an open overlay each action
//! first, and acts itself only on what the overlay leaves.
//!
//! A new overlay is its file here, its row in [`of`], its [`OverlayId`] (a variant and its
//! `about` row), its key rows in `keymap.rs`, and the state it keeps in `App`.

mod compare;
mod copy_as;
mod detail;
mod equivalence;
mod examples;
mod help;
mod libraries;
mod links;
pub mod quiz;
mod redirects;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use crate::tui::action::{Action, Effect};
use crate::tui::app::App;
use crate::tui::overlay_id::OverlayId;
use crate::tui::panes::searched::Searched;
use crate::tui::search;

/// What an overlay does; its state is kept in [`App`], so that it survives closing (the
/// examples browser opens where it was left).
pub trait Overlay: Sync {
    /// Opening it: its state as it starts. `Err` says why it does not open.
    fn open(&self, app: &mut App) -> Result<(), String> {
        let _ = app;
        Ok(())
    }

    /// An action while it is open, before the explorer's own: `Some` when it acted (with
    /// what the loop must do), `None` to leave the action to the explorer.
    fn update(&self, app: &mut App, action: &Action) -> Option<Vec<Effect>> {
        let _ = (app, action);
        None
    }

    /// Up, Down, PgUp, PgDn, Home, End and the wheel: its selection or scroll moves by `by`
    /// rows; in a list, among the entries its search keeps.
    fn move_by(&self, app: &mut App, by: isize) {
        if let Some((matches, cursor)) = self.listed(app) {
            let at = matches.iter().position(|&i| i >= *cursor).unwrap_or(0);
            if let Some(&i) = matches.get(step(at, matches.len(), by)) {
                *cursor = i;
            }
        }
    }

    /// The list its search narrows: the entries kept (by index) and its selected entry.
    fn listed<'a>(&self, app: &'a mut App) -> Option<(Vec<usize>, &'a mut usize)> {
        let _ = app;
        None
    }

    /// While a search is typed, the selection goes to the first match at or after it.
    fn follow_search(&self, app: &mut App) {
        if let Some((matches, cursor)) = self.listed(app)
            && !matches.contains(cursor)
            && let Some(i) = search::next_match(&matches, *cursor, true)
        {
            *cursor = i;
        }
    }

    /// `n`/`N`: the next or previous match, wrapping around.
    fn next_match(&self, app: &mut App, forward: bool) {
        let found = match self.listed(app) {
            Some((matches, cursor)) => match search::next_match(&matches, *cursor, forward) {
                Some(i) => {
                    *cursor = i;
                    true
                }
                None => false,
            },
            None => return,
        };
        if !found {
            app.say_no_match();
        }
    }

    /// Draws it over the panes of `screen`.
    fn render(&self, app: &App, screen: Rect, buf: &mut Buffer);

    /// Draws it, and says where the terminal cursor goes (where a line is typed in it).
    fn draw(&self, app: &App, screen: Rect, buf: &mut Buffer) -> Option<(u16, u16)> {
        self.render(app, screen, buf);
        None
    }
}

/// The overlay named `id`: the registry, one row per overlay.
pub fn of(id: OverlayId) -> &'static dyn Overlay {
    match id {
        OverlayId::Detail => &detail::Detail,
        OverlayId::Examples => &examples::Examples,
        OverlayId::Links => &links::Links,
        OverlayId::Redirects => &redirects::Redirects,
        OverlayId::CopyAs => &copy_as::CopyAs,
        OverlayId::Libraries => &libraries::Libraries,
        OverlayId::Compare => &compare::Compare,
        OverlayId::Equivalence => &equivalence::Equivalence,
        OverlayId::Quiz => &quiz::Quiz,
        OverlayId::Help => &help::Help,
    }
}

/// `pane` as drawn under the search typed in `app`.
fn searched<'a, P>(app: &'a App, pane: &'a P) -> Searched<'a, P> {
    Searched {
        pane,
        search: &app.search,
        theme: &app.theme,
    }
}

/// `at` moved by `by` within `0..len` (0 when empty).
pub fn step(at: usize, len: usize, by: isize) -> usize {
    if len == 0 {
        return 0;
    }
    (at as isize).saturating_add(by).clamp(0, len as isize - 1) as usize
}
