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
use serde_json::ser::{CompactFormatter, PrettyFormatter};

use super::json_safe::TerminalSafe;
use crate::core::specs::whatwg::attributes::Attributes;
use crate::core::specs::whatwg::record::Url;
use crate::core::text::grammar::authority::HostKind;
use crate::core::text::grammar::checked::Checked;
use crate::core::text::grammar::diagnostics::Diagnostic;
use crate::core::text::grammar::grammars::Grammar;
use crate::core::text::path::Segment;
use crate::core::text::uri_ref::UriRef;
use crate::core::vocabulary::component::{Component, Role};
use crate::core::vocabulary::event::{Outcome, StepEvent};
use crate::core::vocabulary::finding::Finding;
use crate::core::vocabulary::options::Options;
use crate::core::vocabulary::replay::{BufferReplay, GapBuffer};
use crate::core::vocabulary::resolution::Resolution;
use crate::core::vocabulary::span::Span;
use crate::core::vocabulary::step::Step;
use crate::core::vocabulary::steps::TraceStep;
use crate::core::vocabulary::switch::Switch;
use crate::core::vocabulary::trace::Trace;
use crate::core::vocabulary::validation::Validation;
use crate::core::vocabulary::whatwg_act::{Act, BufferEdit, Edit};
use crate::core::vocabulary::whatwg_failure::CodePoint;
use crate::core::vocabulary::whatwg_validation::ValidationError;
use crate::words::mapping_text;

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

impl<'a> SegmentJson<'a> {
    pub fn of(segment: Segment<'a>) -> Self {
        SegmentJson {
            segment: segment.as_str(),
            name: segment.name(),
            params: segment.params().map(|p| p.of(segment.text())).collect(),
        }
    }
}

impl<'a> ComponentsJson<'a> {
    pub fn of(uri: &UriRef<'a>) -> Self {
        let text = uri.as_str();
        let parts = Grammar::Rfc2396.authority_parts(uri);
        let part = |pick: fn(&crate::core::text::grammar::authority::Authority) -> Option<Span>| {
            parts.as_ref().and_then(pick).map(|span| span.of(text))
        };
        ComponentsJson {
            scheme: uri.scheme(),
            authority: uri.authority(),
            authority_kind: parts.as_ref().map(|a| a.kind.name()),
            userinfo: part(|a| a.userinfo),
            host: part(|a| a.host),
            port: part(|a| a.port),
            path: uri.path(),
            segments: uri.segments().map(SegmentJson::of).collect(),
            query: uri.query(),
            fragment: uri.fragment(),
        }
    }
}

/// The `options` object: each switch of [`Switch::ALL`] by its id, a toggle as a boolean, any
/// other by its value's name.
pub struct OptionsJson {
    options: Options,
}

impl OptionsJson {
    pub fn of(options: &Options) -> Self {
        OptionsJson { options: *options }
    }
}

impl Serialize for OptionsJson {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serialize_switches(&Switch::ALL, &self.options, serializer)
    }
}

/// `options` as `table`'s switches write it.
pub fn serialize_switches<S: Serializer>(
    table: &[&'static Switch],
    options: &Options,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    use serde::ser::SerializeMap;
    let mut map = serializer.serialize_map(Some(table.len()))?;
    for switch in table {
        let value = switch.value(options);
        if switch.is_toggle() {
            map.serialize_entry(switch.id(), &(value == "on"))?;
        } else {
            map.serialize_entry(switch.id(), value)?;
        }
    }
    map.end()
}

#[derive(Serialize)]
pub struct ComponentsOfAll<'a> {
    pub base: ComponentsJson<'a>,
    pub reference: ComponentsJson<'a>,
    /// Null when the resolution failed.
    pub result: Option<ComponentsJson<'a>>,
}

/// What `new URL(reference, base)` gives under the WHATWG URL Standard: the keys that
/// `parse --spec whatwg --json` and `resolve --spec whatwg --json` add.
#[derive(Serialize)]
pub struct WhatwgJson<'a> {
    /// The JavaScript `URL` attributes, or `null` when the parser returned failure.
    pub url: Option<Attributes<'a>>,
    /// The reference's (the input's) validation errors.
    pub validation_errors: Vec<ValidationErrorJson>,
    /// The base's.
    pub base_validation_errors: Vec<ValidationErrorJson>,
}

