//! The list of step events a [`Trace`](super::Trace) keeps, packed.
//!
//! A [`StepEvent`] is 104 bytes, because a [`BufferChange`] holds four offsets, an optional
//! split and three spans, all `usize`. Nearly every change has a simpler shape: one removal, one append, or nothing.
//! Those are kept as 32-bit offsets, which makes a record 40 bytes: a trace of 200,000 removals
//! writes 8 MB instead of 21 MB, and writing those bytes was most of the time such a trace
//! took. Any other change, and any offset that does not fit in 32 bits, goes whole into a side
//! list. [`Events`] hands back the same `StepEvent` that was recorded, so readers never see the
//! packing.
//!
//! [`Observer::removal`](super::Observer::removal) and its siblings give the list the common
//! shapes directly; [`Events::push`] finds the shape of any other outcome by testing it.

use std::ops::{Bound, RangeBounds};

use super::{BufferChange, Component, Outcome, Role, Span, Step, StepEvent, Warning};

/// The step events of a trace, in order. Two lists are equal, and print, as the events they
/// give back, however those were packed.
#[derive(Clone, Default)]
pub struct Events {
    records: Vec<Record>,
    /// The outcomes that do not pack, in order; [`Packed::Whole`] holds the index.
    whole: Vec<Outcome>,
}

impl Events {
    /// The number of events.
    pub fn len(&self) -> usize {
        self.records.len()
    }

    pub fn is_empty(&self) -> bool {
        self.records.is_empty()
    }

    /// The event at `index`, or `None` past the end.
    pub fn get(&self, index: usize) -> Option<StepEvent> {
        self.records.get(index).map(|record| self.unpack(record))
    }

    /// The event at `index`; panics past the end, like indexing a slice.
    pub fn event(&self, index: usize) -> StepEvent {
        match self.get(index) {
            Some(event) => event,
            None => panic!("event {index} of a trace of {} events", self.len()),
        }
    }

    /// The last event, if there is one.
    pub fn last(&self) -> Option<StepEvent> {
        self.records.last().map(|record| self.unpack(record))
    }

