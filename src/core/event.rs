//! The events every parser and resolver emits, and the observers that receive them.
//!
//! A resolver is generic over its [`Observer`]; with [`NoTrace`] every call is an empty inline
//! function and the compiler removes it, so the untraced path is the same code at no cost.
//! Events are small `Copy` records (step ids, spans, lengths): a trace of 100,000 removals holds
//! 100,000 records, never 100,000 copies of the buffer. [`Trace`] rebuilds the buffer text at any
//! event on demand.

use super::{Events, Span, Spec};

/// A step of a specification's algorithm, as that specification names and words it.
#[derive(Debug, PartialEq, Eq)]
pub struct Step {
    pub spec: Spec,
    /// The specification's own label: `6e`, `Step 5a`, `5.2.4 2C`, `R2`.
    pub id: &'static str,
    /// A few words for a trace row: "remove `<segment>/../`".
    pub title: &'static str,
    /// The sentence of the specification this step implements, quoted.
    pub text: &'static str,
}

/// Which text a span points into.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Role {
    Base,
    Reference,
    Result,
}

impl Role {
    pub const fn name(self) -> &'static str {
        match self {
            Role::Base => "base",
            Role::Reference => "reference",
            Role::Result => "result",
        }
    }
}

/// The parts of a URI reference the specifications talk about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Component {
    Scheme,
    /// draft-10 "site", RFC 2396/3986 "authority", RFC 1808 "net_loc".
    Authority,
    Path,
    /// RFC 1808 `;params` (a component there; part of each segment everywhere else).
    Params,
    Query,
    Fragment,
}

impl Component {
    pub const fn name(self) -> &'static str {
        match self {
            Component::Scheme => "scheme",
            Component::Authority => "authority",
            Component::Path => "path",
            Component::Params => "params",
            Component::Query => "query",
            Component::Fragment => "fragment",
        }
    }
}

/// Something a reader of the trace should know: a defect, an ambiguity, a profile choice.
#[derive(Debug, PartialEq, Eq)]
pub struct Warning {
    /// Stable identifier for tests and JSON (`rfc2396.empty-base-path`).
    pub id: &'static str,
    pub text: &'static str,
}

/// How the working buffer of a path step changed.
///
/// Offsets `at`, `len` and `split` are in the buffer; `deleted` and `revealed` are in the
/// workspace text announced by the last [`Event::Workspace`]. The buffer is always the visible
/// prefix of the workspace with every deleted span taken out, which is what lets
/// [`Trace::buffer_at`] rebuild it without storing it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BufferChange {
    /// Where in the buffer before the change the bytes were removed or inserted.
    pub at: usize,
    /// Bytes removed at `at` (one contiguous run of the buffer before the change).
    pub removed: usize,
    /// Bytes inserted at `at` (they come from `revealed`).
    pub inserted: usize,
    /// The workspace spans removed: `<segment>/` and `../` are adjacent in the buffer but may be
    /// far apart in the workspace once earlier removals are taken out.
    pub deleted: [Span; 2],
    /// The workspace span made visible (step 6a copies the base part, 6b appends the reference).
    pub revealed: Span,
    /// The buffer length after the change.
    pub len: usize,
    /// For two-buffer algorithms (RFC 3986 5.2.4): the output buffer is `buffer[..split]`, the
    /// input buffer `buffer[split..]`.
    pub split: Option<usize>,
}

impl BufferChange {
    /// The step looked and left the buffer as it was.
    pub const fn unchanged(len: usize) -> Self {
        BufferChange {
            at: len,
            removed: 0,
            inserted: 0,
            deleted: [Span::EMPTY; 2],
            revealed: Span::EMPTY,
            len,
            split: None,
        }
    }

    /// Bytes `at..at + removed` of the buffer were taken out; they are `deleted` in the workspace.
    pub const fn removal(at: usize, len_before: usize, deleted: [Span; 2]) -> Self {
        let removed = deleted[0].len() + deleted[1].len();
        BufferChange {
            at,
            removed,
            inserted: 0,
            deleted,
            revealed: Span::EMPTY,
            len: len_before - removed,
            split: None,
        }
    }

    /// The workspace span `revealed` was appended to a buffer of `len_before` bytes.
    pub const fn append(len_before: usize, revealed: Span) -> Self {
        BufferChange {
            at: len_before,
            removed: 0,
            inserted: revealed.len(),
            deleted: [Span::EMPTY; 2],
            revealed,
            len: len_before + revealed.len(),
            split: None,
        }
    }

    pub const fn with_split(mut self, split: usize) -> Self {
        self.split = Some(split);
        self
    }

    pub const fn is_unchanged(&self) -> bool {
        self.removed == 0 && self.inserted == 0
    }
}

