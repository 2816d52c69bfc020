//! The front door: one function for every specification.

use super::{
    Error, Event, NoTrace, Observer, Options, Spec, rfc1630, rfc1808, rfc2396, rfc3986, whatwg,
};

/// The longest base and reference together: the path algorithms address their buffers (at most
/// both texts and one `/`) with 32-bit offsets, `u32::MAX` marking "none".
pub const MAX_INPUT_LEN: usize = u32::MAX as usize - 2;

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
/// [`Trace`](crate::Trace) to record them).
///
/// Fails before any step when a switch of `options` does not apply to `spec`
/// ([`Error::SwitchDoesNotApply`]) or the two texts together are 4 GiB or more
/// ([`Error::TooLong`]).
///
/// ```
/// use uriscope::{Options, Spec, Trace, resolve_with, Component, Source};
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
    let checked = check_length(base.len().saturating_add(reference.len()));
    // A trace of a refused input records neither text: they may be gigabytes.
    let (shown_base, shown_reference) = if checked.is_ok() {
        (base, reference)
    } else {
        ("", "")
    };
    observer.on_event(Event::Start {
        spec,
        base: shown_base,
        reference: shown_reference,
    });
    let result = checked
        .and_then(|()| options.check(spec))
        .and_then(|()| dispatch(spec, base, reference, options, observer));
    observer.on_event(Event::Finish {
        result: result.as_deref(),
    });
    result
}

fn dispatch<O: Observer>(
    spec: Spec,
    base: &str,
    reference: &str,
    options: &Options,
    observer: &mut O,
) -> Result<String, Error> {
    match spec {
        Spec::Rfc1630 => rfc1630::resolve(base, reference, options, observer),
        Spec::Rfc1808 => rfc1808::resolve(base, reference, options, observer),
        Spec::Rfc2396 => rfc2396::resolve(base, reference, options, observer),
        Spec::Rfc3986 => rfc3986::resolve(base, reference, options, observer),
        Spec::Whatwg => whatwg::resolve(base, reference, observer),
    }
}

fn check_length(length: usize) -> Result<(), Error> {
    if length > MAX_INPUT_LEN {
        return Err(Error::TooLong { length });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn texts_of_four_gibibytes_are_refused_with_a_sentence() {
        assert!(check_length(MAX_INPUT_LEN).is_ok());
        let error = check_length(MAX_INPUT_LEN + 1).unwrap_err();
        assert_eq!(
            error.to_string(),
            "the base and the reference together are 4294967294 bytes; uriscope resolves texts \
             shorter than 4 GiB together"
        );
    }
}
