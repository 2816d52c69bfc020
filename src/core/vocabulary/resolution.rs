//! One resolution, ready for any reader: the result split into its components, the trace and its
//! steps (computed once), which step set each component, the warnings, and the findings of the
//! base, the reference and the result. The command line, the comparison and every pane of the
//! explorer read this bundle; none of them parses a result again.

use std::cell::OnceCell;

use crate::core::base::{Base, Resolved};
use crate::core::vocabulary::component::{Component, Role};
use crate::core::vocabulary::error::Error;
use crate::core::vocabulary::finding::Finding;
use crate::core::vocabulary::spec::Spec;
use crate::core::vocabulary::step::Step;
use crate::core::vocabulary::steps::{Assignment, TraceStep};
use crate::core::vocabulary::trace::Trace;
use crate::core::vocabulary::validation::Validation;
use crate::core::vocabulary::warning::Warning;
use crate::core::vocabulary::warnings::Warnings;

/// One component of the result: which step set it, how, and how the result reads back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Provenance {
    /// The component.
    pub component: Component,
    /// The step that set it, and from where; `None` when no step recorded setting it.
    pub assignment: Option<Assignment>,
    /// The value set (`None` undefined, or nothing recorded).
    pub assigned: Option<String>,
    /// How the value came to be, in words (`the buffer, last changed at 6e`), when a step set
    /// it.
    pub how: Option<String>,
    /// The value the result reads back as, by the specification's own split.
    pub read_back: Option<String>,
    /// When it reads back differently: the event where the recombining step warned of it.
    pub misread: Option<usize>,
}

impl Provenance {
    /// Does the result read back with another value than the one the algorithm assigned?
    pub fn reads_back_differently(&self) -> bool {
        self.assignment.is_some() && self.assigned != self.read_back
    }

    /// The step that set the component, when one did.
    pub fn step(&self) -> Option<&'static Step> {
        self.assignment.map(|a| a.step)
    }
}

/// A resolution and everything shown about it.
///
/// ```
/// use uriscope::{Base, Component, Options, Resolution, Role, Spec};
///
/// let base = Base::parse(Spec::Rfc2396, "http://a/b/c/d;p?q", &Options::default())?;
/// let resolution = Resolution::new(&base, "g/../h");
/// assert_eq!(resolution.result().unwrap().as_str(), "http://a/b/c/h");
///
/// // The steps, computed once, and the step any event belongs to.
/// let six_e = resolution.steps().iter().find(|s| s.step.id == "6e").unwrap();
/// let removal = six_e.changes(resolution.trace()).next().unwrap();
/// assert_eq!(removal.removed, "g/../");
/// assert_eq!(resolution.step_of_event(removal.event).unwrap().step.id, "6e");
///
/// // Which step made the path what it is.
/// let path = resolution.provenance().iter().find(|p| p.component == Component::Path).unwrap();
/// assert_eq!(path.step().unwrap().citation().to_string(), "RFC 2396 §5.2 step 6h");
/// assert_eq!(path.how.as_deref(), Some("the buffer, last changed at 6e"));
/// assert!(resolution.findings(Role::Reference).is_empty());
/// # Ok::<(), uriscope::Error>(())
/// ```
#[derive(Clone, Debug)]
pub struct Resolution {
    spec: Spec,
    result: Result<Resolved, Error>,
    /// Empty for a [`summary`](Resolution::summary).
    trace: Trace,
    traced: bool,
    steps: Vec<TraceStep>,
    warnings: Warnings,
    provenance: Vec<Provenance>,
    base_findings: std::sync::Arc<[Finding]>,
    /// Under WHATWG, the validation errors, read as the parse went.
    validation: Option<Validation>,
    reference_findings: OnceCell<Vec<Finding>>,
    result_findings: OnceCell<Vec<Finding>>,
    /// The reference as given (a summary has no trace to hold it).
    reference: String,
}

impl Resolution {
    /// Resolves `reference` against `base`, recording every step.
    pub fn new(base: &Base, reference: &str) -> Self {
        let mut resolution = Resolution::empty(base);
        resolution.update(base, reference);
        resolution
    }

    /// Resolves `reference` against `base` without recording the steps: the result, its
    /// warnings and the findings, at the cost of a result alone (what a batch prints).
    pub fn summary(base: &Base, reference: &str) -> Self {
        let mut resolution = Resolution::empty(base);
        let (result, warnings, validation) = if base.spec() == Spec::Whatwg {
            let mut both = (Warnings::default(), Validation::default());
            let result = base.resolve_with(reference, &mut both);
            (result, both.0, Some(both.1))
        } else {
            let mut warnings = Warnings::default();
            let result = base.resolve_with(reference, &mut warnings);
            (result, warnings, None)
        };
        resolution.result = result;
        resolution.warnings = warnings;
        resolution.validation = validation;
        resolution.reference = reference.to_string();
        resolution
    }

