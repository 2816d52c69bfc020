//! Key bindings as data: [`bindings`] drives dispatch ([`action_at`]), the status-bar hints
//! ([`hints`]), the help overlay ([`help_sections`]) and the guide's key table (docs/guide/01-explorer.md)
//! (`markdown_table`, in tests); every key is written from the key itself ([`Key::label`]), so help can
//! never drift from the keys.

use std::borrow::Cow;
use std::sync::LazyLock;

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use tui_input::InputRequest;

use super::action::{Action, Focus};
use super::overlay_id::OverlayId;
use crate::core::vocabulary::spec::Spec;
use crate::core::vocabulary::switch::Switch;

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
    Result,
    /// In an overlay.
    Overlay(OverlayId),
    /// Typing a search in help or the examples browser.
    Search,
}

impl Context {
    pub const fn title(self) -> &'static str {
        match self {
            Context::Global => "Everywhere",
            Context::Field => "Text fields (Base, Reference)",
            Context::Panes => "Outside the text fields",
            Context::Components => "Components pane",
            Context::Trace => "Trace pane",
            Context::Result => "Result pane",
            Context::Overlay(overlay) => overlay.about().keys_title,
            Context::Search => "Typing a search (after `/`)",
        }
    }

    /// The order of the help overlay and the guide's key table: the panes, each overlay, the
    /// search.
    pub fn all() -> Vec<Context> {
        let panes = [
            Context::Global,
            Context::Panes,
            Context::Field,
            Context::Trace,
            Context::Components,
            Context::Result,
        ];
        let overlays = OverlayId::ALL.map(Context::Overlay);
        panes
            .into_iter()
            .chain(overlays)
            .chain([Context::Search])
            .collect()
    }
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

/// One row of the key table. Its keys are written in help, hints and the guide from the keys
/// themselves ([`Key::label`]), so a label cannot drift from its binding.
#[derive(Clone, Debug)]
pub struct Binding {
    pub context: Context,
    pub keys: Cow<'static, [Key]>,
    pub action: Action,
    pub help: &'static str,
    /// Shown in the status bar when its context is active, after the first key's label.
    pub hint: Option<Hint>,
}

/// A status-bar hint: one or two words after the key. Adjacent bindings with the same words share
/// one hint (`a n f v options`, `1-5 spec`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hint {
    pub words: &'static str,
    /// Lower shows first when the bar is too narrow for every hint.
    pub rank: u8,
}

const fn b(
    context: Context,
    keys: &'static [Key],
    action: Action,
    help: &'static str,
    hint: Option<Hint>,
) -> Binding {
    Binding {
        context,
        keys: Cow::Borrowed(keys),
        action,
        help,
        hint,
    }
}

/// A hint that the status bar always keeps (quitting, help, leaving a field or an overlay).
const fn must(words: &'static str) -> Option<Hint> {
    Some(Hint { words, rank: 0 })
}
/// A hint shown when there is room, `rank` 1 before 2 before 3.
const fn may(words: &'static str, rank: u8) -> Option<Hint> {
    Some(Hint { words, rank })
}

impl Key {
    /// How the key is written: `q`, `Ctrl-C`, `Alt-B`, `Shift-Tab`, `↑`, `Space`, `F1`.
    pub fn label(self) -> String {
        let name = match self.code {
            KeyCode::Char(' ') => "Space".to_string(),
            KeyCode::Char(c) if self.mods.is_empty() => c.to_string(),
            KeyCode::Char(c) => c.to_uppercase().to_string(),
            KeyCode::F(n) => format!("F{n}"),
            KeyCode::Up => "↑".to_string(),
            KeyCode::Down => "↓".to_string(),
            KeyCode::Left => "←".to_string(),
            KeyCode::Right => "→".to_string(),
            KeyCode::PageUp => "PgUp".to_string(),
            KeyCode::PageDown => "PgDn".to_string(),
            KeyCode::BackTab => "Shift-Tab".to_string(),
            KeyCode::Esc => "Esc".to_string(),
            other => other.to_string(),
        };
        let mut label = String::new();
        if self.mods.contains(KeyModifiers::CONTROL) {
            label.push_str("Ctrl-");
        }
        if self.mods.contains(KeyModifiers::ALT) {
            label.push_str("Alt-");
        }
        label + &name
    }
}

impl Binding {
    /// Every key of the binding, as help writes them (`↑ k`).
    pub fn label(&self) -> String {
        let labels: Vec<String> = self.keys.iter().map(|k| k.label()).collect();
        labels.join(" ")
    }
}

use Context as C;
use KeyCode as K;
use OverlayId as O;

/// Every key binding of the explorer, earlier rows winning within a context: the rows before
/// the switches', a row for each switch of [`Switch::ALL`] (its key, its summary), and the rows
/// after.
pub fn bindings() -> &'static [Binding] {
    static ALL: LazyLock<Vec<Binding>> = LazyLock::new(|| with_switches(&Switch::ALL));
    &ALL
}

