//! `uriscope resolve BASE REFERENCE`: one resolution, printed as the result alone, a trace
//! table, or a JSON object.

pub mod batch;
pub mod document;

use std::io::{self, Write};

use clap::Args;
use clap::builder::PossibleValue;
use clap::error::ErrorKind;

use crate::cli::exit::{EXIT_FAILED, EXIT_OK, Ran, usage};
use crate::cli::json;
use crate::cli::resolving::Resolving;
use crate::cli::streams::Streams;
use crate::cli::switches::error_words;
use crate::core::base::{Base, Resolved};
use crate::core::text::escape::terminal::escape_for_terminal;
use crate::core::text::iri::characters::iri_allows_at;
use crate::core::text::iri::mapping::IriOptions;
use crate::core::tools::iri_forms::IriForms;
use crate::core::vocabulary::component::Role;
use crate::core::vocabulary::finding::Finding;
use crate::core::vocabulary::options::Options;
use crate::core::vocabulary::spec::Spec;
use crate::core::vocabulary::step::Step;
use crate::core::vocabulary::warning::Warning;
use crate::words::findings::at_places;
use crate::words::snippet::Language;
use crate::words::snippet::snippet;
use crate::words::trace_text as trace_table;

#[derive(Debug, Args)]
pub struct ResolveArgs {
    #[command(flatten)]
    pub resolving: Resolving,
    /// The base and the reference are IRIs: resolve them as they are (RFC 3987 §6.5) and show
    /// the result's URI too (§3.1), checked against resolving their URIs
    #[arg(long)]
    pub iri: bool,
    /// Print the same resolution as a program in LANG (python, javascript, rust, java, go, c)
    /// calling that language's library, labelled with whether it agrees
    #[arg(
        long,
        value_name = "LANG",
        conflicts_with_all = ["trace", "json", "iri"],
        value_parser = language_parser()
    )]
    pub snippet: Option<Language>,
    /// The base; without REFERENCE, references are read from stdin, one per line
    #[arg(long = "base", value_name = "BASE")]
    pub base_option: Option<String>,
    /// The base URI (absolute: it must have a scheme); alone, references are read from stdin
    #[arg(value_name = "BASE")]
    pub first: Option<String>,
    /// The URI reference to resolve (put `--` before arguments that start with `-`)
    #[arg(value_name = "REFERENCE")]
    pub second: Option<String>,
}

impl ResolveArgs {
    /// The options the flags select.
    pub fn options(&self) -> Options {
        self.resolving.options()
    }
}

/// Reads `--snippet`'s language; its possible values (for help and completions) are the
/// languages' names.
fn language_parser() -> impl clap::builder::TypedValueParser<Value = Language> {
    use clap::builder::TypedValueParser;
    let values =
        Language::ALL.map(|language| PossibleValue::new(language.id()).help(language.help()));
    clap::builder::PossibleValuesParser::new(values).map(|id| {
        Language::ALL
            .into_iter()
            .find(|language| language.id() == id)
            .expect("a possible value is a language's id")
    })
}

/// One resolution as the command line prints it: the core's bundle, and its outcome in the
/// command line's words.
pub struct Resolution {
    pub bundle: crate::core::vocabulary::resolution::Resolution,
    /// With `--iri`: the result as a URI, and the URI the base's and the reference's give.
    pub iri: Option<IriForms>,
    /// The error in the command line's words (with the flag that would let it through).
    error: Option<String>,
}

impl Resolution {
    /// Resolves `reference` against `base`, recording the steps only when `--trace` asks for
    /// them.
    pub fn of(args: &ResolveArgs, base: &Base, reference: &str) -> Self {
        let bundle = if args.resolving.trace {
            crate::core::vocabulary::resolution::Resolution::new(base, reference)
        } else {
            crate::core::vocabulary::resolution::Resolution::summary(base, reference)
        };
        let iri = match (args.iri, bundle.result()) {
            (true, Ok(result)) => Some(IriForms::of(base, reference, result.as_str())),
            _ => None,
        };
        Resolution {
            error: bundle.result().err().map(error_words),
            bundle,
            iri,
        }
    }