    /// Nothing resolved yet against `base`: both constructors resolve at once.
    fn empty(base: &Base) -> Self {
        Resolution {
            spec: base.spec(),
            // Replaced before the bundle is handed out.
            result: Err(Error::TooLong { length: 0 }),
            trace: Trace::default(),
            traced: false,
            steps: Vec::new(),
            warnings: Warnings::default(),
            provenance: Vec::new(),
            base_findings: base.findings_shared(),
            validation: None,
            reference_findings: OnceCell::new(),
            result_findings: OnceCell::new(),
            reference: String::new(),
        }
    }

    /// Resolves again in place, after an edit: the trace's memory is reused (the explorer
    /// resolves on every keystroke), and the reference's findings are kept when neither it nor
    /// the specification changed.
    pub fn update(&mut self, base: &Base, reference: &str) {
        let same_reference = self.traced && self.spec == base.spec() && self.reference == reference;
        self.spec = base.spec();
        self.traced = true;
        self.result = base.resolve_with(reference, &mut self.trace);
        let trace = &self.trace;
        self.steps = trace.steps();
        self.warnings = Warnings::of(trace);
        self.provenance = provenance(trace, self.result.as_ref().ok());
        self.base_findings = base.findings_shared();
        self.validation = (self.spec == Spec::Whatwg).then(|| Validation::of(trace));
        self.result_findings = OnceCell::new();
        // The reference's validation errors depend on the base too.
        if !same_reference || self.spec == Spec::Whatwg {
            self.reference_findings = OnceCell::new();
            self.reference.clear();
            self.reference.push_str(reference);
        }
    }

    /// The specification that resolved.
    pub fn spec(&self) -> Spec {
        self.spec
    }

    /// The resolved URI, or why there is none.
    pub fn result(&self) -> Result<&Resolved, &Error> {
        self.result.as_ref()
    }

    /// The reference as given.
    pub fn reference(&self) -> &str {
        &self.reference
    }

    /// The trace, when the resolution was recorded ([`new`](Resolution::new)).
    pub fn traced(&self) -> Option<&Trace> {
        self.traced.then_some(&self.trace)
    }

    /// The trace (empty for a [`summary`](Resolution::summary)).
    pub fn trace(&self) -> &Trace {
        &self.trace
    }

    /// The steps of the trace, in order.
    pub fn steps(&self) -> &[TraceStep] {
        &self.steps
    }

    /// The step event `index` belongs to, found by bisection.
    pub fn step_of_event(&self, index: usize) -> Option<&TraceStep> {
        let k = self.steps.partition_point(|step| step.events.end <= index);
        self.steps
            .get(k)
            .filter(|step| step.events.contains(&index))
    }

    /// The warnings, each once, with the step that first raised it.
    pub fn warnings(&self) -> &[(&'static Step, &'static Warning)] {
        self.warnings.list()
    }

    /// Each component of the result in the specification's model ([`Spec::components`]): the
    /// step that set it, and how the result reads back. Empty without a trace or a result.
    pub fn provenance(&self) -> &[Provenance] {
        &self.provenance
    }

    /// Under WHATWG, the validation errors of the base's parse and of the reference's.
    pub fn validation(&self) -> Option<&Validation> {
        self.validation.as_ref()
    }

    /// What is wrong in the base, the reference or the result: by the specification's grammar,
    /// or under WHATWG the parser's validation errors (the one that ended a parse in failure
    /// as an error). The result's are the grammar's (a WHATWG result is a valid URL string).
    pub fn findings(&self, role: Role) -> &[Finding] {
        let error = self.result.as_ref().err();
        match role {
            Role::Base => &self.base_findings,
            Role::Reference => self
                .reference_findings
                .get_or_init(|| match &self.validation {
                    Some(validation) => Finding::of_validation(&validation.input, role, error),
                    None => Finding::of_grammar(self.spec, &self.reference),
                }),
            Role::Result => self.result_findings.get_or_init(|| match &self.result {
                Ok(resolved) => Finding::of_grammar(self.spec, resolved.as_str()),
                Err(_) => Vec::new(),
            }),
        }
    }
}

/// The provenance of each component of the result, read from the trace and the result's own
/// split.
fn provenance(trace: &Trace, result: Option<&Resolved>) -> Vec<Provenance> {
    let Some(result) = result else {
        return Vec::new();
    };
    trace
        .result_components_read(|component| result.component(component))
        .into_iter()
        .map(|c| Provenance {
            component: c.component,
            assignment: c.assignment,
            assigned: c.assigned.map(str::to_string),
            how: c.assignment.map(|a| a.how(trace)),
            read_back: c.read_back.map(str::to_string),
            misread: c.misread,
        })
        .collect()
}
