//! The explorer's one state, and `update`: every change goes through it; side effects come back
//! as [`Effect`] values for the loop to perform.

use ratatui::layout::Rect;
use tui_input::InputRequest;

use super::action::{Action, Effect, Focus, Overlay};
use super::field::Field;
use super::resolution::Resolution;
use super::theme::Theme;
use super::{ExploreOptions, layout, markdown, shell};
use crate::core::compare::{self, COMPONENTS, Comparison};
use crate::core::examples::{self, Check, Example};
use crate::core::{AboveRoot, Component, Options, Rfc1808Variant, Role, Spec, UriRef};

/// Rows moved by PgUp/PgDn and by one turn of the mouse wheel.
const PAGE: usize = 10;
const WHEEL: usize = 3;

/// One built-in example with the outcome of running it.
#[derive(Clone, Debug)]
pub struct ExampleEntry {
    pub example: Example,
    pub check: Check,
}

/// The explorer's state.
#[derive(Debug)]
pub struct App {
    pub base: Field,
    pub reference: Field,
    pub spec: Spec,
    pub options: Options,
    pub focus: Focus,
    pub overlay: Option<Overlay>,
    pub resolution: Resolution,
    /// Every specification's result; kept while the compare view is open.
    pub comparison: Option<Comparison>,
    pub trace_cursor: usize,
    /// Teach mode: the index of the last revealed trace row.
    pub teach: Option<usize>,
    pub component_cursor: usize,
    pub help_scroll: usize,
    pub examples: Vec<ExampleEntry>,
    /// Why the example files could not be read, if they could not.
    pub examples_error: Option<String>,
    pub example_cursor: usize,
    pub message: Option<String>,
    /// Bumped for every new message, so the loop knows when to (re)start its expiry clock.
    pub message_serial: u64,
    pub size: (u16, u16),
    pub mouse: bool,
    pub theme: Theme,
    pub quit: bool,
}

/// The component rows of the components pane, in order: per role, per component.
pub const COMPONENT_ROLES: [Role; 3] = [Role::Base, Role::Reference, Role::Result];

impl App {
    pub fn new(options: &ExploreOptions, theme: Theme) -> Self {
        let base = options.base.as_deref().unwrap_or(super::DEFAULT_BASE);
        let reference = options
            .reference
            .as_deref()
            .unwrap_or(super::DEFAULT_REFERENCE);
        let spec = options.spec.unwrap_or(super::DEFAULT_SPEC);
        let (examples, examples_error) = match examples::builtin() {
            Ok(sets) => (
                sets.into_iter()
                    .flat_map(|set| set.examples)
                    .map(|example| ExampleEntry {
                        check: example.check(),
                        example,
                    })
                    .collect(),
                None,
            ),
            Err(e) => (Vec::new(), Some(e)),
        };
        let opts = Options::default();
        App {
            resolution: Resolution::compute(spec, base, reference, &opts),
            base: Field::new(base),
            reference: Field::new(reference),
            spec,
            options: opts,
            focus: Focus::Reference,
            overlay: None,
            comparison: None,
            trace_cursor: 0,
            teach: None,
            component_cursor: 0,
            help_scroll: 0,
            examples,
            examples_error,
            example_cursor: 0,
            message: None,
            message_serial: 0,
            size: (0, 0),
            mouse: options.mouse,
            theme,
            quit: false,
        }
    }