    /// The result, or the error in the command line's words.
    pub fn outcome(&self) -> Result<&str, &str> {
        match &self.error {
            Some(words) => Err(words),
            // `error` is set exactly when the bundle holds no result.
            None => Ok(self.bundle.result().map_or("", Resolved::as_str)),
        }
    }

    /// With `--iri`, where resolving the URIs parts from the result's URI (RFC 3987 §3.1 says
    /// it does not), and where the result maps to no URI.
    pub fn write_iri_warnings(&self, err: &mut impl Write, prefix: &str) -> io::Result<()> {
        let Some(forms) = &self.iri else {
            return Ok(());
        };
        if let Err(refused) = &forms.uri {
            let line = format!("the result maps to no URI: {}", refused.message);
            writeln!(err, "{prefix}: {}", escape_for_terminal(&line))?;
        }
        if let (false, Some(Ok(from_uris))) = (forms.agree(), &forms.from_uris) {
            let line = format!(
                "the base and the reference mapped to URIs first resolve to `{from_uris}`, \
                 another URI: under {}, resolving the IRIs and resolving their URIs part, where \
                 RFC 3987 §3.1 says there is no need to define resolution separately on the IRI \
                 level",
                self.bundle.spec().name()
            );
            writeln!(err, "{prefix}: {}", escape_for_terminal(&line))?;
        }
        Ok(())
    }

    /// One line per warning, `{prefix}: RFC 2396 §5.2 step 6a: …` (but those in `said`, the
    /// base's that a batch says once), then, under an RFC, one per grammar finding of the
    /// texts `roles` names: the algorithm runs on any text, and what it gives may not be a URI
    /// (`{prefix}: the result, by RFC 3986's grammar: …`). Under WHATWG the validation errors
    /// are the warnings already.
    pub fn write_warnings(
        &self,
        err: &mut impl Write,
        prefix: &str,
        base: &str,
        roles: &[Role],
        said: &[(&'static Step, &'static Warning)],
    ) -> io::Result<()> {
        for (step, warning) in self.bundle.warnings() {
            let already = said
                .iter()
                .any(|(s, w)| std::ptr::eq(*s, *step) && std::ptr::eq(*w, *warning))
                // The validation error that ended a WHATWG parse in failure is the error's.
                || self.error.as_deref().is_some_and(|e| e.contains(warning.text));
            if !already {
                writeln!(err, "{prefix}: {}: {}", step.citation(), warning.text)?;
            }
        }
        for &role in roles {
            let text = match role {
                Role::Base => base,
                Role::Reference => self.bundle.reference(),
                Role::Result => self.bundle.result().map_or("", |r| r.as_str()),
            };
            let findings = findings_of(self.bundle.findings(role), text, self.iri.is_some());
            write_findings(err, prefix, self.bundle.spec(), role, &findings, text)?;
        }
        Ok(())
    }

    pub fn exit_code(&self) -> i32 {
        if self.error.is_none() {
            EXIT_OK
        } else {
            EXIT_FAILED
        }
    }
}

/// The findings of `text`; for IRIs (`--iri`), without the grammar's at a character an IRI
/// holds (RFC 3987 §6.5: such characters are read as unreserved ones).
pub fn findings_of(findings: &[Finding], text: &str, iri: bool) -> Vec<Finding> {
    let fits = |finding: &Finding| {
        iri && matches!(finding, Finding::Grammar(d) if iri_allows_at(text, d.at))
    };
    findings.iter().filter(|f| !fits(f)).cloned().collect()
}

