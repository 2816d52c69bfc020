//! What the host parser and its IPv4 and IPv6 parsers share: where the host's text is, the
//! observer they report to, and the failure they return.

use crate::core::specs::whatwg::emit::Emit;
use crate::core::specs::whatwg::input::Input;
use crate::core::specs::whatwg::raises::Raise;
use crate::core::vocabulary::event::Observer;
use crate::core::vocabulary::span::Span;
use crate::core::vocabulary::warning::Warning;
use crate::core::vocabulary::whatwg_act::{HostBranch, HostStep};
use crate::core::vocabulary::whatwg_validation::ValidationError;

/// The host parser returned failure.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct HostError {
    pub error: ValidationError,
    /// Byte offset in the input as given.
    pub at: usize,
    pub code_point: Option<char>,
    /// The step that returned failure, when it is not the validation error's own.
    pub reason: Option<&'static str>,
}

/// Where the host's text is, for the positions of what the host parser reports, and the
/// observer it reports to.
pub(crate) struct HostContext<'t, 'i, O> {
    emit: Emit<'t, O>,
    input: &'i Input<'i>,
    /// Offset of the host's text in the preprocessed input.
    start: usize,
    /// Whether offsets in the text being parsed are offsets in the host's text (not after a
    /// percent-decoding or the domain parser that changed the text's length).
    pub(super) exact: bool,
}

impl<'t, 'i, O: Observer> HostContext<'t, 'i, O> {
    pub(crate) fn new(emit: Emit<'t, O>, input: &'i Input<'i>, start: usize) -> Self {
        HostContext {
            emit,
            input,
            start,
            exact: true,
        }
    }

    /// The offset in the input as given of `offset` in the text being parsed (the host's
    /// start when the text is not the host's own).
    pub(super) fn at(&self, offset: usize) -> usize {
        let offset = if self.exact { offset } else { 0 };
        self.input.original(self.start + offset)
    }

    /// A validation error that does not stop the parser.
    pub(crate) fn error(&mut self, raise: Raise, offset: usize) {
        if O::VALIDATION {
            let at = self.at(offset);
            self.emit.validation_error(raise, at);
        }
    }

    /// A validation error that returns failure; always reported.
    pub(crate) fn fail(
        &mut self,
        raise: Raise,
        offset: usize,
        code_point: Option<char>,
    ) -> HostError {
        let at = self.at(offset);
        self.emit.validation_error(raise, at);
        HostError {
            error: raise.error,
            at,
            code_point,
            reason: None,
        }
    }

    /// Failure for a validation error already reported.
    pub(super) fn failed(
        &mut self,
        error: ValidationError,
        offset: usize,
        code_point: Option<char>,
    ) -> HostError {
        HostError {
            error,
            at: self.at(offset),
            code_point,
            reason: None,
        }
    }

    /// A rule of the host parser that makes the host differ from the text (a note for the
    /// trace).
    pub(super) fn rule(&mut self, rule: &'static Warning) {
        if O::ENABLED {
            self.emit.warning(rule);
        }
    }

    /// A decision of the host parser, for the trace.
    pub(crate) fn step(&mut self, step: HostStep<&str>) {
        if O::ENABLED {
            self.emit.host(step);
        }
    }

    pub(super) fn branch(&mut self, branch: HostBranch, len: usize) {
        if O::ENABLED {
            let span = Span::new(self.at(0), self.input.original(self.start + len));
            self.emit.host(HostStep::Branch { branch, span });
        }
    }
}
