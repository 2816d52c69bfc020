//! Every specification on the same input, side by side, and where they part: for each pair that
//! disagrees, the step in each trace that made the first differing component what it is, read
//! from what the resolvers recorded when they set it.
//!
//! It costs what it shows: every specification resolves untraced, and only those whose result
//! parts from another's resolve again with a trace, to name the step where they part. Each
//! result is split once; each step is found by bisection in steps computed once.

use crate::core::base::{Base, Resolved};
use crate::core::connect::connects_to;
use crate::core::specs::whatwg::steps::{ENDS_STRIPPED, PREPROCESS};
use crate::core::tools::hosts::hosts_apart;
use crate::core::vocabulary::component::COMPONENTS;
use crate::core::vocabulary::component::{Component, Role};
use crate::core::vocabulary::connection::Connection;
use crate::core::vocabulary::error::Error;
use crate::core::vocabulary::event::{Outcome, StepEvent};
use crate::core::vocabulary::finding::Finding;
use crate::core::vocabulary::options::Options;
use crate::core::vocabulary::resolution::Resolution;
use crate::core::vocabulary::spec::Spec;
use crate::core::vocabulary::step::Step;
use crate::core::vocabulary::trace::Trace;
use crate::core::vocabulary::warning::Warning;
use crate::core::vocabulary::whatwg_act::{Act, RemovalKind};

/// One specification's answer.
#[derive(Clone, Debug)]
pub struct Row {
    /// The specification.
    pub spec: Spec,
    /// Its resolution: traced for a specification whose result parts from another's (the
    /// divergences name its steps), a [`summary`](Resolution::summary) when it agrees with
    /// every other.
    pub resolution: Resolution,
    /// Components of the result that differ from the answer most specifications give.
    pub differs: Vec<Component>,
    /// Where its client connects for the result, as it parses the result itself
    /// ([`connects_to`]); `None` without a result, an error where its parser refuses it.
    pub connects_to: Option<Result<Connection, String>>,
}

impl Row {
    /// Its result, split into its components, or why there is none.
    pub fn result(&self) -> Result<&Resolved, &Error> {
        self.resolution.result()
    }

    /// The resolved URI, or why there is none.
    pub fn uri(&self) -> Result<&str, &Error> {
        self.result().map(Resolved::as_str)
    }

    /// The traced resolution, for a specification whose result parts from another's; `None`
    /// when it agrees with every other.
    pub fn traced(&self) -> Option<&Resolution> {
        self.resolution
            .traced()
            .is_some()
            .then_some(&self.resolution)
    }

    /// What an RFC's grammar finds in the base, the reference or the result (`role`): the
    /// places where it is not a URI (the algorithm still ran). Empty under WHATWG, whose
    /// validation errors are its warnings, and for a library profile, which has no grammar.
    ///
    /// ```
    /// use uriscope::{Options, Role, Spec};
    /// use uriscope::compare::compare;
    ///
    /// let c = compare("http://a/b/c/d;p?q", "g h", &Options::default());
    /// let rfc3986 = c.rows.iter().find(|r| r.spec == Spec::Rfc3986).unwrap();
    /// let at = |role| rfc3986.findings(role).iter().filter_map(|f| f.at()).collect::<Vec<_>>();
    /// assert_eq!((at(Role::Base), at(Role::Reference), at(Role::Result)), (vec![], vec![1], vec![14]));
    /// ```
    pub fn findings(&self, role: Role) -> &[Finding] {
        if self.spec == Spec::Whatwg || self.spec.is_profile() {
            return &[];
        }
        self.resolution.findings(role)
    }
}

/// A step of one trace, named for a reader: the step and the sentence it recorded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StepRef {
    /// Index of the event in the row's trace.
    pub event: usize,
    /// The step (or the rule of an iterating step).
    pub step: &'static Step,
    /// What the step recorded deciding, when it recorded a decision; for a state of the
    /// WHATWG parser, what it did (`path push "g"`).
    pub decision: Option<String>,
}

