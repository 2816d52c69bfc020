//! `uriscope resolve BASE REFERENCE`: one resolution, printed as the result alone, a trace
//! table, or a JSON object.

use std::io::{self, Write};

use super::exit::{EXIT_FAILED, EXIT_OK};
use super::json::{self, ResolutionJson};
use super::{ResolveArgs, trace_table};
use crate::core::{NoTrace, Options, Trace, escape_for_terminal, resolve_with};

/// What one resolution gave: the result or the error's sentence, and the trace if one was asked.
pub struct Resolution {
    pub result: Result<String, String>,
    pub trace: Option<Trace>,
}

impl Resolution {
    /// Resolves `reference` against `base` with the specification and options of `args`,
    /// recording the steps only when `--trace` asks for them.
    pub fn of(args: &ResolveArgs, base: &str, reference: &str) -> Self {
        let (spec, options) = (args.spec.0, args.options());
        if args.trace {
            let mut trace = Trace::default();
            let result = resolve_with(spec, base, reference, &options, &mut trace);
            Resolution {
                result: result.map_err(|e| e.to_string()),
                trace: Some(trace),
            }
        } else {
            let result = resolve_with(spec, base, reference, &options, &mut NoTrace);
            Resolution {
                result: result.map_err(|e| e.to_string()),
                trace: None,
            }
        }
    }

    /// The JSON object for this resolution (with `events` when it was traced).
    pub fn to_json<'a>(
        &'a self,
        args: &ResolveArgs,
        base: &'a str,
        reference: &'a str,
    ) -> ResolutionJson<'a> {
        let mut doc =
            ResolutionJson::new(args.spec.0, &args.options(), base, reference, &self.result);
        doc.events = self.trace.as_ref().map(json::EventsJson);
        doc
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
        trace_table::write(out, trace, args.spec.0, &options_summary(&args.options()))?;
        if let Ok(result) = &resolution.result {
            writeln!(out)?;
            writeln!(out, "result  {}", escape_for_terminal(result))?;
        }
    } else if let Ok(result) = &resolution.result {
        writeln!(out, "{}", escape_for_terminal(result))?;
    }
    if let Err(message) = &resolution.result {
        // The JSON object carries the error too; stderr says it for a person either way.
        writeln!(err, "uriscope: error: {}", escape_for_terminal(message))?;
    }
    Ok(resolution.exit_code())
}

/// The options in words, for the trace header.
fn options_summary(options: &Options) -> String {
    format!(
        "above-root {} · {} · empty base path {} · RFC 1808 variant {}",
        options.above_root.id(),
        if options.non_strict {
            "non-strict"
        } else {
            "strict"
        },
        if options.fix_empty_base_path {
            "fixed (--fix-empty-base-path)"
        } else {
            "as written"
        },
        options.rfc1808_variant.id()
    )
}