/// The key table with a row for each switch of `table`.
pub fn with_switches(table: &[&'static Switch]) -> Vec<Binding> {
    let switches = table.iter().map(|&switch| Binding {
        context: C::Panes,
        keys: Cow::Owned(vec![ch(switch.key())]),
        action: Action::CycleSwitch(switch),
        help: switch.summary(),
        hint: may("options", 1),
    });
    BEFORE_SWITCHES
        .iter()
        .cloned()
        .chain(switches)
        .chain(AFTER_SWITCHES.iter().cloned())
        .collect()
}

#[rustfmt::skip]
static BEFORE_SWITCHES: &[Binding] = &[
    // Everywhere.
    b(C::Global, &[ctrl('c')], Action::Quit, "quit", None),
    b(C::Global, &[k(K::F(1))], Action::ToggleHelp, "help", must("help")),
    b(C::Global, &[k(K::Tab)], Action::FocusNext, "next pane", may("pane", 3)),
    b(C::Global, &[k(K::BackTab)], Action::FocusPrev, "previous pane", None),
    b(C::Global, &[k(K::F(2))], Action::ShowMessage, "show the status message whole (also m outside the text fields)", None),
    // Outside the text fields.
    b(C::Panes, &[ch('q')], Action::Quit, "quit", must("quit")),
    b(C::Panes, &[ch('?')], Action::ToggleHelp, "help", None),
    b(C::Panes, &[k(K::Esc)], Action::ExplainKeys, "say how to quit and how to edit", None),
    b(C::Panes, &[ch('y')], Action::CopyResult, "copy the result", may("copy", 1)),
    b(C::Panes, &[ch('M')], Action::CopyTrace, "copy the whole resolution as Markdown", may("export", 1)),
    b(C::Panes, &[ch('T')], Action::CopyText, "copy the whole resolution as plain text", may("export", 1)),
    b(C::Panes, &[ch('m')], Action::ShowMessage, "show the status message whole (a cut one ends in this key)", None),
    b(C::Panes, &[ch('C')], Action::Open(O::CopyAs), "copy as: the command line, a line that reopens this screen, or a program in Python, JavaScript, Rust, Java, Go or C", may("cmd", 1)),
    b(C::Panes, &[ch('b')], Action::Focus(Focus::Base), "edit the base", may("edit", 1)),
    b(C::Panes, &[ch('r'), ch('i')], Action::Focus(Focus::Reference), "edit the reference", may("edit", 1)),
    b(C::Panes, &[ch('R')], Action::ToggleTarget, "target mode: the field opens for where the link should lead, and the trace resolves the shortest reference there (Esc, then R: back, keeping that reference)", None),
];

#[rustfmt::skip]
static AFTER_SWITCHES: &[Binding] = &[
    b(C::Panes, &[ch('1')], Action::SelectSpec(Spec::Rfc1630), "specification RFC 1630", may("spec", 2)),
    b(C::Panes, &[ch('2')], Action::SelectSpec(Spec::Rfc1808), "specification RFC 1808", may("spec", 2)),
    b(C::Panes, &[ch('3')], Action::SelectSpec(Spec::Rfc2396), "specification RFC 2396", may("spec", 2)),
    b(C::Panes, &[ch('4')], Action::SelectSpec(Spec::Rfc3986), "specification RFC 3986", may("spec", 2)),
    b(C::Panes, &[ch('5')], Action::SelectSpec(Spec::Whatwg), "specification WHATWG URL", may("spec", 2)),
    b(C::Panes, &[ch('l')], Action::Open(O::Libraries), "library profile: choose a library and release (Python, Node, Go, Java, curl, …)", may("spec", 2)),
    b(C::Panes, &[ch('c')], Action::Open(O::Compare), "compare all specifications", may("compare", 2)),
    b(C::Panes, &[ch('=')], Action::Open(O::Equivalence), "equivalence: are the base and the reference the same URI, rung by rung of RFC 3986 §6.2, for the URL Standard and for each library?", may("same?", 2)),
    b(C::Panes, &[ch('Q')], Action::Open(O::Quiz), "quiz: predict each step's buffer, and the trace says where your reasoning parted from it", None),
    b(C::Panes, &[ch('e')], Action::Open(O::Examples), "browse the specifications' examples", may("examples", 2)),
    b(C::Panes, &[ch('L')], Action::Open(O::Links), "browse the links of the page given with --links", None),
    b(C::Panes, &[ch('H')], Action::Open(O::Redirects), "browse the hops of the redirect chain given with --redirects", None),
    b(C::Panes, &[ch('z')], Action::Open(O::Detail), "show in full what the pane cuts: the selected step (Trace), else the base, reference and result", may("full", 2)),
    // Text fields.
    b(C::Field, &[k(K::Esc)], Action::LeaveField, "leave the field (to the trace)", must("leave field")),
    b(C::Field, &[k(K::Enter)], Action::LeaveField, "leave the field (to the trace)", None),
    b(C::Field, &[k(K::Up)], Action::Focus(Focus::Base), "to the base field", may("field", 2)),
    b(C::Field, &[k(K::Down)], Action::Focus(Focus::Reference), "to the reference field", may("field", 2)),
    b(C::Field, &[ctrl('z'), ctrl('_')], Action::Undo, "undo", may("undo", 1)),
    b(C::Field, &[k(K::Left), ctrl('b')], Action::Edit(InputRequest::GoToPrevChar), "back a character", None),
    b(C::Field, &[k(K::Right), ctrl('f')], Action::Edit(InputRequest::GoToNextChar), "forward a character", None),
    b(C::Field, &[ctrl_code(K::Left), alt(K::Char('b'))], Action::Edit(InputRequest::GoToPrevWord), "back a word", None),
    b(C::Field, &[ctrl_code(K::Right), alt(K::Char('f'))], Action::Edit(InputRequest::GoToNextWord), "forward a word", None),
    b(C::Field, &[k(K::Home), ctrl('a')], Action::Edit(InputRequest::GoToStart), "start of the field", None),
    b(C::Field, &[k(K::End), ctrl('e')], Action::Edit(InputRequest::GoToEnd), "end of the field", None),
    b(C::Field, &[k(K::Backspace), ctrl('h')], Action::Edit(InputRequest::DeletePrevChar), "delete the character before", None),
    b(C::Field, &[k(K::Delete), ctrl('d')], Action::Edit(InputRequest::DeleteNextChar), "delete the character under", None),
    b(C::Field, &[ctrl('w'), alt(K::Backspace)], Action::Edit(InputRequest::DeletePrevWord), "delete the word before", None),
    b(C::Field, &[alt(K::Char('d')), ctrl_code(K::Delete)], Action::Edit(InputRequest::DeleteNextWord), "delete the word after", None),
    b(C::Field, &[ctrl('u')], Action::Edit(InputRequest::DeleteFromStart), "delete to the start", may("to start", 2)),
    b(C::Field, &[ctrl('k')], Action::Edit(InputRequest::DeleteTillEnd), "delete to the end", None),
    b(C::Field, &[ctrl('y')], Action::Edit(InputRequest::Yank), "paste what Ctrl-U/K/W deleted", None),
    // Trace.
    b(C::Trace, &[k(K::Up), ch('k')], Action::Up, "previous step", may("step", 2)),
    b(C::Trace, &[k(K::Down), ch('j')], Action::Down, "next step", may("step", 2)),
    b(C::Trace, &[k(K::Home), ch('g')], Action::Top, "first step", None),
    b(C::Trace, &[k(K::End), ch('G')], Action::Bottom, "last step", None),
    b(C::Trace, &[k(K::PageUp)], Action::PageUp, "a page up", None),
    b(C::Trace, &[k(K::PageDown)], Action::PageDown, "a page down", None),
    b(C::Trace, &[k(K::Enter)], Action::Open(O::Detail), "the selected step in full: its sentence and whole buffers", None),
    b(C::Trace, &[ch('t')], Action::ToggleTeach, "teach mode: reveal one step at a time", may("teach", 2)),
    // No hint: in teach mode the row of the hidden step names the key.
    b(C::Trace, &[ch(' '), k(K::Right)], Action::RevealNext, "teach mode: reveal the next step", None),
    b(C::Trace, &[k(K::Left)], Action::RevealPrev, "teach mode: hide the last step", None),
    // Components.
    b(C::Components, &[k(K::Up), ch('k')], Action::Up, "previous component", may("part", 2)),
    b(C::Components, &[k(K::Down), ch('j')], Action::Down, "next component", may("part", 2)),
    b(C::Components, &[k(K::Home), ch('g')], Action::Top, "first component", None),
    b(C::Components, &[k(K::End), ch('G')], Action::Bottom, "last component", None),
    b(C::Components, &[ch('p'), k(K::Enter)], Action::CopyComponent, "copy the selected component", may("copy part", 1)),
    // Result.
    b(C::Result, &[k(K::Up), ch('k')], Action::Up, "scroll up", may("scroll", 2)),
    b(C::Result, &[k(K::Down), ch('j')], Action::Down, "scroll down", may("scroll", 2)),
    b(C::Result, &[k(K::PageUp)], Action::PageUp, "a page up", None),
    b(C::Result, &[k(K::PageDown)], Action::PageDown, "a page down", None),
    b(C::Result, &[k(K::Home), ch('g')], Action::Top, "to the top", None),
    b(C::Result, &[k(K::End), ch('G')], Action::Bottom, "to the end", None),
    // Whole-text view.
    b(C::Overlay(O::Detail), &[k(K::Esc), ch('z'), ch('q'), k(K::Enter)], Action::CloseOverlay, "close", must("close")),
    b(C::Overlay(O::Detail), &[k(K::Up), ch('k')], Action::Up, "scroll up", may("scroll", 1)),
    b(C::Overlay(O::Detail), &[k(K::Down), ch('j')], Action::Down, "scroll down", may("scroll", 1)),
    b(C::Overlay(O::Detail), &[k(K::PageUp)], Action::PageUp, "a page up", None),
    b(C::Overlay(O::Detail), &[k(K::PageDown)], Action::PageDown, "a page down", None),
    b(C::Overlay(O::Detail), &[k(K::Home), ch('g')], Action::Top, "to the top", None),
    b(C::Overlay(O::Detail), &[k(K::End), ch('G')], Action::Bottom, "to the end", None),
    b(C::Overlay(O::Detail), &[k(K::Left), ch('h')], Action::PreviousRow, "a step: the previous trace row", may("row", 1)),
    b(C::Overlay(O::Detail), &[k(K::Right), ch('l')], Action::NextRow, "a step: the next trace row", may("row", 1)),
    // Examples browser.
    b(C::Overlay(O::Examples), &[k(K::Esc)], Action::Back, "clear the search, or close", must("back")),
    b(C::Overlay(O::Examples), &[ch('e'), ch('q')], Action::CloseOverlay, "close", None),
    b(C::Overlay(O::Examples), &[k(K::Enter)], Action::LoadExample, "load the example", must("load")),
    b(C::Overlay(O::Examples), &[ch('/')], Action::SearchStart, "search: type to filter the examples", must("search")),
    b(C::Overlay(O::Examples), &[ch('n')], Action::SearchNext, "next match", may("match", 1)),
    b(C::Overlay(O::Examples), &[ch('N')], Action::SearchPrev, "previous match", may("match", 1)),
    b(C::Overlay(O::Examples), &[ch('1')], Action::ExamplesOf(Some(Spec::Rfc1630)), "only RFC 1630's examples (again: all)", may("spec", 2)),
    b(C::Overlay(O::Examples), &[ch('2')], Action::ExamplesOf(Some(Spec::Rfc1808)), "only RFC 1808's examples (again: all)", may("spec", 2)),
    b(C::Overlay(O::Examples), &[ch('3')], Action::ExamplesOf(Some(Spec::Rfc2396)), "only RFC 2396's examples (again: all)", may("spec", 2)),
    b(C::Overlay(O::Examples), &[ch('4')], Action::ExamplesOf(Some(Spec::Rfc3986)), "only RFC 3986's examples (again: all)", may("spec", 2)),
    b(C::Overlay(O::Examples), &[ch('5')], Action::ExamplesOf(Some(Spec::Whatwg)), "only the WHATWG URL Standard's examples (again: all)", may("spec", 2)),
    b(C::Overlay(O::Examples), &[ch('l')], Action::ExamplesOfNextLibrary, "only the next library's own tests (after the last: all)", may("spec", 2)),
    b(C::Overlay(O::Examples), &[ch('a')], Action::ExamplesOf(None), "every specification's examples", may("all", 2)),
    b(C::Overlay(O::Examples), &[k(K::Up), ch('k')], Action::Up, "previous example", may("choose", 1)),
    b(C::Overlay(O::Examples), &[k(K::Down), ch('j')], Action::Down, "next example", may("choose", 1)),
    b(C::Overlay(O::Examples), &[k(K::PageUp)], Action::PageUp, "a page up", None),
    b(C::Overlay(O::Examples), &[k(K::PageDown)], Action::PageDown, "a page down", None),
    b(C::Overlay(O::Examples), &[k(K::Home), ch('g')], Action::Top, "first example", None),
    b(C::Overlay(O::Examples), &[k(K::End), ch('G')], Action::Bottom, "last example", None),
    // Library profiles chooser.
    b(C::Overlay(O::Libraries), &[k(K::Esc)], Action::Back, "clear the search, or close", must("back")),
    b(C::Overlay(O::Libraries), &[ch('l'), ch('q')], Action::CloseOverlay, "close", None),
    b(C::Overlay(O::Libraries), &[k(K::Enter)], Action::ChooseLibrary, "select it (from compare: add its row, or take it away)", must("choose")),
    b(C::Overlay(O::Libraries), &[ch('/')], Action::SearchStart, "search: type to filter the libraries and releases", must("search")),
    b(C::Overlay(O::Libraries), &[ch('n')], Action::SearchNext, "next match", may("match", 1)),
    b(C::Overlay(O::Libraries), &[ch('N')], Action::SearchPrev, "previous match", may("match", 1)),
    b(C::Overlay(O::Libraries), &[k(K::Up), ch('k')], Action::Up, "previous release", may("move", 1)),
    b(C::Overlay(O::Libraries), &[k(K::Down), ch('j')], Action::Down, "next release", may("move", 1)),
    b(C::Overlay(O::Libraries), &[k(K::PageUp)], Action::PageUp, "a page up", None),
    b(C::Overlay(O::Libraries), &[k(K::PageDown)], Action::PageDown, "a page down", None),
    b(C::Overlay(O::Libraries), &[k(K::Home), ch('g')], Action::Top, "first", None),
    b(C::Overlay(O::Libraries), &[k(K::End), ch('G')], Action::Bottom, "last", None),
    // Links browser.
    b(C::Overlay(O::Links), &[k(K::Esc)], Action::Back, "clear the search, or close", must("back")),
    b(C::Overlay(O::Links), &[ch('L'), ch('q')], Action::CloseOverlay, "close", None),
    b(C::Overlay(O::Links), &[k(K::Enter)], Action::LoadLink, "load the link against the page's base (WHATWG)", must("load")),
    b(C::Overlay(O::Links), &[ch('/')], Action::SearchStart, "search: type to filter the links", must("search")),
    b(C::Overlay(O::Links), &[ch('n')], Action::SearchNext, "next match", may("match", 1)),
    b(C::Overlay(O::Links), &[ch('N')], Action::SearchPrev, "previous match", may("match", 1)),
    b(C::Overlay(O::Links), &[k(K::Up), ch('k')], Action::Up, "previous link", may("choose", 1)),
    b(C::Overlay(O::Links), &[k(K::Down), ch('j')], Action::Down, "next link", may("choose", 1)),
    b(C::Overlay(O::Links), &[k(K::PageUp)], Action::PageUp, "a page up", None),
    b(C::Overlay(O::Links), &[k(K::PageDown)], Action::PageDown, "a page down", None),
    b(C::Overlay(O::Links), &[k(K::Home), ch('g')], Action::Top, "first link", None),
    b(C::Overlay(O::Links), &[k(K::End), ch('G')], Action::Bottom, "last link", None),
    // The `C` chooser.
    b(C::Overlay(O::CopyAs), &[k(K::Esc), ch('C'), ch('q')], Action::CloseOverlay, "close", must("close")),
    b(C::Overlay(O::CopyAs), &[k(K::Enter)], Action::CopyChoice(None), "copy the selected", must("copy")),
    b(C::Overlay(O::CopyAs), &[ch('1')], Action::CopyChoice(Some(0)), "copy the command line", None),
    b(C::Overlay(O::CopyAs), &[ch('2')], Action::CopyChoice(Some(1)), "copy the line that reopens this screen", None),
    b(C::Overlay(O::CopyAs), &[ch('3')], Action::CopyChoice(Some(2)), "copy the Python snippet", None),
    b(C::Overlay(O::CopyAs), &[ch('4')], Action::CopyChoice(Some(3)), "copy the JavaScript snippet", None),
    b(C::Overlay(O::CopyAs), &[ch('5')], Action::CopyChoice(Some(4)), "copy the Rust snippet", None),
    b(C::Overlay(O::CopyAs), &[ch('6')], Action::CopyChoice(Some(5)), "copy the Java snippet", None),
    b(C::Overlay(O::CopyAs), &[ch('7')], Action::CopyChoice(Some(6)), "copy the Go snippet", None),
    b(C::Overlay(O::CopyAs), &[ch('8')], Action::CopyChoice(Some(7)), "copy the C snippet", None),
    b(C::Overlay(O::CopyAs), &[ch('9')], Action::CopyChoice(Some(8)), "copy the Ruby snippet", None),
    b(C::Overlay(O::CopyAs), &[k(K::Up), ch('k')], Action::Up, "previous", may("choose", 1)),
    b(C::Overlay(O::CopyAs), &[k(K::Down), ch('j')], Action::Down, "next", may("choose", 1)),
    // Redirect browser.
    b(C::Overlay(O::Redirects), &[k(K::Esc)], Action::Back, "clear the search, or close", must("back")),
    b(C::Overlay(O::Redirects), &[ch('H'), ch('q')], Action::CloseOverlay, "close", None),
    b(C::Overlay(O::Redirects), &[k(K::Enter)], Action::LoadHop, "load the hop's Location against the URL it answered, as browsers resolve it (WHATWG, the location URL rule on)", must("load")),
    b(C::Overlay(O::Redirects), &[ch('/')], Action::SearchStart, "search: type to filter the hops", must("search")),
    b(C::Overlay(O::Redirects), &[ch('n')], Action::SearchNext, "next match", may("match", 1)),
    b(C::Overlay(O::Redirects), &[ch('N')], Action::SearchPrev, "previous match", may("match", 1)),
    b(C::Overlay(O::Redirects), &[k(K::Up), ch('k')], Action::Up, "previous hop", may("choose", 1)),
    b(C::Overlay(O::Redirects), &[k(K::Down), ch('j')], Action::Down, "next hop", may("choose", 1)),
    b(C::Overlay(O::Redirects), &[k(K::PageUp)], Action::PageUp, "a page up", None),
    b(C::Overlay(O::Redirects), &[k(K::PageDown)], Action::PageDown, "a page down", None),
    b(C::Overlay(O::Redirects), &[k(K::Home), ch('g')], Action::Top, "first hop", None),
    b(C::Overlay(O::Redirects), &[k(K::End), ch('G')], Action::Bottom, "last hop", None),
    // Equivalence view.
    b(C::Overlay(O::Equivalence), &[k(K::Esc), ch('='), ch('q'), k(K::Enter)], Action::CloseOverlay, "close", must("close")),
    b(C::Overlay(O::Equivalence), &[k(K::Left), ch('h')], Action::PreviousRow, "the notion before: RFC 3986, the URL Standard, each library", may("notion", 1)),
    b(C::Overlay(O::Equivalence), &[k(K::Right), ch('l')], Action::NextRow, "the notion after", may("notion", 1)),
    b(C::Overlay(O::Equivalence), &[ch('M')], Action::CopyTrace, "copy the ladder as Markdown", may("export", 1)),
    b(C::Overlay(O::Equivalence), &[ch('T')], Action::CopyText, "copy the ladder as plain text", may("export", 1)),
    b(C::Overlay(O::Equivalence), &[k(K::Up), ch('k')], Action::Up, "scroll up", may("scroll", 1)),
    b(C::Overlay(O::Equivalence), &[k(K::Down), ch('j')], Action::Down, "scroll down", may("scroll", 1)),
    b(C::Overlay(O::Equivalence), &[k(K::PageUp)], Action::PageUp, "a page up", None),
    b(C::Overlay(O::Equivalence), &[k(K::PageDown)], Action::PageDown, "a page down", None),
    b(C::Overlay(O::Equivalence), &[k(K::Home), ch('g')], Action::Top, "to the top", None),
    b(C::Overlay(O::Equivalence), &[k(K::End), ch('G')], Action::Bottom, "to the end", None),
    // Quiz.
    b(C::Overlay(O::Quiz), &[k(K::Esc)], Action::CloseOverlay, "close: the explorer, on the exercise (in teach mode until it is done; Q comes back)", must("close")),
    b(C::Overlay(O::Quiz), &[k(K::Enter)], Action::Check, "check the answer (once an exercise is done: the next one)", must("check")),
    b(C::Overlay(O::Quiz), &[ctrl('t'), k(K::F(3))], Action::Hint, "a hint: the step's name, then its sentence, then the buffer", must("hint")),
    b(C::Overlay(O::Quiz), &[ctrl('r'), k(K::F(4))], Action::Reveal, "reveal the answer (the exercise scores \"revealed\")", may("reveal", 1)),
    b(C::Overlay(O::Quiz), &[k(K::Up)], Action::Up, "scroll back", may("scroll", 2)),
    b(C::Overlay(O::Quiz), &[k(K::Down)], Action::Down, "scroll forward", may("scroll", 2)),
    b(C::Overlay(O::Quiz), &[k(K::PageUp)], Action::PageUp, "a page back", None),
    b(C::Overlay(O::Quiz), &[k(K::PageDown)], Action::PageDown, "a page forward", None),
    // Compare view.
    b(C::Overlay(O::Compare), &[k(K::Esc), ch('c'), ch('q')], Action::CloseOverlay, "close", must("close")),
    b(C::Overlay(O::Compare), &[ch('y')], Action::CopyResult, "copy the selected specification's result", may("copy", 1)),
    b(C::Overlay(O::Compare), &[k(K::Up), ch('k')], Action::PreviousSpec, "select the specification above", None),
    b(C::Overlay(O::Compare), &[k(K::Down), ch('j')], Action::NextSpec, "select the specification below", None),
    b(C::Overlay(O::Compare), &[k(K::PageUp)], Action::PageUp, "scroll the explanation up", may("scroll", 2)),
    b(C::Overlay(O::Compare), &[k(K::PageDown)], Action::PageDown, "scroll the explanation down", may("scroll", 2)),
    b(C::Overlay(O::Compare), &[ch('1')], Action::SelectSpec(Spec::Rfc1630), "select RFC 1630", may("select", 1)),
    b(C::Overlay(O::Compare), &[ch('2')], Action::SelectSpec(Spec::Rfc1808), "select RFC 1808", may("select", 1)),
    b(C::Overlay(O::Compare), &[ch('3')], Action::SelectSpec(Spec::Rfc2396), "select RFC 2396", may("select", 1)),
    b(C::Overlay(O::Compare), &[ch('4')], Action::SelectSpec(Spec::Rfc3986), "select RFC 3986", may("select", 1)),
    b(C::Overlay(O::Compare), &[ch('5')], Action::SelectSpec(Spec::Whatwg), "select WHATWG URL", may("select", 1)),
    b(C::Overlay(O::Compare), &[ch('l')], Action::Open(O::Libraries), "add a library's row, or take one away", may("select", 1)),
    // Help.
    b(C::Overlay(O::Help), &[k(K::Esc)], Action::Back, "clear the search, or close", must("back")),
    b(C::Overlay(O::Help), &[ch('?'), ch('q')], Action::CloseOverlay, "close", None),
    b(C::Overlay(O::Help), &[ch('/')], Action::SearchStart, "search: type to filter the keys and symbols", must("search")),
    b(C::Overlay(O::Help), &[ch('n'), k(K::Enter)], Action::SearchNext, "next match", may("match", 1)),
    b(C::Overlay(O::Help), &[ch('N')], Action::SearchPrev, "previous match", may("match", 1)),
    b(C::Overlay(O::Help), &[k(K::Up), ch('k')], Action::Up, "scroll up", may("scroll", 1)),
    b(C::Overlay(O::Help), &[k(K::Down), ch('j')], Action::Down, "scroll down", may("scroll", 1)),
    b(C::Overlay(O::Help), &[k(K::PageUp)], Action::PageUp, "a page up", None),
    b(C::Overlay(O::Help), &[k(K::PageDown)], Action::PageDown, "a page down", None),
    b(C::Overlay(O::Help), &[k(K::Home), ch('g')], Action::Top, "to the top", None),
    b(C::Overlay(O::Help), &[k(K::End), ch('G')], Action::Bottom, "to the end", None),
    // Typing a search (after `/` in help or the examples browser).
    b(C::Search, &[k(K::Esc)], Action::SearchClear, "clear the search", must("clear")),
    b(C::Search, &[k(K::Enter)], Action::SearchDone, "keep the filter and the selected match", must("done")),
    b(C::Search, &[k(K::Backspace), ctrl('h')], Action::SearchBackspace, "delete the last character", None),
];

/// Where keys go: the focused pane, the open overlay, and whether a search is being typed there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place {
    pub focus: Focus,
    pub overlay: Option<OverlayId>,
    /// A search is being typed (after `/` in help or the examples browser).
    pub searching: bool,
}

