//! The specifications' own examples, as data: `assets/examples/*.toml`, read at build time
//! (build/examples.rs) and embedded in the binary.
//!
//! The tests check every example and the explorer's example browser lists the same files, so
//! there is one source of truth for "what the specification says the answer is".
//!
//! File format:
//!
//! ```toml
//! spec = "rfc2396"
//! title = "RFC 2396 Appendix C"
//! notes = "where the values come from"
//!
//! [[example]]
//! group = "C.1 normal examples"
//! base = "http://a/b/c/d;p?q"
//! reference = "g:h"
//! expected = "g:h"          # or: error = "above-root" (the resolution must fail)
//!                           # or: same = "syntax" (the first rung of the specification's
//!                           # ladder of equivalence at which base and reference are the same,
//!                           # or "different": RFC 3986 §6's examples)
//! source = "RFC 2396 Appendix C.1"   # or "derived: …" or "uriscope's reading: …"
//! options = { above_root = "remove", non_strict = true, fix_empty_base_path = true, variant = "draft-05" }
//! note = "optional remark shown in the browser"
//! ```

use crate::core::resolve::resolve_with;
use crate::core::tools::equivalence::{notion, same};
use crate::core::vocabulary::error::Error;
use crate::core::vocabulary::event::NoTrace;
use crate::core::vocabulary::options::Options;
use crate::core::vocabulary::profile::Profile;
use crate::core::vocabulary::spec::Spec;
use crate::core::vocabulary::switch::Switch;

// `FILES`: every file of `assets/examples/`, as build/examples.rs read it.
include!(concat!(env!("OUT_DIR"), "/examples.rs"));

/// What an example says the resolution gives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expected {
    /// This exact string.
    Uri(String),
    /// No result: the resolution fails (the text names the kind, e.g. `above-root`).
    Error(String),
    /// Not a resolution: the base and the reference are two URIs compared, and this is the
    /// first rung of the specification's ladder of equivalence at which they are the same
    /// (`syntax`), or `different` (RFC 3986 §6's examples).
    Same(String),
}

impl Expected {
    /// The answer in a few words: the URI, `an error (above-root)`, `the same from the
    /// syntax rung`.
    pub fn describe(&self) -> String {
        match self {
            Expected::Uri(uri) => uri.clone(),
            Expected::Error(kind) => format!("an error ({kind})"),
            Expected::Same(rung) if rung == DIFFERENT => "two different URIs".to_string(),
            Expected::Same(rung) => format!("the same from the {rung} rung"),
        }
    }
}

/// `same = "different"`: no rung makes the two the same.
const DIFFERENT: &str = "different";

/// One example: inputs, options, the specification's answer and where it comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Example {
    /// The specification whose answer it is.
    pub spec: Spec,
    /// The group it belongs to in its document (`C.1 normal examples`).
    pub group: String,
    /// The base URI.
    pub base: String,
    /// The reference.
    pub reference: String,
    /// The switches the answer assumes.
    pub options: Options,
    /// The answer.
    pub expected: Expected,
    /// Where the answer comes from, cited as a reader would look it up in the specification
    /// itself, never in files the reader does not have:
    ///
    /// - a published value: just the citation (`RFC 2396 Appendix C.1`, `RFC 3986 §5.4.2`,
    ///   `draft-fielding-url-syntax-10 Appendix C.2`, `RFC 1630 "Partial (relative) form"`);
    /// - a value published nowhere, obtained by applying the algorithm as written: `derived: `
    ///   and the step it follows from (`derived: RFC 1808 §4 step 2b applied as written: …`);
    /// - a value where the specification is silent or ambiguous: `uriscope's reading: ` and why
    ///   in a few words (`uriscope's reading: RFC 1630 is silent on empty references; the
    ///   last-part rule applied`).
    ///
    /// What a maintainer needs to check the value against its notes goes in a TOML comment
    /// above it, which is never shown.
    pub source: String,
    /// A remark for the reader.
    pub note: Option<String>,
}

/// The examples of one file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExampleSet {
    /// The file it was read from (`rfc2396.toml`).
    pub file: String,
    /// The specification.
    pub spec: Spec,
    /// A heading (`RFC 2396 Appendix C`).
    pub title: String,
    /// Where the values come from.
    pub notes: String,
    /// The examples, in the file's order.
    pub examples: Vec<Example>,
}

/// The outcome of running one example.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Check {
    /// What uriscope gives.
    pub actual: Result<String, Error>,
    /// Whether it is the example's answer.
    pub passed: bool,
}

