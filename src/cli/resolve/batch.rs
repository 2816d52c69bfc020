//! `uriscope resolve --base BASE` with references on stdin: exactly one output line per input
//! line, in order. A line that fails leaves an empty line (or a JSON object with `error`) and a
//! message on stderr with its line number; the exit code is 1 if any line failed. Lines are
//! read by `lines.rs`.

use std::io::{self, BufRead, Write};

use super::document::ResolutionJson;
use super::{Resolution, shown_result, write_findings};
use crate::cli::json;
use crate::cli::lines::{each_line, not_utf8_line};
use crate::core::base::Base;
use crate::core::text::escape::terminal::escape_for_terminal;
use crate::core::vocabulary::component::Role;
use crate::core::vocabulary::step::Step;
use crate::core::vocabulary::warning::Warning;

pub fn run(
    args: &super::ResolveArgs,
    base: &str,
    mut input: impl BufRead,
    out_is_terminal: bool,
    out: &mut impl Write,
    err: &mut impl Write,
) -> io::Result<i32> {
    // Parsed once for every line; what its grammar finds is said once, before them.
    let parsed = Base::new(args.resolving.spec(), base, &args.options());
    let base_warnings: Vec<_> = parsed.warnings().collect();
    if !args.resolving.json {
        let prefix = "uriscope: warning";
        for (step, warning) in &base_warnings {
            writeln!(
                err,
                "{prefix}: the base: {}: {}",
                step.citation(),
                warning.text
            )?;
        }
        let findings = parsed.findings();
        write_findings(
            err,
            prefix,
            args.resolving.spec(),
            Role::Base,
            findings,
            base,
        )?;
    }
    each_line(&mut input, |number, bytes, text| match text {
        Ok(reference) => {
            let line = Line {
                reference,
                number,
                out_is_terminal,
            };
            one_line(args, &parsed, &base_warnings, line, out, err)
        }
        Err(e) => {
            let message = not_utf8_line(&e, "resolved");
            if args.resolving.json {
                // The reference is shown with U+FFFD replacements, and the error says so.
                let reference = String::from_utf8_lossy(bytes);
                let error = format!("{message} (shown here with U+FFFD replacements)");
                let mut doc = ResolutionJson::new(
                    args.resolving.spec(),
                    &args.options(),
                    parsed.components(),
                    parsed.components_of(&reference),
                    Err(&error),
                );
                doc.line = Some(number);
                json::write_line(out, &doc, false)?;
            } else {
                writeln!(out)?;
            }
            writeln!(err, "uriscope: line {number}: {message}")?;
            Ok(true)
        }
    })
}

/// Resolves one line and writes its output line; returns whether it failed.
/// One line of input: its text, its number from 1, and where its output goes.
struct Line<'a> {
    reference: &'a str,
    number: usize,
    out_is_terminal: bool,
}

fn one_line(
    args: &super::ResolveArgs,
    base: &Base,
    base_warnings: &[(&'static Step, &'static Warning)],
    line: Line<'_>,
    out: &mut impl Write,
    err: &mut impl Write,
) -> io::Result<bool> {
    let Line {
        reference,
        number,
        out_is_terminal,
    } = line;
    let resolution = Resolution::of(args, base, reference);
    if args.resolving.json {
        let mut doc = resolution.to_json(args, base);
        doc.line = Some(number);
        json::write_line(out, &doc, false)?;
    } else {
        match resolution.outcome() {
            // One line per input line: a result with a line break (from the base) is escaped.
            Ok(result) => {
                let escaped = out_is_terminal || result.contains('\n');
                writeln!(out, "{}", shown_result(result, escaped))?;
            }
            Err(_) => writeln!(out)?,
        }
        let prefix = format!("uriscope: line {number}: warning");
        // The base's findings were said once, before the lines. The result is checked on every
        // line: valid inputs can give an invalid result (RFC 2396 resolves `.` against the
        // opaque `foo:a` to `foo:`, and RFC 3986 can leave a path that starts with `//` with no
        // authority), and reading it costs what printing it does.
        let roles = [Role::Reference, Role::Result];
        resolution.write_warnings(err, &prefix, base.as_str(), &roles, base_warnings)?;
    }
    if let Err(message) = resolution.outcome() {
        writeln!(
            err,
            "uriscope: line {number}: {}",
            escape_for_terminal(message)
        )?;
    }
    Ok(resolution.outcome().is_err())
}
