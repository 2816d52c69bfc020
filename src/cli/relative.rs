//! `uriscope relative BASE TARGET`: the shortest reference that resolves against BASE to
//! TARGET under one specification or library profile, with its proof (`--trace`: the
//! reference's resolution, ending in the target); `--base BASE` reads targets from stdin.

use std::io::{self, BufRead, Write};

use clap::Args;
use clap::error::ErrorKind;
use serde::Serialize;

use super::exit::{EXIT_FAILED, EXIT_OK, Ran, usage};
use super::json;
use super::lines;
use super::resolve::shown_result;
use super::resolving::Resolving;
use super::spec_arg::SpecArg;
use super::streams::Streams;
use super::trace_json::StepsJson;
use crate::core::base::Base;
use crate::core::text::escape::terminal::escape_for_terminal;
use crate::core::tools::relative::shortest::Relative;
use crate::core::vocabulary::spec::Spec;
use crate::words::trace_text as trace_table;

#[derive(Debug, Args)]
#[command(
    mut_arg("spec", |arg| arg
        .default_value(SpecArg(Spec::Rfc3986).to_string())
        .help("The specification or library profile whose resolution the reference must survive. \
               Default rfc3986, today's standard, which the software that will read the reference \
               follows; URISCOPE_SPEC sets your own default")),
    mut_arg("trace", |arg| arg.help(
        "Prove the answer: print the reference's resolution step by step (with --json: a \
         `steps` array)")),
)]
pub struct RelativeArgs {
    #[command(flatten)]
    pub resolving: Resolving,
    /// The shortest reference that resolves to the target under every specification at once
    /// (RFC 1630, RFC 1808, RFC 2396, RFC 3986, WHATWG), or why there is none
    #[arg(long, conflicts_with = "spec")]
    pub portable: bool,
    /// The base; without TARGET, targets are read from stdin, one per line
    #[arg(long = "base", value_name = "BASE")]
    pub base_option: Option<String>,
    /// The base URI (absolute: it must have a scheme)
    #[arg(value_name = "BASE")]
    pub first: Option<String>,
    /// The URI the reference must resolve to (absolute)
    #[arg(value_name = "TARGET")]
    pub second: Option<String>,
}

/// One target, or (`args.second` absent, `--base` given) every line of `input`.
pub fn run(
    args: &RelativeArgs,
    base: &str,
    target: Option<&str>,
    streams: &mut Streams<'_>,
) -> io::Result<i32> {
    let input = &mut *streams.input;
    let mut answers = Answers {
        args,
        out_is_terminal: streams.out_is_terminal,
        out: &mut *streams.out,
        err: &mut *streams.err,
    };
    let against = if args.portable {
        // Each specification parses the base: one that refuses it is part of the answer.
        Against::Every(base)
    } else {
        match Base::parse(
            args.resolving.spec(),
            base,
            &args.resolving.switches.options(),
        ) {
            Ok(parsed) => Against::One(Box::new(parsed)),
            Err(error) => {
                let message = error.to_string();
                writeln!(
                    answers.err,
                    "uriscope: error: {}",
                    escape_for_terminal(&message)
                )?;
                return Ok(EXIT_FAILED);
            }
        }
    };
    let Some(target) = target else {
        return batch(&mut answers, &against, input);
    };
    let failed = answers.answer(&against, target, None)?;
    Ok(if failed { EXIT_FAILED } else { EXIT_OK })
}

/// The base the references are made from: parsed by one specification, or (`--portable`) the
/// text every specification parses.
enum Against<'a> {
    One(Box<Base>),
    Every(&'a str),
}

impl Against<'_> {
    fn text(&self) -> &str {
        match self {
            Against::One(parsed) => parsed.as_str(),
            Against::Every(base) => base,
        }
    }
}

/// Every line of `input` a target: one output line each, in order; exit 1 if any failed.
fn batch(
    answers: &mut Answers<'_>,
    against: &Against<'_>,
    input: &mut dyn BufRead,
) -> io::Result<i32> {
    lines::each_line(input, |number, bytes, text| match text {
        Ok(target) => answers.answer(against, target, Some(number)),
        Err(error) => {
            let message = lines::not_utf8_line(&error, "read");
            let target = String::from_utf8_lossy(bytes);
            answers.write_failure(against.text(), &target, Some(number), &message)?;
            Ok(true)
        }
    })
}

