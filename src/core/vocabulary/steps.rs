//! The steps of a trace, and which step made each component of the result: the one reading of
//! a trace that the explorer, the command line's table, the JSON and the comparison share.

use std::ops::Range;

use crate::core::text::recompose;
use crate::core::text::uri_ref::UriRef;
use crate::core::text::url1808::Url1808;
use crate::core::vocabulary::component::{Component, Role};
use crate::core::vocabulary::event::{BufferChange, NoTrace, Outcome, Source, StepEvent};
use crate::core::vocabulary::mapping_act::MappingAct;
use crate::core::vocabulary::span::Span;
use crate::core::vocabulary::spec::Spec;
use crate::core::vocabulary::step::Step;
use crate::core::vocabulary::trace::Trace;
use crate::core::vocabulary::warning::Warning;
use crate::core::vocabulary::whatwg_act::Act;
use crate::core::vocabulary::whatwg_frame::{BASE, LOCATION_URL};

/// One step of a trace: the consecutive events of one step, or of the rules of one iterating
/// step (RFC 3986 §5.2.4's 2A to 2E are listed under its loop).
///
/// A plain record of indices: its methods take the trace it came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TraceStep {
    /// The step's descriptor (for rules of an iterating step, that step).
    pub step: &'static Step,
    /// Its events: `trace.events()[events]`.
    pub events: Range<usize>,
    /// The last buffer event before this step in the same workspace.
    before: Option<usize>,
    /// The last buffer event of this step.
    after: Option<usize>,
    /// Whether this step starts a path algorithm's workspace (its buffer starts empty).
    starts_workspace: bool,
}

/// One removal or insertion a step made, or one iteration of a two-buffer loop.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Change {
    /// The event's index in the trace.
    pub event: usize,
    /// The step or rule that made it (`2C` within RFC 3986's loop).
    pub step: &'static Step,
    /// Where in the buffer before it the text was removed or inserted.
    pub at: usize,
    /// The text removed (empty when none).
    pub removed: String,
    /// The text inserted (empty when none).
    pub inserted: String,
    /// The buffer's length after it.
    pub len: usize,
    /// For two-buffer algorithms, where the output buffer ends after it.
    pub split: Option<usize>,
}

/// A component of the result as a resolver set it (see [`Outcome::Assign`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Assignment {
    /// The assigning event's index in the trace.
    pub event: usize,
    /// The step that assigned it.
    pub step: &'static Step,
    /// The component.
    pub component: Component,
    /// Where the value came from.
    pub from: Source,
    /// The value's span in the text [`Source::role`] names; `None` for undefined.
    pub value: Option<Span>,
    /// The event that made the value what it is. The assignment itself for a value taken from
    /// the base or the reference; for the buffer, the last change to it, or a later warning
    /// from a step that looked at the buffer and left it as it was on purpose (RFC 2396 step
    /// 6g retaining `..` segments).
    pub made_by: usize,
}

impl Assignment {
    /// How the value came to be, in words: `from the base`, `the buffer, last changed at 6e`,
    /// `the buffer as 6g left it`.
    pub fn how(&self, trace: &Trace) -> String {
        match self.from {
            Source::Base => "from the base".to_string(),
            Source::Reference => "from the reference".to_string(),
            Source::Buffer => {
                let made_by = &trace.events()[self.made_by];
                match made_by.outcome {
                    _ if std::ptr::eq(made_by.step, self.step) => "the buffer".to_string(),
                    Outcome::Warning(_) => format!("the buffer as {} left it", made_by.step.id),
                    _ => format!("the buffer, last changed at {}", made_by.step.id),
                }
            }
            Source::Record => match trace.events()[self.made_by].outcome {
                Outcome::Whatwg(Act::Record(change)) => {
                    let copied = if change.from_base {
                        ", copied from the base"
                    } else {
                        ""
                    };
                    format!(
                        "the URL record, as the {} left it{copied}",
                        change.by.name()
                    )
                }
                // A step after the parse set it (the Fetch Standard's location URL).
                Outcome::Assign { .. } if self.made_by != self.event => {
                    let step = trace.events()[self.made_by].step;
                    format!("the URL record, as {} set it", step.citation())
                }
                _ => "the URL record".to_string(),
            },
        }
    }
}

