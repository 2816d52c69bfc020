//! The JSON documents of `resolve --json` and `parse --json`. Every key is fixed and listed in
//! README.md ("JSON format"); undefined components are `null`, empty ones `""`.
//!
//! serde_json escapes `"`, `\` and C0 controls, but writes DEL, C1 controls, bidi overrides and
//! zero-width characters raw; [`TerminalSafe`] escapes those as `\uXXXX` too, so JSON that lands
//! on a terminal cannot reorder or hide text. It is valid JSON either way. Documents are streamed
//! to the writer (the events of a trace are produced one at a time), so a trace of 100,000
//! removals is never held as JSON in memory.

use std::io::{self, Write};

use serde::{Serialize, Serializer};
use serde_json::ser::{CompactFormatter, Formatter, PrettyFormatter};

use crate::core::escape::needs_escape;
use crate::core::replay::{BufferReplay, GapBuffer};
use crate::core::{
    AuthorityKind, BufferChange, Diagnostic, Events, Options, Outcome, Role, Span, Spec, StepEvent,
    Trace, UriRef,
};

/// A buffer event carries the full buffer text when the buffer is at most this long, and on the
/// last buffer event of each step; otherwise `buffer` is null (the deltas `at`, `removed`,
/// `inserted_text` still rebuild it). This keeps 100,000 removals from a long path linear in size.
pub const FULL_BUFFER_LIMIT: usize = 4096;

/// A serde_json formatter (pretty or compact) that also escapes, inside strings, DEL and every
/// non-ASCII character that [`needs_escape`], as `\uXXXX` (a surrogate pair beyond the BMP).
pub struct TerminalSafe<F>(pub F);

impl<F: Formatter> Formatter for TerminalSafe<F> {
    fn write_string_fragment<W: ?Sized + Write>(
        &mut self,
        writer: &mut W,
        fragment: &str,
    ) -> io::Result<()> {
        // serde_json has already escaped `"`, `\` and C0 controls out of the fragment.
        let mut rest = fragment;
        while let Some((at, c)) = rest
            .char_indices()
            .find(|&(_, c)| c == '\x7f' || (!c.is_ascii() && needs_escape(c)))
        {
            writer.write_all(&rest.as_bytes()[..at])?;
            let mut units = [0u16; 2];
            for unit in c.encode_utf16(&mut units) {
                write!(writer, "\\u{unit:04x}")?;
            }
            rest = &rest[at + c.len_utf8()..];
        }
        writer.write_all(rest.as_bytes())
    }

    // The layout is the inner formatter's: these are the methods PrettyFormatter overrides.
    fn begin_array<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.begin_array(w)
    }
    fn end_array<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.end_array(w)
    }
    fn begin_array_value<W: ?Sized + Write>(&mut self, w: &mut W, first: bool) -> io::Result<()> {
        self.0.begin_array_value(w, first)
    }
    fn end_array_value<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.end_array_value(w)
    }
    fn begin_object<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.begin_object(w)
    }
    fn end_object<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.end_object(w)
    }
    fn begin_object_key<W: ?Sized + Write>(&mut self, w: &mut W, first: bool) -> io::Result<()> {
        self.0.begin_object_key(w, first)
    }
    fn begin_object_value<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.begin_object_value(w)
    }
    fn end_object_value<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.end_object_value(w)
    }
}

/// Writes `value` as JSON (a pretty block, or one compact line), then a newline.
pub fn write_line<T: Serialize>(out: &mut impl Write, value: &T, pretty: bool) -> io::Result<()> {
    let written = if pretty {
        let formatter = TerminalSafe(PrettyFormatter::new());
        value.serialize(&mut serde_json::Serializer::with_formatter(
            &mut *out, formatter,
        ))
    } else {
        let formatter = TerminalSafe(CompactFormatter);
        value.serialize(&mut serde_json::Serializer::with_formatter(
            &mut *out, formatter,
        ))
    };
    written.map_err(io::Error::from)?;
    writeln!(out)
}

/// The components of one URI reference.
#[derive(Serialize)]
pub struct ComponentsJson<'a> {
    pub scheme: Option<&'a str>,
    pub authority: Option<&'a str>,
    /// `"server"` or `"registry"`; null without an authority.
    pub authority_kind: Option<&'static str>,
    pub userinfo: Option<&'a str>,
    pub host: Option<&'a str>,
    pub port: Option<&'a str>,
    pub path: &'a str,
    pub segments: Vec<SegmentJson<'a>>,
    pub query: Option<&'a str>,
    pub fragment: Option<&'a str>,
}

#[derive(Serialize)]
pub struct SegmentJson<'a> {
    /// The whole segment, parameters included.
    pub segment: &'a str,
    /// Before the first `;`.
    pub name: &'a str,
    pub params: Vec<&'a str>,
}

