//! The explorer's one state, and `update`: every change goes through it; side effects come back
//! as [`Effect`] values for the loop to perform.

use ratatui::layout::Rect;
use tui_input::InputRequest;

use super::action::{Action, Effect, Focus};
use super::explore_options::{DEFAULT_BASE, DEFAULT_REFERENCE, DEFAULT_SPEC, ExploreOptions};
use super::field::{Field, Removed};
use super::keymap::Place;
use super::overlay_id::OverlayId;
use super::panes::compare::ComparePane;
use super::panes::components::ComponentsPane;
use super::panes::copy_as::{CopyAsPane, Copyable};
use super::panes::detail::DetailPane;
use super::panes::equivalence::EquivalencePane;
use super::panes::examples::{ExampleEntry, ExamplesPane};
use super::panes::help::HelpPane;
use super::panes::libraries::LibrariesPane;
use super::panes::links::LinksPane;
use super::panes::quiz::QuizPane;
use super::panes::redirects::RedirectsPane;
use super::panes::result::ResultPane;
use super::panes::trace::TracePane;
use super::resolution::Resolution;
use super::role_texts::RoleTexts;
use super::search::Search;
use super::theme::Theme;
use super::{layout, shell};
use crate::core::tools::compare;
use crate::core::vocabulary::component::{Component, Role};
use crate::core::vocabulary::options::Options;
use crate::core::vocabulary::spec::Spec;
use crate::core::vocabulary::switch::Switch;

/// The explorer's state.
#[derive(Debug)]
pub struct App {
    pub base: Field,
    /// The reference typed, or in target mode the target.
    pub reference: Field,
    /// Target mode (`R`): the reference field holds a target, and the trace resolves the
    /// shortest reference to it.
    pub target_mode: bool,
    pub spec: Spec,
    /// The `l` chooser of library profiles.
    pub libraries: LibrariesPane,
    pub options: Options,
    pub focus: Focus,
    pub overlay: Option<OverlayId>,
    pub resolution: Resolution,
    // Each pane's own state, in the order of the screen and then of the overlays.
    pub components: ComponentsPane,
    pub trace: TracePane,
    pub result: ResultPane,
    pub detail: DetailPane,
    pub compare: ComparePane,
    pub equivalence: EquivalencePane,
    pub help: HelpPane,
    pub examples: ExamplesPane,
    pub links: LinksPane,
    pub redirects: RedirectsPane,
    pub copy_as: CopyAsPane,
    /// The quiz (`uriscope quiz`, or `Q`): its session, the answer typed, what was said.
    pub quiz: QuizPane,
    /// The `/` search of the open overlay (help, the examples, the links or the redirects).
    pub search: Search,
    pub message: Option<String>,
    /// Bumped for every new message, so the loop knows when to (re)start its expiry clock.
    pub message_serial: u64,
    pub size: (u16, u16),
    pub mouse: bool,
    pub theme: Theme,
    pub quit: bool,
}

impl App {
    pub fn new(options: &ExploreOptions, theme: Theme) -> Self {
        let base = options.base.as_deref().unwrap_or(DEFAULT_BASE);
        let reference = options.reference.as_deref().unwrap_or(DEFAULT_REFERENCE);
        let spec = options.spec.unwrap_or(DEFAULT_SPEC);
        let opts = options.options;
        App {
            resolution: Resolution::compute(spec, base, reference, &opts),
            base: Field::new(base),
            reference: Field::new(reference),
            target_mode: false,
            spec,
            libraries: LibrariesPane::default(),
            options: opts,
            // Outside the text fields, so that `q`, `?` and Esc do what they do in other
            // programs; `r` or `b` edits.
            focus: Focus::Trace,
            overlay: None,
            components: ComponentsPane::default(),
            trace: TracePane::default(),
            result: ResultPane::default(),
            detail: DetailPane::default(),
            compare: ComparePane::default(),
            equivalence: EquivalencePane::default(),
            help: HelpPane::default(),
            examples: ExamplesPane::builtin(),
            links: options
                .links
                .as_ref()
                .map_or_else(LinksPane::default, |(page, url)| LinksPane::read(page, url)),
            redirects: options
                .redirects
                .as_ref()
                .map_or_else(RedirectsPane::default, |(paste, url)| {
                    RedirectsPane::read(paste, url.as_deref())
                }),
            copy_as: CopyAsPane::default(),
            quiz: QuizPane::default(),
            search: Search::default(),
            message: None,
            message_serial: 0,
            size: (0, 0),
            mouse: options.mouse,
            theme,
            quit: false,
        }
        .opening_on(options)
        .at_row(options.step, options.teach)
    }