/// One component of the result: what the algorithm assigned, by which step, and how the
/// recombined result reads back when the specification's own parser splits it again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ResultComponent<'t> {
    /// The component.
    pub component: Component,
    /// The step that set it, and from where; `None` when no step recorded setting it.
    pub assignment: Option<Assignment>,
    /// The value set (`None` undefined, or nothing recorded).
    pub assigned: Option<&'t str>,
    /// The value the result reads back as.
    pub read_back: Option<&'t str>,
    /// When it reads back differently: the event where the recombining step warned of it.
    pub misread: Option<usize>,
}

impl ResultComponent<'_> {
    /// Does the result read back with another value than the one the algorithm assigned?
    pub fn reads_back_differently(&self) -> bool {
        self.assignment.is_some() && self.assigned != self.read_back
    }
}

impl Trace {
    /// The components of the result in the specification's model ([`Spec::components`]): each
    /// as assigned and as read back. Empty when there is no result.
    ///
    /// ```
    /// use uriscope::{Component, Options, Spec, resolve_with};
    /// use uriscope::trace::Trace;
    ///
    /// let mut trace = Trace::default();
    /// resolve_with(Spec::Rfc2396, "http://a", "g", &Options::default(), &mut trace).unwrap();
    /// assert_eq!(trace.result(), Some("http://ag"));
    /// let authority = trace.result_components()[1];
    /// assert_eq!(authority.component, Component::Authority);
    /// // Step 4 took `a` from the base; the string reads back as `ag`.
    /// assert_eq!((authority.assigned, authority.read_back), (Some("a"), Some("ag")));
    /// assert_eq!(authority.assignment.unwrap().step.id, "4");
    /// ```
    pub fn result_components(&self) -> Vec<ResultComponent<'_>> {
        let (Some(result), Some(spec)) = (self.result(), self.spec()) else {
            return Vec::new();
        };
        let rfc1808 =
            (spec == Spec::Rfc1808).then(|| Url1808::parse(result, Role::Result, &mut NoTrace));
        let appendix_b = UriRef::parse(result);
        self.result_components_read(|component| match &rfc1808 {
            Some(url) => url.get(component),
            None => appendix_b.get(component),
        })
    }

    /// [`result_components`](Self::result_components), the result read back by `read_back`
    /// (a split made once, by whoever holds the result).
    pub(crate) fn result_components_read<'a>(
        &'a self,
        read_back: impl Fn(Component) -> Option<&'a str>,
    ) -> Vec<ResultComponent<'a>> {
        let Some(spec) = self.spec().filter(|_| self.result().is_some()) else {
            return Vec::new();
        };
        let misreading = self.events().iter().rposition(|e| {
            matches!(e.outcome, Outcome::Warning(w) if recompose::MISREADINGS.iter().any(|m| std::ptr::eq(*m, w)))
        });
        spec.components()
            .iter()
            .map(|&component| {
                let assignment = self.assignment(component);
                let assigned = assignment.as_ref().and_then(|a| self.assigned_text(a));
                let read_back = read_back(component);
                let differs = assignment.is_some() && assigned != read_back;
                ResultComponent {
                    component,
                    assignment,
                    assigned,
                    read_back,
                    misread: misreading.filter(|_| differs),
                }
            })
            .collect()
    }

    /// The steps of the trace, in order: one pass over the events.
    ///
    /// ```
    /// use uriscope::{Options, Spec, resolve_with};
    /// use uriscope::trace::Trace;
    ///
    /// let mut trace = Trace::default();
    /// resolve_with(Spec::Rfc2396, "http://a/b/c/d;p?q", "g/../h", &Options::default(), &mut trace).unwrap();
    /// let steps = trace.steps();
    /// let six_e = steps.iter().find(|s| s.step.id == "6e").unwrap();
    /// assert_eq!(six_e.buffer_before(&trace).as_deref(), Some("/b/c/g/../h"));
    /// assert_eq!(six_e.buffer_after(&trace).as_deref(), Some("/b/c/h"));
    /// let removed: Vec<String> = six_e.changes(&trace).map(|c| c.removed).collect();
    /// assert_eq!(removed, ["g/../"]);
    /// ```
    pub fn steps(&self) -> Vec<TraceStep> {
        let events = self.events();
        let mut steps: Vec<TraceStep> = Vec::new();
        let mut last_buffer: Option<usize> = None;
        let mut workspace_start = usize::MAX;
        for (i, event) in events.iter().enumerate() {
            let group = event.step.group();
            if let Some((first, _)) = self.workspace_for(i)
                && first != workspace_start
                && first == i
            {
                workspace_start = first;
                last_buffer = None;
            }
            match steps.last_mut() {
                Some(current) if std::ptr::eq(current.step, group) => current.events.end = i + 1,
                _ => steps.push(TraceStep {
                    step: group,
                    events: i..i + 1,
                    before: last_buffer,
                    after: None,
                    starts_workspace: workspace_start == i,
                }),
            }
            if matches!(event.outcome, Outcome::Buffer(_)) {
                last_buffer = Some(i);
                if let Some(current) = steps.last_mut() {
                    current.after = Some(i);
                }
            }
        }
        steps
    }

    /// Which step set `component` of the result, from where, and with which value: the last
    /// [`Outcome::Assign`] of it. `None` when no step set it (the resolution failed first).
    pub fn assignment(&self, component: Component) -> Option<Assignment> {
        let events = self.events();
        let (event, step, from, value) =
            events
                .iter()
                .enumerate()
                .rev()
                .find_map(|(i, e)| match e.outcome {
                    Outcome::Assign {
                        component: c,
                        from,
                        value,
                    } if c == component => Some((i, e.step, from, value)),
                    _ => None,
                })?;
        let made_by = match from {
            Source::Buffer => match self.workspace_for(event) {
                Some((filled, _)) => made_by(events, filled, event),
                // A library profile rewrites the component as text (its merge, its dot
                // removal): the last rewrite made it.
                None => last_rewrite(events, component, event).unwrap_or(event),
            },
            Source::Record => last_record_change(events, component).unwrap_or(event),
            Source::Base | Source::Reference => event,
        };
        Some(Assignment {
            event,
            step,
            component,
            from,
            value,
            made_by,
        })
    }

    /// The value of an assignment, as text (`None` for undefined).
    pub fn assigned_text(&self, assignment: &Assignment) -> Option<&str> {
        assignment
            .value
            .and_then(|span| self.span_text(assignment.from.role(), span))
    }

    /// Every warning of the trace, with the step that raised it: the resolvers' warnings and
    /// the WHATWG parser's validation errors.
    pub fn warnings(&self) -> impl Iterator<Item = (&'static Step, &'static Warning)> + '_ {
        self.events()
            .iter()
            .filter_map(|e| e.warning().map(|w| (e.step, w)))
    }
}

