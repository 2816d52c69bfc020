//! [`Trace`]: the observer that records a resolution, and the buffer at any of its events.

use crate::core::vocabulary::component::{Component, Role};
use crate::core::vocabulary::error::Error;
use crate::core::vocabulary::event::TraceText;
use crate::core::vocabulary::event::{Event, Observer, Outcome, StepEvent};
use crate::core::vocabulary::mapping_act::MappingAct;
use crate::core::vocabulary::span::Span;
use crate::core::vocabulary::spec::Spec;
use crate::core::vocabulary::step::Step;
use crate::core::vocabulary::warning::Warning;
use crate::core::vocabulary::whatwg_act::Act;

/// Room a recorder makes for events at the start (an RFC 2396 or RFC 3986 resolution of a short
/// reference records 30 to 50).
const EVENTS_OF_AN_ORDINARY_TRACE: usize = 64;

/// A recorded resolution: the texts, every step event in order, and the result.
///
/// ```
/// use uriscope::{Options, Spec, resolve_with};
/// use uriscope::trace::Trace;
///
/// let mut trace = Trace::default();
/// let result = resolve_with(Spec::Rfc2396, "http://a/b/c/d;p?q", "../g", &Options::default(), &mut trace);
/// assert_eq!(result.as_deref(), Ok("http://a/b/g"));
/// assert_eq!(trace.result(), Some("http://a/b/g"));
/// // Step 6e removed `c/../`; the buffer after it is `/b/g`.
/// let removal = trace.events().iter().position(|e| e.step.id == "6e" && e.is_change()).unwrap();
/// assert_eq!(trace.removed_text(removal).as_deref(), Some("c/../"));
/// assert_eq!(trace.buffer_at(removal).as_deref(), Some("/b/g"));
/// ```
#[derive(Clone, Debug, Default)]
pub struct Trace {
    spec: Option<Spec>,
    base: String,
    reference: String,
    /// `(index of the first event that refers to it, span in texts)` for each workspace, in
    /// order.
    workspaces: Vec<(usize, Span)>,
    /// The texts no input holds, one after the other: every workspace, and every text a WHATWG
    /// act carries (one buffer, reused between runs).
    texts: String,
    events: Vec<StepEvent>,
    /// `None` until the resolution finishes.
    outcome: Option<Result<String, Error>>,
    /// The previous result's buffer, kept so that a reused recorder does not allocate again.
    spare: String,
}

/// A component's text rewritten by a step, as a trace reads it back ([`Trace::rewrite`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rewrite<'a> {
    /// The component rewritten.
    pub component: Component,
    /// Its text before.
    pub before: &'a str,
    /// Its text after.
    pub after: &'a str,
}

/// The rewrite in words, as a trace shows it: `path "/a/./b" → "/a/b"`, every invisible
/// character escaped and a long text cut to its ends.
impl std::fmt::Display for Rewrite<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        use crate::core::text::cut::Quoted;
        let name = self.component.name();
        write!(f, "{name} {} → {}", Quoted(self.before), Quoted(self.after))
    }
}

impl Observer for Trace {
    /// Dispatches to one small method per kind of event. Always inlined where an event is
    /// made: its variant is known there, so the match folds away to a push for a step event
    /// (as a call, with the event copied into it, it made tracing 1.5× dearer).
    #[inline(always)]
    fn on_event(&mut self, event: Event<'_>) {
        match event {
            Event::Start {
                spec,
                base,
                reference,
            } => self.start(spec, base, reference),
            Event::Workspace { head, tail } => self.workspace(head, tail),
            Event::Step(event) => self.events.push(event),
            Event::Whatwg { step, act } => self.whatwg(step, act),
            Event::Rewrite {
                step,
                component,
                before,
                after,
            } => {
                let outcome = Outcome::Rewrite {
                    component,
                    before: self.keep(before),
                    after: self.keep(after),
                };
                self.events.push(StepEvent { step, outcome });
            }
            Event::Read {
                step,
                role,
                component,
                value,
            } => {
                let outcome = Outcome::Read {
                    role,
                    component,
                    value: value.map(|value| self.keep(value)),
                };
                self.events.push(StepEvent { step, outcome });
            }
            Event::Mapping { step, act } => {
                let outcome = Outcome::Mapping(act.map_text(|text| self.keep(text)));
                self.events.push(StepEvent { step, outcome });
            }
            Event::Mapped { step, text } => {
                let outcome = Outcome::Mapped(self.keep(text));
                self.events.push(StepEvent { step, outcome });
            }
            Event::Finish { result } => self.finish(result),
        }
    }
}