/// Where the answers go: each on `out` (escaped where it is a terminal), the notes and errors
/// on `err`, as `args` asks.
struct Answers<'a> {
    args: &'a RelativeArgs,
    out_is_terminal: bool,
    out: &'a mut dyn Write,
    err: &'a mut dyn Write,
}

impl Answers<'_> {
    /// The answer for one target, printed; whether there was none. `line`: its line in a batch.
    fn answer(
        &mut self,
        against: &Against<'_>,
        target: &str,
        line: Option<usize>,
    ) -> io::Result<bool> {
        match against {
            Against::One(parsed) => self.one(parsed, target, line),
            Against::Every(base) => self.portable(base, target, line),
        }
    }

    /// A target without an answer: the message on stderr; in a batch, an empty line or (`--json`)
    /// an object with the `error`, so that each input line has its output line.
    fn write_failure(
        &mut self,
        base: &str,
        target: &str,
        line: Option<usize>,
        message: &str,
    ) -> io::Result<()> {
        let at = line.map(|n| format!("line {n}: ")).unwrap_or_default();
        writeln!(
            self.err,
            "uriscope: {at}error: {}",
            escape_for_terminal(message)
        )?;
        if self.args.resolving.json {
            let doc = FailureJson {
                base,
                target,
                error: message,
            };
            json::write_line(&mut &mut *self.out, &doc, line.is_none())?;
        } else if line.is_some() {
            writeln!(self.out)?;
        }
        Ok(())
    }

    /// The reference to `target`, printed; whether there was none.
    fn one(&mut self, parsed: &Base, target: &str, line: Option<usize>) -> io::Result<bool> {
        let args = self.args;
        let at = line.map(|n| format!("line {n}: ")).unwrap_or_default();
        let found = match parsed.relative(target) {
            Ok(found) => found,
            Err(error) => {
                self.write_failure(parsed.as_str(), target, line, &error.to_string())?;
                return Ok(true);
            }
        };
        // The proof: the reference's resolution, recorded step by step.
        let proof = args.resolving.trace.then(|| {
            crate::core::vocabulary::resolution::Resolution::new(parsed, &found.reference)
        });
        if args.resolving.json {
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
            json::write_line(&mut &mut *self.out, &doc, line.is_none())?;
        } else {
            if let Some(proof) = &proof {
                write_proof(
                    args,
                    args.resolving.spec(),
                    proof,
                    &found.resolves_to,
                    self.out,
                )?;
            }
            writeln!(
                self.out,
                "{}",
                shown_result(&found.reference, self.out_is_terminal)
            )?;
            write_note(self.err, &at, &found)?;
        }
        Ok(false)
    }

    /// `--portable`: the reference every specification resolves to `target`, printed (with
    /// `--trace`, its resolution by each); or, on stderr, why there is none and each one's own
    /// answer. Whether there was none.
    fn portable(&mut self, base: &str, target: &str, line: Option<usize>) -> io::Result<bool> {
        let args = self.args;
        let at = line.map(|n| format!("line {n}: ")).unwrap_or_default();
        let found = match crate::core::tools::relative::portable::relative_portable(
            base,
            target,
            &args.resolving.switches.options(),
        ) {
            Ok(found) => found,
            Err(error) => {
                self.write_failure(base, target, line, &error.to_string())?;
                return Ok(true);
            }
        };
        let reference = found
            .reference
            .as_ref()
            .ok()
            .map(|(reference, _)| reference);
        // The proofs: the reference's resolution by each specification.
        let proofs: Vec<Option<crate::core::vocabulary::resolution::Resolution>> =
            (found.each.iter())
                .map(|(spec, _)| {
                    let reference = reference.filter(|_| args.resolving.trace)?;
                    let parsed = Base::parse(
                        *spec,
                        base,
                        &args.resolving.switches.options().for_spec(*spec),
                    )
                    .ok()?;
                    Some(crate::core::vocabulary::resolution::Resolution::new(
                        &parsed, reference,
                    ))
                })
                .collect();
        if args.resolving.json {
            let doc = PortableJson {
                base,
                target,
                reference: reference.map(String::as_str),
                form: found.reference.as_ref().ok().map(|(_, form)| form.name()),
                reason: found.reference.as_ref().err().map(String::as_str),
                specs: (found.each.iter().zip(&proofs))
                    .map(|((spec, each), proof)| EachJson {
                        spec: spec.id(),
                        reference: each.as_ref().ok().map(|own| own.reference.as_str()),
                        resolves_to: each.as_ref().ok().map(|own| own.resolves_to.as_str()),
                        reason: each
                            .as_ref()
                            .ok()
                            .and_then(|own| own.unreachable.as_deref()),
                        error: each.as_ref().err().map(ToString::to_string),
                        steps: proof
                            .as_ref()
                            .and_then(|proof| Some(StepsJson(proof.traced()?, proof.steps()))),
                    })
                    .collect(),
            };
            json::write_line(&mut &mut *self.out, &doc, line.is_none())?;
            return Ok(reference.is_none());
        }
        let Some(reference) = reference else {
            let why = found.reference.as_ref().err().map_or("", String::as_str);
            writeln!(
                self.err,
                "uriscope: {at}error: {}",
                escape_for_terminal(why)
            )?;
            if line.is_some() {
                writeln!(self.out)?;
            }
            return Ok(true);
        };
        for ((spec, each), proof) in found.each.iter().zip(&proofs) {
            let (Some(proof), Ok(each)) = (proof, each) else {
                continue;
            };
            write_proof(args, *spec, proof, &each.resolves_to, self.out)?;
        }
        writeln!(
            self.out,
            "{}",
            shown_result(reference, self.out_is_terminal)
        )?;
        Ok(false)
    }
}

