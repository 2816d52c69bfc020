//! What RFC 3987's mappings make: a mapping between an IRI and a URI, with the trace of its
//! section's steps, and its readers (the escapes kept and why, the flags).

use std::fmt;

use crate::core::text::percent::percent_decode;
use crate::core::vocabulary::event::{Event, Observer};
use crate::core::vocabulary::finding::Finding;
use crate::core::vocabulary::mapping_act::{MappingAct, What};
use crate::core::vocabulary::mapping_why::Why;
use crate::core::vocabulary::span::Span;
use crate::core::vocabulary::step::Step;
use crate::core::vocabulary::trace::Trace;

/// A mapping between an IRI and a URI, as its section's steps made it.
///
/// The steps are a [`Trace`] like any resolution's: each step's events are what it did where
/// ([`MappingAct`]), then the whole text after it ([`TraceStep::mapped`](crate::trace::TraceStep::mapped)).
#[derive(Clone, Debug)]
pub struct Mapping {
    /// The text mapped.
    pub input: String,
    /// What the steps made of it: the URI, or the IRI.
    pub output: String,
    /// Boxed: a trace is a large record, and a mapping travels in results.
    trace: Box<Trace>,
}

/// An escape a URI-to-IRI mapping kept, or escaped again, and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Kept<'a> {
    /// Where its escapes are in the input.
    pub at: Span,
    /// The escapes, as the input writes them.
    pub escapes: &'a str,
    /// Why they stay.
    pub why: Why,
}

impl Kept<'_> {
    /// The octets the escapes stand for.
    pub fn octets(&self) -> Vec<u8> {
        percent_decode(self.escapes.as_bytes()).into_owned()
    }
}

impl Mapping {
    /// The mapping of `input` to `output`, the steps as `trace` recorded them.
    pub(super) fn new(input: &str, output: String, trace: Trace) -> Mapping {
        Mapping {
            input: input.to_string(),
            output,
            trace: Box::new(trace),
        }
    }

    /// Every step, in order: [`Trace::steps`] reads them.
    pub fn trace(&self) -> &Trace {
        &self.trace
    }

    /// The escapes the mapping left in its output, with why, in the order of the input.
    pub fn kept_escaped(&self) -> impl Iterator<Item = Kept<'_>> {
        let mut kept: Vec<Kept<'_>> = (self.trace.mapping_acts())
            .filter_map(|(_, act)| match act.what {
                What::Kept { why } => Some(Kept {
                    at: act.at,
                    escapes: act.text,
                    why,
                }),
                _ => None,
            })
            .collect();
        kept.sort_by_key(|kept| kept.at.start);
        kept.into_iter()
    }

    /// What the mapping flagged, each a [`Finding::Mapping`] with where.
    pub fn flags(&self) -> impl Iterator<Item = Finding> + '_ {
        self.trace
            .mapping_acts()
            .filter_map(|(_, act)| match act.what {
                What::Flagged { why } => Some(Finding::Mapping { why, at: act.at }),
                _ => None,
            })
    }
}

/// What a step did at one place, before it is handed to an observer.
pub(super) type Act = (Span, What<String>);

/// Hands a step to `observer`: what it did where, in the order given, then the text after it.
pub(super) fn emit<O: Observer>(
    observer: &mut O,
    step: &'static Step,
    input: &str,
    acts: &[Act],
    after: &str,
) {
    if !O::ENABLED {
        return;
    }
    for (at, what) in acts {
        let what = what.as_ref().map_text(String::as_str);
        let act = MappingAct {
            at: *at,
            text: at.of(input),
            what,
        };
        observer.on_event(Event::Mapping { step, act });
    }
    observer.on_event(Event::Mapped { step, text: after });
}

/// How a mapping treats a registered name.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct IriOptions {
    /// [`iri_to_uri`](super::to_uri::iri_to_uri): convert a registered name beyond US-ASCII with IDNA's ToASCII instead
    /// of escaping it, as §3.1 allows for a scheme whose names are domain names
    /// (`xn--bcher-kva.example` rather than `b%C3%BCcher.example`). [`uri_to_iri_with`](super::to_iri::uri_to_iri_with):
    /// convert its Punycode labels with ToUnicode, as §3.2.1 allows, unless UTS #39 finds
    /// the name may deceive.
    pub idna_host: bool,
}

/// Why an IRI maps to no URI: where, and the mapping as far as it went.
#[derive(Clone, Debug)]
pub struct NotMapped {
    /// The first byte of the input the reason is about.
    pub at: usize,
    /// The reason, in a sentence.
    pub message: String,
    /// The steps taken, the last the one that refused.
    pub mapping: Mapping,
}

impl fmt::Display for NotMapped {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for NotMapped {}

/// Octets as escapes with upper-case hexadecimal digits, as §3.1 step 2.2 says they SHOULD be.
pub(super) fn push_escapes(out: &mut String, octets: &[u8]) {
    use std::fmt::Write;
    for octet in octets {
        let _ = write!(out, "%{octet:02X}");
    }
}