impl<'a> WhatwgJson<'a> {
    pub fn of(url: Option<&'a Url>, validation: &Validation) -> Self {
        let list = |errors: &[(ValidationError, usize)]| {
            errors
                .iter()
                .map(|&(error, at)| ValidationErrorJson {
                    name: error.name(),
                    at,
                })
                .collect()
        };
        WhatwgJson {
            url: url.map(Url::attributes),
            validation_errors: list(&validation.input),
            base_validation_errors: list(&validation.base),
        }
    }
}

/// A validation error by the Standard's name, at a byte of the text as given.
#[derive(Serialize)]
pub struct ValidationErrorJson {
    pub name: &'static str,
    pub at: usize,
}

/// `parse --spec whatwg --json`.
#[derive(Serialize)]
pub struct WhatwgParseJson<'a> {
    pub input: &'a str,
    pub base: Option<&'a str>,
    pub spec: &'static str,
    /// Why the parser returned failure, or `null`.
    pub error: Option<String>,
    #[serde(flatten)]
    pub parsed: WhatwgJson<'a>,
    /// What each run of escapes in the URL's serialization stands for.
    pub octets: Vec<OctetRunJson<'a>>,
    /// The readings of the URL's host, where it is an international domain.
    pub host_reading: Option<HostReadingJson>,
}

/// One step event. Its step's title and sentence are in `step_descriptors`, once per trace (a
/// WHATWG path state's sentence repeated on every code point was most of a trace).
#[derive(Serialize)]
pub struct EventJson<'a> {
    pub index: usize,
    pub spec: &'static str,
    pub step: &'static str,
    #[serde(flatten)]
    pub outcome: OutcomeJson<'a>,
}

/// A step or rule as the specification has it.
#[derive(Serialize)]
pub struct DescriptorJson {
    pub spec: &'static str,
    pub step: &'static str,
    pub title: &'static str,
    /// The specification's sentence for this step.
    pub sentence: &'static str,
    /// Where it stands in the specification: `RFC 2396 §5.2 step 6e`.
    pub citation: String,
    pub iterates: bool,
    /// For a rule of an iterating step (RFC 3986's `2C`), that step's id; else `null`.
    pub within: Option<&'static str>,
}

/// Every step and rule the events of a trace name, in the order they first appear.
pub struct DescriptorsJson<'t>(pub &'t Trace);

impl Serialize for DescriptorsJson<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        // A specification has a few dozen steps: a linear search per event stays linear in
        // the trace.
        let mut seen: Vec<&'static Step> = Vec::new();
        for event in self.0.events() {
            if !seen.iter().any(|s| std::ptr::eq(*s, event.step)) {
                seen.push(event.step);
            }
        }
        serializer.collect_seq(seen.into_iter().map(|step| DescriptorJson {
            spec: step.source.id(),
            step: step.id,
            title: step.title,
            sentence: step.text,
            citation: step.citation().to_string(),
            iterates: step.iterates,
            within: step.within.map(|w| w.id),
        }))
    }
}

/// What happened, by kind; the `kind` key names the variant.
#[derive(Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum OutcomeJson<'a> {
    Parsed {
        role: &'static str,
        component: &'static str,
        value: Option<&'a str>,
        span: Option<SpanJson>,
    },
    Decision {
        decision: &'static str,
    },
    Assign {
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
        inserted_text: Option<&'a str>,
        /// The whole buffer on the last buffer event of each step, else null (the deltas
        /// rebuild it): a trace of 100,000 removals stays linear in size.
        buffer: Option<String>,
    },
    Warning {
        warning_id: &'static str,
        warning: &'static str,
    },
    /// A step rewrote a component's text.
    Rewrite {
        component: &'static str,
        before: &'a str,
        after: &'a str,
    },
    /// A step of RFC 3987's mappings acted at one place of the input: `what` names the act
    /// (`decoded`, `kept`, `read`, `encoded`, `to-ascii`, `to-unicode`, `warning`), `says`
    /// says it as the trace table does.
    Mapping {
        at: usize,
        text: &'a str,
        what: &'static str,
        says: String,
    },
    /// The whole text after a step of RFC 3987's mappings.
    Mapped {
        text: &'a str,
    },
    /// What the WHATWG parser did: `act` names it (`preprocess`, `visit`, `buffer`, `record`,
    /// `host`, `validation_error`, `failure`, `returned`), `words` says it as the trace table does, and
    /// the keys that apply give its data.
    Whatwg {
        act: &'static str,
        words: String,
        #[serde(flatten)]
        detail: ActJson<'a>,
    },
}

