//! `uriscope iri-to-uri [IRI]` and `uriscope uri-to-iri [URI]`: RFC 3987's mappings, §3.1 and
//! §3.2, with every step on request (`--trace`) and each escape an IRI keeps, with why.
//!
//! Without the argument every line of stdin is mapped, one output line per input line. The
//! output is the mapped text (escaped on a terminal); what was kept, and why, and what the
//! input should not hold, go to stderr. The exit code is 1 where an IRI maps to no URI.

use std::io::{self, BufRead, Write};

use clap::Args;
use clap::error::ErrorKind;
use serde::Serialize;

use super::exit::{EXIT_FAILED, EXIT_OK, Ran, usage};
use super::json;
use super::lines::{each_line, not_utf8_line};
use super::streams::Streams;
use crate::core::text::escape::terminal::escape_for_terminal;
use crate::core::text::iri::mapping::IriOptions;
use crate::core::text::iri::mapping::Mapping;
use crate::core::text::iri::mapping::NotMapped;
use crate::core::text::iri::to_iri::uri_to_iri_with;
use crate::core::text::iri::to_uri::iri_to_uri;
use crate::core::text::octets::hex_octets;
use crate::core::vocabulary::finding::Finding;
use crate::core::vocabulary::mapping_act::MappingAct;
use crate::words::mapping_text::{self, quoted};

#[derive(Debug, Args)]
pub struct IriToUriArgs {
    /// Convert a registered name beyond US-ASCII with IDNA's ToASCII (UTS #46, STD3 rules)
    /// instead of escaping it, as RFC 3987 §3.1 allows for a scheme whose names are domain names
    #[arg(long)]
    pub idna: bool,
    #[command(flatten)]
    pub output: MappingOutput,
    /// The IRI reference; without it, IRIs are read from stdin, one per line
    #[arg(value_name = "IRI")]
    pub iri: Option<String>,
}

#[derive(Debug, Args)]
pub struct UriToIriArgs {
    /// Convert the registered name's Punycode labels with IDNA's ToUnicode, as RFC 3987 §3.2.1
    /// allows, unless UTS #39 finds the name may deceive
    #[arg(long)]
    pub idna: bool,
    #[command(flatten)]
    pub output: MappingOutput,
    /// The URI reference; without it, URIs are read from stdin, one per line
    #[arg(value_name = "URI")]
    pub uri: Option<String>,
}

/// The output switches of `iri-to-uri` and `uri-to-iri`.
#[derive(Debug, Args)]
pub struct MappingOutput {
    /// Print every step of RFC 3987's section: the text after it, and what it did where (with
    /// --json: each step's `acts`)
    #[arg(long)]
    pub trace: bool,
    /// Print one JSON object (per input line without the argument): the steps with the text
    /// after each, and every escape kept with why
    #[arg(long)]
    pub json: bool,
}

/// Maps the text given, or every line of stdin.
pub fn dispatch(
    direction: Direction,
    text: Option<&str>,
    output: &MappingOutput,
    streams: &mut Streams<'_>,
) -> Ran {
    if text.is_none() {
        if output.trace && !output.json {
            return usage(
                ErrorKind::ArgumentConflict,
                "--trace prints a table, which cannot keep one output line per input line: give \
                 the text as an argument, or add --json to get the steps in each line's object",
            );
        }
        if streams.input_is_terminal && !output.json {
            writeln!(
                streams.err,
                "uriscope: reading from the terminal, one per line; Ctrl-D ends"
            )?;
        }
    }
    let shown = Output {
        trace: output.trace,
        json: output.json,
        out_is_terminal: streams.out_is_terminal,
    };
    Ok(run(
        direction,
        text,
        &shown,
        &mut *streams.input,
        &mut streams.out,
        &mut streams.err,
    )?)
}

/// Which way a command maps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    IriToUri(IriOptions),
    UriToIri(IriOptions),
}

impl Direction {
    fn map(self, text: &str) -> Result<Mapping, NotMapped> {
        match self {
            Direction::IriToUri(options) => iri_to_uri(text, &options),
            Direction::UriToIri(options) => Ok(uri_to_iri_with(text, &options)),
        }
    }

