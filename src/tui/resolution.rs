//! The resolution the panes draw: the core's bundle ([`Resolution`](crate::core::vocabulary::resolution::Resolution): the result, the
//! trace and its steps, the provenance, the warnings, the findings), plus what only the trace
//! pane needs (its rows and the width of its step column). The base is parsed once and kept
//! while its text, the specification and the options stay as they are.

use super::role_texts::RoleTexts;
use super::trace_rows::{self, Row};
use crate::core::base::{Base, Resolved};
use crate::core::text::uri_ref::UriRef;
use crate::core::tools::relative::shortest::Relative;
use crate::core::tools::relative::shortest::RelativeError;
use crate::core::vocabulary::component::Role;
use crate::core::vocabulary::error::Error;
use crate::core::vocabulary::options::Options;
use crate::core::vocabulary::spec::Spec;
use crate::core::vocabulary::steps::TraceStep;

/// How many findings of one string the components pane lists (a megabyte of spaces has a
/// million).
pub const SHOWN_DIAGNOSTICS: usize = 12;

/// One resolution, ready to draw.
#[derive(Clone, Debug)]
pub struct Resolution {
    /// The core's bundle: every pane reads it.
    pub bundle: crate::core::vocabulary::resolution::Resolution,
    /// The base, parsed by the specification with the options in force.
    base: Base,
    pub rows: Vec<Row>,
    /// The width of the trace pane's step-id column: the longest step id of this trace plus a
    /// space (`6e` for RFC 2396, `5.2.2 R.path == ""` for RFC 3986), within 6 to 20 columns.
    pub id_width: usize,
    /// The width of the trace's longest step title.
    pub title_width: usize,
    /// The reference's components as the specification read it (spans into the bundle's
    /// reference; read through [`Resolution::components`]).
    reference_read: UriRef<'static>,
    /// In target mode, the shortest reference to the target (what the trace resolves), or why
    /// there is none.
    pub relative: Option<Result<Relative, RelativeError>>,
}

impl Resolution {
    pub fn compute(spec: Spec, base: &str, reference: &str, options: &Options) -> Self {
        let base = Base::new(spec, base, &options.for_spec(spec));
        let bundle = crate::core::vocabulary::resolution::Resolution::new(&base, reference);
        let mut resolution = Resolution {
            bundle,
            base,
            rows: Vec::new(),
            id_width: 0,
            title_width: 0,
            reference_read: UriRef::parse(""),
            relative: None,
        };
        resolution.fill();
        resolution
    }

    /// Resolves again in place, after an edit: the trace's and the rows' memory is reused (a
    /// megabyte reference allocates nothing new per keystroke), and the base is parsed again
    /// only when it, the specification or the options changed (typing in the reference does not
    /// parse the base).
    pub fn update(&mut self, spec: Spec, base: &str, reference: &str, options: &Options) {
        self.keep_base(spec, base, options);
        self.relative = None;
        self.bundle.update(&self.base, reference);
        self.fill();
    }

    /// Target mode: finds the shortest reference from the base to `target`
    /// ([`Base::relative`]) and resolves it, so that the trace proves it. Without one (a
    /// target with no scheme), the target's own text is resolved.
    pub fn update_to_target(&mut self, spec: Spec, base: &str, target: &str, options: &Options) {
        self.keep_base(spec, base, options);
        let found = self.base.relative(target);
        let reference = found
            .as_ref()
            .map_or(target, |found| found.reference.as_str());
        self.bundle.update(&self.base, reference);
        self.relative = Some(found);
        self.fill();
    }

    /// The reference the trace resolves: the one typed, or in target mode the one computed.
    pub fn reference(&self) -> &str {
        self.bundle.reference()
    }

    fn keep_base(&mut self, spec: Spec, base: &str, options: &Options) {
        let options = options.for_spec(spec);
        if self.base.spec() != spec || self.base.as_str() != base || *self.base.options() != options
        {
            self.base = Base::new(spec, base, &options);
        }
    }

    fn fill(&mut self) {
        self.reference_read = self.base.components_of(self.bundle.reference()).rebind("");
        trace_rows::fill(self.bundle.trace(), self.bundle.steps(), &mut self.rows);
        self.id_width = self
            .bundle
            .steps()
            .iter()
            .map(|step| step.step.id.chars().count() + 1)
            .max()
            .unwrap_or(0)
            .clamp(6, 20);
        self.title_width = self
            .bundle
            .steps()
            .iter()
            .map(|step| crate::words::width(step.step.title))
            .max()
            .unwrap_or(0);
    }

    /// Where the base, the reference and the result break the specification's grammar, one
    /// sentence per text ([`crate::words::finding_sentences`]); none under WHATWG, whose
    /// validation errors are among the warnings already.
    pub fn grammar_sentences(&self) -> Vec<String> {
        if self.spec() == Spec::Whatwg {
            return Vec::new();
        }
        let b = &self.bundle;
        crate::words::findings::finding_sentences([
            (b.findings(Role::Base), self.base_text()),
            (b.findings(Role::Reference), b.reference()),
            (b.findings(Role::Result), self.result().unwrap_or("")),
        ])
    }

    /// A text's components as the specification read it: the base and the reference as its
    /// parser read them (under WHATWG, the reference's own before the base filled the rest),
    /// the result as resolved; `None` without a result. No pane splits a text again.
    pub fn components(&self, role: Role) -> Option<UriRef<'_>> {
        self.role_texts(false).split(role)
    }

    /// The base, the reference and the result as the panes show them, each split as
    /// [`components`](Resolution::components) reads it; teach mode hides the result when
    /// `result_hidden`.
    pub fn role_texts(&self, result_hidden: bool) -> RoleTexts<'_> {
        RoleTexts {
            base: self.base.components(),
            reference: self.reference_read.rebind(self.bundle.reference()),
            result: self.bundle.result().ok().map(Resolved::uri_ref),
            result_hidden,
        }
    }

    /// The base as given.
    pub fn base_text(&self) -> &str {
        self.base.as_str()
    }

    /// The options the base was parsed and the reference resolved with.
    pub fn options(&self) -> &Options {
        self.base.options()
    }

    /// The specification that resolved.
    pub fn spec(&self) -> Spec {
        self.bundle.spec()
    }

    /// The result, or why there is none.
    pub fn result(&self) -> Result<&str, &Error> {
        self.bundle.result().map(Resolved::as_str)
    }

    /// The trace.
    pub fn trace(&self) -> &crate::core::vocabulary::trace::Trace {
        self.bundle.trace()
    }

    /// The step a row belongs to.
    pub fn step_of(&self, row: &Row) -> &TraceStep {
        &self.bundle.steps()[row.step]
    }
}