impl<'a> OutcomeJson<'a> {
    fn whatwg(act: Act<&'a str>) -> Self {
        let mut json = ActJson::default();
        let kind = match act {
            Act::Preprocess(removal) => {
                json.at = Some(removal.span.start);
                "preprocess"
            }
            Act::Visit(visit) => {
                json.state = Some(visit.state.name());
                json.at = Some(visit.at);
                json.code_point = Some(
                    visit
                        .code_point
                        .map_or("EOF".to_string(), |c| CodePoint(c).to_string()),
                );
                "visit"
            }
            Act::Buffer(change) => {
                let (edit, value) = match change {
                    BufferEdit::Append(text) => ("append", Some(text)),
                    BufferEdit::Prepend(text) => ("prepend", Some(text)),
                    BufferEdit::Replace(text) => ("set", Some(text)),
                    BufferEdit::Clear => ("set", Some("")),
                };
                (json.edit, json.value) = (Some(edit), value);
                "buffer"
            }
            Act::Record(change) => {
                let (edit, value) = match change.edit {
                    Edit::Set(text) => ("set", Some(text)),
                    Edit::Append(text) => ("append", Some(text)),
                    Edit::Push(text) => ("push", Some(text)),
                    Edit::Pop(text) => ("pop", Some(text)),
                    Edit::Null => ("null", None),
                };
                json.state = Some(change.by.name());
                json.component = Some(change.component.name());
                (json.edit, json.value) = (Some(edit), value);
                json.from_base = Some(change.from_base);
                "record"
            }
            Act::Host(_) => "host",
            Act::ValidationError {
                error,
                at,
                sentence,
            } => {
                (json.name, json.at) = (Some(error.name()), Some(at));
                json.sentence = Some(sentence);
                "validation_error"
            }
            Act::Failure(failure) => {
                json.state = Some(failure.state.name());
                (json.name, json.at) = (Some(failure.error.name()), Some(failure.at));
                "failure"
            }
            Act::Returned(href) => {
                json.value = Some(href);
                "returned"
            }
        };
        OutcomeJson::Whatwg {
            act: kind,
            words: act.to_string(),
            detail: json,
        }
    }
}

/// The keys of a WHATWG act, those that apply to its kind.
#[derive(Default, Serialize)]
pub struct ActJson<'a> {
    #[serde(skip_serializing_if = "Option::is_none")]
    state: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    at: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    code_point: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    component: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    edit: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    value: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    from_base: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    name: Option<&'static str>,
    /// The Standard's sentence that raised a validation error.
    #[serde(skip_serializing_if = "Option::is_none")]
    sentence: Option<&'static str>,
}

/// A byte range `{"start", "end"}`.
#[derive(Clone, Copy, Serialize)]
pub struct SpanJson {
    pub start: usize,
    pub end: usize,
}

impl From<Span> for SpanJson {
    fn from(span: Span) -> Self {
        SpanJson {
            start: span.start,
            end: span.end,
        }
    }
}

/// The events of a trace, serialized one at a time as a JSON array, the buffers rebuilt in one
/// pass.
pub struct EventsJson<'t>(pub &'t Trace, pub &'t [TraceStep]);

impl Serialize for EventsJson<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let trace = self.0;
        let mut replay = BufferReplay::new(trace);
        // The last buffer event of each step carries the whole buffer.
        let mut full = vec![false; trace.events().len()];
        for step in self.1 {
            if let Some(i) = step.last_buffer_event() {
                full[i] = true;
            }
        }
        serializer.collect_seq(
            trace
                .events()
                .iter()
                .enumerate()
                .map(|(index, event)| event_json(trace, index, event, &mut replay, full[index])),
        )
    }
}