    /// Changes the state; returns what the loop must do.
    pub fn update(&mut self, action: Action) -> Vec<Effect> {
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
            }
            Action::Focus(focus) => self.focus = focus,
            Action::LeaveField => self.focus = Focus::Trace,
            Action::ToggleHelp => {
                self.overlay = match self.overlay {
                    Some(Overlay::Help) => None,
                    _ => Some(Overlay::Help),
                };
                self.help_scroll = 0;
            }
            Action::OpenCompare => {
                self.overlay = Some(Overlay::Compare);
                self.refresh_comparison();
            }
            Action::OpenExamples => self.overlay = Some(Overlay::Examples),
            Action::CloseOverlay => {
                self.overlay = None;
                self.comparison = None;
            }
            Action::SelectSpec(spec) => {
                self.spec = spec;
                self.recompute();
                let text = match &self.resolution.result {
                    Err(e @ crate::core::Error::NotImplemented(_)) => e.to_string(),
                    _ => format!("specification: {}", spec.title()),
                };
                self.say(&text);
            }
            Action::Edit(request) => self.edit(request),
            Action::Paste(text) => {
                if !self.focus.is_field() {
                    self.focus = Focus::Reference;
                }
                if self.field_mut().paste(&text) {
                    self.recompute();
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
            Action::ScrollUp => self.scroll(-(WHEEL as isize)),
            Action::ScrollDown => self.scroll(WHEEL as isize),
            Action::ToggleTeach => {
                if self.teach.is_some() {
                    self.teach = None;
                    self.say("teach mode off: every step is shown");
                } else {
                    self.teach = Some(0);
                    self.trace_cursor = 0;
                    self.say("teach mode: predict the next step, then Space/→ to reveal it");
                }
            }
            Action::RevealNext => match self.teach {
                Some(last) => {
                    let last = (last + 1).min(self.resolution.rows.len().saturating_sub(1));
                    self.teach = Some(last);
                    self.trace_cursor = last;
                }
                None => self.move_cursor(1),
            },
            Action::RevealPrev => match self.teach {
                Some(last) => {
                    let last = last.saturating_sub(1);
                    self.teach = Some(last);
                    self.trace_cursor = last;
                }
                None => self.move_cursor(-1),
            },
            Action::CopyResult => match &self.resolution.result {
                Ok(uri) => {
                    return vec![Effect::Copy {
                        what: "result",
                        text: uri.clone(),
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
                    what: "trace (Markdown table)",
                    text: markdown::trace_table(&self.resolution),
                }];
            }
            Action::CopyCommand => {
                return vec![Effect::Copy {
                    what: "command line",
                    text: shell::command_line(
                        self.spec,
                        &self.options,
                        self.base.value(),
                        self.reference.value(),
                    ),
                }];
            }
            Action::CycleAboveRoot => {
                self.options.above_root = match self.options.above_root {
                    AboveRoot::Keep => AboveRoot::Remove,
                    AboveRoot::Remove => AboveRoot::Reject,
                    AboveRoot::Reject => AboveRoot::Keep,
                };
                let text = format!("`..` above the root: {}", self.options.above_root.id());
                self.say(&text);
                self.recompute();
            }
            Action::ToggleNonStrict => {
                self.options.non_strict = !self.options.non_strict;
                let text = format!("non-strict: {}", on_off(self.options.non_strict));
                self.say(&text);
                self.recompute();
            }
            Action::ToggleFixEmptyBasePath => {
                self.options.fix_empty_base_path = !self.options.fix_empty_base_path;
                let text = format!(
                    "fix empty base path: {}",
                    on_off(self.options.fix_empty_base_path)
                );
                self.say(&text);
                self.recompute();
            }
            Action::ToggleVariant => {
                self.options.rfc1808_variant = match self.options.rfc1808_variant {
                    Rfc1808Variant::Draft06 => Rfc1808Variant::Draft05,
                    Rfc1808Variant::Draft05 => Rfc1808Variant::Draft06,
                };
                let text = format!("RFC 1808 variant: {}", self.options.rfc1808_variant.id());
                self.say(&text);
                self.recompute();
            }
            Action::LoadExample => self.load_example(),
            Action::Resize(w, h) => self.size = (w, h),
            Action::Click(x, y) => {
                if self.overlay.is_none()
                    && let Some(focus) =
                        layout::focus_at(Rect::new(0, 0, self.size.0, self.size.1), x, y)
                {
                    self.focus = focus;
                }
            }
            Action::Message(text) => self.say(&text),
            Action::ClearMessage => self.message = None,
        }
        Vec::new()
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

    fn say(&mut self, text: &str) {
        self.message = Some(text.to_string());
        self.message_serial += 1;
    }

    /// Resolves again after any change of input, specification or options.
    pub fn recompute(&mut self) {
        self.resolution = Resolution::compute(
            self.spec,
            self.base.value(),
            self.reference.value(),
            &self.options,
        );
        let last = self.resolution.rows.len().saturating_sub(1);
        if let Some(t) = &mut self.teach {
            *t = (*t).min(last);
        }
        self.trace_cursor = self.trace_cursor.min(self.teach.unwrap_or(last));
        if self.comparison.is_some() {
            self.refresh_comparison();
        }
    }

    fn refresh_comparison(&mut self) {
        self.comparison = Some(compare::compare(
            self.base.value(),
            self.reference.value(),
            &self.options,
        ));
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
                self.help_scroll = step(self.help_scroll, super::keymap::help_line_count())
            }
            Some(Overlay::Examples) => {
                self.example_cursor = step(self.example_cursor, self.examples.len())
            }
            Some(Overlay::Compare) => {}
            None => match self.focus {
                Focus::Trace => {
                    let visible = self
                        .teach
                        .map_or(self.resolution.rows.len(), |last| last + 1);
                    self.trace_cursor = step(self.trace_cursor, visible);
                }
                Focus::Components => {
                    self.component_cursor = step(
                        self.component_cursor,
                        COMPONENT_ROLES.len() * COMPONENTS.len(),
                    )
                }
                _ => {}
            },
        }
    }

