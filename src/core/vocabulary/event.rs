//! The events every parser and resolver emits, and the observers that receive them.
//!
//! A resolver is generic over its [`Observer`]; with [`NoTrace`] every call is an empty inline
//! function and the compiler removes it, so the untraced path is the same code at no cost.
//! Events are small `Copy` records (step descriptors, spans, lengths): a trace of 100,000
//! removals holds 100,000 records, never 100,000 copies of the buffer.

use crate::core::vocabulary::component::{Component, Role};
use crate::core::vocabulary::mapping_act::MappingAct;
use crate::core::vocabulary::span::Span;
use crate::core::vocabulary::spec::Spec;
use crate::core::vocabulary::step::Step;
use crate::core::vocabulary::warning::Warning;
use crate::core::vocabulary::whatwg_act::Act;

/// Where a resolver took the value it assigned to a component of the result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Source {
    /// The base's component (the value is a span of the base).
    Base,
    /// The reference's component (the value is a span of the reference).
    Reference,
    /// The path buffer the algorithm built (the value is a span of the result).
    Buffer,
    /// The URL record the WHATWG parser built (the value is a span of the result).
    Record,
}

impl Source {
    /// The text the assigned value's span points into.
    pub const fn role(self) -> Role {
        match self {
            Source::Base => Role::Base,
            Source::Reference => Role::Reference,
            Source::Buffer | Source::Record => Role::Result,
        }
    }

    /// How a trace says where the value came from.
    pub const fn name(self) -> &'static str {
        match self {
            Source::Base => "base",
            Source::Reference => "reference",
            Source::Buffer => "buffer",
            Source::Record => "record",
        }
    }
}

/// How the working buffer of a path step changed.
///
/// Offsets `at`, `len` and `split` are in the buffer; `deleted` and `revealed` are in the
/// workspace text announced by the last [`Event::Workspace`]. The buffer is always the visible
/// prefix of the workspace with every deleted span taken out, which is what lets
/// [`Trace::buffer_at`](crate::core::vocabulary::trace::Trace::buffer_at) rebuild it without storing it.
///
/// Every offset fits in 32 bits (the front door refuses texts of 4 GiB). As `usize`, a traced
/// resolution of 100,000 dot pairs took 15 % (RFC 3986) to 32 % (WHATWG) longer and 1.25 to 1.7
/// times the memory, and the 1 MB keystroke would go over its 16 ms (docs/BENCHMARKS.md).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BufferChange {
    at: u32,
    removed: u32,
    len: u32,
    deleted: [(u32, u32); 2],
    revealed: (u32, u32),
    /// `NO_SPLIT` for one-buffer algorithms.
    split: u32,
}

const NO_SPLIT: u32 = u32::MAX;

/// A span of a workspace as 32-bit offsets.
fn narrow(span: Span) -> (u32, u32) {
    (offset(span.start), offset(span.end))
}

fn offset(n: usize) -> u32 {
    debug_assert!(n < NO_SPLIT as usize, "workspaces are shorter than 4 GiB");
    n as u32
}

fn wide((start, end): (u32, u32)) -> Span {
    Span::new(start as usize, end as usize)
}

impl BufferChange {
    /// The step looked and left a buffer of `len` bytes as it was.
    pub fn unchanged(len: usize) -> Self {
        BufferChange {
            at: offset(len),
            removed: 0,
            len: offset(len),
            deleted: [(0, 0); 2],
            revealed: (0, 0),
            split: NO_SPLIT,
        }
    }

    /// The workspace spans `deleted`, adjacent in the buffer at `at`, were taken out of a buffer
    /// of `len_before` bytes.
    pub fn removal(at: usize, len_before: usize, deleted: [Span; 2]) -> Self {
        let removed = deleted[0].len() + deleted[1].len();
        BufferChange {
            at: offset(at),
            removed: offset(removed),
            len: offset(len_before - removed),
            deleted: [narrow(deleted[0]), narrow(deleted[1])],
            revealed: (0, 0),
            split: NO_SPLIT,
        }
    }