    /// Teach mode with `teach` rows revealed, and the row `step` selected (both from 1), as a
    /// reopening line gives them.
    fn at_row(mut self, step: Option<usize>, teach: Option<usize>) -> Self {
        let rows = self.resolution.rows.len();
        let mut said = Vec::new();
        if let Some(revealed) = teach {
            let shown = revealed.clamp(1, rows.max(1));
            self.trace.teach = Some(shown - 1);
            if shown != revealed {
                said.push(format!(
                    "--teach {revealed}: the trace has {rows} rows, all revealed"
                ));
            }
        }
        if let Some(step) = step {
            let visible = self.trace.visible(rows).max(1);
            let selected = step.clamp(1, visible);
            self.trace.cursor = selected - 1;
            if selected != step {
                said.push(format!(
                    "--step {step}: row {selected} of {visible} is selected"
                ));
            }
        }
        if !said.is_empty() {
            self.say(&said.join("; "));
        }
        self
    }

    /// With a page given, the explorer opens on its links; with a paste, on its redirects.
    fn opening_on(mut self, options: &ExploreOptions) -> Self {
        if options.links.is_some() {
            self.overlay = Some(OverlayId::Links);
        } else if options.redirects.is_some() {
            self.overlay = Some(OverlayId::Redirects);
        }
        self
    }

    /// Where keys go now.
    pub fn place(&self) -> Place {
        Place {
            focus: self.focus,
            overlay: self.overlay,
            searching: self.search.typing
                && self
                    .overlay
                    .is_some_and(|overlay| overlay.about().searchable),
        }
    }

    /// Closes the open overlay; its search goes, and the comparison is dropped.
    pub fn close_overlay(&mut self) {
        self.overlay = None;
        self.compare.comparison = None;
        self.search.clear();
    }

    /// Says that nothing matches the search (or how to start one).
    pub fn say_no_match(&mut self) {
        let text = if self.search.query.is_empty() {
            "/ starts a search".to_string()
        } else {
            format!("nothing matches `{}`", self.search.query)
        };
        self.say(&text);
    }

    /// A mouse click: a specification tab selects it, a component row selects it, anything else
    /// focuses the pane under it.
    pub(super) fn click(&mut self, x: u16, y: u16) {
        if self.overlay.is_some() {
            return;
        }
        let screen = self.screen();
        if !layout::fits(screen) {
            return;
        }
        let areas = self.areas(screen);
        if let Some(spec) = super::panes::header::spec_at(areas.header, self.spec, x, y) {
            self.update(Action::SelectSpec(spec));
            return;
        }
        let Some(focus) = layout::focus_at(&areas, x, y) else {
            return;
        };
        match focus {
            Focus::Components => {
                if let Some(i) = self.components_view().component_at(areas.components, y) {
                    self.components.cursor = i;
                }
            }
            Focus::Trace => self.click_trace(areas.trace, y),
            _ => {}
        }
        self.focus = focus;
    }

    /// A click on row `y` of the trace pane selects the row drawn there.
    fn click_trace(&mut self, pane: Rect, y: u16) {
        if let Some(row) = self.trace_view().row_at(pane, y) {
            self.trace.cursor = row;
        }
    }

    /// The whole screen, as the last resize gave it.
    pub fn screen(&self) -> Rect {
        Rect::new(0, 0, self.size.0, self.size.1)
    }

    /// The focused text field (the reference field when focus is not in a field).
    fn field_mut(&mut self) -> &mut Field {
        match self.focus {
            Focus::Base => &mut self.base,
            _ => &mut self.reference,
        }
    }

    pub(super) fn edit(&mut self, request: InputRequest) {
        if self.focus.is_field() && self.field_mut().edit(request) {
            self.recompute();
        }
    }

    /// Changes one switch, when the selected specification reads it; says what happened either
    /// way, in the words of the one place that names switches ([`Switch`]).
    pub(super) fn change_switch(&mut self, switch: &Switch) {
        if !switch.applies_to(self.spec) {
            let text = format!(
                "{} does not apply to {}: {}",
                switch.name(),
                self.spec.name(),
                switch.applies_to_words()
            );
            self.say(&text);
            return;
        }
        switch.cycle(&mut self.options);
        let text = format!(
            "{}: {} ({})",
            switch.name(),
            switch.value(&self.options),
            switch.citation()
        );
        self.say(&text);
        self.recompute();
    }

