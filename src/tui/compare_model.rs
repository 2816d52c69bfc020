//! The compare view's model: every specification's result for one base and reference, which
//! components differ, and each specification's decisive step.
//!
//! Kept in one small function so the core's own comparison can replace it when it lands. Step
//! ids are not comparable across specifications (RFC 2396 `6a` is not RFC 3986 `5.2.2`), so
//! instead of a "first divergent step" each specification names its own decisive step.

use crate::core::{Component, Error, Options, Outcome, Spec, Step, Trace, UriRef, resolve_with};

/// The components compared, in the order of a URI.
pub const COMPONENTS: [Component; 5] = [
    Component::Scheme,
    Component::Authority,
    Component::Path,
    Component::Query,
    Component::Fragment,
];

/// One specification's row of the comparison.
#[derive(Clone, Debug)]
pub struct SpecOutcome {
    pub spec: Spec,
    pub result: Result<String, Error>,
    /// The step that decided how this reference resolves, with its decision.
    pub decisive: Option<(&'static Step, Option<&'static str>)>,
    /// The result's components (`None` undefined), in [`COMPONENTS`] order; all `None` on error.
    pub components: [Option<String>; 5],
}

/// The whole comparison.
#[derive(Clone, Debug)]
pub struct Comparison {
    pub outcomes: Vec<SpecOutcome>,
    /// For each of [`COMPONENTS`]: do the specifications that produced a result disagree?
    pub differs: [bool; 5],
    /// Do the results themselves disagree?
    pub results_differ: bool,
}

/// Resolves by every specification and compares the results component by component.
pub fn compare(base: &str, reference: &str, options: &Options) -> Comparison {
    let outcomes: Vec<SpecOutcome> = Spec::ALL
        .iter()
        .map(|&spec| {
            let mut trace = Trace::default();
            let result = resolve_with(spec, base, reference, options, &mut trace);
            let components = match &result {
                Ok(uri) => {
                    let parsed = UriRef::parse(uri);
                    COMPONENTS.map(|c| parsed.get(c).map(str::to_string))
                }
                Err(_) => Default::default(),
            };
            SpecOutcome {
                spec,
                decisive: decisive_step(&trace),
                result,
                components,
            }
        })
        .collect();
    let resolved: Vec<&SpecOutcome> = outcomes.iter().filter(|o| o.result.is_ok()).collect();
    let differs = std::array::from_fn(|i| {
        resolved
            .windows(2)
            .any(|w| w[0].components[i] != w[1].components[i])
    });
    let results_differ = resolved
        .windows(2)
        .any(|w| w[0].result.as_ref().ok() != w[1].result.as_ref().ok());
    Comparison {
        outcomes,
        differs,
        results_differ,
    }
}

/// The step that decided the resolution: the first step that touched the path buffer (the
/// merge), or else the last decision before the final recombination step.
pub fn decisive_step(trace: &Trace) -> Option<(&'static Step, Option<&'static str>)> {
    let events = &trace.events;
    if let Some(first_path) = events
        .iter()
        .position(|e| matches!(e.outcome, Outcome::Buffer(_)))
    {
        let step = events[first_path].step;
        let decision = events.iter().find_map(|e| match e.outcome {
            Outcome::Decision(text) if std::ptr::eq(e.step, step) => Some(text),
            _ => None,
        });
        return Some((step, decision));
    }
    let last_step = events.last()?.step;
    events
        .iter()
        .rev()
        .filter(|e| !std::ptr::eq(e.step, last_step))
        .find_map(|e| match e.outcome {
            Outcome::Decision(text) => Some((e.step, Some(text))),
            _ => None,
        })
        .or(Some((last_step, None)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rfc2396_decides_y_in_the_merge_and_an_absolute_uri_at_step_3() {
        let cmp = compare("http://a/b/c/d;p?q", "?y", &Options::default());
        let rfc2396 = cmp
            .outcomes
            .iter()
            .find(|o| o.spec == Spec::Rfc2396)
            .unwrap();
        // RFC 2396 C.1: "?y = http://a/b/c/?y" (the empty path goes through step 6).
        assert_eq!(rfc2396.result.as_deref(), Ok("http://a/b/c/?y"));
        assert_eq!(rfc2396.decisive.unwrap().0.id, "6a");
        assert_eq!(rfc2396.components[3].as_deref(), Some("y"));

        let cmp = compare("http://a/b/c/d;p?q", "g:h", &Options::default());
        let rfc2396 = cmp
            .outcomes
            .iter()
            .find(|o| o.spec == Spec::Rfc2396)
            .unwrap();
        assert_eq!(rfc2396.decisive.unwrap().0.id, "3");
    }
}
