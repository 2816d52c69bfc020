//! The redirect browser (`H`, with `--redirects FILE`): each hop of a chain, what every client
//! makes of its `Location`; Enter loads one.

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

pub struct Redirects;

impl Overlay for Redirects {
    fn update(&self, app: &mut App, action: &Action) -> Option<Vec<Effect>> {
        match action {
            Action::LoadHop => load_hop(app),
            _ => return None,
        }
        Some(Vec::new())
    }

    fn listed<'a>(&self, app: &'a mut App) -> Option<(Vec<usize>, &'a mut usize)> {
        Some((
            app.redirects.matches(&app.search),
            &mut app.redirects.cursor,
        ))
    }

    fn render(&self, app: &App, screen: Rect, buf: &mut Buffer) {
        searched(app, &app.redirects).render(layout::overlay(screen), buf);
    }
}

/// The selected hop's `Location` against the URL it answered, under the WHATWG URL Standard
/// with the Fetch Standard's location URL rule on: what a browser does with it.
fn load_hop(app: &mut App) {
    let kept = app.redirects.matches(&app.search);
    let listed = app.redirects.selected();
    let Some(hop) = listed.filter(|_| kept.contains(&app.redirects.cursor)) else {
        app.say_no_match();
        return;
    };
    let number = app.redirects.cursor + 1;
    let Some(location) = hop.location.as_deref() else {
        app.say(&format!(
            "hop {number} has no Location: the chain ends there, nothing to resolve"
        ));
        return;
    };
    // As the browser column reads it: bytes that are not UTF-8 as U+FFFD.
    let location = String::from_utf8_lossy(location).into_owned();
    let url = hop.url.clone();
    let location_url = Options {
        location_url: true,
        ..Options::default()
    };
    app.load(&url, &location, Spec::Whatwg, location_url);
    let text = format!(
        "loaded hop {number}'s Location {} against the URL it answered, {}, as browsers \
         resolve it: the WHATWG URL Standard, then the Fetch Standard's location URL rule \
         (F turns it off)",
        uri_text::value(Some(&location)),
        uri_text::value(Some(&url))
    );
    app.say(&text);
}
