//! `uriscope relative BASE TARGET`: the shortest reference that resolves against BASE to
//! TARGET under one specification or library profile, with its proof (`--trace`: the
//! reference's resolution, ending in the target); `--base BASE` reads targets from stdin.

use std::io::{self, BufRead, Write};

use serde::Serialize;

use super::RelativeArgs;
use super::batch;
use super::exit::{EXIT_FAILED, EXIT_OK};
use super::json::{self, StepsJson};
use super::resolve::shown_result;
use crate::core::{self, Base, Relative, escape_for_terminal};
use crate::words::trace_text as trace_table;

/// One target, or (`args.second` absent, `--base` given) every line of `input`.
pub fn run(
    args: &RelativeArgs,
    base: &str,
    target: Option<&str>,
    input: &mut dyn BufRead,
    out_is_terminal: bool,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> io::Result<i32> {
    let parsed = match Base::parse(args.spec.0, base, &args.switches.options()) {
        Ok(parsed) => parsed,
        Err(error) => {
            let message = error.to_string();
            writeln!(err, "uriscope: error: {}", escape_for_terminal(&message))?;
            return Ok(EXIT_FAILED);
        }
    };
    let Some(target) = target else {
        return batch(args, &parsed, input, out_is_terminal, out, err);
    };
    let failed = one(args, &parsed, target, None, out_is_terminal, out, err)?;
    Ok(if failed { EXIT_FAILED } else { EXIT_OK })
}

/// Every line of `input` a target: one output line each, in order; exit 1 if any failed.
fn batch(
    args: &RelativeArgs,
    parsed: &Base,
    input: &mut dyn BufRead,
    out_is_terminal: bool,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> io::Result<i32> {
    batch::each_line(input, |number, bytes, text| match text {
        Ok(target) => one(
            args,
            parsed,
            target,
            Some(number),
            out_is_terminal,
            out,
            err,
        ),
        Err(error) => {
            let message = format!(
                "the line is not valid UTF-8 (invalid byte at offset {}); it was not read",
                error.valid_up_to()
            );
            let target = String::from_utf8_lossy(bytes);
            write_failure(args, parsed, &target, Some(number), &message, out, err)?;
            Ok(true)
        }
    })
}

/// A target without an answer: the message on stderr; in a batch, an empty line or (`--json`)
/// an object with the `error`, so that each input line has its output line.
fn write_failure(
    args: &RelativeArgs,
    parsed: &Base,
    target: &str,
    line: Option<usize>,
    message: &str,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> io::Result<()> {
    let at = line.map(|n| format!("line {n}: ")).unwrap_or_default();
    writeln!(err, "uriscope: {at}error: {}", escape_for_terminal(message))?;
    if args.json {
        let doc = FailureJson {
            base: parsed.as_str(),
            target,
            error: message,
        };
        json::write_line(&mut &mut *out, &doc, line.is_none())?;
    } else if line.is_some() {
        writeln!(out)?;
    }
    Ok(())
}

/// The reference to `target`, printed; whether there was none. `line`: its line in a batch.
fn one(
    args: &RelativeArgs,
    parsed: &Base,
    target: &str,
    line: Option<usize>,
    out_is_terminal: bool,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> io::Result<bool> {
    let at = line.map(|n| format!("line {n}: ")).unwrap_or_default();
    let found = match parsed.relative(target) {
        Ok(found) => found,
        Err(error) => {
            write_failure(args, parsed, target, line, &error.to_string(), out, err)?;
            return Ok(true);
        }
    };
    // The proof: the reference's resolution, recorded step by step.
    let proof = args
        .trace
        .then(|| core::Resolution::new(parsed, &found.reference));
    if args.json {
        let doc = RelativeJson {
            base: parsed.as_str(),
            target,
            reference: &found.reference,
            form: found.form.name(),
            resolves_to: &found.resolves_to,
            reason: found.unreachable.as_deref(),
            steps: proof
                .as_ref()
                .and_then(|proof| Some(StepsJson(proof.traced()?, proof.steps()))),
        };
        json::write_line(&mut &mut *out, &doc, line.is_none())?;
    } else {
        if let Some(proof) = &proof {
            let out = &mut &mut *out;
            let options = args.switches.options().describe(args.spec.0);
            trace_table::write(out, proof, args.spec.0, &options)?;
            writeln!(out)?;
            trace_table::write_result(out, proof, Ok(&found.resolves_to))?;
            writeln!(out)?;
        }
        writeln!(out, "{}", shown_result(&found.reference, out_is_terminal))?;
        write_note(err, &at, &found)?;
    }
    Ok(false)
}

/// On stderr, for a person: why the target itself cannot be reached.
fn write_note(err: &mut dyn Write, at: &str, found: &Relative) -> io::Result<()> {
    if let Some(reason) = &found.unreachable {
        writeln!(err, "uriscope: {at}note: {}", escape_for_terminal(reason))?;
    }
    Ok(())
}

/// `relative --json` for a target without an answer.
#[derive(Serialize)]
struct FailureJson<'a> {
    base: &'a str,
    target: &'a str,
    error: &'a str,
}

/// `relative --json`: one object per target.
#[derive(Serialize)]
struct RelativeJson<'a> {
    base: &'a str,
    target: &'a str,
    reference: &'a str,
    form: &'static str,
    resolves_to: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    reason: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    steps: Option<StepsJson<'a>>,
}