    /// The events in order.
    pub fn iter(&self) -> Iter<'_> {
        self.range(..)
    }

    /// The events at the indices in `range`, in order. Panics like slicing when the range is
    /// out of bounds.
    pub fn range(&self, range: impl RangeBounds<usize>) -> Iter<'_> {
        let bounds: (Bound<usize>, Bound<usize>) =
            (range.start_bound().cloned(), range.end_bound().cloned());
        Iter {
            events: self,
            records: self.records[bounds].iter(),
        }
    }

    /// Records an event, packed when it has a packed form.
    // Always inlined: at each call site the outcome's variant is known, and the match folds
    // away (out of line, packing cost 50 instructions an event).
    #[inline(always)]
    pub(super) fn push(&mut self, step: &'static Step, outcome: Outcome) {
        let what = match outcome {
            Outcome::Parsed {
                role,
                component,
                value,
            } => match Span32::option(value) {
                Some(value) => Packed::Parsed {
                    role,
                    component,
                    value,
                },
                None => self.unpackable(outcome),
            },
            Outcome::Decision(text) => Packed::Decision(text),
            Outcome::Take {
                component,
                from,
                value,
            } => match Span32::option(value) {
                Some(value) => Packed::Take {
                    component,
                    from,
                    value,
                },
                None => self.unpackable(outcome),
            },
            Outcome::Buffer(change) => match Packed::change(change) {
                Some(packed) => packed,
                None => self.unpackable(outcome),
            },
            Outcome::Warning(warning) => Packed::Warning(warning),
        };
        self.records.push(Record { step, what });
    }

    /// [`Events::push`] of a [`BufferChange::removal`], stored without testing its shape.
    #[inline(always)]
    pub(super) fn push_removal(
        &mut self,
        step: &'static Step,
        at: usize,
        len_before: usize,
        deleted: [Span; 2],
    ) {
        // Every offset is at most the largest (a deleted span's start is at most its end).
        if (at | len_before | deleted[0].end | deleted[1].end) <= MAX {
            let removed = deleted[0].len() + deleted[1].len();
            let what = Packed::Removal {
                at: at as u32,
                len: (len_before - removed) as u32,
                deleted: [Span32::fitting(deleted[0]), Span32::fitting(deleted[1])],
            };
            self.records.push(Record { step, what });
        } else {
            let change = BufferChange::removal(at, len_before, deleted);
            self.push(step, Outcome::Buffer(change));
        }
    }

    /// [`Events::push`] of a [`BufferChange::unchanged`].
    #[inline(always)]
    pub(super) fn push_unchanged(&mut self, step: &'static Step, len: usize) {
        if len <= MAX {
            let what = Packed::Unchanged { len: len as u32 };
            self.records.push(Record { step, what });
        } else {
            self.push(step, Outcome::Buffer(BufferChange::unchanged(len)));
        }
    }

    /// [`Events::push`] of an [`Outcome::Parsed`].
    #[inline(always)]
    pub(super) fn push_parsed(
        &mut self,
        step: &'static Step,
        role: Role,
        component: Component,
        value: Option<Span>,
    ) {
        let value = match value {
            None => OptionSpan32::UNDEFINED,
            // The undefined marker has its start past its end, which this span has not.
            Some(span) if span.start <= span.end && span.end <= MAX => {
                OptionSpan32(Span32::fitting(span))
            }
            Some(_) => {
                let outcome = Outcome::Parsed {
                    role,
                    component,
                    value,
                };
                return self.push(step, outcome);
            }
        };
        let what = Packed::Parsed {
            role,
            component,
            value,
        };
        self.records.push(Record { step, what });
    }

    /// Keeps `outcome` whole in the side list: a buffer change of another shape (RFC 3986's
    /// two buffers, a removal and an insertion at once), or offsets past 4 GiB.
    #[cold]
    fn unpackable(&mut self, outcome: Outcome) -> Packed {
        // Each entry is 96 bytes: memory runs out long before there are 2^32 of them.
        let index = u32::try_from(self.whole.len()).expect("fewer than 2^32 irregular events");
        self.whole.push(outcome);
        Packed::Whole(index)
    }

    pub(super) fn clear(&mut self) {
        self.records.clear();
        self.whole.clear();
    }

    pub(super) fn reserve(&mut self, additional: usize) {
        self.records.reserve(additional);
    }

    fn unpack(&self, record: &Record) -> StepEvent {
        let outcome = match record.what {
            Packed::Parsed {
                role,
                component,
                value,
            } => Outcome::Parsed {
                role,
                component,
                value: value.unpack(),
            },
            Packed::Decision(text) => Outcome::Decision(text),
            Packed::Take {
                component,
                from,
                value,
            } => Outcome::Take {
                component,
                from,
                value: value.unpack(),
            },
            Packed::Removal { at, len, deleted } => Outcome::Buffer(BufferChange::removal(
                at as usize,
                len as usize + deleted[0].len() + deleted[1].len(),
                [deleted[0].span(), deleted[1].span()],
            )),
            Packed::Append {
                len_before,
                revealed,
            } => Outcome::Buffer(BufferChange::append(len_before as usize, revealed.span())),
            Packed::Unchanged { len } => Outcome::Buffer(BufferChange::unchanged(len as usize)),
            Packed::Whole(index) => self.whole[index as usize],
            Packed::Warning(warning) => Outcome::Warning(warning),
        };
        StepEvent {
            step: record.step,
            outcome,
        }
    }
}

impl PartialEq for Events {
    fn eq(&self, other: &Events) -> bool {
        self.len() == other.len() && self.iter().eq(other.iter())
    }
}

impl Eq for Events {}

impl std::fmt::Debug for Events {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<'a> IntoIterator for &'a Events {
    type Item = StepEvent;
    type IntoIter = Iter<'a>;

    fn into_iter(self) -> Iter<'a> {
        self.iter()
    }
}

/// The events of an [`Events`] list (or of a range of it), unpacked one by one.
#[derive(Clone, Debug)]
pub struct Iter<'a> {
    events: &'a Events,
    records: std::slice::Iter<'a, Record>,
}

impl Iterator for Iter<'_> {
    type Item = StepEvent;

    fn next(&mut self) -> Option<StepEvent> {
        self.records.next().map(|record| self.events.unpack(record))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        self.records.size_hint()
    }
}

impl DoubleEndedIterator for Iter<'_> {
    fn next_back(&mut self) -> Option<StepEvent> {
        self.records
            .next_back()
            .map(|record| self.events.unpack(record))
    }
}

impl ExactSizeIterator for Iter<'_> {}

/// One step event as the list keeps it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Record {
    step: &'static Step,
    what: Packed,
}

