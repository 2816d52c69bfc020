//! The front door: one function for every specification.

use super::{
    Error, Event, NoTrace, Observer, Options, Spec, rfc1630, rfc1808, rfc2396, rfc3986, whatwg,
};

/// Resolves `reference` against `base` by `spec`, with the default options.
///
/// ```
/// use uriscope::{resolve, Spec};
/// assert_eq!(resolve(Spec::Rfc2396, "http://a/b/c/d;p?q", "../g").unwrap(), "http://a/b/g");
/// ```
pub fn resolve(spec: Spec, base: &str, reference: &str) -> Result<String, Error> {
    resolve_with(spec, base, reference, &Options::default(), &mut NoTrace)
}

/// Resolves with options, reporting every step to `observer` (pass [`NoTrace`] for none, or a
/// [`crate::Trace`] to record them).
pub fn resolve_with<O: Observer>(
    spec: Spec,
    base: &str,
    reference: &str,
    options: &Options,
    observer: &mut O,
) -> Result<String, Error> {
    observer.on_event(Event::Start {
        spec,
        base,
        reference,
    });
    let result = match spec {
        Spec::Rfc1630 => rfc1630::resolve(base, reference, observer),
        Spec::Rfc1808 => rfc1808::resolve(base, reference, options, observer),
        Spec::Rfc2396 => rfc2396::resolve(base, reference, options, observer),
        Spec::Rfc3986 => rfc3986::resolve(base, reference, options, observer),
        Spec::Whatwg => whatwg::resolve(base, reference, observer),
    };
    observer.on_event(Event::Finish {
        result: result.as_deref().ok(),
    });
    result
}
