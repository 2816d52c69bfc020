//! The rows of the trace pane, as indices into a [`Trace`]: nothing is copied, so a trace of
//! 100,000 removals gives 100,000 small rows and the pane renders only those it shows.

use crate::core::{Outcome, Trace};

/// What a row shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RowKind {
    /// One step: consecutive events of the same step.
    Step,
    /// One removal inside an expanded step (6c, 6e, ...): the `nth` of the step, from 1.
    Removal { nth: usize },
}

/// A row: its kind and the events it covers (`first..=last`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Row {
    pub kind: RowKind,
    pub first: usize,
    pub last: usize,
}

/// Steps whose removals are listed one by one even when there is only one (the iterative
/// steps); any other step is expanded when it makes more than one removal.
const ITERATIVE: &[&str] = &["6c", "6e"];

/// Groups the events into step rows and expands removals. One pass over the events.
pub fn rows(trace: &Trace) -> Vec<Row> {
    let mut rows = Vec::new();
    let mut events = trace.events.iter().enumerate().peekable();
    while let Some((first, event)) = events.next() {
        let step = event.step;
        let mut last = first;
        let mut removals = Vec::new();
        let mut current = Some((first, event));
        while let Some((i, event)) = current {
            last = i;
            if matches!(event.outcome, Outcome::Buffer(c) if c.removed > 0) {
                removals.push(i);
            }
            current = events.next_if(|(_, next)| std::ptr::eq(next.step, step));
        }
        rows.push(Row {
            kind: RowKind::Step,
            first,
            last,
        });
        if removals.len() > 1 || (!removals.is_empty() && ITERATIVE.contains(&step.id)) {
            rows.extend(removals.iter().enumerate().map(|(n, &i)| Row {
                kind: RowKind::Removal { nth: n + 1 },
                first: i,
                last: i,
            }));
        }
    }
    rows
}

/// The decisions of a row's events, in order.
pub fn decisions<'t>(trace: &'t Trace, row: &Row) -> impl Iterator<Item = &'static str> + 't {
    trace
        .events
        .range(row.first..=row.last)
        .filter_map(|e| match e.outcome {
            Outcome::Decision(text) => Some(text),
            _ => None,
        })
}

/// The index of the last buffer event of a row, if it touches the path buffer.
pub fn last_buffer_event(trace: &Trace, row: &Row) -> Option<usize> {
    (row.first..=row.last)
        .rev()
        .find(|&i| matches!(trace.event(i).outcome, Outcome::Buffer(_)))
}

/// The one change to show highlighted for a row: its only changing buffer event.
pub fn single_change(trace: &Trace, row: &Row) -> Option<usize> {
    let mut changes = (row.first..=row.last)
        .filter(|&i| matches!(trace.event(i).outcome, Outcome::Buffer(c) if !c.is_unchanged()));
    let first = changes.next()?;
    changes.next().is_none().then_some(first)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Options, Spec, resolve_with};

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
    fn removals_of_6e_are_expanded_in_order() {
        let trace = trace("g/../h/./i/../../j");
        let rows = rows(&trace);
        let ids: Vec<String> = rows
            .iter()
            .map(|r| match r.kind {
                RowKind::Step => trace.event(r.first).step.id.to_string(),
                RowKind::Removal { nth } => format!("{}#{nth}", trace.event(r.first).step.id),
            })
            .collect();
        // 6c removes the one `./`; 6e removes `g/../`, then `i/../`, then `h/../`.
        let from_6c: Vec<&String> = ids.iter().filter(|id| id.starts_with("6c")).collect();
        assert_eq!(from_6c, ["6c", "6c#1"]);
        let from_6e: Vec<&String> = ids.iter().filter(|id| id.starts_with("6e")).collect();
        assert_eq!(from_6e, ["6e", "6e#1", "6e#2", "6e#3"]);
        let removed: Vec<String> = rows
            .iter()
            .filter(|r| matches!(r.kind, RowKind::Removal { .. }))
            .filter(|r| trace.event(r.first).step.id == "6e")
            .map(|r| trace.removed_text(r.first).unwrap())
            .collect();
        assert_eq!(removed, ["g/../", "i/../", "h/../"]);
    }
}