/// What happened at a step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The parser found a component (`None`: its separator is absent, the component undefined).
    Parsed {
        role: Role,
        component: Component,
        value: Option<Span>,
    },
    /// A test was made; the text says what was found and what follows
    /// ("scheme defined → absolute URI; done").
    Decision(&'static str),
    /// A component of the result was taken from the base or the reference (`value` is a span of
    /// that text, `None` when the component is undefined there).
    Take {
        component: Component,
        from: Role,
        value: Option<Span>,
    },
    /// The path buffer changed (or was examined and left alone).
    Buffer(BufferChange),
    /// A defect, an ambiguity or a choice the reader should know about.
    Warning(&'static Warning),
}

/// One record of a trace: which step, and what happened there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StepEvent {
    pub step: &'static Step,
    pub outcome: Outcome,
}

/// What an observer receives. Only the first, the workspace and the last carry text; every step
/// event is a `Copy` record of spans into those texts.
#[derive(Clone, Copy, Debug)]
pub enum Event<'a> {
    /// A resolution starts; later spans with [`Role::Base`] or [`Role::Reference`] point here.
    Start {
        spec: Spec,
        base: &'a str,
        reference: &'a str,
    },
    /// A path algorithm starts on the workspace `head` followed by `tail` (RFC 2396: the base
    /// path up to its last slash, then the reference path). Later [`BufferChange`] spans point
    /// into this text.
    Workspace {
        head: &'a str,
        tail: &'a str,
    },
    Step(StepEvent),
    /// The resolution ended with this result (`None`: it failed).
    Finish {
        result: Option<&'a str>,
    },
}

/// Receives every event of a parse or a resolution.
pub trait Observer {
    /// False for an observer that ignores everything, so a resolver can skip work done only to
    /// describe a step. The events themselves cost nothing either way once inlined.
    const ENABLED: bool = true;

    fn on_event(&mut self, event: Event<'_>);

    /// Shorthand for a step event.
    #[inline(always)]
    fn step(&mut self, step: &'static Step, outcome: Outcome) {
        if Self::ENABLED {
            self.on_event(Event::Step(StepEvent { step, outcome }));
        }
    }

    /// Shorthand for the step event of [`BufferChange::removal`]. The few shapes that make up
    /// nearly every event have their own calls, so that a recorder can store them as they come
    /// instead of finding out their shape again.
    #[inline(always)]
    fn removal(&mut self, step: &'static Step, at: usize, len_before: usize, deleted: [Span; 2]) {
        if Self::ENABLED {
            let change = BufferChange::removal(at, len_before, deleted);
            self.step(step, Outcome::Buffer(change));
        }
    }

    /// Shorthand for the step event of [`BufferChange::unchanged`].
    #[inline(always)]
    fn buffer_unchanged(&mut self, step: &'static Step, len: usize) {
        if Self::ENABLED {
            self.step(step, Outcome::Buffer(BufferChange::unchanged(len)));
        }
    }

    /// Shorthand for an [`Outcome::Parsed`] step event.
    #[inline(always)]
    fn parsed(
        &mut self,
        step: &'static Step,
        role: Role,
        component: Component,
        value: Option<Span>,
    ) {
        if Self::ENABLED {
            let outcome = Outcome::Parsed {
                role,
                component,
                value,
            };
            self.step(step, outcome);
        }
    }
}

/// The observer that records nothing: resolution at full speed.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoTrace;

impl Observer for NoTrace {
    const ENABLED: bool = false;

    #[inline(always)]
    fn on_event(&mut self, _event: Event<'_>) {}
}

impl<O: Observer + ?Sized> Observer for &mut O {
    const ENABLED: bool = O::ENABLED;

    #[inline(always)]
    fn on_event(&mut self, event: Event<'_>) {
        (**self).on_event(event)
    }

    // The shorthands too, or a recorder's own versions would be skipped behind a reference.
    #[inline(always)]
    fn step(&mut self, step: &'static Step, outcome: Outcome) {
        (**self).step(step, outcome)
    }

    #[inline(always)]
    fn removal(&mut self, step: &'static Step, at: usize, len_before: usize, deleted: [Span; 2]) {
        (**self).removal(step, at, len_before, deleted)
    }

    #[inline(always)]
    fn buffer_unchanged(&mut self, step: &'static Step, len: usize) {
        (**self).buffer_unchanged(step, len)
    }

    #[inline(always)]
    fn parsed(
        &mut self,
        step: &'static Step,
        role: Role,
        component: Component,
        value: Option<Span>,
    ) {
        (**self).parsed(step, role, component, value)
    }
}

/// Room a recorder makes for events at the start (an RFC 2396 or RFC 3986 resolution of a short
/// reference records 30 to 50).
const EVENTS_OF_AN_ORDINARY_TRACE: usize = 64;

/// A recorded resolution: the texts, every step event in order, and the result.
#[derive(Clone, Debug, Default)]
pub struct Trace {
    pub spec: Option<Spec>,
    pub base: String,
    pub reference: String,
    /// `(index of the first event that refers to it, span in workspace_text)` for each
    /// workspace, in order.
    workspaces: Vec<(usize, Span)>,
    /// The texts of every workspace, one after the other (one buffer, reused between runs).
    workspace_text: String,
    pub events: Events,
    /// `None` until the resolution finishes, and when it fails.
    pub result: Option<String>,
    /// The previous result's buffer, kept so that a reused recorder does not allocate again.
    spare: String,
}

impl Observer for Trace {
    /// Step events go straight into the list, without the detour through [`Event`]: they are
    /// nearly all of a trace, and this keeps recording them a push.
    #[inline(always)]
    fn step(&mut self, step: &'static Step, outcome: Outcome) {
        self.events.push(step, outcome);
    }

