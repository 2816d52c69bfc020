//! Key bindings as data: [`BINDINGS`] drives dispatch ([`action_for`]), the status-bar hints
//! ([`hints`]) and the help overlay ([`help_sections`]), so help can never drift from the keys.

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use tui_input::InputRequest;

use super::action::{Action, Focus, Overlay};
use crate::core::Spec;

/// Where a binding applies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Context {
    /// Everywhere, even in a text field or an overlay.
    Global,
    /// In a text field (Base or Reference).
    Field,
    /// In any pane except the text fields, with no overlay open.
    Panes,
    Components,
    Trace,
    Help,
    Compare,
    Examples,
}

impl Context {
    pub const fn title(self) -> &'static str {
        match self {
            Context::Global => "Everywhere",
            Context::Field => "Text fields (Base, Reference)",
            Context::Panes => "Outside the text fields",
            Context::Components => "Components pane",
            Context::Trace => "Trace pane",
            Context::Help => "Help",
            Context::Compare => "Compare view",
            Context::Examples => "Examples browser",
        }
    }

    /// The order of the help overlay and the README table.
    pub const ALL: [Context; 8] = [
        Context::Global,
        Context::Panes,
        Context::Field,
        Context::Trace,
        Context::Components,
        Context::Examples,
        Context::Compare,
        Context::Help,
    ];
}

/// One key with its modifiers. Shift is ignored for characters (`?` arrives with or without it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Key {
    pub code: KeyCode,
    pub mods: KeyModifiers,
}

const fn k(code: KeyCode) -> Key {
    Key {
        code,
        mods: KeyModifiers::NONE,
    }
}
const fn ch(c: char) -> Key {
    k(KeyCode::Char(c))
}
const fn ctrl(c: char) -> Key {
    Key {
        code: KeyCode::Char(c),
        mods: KeyModifiers::CONTROL,
    }
}
const fn alt(code: KeyCode) -> Key {
    Key {
        code,
        mods: KeyModifiers::ALT,
    }
}
const fn ctrl_code(code: KeyCode) -> Key {
    Key {
        code,
        mods: KeyModifiers::CONTROL,
    }
}

/// One row of the key table.
#[derive(Debug)]
pub struct Binding {
    pub context: Context,
    pub keys: &'static [Key],
    /// How the keys are written in help and hints.
    pub label: &'static str,
    pub action: Action,
    pub help: &'static str,
    /// Shown in the status bar when its context is active.
    pub hint: Option<&'static str>,
}

const fn b(
    context: Context,
    keys: &'static [Key],
    label: &'static str,
    action: Action,
    help: &'static str,
    hint: Option<&'static str>,
) -> Binding {
    Binding {
        context,
        keys,
        label,
        action,
        help,
        hint,
    }
}

use Context as C;
use KeyCode as K;

