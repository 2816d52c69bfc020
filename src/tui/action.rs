//! What can happen in the explorer (actions) and what the loop must do about it (effects).

use tui_input::InputRequest;

use super::overlay_id::OverlayId;
use crate::core::vocabulary::spec::Spec;
use crate::core::vocabulary::switch::Switch;

/// The pane that receives keys.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Focus {
    Base,
    Reference,
    Components,
    Trace,
    Result,
}

impl Focus {
    /// The Tab order.
    pub const ORDER: [Focus; 5] = [
        Focus::Base,
        Focus::Reference,
        Focus::Components,
        Focus::Trace,
        Focus::Result,
    ];

    /// Is this one of the two text fields (where letters are typed, not commands)?
    pub const fn is_field(self) -> bool {
        matches!(self, Focus::Base | Focus::Reference)
    }

    pub const fn name(self) -> &'static str {
        match self {
            Focus::Base => "Base",
            Focus::Reference => "Reference",
            Focus::Components => "Components",
            Focus::Trace => "Trace",
            Focus::Result => "Result",
        }
    }
}

/// Everything the user (or the loop) can ask of the explorer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    Quit,
    FocusNext,
    FocusPrev,
    Focus(Focus),
    /// Esc in a text field: go to the trace.
    LeaveField,
    /// Esc outside the text fields: say how to quit and how to edit.
    ExplainKeys,
    ToggleHelp,
    /// Open an overlay: the whole-text view shows in full what the focused pane cuts (the
    /// selected step, or the texts); the `l` chooser opened from the compare view adds or takes
    /// away a library's row.
    Open(OverlayId),
    CloseOverlay,
    /// Esc in help or the examples browser: clear the search if there is one, else close.
    Back,
    /// `/`: start typing a search in help or the examples browser.
    SearchStart,
    /// A character typed into the search.
    SearchInput(char),
    SearchBackspace,
    /// Stop searching: the filter goes.
    SearchClear,
    /// Enter while typing: stop typing, keep the filter and the match selected.
    SearchDone,
    /// `n`: stop typing, go to the next match.
    SearchNext,
    /// `N`: the previous match.
    SearchPrev,
    SelectSpec(Spec),
    /// Enter in the library chooser: select the profile chosen, or in the compare view add its
    /// row or take it away.
    ChooseLibrary,
    /// The examples browser shows only the next library's own tests (after the last: all).
    ExamplesOfNextLibrary,
    /// The examples browser shows only this specification's examples (`None`: every one).
    ExamplesOf(Option<Spec>),
    /// The specification above the selected one in the compare view.
    PreviousSpec,
    /// The specification below it.
    NextSpec,
    /// The whole-step view: the trace row before the one shown.
    PreviousRow,
    /// The whole-step view: the trace row after it.
    NextRow,
    /// A readline edit of the focused text field.
    Edit(InputRequest),
    /// Text pasted (bracketed paste): inserted at the cursor of the focused field, or of the
    /// reference field when focus is elsewhere, without newlines or control characters (the
    /// status bar names what was removed); into the search while one is typed.
    Paste(String),
    Undo,
    Up,
    Down,
    PageUp,
    PageDown,
    Top,
    Bottom,
    ToggleTeach,
    /// Target mode: the reference field takes the target, and the trace resolves the shortest
    /// reference to it (again: back to the reference).
    ToggleTarget,
    /// Teach mode: reveal the next step (otherwise: move down).
    RevealNext,
    /// Teach mode: hide the last revealed step (otherwise: move up).
    RevealPrev,
    CopyResult,
    CopyComponent,
    CopyTrace,
    /// Show the status message whole (the status bar cut it).
    ShowMessage,
    /// Copy the resolution as plain text: the `resolve --trace` table, the result and warnings.
    CopyText,
    /// Copy the chooser's selected choice (`None`), or the choice of that index.
    CopyChoice(Option<usize>),
    /// Set a switch to its next value (a toggle on or off).
    CycleSwitch(&'static Switch),
    /// Examples browser: load the selected example.
    LoadExample,
    /// The selected link, resolved against the page's base under the WHATWG URL Standard.
    LoadLink,
    /// The selected hop's `Location`, resolved against the URL it answered as browsers do.
    LoadHop,
    /// The terminal has this size now (columns, rows).
    Resize(u16, u16),
    /// A mouse click at (column, row) (only with `--mouse`).
    Click(u16, u16),
    /// A turn of the mouse wheel, up or down, with the pointer at (column, row) (only with
    /// `--mouse`).
    Wheel {
        up: bool,
        x: u16,
        y: u16,
    },
    /// The quiz: check the answer typed (once an exercise is done: the next one).
    Check,
    /// The quiz: the next hint.
    Hint,
    /// The quiz: show the answer.
    Reveal,
    /// Show a message in the status bar (the loop expires it).
    Message(String),
    ClearMessage,
}

/// A side effect `update` asks the loop to perform.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Effect {
    /// Put `text` on the clipboard; `what` names it in the status message ("result").
    Copy {
        what: &'static str,
        text: String,
    },
    Quit,
}