impl Place {
    /// What the status bar calls the place, at its start.
    pub fn name(self) -> &'static str {
        match self.overlay {
            _ if self.searching => "Search",
            Some(overlay) => overlay.about().name,
            None => self.focus.name(),
        }
    }

    /// The contexts that are active, most specific first.
    pub fn contexts(self) -> Vec<Context> {
        match self.overlay {
            Some(overlay) if self.searching && overlay.about().searchable => {
                vec![Context::Search, Context::Global]
            }
            Some(overlay) => vec![Context::Overlay(overlay), Context::Global],
            None => match self.focus {
                Focus::Base | Focus::Reference => vec![Context::Field, Context::Global],
                Focus::Components => vec![Context::Components, Context::Panes, Context::Global],
                Focus::Trace => vec![Context::Trace, Context::Panes, Context::Global],
                Focus::Result => vec![Context::Result, Context::Panes, Context::Global],
            },
        }
    }
}

fn normalize(key: Key) -> Key {
    match key.code {
        // Shift is part of the character (`?`, `G`), and of BackTab.
        KeyCode::Char(_) | KeyCode::BackTab => {
            let mods = key.mods - KeyModifiers::SHIFT;
            // Terminals send Ctrl-_ as 0x1f, which crossterm reads as Ctrl-7.
            let code = match key.code {
                KeyCode::Char('7') if mods == KeyModifiers::CONTROL => KeyCode::Char('_'),
                code => code,
            };
            Key { code, mods }
        }
        _ => key,
    }
}