impl<'a> ComponentsJson<'a> {
    pub fn of(uri: &UriRef<'a>) -> Self {
        let text = uri.as_str();
        let parts = uri.authority_parts();
        let part = |pick: fn(&crate::core::Authority) -> Option<Span>| {
            parts.as_ref().and_then(pick).map(|span| span.of(text))
        };
        ComponentsJson {
            scheme: uri.scheme(),
            authority: uri.authority(),
            authority_kind: parts.as_ref().map(|a| match a.kind {
                AuthorityKind::Server => "server",
                AuthorityKind::Registry => "registry",
            }),
            userinfo: part(|a| a.userinfo),
            host: part(|a| a.host),
            port: part(|a| a.port),
            path: uri.path(),
            segments: uri
                .segments()
                .map(|s| SegmentJson {
                    segment: s.as_str(),
                    name: s.name(),
                    params: s.params().map(|p| p.of(text)).collect(),
                })
                .collect(),
            query: uri.query(),
            fragment: uri.fragment(),
        }
    }
}

#[derive(Serialize)]
pub struct OptionsJson {
    pub above_root: &'static str,
    pub non_strict: bool,
    pub fix_empty_base_path: bool,
    pub variant: &'static str,
}

impl OptionsJson {
    pub fn of(options: &Options) -> Self {
        OptionsJson {
            above_root: options.above_root.id(),
            non_strict: options.non_strict,
            fix_empty_base_path: options.fix_empty_base_path,
            variant: options.rfc1808_variant.id(),
        }
    }
}

#[derive(Serialize)]
pub struct ComponentsOfAll<'a> {
    pub base: ComponentsJson<'a>,
    pub reference: ComponentsJson<'a>,
    /// Null when the resolution failed.
    pub result: Option<ComponentsJson<'a>>,
}

/// The object `resolve --json` prints (one per input line in batch mode).
#[derive(Serialize)]
pub struct ResolutionJson<'a> {
    /// The input line number, in batch mode only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub line: Option<usize>,
    pub spec: &'static str,
    pub options: OptionsJson,
    pub base: &'a str,
    pub reference: &'a str,
    pub result: Option<&'a str>,
    pub error: Option<String>,
    pub components: ComponentsOfAll<'a>,
    /// With `--trace` only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub events: Option<EventsJson<'a>>,
}

impl<'a> ResolutionJson<'a> {
    pub fn new(
        spec: Spec,
        options: &Options,
        base: &'a str,
        reference: &'a str,
        outcome: &'a Result<String, String>,
    ) -> Self {
        let result = outcome.as_ref().ok().map(String::as_str);
        ResolutionJson {
            line: None,
            spec: spec.id(),
            options: OptionsJson::of(options),
            base,
            reference,
            result,
            error: outcome.as_ref().err().cloned(),
            components: ComponentsOfAll {
                base: ComponentsJson::of(&UriRef::parse(base)),
                reference: ComponentsJson::of(&UriRef::parse(reference)),
                result: result.map(|r| ComponentsJson::of(&UriRef::parse(r))),
            },
            events: None,
        }
    }
}

/// One step event.
#[derive(Serialize)]
pub struct EventJson<'a> {
    pub index: usize,
    pub spec: &'static str,
    pub step: &'static str,
    pub title: &'static str,
    /// The specification's sentence for this step.
    pub sentence: &'static str,
    #[serde(flatten)]
    pub outcome: OutcomeJson<'a>,
}

/// What happened, by kind; the `kind` key names the variant.
#[derive(Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum OutcomeJson<'a> {
    Parsed {
        role: &'static str,
        component: &'static str,
        value: Option<&'a str>,
        span: Option<Span>,
    },
    Decision {
        decision: &'static str,
    },
    Take {
        component: &'static str,
        from: &'static str,
        value: Option<&'a str>,
    },
    Buffer {
        at: usize,
        removed: usize,
        inserted: usize,
        len: usize,
        split: Option<usize>,
        unchanged: bool,
        removed_text: Option<String>,
        inserted_text: Option<String>,
        /// Null when elided (see [`FULL_BUFFER_LIMIT`]).
        buffer: Option<String>,
    },
    Warning {
        warning_id: &'static str,
        warning: &'static str,
    },
}

/// The events of a trace, serialized one at a time as a JSON array, the buffers rebuilt in one
/// pass.
pub struct EventsJson<'t>(pub &'t Trace);

impl Serialize for EventsJson<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let trace = self.0;
        let mut replay = BufferReplay::new(trace);
        let last_of_step = last_buffer_event_of_each_step(&trace.events);
        serializer.collect_seq(
            (0..trace.events.len())
                .map(|index| event_json(trace, index, &mut replay, &last_of_step)),
        )
    }
}

