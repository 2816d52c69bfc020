//! The basic URL parser's preprocessing (§4.4 steps 1-3): strip leading and trailing C0
//! controls and spaces, remove every ASCII tab and newline, and remember where each removed
//! byte was, so positions can be given in the input as the user typed it.

use std::borrow::Cow;

use super::code_points::{is_ascii_tab_or_newline, is_c0_control_or_space};
use super::emit::Emit;
use super::raises;
use super::steps::{ENDS_STRIPPED, TAB_OR_NEWLINE_REMOVED};
use crate::core::vocabulary::event::Observer;
use crate::core::vocabulary::span::Span;
use crate::core::vocabulary::whatwg_act::{Removal, RemovalKind};

/// The input the state machine runs on, and the way back to the input as given.
pub(super) struct Input<'a> {
    /// The input after the strip and the removal.
    text: Cow<'a, str>,
    /// How many bytes the strip took from the start.
    leading: usize,
    /// Each run of removed tabs and newlines: where it was in `text` (the offset of the byte
    /// that followed it), and how many bytes were removed up to and including it.
    removed: Vec<(usize, usize)>,
}

impl<'a> Input<'a> {
    /// Preprocesses `raw`, reporting the validation errors and the removals to `emit`.
    /// Borrows `raw` when there is no tab or newline to remove.
    pub(super) fn new<O: Observer>(raw: &'a str, emit: &mut Emit<'_, O>) -> Self {
        let bytes = raw.as_bytes();
        let leading = bytes
            .iter()
            .position(|&b| !is_c0_control_or_space(b))
            .unwrap_or(bytes.len());
        let trailing_start = bytes[leading..]
            .iter()
            .rposition(|&b| !is_c0_control_or_space(b))
            .map_or(leading, |last| leading + last + 1);
        if leading > 0 || trailing_start < bytes.len() {
            if O::VALIDATION {
                let at = if leading > 0 { 0 } else { trailing_start };
                emit.validation_error(raises::LEADING_OR_TRAILING, at);
            }
            if O::ENABLED {
                emit.warning(&ENDS_STRIPPED);
                if leading > 0 {
                    emit.preprocess(Removal {
                        kind: RemovalKind::Leading,
                        span: Span::new(0, leading),
                    });
                }
                if trailing_start < bytes.len() {
                    emit.preprocess(Removal {
                        kind: RemovalKind::Trailing,
                        span: Span::new(trailing_start, bytes.len()),
                    });
                }
            }
        }
        // The strip stops at bytes above U+0020, so both ends are code point boundaries.
        let stripped = &raw[leading..trailing_start];
        let tab_or_newline = |b: &u8| matches!(b, b'\t' | b'\n' | b'\r');
        let Some(first) = stripped.as_bytes().iter().position(tab_or_newline) else {
            return Input {
                text: Cow::Borrowed(stripped),
                leading,
                removed: Vec::new(),
            };
        };
        if O::VALIDATION {
            emit.validation_error(raises::TAB_OR_NEWLINE, leading + first);
        }
        if O::ENABLED {
            emit.warning(&TAB_OR_NEWLINE_REMOVED);
        }
        let mut text = String::with_capacity(stripped.len());
        let mut removed = Vec::new();
        let mut removed_so_far = 0;
        let mut kept_from = 0;
        let mut i = first;
        let bytes = stripped.as_bytes();
        while i < bytes.len() {
            if !is_ascii_tab_or_newline(bytes[i]) {
                i += 1;
                continue;
            }
            let run_start = i;
            while i < bytes.len() && is_ascii_tab_or_newline(bytes[i]) {
                i += 1;
            }
            text.push_str(&stripped[kept_from..run_start]);
            kept_from = i;
            removed_so_far += i - run_start;
            removed.push((text.len(), removed_so_far));
            if O::ENABLED {
                emit.preprocess(Removal {
                    kind: RemovalKind::TabOrNewline,
                    span: Span::new(leading + run_start, leading + i),
                });
            }
        }
        text.push_str(&stripped[kept_from..]);
        Input {
            text: Cow::Owned(text),
            leading,
            removed,
        }
    }

    /// The preprocessed input.
    pub(super) fn text(&self) -> &str {
        &self.text
    }

    /// The offset in the input as given of the byte at `offset` in the preprocessed input (or
    /// of the end, for its length).
    pub(super) fn original(&self, offset: usize) -> usize {
        // Runs removed before `offset`: those recorded at an offset no greater than it.
        let runs = self.removed.partition_point(|&(at, _)| at <= offset);
        let removed = if runs == 0 {
            0
        } else {
            self.removed[runs - 1].1
        };
        self.leading + offset + removed
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::vocabulary::event::NoTrace;
    use crate::core::vocabulary::trace::Trace;

    #[test]
    fn nothing_to_remove_borrows() {
        let input = Input::new("http://a/", &mut Emit::new(&mut NoTrace));
        assert!(matches!(input.text, Cow::Borrowed("http://a/")));
        assert_eq!(input.original(3), 3);
    }

    #[test]
    fn offsets_map_back_to_the_input_as_given() {
        let raw = " \u{1}h\tt\n\r\ntp:/\t/a \u{0} ";
        let mut trace = Trace::default();
        let input = Input::new(raw, &mut Emit::new(&mut trace));
        assert_eq!(input.text(), "http://a");
        let originals: Vec<usize> = (0..=input.text().len())
            .map(|i| input.original(i))
            .collect();
        assert_eq!(originals, [2, 4, 8, 9, 10, 11, 13, 14, 15]);
        for (i, &o) in originals.iter().take(input.text().len()).enumerate() {
            assert_eq!(raw.as_bytes()[o], input.text().as_bytes()[i]);
        }
        let acts: Vec<String> = trace
            .whatwg_acts()
            .map(|(_, act)| act.to_string())
            .collect();
        assert_eq!(
            acts,
            [
                "validation error invalid-URL-unit at byte 0",
                "strip leading C0 control or space at bytes 0..2",
                "strip trailing C0 control or space at bytes 15..18",
                "validation error invalid-URL-unit at byte 3",
                "remove ASCII tab or newline at bytes 3..4",
                "remove ASCII tab or newline at bytes 5..8",
                "remove ASCII tab or newline at bytes 12..13",
            ]
        );
    }

    #[test]
    fn all_blank() {
        let input = Input::new(" \t\n ", &mut Emit::new(&mut NoTrace));
        assert_eq!(input.text(), "");
        assert_eq!(input.original(0), 4);
    }
}