/// The action a key press means where focus is (no search being typed); `None` for an unbound
/// key.
#[cfg(test)]
pub fn action_for(event: KeyEvent, focus: Focus, overlay: Option<OverlayId>) -> Option<Action> {
    action_at(
        event,
        Place {
            focus,
            overlay,
            searching: false,
        },
    )
}

/// The action a key press means at `place`; `None` for an unbound key.
///
/// In a text field a printable character without Ctrl/Alt is typed, and so it is in a search.
pub fn action_at(event: KeyEvent, place: Place) -> Option<Action> {
    let key = normalize(Key {
        code: event.code,
        mods: event.modifiers,
    });
    let contexts = place.contexts();
    for context in &contexts {
        if let Some(binding) = bindings()
            .iter()
            .filter(|b| b.context == *context)
            .find(|b| b.keys.iter().any(|k| normalize(*k) == key))
        {
            return Some(binding.action.clone());
        }
    }
    let printable = match key.code {
        KeyCode::Char(c)
            if !key
                .mods
                .intersects(KeyModifiers::CONTROL | KeyModifiers::ALT) =>
        {
            Some(c)
        }
        _ => None,
    };
    // A line typed in an overlay is edited with the text fields' keys.
    if let Context::Overlay(overlay) = contexts[0]
        && overlay.about().typed
    {
        let edit = bindings()
            .iter()
            .filter(|b| b.context == Context::Field)
            .filter(|b| matches!(b.action, Action::Edit(_) | Action::Undo))
            .find(|b| b.keys.iter().any(|k| normalize(*k) == key));
        if let Some(binding) = edit {
            return Some(binding.action.clone());
        }
        return printable.map(|c| Action::Edit(InputRequest::InsertChar(c)));
    }
    match (contexts[0], printable) {
        (Context::Field, Some(c)) => Some(Action::Edit(InputRequest::InsertChar(c))),
        (Context::Search, Some(c)) => Some(Action::SearchInput(c)),
        _ => None,
    }
}

