//! The `l` chooser: a library profile at a release; from the compare view, a library's row to
//! add or take away.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

use super::Overlay;
use crate::core::vocabulary::spec::Spec;
use crate::tui::action::{Action, Effect};
use crate::tui::app::App;
use crate::tui::layout;
use crate::tui::overlay_id::OverlayId;
use crate::tui::panes::libraries::LibrariesView;

pub struct Libraries;

impl Overlay for Libraries {
    fn open(&self, app: &mut App) -> Result<(), String> {
        let for_compare = app.overlay == Some(OverlayId::Compare);
        app.libraries.open_at(app.spec, for_compare);
        Ok(())
    }

    fn update(&self, app: &mut App, action: &Action) -> Option<Vec<Effect>> {
        match action {
            Action::ChooseLibrary => Some(choose_library(app)),
            _ => None,
        }
    }

    fn listed<'a>(&self, app: &'a mut App) -> Option<(Vec<usize>, &'a mut usize)> {
        Some((
            app.libraries.matches(&app.search),
            &mut app.libraries.cursor,
        ))
    }

    fn render(&self, app: &App, screen: Rect, buf: &mut Buffer) {
        view(app).render(layout::overlay(screen), buf);
    }
}

/// Enter: selects the profile; from the compare view, adds its row (and selects it) or takes
/// the row away (the selection going back to RFC 3986 where it was that row).
fn choose_library(app: &mut App) -> Vec<Effect> {
    let matches = app.libraries.matches(&app.search);
    let Some(spec) = app
        .libraries
        .selected()
        .filter(|_| matches.contains(&app.libraries.cursor))
    else {
        app.say_no_match();
        return Vec::new();
    };
    app.search.clear();
    if !app.libraries.for_compare {
        app.overlay = None;
        return app.update(Action::SelectSpec(spec));
    }
    app.overlay = Some(OverlayId::Compare);
    let rows = &mut app.compare.libraries;
    if let Some(at) = rows.iter().position(|&row| row == spec) {
        rows.remove(at);
        if app.spec == spec {
            return app.update(Action::SelectSpec(Spec::Rfc3986));
        }
        app.refresh_comparison();
        app.say(&format!("compare: {} taken away", spec.name()));
        return Vec::new();
    }
    rows.push(spec);
    app.update(Action::SelectSpec(spec))
}

/// The `l` chooser as it is drawn now, the rows shown already marked.
fn view(app: &App) -> LibrariesView<'_> {
    let shown = if app.libraries.for_compare {
        app.compared_specs()
    } else {
        vec![app.spec]
    };
    LibrariesView {
        pane: &app.libraries,
        search: &app.search,
        shown,
        theme: &app.theme,
    }
}