impl TraceStep {
    /// The step's events.
    pub fn event_records<'t>(&self, trace: &'t Trace) -> &'t [StepEvent] {
        &trace.events()[self.events.clone()]
    }

    fn indexed<'t>(&self, trace: &'t Trace) -> impl Iterator<Item = (usize, &'t StepEvent)> + 't {
        let start = self.events.start;
        self.event_records(trace)
            .iter()
            .enumerate()
            .map(move |(k, e)| (start + k, e))
    }

    /// What the step tested and decided, in order.
    pub fn decisions<'t>(&self, trace: &'t Trace) -> impl Iterator<Item = &'static str> + 't {
        self.event_records(trace)
            .iter()
            .filter_map(|e| match e.outcome {
                Outcome::Decision(text) => Some(text),
                _ => None,
            })
    }

    /// The components of the result this step set: which, from where, and the value.
    pub fn assignments<'t>(
        &self,
        trace: &'t Trace,
    ) -> impl Iterator<Item = (Component, Source, Option<&'t str>)> + 't {
        self.event_records(trace)
            .iter()
            .filter_map(move |e| match e.outcome {
                Outcome::Assign {
                    component,
                    from,
                    value,
                } => Some((
                    component,
                    from,
                    value.and_then(|span| trace.span_text(from.role(), span)),
                )),
                _ => None,
            })
    }

    /// The components this step parsed: of which text, which component, and its value
    /// (`None` undefined).
    ///
    /// ```
    /// use uriscope::{Component, Options, Role, Spec, resolve_with};
    /// use uriscope::trace::Trace;
    ///
    /// let mut trace = Trace::default();
    /// resolve_with(Spec::Rfc2396, "http://a/b", "g?y", &Options::default(), &mut trace).unwrap();
    /// let steps = trace.steps();
    /// let step_1 = steps.iter().find(|s| s.step.id == "1").unwrap();
    /// let parsed: Vec<_> = step_1.parsed(&trace).collect();
    /// assert!(parsed.contains(&(Role::Reference, Component::Query, Some("y"))));
    /// assert!(parsed.contains(&(Role::Reference, Component::Scheme, None)));
    /// ```
    pub fn parsed<'t>(
        &self,
        trace: &'t Trace,
    ) -> impl Iterator<Item = (Role, Component, Option<&'t str>)> + 't {
        self.event_records(trace)
            .iter()
            .filter_map(move |e| trace.parsed(e))
    }

    /// The warnings this step raised (validation errors included).
    pub fn warnings<'t>(&self, trace: &'t Trace) -> impl Iterator<Item = &'static Warning> + 't {
        self.event_records(trace)
            .iter()
            .filter_map(StepEvent::warning)
    }

    /// What this step of RFC 3987's mappings did, where, in the order of the text.
    pub fn mapping_acts<'t>(
        &self,
        trace: &'t Trace,
    ) -> impl Iterator<Item = MappingAct<&'t str>> + 't {
        self.event_records(trace)
            .iter()
            .filter_map(move |e| match e.outcome {
                Outcome::Mapping(act) => Some(trace.mapping_act(act)),
                _ => None,
            })
    }

    /// The whole text as this step of RFC 3987's mappings left it, or `None` when the step is
    /// no such step.
    ///
    /// ```
    /// use uriscope::text::iri::uri_to_iri;
    /// let iri = uri_to_iri("/%C3%BC%ff");
    /// let trace = iri.trace();
    /// let after: Vec<_> = trace.steps().iter().map(|step| step.mapped(trace)).collect();
    /// assert_eq!(after[1], Some("/<c3><bc><ff>"));
    /// assert_eq!(after[4], Some("/ü%FF"));
    /// ```
    pub fn mapped<'t>(&self, trace: &'t Trace) -> Option<&'t str> {
        self.event_records(trace)
            .iter()
            .rev()
            .find_map(|e| match e.outcome {
                Outcome::Mapped(text) => Some(trace.text_of(text)),
                _ => None,
            })
    }

    /// The buffer before this step (empty for the step that starts a path algorithm), or
    /// `None` when the step does not work on the buffer.
    pub fn buffer_before(&self, trace: &Trace) -> Option<String> {
        self.after?;
        match self.previous_buffer_event() {
            Some(i) => trace.buffer_at(i),
            None => Some(String::new()),
        }
    }

    /// The buffer after this step, or `None` when the step does not work on the buffer.
    pub fn buffer_after(&self, trace: &Trace) -> Option<String> {
        trace.buffer_at(self.after?)
    }

    /// The index of the step's last buffer event (the buffer after it is the step's result).
    pub fn last_buffer_event(&self) -> Option<usize> {
        self.after
    }

    /// The index of the last buffer event before this step in its workspace.
    pub fn previous_buffer_event(&self) -> Option<usize> {
        self.before.filter(|_| !self.starts_workspace)
    }

    /// Every removal or insertion the step made, in order, with its text (and, in a two-buffer
    /// loop, every iteration, the ones that only move text from input to output too).
    pub fn changes<'t>(&self, trace: &'t Trace) -> impl Iterator<Item = Change> + 't {
        self.indexed(trace)
            .filter_map(move |(i, e)| match e.outcome {
                Outcome::Buffer(change) if is_iteration(&change) => Some(Change {
                    event: i,
                    step: e.step,
                    at: change.at_offset(),
                    removed: trace.removed_text(i).unwrap_or_default(),
                    inserted: trace.inserted_text(i).unwrap_or_default().to_string(),
                    len: change.len(),
                    split: change.split(),
                }),
                _ => None,
            })
    }

    /// The indices of the events [`changes`](Self::changes) lists, without their texts.
    pub fn change_events<'t>(&self, trace: &'t Trace) -> impl Iterator<Item = usize> + 't {
        self.indexed(trace).filter_map(|(i, e)| match e.outcome {
            Outcome::Buffer(change) if is_iteration(&change) => Some(i),
            _ => None,
        })
    }

    /// Should the step's changes be listed one by one? For a step that iterates, and for any
    /// step that made more than one change.
    pub fn lists_changes(&self, trace: &Trace) -> bool {
        let mut changes = self.change_events(trace);
        match changes.next() {
            None => false,
            Some(_) => self.step.iterates || changes.next().is_some(),
        }
    }
}

