//! A warning a step gives: something a reader of the trace should know.

/// Something a reader of the trace should know: a defect, an ambiguity, a profile choice.
#[derive(Debug, PartialEq, Eq)]
pub struct Warning {
    /// Stable identifier for tests and JSON (`rfc2396.empty-base-path`).
    pub id: &'static str,
    /// One or two sentences, citing the specifications.
    pub text: &'static str,
}

impl Warning {
    /// A warning, for a `static` of a resolver's steps.
    pub const fn new(id: &'static str, text: &'static str) -> Warning {
        Warning { id, text }
    }
}