    /// The workspace span `revealed` was appended to a buffer of `len_before` bytes.
    pub fn append(len_before: usize, revealed: Span) -> Self {
        BufferChange {
            at: offset(len_before),
            removed: 0,
            len: offset(len_before + revealed.len()),
            deleted: [(0, 0); 2],
            revealed: narrow(revealed),
            split: NO_SPLIT,
        }
    }

    /// `removed` bytes at `at` were replaced by the workspace span `revealed`, the workspace
    /// losing `deleted`; the buffer is `len` bytes after.
    pub fn replacement(
        at: usize,
        removed: usize,
        deleted: [Span; 2],
        revealed: Span,
        len: usize,
    ) -> Self {
        BufferChange {
            at: offset(at),
            removed: offset(removed),
            len: offset(len),
            deleted: [narrow(deleted[0]), narrow(deleted[1])],
            revealed: narrow(revealed),
            split: NO_SPLIT,
        }
    }

    /// The same change, where nothing was removed or inserted but the point of interest moved
    /// to `at` (RFC 3986 rule E moves a segment across the output/input boundary).
    pub fn at(self, at: usize) -> Self {
        BufferChange {
            at: offset(at),
            ..self
        }
    }

    /// The same change in a two-buffer algorithm whose output buffer is now `buffer[..split]`.
    pub fn with_split(self, split: usize) -> Self {
        BufferChange {
            split: offset(split),
            ..self
        }
    }

    /// Where in the buffer before the change bytes were removed or inserted.
    pub fn at_offset(&self) -> usize {
        self.at as usize
    }

    /// How many bytes were removed at [`at_offset`](Self::at_offset).
    pub fn removed(&self) -> usize {
        self.removed as usize
    }

    /// How many bytes were inserted at [`at_offset`](Self::at_offset): the revealed span.
    pub fn inserted(&self) -> usize {
        (self.revealed.1 - self.revealed.0) as usize
    }

    /// The buffer's length after the change.
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// Is the buffer empty after the change?
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The workspace spans taken out: `<segment>/` and `../` are adjacent in the buffer but may
    /// be far apart in the workspace once earlier removals are taken out.
    pub fn deleted(&self) -> [Span; 2] {
        [wide(self.deleted[0]), wide(self.deleted[1])]
    }

    /// The workspace span made visible (inserted at [`at_offset`](Self::at_offset)).
    pub fn revealed(&self) -> Span {
        wide(self.revealed)
    }

    /// For two-buffer algorithms (RFC 3986 §5.2.4): the output buffer is `buffer[..split]`,
    /// the input buffer `buffer[split..]`.
    pub fn split(&self) -> Option<usize> {
        (self.split != NO_SPLIT).then_some(self.split as usize)
    }

    /// Did the step leave the buffer's text as it was?
    pub fn is_unchanged(&self) -> bool {
        self.removed == 0 && self.revealed.0 == self.revealed.1
    }
}

