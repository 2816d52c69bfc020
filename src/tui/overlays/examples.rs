//! The examples browser (`e`): every specification's and library's examples, filtered by
//! specification or library, searched with `/`; Enter loads one (one of RFC 3986 §6's, which
//! compare two URIs, opens the equivalence view on them).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

use super::Overlay;
use crate::core::tools::examples::Expected;
use crate::core::vocabulary::spec::Spec;
use crate::tui::action::{Action, Effect};
use crate::tui::app::App;
use crate::tui::layout;
use crate::tui::overlay_id::OverlayId;
use crate::tui::panes::examples::ExamplesView;
use crate::tui::panes::uri_text;

pub struct Examples;

impl Overlay for Examples {
    fn update(&self, app: &mut App, action: &Action) -> Option<Vec<Effect>> {
        match action {
            Action::ExamplesOf(_) | Action::ExamplesOfNextLibrary => {
                app.examples.only = match action {
                    Action::ExamplesOf(spec) if app.examples.only != *spec => *spec,
                    Action::ExamplesOfNextLibrary => next_library(app.examples.only),
                    // The same key again shows every specification's examples.
                    _ => None,
                };
                let matches = app.examples.matches(&app.search);
                if !matches.contains(&app.examples.cursor) {
                    app.examples.cursor = matches.first().copied().unwrap_or(0);
                }
            }
            Action::LoadExample => load_example(app),
            _ => return None,
        }
        Some(Vec::new())
    }

    fn listed<'a>(&self, app: &'a mut App) -> Option<(Vec<usize>, &'a mut usize)> {
        Some((app.examples.matches(&app.search), &mut app.examples.cursor))
    }

    fn render(&self, app: &App, screen: Rect, buf: &mut Buffer) {
        view(app).render(layout::overlay(screen), buf);
    }
}

/// Loads the selected example, if the browser lists it (with nothing listed, Enter loads
/// nothing).
fn load_example(app: &mut App) {
    let listed = app.examples.selected();
    let Some(entry) = listed.filter(|e| app.examples.keeps(e, &app.search)) else {
        app.say_no_match();
        return;
    };
    let example = entry.example.clone();
    app.load(
        &example.base,
        &example.reference,
        example.spec,
        example.options,
    );
    let text = format!(
        "loaded {} example {} against {} ({})",
        example.spec.name(),
        uri_text::value(Some(&example.reference)),
        uri_text::value(Some(&example.base)),
        example.source
    );
    app.say(&text);
    // RFC 3986 §6's examples compare their two texts: the equivalence view shows the ladder.
    if matches!(example.expected, Expected::Same(_)) {
        let _ = app.update(Action::Open(OverlayId::Equivalence));
    }
}

/// The library after `only` in the registry's order, for the examples browser's filter: the
/// first after a specification or none, none after the last.
fn next_library(only: Option<Spec>) -> Option<Spec> {
    let mut libraries = Spec::profiles();
    if let Some(Spec::Library(current)) = only {
        libraries.find(|spec| matches!(spec, Spec::Library(p) if p.same_library(current)));
    }
    libraries.next()
}

/// The examples browser as it is drawn now.
fn view(app: &App) -> ExamplesView<'_> {
    ExamplesView {
        pane: &app.examples,
        teaching: app.trace.teach.is_some(),
        search: &app.search,
        theme: &app.theme,
    }
}