    fn scroll(&mut self, by: isize) {
        if self.overlay.is_none() && !matches!(self.focus, Focus::Trace | Focus::Components) {
            self.focus = Focus::Trace;
        }
        self.move_cursor(by);
    }

    /// Teach mode hides the result until the last step is revealed, so a class can predict it.
    pub fn result_hidden(&self) -> bool {
        self.teach
            .is_some_and(|last| last + 1 < self.resolution.rows.len())
    }

    /// The text a role's components are read from (`None`: no result).
    pub fn role_text(&self, role: Role) -> Option<&str> {
        match role {
            Role::Base => Some(self.base.value()),
            Role::Reference => Some(self.reference.value()),
            Role::Result => self.resolution.result.as_deref().ok(),
        }
    }

    /// The selected component of the components pane: role, component, value.
    pub fn selected_component(&self) -> (Role, Component, Option<String>) {
        let role = COMPONENT_ROLES[self.component_cursor / COMPONENTS.len()];
        let component = COMPONENTS[self.component_cursor % COMPONENTS.len()];
        let value = self
            .role_text(role)
            .and_then(|text| UriRef::parse(text).get(component).map(str::to_string));
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

    fn load_example(&mut self) {
        let Some(entry) = self.examples.get(self.example_cursor) else {
            return;
        };
        let example = entry.example.clone();
        self.base.set(&example.base);
        self.reference.set(&example.reference);
        self.spec = example.spec;
        self.options = example.options;
        self.overlay = None;
        self.teach = None;
        self.trace_cursor = 0;
        self.focus = Focus::Trace;
        self.recompute();
        let text = format!(
            "loaded {} example `{}` ({})",
            example.spec.name(),
            example.reference,
            example.source
        );
        self.say(&text);
    }

    /// The built-in example that matches what is on screen, if any.
    pub fn current_example(&self) -> Option<&ExampleEntry> {
        self.examples.iter().find(|e| {
            e.example.spec == self.spec
                && e.example.options == self.options
                && e.example.base == self.base.value()
                && e.example.reference == self.reference.value()
        })
    }
}

fn on_off(on: bool) -> &'static str {
    if on { "on" } else { "off" }
}