/// Every key binding of the explorer. Earlier rows win within a context.
#[rustfmt::skip]
pub static BINDINGS: &[Binding] = &[
    // Everywhere.
    b(C::Global, &[ctrl('c')], "Ctrl-C", Action::Quit, "quit", None),
    b(C::Global, &[k(K::F(1))], "F1", Action::ToggleHelp, "help", Some("F1 help")),
    b(C::Global, &[k(K::Tab)], "Tab", Action::FocusNext, "next pane", Some("Tab next pane")),
    b(C::Global, &[k(K::BackTab)], "Shift-Tab", Action::FocusPrev, "previous pane", None),
    // Outside the text fields.
    b(C::Panes, &[ch('q')], "q", Action::Quit, "quit", Some("q quit")),
    b(C::Panes, &[ch('?')], "?", Action::ToggleHelp, "help", None),
    b(C::Panes, &[ch('y')], "y", Action::CopyResult, "copy the result", Some("y copy result")),
    b(C::Panes, &[ch('M')], "M", Action::CopyTrace, "copy the trace as a Markdown table", None),
    b(C::Panes, &[ch('C')], "C", Action::CopyCommand, "copy the equivalent command line", None),
    b(C::Panes, &[ch('1')], "1", Action::SelectSpec(Spec::Rfc1630), "specification RFC 1630", None),
    b(C::Panes, &[ch('2')], "2", Action::SelectSpec(Spec::Rfc1808), "specification RFC 1808", None),
    b(C::Panes, &[ch('3')], "3", Action::SelectSpec(Spec::Rfc2396), "specification RFC 2396", None),
    b(C::Panes, &[ch('4')], "4", Action::SelectSpec(Spec::Rfc3986), "specification RFC 3986", None),
    b(C::Panes, &[ch('5')], "5", Action::SelectSpec(Spec::Whatwg), "specification WHATWG URL", Some("1-5 spec")),
    b(C::Panes, &[ch('c')], "c", Action::OpenCompare, "compare all specifications", Some("c compare")),
    b(C::Panes, &[ch('e')], "e", Action::OpenExamples, "browse the specifications' examples", Some("e examples")),
    b(C::Panes, &[ch('b')], "b", Action::Focus(Focus::Base), "edit the base", None),
    b(C::Panes, &[ch('r'), ch('i')], "r i", Action::Focus(Focus::Reference), "edit the reference", Some("r edit reference")),
    b(C::Panes, &[ch('a')], "a", Action::CycleAboveRoot, "RFC 2396 6g: keep, remove or reject `..` above the root", None),
    b(C::Panes, &[ch('n')], "n", Action::ToggleNonStrict, "non-strict: ignore a scheme equal to the base's", None),
    b(C::Panes, &[ch('f')], "f", Action::ToggleFixEmptyBasePath, "RFC 2396 6a: add `/` for a base with an empty path", None),
    b(C::Panes, &[ch('v')], "v", Action::ToggleVariant, "RFC 1808 draft 06 / 05", None),
    // Text fields.
    b(C::Field, &[k(K::Esc)], "Esc", Action::LeaveField, "leave the field (to the trace)", Some("Esc leave field")),
    b(C::Field, &[k(K::Enter)], "Enter", Action::LeaveField, "leave the field (to the trace)", None),
    b(C::Field, &[k(K::Up)], "↑", Action::Focus(Focus::Base), "to the base field", None),
    b(C::Field, &[k(K::Down)], "↓", Action::Focus(Focus::Reference), "to the reference field", None),
    b(C::Field, &[ctrl('z'), ctrl('_'), ctrl('7')], "Ctrl-Z Ctrl-_", Action::Undo, "undo", Some("Ctrl-Z undo")),
    b(C::Field, &[k(K::Left), ctrl('b')], "← Ctrl-B", Action::Edit(InputRequest::GoToPrevChar), "back a character", None),
    b(C::Field, &[k(K::Right), ctrl('f')], "→ Ctrl-F", Action::Edit(InputRequest::GoToNextChar), "forward a character", None),
    b(C::Field, &[ctrl_code(K::Left), alt(K::Char('b'))], "Ctrl-← Alt-B", Action::Edit(InputRequest::GoToPrevWord), "back a word", None),
    b(C::Field, &[ctrl_code(K::Right), alt(K::Char('f'))], "Ctrl-→ Alt-F", Action::Edit(InputRequest::GoToNextWord), "forward a word", None),
    b(C::Field, &[k(K::Home), ctrl('a')], "Home Ctrl-A", Action::Edit(InputRequest::GoToStart), "start of the field", None),
    b(C::Field, &[k(K::End), ctrl('e')], "End Ctrl-E", Action::Edit(InputRequest::GoToEnd), "end of the field", None),
    b(C::Field, &[k(K::Backspace), ctrl('h')], "Backspace Ctrl-H", Action::Edit(InputRequest::DeletePrevChar), "delete the character before", None),
    b(C::Field, &[k(K::Delete), ctrl('d')], "Delete Ctrl-D", Action::Edit(InputRequest::DeleteNextChar), "delete the character under", None),
    b(C::Field, &[ctrl('w'), alt(K::Backspace)], "Ctrl-W Alt-Backspace", Action::Edit(InputRequest::DeletePrevWord), "delete the word before", None),
    b(C::Field, &[alt(K::Char('d')), ctrl_code(K::Delete)], "Alt-D Ctrl-Delete", Action::Edit(InputRequest::DeleteNextWord), "delete the word after", None),
    b(C::Field, &[ctrl('u')], "Ctrl-U", Action::Edit(InputRequest::DeleteFromStart), "delete to the start", None),
    b(C::Field, &[ctrl('k')], "Ctrl-K", Action::Edit(InputRequest::DeleteTillEnd), "delete to the end", None),
    b(C::Field, &[ctrl('y')], "Ctrl-Y", Action::Edit(InputRequest::Yank), "paste what Ctrl-U/K/W deleted", None),
    // Trace.
    b(C::Trace, &[k(K::Up), ch('k')], "↑ k", Action::Up, "previous step", Some("↑↓ step")),
    b(C::Trace, &[k(K::Down), ch('j')], "↓ j", Action::Down, "next step", None),
    b(C::Trace, &[k(K::Home), ch('g')], "Home g", Action::Top, "first step", None),
    b(C::Trace, &[k(K::End), ch('G')], "End G", Action::Bottom, "last step", None),
    b(C::Trace, &[k(K::PageUp)], "PgUp", Action::PageUp, "a page up", None),
    b(C::Trace, &[k(K::PageDown)], "PgDn", Action::PageDown, "a page down", None),
    b(C::Trace, &[ch('t')], "t", Action::ToggleTeach, "teach mode: reveal one step at a time", Some("t teach")),
    b(C::Trace, &[ch(' '), k(K::Right)], "Space →", Action::RevealNext, "teach mode: reveal the next step", Some("Space/→ next")),
    b(C::Trace, &[k(K::Left)], "←", Action::RevealPrev, "teach mode: hide the last step", None),
    // Components.
    b(C::Components, &[k(K::Up), ch('k')], "↑ k", Action::Up, "previous component", Some("↑↓ component")),
    b(C::Components, &[k(K::Down), ch('j')], "↓ j", Action::Down, "next component", None),
    b(C::Components, &[k(K::Home), ch('g')], "Home g", Action::Top, "first component", None),
    b(C::Components, &[k(K::End), ch('G')], "End G", Action::Bottom, "last component", None),
    b(C::Components, &[k(K::Enter), ch('p')], "Enter p", Action::CopyComponent, "copy the selected component", Some("Enter copy part")),
    // Examples browser.
    b(C::Examples, &[k(K::Up), ch('k')], "↑ k", Action::Up, "previous example", Some("↑↓ choose")),
    b(C::Examples, &[k(K::Down), ch('j')], "↓ j", Action::Down, "next example", None),
    b(C::Examples, &[k(K::PageUp)], "PgUp", Action::PageUp, "a page up", None),
    b(C::Examples, &[k(K::PageDown)], "PgDn", Action::PageDown, "a page down", None),
    b(C::Examples, &[k(K::Home), ch('g')], "Home g", Action::Top, "first example", None),
    b(C::Examples, &[k(K::End), ch('G')], "End G", Action::Bottom, "last example", None),
    b(C::Examples, &[k(K::Enter)], "Enter", Action::LoadExample, "load the example", Some("Enter load")),
    b(C::Examples, &[k(K::Esc), ch('e'), ch('q')], "Esc e q", Action::CloseOverlay, "close", Some("Esc close")),
    // Compare view.
    b(C::Compare, &[k(K::Esc), ch('c'), ch('q')], "Esc c q", Action::CloseOverlay, "close", Some("Esc close")),
    b(C::Compare, &[ch('y')], "y", Action::CopyResult, "copy the selected specification's result", None),
    b(C::Compare, &[ch('1')], "1", Action::SelectSpec(Spec::Rfc1630), "select RFC 1630", None),
    b(C::Compare, &[ch('2')], "2", Action::SelectSpec(Spec::Rfc1808), "select RFC 1808", None),
    b(C::Compare, &[ch('3')], "3", Action::SelectSpec(Spec::Rfc2396), "select RFC 2396", None),
    b(C::Compare, &[ch('4')], "4", Action::SelectSpec(Spec::Rfc3986), "select RFC 3986", None),
    b(C::Compare, &[ch('5')], "5", Action::SelectSpec(Spec::Whatwg), "select WHATWG URL", Some("1-5 select")),
    // Help.
    b(C::Help, &[k(K::Esc), ch('?'), ch('q')], "Esc ? q", Action::CloseOverlay, "close", Some("Esc close")),
    b(C::Help, &[k(K::Up), ch('k')], "↑ k", Action::Up, "scroll up", Some("↑↓ scroll")),
    b(C::Help, &[k(K::Down), ch('j')], "↓ j", Action::Down, "scroll down", None),
];

