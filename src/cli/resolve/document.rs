//! `resolve --json`: one resolution as a JSON object (a line of it per reference in a batch),
//! its trace with `--trace`, its IRI forms with `--iri`.

use serde::Serialize;

use super::Resolution;
use super::ResolveArgs;
use crate::cli::iri::MappingStepJson;
use crate::cli::json::{
    ComponentsJson, ComponentsOfAll, ConnectionJson, FindingJson, OptionsJson, WhatwgJson,
};
use crate::cli::trace_json::{
    DescriptorsJson, EventsJson, ProvenanceJson, StepsJson, provenance_json,
};
use crate::core::base::{Base, Resolved};
use crate::core::connect::connects_to;
use crate::core::text::uri_ref::UriRef;
use crate::core::vocabulary::component::Role;
use crate::core::vocabulary::options::Options;
use crate::core::vocabulary::spec::Spec;
use crate::core::vocabulary::step::Step;
use crate::core::vocabulary::warning::Warning;

impl Resolution {
    /// The JSON object for this resolution (with `step_descriptors`, `events`, `steps` and
    /// `provenance` when it was traced).
    pub fn to_json<'a>(&'a self, args: &ResolveArgs, base: &'a Base) -> ResolutionJson<'a> {
        let bundle = &self.bundle;
        let mut doc = ResolutionJson::new(
            args.resolving.spec(),
            &args.options(),
            base.components(),
            base.components_of(bundle.reference()),
            self.outcome(),
        );
        if let Ok(resolved) = bundle.result() {
            doc.components.result = Some(ComponentsJson::of(&resolved.uri_ref()));
        }
        doc.warnings = warnings_json(bundle.warnings());
        doc.findings = findings_json(bundle, base.as_str(), self.iri.is_some());
        if let Some(trace) = bundle.traced() {
            doc.step_descriptors = Some(DescriptorsJson(trace));
            doc.events = Some(EventsJson(trace, bundle.steps()));
            doc.steps = Some(StepsJson(trace, bundle.steps()));
            doc.provenance = Some(provenance_json(bundle));
        }
        if let Some(validation) = bundle.validation() {
            let url = bundle.result().ok().and_then(Resolved::record);
            doc.whatwg = Some(WhatwgJson::of(url, validation));
        }
        doc.iri = self
            .iri
            .as_ref()
            .map(|forms| IriFormsJson::of(forms, args.resolving.trace));
        doc
    }
}

#[derive(Serialize)]
pub struct ResolutionJson<'a> {
    /// The input line number, in batch mode only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub line: Option<usize>,
    /// The specification's id, or the profile as given (`python@3.11`).
    pub spec: String,
    pub options: OptionsJson,
    pub base: &'a str,
    pub reference: &'a str,
    pub result: Option<&'a str>,
    pub error: Option<String>,
    pub components: ComponentsOfAll<'a>,
    /// Where the specification's or library's client connects for the result, as it parses
    /// it; `null` without a result, or where its parser refuses it (`connects_to_error`).
    pub connects_to: Option<ConnectionJson>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub connects_to_error: Option<String>,
    /// The warnings of the resolution, each once, with the step that raised it.
    pub warnings: Vec<ResultWarningJson>,
    /// What is wrong in the base, the reference and the result: by the specification's
    /// grammar, or under WHATWG the parser's validation errors.
    pub findings: Vec<FindingJson>,
    /// With `--trace` only: each step and rule the events name, once (its title, sentence and
    /// citation), so that events need not repeat them.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub step_descriptors: Option<DescriptorsJson<'a>>,
    /// With `--trace` only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub events: Option<EventsJson<'a>>,
    /// With `--trace` only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub steps: Option<StepsJson<'a>>,
    /// With `--trace` only: which step set each component of the result.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub provenance: Option<Vec<ProvenanceJson<'a>>>,
    /// Under the WHATWG URL Standard: `url`, `validation_errors`, `base_validation_errors`.
    #[serde(flatten)]
    pub whatwg: Option<WhatwgJson<'a>>,
    /// With `--iri` only: the result as a URI.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub iri: Option<IriFormsJson<'a>>,
}

