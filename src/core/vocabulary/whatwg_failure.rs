//! The parser's failure, as a value a person can read.

use std::fmt;

use crate::core::vocabulary::whatwg_state::State;
use crate::core::vocabulary::whatwg_validation::ValidationError;

/// The basic URL parser returned failure: in which state, for which validation error, at which
/// byte of the input as given (before the strip and the tab/newline removal).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Failure {
    /// The state that returned failure (the host and file host states also for their host
    /// parser).
    pub state: State,
    /// The validation error the Standard names where it returns failure.
    pub error: ValidationError,
    /// Byte offset in the input as given.
    pub at: usize,
    /// The code point at fault, when there is one (a forbidden host code point, an IPv6
    /// address's stray code point).
    pub code_point: Option<char>,
    /// The step that returned failure, in the Standard's words, when it is not the validation
    /// error's own: the domain parser fails after its `domain-to-ASCII`, which does not
    /// return.
    pub reason: Option<&'static str>,
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} at byte {}", self.error.name(), self.at)?;
        if let Some(c) = self.code_point {
            write!(f, " ({})", CodePoint(c))?;
        }
        write!(f, ": {}", self.error.description())?;
        if let Some(reason) = self.reason {
            write!(f, "; {reason}")?;
        }
        write!(f, "; the {} returns failure", self.state.name())
    }
}

impl std::error::Error for Failure {}

/// A code point shown the way the Standard writes them, `U+0020`, with the character itself
/// when it is visible ASCII (never raw otherwise: the text may come from anyone).
#[derive(Clone, Copy, Debug)]
pub struct CodePoint(pub char);

impl fmt::Display for CodePoint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "U+{:04X}", self.0 as u32)?;
        if self.0.is_ascii_graphic() {
            write!(f, " {}", self.0)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_failure_reads_as_a_sentence() {
        let failure = Failure {
            state: State::Host,
            error: ValidationError::HostInvalidCodePoint,
            at: 8,
            code_point: Some(' '),
            reason: None,
        };
        assert_eq!(
            failure.to_string(),
            "host-invalid-code-point at byte 8 (U+0020): an opaque host (in a URL that is not \
             special) contains a forbidden host code point; the host state returns failure"
        );
        let failure = Failure {
            code_point: Some('^'),
            ..failure
        };
        assert!(failure.to_string().contains("(U+005E ^)"));
        let failure = Failure {
            code_point: Some('\u{202E}'),
            ..failure
        };
        assert!(
            failure.to_string().contains("(U+202E)"),
            "never the raw bidi override"
        );
    }
}