impl Example {
    /// Resolves the example and compares with the expected answer (or, for two URIs compared,
    /// finds the first rung at which they are the same: its id is `actual`).
    pub fn check(&self) -> Check {
        if let Expected::Same(want) = &self.expected {
            let notion = notion(self.spec.id());
            let rung = notion.and_then(|notion| {
                let verdict = same(notion, &self.base, &self.reference);
                verdict.first_equal_rung.map(|r| notion.rungs[r].id)
            });
            let got = rung.unwrap_or(DIFFERENT).to_string();
            return Check {
                passed: notion.is_some() && &got == want,
                actual: Ok(got),
            };
        }
        let actual = resolve_with(
            self.spec,
            &self.base,
            &self.reference,
            &self.options,
            &mut NoTrace,
        );
        let passed = match (&self.expected, &actual) {
            (Expected::Uri(want), Ok(got)) => want == got,
            // The WHATWG examples name the Standard's validation error, which the error message
            // carries; the others name the kind of error.
            (Expected::Error(kind), Err(error)) => match error {
                Error::AboveRoot { .. } => kind == "above-root",
                Error::Unresolvable { .. } => kind == "unresolvable",
                Error::BaseWithoutScheme { .. } => kind == "base is not absolute",
                Error::Whatwg { .. } => true,
                _ => false,
            },
            _ => false,
        };
        Check { actual, passed }
    }
}

/// An example file as build/examples.rs read it: the text of each field, checked against the format.
struct RawFile {
    file: &'static str,
    spec: &'static str,
    title: &'static str,
    notes: &'static str,
    examples: &'static [RawExample],
}

/// One `[[example]]` as build/examples.rs read it.
struct RawExample {
    group: &'static str,
    base: &'static str,
    reference: &'static str,
    expected: RawExpected,
    source: &'static str,
    note: Option<&'static str>,
    /// Each key a switch's [`id`](Switch::id), with a toggle's boolean or another's value.
    options: &'static [(&'static str, RawValue)],
}

enum RawExpected {
    Uri(&'static str),
    Error(&'static str),
    Same(&'static str),
}

enum RawValue {
    Toggle(bool),
    Text(&'static str),
}

impl RawExample {
    fn options(&self) -> Result<Options, String> {
        let mut options = Options::default();
        for &(key, ref value) in self.options {
            let switch = Switch::ALL
                .into_iter()
                .find(|s| s.id() == key)
                .ok_or_else(|| format!("unknown option `{key}`"))?;
            let text = match (switch.is_toggle(), value) {
                (true, RawValue::Toggle(true)) => "on",
                (true, RawValue::Toggle(false)) => "off",
                (false, RawValue::Text(text)) => text,
                (true, _) => return Err(format!("option `{key}` must be true or false")),
                (false, _) => return Err(format!("option `{key}` must be a string")),
            };
            switch.set(&mut options, text)?;
        }
        Ok(options)
    }
}

impl RawFile {
    /// The examples of this file, their specification and options read.
    fn read(&self) -> Result<ExampleSet, String> {
        let file = self.file;
        let spec: Spec = self.spec.parse().map_err(|e| format!("{file}: {e}"))?;
        let examples = self
            .examples
            .iter()
            .enumerate()
            .map(|(i, ex)| {
                Ok(Example {
                    spec,
                    group: ex.group.to_owned(),
                    options: ex
                        .options()
                        .map_err(|e| format!("{file}: example {}: {e}", i + 1))?,
                    base: ex.base.to_owned(),
                    reference: ex.reference.to_owned(),
                    expected: match ex.expected {
                        RawExpected::Uri(uri) => Expected::Uri(uri.to_owned()),
                        RawExpected::Error(kind) => Expected::Error(kind.to_owned()),
                        RawExpected::Same(rung) => Expected::Same(rung.to_owned()),
                    },
                    source: ex.source.to_owned(),
                    note: ex.note.map(str::to_owned),
                })
            })
            .collect::<Result<_, String>>()?;
        Ok(ExampleSet {
            file: file.to_owned(),
            spec,
            title: self.title.to_owned(),
            notes: self.notes.to_owned(),
            examples,
        })
    }
}

/// The file `name` of `assets/examples/`, read.
fn set(name: &str) -> Option<Result<ExampleSet, String>> {
    FILES
        .iter()
        .find(|file| file.file == name)
        .map(RawFile::read)
}

/// Every built-in example set, oldest specification first, then each library's: a
/// specification's file is `assets/examples/ID.toml` (`rfc2396.toml`), a library's its
/// `--spec` word's (`python.toml`).
pub fn builtin() -> Result<Vec<ExampleSet>, String> {
    let specs = Spec::ALL.into_iter().map(|spec| {
        set(&format!("{}.toml", spec.id()))
            .unwrap_or_else(|| Err(format!("no examples for {}", spec.id())))
    });
    let libraries =
        Profile::newest_of_each().filter_map(|profile| set(&format!("{}.toml", profile.library())));
    specs.chain(libraries).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every file of `assets/examples/` is a specification's or a library's: none is left out.
    #[test]
    fn every_example_file_is_built_in() {
        let sets = builtin().expect("the built-in examples load");
        for file in FILES {
            assert!(
                sets.iter().any(|set| set.file == file.file),
                "{} is neither a specification's nor a library's",
                file.file
            );
        }
        assert_eq!(sets.len(), FILES.len());
    }
}