impl Trace {
    /// Starts afresh, but keeps the buffers: a recorder reused for many resolutions (the
    /// explorer recomputes on every key) allocates only when a text grows.
    fn start(&mut self, spec: Spec, base: &str, reference: &str) {
        self.spec = Some(spec);
        self.base.clear();
        self.base.push_str(base);
        self.reference.clear();
        self.reference.push_str(reference);
        self.workspaces.clear();
        self.texts.clear();
        self.events.clear();
        self.events.reserve(EVENTS_OF_AN_ORDINARY_TRACE);
        if let Some(Ok(last)) = self.outcome.take() {
            self.spare = last;
        }
    }

    fn workspace(&mut self, head: &str, tail: &str) {
        let start = self.texts.len();
        self.texts.push_str(head);
        self.texts.push_str(tail);
        let span = Span::new(start, self.texts.len());
        self.workspaces.push((self.events.len(), span));
    }

    /// Inlined into each place the parser acts, like `on_event`: there the act's variant is
    /// known, so converting its text folds away.
    #[inline(always)]
    fn whatwg(&mut self, step: &'static Step, act: Act<&str>) {
        let act = act.map_text(|text| self.keep(text));
        self.events.push(StepEvent {
            step,
            outcome: Outcome::Whatwg(act),
        });
    }

    /// Keeps `text` with the workspaces. Percent-encoding can make the texts of a WHATWG
    /// trace longer than its input: past 4 GiB of them, a text is kept as empty.
    #[inline]
    fn keep(&mut self, text: &str) -> TraceText {
        let start = self.texts.len();
        match u32::try_from(start + text.len()) {
            Ok(end) => {
                self.texts.push_str(text);
                TraceText {
                    start: start as u32,
                    end,
                }
            }
            Err(_) => TraceText { start: 0, end: 0 },
        }
    }

    fn finish(&mut self, result: Result<&str, &Error>) {
        self.outcome = Some(match result {
            // The last result's buffer, so that a reused recorder does not allocate.
            Ok(text) => {
                let mut out = std::mem::take(&mut self.spare);
                out.clear();
                out.push_str(text);
                Ok(out)
            }
            Err(error) => Err(error.clone()),
        });
    }
}

impl StepEvent {
    /// The warning this event raised: a resolver's, or a WHATWG validation error.
    pub fn warning(&self) -> Option<&'static Warning> {
        match self.outcome {
            Outcome::Warning(w) => Some(w),
            Outcome::Whatwg(Act::ValidationError { error, .. }) => Some(error.warning()),
            _ => None,
        }
    }

    /// Is this a buffer event that removed or inserted text?
    pub fn is_change(&self) -> bool {
        matches!(self.outcome, Outcome::Buffer(change) if !change.is_unchanged())
    }
}

impl Trace {
    /// The specification that resolved, once a resolution has started.
    pub fn spec(&self) -> Option<Spec> {
        self.spec
    }

    /// The base, as given.
    pub fn base(&self) -> &str {
        &self.base
    }

    /// The reference, as given.
    pub fn reference(&self) -> &str {
        &self.reference
    }

    /// Every step event, in the order the resolver emitted them.
    pub fn events(&self) -> &[StepEvent] {
        &self.events
    }

