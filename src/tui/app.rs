//! The explorer's one state, and `update`: every change goes through it; side effects come back
//! as [`Effect`] values for the loop to perform.

use ratatui::layout::Rect;
use tui_input::InputRequest;

use super::action::{Action, Effect, Focus, Overlay};
use super::explore_options::{DEFAULT_BASE, DEFAULT_REFERENCE, DEFAULT_SPEC, ExploreOptions};
use super::field::{Field, Removed};
use super::keymap::Place;
use super::panes::compare::ComparePane;
use super::panes::components::ComponentsPane;
use super::panes::copy_as::{CopyAsPane, Copyable};
use super::panes::detail::DetailPane;
use super::panes::examples::{ExampleEntry, ExamplesPane};
use super::panes::help::{self, HelpPane};
use super::panes::libraries::LibrariesPane;
use super::panes::links::LinksPane;
use super::panes::redirects::RedirectsPane;
use super::panes::result::ResultPane;
use super::panes::trace::TracePane;
use super::panes::uri_text::RoleTexts;
use super::resolution::Resolution;
use super::search::{self, Search};
use super::theme::Theme;
use super::{layout, markdown, plain_text, shell};
use crate::core::tools::compare;
use crate::core::vocabulary::component::{Component, Role};
use crate::core::vocabulary::options::Options;
use crate::core::vocabulary::spec::Spec;
use crate::core::vocabulary::switch::Switch;