/// What happened at a step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The parser found a component (`None`: its separator is absent, the component undefined).
    Parsed {
        /// The text parsed.
        role: Role,
        /// The component found.
        component: Component,
        /// Its span in that text, `None` when undefined.
        value: Option<Span>,
    },
    /// A parser that rewrites as it reads (Node's legacy `url.parse` escapes, lowercases and
    /// moves text) found a component: its value as read, kept by the recorder
    /// ([`Trace::text_of`](crate::core::vocabulary::trace::Trace::text_of)); `None` when absent.
    Read {
        /// The text parsed.
        role: Role,
        /// The component found.
        component: Component,
        /// Its value, `None` when absent.
        value: Option<TraceText>,
    },
    /// A test was made; the text says what was found and what follows
    /// ("scheme defined → absolute URI; done").
    Decision(&'static str),
    /// The resolver set a component of the result, at the moment it did: the specification's
    /// own `T.path = …`. `value` is a span of the text [`Source::role`] names, `None` when the
    /// component is set undefined.
    Assign {
        /// The component of the result.
        component: Component,
        /// Where the value comes from.
        from: Source,
        /// The value, `None` for undefined.
        value: Option<Span>,
    },
    /// The path buffer changed (or was examined and left alone).
    Buffer(BufferChange),
    /// A defect, an ambiguity or a choice the reader should know about.
    Warning(&'static Warning),
    /// A step rewrote a component's text (a library's normalization, an IRI mapped to a URI,
    /// a procedure of uriscope's own): both texts kept by the recorder
    /// ([`Trace::text_of`](crate::core::vocabulary::trace::Trace::text_of) reads them back).
    Rewrite {
        /// The component rewritten.
        component: Component,
        /// Its text before.
        before: TraceText,
        /// Its text after.
        after: TraceText,
    },
    /// What the WHATWG URL Standard's basic URL parser did (a state visited, a buffer or the URL
    /// record changed, a host parser decision, a validation error), its text kept by the
    /// recorder ([`Trace::whatwg_act`](crate::core::vocabulary::trace::Trace::whatwg_act) reads it back).
    Whatwg(Act<TraceText>),
    /// What a step of RFC 3987's mappings did at one place of the input, its texts kept by the
    /// recorder ([`Trace::mapping_act`](crate::core::vocabulary::trace::Trace::mapping_act)
    /// reads it back).
    Mapping(MappingAct<TraceText>),
    /// The whole text as a step of RFC 3987's mappings left it, kept by the recorder: the last
    /// event of each step.
    Mapped(TraceText),
}

/// A text a [`Trace`](crate::core::vocabulary::trace::Trace) keeps because no input holds it (a WHATWG buffer's or
/// component's value): a span of the trace's own store, as 32-bit offsets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TraceText {
    pub(crate) start: u32,
    pub(crate) end: u32,
}

/// One record of a trace: which step, and what happened there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StepEvent {
    /// The step that acted.
    pub step: &'static Step,
    /// What it did.
    pub outcome: Outcome,
}

/// What an observer receives. Only the first, the workspace and the last carry text; every step
/// event is a `Copy` record of spans into those texts.
#[derive(Clone, Copy, Debug)]
pub enum Event<'a> {
    /// A resolution starts; later spans with [`Role::Base`] or [`Role::Reference`] point here.
    Start {
        /// The specification resolving.
        spec: Spec,
        /// The base as given.
        base: &'a str,
        /// The reference as given.
        reference: &'a str,
    },
    /// A path algorithm starts on the workspace `head` followed by `tail` (RFC 2396: the base
    /// path up to its last slash, then the reference path). Later [`BufferChange`] spans point
    /// into this text.
    Workspace {
        /// The first part of the workspace (empty, or ending with `/`).
        head: &'a str,
        /// The rest.
        tail: &'a str,
    },
    /// A step acted.
    Step(StepEvent),
    /// The WHATWG parser acted at `step` (the state's step, or the base URL's); its text is
    /// borrowed, for the observer to keep.
    Whatwg {
        /// The step.
        step: &'static Step,
        /// What the parser did.
        act: Act<&'a str>,
    },
    /// A parser read a component whose value is not a span of its input (see
    /// [`Outcome::Read`]); the value is borrowed, for the observer to keep.
    Read {
        /// The step.
        step: &'static Step,
        /// The text parsed.
        role: Role,
        /// The component found.
        component: Component,
        /// Its value, `None` when absent.
        value: Option<&'a str>,
    },
    /// A step rewrote a component's text; both texts are borrowed, for the observer to keep.
    Rewrite {
        /// The step.
        step: &'static Step,
        /// The component rewritten.
        component: Component,
        /// Its text before.
        before: &'a str,
        /// Its text after.
        after: &'a str,
    },
    /// A step of RFC 3987's mappings acted at one place of the input; its texts are borrowed,
    /// for the observer to keep.
    Mapping {
        /// The step.
        step: &'static Step,
        /// What it did.
        act: MappingAct<&'a str>,
    },
    /// A step of RFC 3987's mappings is done, and left the text so; borrowed, for the observer
    /// to keep.
    Mapped {
        /// The step.
        step: &'static Step,
        /// The whole text after it; octets that are no character yet are written `<c3>`.
        text: &'a str,
    },
    /// The resolution ended: the result, or why there is none.
    Finish {
        /// The resolved URI or the error.
        result: Result<&'a str, &'a crate::core::vocabulary::error::Error>,
    },
}

