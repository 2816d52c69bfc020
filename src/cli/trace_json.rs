//! A trace as JSON, for `resolve --json --trace` and `relative --json --trace`: each step and
//! rule once (`step_descriptors`), every event (`events`, the buffers rebuilt in one pass), the
//! steps with their changes (`steps`), and which step set each component (`provenance`).
//! Events are serialized one at a time, so a trace of 100,000 removals is never held as JSON in
//! memory.

use serde::{Serialize, Serializer};

use crate::core::vocabulary::event::{Outcome, StepEvent};
use crate::core::vocabulary::replay::{BufferReplay, GapBuffer};
use crate::core::vocabulary::resolution::Resolution;
use crate::core::vocabulary::span::Span;
use crate::core::vocabulary::step::Step;
use crate::core::vocabulary::steps::TraceStep;
use crate::core::vocabulary::trace::Trace;
use crate::core::vocabulary::whatwg_act::{Act, BufferEdit, Edit};
use crate::core::vocabulary::whatwg_failure::CodePoint;
use crate::words::mapping_text;

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

/// A step or rule as the specification has it: the keys that name it in a descriptor and in
/// a step of the trace.
#[derive(Serialize)]
pub struct StepNameJson {
    pub spec: &'static str,
    pub step: &'static str,
    pub title: &'static str,
    /// The specification's sentence for this step.
    pub sentence: &'static str,
    /// Where it stands in the specification: `RFC 2396 §5.2 step 6e`.
    pub citation: String,
    pub iterates: bool,
}

impl StepNameJson {
    fn of(step: &'static Step) -> Self {
        StepNameJson {
            spec: step.source.id(),
            step: step.id,
            title: step.title,
            sentence: step.text,
            citation: step.citation().to_string(),
            iterates: step.iterates,
        }
    }
}

/// A step or rule as the specification has it, and the step it is a rule of.
#[derive(Serialize)]
pub struct DescriptorJson {
    #[serde(flatten)]
    pub name: StepNameJson,
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
            name: StepNameJson::of(step),
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

/// One step of a trace (see [`TraceStep`]).
#[derive(Serialize)]
pub struct StepJson<'t> {
    #[serde(flatten)]
    pub name: StepNameJson,
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
        name: StepNameJson::of(descriptor),
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