fn event_json<'t>(
    trace: &'t Trace,
    index: usize,
    event: &StepEvent,
    replay: &mut BufferReplay<'t>,
    full_buffer: bool,
) -> EventJson<'t> {
    let outcome = match event.outcome {
        Outcome::Parsed { .. } | Outcome::Read { .. } => {
            let (role, component, value) = trace.parsed(event).expect("a parsed component");
            // A span only where the parser's component is a piece of its input.
            let span = match event.outcome {
                Outcome::Parsed { value, .. } => value.map(SpanJson::from),
                _ => None,
            };
            OutcomeJson::Parsed {
                role: role.name(),
                component: component.name(),
                value,
                span,
            }
        }
        Outcome::Decision(decision) => OutcomeJson::Decision { decision },
        Outcome::Assign {
            component,
            from,
            value,
        } => OutcomeJson::Assign {
            component: component.name(),
            from: from.name(),
            value: value.and_then(|span| trace.span_text(from.role(), span)),
        },
        Outcome::Buffer(change) => OutcomeJson::Buffer {
            at: change.at_offset(),
            removed: change.removed(),
            inserted: change.inserted(),
            len: change.len(),
            split: change.split(),
            unchanged: change.is_unchanged(),
            removed_text: trace.removed_text(index),
            inserted_text: trace.inserted_text(index),
            buffer: if full_buffer {
                replay.buffer_after(index).map(GapBuffer::text)
            } else {
                None
            },
        },
        Outcome::Warning(warning) => OutcomeJson::Warning {
            warning_id: warning.id,
            warning: warning.text,
        },
        Outcome::Rewrite { .. } => {
            let rewrite = trace.rewrite(event).expect("a rewrite");
            OutcomeJson::Rewrite {
                component: rewrite.component.name(),
                before: rewrite.before,
                after: rewrite.after,
            }
        }
        Outcome::Whatwg(act) => OutcomeJson::whatwg(trace.whatwg_act(act)),
        Outcome::Mapping(act) => {
            let act = trace.mapping_act(act);
            OutcomeJson::Mapping {
                at: act.at.start,
                text: act.text,
                what: act.what.id(),
                says: mapping_text::act_words(act),
            }
        }
        Outcome::Mapped(text) => OutcomeJson::Mapped {
            text: trace.text_of(text),
        },
    };
    EventJson {
        index,
        spec: event.step.source.id(),
        step: event.step.id,
        outcome,
    }
}

/// One step of a trace (see [`crate::core::TraceStep`]).
#[derive(Serialize)]
pub struct StepJson<'t> {
    pub spec: &'static str,
    pub step: &'static str,
    pub title: &'static str,
    pub sentence: &'static str,
    /// Where it stands in the specification: `RFC 2396 §5.2 step 6e`.
    pub citation: String,
    pub iterates: bool,
    /// The indices of its events: `first..=last`.
    pub events: SpanJson,
    pub decisions: Vec<&'static str>,
    pub assignments: Vec<AssignmentJson<'t>>,
    pub warnings: Vec<WarningJson>,
    pub buffer_before: Option<String>,
    pub buffer_after: Option<String>,
    pub changes: Vec<ChangeJson>,
}

#[derive(Serialize)]
pub struct AssignmentJson<'t> {
    pub component: &'static str,
    pub from: &'static str,
    pub value: Option<&'t str>,
}

#[derive(Serialize)]
pub struct WarningJson {
    pub warning_id: &'static str,
    pub warning: &'static str,
}

/// One removal or insertion of a step (or one iteration of a two-buffer loop).
#[derive(Serialize)]
pub struct ChangeJson {
    pub event: usize,
    /// The step or rule that made it (`2C` within RFC 3986's loop).
    pub step: &'static str,
    pub at: usize,
    pub removed_text: String,
    pub inserted_text: String,
    pub len: usize,
    pub split: Option<usize>,
}

/// The steps of a trace, serialized one at a time.
pub struct StepsJson<'t>(pub &'t Trace, pub &'t [TraceStep]);

impl Serialize for StepsJson<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let trace = self.0;
        serializer.collect_seq(self.1.iter().map(|step| step_json(trace, step)))
    }
}