/// The proof of an answer: the reference's resolution by `spec`, as `resolve --trace` prints
/// it, ending in what it resolves to.
fn write_proof(
    args: &RelativeArgs,
    spec: crate::core::vocabulary::spec::Spec,
    proof: &crate::core::vocabulary::resolution::Resolution,
    resolves_to: &str,
    out: &mut dyn Write,
) -> io::Result<()> {
    let out = &mut &mut *out;
    let options = args
        .resolving
        .switches
        .options()
        .for_spec(spec)
        .describe(spec);
    trace_table::write(out, proof, spec, &options)?;
    writeln!(out)?;
    trace_table::write_result(out, proof, Ok(resolves_to))?;
    writeln!(out)
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

/// `relative --portable --json`: one object per target.
#[derive(Serialize)]
struct PortableJson<'a> {
    base: &'a str,
    target: &'a str,
    /// `null` where no one reference resolves to the target under every specification.
    reference: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    form: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    reason: Option<&'a str>,
    specs: Vec<EachJson<'a>>,
}

/// One specification's own answer in `relative --portable --json`, with the proof of the
/// portable reference by it (`--trace`).
#[derive(Serialize)]
struct EachJson<'a> {
    spec: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    reference: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    resolves_to: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    reason: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    steps: Option<StepsJson<'a>>,
}

/// Chooses between one resolution and a batch from the input, from which arguments are present.
pub fn dispatch(args: &RelativeArgs, streams: &mut Streams<'_>) -> Ran {
    // Under --portable each specification reads the switches it has.
    if let Err(message) = args.resolving.switches.check(args.resolving.spec())
        && !args.portable
    {
        return usage(ErrorKind::ArgumentConflict, &message);
    }
    let (base, target) = match (&args.base_option, &args.first, &args.second) {
        (None, Some(base), Some(target)) | (Some(base), Some(target), None) => {
            (base, Some(target.as_str()))
        }
        (Some(base), None, None) => {
            if args.resolving.trace && !args.resolving.json {
                return usage(
                    ErrorKind::ArgumentConflict,
                    "--trace prints a table, which cannot keep one output line per input line: \
                     give a TARGET, or add --json to get the steps in each line's object",
                );
            }
            if streams.input_is_terminal && !args.resolving.json {
                writeln!(
                    streams.err,
                    "uriscope: reading targets from the terminal, one per line; Ctrl-D ends"
                )?;
            }
            (base, None)
        }
        (Some(_), _, Some(_)) => {
            return usage(
                ErrorKind::TooManyValues,
                "the base is given twice: use either --base BASE or BASE TARGET",
            );
        }
        _ => {
            return usage(
                ErrorKind::MissingRequiredArgument,
                "give BASE TARGET, or --base BASE with targets on stdin",
            );
        }
    };
    Ok(run(args, base, target, streams)?)
}
