//! What the App lends each pane to draw: a view of the state the pane owns and of the data it
//! shows, never the App itself, so a pane cannot read another pane's state. The same views
//! bound scrolling and find what a click hit, so drawing and input agree.

use ratatui::layout::Rect;

use super::action::Focus;
use super::app::App;
use super::layout::{self, Areas};
use super::panes::compare::CompareView;
use super::panes::components::ComponentsView;
use super::panes::copy_as::CopyAsView;
use super::panes::detail::{DetailView, Subject};
use super::panes::examples::ExamplesView;
use super::panes::header::HeaderView;
use super::panes::help::HelpView;
use super::panes::input::InputView;
use super::panes::libraries::LibrariesView;
use super::panes::links::LinksView;
use super::panes::redirects::RedirectsView;
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

    /// The whole-text view as it is drawn now: the selected trace row from the trace pane, the
    /// texts from any other.
    pub fn detail_view(&self) -> DetailView<'_> {
        DetailView {
            pane: &self.detail,
            subject: if let (true, Some(message)) = (self.detail.message, &self.message) {
                Subject::Message(message)
            } else if self.focus == Focus::Trace {
                Subject::Step(self.trace.cursor)
            } else {
                Subject::Texts(Box::new(self.texts()))
            },
            resolution: &self.resolution,
            theme: &self.theme,
        }
    }

    /// The compare view as it is drawn now.
    pub fn compare_view(&self) -> CompareView<'_> {
        CompareView {
            pane: &self.compare,
            base: self.base.value(),
            reference: self.resolution.reference(),
            spec: self.spec,
            theme: &self.theme,
        }
    }

    /// The help as it is drawn now.
    pub fn help_view(&self) -> HelpView<'_> {
        HelpView {
            pane: &self.help,
            search: &self.search,
            theme: &self.theme,
        }
    }

    /// The examples browser as it is drawn now.
    pub fn examples_view(&self) -> ExamplesView<'_> {
        ExamplesView {
            pane: &self.examples,
            teaching: self.trace.teach.is_some(),
            search: &self.search,
            theme: &self.theme,
        }
    }

    /// The `l` chooser as it is drawn now, the rows shown already marked.
    pub fn libraries_view(&self) -> LibrariesView<'_> {
        let shown = if self.libraries.for_compare {
            self.compared_specs()
        } else {
            vec![self.spec]
        };
        LibrariesView {
            pane: &self.libraries,
            search: &self.search,
            shown,
            theme: &self.theme,
        }
    }

    /// The `C` chooser as it is drawn now, the selected choice's text below the list.
    pub fn copy_as_view(&self) -> CopyAsView<'_> {
        CopyAsView {
            pane: &self.copy_as,
            preview: self.copy_text(self.copy_as.selected()),
            theme: &self.theme,
        }
    }

    /// The redirect browser as it is drawn now.
    pub fn redirects_view(&self) -> RedirectsView<'_> {
        RedirectsView {
            pane: &self.redirects,
            search: &self.search,
            theme: &self.theme,
        }
    }

    /// The links browser as it is drawn now.
    pub fn links_view(&self) -> LinksView<'_> {
        LinksView {
            pane: &self.links,
            search: &self.search,
            theme: &self.theme,
        }
    }
}