/// Rows moved by PgUp/PgDn and by one turn of the mouse wheel.
const PAGE: usize = 10;
const WHEEL: usize = 3;

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
    pub overlay: Option<Overlay>,
    pub resolution: Resolution,
    // Each pane's own state, in the order of the screen and then of the overlays.
    pub components: ComponentsPane,
    pub trace: TracePane,
    pub result: ResultPane,
    pub detail: DetailPane,
    pub compare: ComparePane,
    pub help: HelpPane,
    pub examples: ExamplesPane,
    pub links: LinksPane,
    pub redirects: RedirectsPane,
    pub copy_as: CopyAsPane,
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
        if let Some(revealed) = teach {
            self.trace.teach = Some(revealed.clamp(1, rows.max(1)) - 1);
        }
        if let Some(step) = step {
            let visible = self.trace.visible(rows);
            self.trace.cursor = step.clamp(1, visible.max(1)) - 1;
        }
        self
    }

    /// With a page given, the explorer opens on its links; with a paste, on its redirects.
    fn opening_on(mut self, options: &ExploreOptions) -> Self {
        if options.links.is_some() {
            self.overlay = Some(Overlay::Links);
        } else if options.redirects.is_some() {
            self.overlay = Some(Overlay::Redirects);
        }
        self
    }

    /// Changes the state; returns what the loop must do.
    pub fn update(&mut self, action: Action) -> Vec<Effect> {
        // Behind the "too small" screen only quitting and resizing act: keys pressed there
        // would change what shows once the terminal is large enough. (The size is unknown,
        // (0, 0), until the first resize.)
        let too_small = self.size != (0, 0) && !layout::fits(self.screen());
        if too_small && !matches!(action, Action::Quit | Action::Resize(..)) {
            return Vec::new();
        }
        match action {
            Action::Quit => {
                self.quit = true;
                return vec![Effect::Quit];
            }
            Action::FocusNext | Action::FocusPrev => {
                self.overlay = None;
                let i = Focus::ORDER
                    .iter()
                    .position(|f| *f == self.focus)
                    .unwrap_or(0);
                let n = Focus::ORDER.len();
                let next = if action == Action::FocusNext {
                    i + 1
                } else {
                    i + n - 1
                };
                self.focus = Focus::ORDER[next % n];
                // A message belongs to the pane it was said in.
                self.message = None;
            }
            Action::Focus(focus) => {
                if focus != self.focus {
                    self.message = None;
                }
                self.focus = focus;
            }
            Action::LeaveField => self.focus = Focus::Trace,
            Action::ExplainKeys => self.say(
                "q or Ctrl-C quits · r edits the reference, b the base · ? or F1 shows every key \
                 and symbol",
            ),
            Action::ToggleHelp => {
                self.overlay = match self.overlay {
                    Some(Overlay::Help) => None,
                    _ => Some(Overlay::Help),
                };
                self.help.scroll = 0;
                self.search.clear();
            }
            Action::OpenDetail => {
                self.overlay = Some(Overlay::Detail);
                self.detail.scroll = 0;
                self.detail.message = false;
            }
            Action::ShowMessage => {
                if self.message.is_some() {
                    self.overlay = Some(Overlay::Detail);
                    self.detail.scroll = 0;
                    self.detail.message = true;
                } else {
                    self.say("no message to show");
                }
            }
            Action::PreviousRow => self.other_row(-1),
            Action::NextRow => self.other_row(1),
            Action::OpenCompare if self.result_hidden() => {
                self.say(
                    "teach mode hides the answer, and compare shows every specification's: \
                     reveal every step (Space/→) or leave teach mode (t) first",
                );
            }
            Action::OpenCompare => {
                self.overlay = Some(Overlay::Compare);
                self.compare.scroll = 0;
                self.refresh_comparison();
            }
            Action::PreviousSpec | Action::NextSpec => {
                let shown = self.compared_specs();
                let i = shown.iter().position(|s| *s == self.spec).unwrap_or(0);
                let n = shown.len();
                let next = if action == Action::NextSpec {
                    (i + 1).min(n - 1)
                } else {
                    i.saturating_sub(1)
                };
                if next != i {
                    return self.update(Action::SelectSpec(shown[next]));
                }
            }
            Action::OpenLibraries => {
                let for_compare = self.overlay == Some(Overlay::Compare);
                self.libraries.open_at(self.spec, for_compare);
                self.overlay = Some(Overlay::Libraries);
                self.search.clear();
            }
            Action::ChooseLibrary => return self.choose_library(),
            Action::OpenExamples => {
                self.overlay = Some(Overlay::Examples);
                self.search.clear();
            }
            Action::OpenLinks => {
                self.overlay = Some(Overlay::Links);
                self.search.clear();
            }
            Action::OpenRedirects => {
                self.overlay = Some(Overlay::Redirects);
                self.search.clear();
            }
            Action::CloseOverlay => self.close_overlay(),
            Action::Back => {
                if self.search.active() {
                    self.search.clear();
                } else {
                    self.close_overlay();
                }
            }
            Action::SearchStart => {
                self.search.clear();
                self.search.start();
            }
            Action::SearchInput(c) => {
                self.search.push(c);
                self.follow_search();
            }
            Action::SearchBackspace => {
                self.search.backspace();
                self.follow_search();
            }
            Action::SearchClear => self.search.clear(),
            Action::SearchDone => self.search.typing = false,
            Action::SearchNext => {
                self.search.typing = false;
                self.next_match(true);
            }
            Action::SearchPrev => {
                self.search.typing = false;
                self.next_match(false);
            }
            Action::ExamplesOf(_) | Action::ExamplesOfNextLibrary => {
                self.examples.only = match action {
                    Action::ExamplesOf(spec) if self.examples.only != spec => spec,
                    Action::ExamplesOfNextLibrary => next_library(self.examples.only),
                    // The same key again shows every specification's examples.
                    _ => None,
                };
                let matches = self.examples.matches(&self.search);
                if !matches.contains(&self.examples.cursor) {
                    self.examples.cursor = matches.first().copied().unwrap_or(0);
                }
            }
            Action::SelectSpec(spec) => {
                self.spec = spec;
                self.compare.scroll = 0;
                self.recompute();
                let shown = self.compared_specs();
                if self.overlay == Some(Overlay::Compare) && !shown.contains(&spec) {
                    // A profile selected there joins the rows (and stays while it is open).
                    self.refresh_comparison();
                }
                let text = format!("specification: {}", spec.title());
                self.say(&text);
            }
            Action::Edit(request) => self.edit(request),
            Action::Paste(text) => {
                let removed = if self.place().searching {
                    let (clean, removed) = Removed::from_paste(&text);
                    clean.chars().for_each(|c| self.search.push(c));
                    self.follow_search();
                    removed
                } else {
                    if !self.focus.is_field() {
                        self.focus = Focus::Reference;
                    }
                    let pasted = self.field_mut().paste(&text);
                    if pasted.changed {
                        self.recompute();
                    }
                    pasted.removed
                };
                if let Some(note) = removed.note() {
                    self.say(&note);
                }
            }
            Action::Undo => {
                if self.focus.is_field() {
                    if self.field_mut().undo() {
                        self.recompute();
                    } else {
                        self.say("nothing to undo");
                    }
                }
            }
            Action::Up => self.move_cursor(-1),
            Action::Down => self.move_cursor(1),
            Action::PageUp => self.move_cursor(-(PAGE as isize)),
            Action::PageDown => self.move_cursor(PAGE as isize),
            Action::Top => self.move_cursor(isize::MIN / 2),
            Action::Bottom => self.move_cursor(isize::MAX / 2),
            Action::Wheel { up, x, y } => {
                let by = WHEEL as isize;
                self.wheel(if up { -by } else { by }, x, y);
            }
            Action::ToggleTeach => {
                if self.trace.toggle_teach() {
                    self.say("teach mode: predict the next step, then Space/→ to reveal it");
                } else {
                    self.say("teach mode off: every step is shown");
                }
            }
            Action::ToggleTarget => self.toggle_target(),
            Action::RevealNext | Action::RevealPrev if self.trace.teach.is_some() => {
                let rows = self.resolution.rows.len();
                self.trace.reveal(action == Action::RevealNext, rows);
            }
            Action::RevealNext => self.move_cursor(1),
            Action::RevealPrev => self.move_cursor(-1),
            Action::CopyResult => match self.resolution.result() {
                Ok(uri) => {
                    return vec![Effect::Copy {
                        what: "result",
                        text: uri.to_string(),
                    }];
                }
                Err(e) => {
                    let text = format!("no result to copy: {e}");
                    self.say(&text);
                }
            },
            Action::CopyComponent => return self.copy_component(),
            Action::CopyTrace => {
                return vec![Effect::Copy {
                    what: "resolution (Markdown)",
                    text: markdown::document(&self.resolution),
                }];
            }
            Action::CopyText => {
                return vec![Effect::Copy {
                    what: "resolution (plain text)",
                    text: plain_text::document(&self.resolution),
                }];
            }
            Action::CopyAs => {
                self.overlay = Some(Overlay::CopyAs);
            }
            Action::CopyChoice(index) => {
                let choice = match index {
                    Some(i) => Copyable::ALL[i.min(Copyable::ALL.len() - 1)],
                    None => self.copy_as.selected(),
                };
                let text = self.copy_text(choice);
                self.close_overlay();
                return vec![Effect::Copy {
                    what: choice.name(),
                    text,
                }];
            }
            Action::CycleSwitch(switch) => self.change_switch(switch),
            Action::LoadExample => self.load_example(),
            Action::LoadLink => self.load_link(),
            Action::LoadHop => self.load_hop(),
            Action::Resize(w, h) => self.size = (w, h),
            Action::Click(x, y) => self.click(x, y),
            Action::Message(text) => self.say(&text),
            Action::ClearMessage => self.message = None,
        }
        Vec::new()
    }

    /// Where keys go now.
    pub fn place(&self) -> Place {
        Place {
            focus: self.focus,
            overlay: self.overlay,
            searching: self.search.typing
                && matches!(
                    self.overlay,
                    Some(
                        Overlay::Help
                            | Overlay::Examples
                            | Overlay::Links
                            | Overlay::Redirects
                            | Overlay::Libraries
                    )
                ),
        }
    }

    fn close_overlay(&mut self) {
        self.overlay = None;
        self.compare.comparison = None;
        self.search.clear();
    }

    /// While a search is typed, the selection goes to the first match at or after it.
    fn follow_search(&mut self) {
        match self.overlay {
            Some(Overlay::Examples | Overlay::Links | Overlay::Redirects | Overlay::Libraries) => {
                if let Some((matches, cursor)) = self.listed()
                    && !matches.contains(cursor)
                    && let Some(i) = search::next_match(&matches, *cursor, true)
                {
                    *cursor = i;
                }
            }
            Some(Overlay::Help) => {
                self.help.selected = 0;
                self.help.scroll = 0;
            }
            _ => {}
        }
    }

    /// The open list (the examples, the links, the redirects): the entries its search keeps,
    /// by index, and its selected entry.
    fn listed(&mut self) -> Option<(Vec<usize>, &mut usize)> {
        let search = &self.search;
        match self.overlay {
            Some(Overlay::Examples) => {
                Some((self.examples.matches(search), &mut self.examples.cursor))
            }
            Some(Overlay::Links) => Some((self.links.matches(search), &mut self.links.cursor)),
            Some(Overlay::Redirects) => {
                Some((self.redirects.matches(search), &mut self.redirects.cursor))
            }
            Some(Overlay::Libraries) => {
                Some((self.libraries.matches(search), &mut self.libraries.cursor))
            }
            _ => None,
        }
    }

    /// `n`/`N`/Enter: the next or previous match, wrapping around.
    fn next_match(&mut self, forward: bool) {
        match self.overlay {
            Some(Overlay::Examples | Overlay::Links | Overlay::Redirects | Overlay::Libraries) => {
                if let Some((matches, cursor)) = self.listed() {
                    match search::next_match(&matches, *cursor, forward) {
                        Some(i) => *cursor = i,
                        None => self.say_no_match(),
                    }
                }
            }
            Some(Overlay::Help) => {
                let count = help::matches(&self.search).len();
                if count == 0 {
                    self.say_no_match();
                } else if forward {
                    self.help.selected = (self.help.selected + 1) % count;
                } else {
                    self.help.selected = (self.help.selected + count - 1) % count;
                }
            }
            _ => {}
        }
    }

    fn say_no_match(&mut self) {
        let text = if self.search.query.is_empty() {
            "/ starts a search".to_string()
        } else {
            format!("nothing matches `{}`", self.search.query)
        };
        self.say(&text);
    }

    /// A mouse click: a specification tab selects it, a component row selects it, anything else
    /// focuses the pane under it.
    fn click(&mut self, x: u16, y: u16) {
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

    /// The whole-step view moves to the trace row `by` rows away (within what teach mode has
    /// revealed).
    fn other_row(&mut self, by: isize) {
        if self.focus != Focus::Trace {
            return;
        }
        self.trace.move_by(by, self.resolution.rows.len());
        self.detail.scroll = 0;
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

    fn edit(&mut self, request: InputRequest) {
        if self.focus.is_field() && self.field_mut().edit(request) {
            self.recompute();
        }
    }

    /// Changes one switch, when the selected specification reads it; says what happened either
    /// way, in the words of the one place that names switches ([`Switch`]).
    fn change_switch(&mut self, switch: &Switch) {
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

    fn say(&mut self, text: &str) {
        self.message = Some(text.to_string());
        self.message_serial += 1;
    }

    /// Into target mode, the field takes the result as its target (the trace then resolves the
    /// shortest reference to it); out of it, the reference the trace resolved.
    fn toggle_target(&mut self) {
        let value = match (self.target_mode, self.resolution.result()) {
            (false, Ok(result)) => result.to_string(),
            _ => self.resolution.reference().to_string(),
        };
        self.target_mode = !self.target_mode;
        self.reference.set(&value);
        self.recompute();
        self.say(if self.target_mode {
            "target mode: the Target field says where the link should lead; the trace resolves              the shortest reference there · r edits it · R again: back, with that reference"
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
    fn refresh_comparison(&mut self) {
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

    /// Enter in the library chooser: selects the profile; from the compare view, adds its row
    /// (and selects it) or takes the row away (the selection going back to RFC 3986 where it
    /// was that row).
    fn choose_library(&mut self) -> Vec<Effect> {
        let matches = self.libraries.matches(&self.search);
        let Some(spec) = self
            .libraries
            .selected()
            .filter(|_| matches.contains(&self.libraries.cursor))
        else {
            self.say_no_match();
            return Vec::new();
        };
        self.search.clear();
        if !self.libraries.for_compare {
            self.overlay = None;
            return self.update(Action::SelectSpec(spec));
        }
        self.overlay = Some(Overlay::Compare);
        let rows = &mut self.compare.libraries;
        if let Some(at) = rows.iter().position(|&row| row == spec) {
            rows.remove(at);
            if self.spec == spec {
                return self.update(Action::SelectSpec(Spec::Rfc3986));
            }
            self.refresh_comparison();
            self.say(&format!("compare: {} taken away", spec.name()));
            return Vec::new();
        }
        rows.push(spec);
        self.update(Action::SelectSpec(spec))
    }

    /// The rows of the compare view: the specifications, and the profile selected when it was
    /// opened or since.
    pub fn compared_specs(&self) -> Vec<Spec> {
        match &self.compare.comparison {
            Some(comparison) => comparison.rows.iter().map(|row| row.spec).collect(),
            None => Spec::ALL.to_vec(),
        }
    }

    fn move_cursor(&mut self, by: isize) {
        let step = |at: usize, len: usize| -> usize {
            if len == 0 {
                return 0;
            }
            (at as isize).saturating_add(by).clamp(0, len as isize - 1) as usize
        };
        match self.overlay {
            Some(Overlay::Help) => {
                // Within the positions that show something: the last page's top at most.
                let window = layout::overlay(self.screen());
                let lines = self.help_view().line_count(window);
                let height = super::panes::block::overlay_inner(window).height as usize;
                let positions = lines.saturating_sub(height) + 1;
                self.help.scroll = step(self.help.scroll.min(positions - 1), positions);
            }
            Some(Overlay::Examples | Overlay::Links | Overlay::Redirects | Overlay::Libraries) => {
                // Among the entries the search leaves.
                if let Some((matches, cursor)) = self.listed() {
                    let at = matches.iter().position(|&i| i >= *cursor).unwrap_or(0);
                    if let Some(&i) = matches.get(step(at, matches.len())) {
                        *cursor = i;
                    }
                }
            }
            Some(Overlay::CopyAs) => {
                self.copy_as.cursor = step(self.copy_as.cursor, Copyable::ALL.len());
            }
            Some(Overlay::Compare) => {
                let max = self.compare_view().max_scroll(layout::body(self.screen()));
                self.compare.scroll = step(self.compare.scroll, max + 1);
            }
            Some(Overlay::Detail) => {
                let max = self.detail_view().max_scroll(layout::body(self.screen()));
                self.detail.scroll = step(self.detail.scroll, max + 1);
            }
            None => match self.focus {
                Focus::Trace => self.trace.move_by(by, self.resolution.rows.len()),
                Focus::Components => self.components.move_by(by),
                Focus::Result => {
                    let screen = self.screen();
                    let max = if layout::fits(screen) {
                        let area = self.areas(screen).result;
                        self.result_view().max_scroll(area)
                    } else {
                        0
                    };
                    self.result.scroll = step(self.result.scroll, max + 1);
                }
                _ => {}
            },
        }
    }

    /// A turn of the wheel scrolls what is under the pointer: the open overlay, or the pane
    /// there, which takes the focus; over the fields and the bars it does nothing.
    fn wheel(&mut self, by: isize, x: u16, y: u16) {
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

    fn copy_component(&mut self) -> Vec<Effect> {
        let (role, component, value) = self.selected_component();
        match value {
            Some(text) if !text.is_empty() => vec![Effect::Copy {
                what: component.name(),
                text,
            }],
            Some(_) => {
                let text = format!(
                    "the {} {} is empty: nothing to copy",
                    role.name(),
                    component.name()
                );
                self.say(&text);
                Vec::new()
            }
            None => {
                let text = format!(
                    "the {} {} is undefined: nothing to copy",
                    role.name(),
                    component.name()
                );
                self.say(&text);
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
    fn load(&mut self, base: &str, reference: &str, spec: Spec, options: Options) {
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

    fn load_example(&mut self) {
        // Only an example the browser lists: with nothing listed, Enter loads nothing.
        let listed = self.examples.selected();
        let Some(entry) = listed.filter(|e| self.examples.keeps(e, &self.search)) else {
            self.say_no_match();
            return;
        };
        let example = entry.example.clone();
        self.load(
            &example.base,
            &example.reference,
            example.spec,
            example.options,
        );
        let text = format!(
            "loaded {} example {} against {} ({})",
            example.spec.name(),
            super::panes::uri_text::value(Some(&example.reference)),
            super::panes::uri_text::value(Some(&example.base)),
            example.source
        );
        self.say(&text);
    }

    fn load_link(&mut self) {
        let listed = self.links.selected();
        let Some(entry) = listed.filter(|e| self.search.matches(&e.haystack())) else {
            self.say_no_match();
            return;
        };
        let (against, value, line) = (entry.against.clone(), entry.value.clone(), entry.line);
        let place = entry.place.clone();
        self.load(&against, &value, Spec::Whatwg, Options::default());
        let text = format!(
            "loaded line {line}'s {place}: {} against the page's base {}",
            super::panes::uri_text::value(Some(&value)),
            super::panes::uri_text::value(Some(&against))
        );
        self.say(&text);
    }

    /// The selected hop's `Location` against the URL it answered, under the WHATWG URL Standard
    /// with the Fetch Standard's location URL rule on: what a browser does with it.
    fn load_hop(&mut self) {
        let kept = self.redirects.matches(&self.search);
        let listed = self.redirects.selected();
        let Some(hop) = listed.filter(|_| kept.contains(&self.redirects.cursor)) else {
            self.say_no_match();
            return;
        };
        let number = self.redirects.cursor + 1;
        let Some(location) = hop.location.as_deref() else {
            self.say(&format!(
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
        self.load(&url, &location, Spec::Whatwg, location_url);
        let text = format!(
            "loaded hop {number}'s Location {} against the URL it answered, {}, as browsers \
             resolve it: the WHATWG URL Standard, then the Fetch Standard's location URL rule \
             (F turns it off)",
            super::panes::uri_text::value(Some(&location)),
            super::panes::uri_text::value(Some(&url))
        );
        self.say(&text);
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

/// The library after `only` in the registry's order, for the examples browser's filter: the
/// first after a specification or none, none after the last.
fn next_library(only: Option<Spec>) -> Option<Spec> {
    let mut libraries = Spec::profiles();
    if let Some(Spec::Library(current)) = only {
        libraries.find(|spec| matches!(spec, Spec::Library(p) if p.same_library(current)));
    }
    libraries.next()
}
