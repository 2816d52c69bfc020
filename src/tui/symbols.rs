//! Every symbol the panes draw, with what it means. The panes draw these constants and the help's
//! legend is written from them (`panes/help.rs`), so the two cannot drift; a test draws the explorer
//! in many states and checks that every symbol on the screen is one of these.

use crate::core::vocabulary::component::Component;

/// A symbol and what it means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Symbol {
    pub glyph: &'static str,
    pub meaning: &'static str,
}

impl Symbol {
    /// The glyph, a space and `text`: `✗ no result`.
    pub fn before(self, text: impl std::fmt::Display) -> String {
        format!("{} {text}", self.glyph)
    }

    /// The glyph and a space where `on`, else as many spaces (a row marker keeps its column).
    pub fn marker(self, on: bool) -> String {
        if on {
            self.before("")
        } else {
            " ".repeat(self.glyph.chars().count() + 1)
        }
    }
}

const fn symbol(glyph: &'static str, meaning: &'static str) -> Symbol {
    Symbol { glyph, meaning }
}

pub const FOCUSED: Symbol = symbol("▶", "the focused pane or field");
pub const SELECTED: Symbol = symbol("▸", "the selected row");
pub const UNDEFINED: Symbol = symbol("∅", "undefined: the component is absent, delimiter and all");
pub const EMPTY: Symbol = symbol(
    "\"\"",
    "empty: the delimiter is there, with nothing after it",
);
pub const NO_VALUE: Symbol = symbol("—", "no value: there is no result to read it from");
pub const BUFFER: Symbol = symbol("⇒", "the path buffer after the step");
pub const REPEAT: Symbol = symbol(
    "↳",
    "a change made by a step that repeats: its number (#n), or the rule that made it (RFC 2396 \
     6c, 6e; RFC 3986 5.2.4 2C, 2D)",
);
pub const LEADS_TO: Symbol = symbol(
    "→",
    "what a step read, then what it decided, did or assigned; in the examples browser, the \
     result a reference gives",
);
pub const SET_FROM: Symbol = symbol(
    "←",
    "where a component's value comes from: the step that set it, or the component it was taken \
     from",
);
pub const REMOVED_TEXT: Symbol = symbol("−", "the text a change removed");
pub const INSERTED_TEXT: Symbol = symbol("+", "the text a change inserted");
pub const DIFFERS: Symbol = symbol(
    "≠",
    "differs: a result other than most specifications give (compare), or a result that reads \
     back as another URI",
);
pub const WARNING: Symbol = symbol(
    "⚠",
    "a warning: the specification's text allows another reading, the result reads back \
     differently, or a host name can deceive (UTS #39) or is read two ways (IDNA)",
);
pub const OK: Symbol = symbol(
    "✓",
    "a result; in the examples browser, the answer the specification gives; in the library \
     chooser (l), a profile shown already",
);
pub const FAILED: Symbol = symbol(
    "✗",
    "no result (the error follows), or not the answer the specification gives",
);
pub const HIDDEN: Symbol = symbol("?", "teach mode: hidden until the step is revealed");
pub const CUT: Symbol = symbol(
    "…",
    "text cut here, or lines hidden (the count follows): z shows a step or the texts whole, the \
     pane scrolls, the copies (y, M) hold it whole",
);
pub const SPLIT: Symbol = symbol(
    "┊",
    "RFC 3986 5.2.4's loop: the output buffer before it, the input buffer after it",
);
pub const SEARCH_CURSOR: Symbol = symbol("▏", "the end of a search being typed");

/// Text markers around what a step changed: only without colour (`NO_COLOR`), where crossed-out
/// and underlined text may not be drawn by every terminal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Marks {
    pub open: &'static str,
    pub close: &'static str,
    pub meaning: &'static str,
}

pub const REMOVED_MARKS: Marks = Marks {
    open: "[-",
    close: "-]",
    meaning: "removed by the step (with NO_COLOR; in colour: red, crossed out)",
};
pub const ADDED_MARKS: Marks = Marks {
    open: "{+",
    close: "+}",
    meaning: "added by the step (with NO_COLOR; in colour: green, underlined)",
};

/// Every symbol, in the legend's order.
pub const ALL: &[Symbol] = &[
    UNDEFINED,
    EMPTY,
    NO_VALUE,
    BUFFER,
    REPEAT,
    LEADS_TO,
    SET_FROM,
    REMOVED_TEXT,
    INSERTED_TEXT,
    DIFFERS,
    WARNING,
    OK,
    FAILED,
    HIDDEN,
    CUT,
    SPLIT,
    FOCUSED,
    SELECTED,
    SEARCH_CURSOR,
];

/// The letter that marks a component in the line drawn under a URI (`ssss apppp q`).
pub const fn component_letter(component: Component) -> char {
    match component {
        Component::Scheme => 's',
        Component::Authority => 'a',
        Component::Path => 'p',
        Component::Params => ';',
        Component::Query => 'q',
        Component::Fragment => 'f',
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_symbol_is_distinct_and_has_a_meaning() {
        for (i, a) in ALL.iter().enumerate() {
            assert!(!a.meaning.is_empty(), "{a:?}");
            for b in &ALL[i + 1..] {
                assert_ne!(a.glyph, b.glyph, "two meanings for one glyph");
            }
        }
    }
}
