//! The front door: one function for every specification.

use crate::core::base;
use crate::core::vocabulary::error::Error;
use crate::core::vocabulary::event::{NoTrace, Observer};
use crate::core::vocabulary::options::Options;
use crate::core::vocabulary::spec::Spec;

/// Resolves `reference` against `base` by `spec`, with the default options.
///
/// ```
/// use uriscope::{resolve, Spec};
/// assert_eq!(resolve(Spec::Rfc2396, "http://a/b/c/d;p?q", "../g").unwrap(), "http://a/b/g");
/// assert_eq!(resolve(Spec::Rfc2396, "http://a/b/c/d;p?q", "?y").unwrap(), "http://a/b/c/?y");
/// assert_eq!(resolve(Spec::Rfc3986, "http://a/b/c/d;p?q", "?y").unwrap(), "http://a/b/c/d;p?y");
/// ```
pub fn resolve(spec: Spec, base: &str, reference: &str) -> Result<String, Error> {
    resolve_with(spec, base, reference, &Options::default(), &mut NoTrace)
}

/// Resolves with options, reporting every step to `observer` (pass [`NoTrace`] for none, or a
/// [`Trace`](crate::trace::Trace) to record them).
///
/// Fails before any step when a switch of `options` does not apply to `spec`
/// ([`Error::SwitchDoesNotApply`]) or the two texts together are 4 GiB or more
/// ([`Error::TooLong`]).
///
/// ```
/// use uriscope::{Component, Options, Spec, resolve_with};
/// use uriscope::trace::Trace;
/// use uriscope::trace::Source;
///
/// let mut trace = Trace::default();
/// resolve_with(Spec::Rfc2396, "http://a/b/c/d;p?q", "../g", &Options::default(), &mut trace).unwrap();
/// // Which step made each component of the result, and from what:
/// let path = trace.assignment(Component::Path).unwrap();
/// assert_eq!((path.step.id, path.from), ("6h", Source::Buffer));
/// assert_eq!(trace.assigned_text(&path), Some("/b/g"));
/// let made_by = trace.events()[path.made_by].step;
/// assert_eq!(made_by.citation().to_string(), "RFC 2396 §5.2 step 6e");
/// assert_eq!(path.how(&trace), "the buffer, last changed at 6e");
/// ```
pub fn resolve_with<O: Observer>(
    spec: Spec,
    base: &str,
    reference: &str,
    options: &Options,
    observer: &mut O,
) -> Result<String, Error> {
    base::resolve_text(spec, base, reference, options, observer)
}