impl<'a> ResolutionJson<'a> {
    /// The document of a resolution of `reference` against `base`, each split as the
    /// specification read it ([`Base::components`], [`Base::components_of`]).
    pub fn new(
        spec: Spec,
        options: &Options,
        base: UriRef<'a>,
        reference: UriRef<'a>,
        outcome: Result<&'a str, &str>,
    ) -> Self {
        let result = outcome.ok();
        let connection = result.map(|result| connects_to(spec, result));
        let (connects_to, connects_to_error) = ConnectionJson::pair(connection.as_ref());
        ResolutionJson {
            line: None,
            spec: spec.to_string(),
            options: OptionsJson::of(options),
            base: base.as_str(),
            reference: reference.as_str(),
            result,
            error: outcome.err().map(str::to_string),
            components: ComponentsOfAll {
                base: ComponentsJson::of(&base),
                reference: ComponentsJson::of(&reference),
                result: None,
            },
            connects_to,
            connects_to_error,
            warnings: Vec::new(),
            findings: Vec::new(),
            step_descriptors: None,
            events: None,
            steps: None,
            provenance: None,
            whatwg: None,
            iri: None,
        }
    }
}

/// A warning of the resolution.
#[derive(Serialize)]
pub struct ResultWarningJson {
    pub spec: &'static str,
    pub step: &'static str,
    pub citation: String,
    pub warning_id: &'static str,
    pub warning: &'static str,
}

/// The warnings of a resolution, each once.
pub fn warnings_json(warnings: &[(&'static Step, &'static Warning)]) -> Vec<ResultWarningJson> {
    warnings
        .iter()
        .map(|(step, warning)| ResultWarningJson {
            spec: step.source.id(),
            step: step.id,
            citation: step.citation().to_string(),
            warning_id: warning.id,
            warning: warning.text,
        })
        .collect()
}

/// Every finding of `resolution` against the base `base`: the base's, the reference's, then the
/// result's.
pub fn findings_json(
    resolution: &crate::core::vocabulary::resolution::Resolution,
    base: &str,
    iri: bool,
) -> Vec<FindingJson> {
    let result = resolution.result().map_or("", |r| r.as_str());
    [
        (Role::Base, base),
        (Role::Reference, resolution.reference()),
        (Role::Result, result),
    ]
    .into_iter()
    .flat_map(|(role, text)| {
        let findings = super::findings_of(resolution.findings(role), text, iri);
        FindingJson::all(role, &findings, text).collect::<Vec<_>>()
    })
    .collect()
}

/// `resolve --iri --json`'s `iri`: the result's URI (RFC 3987 §3.1), and the URI the base's
/// and the reference's URIs resolve to.
#[derive(Serialize)]
pub struct IriFormsJson<'a> {
    /// The result mapped to a URI; `null` where it maps to none.
    pub uri: Option<&'a str>,
    /// Why the result maps to no URI.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub uri_error: Option<&'a str>,
    /// What the base and the reference mapped to URIs first resolve to; `null` where either
    /// maps to none or the resolution fails.
    pub from_uris: Option<&'a str>,
    /// Whether the two URIs are the same, as §3.1 says they are.
    pub agree: bool,
    /// With `--trace` only: the steps mapping the result.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub steps: Option<Vec<MappingStepJson<'a>>>,
}

impl<'a> IriFormsJson<'a> {
    pub fn of(forms: &'a crate::core::tools::iri_forms::IriForms, traced: bool) -> Self {
        let mapping = match &forms.uri {
            Ok(mapping) => mapping,
            Err(refused) => &refused.mapping,
        };
        IriFormsJson {
            uri: forms.uri.as_ref().ok().map(|m| m.output.as_str()),
            uri_error: forms.uri.as_ref().err().map(|e| e.message.as_str()),
            from_uris: match &forms.from_uris {
                Some(Ok(uri)) => Some(uri),
                _ => None,
            },
            agree: forms.agree(),
            steps: traced.then(|| MappingStepJson::all(mapping, true)),
        }
    }
}