/// The contexts that are active, most specific first.
pub fn active_contexts(focus: Focus, overlay: Option<Overlay>) -> Vec<Context> {
    match overlay {
        Some(Overlay::Help) => vec![Context::Help, Context::Global],
        Some(Overlay::Compare) => vec![Context::Compare, Context::Global],
        Some(Overlay::Examples) => vec![Context::Examples, Context::Global],
        None => match focus {
            Focus::Base | Focus::Reference => vec![Context::Field, Context::Global],
            Focus::Components => vec![Context::Components, Context::Panes, Context::Global],
            Focus::Trace => vec![Context::Trace, Context::Panes, Context::Global],
            Focus::Result => vec![Context::Panes, Context::Global],
        },
    }
}

fn normalize(key: Key) -> Key {
    match key.code {
        // Shift is part of the character (`?`, `G`), and of BackTab.
        KeyCode::Char(_) | KeyCode::BackTab => Key {
            code: key.code,
            mods: key.mods - KeyModifiers::SHIFT,
        },
        _ => key,
    }
}

/// The action a key press means where focus is; `None` for an unbound key.
///
/// In a text field, a printable character without Ctrl/Alt is typed.
pub fn action_for(event: KeyEvent, focus: Focus, overlay: Option<Overlay>) -> Option<Action> {
    let key = normalize(Key {
        code: event.code,
        mods: event.modifiers,
    });
    let contexts = active_contexts(focus, overlay);
    for context in &contexts {
        if let Some(binding) = BINDINGS
            .iter()
            .filter(|b| b.context == *context)
            .find(|b| b.keys.iter().any(|k| normalize(*k) == key))
        {
            return Some(binding.action.clone());
        }
    }
    if contexts[0] == Context::Field
        && let KeyCode::Char(c) = key.code
        && !key
            .mods
            .intersects(KeyModifiers::CONTROL | KeyModifiers::ALT)
    {
        return Some(Action::Edit(InputRequest::InsertChar(c)));
    }
    None
}

