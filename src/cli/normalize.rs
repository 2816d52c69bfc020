//! `uriscope normalize [--spec S] [URI]`: a URI climbed up one notion's ladder of equivalence
//! (RFC 3986 §6.2 by default, the URL Standard's serializer, a library's own normalizer), each
//! rule that changed it recorded (`--trace`, `--json`). Without the argument every line of stdin
//! is normalized, one output line per input line. Exit 1 where a text cannot be normalized (a
//! parse that fails).

use std::io::{self, Write};

use clap::Args;
use clap::builder::{PossibleValue, PossibleValuesParser};
use clap::error::ErrorKind;
use serde::Serialize;

use super::exit::{EXIT_FAILED, EXIT_OK, Ran, usage};
use super::json;
use super::lines::{each_line, not_utf8_line};
use super::streams::Streams;
use crate::core::text::escape::terminal::escape_for_terminal;
use crate::core::tools::equivalence::{normalize, notion, notions};
use crate::core::vocabulary::normalization::{Normalization, Notion, RuleApplied};
use crate::words::normalization_text::write_trace;

#[derive(Debug, Args)]
pub struct NormalizeArgs {
    /// Whose normalization: RFC 3986 §6.2's ladder, the URL Standard's serializer, or a
    /// library's own normalizer. Default rfc3986, the standard's own ladder
    #[arg(long, value_name = "SPEC", default_value = "rfc3986", value_parser = notion_values())]
    pub spec: String,
    /// Print every rung with the text after it, and each rule that changed a part
    #[arg(long)]
    pub trace: bool,
    /// Print one JSON object (per input line without the argument): the input, the normal
    /// form and each rule's change
    #[arg(long)]
    pub json: bool,
    /// The URI; without it, URIs are read from stdin, one per line
    #[arg(value_name = "URI")]
    pub uri: Option<String>,
}

/// The notions' ids, each with its name, for `--spec`, `--by`, help and completions.
pub fn notion_values() -> PossibleValuesParser {
    PossibleValuesParser::new(
        notions()
            .into_iter()
            .map(|n| PossibleValue::new(n.id).help(n.name)),
    )
}

/// Normalizes the text given, or every line of stdin.
pub fn dispatch(args: &NormalizeArgs, streams: &mut Streams<'_>) -> Ran {
    let Some(notion) = notion(&args.spec) else {
        return usage(ErrorKind::InvalidValue, "no such notion of equivalence");
    };
    if let Some(text) = &args.uri {
        let failed = one(
            notion,
            text,
            None,
            args,
            streams.out_is_terminal,
            &mut streams.out,
            &mut streams.err,
        )?;
        return Ok(if failed { EXIT_FAILED } else { EXIT_OK });
    }
    if args.trace && !args.json {
        return usage(
            ErrorKind::ArgumentConflict,
            "--trace prints a table, which cannot keep one output line per input line: give \
             the URI as an argument, or add --json to get the steps in each line's object",
        );
    }
    if streams.input_is_terminal && !args.json {
        writeln!(
            streams.err,
            "uriscope: reading from the terminal, one per line; Ctrl-D ends"
        )?;
    }
    let terminal = streams.out_is_terminal;
    let (out, err) = (&mut streams.out, &mut streams.err);
    Ok(each_line(
        &mut *streams.input,
        |number, bytes, text| match text {
            Ok(text) => one(notion, text, Some(number), args, terminal, out, err),
            Err(e) => {
                let message = not_utf8_line(&e, "normalized");
                if args.json {
                    let shown = String::from_utf8_lossy(bytes);
                    let mut n = Normalization::new(&shown);
                    n.error = Some(format!("{message} (shown here with U+FFFD replacements)"));
                    let mut doc = NormalizeJson::of(notion, &n);
                    doc.line = Some(number);
                    json::write_line(out, &doc, false)?;
                } else {
                    writeln!(out)?;
                }
                writeln!(err, "uriscope: line {number}: {message}")?;
                Ok(true)
            }
        },
    )?)
}

