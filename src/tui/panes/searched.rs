//! The view of a pane that `/` searches: the links and redirect browsers, which the search
//! narrows, and the help, where it marks its matches.

use crate::tui::search::Search;
use crate::tui::theme::Theme;

/// `pane` as drawn under `search`, in `theme`.
pub struct Searched<'a, P> {
    pub pane: &'a P,
    pub search: &'a Search,
    pub theme: &'a Theme,
}