/// The status-bar hints for where focus is, most specific first.
pub fn hints(focus: Focus, overlay: Option<Overlay>) -> Vec<&'static str> {
    active_contexts(focus, overlay)
        .into_iter()
        .flat_map(|context| {
            BINDINGS
                .iter()
                .filter(move |b| b.context == context)
                .filter_map(|b| b.hint)
        })
        .collect()
}

/// The help overlay's content: per context, `(keys, what)` rows.
pub fn help_sections() -> Vec<(Context, Vec<(&'static str, &'static str)>)> {
    Context::ALL
        .iter()
        .map(|&context| {
            let rows = BINDINGS
                .iter()
                .filter(|b| b.context == context)
                .map(|b| (b.label, b.help))
                .collect();
            (context, rows)
        })
        .collect()
}

/// How many lines the help overlay has (to bound its scrolling).
pub fn help_line_count() -> usize {
    help_sections()
        .iter()
        .filter(|(_, rows)| !rows.is_empty())
        .map(|(_, rows)| rows.len() + 2)
        .sum::<usize>()
        + 2
}

/// The key table as Markdown, as README.md's "Explorer" section shows it (a test keeps them
/// equal).
pub fn markdown_table() -> String {
    let mut out = String::from("| Where | Keys | What |\n|---|---|---|\n");
    for (context, rows) in help_sections() {
        for (label, help) in rows {
            let keys: Vec<String> = label
                .split(' ')
                .map(|k| format!("`{}`", k.replace('|', "\\|")))
                .collect();
            out.push_str(&format!(
                "| {} | {} | {} |\n",
                context.title(),
                keys.join(" "),
                help.replace('|', "\\|")
            ));
        }
    }
    out
}
