//! Every specification on the same input, side by side, and where they part.
//!
//! Cheap enough to run on every keystroke: five resolutions of a few microseconds each.

use super::{Component, Error, Options, Outcome, Spec, Step, Trace, UriRef, Warning, resolve_with};

/// The components of a result, in the order the comparison reports them.
pub use super::uri_ref::COMPONENTS;

/// One specification's answer.
#[derive(Clone, Debug)]
pub struct Row {
    pub spec: Spec,
    pub result: Result<String, Error>,
    pub trace: Trace,
    /// Components of the result that differ from the answer most specifications give.
    pub differs: Vec<Component>,
}

/// A step of one trace, named for a reader.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StepRef {
    /// Index of the event in the row's trace.
    pub event: usize,
    pub step: &'static Step,
    /// The decision taken at that step, when the step reported one.
    pub decision: Option<&'static str>,
}

/// Two traced specifications that give different results, and the step in each that made the
/// first differing component what it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Divergence {
    pub a: Spec,
    pub b: Spec,
    /// The first component (scheme, authority, path, query, fragment) that differs; `None` when
    /// one of the two failed.
    pub component: Option<Component>,
    pub a_step: Option<StepRef>,
    pub b_step: Option<StepRef>,
}

/// The whole comparison.
#[derive(Clone, Debug)]
pub struct Comparison {
    pub base: String,
    pub reference: String,
    /// One row per specification, in [`Spec::ALL`] order.
    pub rows: Vec<Row>,
    /// One entry per pair of traced specifications that disagree.
    pub divergences: Vec<Divergence>,
    /// One sentence per rule that explains a difference seen here.
    pub explanations: Vec<String>,
    /// The warnings the resolvers raised, once each, with the first specification that raised it.
    pub warnings: Vec<(Spec, &'static Warning)>,
}

impl Comparison {
    /// Do all specifications that produced a result agree?
    pub fn all_agree(&self) -> bool {
        let mut results = self.rows.iter().map(|row| row.result.as_ref().ok());
        let first = results.next().flatten();
        results.all(|r| r == first)
    }