/// Receives every event of a resolution.
pub trait Observer {
    /// False for an observer that ignores everything, so a resolver can skip work done only to
    /// describe a step.
    const ENABLED: bool = true;

    /// Whether a parser looks for the problems that do not change its result (the WHATWG
    /// parser's validation errors that do not stop it) and reports them, even to an observer
    /// that is not [`ENABLED`](Self::ENABLED): one that keeps only those needs no trace.
    const VALIDATION: bool = Self::ENABLED;

    /// Receives one event.
    fn on_event(&mut self, event: Event<'_>);

    /// Shorthand for a step event. This and the observers' dispatch are always inlined: out of
    /// line, a traced resolution costs half as much again (docs/BENCHMARKS.md, "Traced").
    #[inline(always)]
    fn step(&mut self, step: &'static Step, outcome: Outcome) {
        if Self::ENABLED {
            self.on_event(Event::Step(StepEvent { step, outcome }));
        }
    }

    /// Shorthand for an [`Event::Read`] of each component a library's parse found in the text
    /// `role` names (`None`: that component is undefined), in the order given.
    #[inline(always)]
    fn read_components(
        &mut self,
        step: &'static Step,
        role: Role,
        components: [(Component, Option<&str>); 5],
    ) {
        if Self::ENABLED {
            for (component, value) in components {
                self.on_event(Event::Read {
                    step,
                    role,
                    component,
                    value,
                });
            }
        }
    }

    /// Shorthand for an [`Outcome::Parsed`] event: at `step`, a parser found `component` of the
    /// text `role` names at `value` (`None`: the component is undefined).
    #[inline(always)]
    fn parsed(
        &mut self,
        step: &'static Step,
        role: Role,
        component: Component,
        value: Option<Span>,
    ) {
        self.step(
            step,
            Outcome::Parsed {
                role,
                component,
                value,
            },
        );
    }

    /// Shorthand for an [`Outcome::Assign`] event: `step` set `component` of the result to
    /// `value`, taken from `from`.
    #[inline(always)]
    fn assign(
        &mut self,
        step: &'static Step,
        component: Component,
        from: Source,
        value: Option<Span>,
    ) {
        self.step(
            step,
            Outcome::Assign {
                component,
                from,
                value,
            },
        );
    }
}

/// The observer that records nothing: resolution at full speed.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoTrace;

impl Observer for NoTrace {
    const ENABLED: bool = false;

    fn on_event(&mut self, _event: Event<'_>) {}
}

/// Two observers, each receiving every event: a result's warnings and its validation errors
/// from one resolution, say.
impl<A: Observer, B: Observer> Observer for (A, B) {
    const ENABLED: bool = A::ENABLED || B::ENABLED;
    const VALIDATION: bool = A::VALIDATION || B::VALIDATION;

    #[inline(always)]
    fn on_event(&mut self, event: Event<'_>) {
        if A::ENABLED || A::VALIDATION {
            self.0.on_event(event);
        }
        if B::ENABLED || B::VALIDATION {
            self.1.on_event(event);
        }
    }
}

impl<O: Observer + ?Sized> Observer for &mut O {
    const ENABLED: bool = O::ENABLED;
    const VALIDATION: bool = O::VALIDATION;

    #[inline(always)]
    fn on_event(&mut self, event: Event<'_>) {
        (**self).on_event(event);
    }
}
