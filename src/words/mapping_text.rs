//! RFC 3987's mappings in words: `iri-to-uri --trace`, `uri-to-iri --trace` and the mapping of
//! `resolve --trace`'s IRI result, one act per line, read from the mapping's trace as any
//! trace is read ([`Trace::steps`], [`TraceStep::mapped`], [`TraceStep::mapping_acts`]).

use std::io::{self, Write};

use crate::core::text::escape::terminal::escape_for_terminal;
use crate::core::text::iri::mapping::Mapping;
use crate::core::text::octets::hex_octets;
use crate::core::text::percent::percent_decode;
use crate::core::vocabulary::mapping_act::{MappingAct, What};
#[cfg(doc)]
use crate::core::vocabulary::{steps::TraceStep, trace::Trace};

/// Every step: its id, its title and the text after it, then what it did where. `heading`
/// names the section; `input_label` what the input is (`IRI`, `URI`).
pub fn write(
    out: &mut impl Write,
    heading: &str,
    input_label: &str,
    mapping: &Mapping,
) -> io::Result<()> {
    writeln!(out, "{heading}")?;
    writeln!(
        out,
        "  {input_label}  {}",
        escape_for_terminal(&mapping.input)
    )?;
    writeln!(out)?;
    writeln!(out, "{:<10}{:<54}text after", "step", "what")?;
    let trace = mapping.trace();
    for step in trace.steps() {
        writeln!(
            out,
            "{:<10}{:<54}{}",
            step.step.id,
            step.step.title,
            escape_for_terminal(step.mapped(trace).unwrap_or_default())
        )?;
        let mut acts = step.mapping_acts(trace).peekable();
        if acts.peek().is_none() {
            writeln!(out, "          nothing to do")?;
        }
        for act in acts {
            writeln!(out, "          {}", act_words(act))?;
        }
    }
    writeln!(out)
}

/// What a step did at one place, in words, every character of the input escaped:
/// `` `%C3%BC` at byte 23: read as `ü` U+00FC ``.
pub fn act_words(act: MappingAct<&str>) -> String {
    let at = format!("`{}` at byte {}", quoted(act.text), act.at.start);
    let octets = || hex_octets(&percent_decode(act.text.as_bytes()));
    match act.what {
        What::Decoded => format!("{at}: decoded to the octets {}", octets()),
        What::Kept { why } => format!("{at}: kept ({}): {}", octets(), why.sentence()),
        What::Read { character } => format!(
            "{at}: read as `{}` U+{:04X}",
            escape_for_terminal(character.encode_utf8(&mut [0; 4])),
            u32::from(character)
        ),
        What::Encoded { character } => {
            let escapes: String = (character.encode_utf8(&mut [0; 4]).bytes())
                .map(|octet| format!("%{octet:02X}"))
                .collect();
            format!("{at}: written {escapes} (U+{:04X})", u32::from(character))
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
pub fn quoted(text: &str) -> String {
    const HEAD: usize = 60;
    match text.char_indices().nth(HEAD) {
        Some((end, _)) => format!("{}…", escape_for_terminal(&text[..end])),
        None => escape_for_terminal(text).into_owned(),
    }
}