    /// The resolved URI, once the resolution has finished with one.
    pub fn result(&self) -> Option<&str> {
        match &self.outcome {
            Some(Ok(result)) => Some(result),
            _ => None,
        }
    }

    /// Why the resolution gave no URI, once it has finished without one.
    pub fn error(&self) -> Option<&Error> {
        match &self.outcome {
            Some(Err(error)) => Some(error),
            _ => None,
        }
    }

    /// The text a role's spans point into (the result is empty until the resolution finishes).
    pub fn text(&self, role: Role) -> &str {
        match role {
            Role::Base => &self.base,
            Role::Reference => &self.reference,
            Role::Result => self.result().unwrap_or(""),
        }
    }

    /// The text of `span` in the text of `role`; `None` if it is out of range.
    pub fn span_text(&self, role: Role, span: Span) -> Option<&str> {
        self.text(role).get(span.start..span.end)
    }

    /// The workspace that event `index` refers to, with the index of its first event.
    pub fn workspace_for(&self, index: usize) -> Option<(usize, &str)> {
        self.workspaces
            .iter()
            .rev()
            .find(|(first, _)| *first <= index)
            .map(|(first, span)| (*first, span.of(&self.texts)))
    }

    /// The path buffer as it is after event `index`, or `None` before any path step.
    ///
    /// Rebuilt from the workspace and the spans deleted so far: O(k log k + n) for the k-th
    /// event of a workspace of n bytes, with nothing stored per step. To follow many events in
    /// order, [`BufferReplay`](crate::core::vocabulary::replay::BufferReplay) is linear.
    pub fn buffer_at(&self, index: usize) -> Option<String> {
        let (first, workspace) = self.workspace_for(index)?;
        let last = index.min(self.events.len().checked_sub(1)?);
        let changes = self.events[first..=last]
            .iter()
            .filter_map(|event| match event.outcome {
                Outcome::Buffer(change) => Some(change),
                _ => None,
            });
        let mut visible = 0;
        let mut deleted: Vec<Span> = Vec::new();
        for change in changes {
            visible = visible.max(change.revealed().end);
            deleted.extend(change.deleted().iter().filter(|span| !span.is_empty()));
        }
        deleted.sort_unstable_by_key(|span| span.start);
        let mut text = String::with_capacity(visible);
        let mut at = 0;
        for span in deleted {
            if span.start >= visible {
                break;
            }
            if span.start > at {
                text.push_str(&workspace[at..span.start]);
            }
            at = at.max(span.end);
        }
        if at < visible {
            text.push_str(&workspace[at..visible]);
        }
        Some(text)
    }