/// An [`Outcome`] in 32 bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Packed {
    Parsed {
        role: Role,
        component: Component,
        value: OptionSpan32,
    },
    Decision(&'static str),
    Take {
        component: Component,
        from: Role,
        value: OptionSpan32,
    },
    /// [`BufferChange::removal`]: `len` is the length after.
    Removal {
        at: u32,
        len: u32,
        deleted: [Span32; 2],
    },
    /// [`BufferChange::append`].
    Append {
        len_before: u32,
        revealed: Span32,
    },
    /// [`BufferChange::unchanged`].
    Unchanged {
        len: u32,
    },
    /// Any other outcome: its index in [`Events::whole`].
    Whole(u32),
    Warning(&'static Warning),
}

impl Packed {
    /// The packed form of `change`, if it has one of the three regular shapes and its offsets
    /// fit in 32 bits. The checks below compare field by field with what the shape's
    /// constructor would have built, so a packed change always unpacks to exactly what was
    /// recorded.
    #[inline(always)]
    fn change(change: BufferChange) -> Option<Packed> {
        let small = |n: usize| u32::try_from(n).ok();
        let nothing_deleted = change.deleted[0] == Span::EMPTY && change.deleted[1] == Span::EMPTY;
        if change.split.is_some() {
            return None;
        }
        if change.inserted == 0 && change.revealed == Span::EMPTY {
            if change.removed == 0 && nothing_deleted && change.at == change.len {
                return Some(Packed::Unchanged {
                    len: small(change.len)?,
                });
            }
            let deleted = [
                Span32::new(change.deleted[0])?,
                Span32::new(change.deleted[1])?,
            ];
            let removed = deleted[0].len().checked_add(deleted[1].len())?;
            return (change.removed == removed).then_some(Packed::Removal {
                at: small(change.at)?,
                len: small(change.len)?,
                deleted,
            });
        }
        let revealed = Span32::new(change.revealed)?;
        let appended = change.removed == 0
            && nothing_deleted
            && change.inserted == revealed.len()
            && change.at.checked_add(change.inserted) == Some(change.len);
        if appended {
            return Some(Packed::Append {
                len_before: small(change.at)?,
                revealed,
            });
        }
        None
    }
}

/// The largest offset a packed record holds.
const MAX: usize = u32::MAX as usize;

/// A [`Span`] in 32-bit offsets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Span32 {
    start: u32,
    end: u32,
}

impl Span32 {
    #[inline(always)]
    fn new(span: Span) -> Option<Span32> {
        if span.start > span.end {
            return None;
        }
        Some(Span32 {
            start: u32::try_from(span.start).ok()?,
            end: u32::try_from(span.end).ok()?,
        })
    }

    /// `Some(packed)` when `span` packs (`None` packs too, as an undefined component).
    #[inline(always)]
    fn option(span: Option<Span>) -> Option<OptionSpan32> {
        match span {
            None => Some(OptionSpan32::UNDEFINED),
            Some(span) => {
                let packed = Span32::new(span)?;
                (packed != OptionSpan32::UNDEFINED.0).then_some(OptionSpan32(packed))
            }
        }
    }

    #[inline(always)]
    fn len(self) -> usize {
        (self.end - self.start) as usize
    }

    /// A span whose end is at most [`MAX`] (so is its start).
    #[inline(always)]
    fn fitting(span: Span) -> Span32 {
        debug_assert!(span.start <= span.end && span.end <= MAX);
        Span32 {
            start: span.start as u32,
            end: span.end as u32,
        }
    }

    fn span(self) -> Span {
        Span::new(self.start as usize, self.end as usize)
    }
}

/// An `Option<Span32>` in 8 bytes: an undefined component is a span no text has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct OptionSpan32(Span32);

impl OptionSpan32 {
    const UNDEFINED: OptionSpan32 = OptionSpan32(Span32 {
        start: u32::MAX,
        end: 0,
    });