/// One status-bar hint: the keys (`a n f v`) and the words (`options`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShownHint {
    pub keys: String,
    pub words: &'static str,
    pub rank: u8,
}

impl ShownHint {
    /// Columns it takes: keys, a space, words.
    pub fn width(&self) -> usize {
        self.keys.chars().count() + 1 + self.words.chars().count()
    }
}

/// The status-bar hints at `place`, most specific context first; adjacent bindings with the same
/// words are one hint.
pub fn hints(place: Place) -> Vec<ShownHint> {
    let mut out: Vec<(Vec<String>, Hint)> = Vec::new();
    for context in place.contexts() {
        let mut last: Option<Hint> = None;
        for binding in bindings().iter().filter(|b| b.context == context) {
            match binding.hint {
                Some(hint) => {
                    let first = binding.keys[0].label();
                    match out.last_mut() {
                        Some((keys, h)) if last == Some(hint) && *h == hint => keys.push(first),
                        _ => out.push((vec![first], hint)),
                    }
                    last = Some(hint);
                }
                None => last = None,
            }
        }
    }
    out.into_iter()
        .map(|(keys, hint)| ShownHint {
            keys: join_keys(&keys),
            words: hint.words,
            rank: hint.rank,
        })
        .collect()
}

/// `1 2 3 4 5` → `1-5` (`1 2 3 4 5 l` → `1-5 l`), `↑ ↓` → `↑↓`, `a n f v` stays spaced.
fn join_keys(keys: &[String]) -> String {
    let digits = keys
        .iter()
        .take_while(|k| k.len() == 1 && k.as_bytes()[0].is_ascii_digit())
        .count();
    if digits > 2 && digits < keys.len() {
        let (run, rest) = keys.split_at(digits);
        return format!("{} {}", join_keys(run), join_keys(rest));
    }
    let chars: Option<Vec<char>> = keys
        .iter()
        .map(|k| {
            let mut it = k.chars();
            match (it.next(), it.next()) {
                (Some(c), None) => Some(c),
                _ => None,
            }
        })
        .collect();
    match chars {
        Some(cs) if cs.len() > 2 && cs.iter().all(char::is_ascii_digit) => {
            format!("{}-{}", cs[0], cs[cs.len() - 1])
        }
        Some(cs) if cs.iter().all(|c| !c.is_alphanumeric()) => cs.into_iter().collect(),
        Some(_) => keys.join(" "),
        None => keys.join("/"),
    }
}

