//! What a library profile's tests read of a resolution: the result (or the error as it
//! prints), the ids of the departures it named, in order, and how the result's path was made.

use crate::core::base::Base;
use crate::core::resolve::resolve_with;
use crate::core::vocabulary::component::Component;
use crate::core::vocabulary::options::Options;
use crate::core::vocabulary::resolution::Resolution;
use crate::core::vocabulary::spec::Spec;
use crate::core::vocabulary::step::Step;
use crate::core::vocabulary::trace::Trace;
use crate::core::vocabulary::warning::Warning;

/// `reference` resolved against `base` by `spec`: the result, and each warning's id.
pub(crate) fn resolve_naming_departures(
    spec: Spec,
    base: &str,
    reference: &str,
) -> (Result<String, String>, Vec<&'static str>) {
    resolve_with_warnings(spec, base, reference, |_, warning| warning.id)
}

/// `reference` resolved against `base` by `spec`: the result (or the error as it prints), and
/// each warning as `say` writes it with the step that raised it.
pub(crate) fn resolve_with_warnings<T>(
    spec: Spec,
    base: &str,
    reference: &str,
    say: impl Fn(&'static Step, &'static Warning) -> T,
) -> (Result<String, String>, Vec<T>) {
    let base = Base::new(spec, base, &Options::default());
    let resolution = Resolution::new(&base, reference);
    let result = resolution
        .result()
        .map(|r| r.as_str().to_string())
        .map_err(ToString::to_string);
    let warnings = resolution
        .warnings()
        .iter()
        .map(|&(step, warning)| say(step, warning))
        .collect();
    (result, warnings)
}

/// Every event of `reference` resolved against `base` by `spec`, whatever its outcome.
pub(crate) fn traced(spec: Spec, base: &str, reference: &str) -> Trace {
    let mut trace = Trace::default();
    let _ = resolve_with(spec, base, reference, &Options::default(), &mut trace);
    trace
}

/// How the path of `reference` resolved against `base` by `spec` came to be, in words (`the
/// buffer, last changed at resolvePath`).
pub(crate) fn path_made_by(spec: Spec, base: &str, reference: &str) -> Option<String> {
    let base = Base::new(spec, base, &Options::default());
    let resolution = Resolution::new(&base, reference);
    resolution
        .provenance()
        .iter()
        .find(|p| p.component == Component::Path)
        .and_then(|p| p.how.clone())
}

/// The specification or profile `--spec` would read from `text` (`go@1.22`), which must be
/// one.
pub(crate) fn spec(text: &str) -> Spec {
    text.parse()
        .unwrap_or_else(|error| panic!("{text}: {error}"))
}

/// Asserts, for each `(base, reference, result, departures)`, that `spec` resolves `reference`
/// against `base` to `result` and names those departures, by id and in order.
#[track_caller]
pub(crate) fn assert_departures(spec: Spec, cases: &[(&str, &str, &str, &[&str])]) {
    for &(base, reference, expected, departures) in cases {
        let (result, named) = resolve_naming_departures(spec, base, reference);
        assert_eq!(result.as_deref(), Ok(expected), "{base} + {reference}");
        assert_eq!(named, departures, "{base} + {reference}");
    }
}

/// Asserts, for each `(base, reference, result)`, that `spec` resolves `reference` against
/// `base` to `result`.
#[track_caller]
pub(crate) fn assert_results(spec: Spec, cases: &[(&str, &str, &str)]) {
    for &(base, reference, expected) in cases {
        let (result, _) = resolve_naming_departures(spec, base, reference);
        assert_eq!(result.as_deref(), Ok(expected), "{base} + {reference}");
    }
}