    fn heading(self) -> &'static str {
        match self {
            Direction::IriToUri(_) => "RFC 3987 §3.1: an IRI mapped to a URI",
            Direction::UriToIri(_) => "RFC 3987 §3.2: a URI converted to an IRI",
        }
    }

    fn to_uri(self) -> bool {
        matches!(self, Direction::IriToUri(_))
    }

    /// What the input is called.
    fn input_label(self) -> &'static str {
        if self.to_uri() { "IRI" } else { "URI" }
    }

    /// Every step of `mapping`, made this way, as a table.
    pub fn write_trace(self, out: &mut impl Write, mapping: &Mapping) -> io::Result<()> {
        mapping_text::write(out, self.heading(), self.input_label(), mapping)
    }
}

/// What to print, and where.
pub struct Output {
    pub trace: bool,
    pub json: bool,
    pub out_is_terminal: bool,
}

pub fn run(
    direction: Direction,
    text: Option<&str>,
    output: &Output,
    input: &mut dyn BufRead,
    out: &mut impl Write,
    err: &mut impl Write,
) -> io::Result<i32> {
    if let Some(text) = text {
        let failed = one(direction, text, None, output, out, err)?;
        return Ok(if failed { EXIT_FAILED } else { EXIT_OK });
    }
    each_line(input, |number, bytes, text| match text {
        Ok(text) => one(direction, text, Some(number), output, out, err),
        Err(e) => {
            let message = not_utf8_line(&e, "mapped");
            if output.json {
                let shown = String::from_utf8_lossy(bytes);
                let error = format!("{message} (shown here with U+FFFD replacements)");
                let doc = MappingJson::refused(direction.to_uri(), &shown, &error, number);
                json::write_line(out, &doc, false)?;
            } else {
                writeln!(out)?;
            }
            writeln!(err, "uriscope: line {number}: {message}")?;
            Ok(true)
        }
    })
}

/// Maps one text and writes what it gives; returns whether it failed.
fn one(
    direction: Direction,
    text: &str,
    line: Option<usize>,
    output: &Output,
    out: &mut impl Write,
    err: &mut impl Write,
) -> io::Result<bool> {
    let mapped = direction.map(text);
    let (mapping, error) = match &mapped {
        Ok(mapping) => (mapping, None),
        Err(refused) => (&refused.mapping, Some(refused)),
    };
    if output.json {
        let mut doc = MappingJson::of(
            direction.to_uri(),
            mapping,
            error.map(|e| e.message.as_str()),
            output.trace,
        );
        doc.line = line;
        json::write_line(out, &doc, line.is_none())?;
    } else {
        if output.trace {
            direction.write_trace(out, mapping)?;
        }
        match error {
            // A table is for a person; alone, the text goes to a pipe exact.
            None if output.trace || output.out_is_terminal || mapping.output.contains('\n') => {
                writeln!(out, "{}", escape_for_terminal(&mapping.output))?;
            }
            None => writeln!(out, "{}", mapping.output)?,
            Some(_) => writeln!(out)?,
        }
        let prefix = match line {
            Some(number) => format!("uriscope: line {number}"),
            None => "uriscope".to_string(),
        };
        write_notes(err, &prefix, mapping)?;
    }
    if let Some(refused) = error {
        let at = match line {
            Some(number) => format!("line {number}: "),
            None => String::new(),
        };
        writeln!(
            err,
            "uriscope: {at}error: {}",
            escape_for_terminal(&refused.message)
        )?;
    }
    Ok(error.is_some())
}

/// Each escape kept and each flag, one line each.
fn write_notes(err: &mut impl Write, prefix: &str, mapping: &Mapping) -> io::Result<()> {
    for kept in mapping.kept_escaped() {
        writeln!(
            err,
            "{prefix}: kept `{}` at byte {}: {}",
            quoted(kept.escapes),
            kept.at.start,
            kept.why.sentence()
        )?;
    }
    for flag in mapping.flags() {
        let Finding::Mapping { why, at } = flag else {
            continue;
        };
        writeln!(
            err,
            "{prefix}: warning: `{}` at byte {}: {}",
            quoted(at.of(&mapping.input)),
            at.start,
            why.sentence()
        )?;
    }
    Ok(())
}

/// `iri-to-uri --json` and `uri-to-iri --json`: one mapping of RFC 3987.
#[derive(Serialize)]
pub struct MappingJson<'a> {
    pub input: &'a str,
    /// The URI: the input or the output; `null` where the IRI maps to none.
    pub uri: Option<&'a str>,
    /// The IRI: the input or the output.
    pub iri: Option<&'a str>,
    /// Why the IRI maps to no URI.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<&'a str>,
    pub steps: Vec<MappingStepJson<'a>>,
    /// The escapes the IRI keeps, each with why.
    pub kept_escaped: Vec<KeptJson<'a>>,
    /// What the input should not hold, or a reader should know.
    pub warnings: Vec<MappingWarningJson<'a>>,
    /// The input line, in batch mode.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub line: Option<usize>,
}