fn step_json<'t>(trace: &'t Trace, step: &TraceStep) -> StepJson<'t> {
    let descriptor = step.step;
    StepJson {
        spec: descriptor.source.id(),
        step: descriptor.id,
        title: descriptor.title,
        sentence: descriptor.text,
        citation: descriptor.citation().to_string(),
        iterates: descriptor.iterates,
        events: SpanJson {
            start: step.events.start,
            end: step.events.end - 1,
        },
        decisions: step.decisions(trace).collect(),
        assignments: step
            .assignments(trace)
            .map(|(component, from, value)| AssignmentJson {
                component: component.name(),
                from: from.name(),
                value,
            })
            .collect(),
        warnings: step
            .warnings(trace)
            .map(|w| WarningJson {
                warning_id: w.id,
                warning: w.text,
            })
            .collect(),
        buffer_before: step.buffer_before(trace),
        buffer_after: step.buffer_after(trace),
        changes: step
            .changes(trace)
            .map(|c| ChangeJson {
                event: c.event,
                step: c.step.id,
                at: c.at,
                removed_text: c.removed,
                inserted_text: c.inserted,
                len: c.len,
                split: c.split,
            })
            .collect(),
    }
}

/// Which step set one component of the result.
#[derive(Serialize)]
pub struct ProvenanceJson<'t> {
    pub component: &'static str,
    pub step: &'static str,
    pub citation: String,
    pub event: usize,
    pub from: &'static str,
    pub value: Option<&'t str>,
    /// How it came to be: `from the base`, `the buffer, last changed at 6e`.
    pub how: String,
    /// The value the result string reads back as when the specification's parser splits it
    /// again: `value` unless the recombination changed it (`http://a` + `g` under RFC 2396:
    /// authority `a`, read back as `ag`); `null` without a result.
    pub read_back: Option<&'t str>,
    /// The step that made the value what it is (for the buffer: the last change, or a step
    /// that left it as it was on purpose).
    pub made_by: MadeByJson,
}

#[derive(Serialize)]
pub struct MadeByJson {
    pub step: &'static str,
    pub citation: String,
    pub event: usize,
}

/// Which step set each component of the result, in the order of a URI.
pub fn provenance_json(resolution: &Resolution) -> Vec<ProvenanceJson<'_>> {
    let trace = resolution.trace();
    resolution
        .provenance()
        .iter()
        .filter_map(|p| Some((p, p.assignment?)))
        .map(|(p, a)| ProvenanceJson {
            read_back: p.read_back.as_deref(),
            component: a.component.name(),
            step: a.step.id,
            citation: a.step.citation().to_string(),
            event: a.event,
            from: a.from.name(),
            value: trace.assigned_text(&a),
            how: p.how.clone().unwrap_or_default(),
            made_by: {
                let step = trace.events()[a.made_by].step;
                MadeByJson {
                    step: step.id,
                    citation: step.citation().to_string(),
                    event: a.made_by,
                }
            },
        })
        .collect()
}

/// The object `parse --json` prints.
#[derive(Serialize)]
pub struct ParseJson<'a> {
    pub uri: &'a str,
    /// The specification whose grammar read it.
    pub spec: &'static str,
    /// False when a diagnostic has severity `error`.
    pub valid: bool,
    pub components: CheckedComponentsJson<'a>,
    pub diagnostics: Vec<DiagnosticJson>,
    /// What each run of escapes and non-ASCII characters stands for.
    pub octets: Vec<OctetRunJson<'a>>,
    /// An international registered name's readings; `null` for any other host.
    pub host_reading: Option<HostReadingJson>,
}

/// `parse --json`'s `host_reading`: what UTS #46 and UTS #39 make of a registered name.
#[derive(Serialize)]
pub struct HostReadingJson {
    /// The name read (escapes decoded).
    pub name: String,
    /// The WHATWG URL Standard's host parser; `null` where it fails.
    pub ascii: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ascii_error: Option<String>,
    /// UTS #46 ToUnicode.
    pub unicode: String,
    /// UTS #46 ToASCII with IDNA2008's lookup flags; `null` where it fails.
    pub strict: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub strict_error: Option<String>,
    pub labels: Vec<HostLabelJson>,
    pub warnings: Vec<HostWarningJson>,
}

