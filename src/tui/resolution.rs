//! Everything the panes show about one resolution, computed once per edit: the trace, its rows,
//! the result, which step produced each component of the result, warnings and diagnostics.

use super::trace_rows::{self, Row, RowKind};
use crate::core::compare::COMPONENTS;
use crate::core::{
    Component, Diagnostic, Error, Options, Outcome, Role, Spec, Step, Trace, UriRef, Warning,
    resolve_with,
};

/// How many diagnostics of one string the components pane lists (a megabyte of spaces has a
/// million).
pub const SHOWN_DIAGNOSTICS: usize = 12;

/// The grammar problems of one string: the first few, and how many there are.
#[derive(Clone, Debug, Default)]
pub struct Diagnostics {
    pub shown: Vec<Diagnostic>,
    pub total: usize,
}

impl Diagnostics {
    fn of(text: &str) -> Self {
        let all = UriRef::parse(text).diagnostics();
        Diagnostics {
            total: all.len(),
            shown: all.into_iter().take(SHOWN_DIAGNOSTICS).collect(),
        }
    }
}

/// Which step produced a component of the result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Producer {
    pub step: &'static Step,
    /// Taken from the base or the reference; `None` when it came out of the path buffer or the
    /// step's decision (an absolute reference, the current document).
    pub from: Option<Role>,
    pub buffer: bool,
}

/// One resolution, ready to draw.
#[derive(Clone, Debug)]
pub struct Resolution {
    pub spec: Spec,
    pub options: Options,
    pub trace: Trace,
    pub result: Result<String, Error>,
    pub rows: Vec<Row>,
    pub decisive: Option<(&'static Step, Option<&'static str>)>,
    /// For each of [`COMPONENTS`], the step that produced it.
    pub producers: [Option<Producer>; 5],
    pub warnings: Vec<(&'static Step, &'static Warning)>,
    pub base_diagnostics: Diagnostics,
    pub reference_diagnostics: Diagnostics,
    /// The width of the trace pane's step-id column: the longest step id of this trace plus a
    /// space (`6e` for RFC 2396, `5.2.2 R.path == ""` for RFC 3986), within 6 to 20 columns.
    pub id_width: usize,
}

impl Resolution {
    pub fn compute(spec: Spec, base: &str, reference: &str, options: &Options) -> Self {
        let mut trace = Trace::default();
        let result = resolve_with(spec, base, reference, options, &mut trace);
        let rows = trace_rows::rows(&trace);
        // Removal rows repeat their step's id: the step rows are enough.
        let id_width = rows
            .iter()
            .filter(|row| matches!(row.kind, RowKind::Step))
            .map(|row| trace.event(row.first).step.id.chars().count() + 1)
            .max()
            .unwrap_or(0)
            .clamp(6, 20);
        let decisive = decisive_step(&trace);
        let producers = producers(&trace, decisive.map(|d| d.0));
        let warnings = trace
            .events
            .iter()
            .filter_map(|e| match e.outcome {
                Outcome::Warning(w) => Some((e.step, w)),
                _ => None,
            })
            .collect();
        Resolution {
            spec,
            options: *options,
            result,
            rows,
            id_width,
            decisive,
            producers,
            warnings,
            base_diagnostics: Diagnostics::of(base),
            reference_diagnostics: Diagnostics::of(reference),
            trace,
        }
    }

    pub fn result_ref(&self) -> Option<UriRef<'_>> {
        self.result.as_deref().ok().map(UriRef::parse)
    }
}

/// For each component: the last `Take` of it, or for the path the last step that changed the
/// buffer when that came later; otherwise the decisive step (the whole reference or the whole
/// base was taken there).
fn producers(trace: &Trace, decisive: Option<&'static Step>) -> [Option<Producer>; 5] {
    let last_buffer = trace
        .events
        .iter()
        .rposition(|e| matches!(e.outcome, Outcome::Buffer(_)));
    COMPONENTS.map(|component| {
        let take = trace.events.iter().rposition(
            |e| matches!(e.outcome, Outcome::Take { component: c, .. } if c == component),
        );
        if component == Component::Path
            && let Some(b) = last_buffer
            && take.is_none_or(|t| t < b)
        {
            return Some(Producer {
                step: trace.event(b).step,
                from: None,
                buffer: true,
            });
        }
        match take {
            Some(i) => match trace.event(i).outcome {
                Outcome::Take { from, .. } => Some(Producer {
                    step: trace.event(i).step,
                    from: Some(from),
                    buffer: false,
                }),
                _ => None,
            },
            None => decisive.map(|step| Producer {
                step,
                from: None,
                buffer: false,
            }),
        }
    })
}

/// The step that decided the resolution: the first step that touched the path buffer (the
/// merge), or else the last decision before the final recombination step.
pub fn decisive_step(trace: &Trace) -> Option<(&'static Step, Option<&'static str>)> {
    let events = &trace.events;
    if let Some(first_path) = events
        .iter()
        .position(|e| matches!(e.outcome, Outcome::Buffer(_)))
    {
        let step = events.event(first_path).step;
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
    fn producers_of_the_default_example() {
        let r = Resolution::compute(
            Spec::Rfc2396,
            "http://a/b/c/d;p?q",
            "../g",
            &Options::default(),
        );
        // RFC 2396 C.1: "../g = http://a/b/g".
        assert_eq!(r.result.as_deref(), Ok("http://a/b/g"));
        let ids = r.producers.map(|p| p.map(|p| p.step.id));
        // Step 3 inherits the scheme, step 4 the site, step 6 builds the path, step 2 says query
        // and fragment are the reference's.
        assert_eq!(
            ids,
            [Some("3"), Some("4"), Some("6h"), Some("2"), Some("2")]
        );
        assert!(r.producers[2].unwrap().buffer);
    }

    #[test]
    fn rfc2396_decides_y_in_the_merge_and_an_absolute_uri_at_step_3() {
        // RFC 2396 C.1: "?y = http://a/b/c/?y" (the empty path goes through step 6).
        let r = Resolution::compute(
            Spec::Rfc2396,
            "http://a/b/c/d;p?q",
            "?y",
            &Options::default(),
        );
        assert_eq!(r.result.as_deref(), Ok("http://a/b/c/?y"));
        assert_eq!(r.decisive.unwrap().0.id, "6a");
        // C.1 "g:h = g:h": an absolute URI, decided at step 3.
        let r = Resolution::compute(
            Spec::Rfc2396,
            "http://a/b/c/d;p?q",
            "g:h",
            &Options::default(),
        );
        assert_eq!(r.decisive.unwrap().0.id, "3");
    }
}