/// One step of a [`MappingJson`].
#[derive(Serialize)]
pub struct MappingStepJson<'a> {
    pub id: &'static str,
    pub citation: String,
    pub title: &'static str,
    /// The sentence of RFC 3987 the step carries out.
    pub sentence: &'static str,
    /// The text after the step; octets that are no character yet are written `<c3>`.
    pub after: &'a str,
    /// What the step did, where, each in words (with `--trace` only; else empty).
    pub acts: Vec<MappingActJson<'a>>,
}

impl<'a> MappingStepJson<'a> {
    /// Every step of a mapping, read from its trace, with what each did where when `acts`
    /// asks for it.
    pub fn all(mapping: &'a Mapping, acts: bool) -> Vec<Self> {
        let trace = mapping.trace();
        (trace.steps().iter())
            .map(|step| MappingStepJson {
                id: step.step.id,
                citation: step.step.citation().to_string(),
                title: step.step.title,
                sentence: step.step.text,
                after: step.mapped(trace).unwrap_or_default(),
                acts: (step.mapping_acts(trace))
                    .filter(|_| acts)
                    .map(MappingActJson::of)
                    .collect(),
            })
            .collect()
    }
}

/// What a step did at one place of the input.
#[derive(Serialize)]
pub struct MappingActJson<'a> {
    /// Its first byte in the input.
    pub at: usize,
    pub text: &'a str,
    /// `decoded`, `kept`, `read`, `encoded`, `to-ascii`, `to-unicode` or `warning`.
    pub what: &'static str,
    /// The act in words.
    pub says: String,
}

impl<'a> MappingActJson<'a> {
    pub fn of(act: MappingAct<&'a str>) -> Self {
        MappingActJson {
            at: act.at.start,
            text: act.text,
            what: act.what.id(),
            says: mapping_text::act_words(act),
        }
    }
}

/// An escape the IRI keeps.
#[derive(Serialize)]
pub struct KeptJson<'a> {
    /// Its first byte in the input.
    pub at: usize,
    pub text: &'a str,
    /// The octets it stands for, as hexadecimal pairs.
    pub octets: String,
    /// A short name of the reason: `not-utf8`, `bidi-control`, `reserved`.
    pub rule: &'static str,
    pub why: String,
}

/// A warning of a [`MappingJson`].
#[derive(Serialize)]
pub struct MappingWarningJson<'a> {
    pub at: usize,
    pub text: &'a str,
    pub rule: &'static str,
    pub why: String,
}

impl<'a> MappingJson<'a> {
    /// `to_uri`: the mapping is from an IRI to a URI (else the other way); `traced`: each
    /// step's acts are wanted.
    pub fn of(to_uri: bool, mapping: &'a Mapping, error: Option<&'a str>, traced: bool) -> Self {
        let output = error.is_none().then_some(mapping.output.as_str());
        let input = Some(mapping.input.as_str());
        let (uri, iri) = if to_uri {
            (output, input)
        } else {
            (input, output)
        };
        let steps = MappingStepJson::all(mapping, traced);
        MappingJson {
            input: &mapping.input,
            uri,
            iri,
            error,
            steps,
            kept_escaped: (mapping.kept_escaped())
                .map(|kept| KeptJson {
                    at: kept.at.start,
                    text: kept.escapes,
                    octets: hex_octets(&kept.octets()),
                    rule: kept.why.id(),
                    why: kept.why.sentence(),
                })
                .collect(),
            warnings: (mapping.flags())
                .filter_map(|flag| match flag {
                    Finding::Mapping { why, at } => Some((why, at)),
                    _ => None,
                })
                .map(|(why, at)| MappingWarningJson {
                    at: at.start,
                    text: at.of(&mapping.input),
                    rule: why.id(),
                    why: why.sentence(),
                })
                .collect(),
            line: None,
        }
    }

    /// A batch line that was not mapped at all (not UTF-8).
    pub fn refused(to_uri: bool, input: &'a str, error: &'a str, line: usize) -> Self {
        MappingJson {
            input,
            uri: (!to_uri).then_some(input),
            iri: to_uri.then_some(input),
            error: Some(error),
            steps: Vec::new(),
            kept_escaped: Vec::new(),
            warnings: Vec::new(),
            line: Some(line),
        }
    }
}