/// Separator between two hints in the status bar.
pub const HINT_GAP: usize = 2;

/// The hints at `place` laid out in rows of `widths` columns (one row per width): as many as
/// fit, chosen by rank (the must-haves first), shown in table order (the focused pane's own keys
/// first), each row filled before the next.
pub fn hint_rows(place: Place, widths: &[usize]) -> Vec<Vec<ShownHint>> {
    let all = hints(place);
    let mut order: Vec<usize> = (0..all.len()).collect();
    order.sort_by_key(|&i| all[i].rank);
    let mut keep = vec![false; all.len()];
    for i in order {
        keep[i] = true;
        if pack(&all, &keep, widths).is_none() {
            keep[i] = false;
        }
    }
    pack(&all, &keep, widths).unwrap_or_default()
}

/// The kept hints in rows of `widths` columns, in order; `None` if they do not fit.
fn pack(all: &[ShownHint], keep: &[bool], widths: &[usize]) -> Option<Vec<Vec<ShownHint>>> {
    let mut rows: Vec<Vec<ShownHint>> = vec![Vec::new()];
    let mut used = 0;
    for hint in all.iter().zip(keep).filter_map(|(h, &k)| k.then_some(h)) {
        loop {
            let gap = if used == 0 { 0 } else { HINT_GAP };
            if used + gap + hint.width() <= *widths.get(rows.len() - 1)? {
                used += gap + hint.width();
                rows.last_mut()?.push(hint.clone());
                break;
            }
            rows.push(Vec::new());
            used = 0;
        }
    }
    Some(rows)
}

