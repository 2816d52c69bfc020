//! Where a command reads and writes.

use std::io::{BufRead, Write};

/// Where a command reads and writes: the process's streams, or a caller's (tests, fuzzing).
pub struct Streams<'a> {
    /// Batch mode's references.
    pub input: &'a mut dyn BufRead,
    pub out: &'a mut dyn Write,
    pub err: &'a mut dyn Write,
    /// Is `out` a terminal? A result goes to a terminal escaped, to a pipe or a file as the
    /// exact string (as `--json` has it).
    pub out_is_terminal: bool,
    /// Is `input` a terminal? Batch mode then says that it reads references until Ctrl-D.
    pub input_is_terminal: bool,
}
