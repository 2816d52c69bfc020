//! The links browser (`L`, with `--links PAGE`): the page's URL-bearing attributes, each
//! resolved against the document base URL; Enter loads one.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

use super::{Overlay, searched};
use crate::core::vocabulary::options::Options;
use crate::core::vocabulary::spec::Spec;
use crate::tui::action::{Action, Effect};
use crate::tui::app::App;
use crate::tui::layout;
use crate::tui::panes::uri_text;

pub struct Links;

impl Overlay for Links {
    fn update(&self, app: &mut App, action: &Action) -> Option<Vec<Effect>> {
        match action {
            Action::LoadLink => load_link(app),
            _ => return None,
        }
        Some(Vec::new())
    }

    fn listed<'a>(&self, app: &'a mut App) -> Option<(Vec<usize>, &'a mut usize)> {
        Some((app.links.matches(&app.search), &mut app.links.cursor))
    }

    fn render(&self, app: &App, screen: Rect, buf: &mut Buffer) {
        searched(app, &app.links).render(layout::overlay(screen), buf);
    }
}

/// The selected link, resolved against the page's base under the WHATWG URL Standard.
fn load_link(app: &mut App) {
    let listed = app.links.selected();
    let Some(entry) = listed.filter(|e| app.search.matches(&e.haystack())) else {
        app.say_no_match();
        return;
    };
    let (against, value, line) = (entry.against.clone(), entry.value.clone(), entry.line);
    let place = entry.place.clone();
    app.load(&against, &value, Spec::Whatwg, Options::default());
    let text = format!(
        "loaded line {line}'s {place}: {} against the page's base {}",
        uri_text::value(Some(&value)),
        uri_text::value(Some(&against))
    );
    app.say(&text);
}