/// Every place keys can go: each pane, each overlay, and a search typed in help or examples.
pub fn places() -> Vec<Place> {
    let panes = Focus::ORDER.map(|focus| Place {
        focus,
        overlay: None,
        searching: false,
    });
    // Each overlay, and a search typed in it where `/` searches it.
    let overlays = OverlayId::ALL.into_iter().flat_map(|overlay| {
        let searching = [false, overlay.about().searchable];
        searching
            .into_iter()
            .enumerate()
            .filter_map(move |(i, searching)| {
                (i == 0 || searching).then_some(Place {
                    focus: Focus::Trace,
                    overlay: Some(overlay),
                    searching,
                })
            })
    });
    panes.into_iter().chain(overlays).collect()
}

/// Rows the status bar takes on a screen `width` columns wide: one where every place's name and
/// hints fit in one row, else two, so that every key that acts in a place is named (the height
/// depends on the width alone: the panes do not move when the focus does).
pub fn status_rows(width: u16) -> u16 {
    // The name, a space each side, and the space before the hints.
    let widest_name = places()
        .into_iter()
        .map(|p| p.name().chars().count() + 3)
        .max();
    if widest_name.unwrap_or(0) + widest_hints() <= width as usize {
        1
    } else {
        2
    }
}

/// Columns that every hint of the place with the most takes in one row. A constant of the key
/// table, worked out once (the layout asks on every frame).
pub fn widest_hints() -> usize {
    static WIDEST: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *WIDEST.get_or_init(|| {
        places()
            .into_iter()
            .map(|place| {
                let all = hints(place);
                all.iter().map(ShownHint::width).sum::<usize>()
                    + HINT_GAP * all.len().saturating_sub(1)
            })
            .max()
            .unwrap_or(0)
    })
}

