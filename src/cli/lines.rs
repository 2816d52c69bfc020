//! Lines of stdin, for every command that reads one input per line: read as bytes (a line may
//! be megabytes long; the buffer is reused), one trailing `\r` stripped, and a line that is not
//! UTF-8 reported as an error rather than guessed at.

use std::io::{self, BufRead};

use super::exit::{EXIT_FAILED, EXIT_OK};

/// Calls `each` on every line of `input`, numbered from 1, without its line end: its bytes and
/// its text, or why it is not UTF-8; `each` says whether the line failed. The exit code: 1 if
/// any line failed. The buffer is reused, so a line may be megabytes long.
pub fn each_line(
    input: &mut dyn BufRead,
    mut each: impl FnMut(usize, &[u8], Result<&str, std::str::Utf8Error>) -> io::Result<bool>,
) -> io::Result<i32> {
    let mut code = EXIT_OK;
    let mut line = Vec::new();
    let mut number = 0;
    loop {
        line.clear();
        if input.read_until(b'\n', &mut line)? == 0 {
            return Ok(code);
        }
        number += 1;
        let bytes = strip_line_end(&line);
        if each(number, bytes, std::str::from_utf8(bytes))? {
            code = EXIT_FAILED;
        }
    }
}

/// Why a line of stdin that is not UTF-8 was not `done` (resolved, read, mapped).
pub fn not_utf8_line(error: &std::str::Utf8Error, done: &str) -> String {
    format!(
        "the line is not valid UTF-8 (invalid byte at offset {}); it was not {done}",
        error.valid_up_to()
    )
}

/// The line without its `\n` and one `\r` before it.
fn strip_line_end(line: &[u8]) -> &[u8] {
    let line = line.strip_suffix(b"\n").unwrap_or(line);
    line.strip_suffix(b"\r").unwrap_or(line)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_carriage_return_is_stripped() {
        assert_eq!(strip_line_end(b"g\r\r\n"), b"g\r");
        assert_eq!(strip_line_end(b"g\r\n"), b"g");
        assert_eq!(strip_line_end(b"g"), b"g");
        assert_eq!(strip_line_end(b"\n"), b"");
    }
}
