//! The JSON documents of `resolve --json` and `parse --json`. Every key is fixed and listed in
//! README.md ("JSON format"); undefined components are `null`, empty ones `""`.
//!
//! serde_json escapes `"`, `\` and C0 controls, but writes DEL, C1 controls, bidi overrides and
//! zero-width characters raw; [`to_terminal_safe_json`] escapes those as `\uXXXX` too, so JSON
//! that lands on a terminal cannot reorder or hide text. It is valid JSON either way.

use std::fmt::Write as _;
use std::io::{self, Write};

use serde::Serialize;

use super::buffer_replay::{BufferReplay, GapBuffer};
use crate::core::escape::needs_escape;
use crate::core::{
    AuthorityKind, BufferChange, Diagnostic, Options, Outcome, Role, Span, Spec, StepEvent, Trace,
    UriRef,
};

/// A buffer event carries the full buffer text when the buffer is at most this long, and on the
/// last buffer event of each step; otherwise `buffer` is null (the deltas `at`, `removed`,
/// `inserted_text` still rebuild it). This keeps 100,000 removals from a long path linear in size.
pub const FULL_BUFFER_LIMIT: usize = 4096;

/// Serializes `value` (pretty or compact) with the extra terminal-safe escaping.
pub fn to_terminal_safe_json<T: Serialize>(value: &T, pretty: bool) -> String {
    let json = if pretty {
        serde_json::to_string_pretty(value)
    } else {
        serde_json::to_string(value)
    }
    .unwrap_or_else(|e| {
        // Only a Serialize impl can fail, and ours cannot; still, never a panic.
        format!(
            "{{\"error\":\"cannot serialize: {}\"}}",
            e.to_string().escape_default()
        )
    });
    escape_invisible(json)
}

/// Replaces every raw DEL and non-ASCII character that [`needs_escape`] by `\uXXXX` (a surrogate
/// pair beyond the BMP). serde_json has already escaped the C0 controls inside strings (the only
/// ones left are the pretty printer's line breaks), and JSON's structure is ASCII, so these
/// characters can only be inside strings, where the escape means the same character.
fn escape_invisible(json: String) -> String {
    let raw = |c: char| c == '\x7f' || (!c.is_ascii() && needs_escape(c));
    if !json.chars().any(raw) {
        return json;
    }
    let mut out = String::with_capacity(json.len() + 32);
    for c in json.chars() {
        if raw(c) {
            let mut units = [0u16; 2];
            for unit in c.encode_utf16(&mut units) {
                let _ = write!(out, "\\u{unit:04x}");
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// Writes `value` as one line of JSON (compact) or a pretty block, then a newline.
pub fn write_line<T: Serialize>(out: &mut impl Write, value: &T, pretty: bool) -> io::Result<()> {
    writeln!(out, "{}", to_terminal_safe_json(value, pretty))
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
    pub events: Option<Vec<EventJson<'a>>>,
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

/// The events of a trace as JSON, the buffers rebuilt in one pass.
pub fn events_of(trace: &Trace) -> Vec<EventJson<'_>> {
    let mut replay = BufferReplay::new(trace);
    let events = &trace.events;
    let last_of_step = last_buffer_event_of_each_step(events);
    (0..events.len())
        .map(|index| {
            let event = &events[index];
            let last_of_step = last_of_step[index];
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
                    let buffer = replay.advance(index).map(|(_, b)| b);
                    buffer_json(trace, index, &change, buffer, last_of_step)
                }
                Outcome::Warning(warning) => OutcomeJson::Warning {
                    warning_id: warning.id,
                    warning: warning.text,
                },
            };
            step_json(index, event, outcome)
        })
        .collect()
}

/// For each event: is it the last buffer event of its step (of the run of consecutive events
/// of one step)?
fn last_buffer_event_of_each_step(events: &[StepEvent]) -> Vec<bool> {
    let mut last = vec![false; events.len()];
    let mut seen = false;
    for i in (0..events.len()).rev() {
        if events
            .get(i + 1)
            .is_some_and(|next| !std::ptr::eq(next.step, events[i].step))
        {
            seen = false;
        }
        if matches!(events[i].outcome, Outcome::Buffer(_)) {
            last[i] = !seen;
            seen = true;
        }
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

    #[test]
    fn invisible_characters_are_escaped_and_the_json_still_parses() {
        let value = serde_json::json!({ "s": "a\u{202e}b\u{7f}c\u{85}d\u{200b}e\x1bf é" });
        let json = to_terminal_safe_json(&value, false);
        assert_eq!(json, r#"{"s":"a\u202eb\u007fc\u0085d\u200be\u001bf é"}"#);
        let back: serde_json::Value = serde_json::from_str(&json).unwrap();
        assert_eq!(back, value);
        let pretty = to_terminal_safe_json(&value, true);
        assert_eq!(
            pretty,
            format!("{{\n  \"s\": {}\n}}", &json[5..json.len() - 1])
        );
    }
}