    fn unpack(self) -> Option<Span> {
        (self != Self::UNDEFINED).then(|| self.0.span())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Spec;
    use proptest::prelude::*;

    static STEP: Step = Step {
        spec: Spec::Rfc2396,
        id: "6e",
        title: "a step",
        text: "A sentence.",
    };

    static WARNING: Warning = Warning {
        id: "test.warning",
        text: "A warning.",
    };

    #[test]
    fn a_packed_record_is_40_bytes() {
        assert_eq!(
            std::mem::size_of::<StepEvent>(),
            104,
            "the module's doc quotes this"
        );
        assert_eq!(std::mem::size_of::<Record>(), 40);
    }

    #[test]
    fn lists_are_equal_by_their_events_not_their_packing() {
        let mut removal = Events::default();
        removal.push_removal(&STEP, 5, 5, [Span::EMPTY; 2]);
        let mut unchanged = Events::default();
        unchanged.push(&STEP, Outcome::Buffer(BufferChange::unchanged(5)));
        assert_eq!(removal, unchanged);
        assert_eq!(format!("{removal:?}"), format!("{unchanged:?}"));
    }

    #[test]
    fn a_range_panics_like_slicing() {
        let mut events = Events::default();
        events.push(&STEP, Outcome::Decision("found"));
        assert_eq!(events.range(1..).count(), 0);
        assert_eq!(events.range(..=0).count(), 1);
        let past = std::panic::catch_unwind(|| events.range(..=usize::MAX).count());
        assert!(past.is_err());
    }

    fn offset() -> BoxedStrategy<usize> {
        prop_oneof![
            0..64usize,
            Just(u32::MAX as usize - 1),
            Just(u32::MAX as usize),
            Just(u32::MAX as usize + 1),
            any::<usize>(),
        ]
        .boxed()
    }

    fn span() -> BoxedStrategy<Span> {
        prop_oneof![
            Just(Span::EMPTY),
            (offset(), 0..8usize).prop_map(|(start, n)| Span::new(start, start.saturating_add(n))),
            (offset(), offset()).prop_map(|(a, b)| Span::new(a.min(b), a.max(b))),
        ]
        .boxed()
    }

    fn change() -> BoxedStrategy<BufferChange> {
        prop_oneof![
            offset().prop_map(BufferChange::unchanged),
            (offset(), offset(), span(), span()).prop_map(|(at, len_before, a, b)| {
                match a.len().checked_add(b.len()) {
                    Some(removed) => BufferChange::removal(at, len_before.max(removed), [a, b]),
                    None => BufferChange::unchanged(at),
                }
            }),
            (offset(), span()).prop_map(|(len_before, revealed)| {
                BufferChange::append(len_before.min(usize::MAX - revealed.len()), revealed)
            }),
            (
                offset(),
                offset(),
                offset(),
                [span(), span()],
                span(),
                offset(),
                proptest::option::of(offset())
            )
                .prop_map(|(at, removed, inserted, deleted, revealed, len, split)| {
                    BufferChange {
                        at,
                        removed,
                        inserted,
                        deleted,
                        revealed,
                        len,
                        split,
                    }
                }),
        ]
        .boxed()
    }

    fn outcome() -> BoxedStrategy<Outcome> {
        let role = prop::sample::select(&[Role::Base, Role::Reference, Role::Result][..]);
        let component = prop::sample::select(&crate::core::uri_ref::COMPONENTS[..]);
        prop_oneof![
            (
                role.clone(),
                component.clone(),
                proptest::option::of(span())
            )
                .prop_map(|(role, component, value)| Outcome::Parsed {
                    role,
                    component,
                    value
                }),
            Just(Outcome::Decision("found")),
            (component, role, proptest::option::of(span())).prop_map(|(component, from, value)| {
                Outcome::Take {
                    component,
                    from,
                    value,
                }
            }),
            change().prop_map(Outcome::Buffer),
            Just(Outcome::Warning(&WARNING)),
        ]
        .boxed()
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(3000))]

        /// Whatever is recorded reads back exactly, packed or not.
        #[test]
        fn every_outcome_reads_back_as_recorded(
            outcomes in prop::collection::vec(outcome(), 0..20)
        ) {
            let mut events = Events::default();
            for outcome in &outcomes {
                events.push(&STEP, *outcome);
            }
            prop_assert_eq!(events.len(), outcomes.len());
            let read: Vec<Outcome> = events.iter().map(|e| e.outcome).collect();
            prop_assert_eq!(&read, &outcomes);
            let backwards: Vec<Outcome> = events.iter().rev().map(|e| e.outcome).collect();
            prop_assert!(backwards.iter().eq(outcomes.iter().rev()));
            for (i, outcome) in outcomes.iter().enumerate() {
                prop_assert_eq!(events.get(i).map(|e| e.outcome), Some(*outcome));
            }
        }

        /// The shorthands record what `push` records for the same event, offsets past 4 GiB
        /// included.
        #[test]
        fn the_shorthands_record_what_push_records(
            at in offset(),
            len_before in offset(),
            deleted in [span(), span()],
            value in proptest::option::of(prop_oneof![
                span(),
                // No parser makes these, but `Observer::parsed` is public.
                (offset(), offset()).prop_map(|(start, end)| Span::new(start, end)),
                Just(Span::new(u32::MAX as usize, 0)),
            ]),
        ) {
            let mut by_shorthand = Events::default();
            let mut by_push = Events::default();
            if let Some(removed) = deleted[0].len().checked_add(deleted[1].len()) {
                let len_before = len_before.max(removed);
                by_shorthand.push_removal(&STEP, at, len_before, deleted);
                let change = BufferChange::removal(at, len_before, deleted);
                by_push.push(&STEP, Outcome::Buffer(change));
            }
            by_shorthand.push_unchanged(&STEP, len_before);
            by_push.push(&STEP, Outcome::Buffer(BufferChange::unchanged(len_before)));
            by_shorthand.push_parsed(&STEP, Role::Reference, Component::Query, value);
            let parsed = Outcome::Parsed {
                role: Role::Reference,
                component: Component::Query,
                value,
            };
            by_push.push(&STEP, parsed);
            prop_assert_eq!(by_shorthand, by_push);
        }
    }
}