/// One label of a [`HostReadingJson`].
#[derive(Serialize)]
pub struct HostLabelJson {
    pub written: String,
    pub unicode: String,
    /// An `xn--` label's Punycode decoded; absent for another label, `null` where it does not
    /// decode.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub punycode: Option<Option<String>>,
    pub scripts: Vec<&'static str>,
}

/// A warning of a [`HostReadingJson`].
#[derive(Serialize)]
pub struct HostWarningJson {
    /// `mixed-scripts`, `confusable`, `not-nfc`, `bad-punycode`, `readings-differ`,
    /// `deviation`.
    pub rule: &'static str,
    pub why: String,
}

impl HostReadingJson {
    pub fn of(reading: &crate::core::tools::host_reading::HostReading) -> Self {
        HostReadingJson {
            name: reading.name.clone(),
            ascii: reading.ascii.clone().ok(),
            ascii_error: reading.ascii.clone().err(),
            unicode: reading.unicode.clone(),
            strict: reading.strict.clone().ok(),
            strict_error: reading.strict.clone().err(),
            labels: (reading.labels.iter())
                .map(|label| HostLabelJson {
                    written: label.written.clone(),
                    unicode: label.unicode.clone(),
                    punycode: label.punycode.clone(),
                    scripts: label.scripts.clone(),
                })
                .collect(),
            warnings: (reading.findings.iter())
                .map(|finding| HostWarningJson {
                    rule: finding.rule(),
                    why: finding.message(),
                })
                .collect(),
        }
    }
}

/// One run of escapes and non-ASCII characters in `parse --json`'s `octets`.
#[derive(Serialize)]
pub struct OctetRunJson<'a> {
    /// The component it is in, by the grammar's name for it.
    pub component: &'static str,
    /// Its first byte in the text.
    pub at: usize,
    pub text: &'a str,
    /// Its octets, as hexadecimal pairs.
    pub octets: String,
    pub pieces: Vec<OctetPieceJson>,
}

/// A character, or octets that are no UTF-8, of an [`OctetRunJson`].
#[derive(Serialize)]
pub struct OctetPieceJson {
    pub octets: String,
    /// The character the octets are in UTF-8; `null` where they are none.
    pub character: Option<String>,
    /// `U+00FC`; `null` where the octets are no UTF-8.
    pub code_point: Option<String>,
    /// Whether escapes wrote it (else the character is written as itself).
    pub escaped: bool,
    /// What decoding an escaped US-ASCII character would do, or why the octets are no UTF-8.
    pub note: Option<&'static str>,
}

impl<'a> OctetRunJson<'a> {
    pub fn of(
        text: &'a str,
        component: &'static str,
        run: &crate::core::text::octets::OctetRun,
    ) -> Self {
        use crate::core::text::octets::Reading;
        OctetRunJson {
            component,
            at: run.span.start,
            text: run.span.of(text),
            octets: crate::core::text::octets::hex_octets(&run.octets),
            pieces: (run.pieces.iter())
                .map(|piece| {
                    let octets =
                        crate::core::text::octets::hex_octets(&run.octets[piece.octets.clone()]);
                    match piece.reading {
                        Reading::Utf8 {
                            character,
                            escaped,
                            note,
                        } => OctetPieceJson {
                            octets,
                            character: Some(character.to_string()),
                            code_point: Some(format!("U+{:04X}", u32::from(character))),
                            escaped,
                            note: note.map(|note| note.sentence()),
                        },
                        Reading::NotUtf8 => OctetPieceJson {
                            octets,
                            character: None,
                            code_point: None,
                            escaped: true,
                            note: Some(crate::core::text::octets::NOT_UTF8),
                        },
                    }
                })
                .collect(),
        }
    }
}

