//! What the App lends each pane to draw: a view of the state the pane owns and of the data it
//! shows, never the App itself, so a pane cannot read another pane's state. The same views
//! bound scrolling and find what a click hit, so drawing and input agree.

use ratatui::layout::Rect;

use super::action::Focus;
use super::app::App;
use super::layout::{self, Areas};
use super::panes::components::ComponentsView;
use super::panes::header::HeaderView;
use super::panes::input::InputView;
use super::panes::result::ResultView;
use super::panes::status_bar::StatusBar;
use super::panes::trace::TraceView;

impl App {
    /// Where each pane goes on `screen` (at least the minimum size).
    pub fn areas(&self, screen: Rect) -> Areas {
        layout::areas(
            |width| self.result_view().heights(width),
            self.components_view().wanted_width(),
            self.header_view().rows(screen.width),
            screen,
        )
    }

    /// The header as it is drawn now.
    pub fn header_view(&self) -> HeaderView<'_> {
        HeaderView {
            spec: self.spec,
            options: &self.options,
            theme: &self.theme,
        }
    }

    /// The input pane as it is drawn now.
    pub fn input_view(&self) -> InputView<'_> {
        InputView {
            base: &self.base,
            reference: &self.reference,
            target: self
                .target_mode
                .then_some(self.resolution.relative.as_ref())
                .flatten(),
            focus: self.focus,
            covered: self.overlay.is_some(),
            theme: &self.theme,
        }
    }

    /// The status bar as it is drawn now.
    pub fn status_bar(&self) -> StatusBar<'_> {
        StatusBar {
            place: self.place(),
            message: self.message.as_deref(),
            theme: &self.theme,
        }
    }

    /// Whether `pane` has focus with no overlay over it.
    fn focused(&self, pane: Focus) -> bool {
        self.focus == pane && self.overlay.is_none()
    }

    /// The trace pane as it is drawn now.
    pub fn trace_view(&self) -> TraceView<'_> {
        TraceView {
            pane: &self.trace,
            resolution: &self.resolution,
            theme: &self.theme,
            focused: self.focused(Focus::Trace),
        }
    }

    /// The components pane as it is drawn now.
    pub fn components_view(&self) -> ComponentsView<'_> {
        ComponentsView {
            pane: &self.components,
            texts: self.texts(),
            resolution: &self.resolution,
            theme: &self.theme,
            focused: self.focused(Focus::Components),
        }
    }

    /// The result pane as it is drawn now.
    pub fn result_view(&self) -> ResultView<'_> {
        ResultView {
            pane: &self.result,
            resolution: &self.resolution,
            example: self.current_example(),
            result_hidden: self.result_hidden(),
            theme: &self.theme,
            focused: self.focused(Focus::Result),
        }
    }
}
