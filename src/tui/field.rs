//! A single-line text field: tui-input's readline editing plus paste and undo.

use tui_input::{Input, InputRequest};

/// How many bytes of earlier values undo keeps (a field may hold a megabyte paste).
const UNDO_BUDGET: usize = 8 << 20;

/// One text field with its undo history.
#[derive(Clone, Debug, Default)]
pub struct Field {
    input: Input,
    /// Earlier `(value, cursor)` states, oldest first.
    undo: Vec<(String, usize)>,
    undo_bytes: usize,
    /// The last change typed a character: the next typed character joins the same undo step.
    typing: bool,
}

impl Field {
    pub fn new(value: &str) -> Self {
        Field {
            input: Input::new(value.to_string()),
            ..Field::default()
        }
    }

    pub fn value(&self) -> &str {
        self.input.value()
    }

    /// The cursor, in characters from the start.
    pub fn cursor(&self) -> usize {
        self.input.cursor()
    }

    /// Applies a readline request; returns whether the value changed.
    pub fn edit(&mut self, request: InputRequest) -> bool {
        let before = (self.input.value().to_string(), self.input.cursor());
        let changed = self
            .input
            .handle(request)
            .is_some_and(|change| change.value);
        if changed {
            let typing = matches!(request, InputRequest::InsertChar(_));
            if !(typing && self.typing) {
                self.remember(before);
            }
            self.typing = typing;
        } else if !matches!(request, InputRequest::InsertChar(_)) {
            self.typing = false;
        }
        changed
    }

    /// Inserts `text` at the cursor without its newlines and control characters (a pasted
    /// multi-line `Location` header becomes one line). Linear in the length of the value.
    pub fn paste(&mut self, text: &str) -> bool {
        let clean: String = text.chars().filter(|c| !c.is_control()).collect();
        if clean.is_empty() {
            return false;
        }
        let value = self.input.value();
        let cursor = self.input.cursor();
        let at = value
            .char_indices()
            .nth(cursor)
            .map_or(value.len(), |(i, _)| i);
        let mut next = String::with_capacity(value.len() + clean.len());
        next.push_str(&value[..at]);
        next.push_str(&clean);
        next.push_str(&value[at..]);
        self.remember((value.to_string(), cursor));
        self.typing = false;
        let new_cursor = cursor + clean.chars().count();
        self.input = Input::new(next).with_cursor(new_cursor);
        true
    }

    /// Replaces the whole value (loading an example); undoable.
    pub fn set(&mut self, value: &str) {
        if value != self.input.value() {
            self.remember((self.input.value().to_string(), self.input.cursor()));
            self.input = Input::new(value.to_string());
            self.typing = false;
        }
    }

    /// Goes back to the value before the last change; returns whether there was one.
    pub fn undo(&mut self) -> bool {
        self.typing = false;
        match self.undo.pop() {
            Some((value, cursor)) => {
                self.undo_bytes -= value.len();
                self.input = Input::new(value).with_cursor(cursor);
                true
            }
            None => false,
        }
    }

    fn remember(&mut self, state: (String, usize)) {
        self.undo_bytes += state.0.len();
        self.undo.push(state);
        while self.undo_bytes > UNDO_BUDGET && self.undo.len() > 1 {
            let (old, _) = self.undo.remove(0);
            self.undo_bytes -= old.len();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paste_inserts_at_the_cursor_without_newlines_or_controls() {
        let mut field = Field::new("http://a/");
        field.edit(InputRequest::GoToStart);
        field.edit(InputRequest::GoToNextChar);
        assert!(field.paste("X\r\nY\x1bZ\t"));
        assert_eq!(field.value(), "hXYZttp://a/");
        assert_eq!(field.cursor(), 4);
    }

    #[test]
    fn undo_restores_a_typed_run_then_a_paste() {
        let mut field = Field::new("g");
        field.paste("/x");
        for c in "yz".chars() {
            field.edit(InputRequest::InsertChar(c));
        }
        assert_eq!(field.value(), "g/xyz");
        assert!(field.undo());
        assert_eq!(field.value(), "g/x");
        assert!(field.undo());
        assert_eq!(field.value(), "g");
        assert!(!field.undo());
    }

    #[test]
    fn undo_after_delete_word() {
        let mut field = Field::new("../g/h");
        field.edit(InputRequest::DeletePrevWord);
        assert_ne!(field.value(), "../g/h");
        field.undo();
        assert_eq!(field.value(), "../g/h");
        assert_eq!(field.cursor(), 6);
    }
}