/// The help overlay's content: per context, `(keys, what)` rows.
pub fn help_sections() -> Vec<(Context, Vec<(String, &'static str)>)> {
    Context::all()
        .into_iter()
        .map(|context| {
            let rows = bindings()
                .iter()
                .filter(|b| b.context == context)
                .map(|b| (b.label(), b.help))
                .collect();
            (context, rows)
        })
        .collect()
}

/// The key table as Markdown, as the guide's chapter on the explorer (docs/guide/01-explorer.md) shows it (a test keeps them
/// equal).
#[cfg(test)]
pub fn markdown_table() -> String {
    let mut out = String::from("| Where | Keys | What |\n|---|---|---|\n");
    for context in Context::all() {
        for binding in bindings().iter().filter(|b| b.context == context) {
            let keys: Vec<String> = binding
                .keys
                .iter()
                .map(|k| format!("`{}`", k.label().replace('|', "\\|")))
                .collect();
            out.push_str(&format!(
                "| {} | {} | {} |\n",
                context.title(),
                keys.join(" "),
                binding.help.replace('|', "\\|")
            ));
        }
    }
    out
}

/// The first key that means `action` at `place`, as help writes it (`m`, `F2`): what a screen
/// names when it tells the user what to press there.
pub fn key_at(action: &Action, place: Place) -> Option<String> {
    place.contexts().into_iter().find_map(|context| {
        bindings()
            .iter()
            .find(|b| b.context == context && b.action == *action)
            .and_then(|b| b.keys.first())
            .map(|key| key.label())
    })
}

/// The key that sets a switch, as help writes it: how an error or a warning says what to do in
/// the explorer's words.
pub fn switch_key(switch: &Switch) -> String {
    bindings()
        .iter()
        .find(|binding| matches!(binding.action, Action::CycleSwitch(s) if s == switch))
        .map_or_else(|| "?".to_string(), Binding::label)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(focus: Focus) -> Place {
        Place {
            focus,
            overlay: None,
            searching: false,
        }
    }

    #[test]
    fn labels_come_from_the_keys() {
        assert_eq!(ctrl('c').label(), "Ctrl-C");
        assert_eq!(alt(K::Char('b')).label(), "Alt-B");
        assert_eq!(ctrl_code(K::Left).label(), "Ctrl-←");
        assert_eq!(k(K::BackTab).label(), "Shift-Tab");
        assert_eq!(ch(' ').label(), "Space");
        assert_eq!(k(K::F(1)).label(), "F1");
    }

    #[test]
    fn hints_at_80_columns_keep_quit_help_and_the_copy_and_option_keys() {
        // 80 columns less the focused pane's name (" Trace ") and a space.
        let fitting = hint_rows(at(Focus::Trace), &[80 - 8]).concat();
        let text: Vec<String> = fitting
            .iter()
            .map(|h| format!("{} {}", h.keys, h.words))
            .collect();
        let text = text.join("  ");
        for wanted in [
            "q quit",
            "y copy",
            "M T export",
            "C cmd",
            "b r edit",
            "a n f v F options",
            "F1 help",
        ] {
            assert!(text.contains(wanted), "`{wanted}` missing from `{text}`");
        }
        // In a text field `q` is text: the hint says how to leave instead.
        let field: Vec<&str> = hints(at(Focus::Reference))
            .iter()
            .map(|h| h.words)
            .collect();
        assert!(field.contains(&"leave field"), "{field:?}");
        assert!(!field.contains(&"quit"), "{field:?}");
    }

    #[test]
    fn adjacent_hints_share_their_words() {
        let all = hints(at(Focus::Trace));
        let spec = all.iter().find(|h| h.words == "spec").unwrap();
        assert_eq!(spec.keys, "1-5 l");
        let step = all.iter().find(|h| h.words == "step").unwrap();
        assert_eq!(step.keys, "↑↓");
    }

    #[test]
    fn ctrl_7_is_ctrl_underscore() {
        let event = KeyEvent::new(KeyCode::Char('7'), KeyModifiers::CONTROL);
        assert_eq!(
            action_for(event, Focus::Reference, None),
            Some(Action::Undo)
        );
    }
}
