//! A step of an algorithm, and the document it carries out: a specification's section, a
//! library's source at a version, or a procedure of uriscope's own that no document describes.

use std::fmt;

use crate::core::vocabulary::library::Library;
use crate::core::vocabulary::spec::Spec;

/// What a step carries out, and how a citation names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Document {
    /// One of the specifications: cited as `RFC 2396 §5.2 step 6g`.
    Spec(Spec),
    /// A library's own code at a version: cited as `CPython 3.12.7 Lib/urllib/parse.py,
    /// urljoin`.
    Library(&'static Library),
    /// A procedure of uriscope's own (make-relative, normalization) that no document describes:
    /// cited as `uriscope's make-relative, step 2`.
    Procedure(&'static str),
    /// Another published document uriscope carries out (RFC 3987's mappings between IRIs and
    /// URIs): cited as `RFC 3987 §3.2 step 3`.
    Published {
        /// A short name for JSON: `rfc3987`.
        id: &'static str,
        /// Its name: `RFC 3987`.
        name: &'static str,
    },
}

impl Document {
    /// A short name for JSON and flags: a specification's id (`rfc2396`), a library's, or
    /// `uriscope`.
    pub fn id(self) -> &'static str {
        match self {
            Document::Spec(spec) => spec.id(),
            Document::Library(library) => library.id,
            Document::Procedure(_) => "uriscope",
            Document::Published { id, .. } => id,
        }
    }

    /// The specification, when the document is one.
    pub const fn spec(self) -> Option<Spec> {
        match self {
            Document::Spec(spec) => Some(spec),
            _ => None,
        }
    }
}

/// The document's name as a citation starts: `RFC 2396`, `CPython 3.12.7
/// Lib/urllib/parse.py`, `uriscope's make-relative`.
impl fmt::Display for Document {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Document::Spec(spec) => f.write_str(&spec.name()),
            Document::Library(library) => {
                write!(f, "{} {} {}", library.name, library.version, library.file)
            }
            Document::Procedure(procedure) => write!(f, "uriscope's {procedure}"),
            Document::Published { name, .. } => f.write_str(name),
        }
    }
}

/// A step of an algorithm, as the document it carries out names and words it.
#[derive(Debug, PartialEq, Eq)]
pub struct Step {
    /// The document the step carries out.
    pub source: Document,
    /// The specification's own label: `6e`, `Step 5a`, `2C`, or a state's name.
    pub id: &'static str,
    /// A few words for a trace row: "remove `<segment>/../`".
    pub title: &'static str,
    /// The sentence of the specification this step implements, quoted.
    pub text: &'static str,
    /// Where the step stands in its specification, for citations: `§5.2 step 6e`.
    pub place: &'static str,
    /// Whether the step may act more than once (its actions are listed one by one).
    pub iterates: bool,
    /// For one rule of an iterating step (RFC 3986 §5.2.4's 2A to 2E): that step. A trace
    /// groups such events under it.
    pub within: Option<&'static Step>,
}

impl Step {
    /// A step of `spec` acting once, at `place` in it.
    pub const fn new(
        spec: Spec,
        id: &'static str,
        title: &'static str,
        place: &'static str,
        text: &'static str,
    ) -> Self {
        Step::of(Document::Spec(spec), id, title, place, text)
    }

    /// A step of a library profile: [`Step::of`] with the library as its document.
    pub const fn of_library(
        library: &'static Library,
        id: &'static str,
        title: &'static str,
        place: &'static str,
        text: &'static str,
    ) -> Self {
        Step::of(Document::Library(library), id, title, place, text)
    }

    /// A step of any document acting once, at `place` in it (a library's function, a
    /// procedure's step).
    pub const fn of(
        source: Document,
        id: &'static str,
        title: &'static str,
        place: &'static str,
        text: &'static str,
    ) -> Self {
        Step {
            source,
            id,
            title,
            text,
            place,
            iterates: false,
            within: None,
        }
    }

    /// The same step, acting as often as its pattern matches.
    pub const fn iterating(self) -> Self {
        Step {
            iterates: true,
            ..self
        }
    }

    /// The same step, as one rule of the iterating step `group`.
    pub const fn within(self, group: &'static Step) -> Self {
        Step {
            within: Some(group),
            ..self
        }
    }

    /// The step a trace lists this one under: itself, or the iterating step it is a rule of.
    pub fn group(&'static self) -> &'static Step {
        self.within.unwrap_or(self)
    }

    /// The specification the step belongs to, when its document is one.
    pub const fn spec(&self) -> Option<Spec> {
        self.source.spec()
    }

    /// The citation a reader can look up: `RFC 2396 §5.2 step 6g`, `CPython 3.12.7
    /// Lib/urllib/parse.py, urljoin`.
    pub fn citation(&self) -> Citation<'_> {
        Citation(self)
    }
}

/// A step's citation, written the way its document is cited (see [`Step::citation`]): a
/// specification's section (`RFC 2396 §5.2 step 6g`), a library's file and function
/// (`CPython 3.12.7 Lib/urllib/parse.py, urljoin`), uriscope's procedure and its step.
#[derive(Clone, Copy, Debug)]
pub struct Citation<'a>(&'a Step);

impl fmt::Display for Citation<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0.source {
            Document::Spec(_) | Document::Published { .. } => {
                write!(f, "{} {}", self.0.source, self.0.place)
            }
            Document::Library(_) | Document::Procedure(_) => {
                write!(f, "{}, {}", self.0.source, self.0.place)
            }
        }
    }
}

/// `const fn step(id, title, place, text) -> Step` for the steps of one document: a steps file
/// names its document once (`steps_of!(Document::Spec(Spec::Rfc2396));`) and each static is
/// `step("6e", …)`, as build/statics.rs writes them from the `steps.json` beside it.
macro_rules! steps_of {
    ($document:expr) => {
        const fn step(
            id: &'static str,
            title: &'static str,
            place: &'static str,
            text: &'static str,
        ) -> $crate::core::vocabulary::step::Step {
            $crate::core::vocabulary::step::Step::of($document, id, title, place, text)
        }
    };
}
pub(crate) use steps_of;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_document_is_cited_its_own_way() {
        const CPYTHON: Library = Library {
            id: "python-urljoin",
            name: "CPython",
            version: "3.12.7",
            file: "Lib/urllib/parse.py",
        };
        let six_g = Step::new(Spec::Rfc2396, "6g", "t", "§5.2 step 6g", "text");
        assert_eq!(six_g.citation().to_string(), "RFC 2396 §5.2 step 6g");
        assert_eq!(six_g.spec(), Some(Spec::Rfc2396));
        let urljoin = Step::of(Document::Library(&CPYTHON), "join", "t", "urljoin", "code");
        assert_eq!(
            urljoin.citation().to_string(),
            "CPython 3.12.7 Lib/urllib/parse.py, urljoin"
        );
        assert_eq!(
            (urljoin.spec(), urljoin.source.id()),
            (None, "python-urljoin")
        );
        let relative = Step::of(Document::Procedure("make-relative"), "2", "t", "step 2", "");
        assert_eq!(
            relative.citation().to_string(),
            "uriscope's make-relative, step 2"
        );
        assert_eq!(relative.source.id(), "uriscope");
    }
}
