//! Why a reference could not be resolved, in words a person understands.

use std::fmt;

use crate::core::text::cut::InBackticks;
use crate::core::vocabulary::component::Role;
use crate::core::vocabulary::options::AboveRoot;
use crate::core::vocabulary::spec::Spec;
use crate::core::vocabulary::step::Step;
use crate::core::vocabulary::switch::Switch;
use crate::core::vocabulary::whatwg_failure::Failure;

/// A resolution that produced no URI. Every variant renders as one sentence that cites the step
/// that failed; [`Error::remedy`] says which switch would let it through.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Error {
    /// The base has no scheme; every specification requires one.
    BaseWithoutScheme {
        /// The step that found it.
        step: &'static Step,
        /// The base as given.
        base: String,
    },
    /// RFC 2396 step 6g with the handling `reject`: `..` segments climb above the root.
    AboveRoot {
        /// Step 6g.
        step: &'static Step,
        /// The merged path, with the `..` segments at its start.
        path: String,
        /// How many `..` segments are left at its start.
        segments: usize,
    },
    /// The base or the reference is not something the specification can resolve at all.
    Unresolvable {
        /// The step that found it.
        step: &'static Step,
        /// Why, in a sentence.
        reason: String,
    },
    /// The base and the reference together are too long for the path algorithms' 32-bit
    /// offsets.
    TooLong {
        /// Their length together, in bytes.
        length: usize,
    },
    /// A switch was set that the specification has no use for.
    SwitchDoesNotApply {
        /// The switch.
        switch: &'static Switch,
        /// The specification asked to resolve.
        spec: Spec,
    },
    /// The WHATWG URL Standard's basic URL parser returned failure on the base or on the
    /// reference.
    Whatwg {
        /// The step that failed: the base URL's parse, or the state that returned failure.
        step: &'static Step,
        /// Which input it was parsing.
        role: Role,
        /// In which state, for which validation error, at which byte.
        failure: Failure,
    },
}

impl Error {
    /// The step that failed, when a step did.
    pub fn step(&self) -> Option<&'static Step> {
        match self {
            Error::BaseWithoutScheme { step, .. }
            | Error::AboveRoot { step, .. }
            | Error::Unresolvable { step, .. }
            | Error::Whatwg { step, .. } => Some(step),
            Error::TooLong { .. } | Error::SwitchDoesNotApply { .. } => None,
        }
    }

    /// The specification that failed, when one did.
    pub fn spec(&self) -> Option<Spec> {
        match self {
            Error::SwitchDoesNotApply { spec, .. } => Some(*spec),
            _ => self.step().and_then(|step| step.spec()),
        }
    }

    /// The switch that would let the resolution through and its value that stopped it, for
    /// the place showing the error to name the other values in its own words (the command line
    /// its flag, the explorer its key).
    pub fn remedy(&self) -> Option<(&'static Switch, &'static str)> {
        match self {
            Error::AboveRoot { .. } => Some((Switch::ABOVE_ROOT, AboveRoot::Reject.id())),
            _ => None,
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::BaseWithoutScheme { step, base } if base.is_empty() => write!(
                f,
                "{}: the base is empty; a base URI must be absolute, with at least a scheme \
                 (such as `http://a/b/c/d;p?q`)",
                step.citation()
            ),
            Error::BaseWithoutScheme { step, base } => {
                write!(
                    f,
                    "{}: the base {} has no scheme; a base URI must be absolute",
                    step.citation(),
                    InBackticks(base)
                )?;
                // Each document's own sentence, where it has one: RFC 1630 and RFC 1808 do not
                // say it in these words.
                match step.spec() {
                    Some(Spec::Rfc2396) => f.write_str(
                        " (\"only the scheme component is required to be present in the base \
                         URI\")",
                    ),
                    Some(Spec::Rfc3986) => f.write_str(
                        " (\"only the scheme component is required to be present in a base URI\")",
                    ),
                    _ => Ok(()),
                }
            }
            Error::AboveRoot {
                step,
                path,
                segments,
            } => write!(
                f,
                "{}: the reference climbs above the root: {segments} `..` segment{} left at the \
                 start of the merged path {path}, and the handling `reject` avoids traversal \
                 of such a reference",
                step.citation(),
                if *segments == 1 { " is" } else { "s are" },
                path = InBackticks(path),
            ),
            Error::Unresolvable { step, reason } => write!(f, "{}: {reason}", step.citation()),
            Error::TooLong { length } => write!(
                f,
                "the base and the reference together are {length} bytes; uriscope resolves \
                 texts shorter than 4 GiB together"
            ),
            Error::SwitchDoesNotApply { switch, spec } => write!(
                f,
                "{} does not apply to {}: {}",
                switch.name(),
                spec.name(),
                switch.applies_to_words()
            ),
            Error::Whatwg {
                step,
                role,
                failure,
            } => {
                let what = match role {
                    Role::Base => "the base does not parse",
                    _ => "the reference does not parse",
                };
                write!(f, "{}: {what}: {failure}", step.citation())
            }
        }
    }
}

impl std::error::Error for Error {}