    #[inline(always)]
    fn removal(&mut self, step: &'static Step, at: usize, len_before: usize, deleted: [Span; 2]) {
        self.events.push_removal(step, at, len_before, deleted);
    }

    #[inline(always)]
    fn buffer_unchanged(&mut self, step: &'static Step, len: usize) {
        self.events.push_unchanged(step, len);
    }

    #[inline(always)]
    fn parsed(
        &mut self,
        step: &'static Step,
        role: Role,
        component: Component,
        value: Option<Span>,
    ) {
        self.events.push_parsed(step, role, component, value);
    }

    // Offered for inlining, so that each call site keeps only its own arm (as a call, the
    // dispatch and the saved registers cost 33 instructions per short traced resolution).
    #[inline]
    fn on_event(&mut self, event: Event<'_>) {
        match event {
            Event::Start {
                spec,
                base,
                reference,
            } => {
                // Start afresh, but keep the buffers: a recorder reused for many resolutions
                // (the explorer recomputes on every key) allocates only when a text grows.
                self.spec = Some(spec);
                self.base.clear();
                self.base.push_str(base);
                self.reference.clear();
                self.reference.push_str(reference);
                self.workspaces.clear();
                self.workspace_text.clear();
                self.events.clear();
                // One allocation for an ordinary trace, instead of growing 4, 8, .. 64 (a fresh
                // recorder spent 38% of a traced resolution reallocating).
                self.events.reserve(EVENTS_OF_AN_ORDINARY_TRACE);
                if let Some(old) = self.result.take() {
                    self.spare = old;
                }
            }
            Event::Workspace { head, tail } => {
                let start = self.workspace_text.len();
                self.workspace_text.push_str(head);
                self.workspace_text.push_str(tail);
                let span = Span::new(start, self.workspace_text.len());
                self.workspaces.push((self.events.len(), span));
            }
            Event::Step(event) => self.events.push(event.step, event.outcome),
            Event::Finish { result } => {
                self.result = result.map(|text| {
                    let mut out = std::mem::take(&mut self.spare);
                    out.clear();
                    out.push_str(text);
                    out
                });
            }
        }
    }
}

impl Trace {
    /// The text a role's spans point into (the result is empty until the resolution finishes).
    pub fn text(&self, role: Role) -> &str {
        match role {
            Role::Base => &self.base,
            Role::Reference => &self.reference,
            Role::Result => self.result.as_deref().unwrap_or(""),
        }
    }

    /// The workspace that event `index` refers to, with the index of its first event.
    pub fn workspace_for(&self, index: usize) -> Option<(usize, &str)> {
        self.workspaces
            .iter()
            .rev()
            .find(|(first, _)| *first <= index)
            .map(|(first, span)| (*first, span.of(&self.workspace_text)))
    }

    /// The path buffer as it is after event `index`, or `None` before any path step.
    ///
    /// Rebuilt from the workspace and the spans deleted so far: O(k log k + n) for the k-th
    /// event of a workspace of n bytes, with nothing stored per step.
    pub fn buffer_at(&self, index: usize) -> Option<String> {
        let (first, workspace) = self.workspace_for(index)?;
        let changes = self
            .events
            .range(first..=index.min(self.events.len().checked_sub(1)?))
            .filter_map(|event| match event.outcome {
                Outcome::Buffer(change) => Some(change),
                _ => None,
            });
        let mut visible = 0;
        let mut deleted: Vec<Span> = Vec::new();
        for change in changes {
            visible = visible.max(change.revealed.end);
            deleted.extend(change.deleted.iter().filter(|span| !span.is_empty()));
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

    /// The text of a buffer change's removal, as it read in the buffer before the change.
    pub fn removed_text(&self, index: usize) -> Option<String> {
        let (_, workspace) = self.workspace_for(index)?;
        match self.events.get(index)?.outcome {
            Outcome::Buffer(change) if change.removed > 0 => Some(
                change
                    .deleted
                    .iter()
                    .map(|span| span.of(workspace))
                    .collect(),
            ),
            _ => None,
        }
    }

    /// The events of one step id, in order (`"6e"` gives every removal of 6e).
    pub fn events_of<'t>(&'t self, id: &'t str) -> impl Iterator<Item = (usize, StepEvent)> + 't {
        self.events
            .iter()
            .enumerate()
            .filter(move |(_, event)| event.step.id == id)
    }

    /// The event at `index`; panics past the end, like indexing a slice.
    pub fn event(&self, index: usize) -> StepEvent {
        self.events.event(index)
    }
}