    /// The events of the step (or rule) with id `id`, in order, with their indices: `"6e"`
    /// gives every removal of 6e, `"2C"` every iteration of RFC 3986's rule C.
    pub fn events_of<'t>(
        &'t self,
        id: &'t str,
    ) -> impl Iterator<Item = (usize, &'t StepEvent)> + 't {
        self.events
            .iter()
            .enumerate()
            .filter(move |(_, event)| event.step.id == id)
    }

    /// The text event `index` removed from the buffer, as it read in the buffer before.
    pub fn removed_text(&self, index: usize) -> Option<String> {
        let (_, workspace) = self.workspace_for(index)?;
        match self.events.get(index)?.outcome {
            Outcome::Buffer(change) if change.removed() > 0 => Some(
                change
                    .deleted()
                    .iter()
                    .map(|span| span.of(workspace))
                    .collect(),
            ),
            _ => None,
        }
    }

    /// A kept text.
    pub fn text_of(&self, text: TraceText) -> &str {
        self.texts
            .get(text.start as usize..text.end as usize)
            .unwrap_or("")
    }

    /// The WHATWG parser's acts in order, each with its step and its text read back.
    pub fn whatwg_acts(&self) -> impl Iterator<Item = (&'static Step, Act<&str>)> + '_ {
        self.events.iter().filter_map(|event| match event.outcome {
            Outcome::Whatwg(act) => Some((event.step, self.whatwg_act(act))),
            _ => None,
        })
    }

    /// The component a parser found at `event`, whether recorded as a span of its input
    /// ([`Outcome::Parsed`]) or as the text it read ([`Outcome::Read`]): the input, the component
    /// and its value (`None` when absent).
    pub fn parsed(&self, event: &StepEvent) -> Option<(Role, Component, Option<&str>)> {
        match event.outcome {
            Outcome::Parsed {
                role,
                component,
                value,
            } => Some((
                role,
                component,
                value.and_then(|span| self.span_text(role, span)),
            )),
            Outcome::Read {
                role,
                component,
                value,
            } => Some((role, component, value.map(|text| self.text_of(text)))),
            _ => None,
        }
    }

    /// What event `event` rewrote, its texts read back, when it is a rewrite.
    pub fn rewrite(&self, event: &StepEvent) -> Option<Rewrite<'_>> {
        match event.outcome {
            Outcome::Rewrite {
                component,
                before,
                after,
            } => Some(Rewrite {
                component,
                before: self.text_of(before),
                after: self.text_of(after),
            }),
            _ => None,
        }
    }

    /// An act of RFC 3987's mappings as recorded, with its texts read back.
    pub fn mapping_act(&self, act: MappingAct<TraceText>) -> MappingAct<&str> {
        act.map_text(|text| self.text_of(text))
    }

    /// The acts of RFC 3987's mappings in order, each with its step and its texts read back.
    pub fn mapping_acts(&self) -> impl Iterator<Item = (&'static Step, MappingAct<&str>)> + '_ {
        self.events.iter().filter_map(|event| match event.outcome {
            Outcome::Mapping(act) => Some((event.step, self.mapping_act(act))),
            _ => None,
        })
    }

    /// A WHATWG act as recorded, with its text read back.
    pub fn whatwg_act(&self, act: Act<TraceText>) -> Act<&str> {
        act.map_text(|text| self.text_of(text))
    }

    /// The text event `index` inserted into the buffer.
    pub fn inserted_text(&self, index: usize) -> Option<&str> {
        let (_, workspace) = self.workspace_for(index)?;
        match self.events.get(index)?.outcome {
            Outcome::Buffer(change) if change.inserted() > 0 => {
                workspace.get(change.revealed().start..change.revealed().end)
            }
            _ => None,
        }
    }
}

/// A trace of one rewrite of the path by a procedure of uriscope's own, for the readers' tests.
#[cfg(test)]
pub(crate) fn rewrite_trace(before: &str, after: &str) -> Trace {
    static NORMALIZE: Step = Step::of(
        crate::core::vocabulary::step::Document::Procedure("normalization"),
        "dots",
        "remove dot segments from the path",
        "step 3",
        "the path's dot segments are removed as RFC 3986 §5.2.4 does",
    );
    let mut trace = Trace::default();
    trace.on_event(Event::Start {
        spec: Spec::Rfc3986,
        base: "http://a/",
        reference: "b/./c",
    });
    trace.on_event(Event::Rewrite {
        step: &NORMALIZE,
        component: Component::Path,
        before,
        after,
    });
    trace
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Any step can record a rewrite: the trace keeps both texts, and reads them back in
    /// words with every invisible character escaped.
    #[test]
    fn a_trace_keeps_the_texts_of_a_rewrite() {
        let trace = rewrite_trace("/b/./c\u{7}", "/b/c\u{7}");
        let event = &trace.events()[0];
        assert_eq!(
            event.step.citation().to_string(),
            "uriscope's normalization, step 3"
        );
        let rewrite = trace.rewrite(event).expect("a rewrite");
        assert_eq!(
            (rewrite.before, rewrite.after),
            ("/b/./c\u{7}", "/b/c\u{7}")
        );
        assert_eq!(rewrite.to_string(), r#"path "/b/./c\x07" → "/b/c\x07""#);
    }
}
