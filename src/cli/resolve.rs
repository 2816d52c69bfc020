//! `uriscope resolve BASE REFERENCE`: one resolution, printed as the result alone, a trace
//! table, or a JSON object.

use std::io::{self, Write};

use super::exit::{EXIT_FAILED, EXIT_OK};
use super::json::{self, ResolutionJson, WhatwgJson};
use super::{ResolveArgs, error_words, trace_table};
use crate::core::whatwg::{self, Url, Validation};
use crate::core::{Error, Spec, Trace, Warnings, escape_for_terminal, resolve_with};

/// What one resolution gave: the result or the error, and the trace if one was asked.
pub struct Resolution {
    pub result: Result<String, Error>,
    /// The error in the command line's words (with the flag that would let it through).
    pub message: Result<String, String>,
    pub trace: Option<Trace>,
    /// The warnings, each once: printed with the result in every output.
    pub warnings: Warnings,
    /// Under the WHATWG URL Standard, for `--json`: the URL record and the validation errors.
    pub whatwg: Option<(Option<Url>, Validation)>,
}

impl Resolution {
    /// Resolves `reference` against `base` with the specification and options of `args`,
    /// recording the steps only when `--trace` asks for them.
    pub fn of(args: &ResolveArgs, base: &str, reference: &str) -> Self {
        let (spec, options) = (args.spec.0, args.options());
        let (result, trace, warnings) = if args.trace {
            let mut trace = Trace::default();
            let result = resolve_with(spec, base, reference, &options, &mut trace);
            let warnings = Warnings::of(&trace);
            (result, Some(trace), warnings)
        } else {
            let mut warnings = Warnings::default();
            let result = resolve_with(spec, base, reference, &options, &mut warnings);
            (result, None, warnings)
        };
        // The record's attributes and the validation errors, which `--json` adds.
        let whatwg = (spec == Spec::Whatwg && args.json).then(|| {
            let mut validation = Validation::default();
            let url = whatwg::parse_against(reference, Some(base), &mut validation).ok();
            (url, validation)
        });
        Resolution {
            message: result.clone().map_err(|e| error_words(&e)),
            result,
            trace,
            warnings,
            whatwg,
        }
    }

    /// The JSON object for this resolution (with `step_descriptors`, `events`, `steps` and
    /// `provenance` when it was traced).
    pub fn to_json<'a>(
        &'a self,
        args: &ResolveArgs,
        base: &'a str,
        reference: &'a str,
    ) -> ResolutionJson<'a> {
        let mut doc =
            ResolutionJson::new(args.spec.0, &args.options(), base, reference, &self.message);
        doc.warnings = json::warnings_json(&self.warnings);
        if let Some(trace) = &self.trace {
            doc.step_descriptors = Some(json::DescriptorsJson(trace));
            doc.events = Some(json::EventsJson(trace));
            doc.steps = Some(json::StepsJson(trace));
            doc.provenance = Some(json::provenance_json(trace));
        }
        if let Some((url, validation)) = &self.whatwg {
            doc.whatwg = Some(WhatwgJson::of(url.as_ref(), validation));
        }
        doc
    }

    /// One line per warning, `{prefix}: RFC 2396 §5.2 step 6a: …`.
    pub fn write_warnings(&self, err: &mut impl Write, prefix: &str) -> io::Result<()> {
        for (step, warning) in self.warnings.list() {
            writeln!(err, "{prefix}: {}: {}", step.citation(), warning.text)?;
        }
        Ok(())
    }

    pub fn exit_code(&self) -> i32 {
        if self.result.is_ok() {
            EXIT_OK
        } else {
            EXIT_FAILED
        }
    }
}

/// Resolves once and prints: the result alone (stdout), the table then the result (`--trace`),
/// or one JSON object (`--json`). A failure's message goes to stderr.
pub fn run(
    args: &ResolveArgs,
    base: &str,
    reference: &str,
    out: &mut impl Write,
    err: &mut impl Write,
) -> io::Result<i32> {
    let resolution = Resolution::of(args, base, reference);
    if args.json {
        json::write_line(out, &resolution.to_json(args, base, reference), true)?;
    } else if let Some(trace) = &resolution.trace {
        let options = args.options().describe(args.spec.0);
        trace_table::write(out, trace, args.spec.0, &options)?;
        writeln!(out)?;
        trace_table::write_result(out, trace, &resolution.message)?;
        trace_table::write_warnings(out, &resolution.warnings)?;
    } else {
        if let Ok(result) = &resolution.result {
            writeln!(out, "{}", escape_for_terminal(result))?;
        }
        // stdout holds the result alone, for scripts; a person reads the warnings on stderr.
        resolution.write_warnings(err, "uriscope: warning")?;
    }
    if let Err(message) = &resolution.message {
        // The JSON object carries the error too; stderr says it for a person either way.
        writeln!(err, "uriscope: error: {}", escape_for_terminal(message))?;
    }
    Ok(resolution.exit_code())
}