/// The step in words, after the name of its document: `§5.2 step 6a (copy the base path up to
/// its last slash): the base path up to and including its last slash is copied`.
impl std::fmt::Display for StepRef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} ({})", self.step.place, self.step.title)?;
        match &self.decision {
            Some(decision) => write!(f, ": {decision}"),
            None => Ok(()),
        }
    }
}

/// A component where specifications part, and the step of each specification involved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parting<'c> {
    /// The first component that differs; `None` when one of a pair fails.
    pub component: Option<Component>,
    /// Each specification involved, once, in [`Spec::ALL`] order, with its step (`None` when
    /// its trace names none).
    pub steps: Vec<(Spec, Option<&'c StepRef>)>,
}

/// Where one specification parts from others at a component: its own step, and each other
/// specification it parts from there with that one's step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PartingOf<'c> {
    /// The first component that differs; `None` when one of the two fails.
    pub component: Option<Component>,
    /// The specification's own step.
    pub mine: Option<&'c StepRef>,
    /// The others, in the order the divergences list them, each with its step.
    pub others: Vec<(Spec, Option<&'c StepRef>)>,
}

/// Two specifications that give different results, and the step in each that made the first
/// differing component what it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Divergence {
    /// The older specification.
    pub a: Spec,
    /// The newer one.
    pub b: Spec,
    /// The first component (scheme, authority, path, query, fragment) that differs; `None` when
    /// one of the two failed.
    pub component: Option<Component>,
    /// The step in `a`'s trace (for a failure, the step that failed); `None` when `a` gave a
    /// result and `b` failed, or when `a`'s steps are not traced.
    pub a_step: Option<StepRef>,
    /// The step in `b`'s trace, likewise.
    pub b_step: Option<StepRef>,
}

/// The whole comparison.
#[derive(Clone, Debug)]
pub struct Comparison {
    /// The base as given.
    pub base: String,
    /// The reference as given.
    pub reference: String,
    /// One row per specification, in [`Spec::ALL`] order, then one per profile asked for.
    pub rows: Vec<Row>,
    /// One entry per pair of specifications that disagree: different results, or one result
    /// and one failure (two failures do not disagree).
    pub divergences: Vec<Divergence>,
    /// The warnings recorded at the steps where they part, once each: why they part, in the
    /// resolvers' own words.
    pub explanations: Vec<(Spec, &'static Warning)>,
    /// Every warning the resolvers raised, once each, with the first specification that raised
    /// it.
    pub warnings: Vec<(Spec, &'static Warning)>,
    /// Where the rows' clients would connect to different hosts, in a security reviewer's
    /// words ([`hosts_apart`]): the first thing to read where it is there.
    pub hosts_apart: Option<String>,
}

impl Comparison {
    /// An explanation as every front end gives it: the warning's text, then what its rule did
    /// to this reference where `spec`'s trace recorded it (the reference's text as it is: a
    /// front end escapes it). A Why names what this input holds, not only the case its
    /// warning was written for.
    ///
    /// ```
    /// use uriscope::Spec;
    /// use uriscope::compare::compare;
    /// let c = compare("http://a/b/c", "\t/path", &uriscope::Options::default());
    /// let (spec, warning) = c.explanations.iter().find(|(s, _)| *s == Spec::Whatwg).unwrap();
    /// assert!(c.why(*spec, warning).ends_with(
    ///     "Here the reference's leading `\t` goes, and `/path` is read as it stands."
    /// ));
    /// ```
    pub fn why(&self, spec: Spec, warning: &Warning) -> String {
        match self.here(spec, warning) {
            Some(here) => format!("{} {here}", warning.text),
            None => warning.text.to_string(),
        }
    }

    /// What the rule of `warning` did to this reference, in a sentence; `None` where the
    /// warning says all there is. One rule has its particulars today: the strip of the input's
    /// ends, the WHATWG parser's first step, names what it removed.
    fn here(&self, spec: Spec, warning: &Warning) -> Option<String> {
        if warning.id != ENDS_STRIPPED.id {
            return None;
        }
        let trace = self
            .rows
            .iter()
            .find(|row| row.spec == spec)?
            .traced()?
            .trace();
        let mut kept = 0..self.reference.len();
        let mut gone = Vec::new();
        for event in trace.events() {
            let Outcome::Whatwg(Act::Preprocess(removal)) = event.outcome else {
                continue;
            };
            // The reference's own strip (the base's parse is a row of its own).
            if !std::ptr::eq(event.step, &PREPROCESS) {
                continue;
            }
            let Some(text) = self.reference.get(removal.span.start..removal.span.end) else {
                continue;
            };
            match removal.kind {
                RemovalKind::Leading => {
                    kept.start = removal.span.end;
                    gone.push(format!("leading `{text}`"));
                }
                RemovalKind::Trailing => {
                    kept.end = removal.span.start;
                    gone.push(format!("trailing `{text}`"));
                }
                RemovalKind::TabOrNewline => {}
            }
        }
        if gone.is_empty() {
            return None;
        }
        let read = self.reference.get(kept).unwrap_or_default();
        let goes = if gone.len() == 1 { "goes" } else { "go" };
        Some(format!(
            "Here the reference's {} {goes}, and `{read}` is read as it stands.",
            gone.join(" and "),
        ))
    }
}

/// How the specifications' answers relate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Agreement {
    /// Every specification gives the same result.
    All,
    /// Some specifications fail and the others give the same result.
    AllThatGiveOne,
    /// They give different results.
    Differ,
    /// No specification gives a result.
    NoResult,
}

impl Comparison {
    /// For each component where some pair parts, the step of each specification involved.
    pub fn partings(&self) -> Vec<Parting<'_>> {
        let mut groups: Vec<Parting<'_>> = Vec::new();
        for d in &self.divergences {
            let at = match groups.iter().position(|g| g.component == d.component) {
                Some(at) => at,
                None => {
                    groups.push(Parting {
                        component: d.component,
                        steps: Vec::new(),
                    });
                    groups.len() - 1
                }
            };
            let group = &mut groups[at];
            for (spec, step) in [(d.a, &d.a_step), (d.b, &d.b_step)] {
                if !group.steps.iter().any(|(seen, _)| *seen == spec) {
                    group.steps.push((spec, step.as_ref()));
                }
            }
            group.steps.sort_by_key(|(spec, _)| *spec);
        }
        groups
    }

