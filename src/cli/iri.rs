//! `uriscope iri-to-uri [IRI]` and `uriscope uri-to-iri [URI]`: RFC 3987's mappings, §3.1 and
//! §3.2, with every step on request (`--trace`) and each escape an IRI keeps, with why.
//!
//! Without the argument every line of stdin is mapped, one output line per input line. The
//! output is the mapped text (escaped on a terminal); what was kept, and why, and what the
//! input should not hold, go to stderr. The exit code is 1 where an IRI maps to no URI.

use std::io::{self, BufRead, Write};

use super::batch::{each_line, not_utf8_line};
use super::exit::{EXIT_FAILED, EXIT_OK};
use super::json::{self, MappingJson};
use crate::core::text::escape::terminal::escape_for_terminal;
use crate::core::text::iri::mapping::IriOptions;
use crate::core::text::iri::mapping::Mapping;
use crate::core::text::iri::mapping::MappingAct;
use crate::core::text::iri::mapping::NotMapped;
use crate::core::text::iri::mapping::What;
use crate::core::text::iri::to_iri::uri_to_iri_with;
use crate::core::text::iri::to_uri::iri_to_uri;
use crate::core::vocabulary::finding::Finding;

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
            write_trace(out, direction, mapping)?;
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
            quoted(kept.at.of(&mapping.input)),
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

/// Every step: its title and the text after it, then what it did where.
pub fn write_trace(
    out: &mut impl Write,
    direction: Direction,
    mapping: &Mapping,
) -> io::Result<()> {
    writeln!(out, "{}", direction.heading())?;
    let from = direction.input_label();
    writeln!(out, "  {from}  {}", escape_for_terminal(&mapping.input))?;
    writeln!(out)?;
    writeln!(out, "{:<10}{:<54}text after", "step", "what")?;
    for step in &mapping.steps {
        writeln!(
            out,
            "{:<10}{:<54}{}",
            step.step.id,
            step.step.title,
            escape_for_terminal(&step.after)
        )?;
        for act in &step.acts {
            writeln!(out, "          {}", act_line(&mapping.input, act))?;
        }
        if step.acts.is_empty() {
            writeln!(out, "          nothing to do")?;
        }
    }
    writeln!(out)
}

/// What a step did at one place, in words.
pub fn act_line(input: &str, act: &MappingAct) -> String {
    let at = format!("`{}` at byte {}", quoted(act.at.of(input)), act.at.start);
    match &act.what {
        What::Decoded { octets } => {
            format!(
                "{at}: decoded to the octets {}",
                crate::core::text::octets::hex_octets(octets)
            )
        }
        What::Kept { octets, why } => format!(
            "{at}: kept ({}): {}",
            crate::core::text::octets::hex_octets(octets),
            why.sentence()
        ),
        What::Read { character } => format!(
            "{at}: read as `{}` U+{:04X}",
            escape_for_terminal(character.encode_utf8(&mut [0; 4])),
            u32::from(*character)
        ),
        What::Encoded { character } => {
            let mut escapes = String::new();
            for octet in character.encode_utf8(&mut [0; 4]).bytes() {
                escapes.push_str(&format!("%{octet:02X}"));
            }
            format!("{at}: written {escapes} (U+{:04X})", u32::from(*character))
        }
        What::ToUnicode { unicode } => {
            format!("{at}: ToUnicode gives `{}`", escape_for_terminal(unicode))
        }
        What::ToAscii { ascii } => {
            format!("{at}: ToASCII gives `{}`", escape_for_terminal(ascii))
        }
        What::Flagged { why } => format!("{at}: warning: {}", why.sentence()),
    }
}

/// A long piece (a whole text not in NFC) quoted by its head, escaped.
fn quoted(text: &str) -> String {
    const HEAD: usize = 60;
    match text.char_indices().nth(HEAD) {
        Some((end, _)) => format!("{}…", escape_for_terminal(&text[..end])),
        None => escape_for_terminal(text).into_owned(),
    }
}
