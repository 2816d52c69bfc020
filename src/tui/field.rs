//! A single-line text field: tui-input's readline editing plus paste and undo.

use tui_input::{Input, InputRequest};

/// How many bytes of earlier values undo keeps (a field may hold a megabyte paste).
const UNDO_BUDGET: usize = 8 << 20;

/// What a paste did: whether the value changed, and what it left out.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Pasted {
    pub changed: bool,
    pub removed: Removed,
}

/// The control characters left out of a paste, each with its count, in the order first met.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Removed(pub Vec<(char, usize)>);

impl Removed {
    /// `text` without its control characters, and what was left out.
    pub fn from_paste(text: &str) -> (String, Removed) {
        let mut removed: Vec<(char, usize)> = Vec::new();
        let clean = text
            .chars()
            .filter(|&c| {
                if !c.is_control() {
                    return true;
                }
                match removed.iter_mut().find(|(r, _)| *r == c) {
                    Some((_, n)) => *n += 1,
                    None => removed.push((c, 1)),
                }
                false
            })
            .collect();
        (clean, Removed(removed))
    }

    /// The status message naming what was left out, if anything was: `removed from the paste:
    /// 1 × ⟨TAB⟩ (TAB)`. Each character is in the message itself, so that the status bar shows
    /// it by uriscope's one escaping rule (`\t`, `\x1b`, `\u{85}`), as the fields show it.
    pub fn note(&self) -> Option<String> {
        if self.0.is_empty() {
            return None;
        }
        let parts: Vec<String> = self
            .0
            .iter()
            .map(|&(c, n)| format!("{n} × {c} ({})", control_name(c)))
            .collect();
        Some(format!(
            "removed from the paste: {}; no URI holds control characters",
            parts.join(", ")
        ))
    }
}

/// A control character's usual short name (`TAB`, `LF`, `ESC`), else `U+XXXX`.
fn control_name(c: char) -> String {
    const C0: [&str; 32] = [
        "NUL", "SOH", "STX", "ETX", "EOT", "ENQ", "ACK", "BEL", "BS", "TAB", "LF", "VT", "FF",
        "CR", "SO", "SI", "DLE", "DC1", "DC2", "DC3", "DC4", "NAK", "SYN", "ETB", "CAN", "EM",
        "SUB", "ESC", "FS", "GS", "RS", "US",
    ];
    match c as u32 {
        n @ 0..32 => C0[n as usize].to_string(),
        0x7f => "DEL".to_string(),
        n => format!("U+{n:04X}"),
    }
}

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
        let typing = matches!(request, InputRequest::InsertChar(_));
        // A character typed after another joins its undo step: no copy of the value to keep.
        let before = (!(typing && self.typing))
            .then(|| (self.input.value().to_string(), self.input.cursor()));
        let changed = self
            .input
            .handle(request)
            .is_some_and(|change| change.value);
        if changed {
            if let Some(before) = before {
                self.remember(before);
            }
            self.typing = typing;
        } else if !matches!(request, InputRequest::InsertChar(_)) {
            self.typing = false;
        }
        changed
    }

    /// Inserts `text` at the cursor without its newlines, tabs and other control characters (a
    /// pasted multi-line `Location` header becomes one line; no URI may hold them, and the WHATWG
    /// parser drops tabs and newlines itself); says what it removed. Linear in the length of the
    /// value.
    pub fn paste(&mut self, text: &str) -> Pasted {
        let (clean, removed) = Removed::from_paste(text);
        let pasted = |changed| Pasted {
            changed,
            removed: removed.clone(),
        };
        if clean.is_empty() {
            return pasted(false);
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
        pasted(true)
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
        let pasted = field.paste("X\r\nY\x1bZ\t");
        assert!(pasted.changed);
        assert_eq!(field.value(), "hXYZttp://a/");
        assert_eq!(field.cursor(), 4);
        assert_eq!(
            pasted.removed.note().unwrap(),
            "removed from the paste: 1 × \r (CR), 1 × \n (LF), 1 × \x1b (ESC), 1 × \t (TAB); no URI \
             holds control characters"
        );
        assert_eq!(field.paste("ok").removed.note(), None);
        assert_eq!(
            field.paste("\u{85}\u{85}").removed,
            Removed(vec![('\u{85}', 2)])
        );
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