    /// Where `spec` parts from the others, grouped by its own step at each component.
    pub fn partings_of(&self, spec: Spec) -> Vec<PartingOf<'_>> {
        let mut groups: Vec<PartingOf<'_>> = Vec::new();
        for d in &self.divergences {
            let (mine, other, other_step) = if d.a == spec {
                (d.a_step.as_ref(), d.b, d.b_step.as_ref())
            } else if d.b == spec {
                (d.b_step.as_ref(), d.a, d.a_step.as_ref())
            } else {
                continue;
            };
            match groups
                .iter_mut()
                .find(|g| g.component == d.component && g.mine == mine)
            {
                Some(group) => group.others.push((other, other_step)),
                None => groups.push(PartingOf {
                    component: d.component,
                    mine,
                    others: vec![(other, other_step)],
                }),
            }
        }
        groups
    }

    /// How the answers relate.
    pub fn agreement(&self) -> Agreement {
        let mut results = self.rows.iter().filter_map(|row| row.uri().ok());
        let Some(first) = results.next() else {
            return Agreement::NoResult;
        };
        if !results.all(|r| r == first) {
            Agreement::Differ
        } else if self.rows.iter().all(|row| row.result().is_ok()) {
            Agreement::All
        } else {
            Agreement::AllThatGiveOne
        }
    }

    /// The row of `spec`.
    pub fn row(&self, spec: Spec) -> Option<&Row> {
        self.rows.iter().find(|row| row.spec == spec)
    }
}