    /// Shows `text` in the status bar.
    pub fn say(&mut self, text: &str) {
        self.message = Some(text.to_string());
        self.message_serial += 1;
    }

    /// Into target mode, the field takes the result as its target (the trace then resolves the
    /// shortest reference to it); out of it, the reference the trace resolved.
    pub(super) fn toggle_target(&mut self) {
        let value = match (self.target_mode, self.resolution.result()) {
            (false, Ok(result)) => result.to_string(),
            _ => self.resolution.reference().to_string(),
        };
        self.target_mode = !self.target_mode;
        self.reference.set(&value);
        self.recompute();
        // Into target mode, the Target field is open to type in at once.
        if self.target_mode {
            self.focus_on(Focus::Reference);
        }
        self.say(if self.target_mode {
            "target mode: type where the link should lead; the trace resolves the shortest \
             reference there · Esc leaves the field · R outside it: back, with that reference"
        } else {
            "reference mode: the Reference field holds the reference target mode found"
        });
    }

    /// Resolves again after any change of input, specification or options.
    pub fn recompute(&mut self) {
        let update = match self.target_mode {
            true => Resolution::update_to_target,
            false => Resolution::update,
        };
        update(
            &mut self.resolution,
            self.spec,
            self.base.value(),
            self.reference.value(),
            &self.options,
        );
        self.result.scroll = 0;
        if self.trace.teach.is_some() {
            // A new exercise: teaching starts again at its first step.
            self.trace.restart();
        }
        self.trace.fit(self.resolution.rows.len());
        if self.compare.comparison.is_some() {
            self.refresh_comparison();
        }
    }

    /// The comparison of the specifications and the library rows; a profile selected joins
    /// the rows, and stays until the chooser takes it away.
    pub fn refresh_comparison(&mut self) {
        if self.spec.is_profile() && !self.compare.libraries.contains(&self.spec) {
            self.compare.libraries.push(self.spec);
        }
        self.compare.comparison = Some(compare::compare_with(
            self.base.value(),
            self.resolution.reference(),
            &self.options,
            &self.compare.libraries,
        ));
    }

    /// The rows of the compare view: the specifications, and the profile selected when it was
    /// opened or since.
    pub fn compared_specs(&self) -> Vec<Spec> {
        match &self.compare.comparison {
            Some(comparison) => comparison.rows.iter().map(|row| row.spec).collect(),
            None => Spec::ALL.to_vec(),
        }
    }

    /// A turn of the wheel scrolls what is under the pointer: the open overlay, or the pane
    /// there, which takes the focus; over the fields and the bars it does nothing.
    pub(super) fn wheel(&mut self, by: isize, x: u16, y: u16) {
        if self.overlay.is_none() {
            let screen = self.screen();
            if !layout::fits(screen) {
                return;
            }
            match layout::focus_at(&self.areas(screen), x, y) {
                Some(pane @ (Focus::Trace | Focus::Components | Focus::Result)) => {
                    self.focus = pane;
                }
                _ => return,
            }
        }
        self.move_cursor(by);
    }

    /// Tab and Shift-Tab: the next or previous pane (`by` 1 or -1), closing any overlay.
    pub(super) fn cycle_focus(&mut self, by: isize) {
        self.overlay = None;
        let i = Focus::ORDER
            .iter()
            .position(|f| *f == self.focus)
            .unwrap_or(0);
        let n = Focus::ORDER.len() as isize;
        self.focus = Focus::ORDER[(i as isize + by).rem_euclid(n) as usize];
        // A message belongs to the pane it was said in.
        self.message = None;
    }

    /// Focuses `focus`; a message said in another pane goes.
    pub(super) fn focus_on(&mut self, focus: Focus) {
        if focus != self.focus {
            self.message = None;
        }
        self.focus = focus;
    }

    /// Resolves by `spec` and says so; a profile selected in the compare view joins its rows
    /// (and stays while it is open).
    pub(super) fn select_spec(&mut self, spec: Spec) {
        self.spec = spec;
        self.compare.scroll = 0;
        self.recompute();
        let shown = self.compared_specs();
        if self.overlay == Some(OverlayId::Compare) && !shown.contains(&spec) {
            self.refresh_comparison();
        }
        let text = format!("specification: {}", spec.title());
        self.say(&text);
    }

    /// Bracketed paste: into the search while one is typed, else into the focused field (the
    /// reference field when focus is elsewhere), saying what was removed.
    pub(super) fn paste(&mut self, text: &str) {
        let removed = if self.place().searching {
            let (clean, removed) = Removed::from_paste(text);
            clean.chars().for_each(|c| self.search.push(c));
            self.follow_search();
            removed
        } else {
            if !self.focus.is_field() {
                self.focus = Focus::Reference;
            }
            let pasted = self.field_mut().paste(text);
            if pasted.changed {
                self.recompute();
            }
            pasted.removed
        };
        if let Some(note) = removed.note() {
            self.say(&note);
        }
    }

