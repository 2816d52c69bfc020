//! A tracer that writes every hook call as a line of text: what the tests read, and a plain
//! view of a trace for anyone debugging the parser.

use std::fmt::Write;

use super::trace::{Act, Tracer};

/// Records a trace as text, one line per hook call, in the words of [`Act`]'s `Display`. A
/// state's run starts a line (`path state at byte 9: U+0062 b`); what it does follows,
/// indented. Nothing invisible is written raw.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Recorder {
    text: String,
}

impl Recorder {
    /// The trace so far.
    pub fn text(&self) -> &str {
        &self.text
    }
}

impl Tracer for Recorder {
    const ENABLED: bool = true;

    fn act(&mut self, act: Act<&str>) {
        // A state's run starts a line; what it does follows, indented.
        let indent = if matches!(act, Act::Visit(_)) {
            ""
        } else {
            "  "
        };
        let _ = writeln!(self.text, "{indent}{act}");
    }
}
