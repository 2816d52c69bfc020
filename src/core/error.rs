//! Why a reference could not be resolved, in words a person understands.

use std::fmt;

use super::Spec;

/// A resolution that produced no URI. Every variant renders as one sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Error {
    /// The specification is known but its resolver is not built yet.
    NotImplemented(Spec),
    /// The base has no scheme; every specification requires one.
    BaseWithoutScheme { base: String },
    /// RFC 2396 step 6g with `--above-root reject`: `..` segments climb above the root.
    AboveRoot {
        spec: Spec,
        path: String,
        segments: usize,
    },
    /// The base or the reference is not something the specification can resolve at all.
    Unresolvable { spec: Spec, reason: String },
    /// The base and the reference together are too long for the path algorithms' 32-bit
    /// offsets.
    TooLong { length: usize },
    /// The WHATWG URL parser refused the base or the result (the `url` crate's message).
    Whatwg {
        input: &'static str,
        message: String,
    },
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::NotImplemented(spec) => {
                write!(f, "{} resolution is not implemented yet", spec.name())
            }
            Error::BaseWithoutScheme { base } if base.is_empty() => write!(
                f,
                "the base is empty; a base URI must be absolute, with at least a scheme \
                 (such as `http://a/b/c/d;p?q`)"
            ),
            Error::BaseWithoutScheme { base } => write!(
                f,
                "the base `{base}` has no scheme; a base URI must be absolute \
                 (\"only the scheme component is required to be present in the base URI\")"
            ),
            Error::AboveRoot {
                spec,
                path,
                segments,
            } => write!(
                f,
                "{}: the reference climbs above the root: {segments} `..` segment(s) remain at \
                 the start of the merged path `{path}` (step 6g, handling `reject`; use \
                 --above-root keep or remove to resolve it anyway)",
                spec.name()
            ),
            Error::Unresolvable { spec, reason } => write!(f, "{}: {reason}", spec.name()),
            Error::TooLong { length } => write!(
                f,
                "the base and the reference together are {length} bytes; uriscope resolves \
                 texts shorter than 4 GiB together"
            ),
            Error::Whatwg { input, message } => {
                write!(f, "WHATWG URL parser rejected the {input}: {message}")
            }
        }
    }
}

impl std::error::Error for Error {}
