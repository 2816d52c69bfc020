//! The rows of the trace pane: one per step of [`Trace::steps`], and one per change of a step
//! that lists its changes (every removal of 6c and 6e, every iteration of RFC 3986's loop).
//! Rows are indices: a trace of 100,000 removals gives 100,000 small rows and the pane renders
//! only those it shows.

use std::ops::Range;

use crate::core::vocabulary::component::Role;
use crate::core::vocabulary::event::Outcome;
use crate::core::vocabulary::steps::TraceStep;
use crate::core::vocabulary::trace::Trace;
use crate::core::vocabulary::whatwg_act::Act;
use crate::core::vocabulary::whatwg_frame::BASE;

/// What a row shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RowKind {
    /// A step.
    Step,
    /// The `nth` change of the step (from 1), made by event `event`.
    Change { nth: usize, event: usize },
}

/// A row: its kind and the step it belongs to (an index into the steps).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Row {
    pub kind: RowKind,
    pub step: usize,
}

/// The rows of `steps`, in order. One pass over the trace.
#[cfg(test)]
pub fn rows(trace: &Trace, steps: &[TraceStep]) -> Vec<Row> {
    let mut rows = Vec::new();
    fill(trace, steps, &mut rows);
    rows
}

/// `rows` made the rows of `steps`, in order, in the memory it already has. One pass over the
/// trace.
pub fn fill(trace: &Trace, steps: &[TraceStep], rows: &mut Vec<Row>) {
    rows.clear();
    for (index, step) in steps.iter().enumerate() {
        rows.push(Row {
            kind: RowKind::Step,
            step: index,
        });
        if step.lists_changes(trace) {
            rows.extend(step.change_events(trace).enumerate().map(|(n, event)| Row {
                kind: RowKind::Change { nth: n + 1, event },
                step: index,
            }));
        }
    }
}

/// What one run of a WHATWG state (or the base's whole parse) did, as a row shows it: the text
/// it read and its acts on the URL record, its validation errors, its failure or its return.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct WhatwgRun {
    /// Which text was read ([`Role::Base`] for the base's parse), and the bytes read.
    pub read: Option<(Role, Range<usize>)>,
    /// The acts, in the Standard's words (escaped for a terminal already).
    pub acts: Vec<String>,
}

impl WhatwgRun {
    /// The run of `step`; `None` for a step of the RFCs.
    pub fn of(trace: &Trace, step: &TraceStep) -> Option<WhatwgRun> {
        let mut read: Option<Range<usize>> = None;
        let mut acts = Vec::new();
        let mut found = false;
        for event in step.event_records(trace) {
            let Outcome::Whatwg(act) = event.outcome else {
                continue;
            };
            found = true;
            match trace.whatwg_act(act) {
                Act::Visit(visit) => {
                    let end = visit.at + visit.code_point.map_or(0, char::len_utf8);
                    read =
                        Some(read.map_or(visit.at..end, |r| r.start.min(visit.at)..r.end.max(end)));
                }
                act @ (Act::Record(_)
                | Act::ValidationError { .. }
                | Act::Failure(_)
                | Act::Returned(_)) => acts.push(act.to_string()),
                _ => {}
            }
        }
        if !found {
            return None;
        }
        let role = if std::ptr::eq(step.step, &BASE) {
            Role::Base
        } else {
            Role::Reference
        };
        Some(WhatwgRun {
            read: read.map(|range| (role, range)),
            acts,
        })
    }

    /// The text the run read.
    pub fn read_text<'t>(&self, trace: &'t Trace) -> Option<&'t str> {
        let (role, range) = self.read.clone()?;
        Some(trace.text(role).get(range).unwrap_or(""))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::resolve::resolve_with;
    use crate::core::vocabulary::options::Options;
    use crate::core::vocabulary::spec::Spec;

    fn trace(reference: &str) -> Trace {
        let mut trace = Trace::default();
        let _ = resolve_with(
            Spec::Rfc2396,
            "http://a/b/c/d;p?q",
            reference,
            &Options::default(),
            &mut trace,
        );
        trace
    }

    #[test]
    fn removals_of_6e_are_listed_in_order() {
        let trace = trace("g/../h/./i/../../j");
        let steps = trace.steps();
        let rows = rows(&trace, &steps);
        let ids: Vec<String> = rows
            .iter()
            .map(|r| match r.kind {
                RowKind::Step => steps[r.step].step.id.to_string(),
                RowKind::Change { nth, .. } => format!("{}#{nth}", steps[r.step].step.id),
            })
            .collect();
        // 6c removes the one `./`; 6e removes `g/../`, then `i/../`, then `h/../`.
        let from_6c: Vec<&String> = ids.iter().filter(|id| id.starts_with("6c")).collect();
        assert_eq!(from_6c, ["6c", "6c#1"]);
        let from_6e: Vec<&String> = ids.iter().filter(|id| id.starts_with("6e")).collect();
        assert_eq!(from_6e, ["6e", "6e#1", "6e#2", "6e#3"]);
        let removed: Vec<String> = rows
            .iter()
            .filter_map(|r| match r.kind {
                RowKind::Change { event, .. } if steps[r.step].step.id == "6e" => {
                    trace.removed_text(event)
                }
                _ => None,
            })
            .collect();
        assert_eq!(removed, ["g/../", "i/../", "h/../"]);
    }
}