fn event_json<'t>(
    trace: &'t Trace,
    index: usize,
    replay: &mut BufferReplay<'t>,
    last_of_step: &[bool],
) -> EventJson<'t> {
    let event = trace.event(index);
    let outcome = match event.outcome {
        Outcome::Parsed {
            role,
            component,
            value,
        } => OutcomeJson::Parsed {
            role: role.name(),
            component: component.name(),
            value: value.and_then(|span| span_text(trace, role, span)),
            span: value,
        },
        Outcome::Decision(decision) => OutcomeJson::Decision { decision },
        Outcome::Take {
            component,
            from,
            value,
        } => OutcomeJson::Take {
            component: component.name(),
            from: from.name(),
            value: value.and_then(|span| span_text(trace, from, span)),
        },
        Outcome::Buffer(change) => {
            let buffer = replay.buffer_after(index);
            buffer_json(trace, index, &change, buffer, last_of_step[index])
        }
        Outcome::Warning(warning) => OutcomeJson::Warning {
            warning_id: warning.id,
            warning: warning.text,
        },
    };
    step_json(index, &event, outcome)
}

/// For each event: is it the last buffer event of its step (of the run of consecutive events
/// of one step)?
fn last_buffer_event_of_each_step(events: &Events) -> Vec<bool> {
    let mut last = vec![false; events.len()];
    let mut seen = false;
    let mut next: Option<StepEvent> = None;
    for (i, event) in events.iter().enumerate().rev() {
        if next.is_some_and(|next| !std::ptr::eq(next.step, event.step)) {
            seen = false;
        }
        if matches!(event.outcome, Outcome::Buffer(_)) {
            last[i] = !seen;
            seen = true;
        }
        next = Some(event);
    }
    last
}

fn step_json<'a>(index: usize, event: &StepEvent, outcome: OutcomeJson<'a>) -> EventJson<'a> {
    EventJson {
        index,
        spec: event.step.spec.id(),
        step: event.step.id,
        title: event.step.title,
        sentence: event.step.text,
        outcome,
    }
}

fn buffer_json<'a>(
    trace: &Trace,
    index: usize,
    change: &BufferChange,
    buffer: Option<&GapBuffer>,
    last_of_step: bool,
) -> OutcomeJson<'a> {
    let inserted_text = (change.inserted > 0)
        .then(|| {
            let (_, workspace) = trace.workspace_for(index)?;
            let start = change.revealed.start;
            workspace
                .get(start..start + change.inserted)
                .map(str::to_string)
        })
        .flatten();
    OutcomeJson::Buffer {
        at: change.at,
        removed: change.removed,
        inserted: change.inserted,
        len: change.len,
        split: change.split,
        unchanged: change.is_unchanged(),
        removed_text: trace.removed_text(index),
        inserted_text,
        buffer: buffer
            .filter(|b| last_of_step || b.len() <= FULL_BUFFER_LIMIT)
            .map(GapBuffer::text),
    }
}

/// The text of a span of the base, the reference or the result; `None` if it is out of range.
pub fn span_text(trace: &Trace, role: Role, span: Span) -> Option<&str> {
    trace.text(role).get(span.start..span.end)
}

/// The object `parse --json` prints.
#[derive(Serialize)]
pub struct ParseJson<'a> {
    pub uri: &'a str,
    /// False when a diagnostic has severity `error`.
    pub valid: bool,
    pub components: ComponentsJson<'a>,
    pub diagnostics: Vec<DiagnosticJson>,
}

#[derive(Serialize)]
pub struct DiagnosticJson {
    pub at: usize,
    pub len: usize,
    pub found: String,
    pub component: &'static str,
    pub rule: &'static str,
    pub severity: &'static str,
    pub message: String,
}

impl DiagnosticJson {
    pub fn of(d: &Diagnostic) -> Self {
        DiagnosticJson {
            at: d.at,
            len: d.len,
            found: d.found.to_string(),
            component: d.component.name(),
            rule: d.rule(),
            severity: d.severity.name(),
            message: d.message(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn to_json(value: &serde_json::Value, pretty: bool) -> String {
        let mut out = Vec::new();
        write_line(&mut out, value, pretty).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn invisible_characters_are_escaped_and_the_json_still_parses() {
        let value = serde_json::json!({ "s\u{202e}": "a\u{202e}b\u{7f}c\u{85}d\u{200b}e\x1bf é" });
        let json = to_json(&value, false);
        assert_eq!(
            json,
            "{\"s\\u202e\":\"a\\u202eb\\u007fc\\u0085d\\u200be\\u001bf é\"}\n"
        );
        let back: serde_json::Value = serde_json::from_str(&json).unwrap();
        assert_eq!(back, value);
        let pretty = to_json(&value, true);
        assert_eq!(
            pretty,
            format!(
                "{{\n  {}\n}}\n",
                &json[1..json.len() - 2].replace("\":", "\": ")
            )
        );
    }
}
