//! What normalizing a URI records, and the notions of equivalence that normalize: RFC 3986 §6.2's
//! ladder, the WHATWG URL Standard's serializer, a library's own `normalize` or `equals`.
//!
//! A [`Notion`] is a ladder of [`Rung`]s, the first always simple string comparison (RFC 3986
//! §6.2.1). Normalizing a text under it gives a [`Normalization`]: the text after each rung, and
//! each rule that changed a component on the way ([`RuleApplied`]), cited as the document words it.

use crate::core::vocabulary::step::Step;
use crate::core::vocabulary::warning::Warning;

/// One rung of a ladder of comparison: what two texts are compared as once it is climbed.
#[derive(Debug)]
pub struct Rung {
    /// A short name for JSON and flags: `syntax`, `scheme`, `equals`.
    pub id: &'static str,
    /// The step that names it, with the sentence that defines it.
    pub step: &'static Step,
}

/// A notion of equivalence: a ladder of rungs and how a text climbs it.
#[derive(Debug)]
pub struct Notion {
    /// A short name for JSON and `--by`: `rfc3986`, `whatwg`, `java`.
    pub id: &'static str,
    /// Its name in a heading: `RFC 3986 §6.2`, `Java 17 java.net.URI`.
    pub name: &'static str,
    /// The rungs, cheapest first; the first is simple string comparison.
    pub rungs: &'static [Rung],
    /// The steps it names but never applies (RFC 3986 §6.2.4 needs the server).
    pub unapplied: &'static [&'static Step],
    /// Climbs every rung with `text`.
    pub normalize: fn(&str) -> Normalization,
    /// Whether two normalizations are the same at a rung (the index in `rungs`), when that is
    /// more than their texts after it being equal (Java's `equals` compares escapes' hex digits
    /// without regard to case).
    pub same_at: Option<fn(usize, &Normalization, &Normalization) -> bool>,
    /// A normal form as that comparison reads it, where it reads more than the text (Java's
    /// scheme, host and hex digits in lower case), so that where two still differ is said of
    /// what it compares.
    pub compared: Option<fn(&str) -> Option<String>>,
}

impl Notion {
    /// Whether `a` and `b` are the same at `rung`: both climbed it, and the notion's own
    /// comparison (the texts after it, unless the notion says otherwise) finds them equal.
    pub fn same_at(&self, rung: usize, a: &Normalization, b: &Normalization) -> bool {
        match (a.after_rung(rung), b.after_rung(rung)) {
            (Some(left), Some(right)) => match self.same_at {
                Some(same) => same(rung, a, b),
                None => left == right,
            },
            _ => false,
        }
    }
}

/// One rule that changed a text: what it read, what it wrote.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleApplied {
    /// The rule, citing its document.
    pub step: &'static Step,
    /// The rung it belongs to (an index in the notion's rungs).
    pub rung: usize,
    /// The part it changed (`scheme`, `host`, `path`; `uri` for the whole text).
    pub part: &'static str,
    /// The part before the rule.
    pub before: String,
    /// The part after it.
    pub after: String,
    /// Why the rule applies here, when the rule alone does not say (`80 is http's default
    /// port (RFC 9110)`).
    pub note: Option<String>,
}

/// A text normalized under a notion: the text after each rung, and every change on the way.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Normalization {
    /// The text as given.
    pub input: String,
    /// The text after each rung in turn (the first is the input), as far as it climbed.
    pub rungs: Vec<String>,
    /// Every rule that changed something, in the order applied.
    pub changes: Vec<RuleApplied>,
    /// What stopped the climb (a parse that failed), in the document's words.
    pub error: Option<String>,
    /// What a reader should know of this text under the notion (a relative reference, a path
    /// kept from reading as an authority).
    pub notes: Vec<&'static Warning>,
}

impl Normalization {
    /// The normalization of `input` before any rung above simple string comparison, which
    /// takes the text as it is.
    pub fn new(input: &str) -> Self {
        Normalization {
            input: input.to_string(),
            rungs: vec![input.to_string()],
            changes: Vec::new(),
            error: None,
            notes: Vec::new(),
        }
    }

    /// The text after `rung`, if the climb reached it.
    pub fn after_rung(&self, rung: usize) -> Option<&str> {
        self.rungs.get(rung).map(String::as_str)
    }

    /// The text after the last rung climbed: the normal form, when no error stopped it.
    pub fn normalized(&self) -> Option<&str> {
        match self.error {
            Some(_) => None,
            None => self.rungs.last().map(String::as_str),
        }
    }

    /// Records a change when `before` and `after` differ.
    pub fn record(
        &mut self,
        step: &'static Step,
        rung: usize,
        part: &'static str,
        before: &str,
        after: &str,
    ) {
        if before != after {
            self.changes.push(RuleApplied {
                step,
                rung,
                part,
                before: before.to_string(),
                after: after.to_string(),
                note: None,
            });
        }
    }

    /// The changes made on `rung`.
    pub fn changes_on(&self, rung: usize) -> impl Iterator<Item = &RuleApplied> {
        self.changes.iter().filter(move |c| c.rung == rung)
    }
}