/// The event that made the buffer assigned at event `assigned` what it is: the last change to
/// it, or a later warning from a step that works on the buffer (it looked and left the buffer
/// as it was on purpose); when neither is recorded, the event that `filled` it (the first of
/// its workspace).
fn made_by(events: &[StepEvent], filled: usize, assigned: usize) -> usize {
    let last_change = events[filled..assigned]
        .iter()
        .rposition(StepEvent::is_change)
        .map(|k| filled + k);
    let from = last_change.map_or(filled, |i| i + 1);
    let after = &events[from..assigned];
    let flagged = after.iter().rposition(|e| {
        matches!(e.outcome, Outcome::Warning(_))
            && after.iter().any(|other| {
                std::ptr::eq(other.step, e.step) && matches!(other.outcome, Outcome::Buffer(_))
            })
    });
    flagged.map(|k| from + k).or(last_change).unwrap_or(filled)
}

/// The last step before `assigned` that rewrote `component`'s text ([`Outcome::Rewrite`]).
fn last_rewrite(events: &[StepEvent], component: Component, assigned: usize) -> Option<usize> {
    events[..assigned]
        .iter()
        .rposition(|e| matches!(e.outcome, Outcome::Rewrite { component: c, .. } if c == component))
}

/// The last change the WHATWG parser made to the part of the URL record that is `component` of
/// the result, as it parsed the reference (the base's own parse made the base's record).
fn last_record_change(events: &[StepEvent], component: Component) -> Option<usize> {
    events.iter().rposition(|e| match e.outcome {
        Outcome::Whatwg(Act::Record(change)) => {
            change.component.in_uri() == component && !std::ptr::eq(e.step, &BASE)
        }
        // The Fetch Standard's location URL sets the fragment once the parse is done.
        Outcome::Assign { component: c, .. } => {
            c == component && std::ptr::eq(e.step, &LOCATION_URL)
        }
        _ => false,
    })
}

/// A buffer event that changed the text, or moved the output/input boundary of a two-buffer
/// algorithm's loop.
fn is_iteration(change: &BufferChange) -> bool {
    !change.is_unchanged() || change.split().is_some()
}