/// Normalizes one text and writes what it gives; returns whether it failed.
fn one(
    notion: &'static Notion,
    text: &str,
    line: Option<usize>,
    args: &NormalizeArgs,
    out_is_terminal: bool,
    out: &mut impl Write,
    err: &mut impl Write,
) -> io::Result<bool> {
    let n = normalize(notion, text);
    if args.json {
        let mut doc = NormalizeJson::of(notion, &n);
        doc.line = line;
        json::write_line(out, &doc, line.is_none())?;
    } else {
        if args.trace {
            write_trace(out, notion, &n)?;
        }
        match n.normalized() {
            Some(normal) if args.trace || out_is_terminal || normal.contains('\n') => {
                writeln!(out, "{}", escape_for_terminal(normal))?;
            }
            Some(normal) => writeln!(out, "{normal}")?,
            None => writeln!(out)?,
        }
        if !args.trace {
            let at = line.map_or(String::new(), |number| format!("line {number}: "));
            for note in &n.notes {
                writeln!(err, "uriscope: {at}note: {}", note.text)?;
            }
        }
    }
    if let Some(error) = &n.error {
        let at = line.map_or(String::new(), |number| format!("line {number}: "));
        writeln!(err, "uriscope: {at}error: {}", escape_for_terminal(error))?;
    }
    Ok(n.error.is_some())
}

/// `normalize --json`: one text normalized.
#[derive(Serialize)]
pub struct NormalizeJson<'a> {
    pub input: &'a str,
    /// The notion's id (`rfc3986`, `whatwg`, `java`).
    pub spec: &'static str,
    /// The normal form; `null` where the text cannot be normalized.
    pub normalized: Option<&'a str>,
    /// Each rule that changed a part, in the order applied.
    pub steps: Vec<ChangeJson<'a>>,
    /// The text after each rung.
    pub rungs: Vec<RungJson<'a>>,
    /// The rungs the notion names but never climbs (RFC 3986 §6.2.4 needs the server).
    pub not_applied: Vec<String>,
    /// What a reader should know (a relative reference, a path kept from reading as an
    /// authority).
    pub notes: Vec<&'static str>,
    /// Why the text cannot be normalized.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<&'a str>,
    /// The input line, in batch mode.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub line: Option<usize>,
}

impl<'a> NormalizeJson<'a> {
    pub fn of(notion: &'static Notion, n: &'a Normalization) -> Self {
        NormalizeJson {
            input: &n.input,
            spec: notion.id,
            normalized: n.normalized(),
            steps: ChangeJson::all(notion, n),
            rungs: RungJson::all(notion, n),
            not_applied: notion
                .unapplied
                .iter()
                .map(|step| step.citation().to_string())
                .collect(),
            notes: n.notes.iter().map(|note| note.text).collect(),
            error: n.error.as_deref(),
            line: None,
        }
    }
}

/// One rule's change.
#[derive(Serialize)]
pub struct ChangeJson<'a> {
    /// The rule's label in its document: `6.2.2.2`, `port`, `normalize`.
    pub rule: &'static str,
    pub citation: String,
    /// The rule in a few words.
    pub title: &'static str,
    /// The rung it belongs to: `syntax`, `scheme`, `equals`.
    pub rung: &'static str,
    /// The part it changed: `scheme`, `userinfo`, `host`, `port`, `path`, `query`,
    /// `fragment`, `uri`.
    pub part: &'static str,
    pub before: &'a str,
    pub after: &'a str,
    /// Why the rule applies here, when the rule alone does not say.
    pub note: Option<&'a str>,
}

impl<'a> ChangeJson<'a> {
    pub fn all(notion: &'static Notion, n: &'a Normalization) -> Vec<Self> {
        n.changes
            .iter()
            .map(|change: &'a RuleApplied| ChangeJson {
                rule: change.step.id,
                citation: change.step.citation().to_string(),
                title: change.step.title,
                rung: notion.rungs[change.rung].id,
                part: change.part,
                before: &change.before,
                after: &change.after,
                note: change.note.as_deref(),
            })
            .collect()
    }
}

/// A rung and the text after it.
#[derive(Serialize)]
pub struct RungJson<'a> {
    pub rung: &'static str,
    pub citation: String,
    pub text: &'a str,
}

impl<'a> RungJson<'a> {
    pub fn all(notion: &'static Notion, n: &'a Normalization) -> Vec<Self> {
        n.rungs
            .iter()
            .zip(notion.rungs)
            .map(|(text, rung)| RungJson {
                rung: rung.id,
                citation: rung.step.citation().to_string(),
                text,
            })
            .collect()
    }
}