/// Resolves `reference` against `base` under every specification and compares the answers.
/// Each specification reads the switches of `options` that concern it ([`Options::for_spec`]).
///
/// ```
/// use uriscope::{Component, Options, Spec};
/// use uriscope::compare::compare;
///
/// let c = compare("http://a/b/c/d;p?q", "?y", &Options::default());
/// let d = c.divergences.iter().find(|d| (d.a, d.b) == (Spec::Rfc2396, Spec::Rfc3986)).unwrap();
/// assert_eq!(d.component, Some(Component::Path));
/// // RFC 2396 step 6a dropped the base's last segment; RFC 3986 kept the base path.
/// assert_eq!(d.a_step.as_ref().unwrap().step.id, "6a");
/// assert_eq!(d.b_step.as_ref().unwrap().step.citation().to_string(), "RFC 3986 §5.2.2");
/// ```
pub fn compare(base: &str, reference: &str, options: &Options) -> Comparison {
    compare_with(base, reference, options, &[])
}

/// [`compare`], with the rows of library `profiles` after the specifications' (each once). The
/// answer most specifications give is still the specifications' own: a profile's row is marked
/// where it departs from it, and its "why" is the departure its resolver recorded.
///
/// ```
/// use uriscope::{Options, Spec};
/// use uriscope::compare::compare_with;
///
/// let profiles: Vec<Spec> = Spec::profiles().collect();
/// let c = compare_with("http://a/b/", "..//x", &Options::default(), &profiles);
/// let python = c.row("python".parse()?).unwrap();
/// assert_eq!(python.uri(), Ok("http://a/x"));
/// assert!(c.explanations.iter().any(|(_, w)| w.id == "python.empty-segments-dropped"));
/// # Ok::<(), uriscope::profile::UnknownSpec>(())
/// ```
pub fn compare_with(
    base: &str,
    reference: &str,
    options: &Options,
    profiles: &[Spec],
) -> Comparison {
    let mut resolvers: Vec<Spec> = Spec::ALL.to_vec();
    for &profile in profiles {
        if !resolvers.contains(&profile) {
            resolvers.push(profile);
        }
    }
    let bases: Vec<Base> = resolvers
        .iter()
        .map(|&spec| Base::new(spec, base, &options.for_spec(spec)))
        .collect();
    let mut rows: Vec<Row> = bases
        .iter()
        .map(|base| {
            // The result, its warnings and findings; the trace only where the specifications
            // part (below).
            let resolution = Resolution::summary(base, reference);
            let spec = base.spec();
            Row {
                connects_to: (resolution.result().ok()).map(|r| connects_to(spec, r.as_str())),
                spec,
                resolution,
                differs: Vec::new(),
            }
        })
        .collect();
    mark_differences(&mut rows);
    let parting = parting_pairs(&rows);
    // Only a specification that parts from another is traced: its steps explain the parting.
    for (row, base) in rows.iter_mut().zip(&bases) {
        if parting.iter().any(|&(a, b)| a == row.spec || b == row.spec) {
            row.resolution = Resolution::new(base, reference);
        }
    }
    let divergences = divergences(&rows, &parting);
    let explanations = explanations(&rows, &divergences);
    let mut warnings: Vec<(Spec, &'static Warning)> = Vec::new();
    for row in &rows {
        for &(_, w) in row.resolution.warnings() {
            if !warnings.iter().any(|(_, seen)| seen.id == w.id) {
                warnings.push((row.spec, w));
            }
        }
    }
    let connections: Vec<(String, &Connection)> = (rows.iter())
        .filter_map(|row| {
            Some((
                client_name(row.spec),
                row.connects_to.as_ref()?.as_ref().ok()?,
            ))
        })
        .collect();
    let hosts_apart = hosts_apart(&connections);
    Comparison {
        base: base.to_string(),
        reference: reference.to_string(),
        rows,
        divergences,
        explanations,
        warnings,
        hosts_apart,
    }
}

/// A row's client, as a sentence on connections names it: the browser for WHATWG.
fn client_name(spec: Spec) -> String {
    match spec {
        Spec::Whatwg => "the browser (WHATWG URL)".to_string(),
        spec => spec.name(),
    }
}

/// The value of a component of a row's result, as the Appendix B expression splits it
/// (`None` = undefined); `None` for a row without a result.
fn component_of(row: &Row, component: Component) -> Option<Option<&str>> {
    row.result().ok().map(|r| r.uri_ref().get(component))
}

/// Marks, on each row, the components whose value is not the most common one among the
/// specifications' rows that produced a result (ties go to the value RFC 3986, today's
/// standard, gives); a library profile's row is marked against it and does not vote.
fn mark_differences(rows: &mut [Row]) {
    for component in COMPONENTS {
        let values: Vec<Option<Option<&str>>> = rows
            .iter()
            .map(|row| component_of(row, component))
            .collect();
        let mut best: Option<(Option<&str>, usize, bool)> = None;
        for (i, value) in values.iter().enumerate() {
            let Some(value) = value else { continue };
            if rows[i].spec.is_profile() {
                continue;
            }
            let count = (0..values.len())
                .filter(|&j| !rows[j].spec.is_profile() && values[j].as_ref() == Some(value))
                .count();
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

/// The pairs of specifications that disagree: different results, or one result and one
/// failure (two that fail do not part: neither gives a result, though their reasons differ).
fn parting_pairs(rows: &[Row]) -> Vec<(Spec, Spec)> {
    let mut pairs = Vec::new();
    for (i, a) in rows.iter().enumerate() {
        for b in &rows[i + 1..] {
            let same = match (a.result(), b.result()) {
                (Ok(ra), Ok(rb)) => ra.as_str() == rb.as_str(),
                (Err(_), Err(_)) => true,
                _ => false,
            };
            if !same {
                pairs.push((a.spec, b.spec));
            }
        }
    }
    pairs
}

fn divergences(rows: &[Row], parting: &[(Spec, Spec)]) -> Vec<Divergence> {
    let row = |spec| rows.iter().find(|r: &&Row| r.spec == spec);
    parting
        .iter()
        .filter_map(|&(a, b)| Some((row(a)?, row(b)?)))
        .map(|(a, b)| {
            let component = match (a.result(), b.result()) {
                (Ok(_), Ok(_)) => COMPONENTS
                    .into_iter()
                    .find(|&c| component_of(a, c) != component_of(b, c)),
                _ => None,
            };
            Divergence {
                a: a.spec,
                b: b.spec,
                component,
                a_step: a.traced().and_then(|r| parting_step(r, component)),
                b_step: b.traced().and_then(|r| parting_step(r, component)),
            }
        })
        .collect()
}

/// The step of a traced resolution that made `component` of its result what it is: the step
/// that recombined the result when it reads back with another value than the one assigned;
/// otherwise the one that made the assigned value ([`Assignment::made_by`]). Without a
/// component (one of the two failed): the step that failed. `None` when the trace recorded
/// neither (a result with no recorded assignment).
///
/// [`Assignment::made_by`]: crate::core::vocabulary::steps::Assignment::made_by
fn parting_step(resolution: &Resolution, component: Option<Component>) -> Option<StepRef> {
    let trace = resolution.trace();
    let event = match component {
        Some(component) => {
            let read = resolution
                .provenance()
                .iter()
                .find(|c| c.component == component);
            match read.and_then(|c| c.misread) {
                Some(warning) => warning,
                None => trace.assignment(component)?.made_by,
            }
        }
        None => {
            let failed = trace.error()?.step()?;
            trace
                .events()
                .iter()
                .rposition(|e| std::ptr::eq(e.step, failed))?
        }
    };
    Some(step_ref(resolution, event, component))
}

/// Names event `i` with the decision its step recorded: the last at or before it (a step
/// decides before it acts), else the first after it. A WHATWG state records no decisions but
/// what it did: the changes its run made to the part of the URL record that is `component`
/// (or the failure it returned).
fn step_ref(resolution: &Resolution, i: usize, component: Option<Component>) -> StepRef {
    let trace: &Trace = resolution.trace();
    let events = trace.events();
    let step = events[i].step;
    let run = resolution
        .step_of_event(i)
        .map_or(i..i + 1, |run| run.events.clone());
    let decision = match events[i].outcome {
        Outcome::Whatwg(Act::Record(_)) => {
            let words: Vec<String> = events[run]
                .iter()
                .filter_map(|e| match e.outcome {
                    Outcome::Whatwg(act @ Act::Record(change))
                        if Some(change.component.in_uri()) == component =>
                    {
                        Some(trace.whatwg_act(act).to_string())
                    }
                    _ => None,
                })
                .collect();
            Some(words.join("; "))
        }
        Outcome::Whatwg(act) => Some(trace.whatwg_act(act).to_string()),
        _ => {
            let decision_of = |e: &StepEvent| match e.outcome {
                Outcome::Decision(text) if std::ptr::eq(e.step, step) => Some(text),
                _ => None,
            };
            let before = events[run.start..=i].iter().rev().find_map(decision_of);
            let after = || events[i..run.end].iter().find_map(decision_of);
            before.or_else(after).map(str::to_string)
        }
    };
    StepRef {
        event: i,
        step,
        decision,
    }
}

/// The warnings recorded at the steps where the specifications part, once each.
fn explanations(rows: &[Row], divergences: &[Divergence]) -> Vec<(Spec, &'static Warning)> {
    let differs = |spec: Spec| rows.iter().any(|r| r.spec == spec && !r.differs.is_empty());
    // Where most specifications give one result, the question is why the others do not: only
    // their reasons are given (another's note about its own reading would answer nothing).
    let some_differ = rows.iter().any(|r| !r.differs.is_empty());
    let mut found: Vec<(Spec, &'static Warning)> = Vec::new();
    for d in divergences {
        for (spec, step) in [(d.a, &d.a_step), (d.b, &d.b_step)] {
            let Some(step) = step else { continue };
            if some_differ && !differs(spec) {
                continue;
            }
            let Some(resolution) = rows.iter().find(|r| r.spec == spec).and_then(Row::traced)
            else {
                continue;
            };
            // The warnings of the whole step, around the named event.
            let Some(run) = resolution.step_of_event(step.event) else {
                continue;
            };
            let trace = resolution.trace();
            // The rules the state or step recorded come before the validation errors it raised
            // on the way (`0x7f.1`: the IPv4 form before its too-few-parts error).
            let events = &trace.events()[run.events.clone()];
            let (rules, errors): (Vec<&StepEvent>, Vec<&StepEvent>) = events
                .iter()
                .filter(|e| e.warning().is_some())
                .partition(|e| matches!(e.outcome, Outcome::Warning(_)));
            let mut reasons: Vec<&'static Warning> = rules
                .iter()
                .chain(&errors)
                .filter_map(|e| e.warning())
                .collect();
            // The WHATWG parser is a state machine: the rules that led the parse to the state
            // that set the component are reasons too. The rules it records as they fire (the
            // strip of the input's ends, say) come first; when the state itself recorded
            // nothing, the validation errors on the way (`\\x`: the backslashes read as slashes
            // brought it to the host state).
            if spec == Spec::Whatwg {
                let before = &trace.events()[..run.events.start];
                let rules = before.iter().filter_map(|e| match e.outcome {
                    Outcome::Warning(w) => Some(w),
                    _ => None,
                });
                let mut steered: Vec<&'static Warning> = rules.collect();
                if reasons.is_empty() {
                    steered.extend(before.iter().filter_map(StepEvent::warning));
                }
                steered.append(&mut reasons);
                reasons = steered;
            } else if reasons.is_empty() {
                // An RFC's resolver records a note where it notices the case, which need not be
                // the step that set the component (RFC 1808 notes `;x` at Step 5a; the path was
                // Step 5's): a specification that parts from the others with no note at that
                // step gives the notes it recorded anywhere.
                reasons = trace.warnings().map(|(_, w)| w).collect();
            }
            for w in reasons {
                if !found.iter().any(|(_, seen)| seen.id == w.id) {
                    found.push((spec, w));
                }
            }
        }
    }
    // The reasons of the specifications whose result is not the one most give come first:
    // they are what a reader asks about.
    found.sort_by_key(|(spec, _)| !differs(*spec));
    found
}