/// The components as one grammar reads them: [`ComponentsJson`]'s keys, filled by that grammar
/// (RFC 1808's net_loc is the authority; RFC 3986 splits every authority, so its kind is always
/// `"server"`; RFC 1808 and RFC 1630 do not split it), and two more.
#[derive(Serialize)]
pub struct CheckedComponentsJson<'a> {
    #[serde(flatten)]
    pub components: ComponentsJson<'a>,
    /// The rule the host matched (`"hostname"`, `"IPv4address"`, `"IPv6reference"`,
    /// `"IP-literal"`, `"reg-name"`); null without one.
    pub host_kind: Option<&'static str>,
    /// Under RFC 3986, a non-ASCII registered name's IDNA encoding (§3.2.2); null otherwise.
    pub host_idna: Option<String>,
    /// RFC 3986's path rule (`"path-abempty"`, `"path-absolute"`, `"path-noscheme"`,
    /// `"path-rootless"`, `"path-empty"`); null for the other grammars.
    pub path_rule: Option<&'static str>,
    /// RFC 1808's params; null for the other grammars.
    pub params: Option<&'a str>,
}

impl<'a> CheckedComponentsJson<'a> {
    pub fn of(checked: &Checked<'a>) -> Self {
        let text = checked.as_str();
        let parts = checked.authority_parts;
        let part = |pick: fn(&crate::core::text::grammar::authority::Authority) -> Option<Span>| {
            parts.as_ref().and_then(pick).map(|span| span.of(text))
        };
        CheckedComponentsJson {
            components: ComponentsJson {
                scheme: checked.get(Component::Scheme),
                authority: checked.get(Component::Authority),
                authority_kind: parts.map(|a| a.kind.name()),
                userinfo: part(|a| a.userinfo),
                host: part(|a| a.host),
                port: part(|a| a.port),
                path: checked.get(Component::Path).unwrap_or_default(),
                segments: checked.segments().map(SegmentJson::of).collect(),
                query: checked.get(Component::Query),
                fragment: checked.get(Component::Fragment),
            },
            host_kind: parts.and_then(|a| a.host_kind).map(HostKind::rule),
            host_idna: checked.host_idna(),
            path_rule: checked.path_rule(),
            params: checked.get(Component::Params),
        }
    }
}

/// One finding of a resolution: in which text, at which byte, the rule (or the validation
/// error's name), whether the text breaks it (`error`) or only should not (`warning`), and the
/// sentence a person reads.
#[derive(Serialize)]
pub struct FindingJson {
    pub role: &'static str,
    /// A finding of a text is always at a byte of it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub at: Option<usize>,
    pub severity: &'static str,
    pub rule: &'static str,
    pub message: String,
}

impl FindingJson {
    /// Each of `findings`, found in `text`, the text `role` names.
    pub fn all<'f>(
        role: Role,
        findings: &'f [Finding],
        text: &'f str,
    ) -> impl Iterator<Item = FindingJson> + 'f {
        findings
            .iter()
            .zip(Finding::messages_in(findings, text))
            .map(move |(finding, message)| FindingJson {
                role: role.name(),
                at: finding.at(),
                severity: finding.severity().name(),
                rule: finding.rule(),
                message,
            })
    }
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

    /// A rewrite's event carries its component and both texts, and its step cites its
    /// document by id.
    #[test]
    fn a_rewrite_is_an_event_with_both_texts() {
        let trace = crate::core::vocabulary::trace::rewrite_trace("/b/./c", "/b/c");
        let steps = trace.steps();
        let json = serde_json::to_value(EventsJson(&trace, &steps)).unwrap();
        assert_eq!(json[0]["kind"], "rewrite");
        assert_eq!(json[0]["spec"], "uriscope");
        assert_eq!(json[0]["component"], "path");
        assert_eq!(
            (&json[0]["before"], &json[0]["after"]),
            (&"/b/./c".into(), &"/b/c".into())
        );
    }

    /// A mapping's trace serializes as any trace does: each act with its place, its piece of
    /// the input and its words, each step ending with the text after it (RFC 3987 §3.2.1's
    /// first example).
    #[test]
    fn a_mapping_s_events_are_events_of_a_trace() {
        let iri = crate::core::text::iri::to_iri::uri_to_iri("/D%C3%BCrst");
        let trace = iri.trace();
        let steps = trace.steps();
        let json = serde_json::to_value(EventsJson(trace, &steps)).unwrap();
        let events = json.as_array().unwrap();
        let kinds: Vec<(&str, &str)> = (events.iter())
            .map(|e| (e["step"].as_str().unwrap(), e["kind"].as_str().unwrap()))
            .collect();
        assert_eq!(
            kinds,
            [
                ("1", "mapped"),
                ("2", "mapping"),
                ("2", "mapped"),
                ("3", "mapped"),
                ("4", "mapped"),
                ("5", "mapping"),
                ("5", "mapped"),
            ]
        );
        assert_eq!(events[0]["spec"], "rfc3987");
        assert_eq!(
            (&events[1]["at"], &events[1]["text"]),
            (&2.into(), &"%C3%BC".into())
        );
        assert_eq!(
            events[1]["says"],
            "`%C3%BC` at byte 2: decoded to the octets C3 BC"
        );
        assert_eq!(events[2]["text"], "/D<c3><bc>rst");
        assert_eq!(events[5]["says"], "`%C3%BC` at byte 2: read as `ü` U+00FC");
        assert_eq!(events[6]["text"], "/Dürst");
    }
}