    pub(super) fn undo(&mut self) {
        if self.focus.is_field() {
            if self.field_mut().undo() {
                self.recompute();
            } else {
                self.say("nothing to undo");
            }
        }
    }

    pub(super) fn toggle_teach(&mut self) {
        if self.trace.toggle_teach() {
            self.say("teach mode: predict the next step, then Space/→ to reveal it");
        } else {
            self.say("teach mode off: every step is shown");
        }
    }

    /// Space/→ and ←: in teach mode reveal or hide a step, otherwise move.
    pub(super) fn reveal(&mut self, next: bool) {
        if self.trace.teach.is_some() {
            let rows = self.resolution.rows.len();
            self.trace.reveal(next, rows);
        } else {
            self.move_cursor(if next { 1 } else { -1 });
        }
    }

    pub(super) fn copy_result(&mut self) -> Vec<Effect> {
        match self.resolution.result() {
            Ok(uri) => vec![Effect::Copy {
                what: "result",
                text: uri.to_string(),
            }],
            Err(e) => {
                let text = format!("no result to copy: {e}");
                self.say(&text);
                Vec::new()
            }
        }
    }

    /// The status message whole, in the whole-text view.
    pub(super) fn show_message(&mut self) {
        if self.message.is_some() {
            self.open(OverlayId::Detail);
            self.detail.message = true;
        } else {
            self.say("no message to show");
        }
    }

    /// Teach mode hides the result until the last step is revealed, so a class can predict it.
    pub fn result_hidden(&self) -> bool {
        self.trace.hides_result(self.resolution.rows.len())
    }

    /// The base, the reference (in target mode, the one found) and the result, as the panes
    /// show them.
    pub fn texts(&self) -> RoleTexts<'_> {
        self.resolution.role_texts(self.result_hidden())
    }

    /// The selected component of the components pane: role, component, value.
    pub fn selected_component(&self) -> (Role, Component, Option<String>) {
        let (role, component) = self.components.selected();
        let value = self
            .texts()
            .split(role)
            .and_then(|uri| uri.get(component).map(str::to_string));
        (role, component, value)
    }

    pub(super) fn copy_component(&mut self) -> Vec<Effect> {
        let (role, component, value) = self.selected_component();
        match value {
            Some(text) if !text.is_empty() => vec![Effect::Copy {
                what: component.name(),
                text,
            }],
            nothing => {
                let state = if nothing.is_some() {
                    "empty"
                } else {
                    "undefined"
                };
                let (role, component) = (role.name(), component.name());
                self.say(&format!(
                    "the {role} {component} is {state}: nothing to copy"
                ));
                Vec::new()
            }
        }
    }

    /// What `C` copies as `choice`: the command line, the line that reopens this screen (its
    /// trace row, its teach mode), or a program calling a library.
    pub fn copy_text(&self, choice: Copyable) -> String {
        let (spec, options) = (self.spec, &self.options);
        let (base, reference) = (self.base.value(), self.resolution.reference());
        match choice {
            Copyable::Resolve => shell::command_line(spec, options, base, reference),
            Copyable::Explore => {
                let teach = self.trace.teach.map(|last| last + 1);
                let step = self.trace.cursor + 1;
                shell::explore_line(spec, options, base, reference, step, teach)
            }
            Copyable::Snippet(language) => {
                crate::words::snippet::snippet(language, spec, options, base, reference)
            }
        }
    }

    /// Loads `base` and `reference` from a browser, which closes, to resolve by `spec` with
    /// `options`: the trace starts over, focused.
    pub fn load(&mut self, base: &str, reference: &str, spec: Spec, options: Options) {
        self.target_mode = false;
        self.base.set(base);
        self.reference.set(reference);
        self.spec = spec;
        self.options = options;
        self.overlay = None;
        self.search.clear();
        self.trace.restart();
        self.focus = Focus::Trace;
        self.recompute();
    }

    /// The built-in example that matches what is on screen, if any.
    pub fn current_example(&self) -> Option<&ExampleEntry> {
        self.examples.entries.iter().find(|e| {
            e.example.spec == self.spec
                && e.example.options == self.options
                && e.example.base == self.base.value()
                && e.example.reference == self.reference.value()
        })
    }
}