/// One line per grammar finding of `text`, the text `role` names, under an RFC (`{prefix}: the
/// reference, by RFC 2396's grammar: …`), escaped.
pub fn write_findings(
    err: &mut impl Write,
    prefix: &str,
    spec: Spec,
    role: Role,
    findings: &[Finding],
    text: &str,
) -> io::Result<()> {
    if spec == Spec::Whatwg {
        return Ok(());
    }
    for message in one_line_per_finding_kind(findings, text) {
        let line = format!(
            "the {}, by {}'s grammar: {message}",
            role.name(),
            spec.name(),
        );
        writeln!(err, "{prefix}: {}", escape_for_terminal(&line))?;
    }
    Ok(())
}

/// The findings' messages, those that say the same but for the byte (three backslashes break
/// `unwise` alike) as one, at every byte, as compare lists them: "`\\` at bytes 0, 1, 10 is in
/// `unwise`".
fn one_line_per_finding_kind(findings: &[Finding], text: &str) -> Vec<String> {
    let at_byte = |at: usize| format!(" at byte {at} ");
    // (the message with its byte left out, the first message, the bytes)
    let mut kinds: Vec<(String, String, Vec<usize>)> = Vec::new();
    for (finding, message) in findings.iter().zip(Finding::messages_in(findings, text)) {
        let Some(at) = finding.at().filter(|&at| message.contains(&at_byte(at))) else {
            kinds.push((message.clone(), message, Vec::new()));
            continue;
        };
        let key = message.replacen(&at_byte(at), " at byte _ ", 1);
        match kinds.iter_mut().find(|(seen, _, _)| *seen == key) {
            Some((_, _, places)) => places.push(at),
            None => kinds.push((key, message, vec![at])),
        }
    }
    kinds
        .into_iter()
        .map(|(_, message, places)| match places.as_slice() {
            [first, _, ..] => {
                let all = at_places(places.iter().copied(), places.len());
                message.replacen(&at_byte(*first), &format!(" {all} "), 1)
            }
            _ => message,
        })
        .collect()
}

/// A result as `resolve` prints it: escaped for a terminal (every invisible character and `\`
/// as its escape), the exact string for a pipe or a file, as `--json` has it.
pub fn shown_result(result: &str, out_is_terminal: bool) -> std::borrow::Cow<'_, str> {
    if out_is_terminal {
        escape_for_terminal(result)
    } else {
        std::borrow::Cow::Borrowed(result)
    }
}

/// Resolves once and prints: the result alone (stdout), the table then the result (`--trace`),
/// or one JSON object (`--json`). A failure's message goes to stderr.
pub fn run(
    args: &ResolveArgs,
    base: &str,
    reference: &str,
    out_is_terminal: bool,
    out: &mut impl Write,
    err: &mut impl Write,
) -> io::Result<i32> {
    let parsed = Base::new(args.resolving.spec(), base, &args.options());
    let resolution = Resolution::of(args, &parsed, reference);
    if args.resolving.json {
        json::write_line(out, &resolution.to_json(args, &parsed), true)?;
    } else if resolution.bundle.traced().is_some() {
        let options = args.options().describe(args.resolving.spec());
        trace_table::write(out, &resolution.bundle, args.resolving.spec(), &options)?;
        writeln!(out)?;
        trace_table::write_result(out, &resolution.bundle, resolution.outcome())?;
        trace_table::write_warnings(out, resolution.bundle.warnings())?;
        if let Some(Ok(mapping)) = resolution.iri.as_ref().map(|forms| &forms.uri) {
            writeln!(out)?;
            crate::cli::iri::Direction::IriToUri(IriOptions::default())
                .write_trace(out, mapping)?;
            writeln!(out, "URI  {}", escape_for_terminal(&mapping.output))?;
        }
        resolution.write_iri_warnings(out, "warning")?;
    } else if let (Some(forms), Ok(result)) = (&resolution.iri, resolution.outcome()) {
        writeln!(out, "IRI  {}", shown_result(result, out_is_terminal))?;
        if let Ok(mapping) = &forms.uri {
            writeln!(
                out,
                "URI  {}",
                shown_result(&mapping.output, out_is_terminal)
            )?;
        }
        let every_text = [Role::Base, Role::Reference, Role::Result];
        resolution.write_warnings(err, "uriscope: warning", base, &every_text, &[])?;
        resolution.write_iri_warnings(err, "uriscope: warning")?;
    } else {
        if let Ok(result) = resolution.outcome() {
            writeln!(out, "{}", shown_result(result, out_is_terminal))?;
        }
        // stdout holds the result alone, for scripts; a person reads the warnings on stderr.
        let every_text = [Role::Base, Role::Reference, Role::Result];
        resolution.write_warnings(err, "uriscope: warning", base, &every_text, &[])?;
    }
    if let Err(message) = resolution.outcome() {
        // The JSON object carries the error too; stderr says it for a person either way.
        writeln!(err, "uriscope: error: {}", escape_for_terminal(message))?;
    }
    Ok(resolution.exit_code())
}