/// `redirects --json`: the chain, each hop with both clients' answers.
#[derive(Serialize)]
pub struct RedirectsJson<'a> {
    /// The paste's format: `headers`, `curl-verbose`, `wget` or `har`.
    pub format: &'static str,
    pub hops: Vec<HopJson<'a>>,
    #[serde(rename = "final")]
    pub ends: AnswersJson<'a>,
}

/// One response of a chain.
#[derive(Serialize)]
pub struct HopJson<'a> {
    /// The line of its status line in the paste.
    pub line: usize,
    /// The URL it answered.
    pub url: &'a str,
    pub status: u16,
    /// The first `Location` field (bytes that are not UTF-8 as U+FFFD); `null` without one.
    pub location: Option<String>,
    /// Where each client goes next.
    #[serde(flatten)]
    pub next: AnswersJson<'a>,
    /// `curl -v`'s own next URL, where the paste has it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub curl_said: Option<&'a str>,
    /// A HAR file's `redirectURL`: where the browser that recorded it went.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub browser_said: Option<&'a str>,
    pub differs: bool,
    pub findings: Vec<RedirectFindingJson>,
}

/// A finding of a hop.
#[derive(Serialize)]
pub struct RedirectFindingJson {
    pub rule: &'static str,
    pub says: String,
}

/// Where the browser and curl go (from a hop, or in the end): a URL, `null` where one does not
/// follow, or a reason in `browser_error` or `curl_error` where it fails.
#[derive(Serialize)]
pub struct AnswersJson<'a> {
    pub browser: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub browser_error: Option<&'a str>,
    pub curl: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub curl_error: Option<&'a str>,
}

impl<'a> AnswersJson<'a> {
    fn of(
        browser: Option<&'a Result<String, String>>,
        curl: Option<&'a Result<String, String>>,
    ) -> Self {
        let split = |answer: Option<&'a Result<String, String>>| match answer {
            Some(Ok(url)) => (Some(url.as_str()), None),
            Some(Err(why)) => (None, Some(why.as_str())),
            None => (None, None),
        };
        let ((browser, browser_error), (curl, curl_error)) = (split(browser), split(curl));
        AnswersJson {
            browser,
            browser_error,
            curl,
            curl_error,
        }
    }
}

impl<'a> RedirectsJson<'a> {
    pub fn of(chain: &'a crate::core::tools::redirects::chain::Chain) -> Self {
        RedirectsJson {
            format: chain.format.id(),
            hops: (chain.hops.iter())
                .map(|hop| HopJson {
                    line: hop.line,
                    url: &hop.url,
                    status: hop.status,
                    location: (hop.location.as_ref())
                        .map(|bytes| String::from_utf8_lossy(bytes).into_owned()),
                    next: AnswersJson::of(hop.browser.as_ref(), hop.curl.as_ref()),
                    curl_said: hop.curl_said.as_deref(),
                    browser_said: hop.browser_said.as_deref(),
                    differs: hop.differs(),
                    findings: (hop.findings.iter())
                        .map(|f| RedirectFindingJson {
                            rule: f.rule(),
                            says: f.message(),
                        })
                        .collect(),
                })
                .collect(),
            ends: AnswersJson::of(Some(&chain.final_browser), Some(&chain.final_curl)),
        }
    }
}