    pub fn row(&self, spec: Spec) -> Option<&Row> {
        self.rows.iter().find(|row| row.spec == spec)
    }
}

/// Resolves `reference` against `base` under every specification and compares the answers.
pub fn compare(base: &str, reference: &str, options: &Options) -> Comparison {
    let mut rows: Vec<Row> = Spec::ALL
        .iter()
        .map(|&spec| {
            let mut trace = Trace::default();
            let result = resolve_with(spec, base, reference, options, &mut trace);
            Row {
                spec,
                result,
                trace,
                differs: Vec::new(),
            }
        })
        .collect();
    mark_differences(&mut rows);
    let divergences = divergences(&rows);
    let explanations = explain(base, reference, &rows);
    let mut warnings: Vec<(Spec, &'static Warning)> = Vec::new();
    for row in &rows {
        for event in &row.trace.events {
            if let Outcome::Warning(w) = event.outcome
                && !warnings.iter().any(|(_, seen)| seen.id == w.id)
            {
                warnings.push((row.spec, w));
            }
        }
    }
    Comparison {
        base: base.to_string(),
        reference: reference.to_string(),
        rows,
        divergences,
        explanations,
        warnings,
    }
}

/// The value of a component of a result string (Appendix B split; `None` = undefined).
fn component_of(result: &str, component: Component) -> Option<&str> {
    UriRef::parse(result).get(component)
}

/// Marks, on each row, the components whose value is not the most common one among the rows
/// that produced a result (ties go to the value RFC 3986, today's standard, gives).
fn mark_differences(rows: &mut [Row]) {
    for component in COMPONENTS {
        let values: Vec<Option<Option<&str>>> = rows
            .iter()
            .map(|row| {
                row.result
                    .as_deref()
                    .ok()
                    .map(|r| component_of(r, component))
            })
            .collect();
        let mut best: Option<(Option<&str>, usize, bool)> = None;
        for (i, value) in values.iter().enumerate() {
            let Some(value) = value else { continue };
            let count = values.iter().filter(|v| v.as_ref() == Some(value)).count();
            let modern = rows[i].spec == Spec::Rfc3986;
            let better = match best {
                None => true,
                Some((_, n, was_modern)) => count > n || (count == n && modern && !was_modern),
            };
            if better {
                best = Some((*value, count, modern));
            }
        }
        let Some((consensus, _, _)) = best else {
            continue;
        };
        let differing: Vec<usize> = values
            .iter()
            .enumerate()
            .filter(|(_, v)| matches!(v, Some(value) if *value != consensus))
            .map(|(i, _)| i)
            .collect();
        for i in differing {
            rows[i].differs.push(component);
        }
    }
}

fn divergences(rows: &[Row]) -> Vec<Divergence> {
    let traced: Vec<&Row> = rows.iter().filter(|row| row.spec != Spec::Whatwg).collect();
    let mut found = Vec::new();
    for (i, a) in traced.iter().enumerate() {
        for b in &traced[i + 1..] {
            if a.result == b.result {
                continue;
            }
            let component = match (&a.result, &b.result) {
                (Ok(ra), Ok(rb)) => COMPONENTS
                    .into_iter()
                    .find(|&c| component_of(ra, c) != component_of(rb, c)),
                _ => None,
            };
            let step_of = |row: &Row| match component {
                Some(c) => provenance(&row.trace, c),
                None => last_decision(&row.trace, row.trace.events.len()),
            };
            found.push(Divergence {
                a: a.spec,
                b: b.spec,
                component,
                a_step: step_of(a),
                b_step: step_of(b),
            });
        }
    }
    found
}

/// The step that made `component` of the result what it is: for the path, the last step that
/// changed the path buffer or warned about it, else the step that took the path whole; for the
/// other components, the step that took them; failing all that, the decision that ended the
/// resolution.
pub fn provenance(trace: &Trace, component: Component) -> Option<StepRef> {
    let events = &trace.events;
    let took = |c: Component| {
        events
            .iter()
            .rposition(|e| matches!(e.outcome, Outcome::Take { component, .. } if component == c))
    };
    let index = if component == Component::Path {
        let in_buffer = events.iter().rposition(|e| match e.outcome {
            Outcome::Buffer(change) => !change.is_unchanged(),
            Outcome::Warning(_) => events
                .iter()
                .any(|other| other.step == e.step && matches!(other.outcome, Outcome::Buffer(_))),
            _ => false,
        });
        // A path taken whole after the buffer work (none in practice) would win; compare.
        match (in_buffer, took(Component::Path)) {
            (Some(b), Some(t)) => Some(b.max(t)),
            (b, t) => b.or(t),
        }
    } else {
        took(component)
    };
    match index {
        Some(i) => Some(step_ref(trace, i)),
        None => last_decision(trace, events.len()),
    }
}

/// The last decision before event `before`: where the algorithm chose its route.
fn last_decision(trace: &Trace, before: usize) -> Option<StepRef> {
    trace
        .events
        .range(..before.min(trace.events.len()))
        .rposition(|e| matches!(e.outcome, Outcome::Decision(_)))
        .map(|i| step_ref(trace, i))
}

/// Names event `i` with the decision its step reported (the nearest one at or before it).
fn step_ref(trace: &Trace, i: usize) -> StepRef {
    let step = trace.event(i).step;
    let decision = trace
        .events
        .range(..=i)
        .rev()
        .take_while(|e| e.step == step)
        .find_map(|e| match e.outcome {
            Outcome::Decision(text) => Some(text),
            _ => None,
        });
    StepRef {
        event: i,
        step,
        decision,
    }
}

/// One sentence for each known rule that explains a difference visible in `rows`.
fn explain(base: &str, reference: &str, rows: &[Row]) -> Vec<String> {
    let result = |spec: Spec| {
        rows.iter()
            .find(|row| row.spec == spec)
            .and_then(|row| row.result.as_deref().ok())
    };
    let differ = |a: Spec, b: Spec| {
        let (ra, rb) = (result(a), result(b));
        ra.is_some() && rb.is_some() && ra != rb
    };
    let r = UriRef::parse(reference);
    let b = UriRef::parse(base);
    let relative = r.scheme.is_none() && r.authority.is_none();
    let shown = if reference.is_empty() {
        "the empty reference".to_string()
    } else {
        format!("`{reference}`")
    };
    let has_dot_segment = r.segments().any(|s| matches!(s.as_str(), "." | ".."));
    let mut out = Vec::new();

    if relative && r.path.is_empty() && r.query.is_some() && differ(Spec::Rfc2396, Spec::Rfc3986) {
        out.push(format!(
            "RFC 2396 treats {shown} (an empty path with a query) as a relative path: step 6a \
             drops the base's last segment; RFC 1808 and RFC 3986 keep the base path."
        ));
    }
    if relative && r.path().contains(';') && differ(Spec::Rfc1808, Spec::Rfc2396) {
        out.push(
            "RFC 1808 keeps `;params` outside the path: they are split off before the merge, so \
             the base's params are inherited or the `..` after a `;` is not a path segment there."
                .to_string(),
        );
    }
    if relative
        && r.path.is_empty()
        && r.query.is_none()
        && (differ(Spec::Rfc1808, Spec::Rfc3986) || differ(Spec::Rfc1630, Spec::Rfc3986))
    {
        out.push(format!(
            "{shown} refers to the current document: RFC 1808 inherits the entire base URL \
             (its fragment too) when the reference is empty; RFC 2396 and RFC 3986 take the \
             base without its fragment; RFC 1630 says nothing and its profile applies the \
             last-part rule."
        ));
    }
    let above_root = rows.iter().any(|row| {
        row.trace.events.iter().any(|e| {
            matches!(e.outcome, Outcome::Warning(w) if w.id == super::rfc2396::steps::ABOVE_ROOT_KEPT.id)
        })
    });
    if above_root && differ(Spec::Rfc2396, Spec::Rfc3986) {
        out.push(
            "`..` segments that climb above the root are kept by RFC 1808 and RFC 2396 (step 6g \
             \"retain\", the published answer); RFC 3986 and browsers remove them."
                .to_string(),
        );
    }
    if has_dot_segment
        && (!relative || r.has_absolute_path())
        && differ(Spec::Rfc2396, Spec::Rfc3986)
    {
        out.push(format!(
            "{shown} is not a relative-path reference, and only RFC 3986 (and browsers) remove \
             dot segments outside a relative-path merge: 5.2.2 applies remove_dot_segments in \
             every branch."
        ));
    }
    if let (Some(rs), Some(bs)) = (r.scheme(), b.scheme())
        && rs.eq_ignore_ascii_case(bs)
        && differ(Spec::Rfc3986, Spec::Whatwg)
    {
        out.push(format!(
            "{shown} names the base's own scheme: strict parsers read it as an absolute URI; \
             the WHATWG standard (for special schemes such as http) and non-strict parsers \
             resolve it as a relative reference, the loophole RFC 1630 left open."
        ));
    }
    if relative
        && r.path.is_empty()
        && r.query.is_none()
        && r.fragment.is_some()
        && differ(Spec::Rfc1630, Spec::Rfc3986)
    {
        out.push(
            "RFC 1630 has no rule for a fragment-only reference; its profile resolves the empty \
             partial form and then attaches the fragment."
                .to_string(),
        );
    }
    out
}