/// Chooses between one resolution, a program in another language and a batch, from which
/// arguments are present.
pub fn dispatch(args: &ResolveArgs, streams: &mut Streams<'_>) -> Ran {
    if let Err(message) = args.resolving.switches.check(args.resolving.spec()) {
        return usage(ErrorKind::ArgumentConflict, &message);
    }
    let (mut out, mut err) = (&mut *streams.out, &mut *streams.err);
    match (&args.base_option, &args.first, &args.second) {
        (None, Some(base), Some(reference)) | (Some(base), Some(reference), None)
            if let Some(language) = args.snippet =>
        {
            let text = snippet(
                language,
                args.resolving.spec(),
                &args.options(),
                base,
                reference,
            );
            out.write_all(text.as_bytes())?;
            Ok(EXIT_OK)
        }
        (None, Some(base), Some(reference)) | (Some(base), Some(reference), None) => {
            let out_is_terminal = streams.out_is_terminal;
            Ok(run(
                args,
                base,
                reference,
                out_is_terminal,
                &mut out,
                &mut err,
            )?)
        }
        // BASE alone, or --base: the references are the lines of stdin.
        (Some(_), None, None) | (None, Some(_), None) if args.snippet.is_some() => usage(
            ErrorKind::ArgumentConflict,
            "--snippet prints one program for one pair: give BASE REFERENCE",
        ),
        (Some(_), None, None) | (None, Some(_), None) if args.iri && !args.resolving.json => usage(
            ErrorKind::ArgumentConflict,
            "--iri prints the IRI and its URI, two lines, which cannot keep one output line per \
             input line: give a REFERENCE, or add --json to get both in each line's object",
        ),
        (Some(_), None, None) | (None, Some(_), None)
            if args.resolving.trace && !args.resolving.json =>
        {
            usage(
                ErrorKind::ArgumentConflict,
                "--trace prints a table, which cannot keep one output line per input line: give a \
             REFERENCE, or add --json to get the events in each line's object",
            )
        }
        (Some(base), None, None) | (None, Some(base), None) => {
            if streams.input_is_terminal && !args.resolving.json {
                writeln!(
                    err,
                    "uriscope: reading references from the terminal, one per line; Ctrl-D ends"
                )?;
            }
            let out_is_terminal = streams.out_is_terminal;
            Ok(batch::run(
                args,
                base,
                &mut *streams.input,
                out_is_terminal,
                &mut out,
                &mut err,
            )?)
        }
        (Some(_), _, Some(_)) => usage(
            ErrorKind::TooManyValues,
            "the base is given twice: use either --base BASE or BASE REFERENCE",
        ),
        (None, None, _) => usage(
            ErrorKind::MissingRequiredArgument,
            "missing BASE and REFERENCE: give BASE REFERENCE, or --base BASE with references on \
             stdin",
        ),
    }
}
