//! Everything the panes show about one resolution, computed once per edit: the trace, its steps
//! and rows, the result, and the diagnostics of the inputs. Which step set each component of the
//! result, and the warnings, are read from the trace ([`Trace::result_components`],
//! [`Trace::warnings`]): the resolvers recorded them.

use super::trace_rows::{self, Row};
use crate::core::whatwg::{self, Failure, ValidationError};
use crate::core::{
    Component, Diagnostic, Error, Grammar, Options, Role, Severity, Spec, Step, Trace, TraceStep,
    Warning, Warnings, resolve_with,
};

/// How many diagnostics of one string the components pane lists (a megabyte of spaces has a
/// million).
pub const SHOWN_DIAGNOSTICS: usize = 12;

/// What is wrong at one place of a string, as the components pane marks it under the string.
#[derive(Clone, Debug)]
pub struct Finding {
    /// Byte offset in the string.
    pub at: usize,
    pub severity: Severity,
    /// The grammar rule broken, or the WHATWG validation error's name.
    pub rule: &'static str,
    pub message: String,
}

impl From<Diagnostic> for Finding {
    fn from(d: Diagnostic) -> Self {
        Finding {
            at: d.at,
            severity: d.severity,
            rule: d.rule(),
            message: d.message(),
        }
    }
}

/// The problems of one string: the first few, and how many there are. Under an RFC, what its
/// grammar finds; under WHATWG, which has no grammar, the validation errors the parser raised.
#[derive(Clone, Debug, Default)]
pub struct Diagnostics {
    pub shown: Vec<Finding>,
    pub total: usize,
}

impl Diagnostics {
    fn of(spec: Spec, text: &str) -> Self {
        let all = Grammar::of(spec).map_or_else(Vec::new, |g| g.check(text).diagnostics);
        Diagnostics {
            total: all.len(),
            shown: all
                .into_iter()
                .take(SHOWN_DIAGNOSTICS)
                .map(Finding::from)
                .collect(),
        }
    }

    /// The validation errors of one input's WHATWG parse, in order, the one that ended it in
    /// `failure` (reported last) as an error.
    fn whatwg(errors: &[(ValidationError, usize)], failure: Option<&Failure>) -> Self {
        let mut shown: Vec<Finding> = errors
            .iter()
            .take(SHOWN_DIAGNOSTICS)
            .map(|&(error, at)| Finding {
                at,
                severity: Severity::Warning,
                rule: error.name(),
                message: format!("{}: {}", error.name(), error.description()),
            })
            .collect();
        if let Some(failure) = failure
            && errors.len() == shown.len()
            && let Some(last) = shown.last_mut()
            && (last.rule, last.at) == (failure.error.name(), failure.at)
        {
            last.severity = Severity::Error;
            last.message = failure.to_string();
        }
        Diagnostics {
            shown,
            total: errors.len(),
        }
    }
}

/// One component of the result as the Result pane shows it: what the algorithm assigned, which
/// step set it and how, and how the result reads back ([`Trace::result_components`], read once
/// per edit: finding an early assignment walks back over every event of a long trace).
#[derive(Clone, Debug)]
pub struct Provenance {
    pub component: Component,
    pub assigned: Option<String>,
    /// The step that set it and how, in words (`the buffer, last changed at 6e`).
    pub set_by: Option<(&'static Step, String)>,
    /// How the result reads back, when that differs from what was assigned.
    pub read_back: Option<Option<String>>,
}

/// One resolution, ready to draw.
#[derive(Clone, Debug)]
pub struct Resolution {
    pub spec: Spec,
    pub trace: Trace,
    pub result: Result<String, Error>,
    pub steps: Vec<TraceStep>,
    pub rows: Vec<Row>,
    /// The result's components, each with the step that set it.
    pub components: Vec<Provenance>,
    /// The warnings of the trace, each once, with the step that first raised it.
    pub warnings: Vec<(&'static Step, &'static Warning)>,
    pub base_diagnostics: Diagnostics,
    pub reference_diagnostics: Diagnostics,
    /// The width of the trace pane's step-id column: the longest step id of this trace plus a
    /// space (`6e` for RFC 2396, `5.2.2 R.path == ""` for RFC 3986), within 6 to 20 columns.
    pub id_width: usize,
}

impl Resolution {
    pub fn compute(spec: Spec, base: &str, reference: &str, options: &Options) -> Self {
        let mut resolution = Resolution {
            spec,
            trace: Trace::default(),
            result: Ok(String::new()),
            steps: Vec::new(),
            rows: Vec::new(),
            components: Vec::new(),
            warnings: Vec::new(),
            base_diagnostics: Diagnostics::of(spec, ""),
            reference_diagnostics: Diagnostics::of(spec, ""),
            id_width: 0,
        };
        resolution.update(spec, base, reference, options);
        resolution
    }

    /// Resolves again in place, after an edit: the trace's and the rows' memory is reused (a
    /// megabyte reference allocates nothing new per keystroke), and a text's diagnostics are
    /// kept when neither the text nor the specification changed (typing in the reference does not
    /// parse the base).
    pub fn update(&mut self, spec: Spec, base: &str, reference: &str, options: &Options) {
        // The texts of the last resolution, as the trace recorded them.
        let base_changed = self.trace.base() != base;
        let reference_changed = self.trace.reference() != reference;
        // Each specification judges the texts by its own grammar.
        let grammar_changed = self.spec != spec;
        let options = options.for_spec(spec);
        self.spec = spec;
        self.result = resolve_with(spec, base, reference, &options, &mut self.trace);
        let trace = &self.trace;
        self.steps = trace.steps();
        trace_rows::fill(trace, &self.steps, &mut self.rows);
        self.components = trace
            .result_components()
            .iter()
            .map(|c| Provenance {
                component: c.component,
                assigned: c.assigned.map(str::to_string),
                set_by: c.assignment.map(|a| (a.step, a.how(trace))),
                read_back: c
                    .reads_back_differently()
                    .then(|| c.read_back.map(str::to_string)),
            })
            .collect();
        self.warnings = Warnings::of(trace).list().to_vec();
        self.id_width = self
            .steps
            .iter()
            .map(|step| step.step.id.chars().count() + 1)
            .max()
            .unwrap_or(0)
            .clamp(6, 20);
        if spec == Spec::Whatwg {
            // The reference's errors depend on the base too: read them again each time.
            let validation = whatwg::Validation::of(&self.trace);
            let failure = |of: Role| match &self.result {
                Err(Error::Whatwg { role, failure, .. }) if *role == of => Some(failure),
                _ => None,
            };
            self.base_diagnostics = Diagnostics::whatwg(&validation.base, failure(Role::Base));
            self.reference_diagnostics =
                Diagnostics::whatwg(&validation.input, failure(Role::Reference));
        } else {
            if base_changed || grammar_changed {
                self.base_diagnostics = Diagnostics::of(spec, base);
            }
            if reference_changed || grammar_changed {
                self.reference_diagnostics = Diagnostics::of(spec, reference);
            }
        }
    }

    /// The step a row belongs to.
    pub fn step_of(&self, row: &Row) -> &TraceStep {
        &self.steps[row.step]
    }
}
