//! The specifications' own examples, as data: `assets/examples/*.toml`, embedded in the binary.
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
//! source = "RFC 2396 Appendix C.1"   # or "derived: …" or "uriscope's reading: …"
//! options = { above_root = "remove", non_strict = true, fix_empty_base_path = true, variant = "draft-05" }
//! note = "optional remark shown in the browser"
//! ```

use serde::Deserialize;

use crate::core::resolve::resolve_with;
use crate::core::vocabulary::error::Error;
use crate::core::vocabulary::event::NoTrace;
use crate::core::vocabulary::options::Options;
use crate::core::vocabulary::profile::Profile;
use crate::core::vocabulary::spec::Spec;
use crate::core::vocabulary::switch::Switch;

/// The specifications' example files: name and contents (a library's is in its registry row).
const SPEC_FILES: &[(&str, &str)] = &[
    (
        "rfc1630.toml",
        include_str!("../../../assets/examples/rfc1630.toml"),
    ),
    (
        "rfc1808.toml",
        include_str!("../../../assets/examples/rfc1808.toml"),
    ),
    (
        "rfc2396.toml",
        include_str!("../../../assets/examples/rfc2396.toml"),
    ),
    (
        "rfc3986.toml",
        include_str!("../../../assets/examples/rfc3986.toml"),
    ),
    (
        "whatwg.toml",
        include_str!("../../../assets/examples/whatwg.toml"),
    ),
];

/// What an example says the resolution gives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expected {
    /// This exact string.
    Uri(String),
    /// No result: the resolution fails (the text names the kind, e.g. `above-root`).
    Error(String),
}

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
    /// Resolves the example and compares with the expected answer.
    pub fn check(&self) -> Check {
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

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFile {
    spec: String,
    title: String,
    #[serde(default)]
    notes: String,
    #[serde(default)]
    example: Vec<RawExample>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawExample {
    #[serde(default)]
    group: String,
    base: String,
    reference: String,
    expected: Option<String>,
    error: Option<String>,
    source: String,
    note: Option<String>,
    #[serde(default)]
    options: RawOptions,
}

/// An example's `options`: each key a switch's [`id`](Switch::id), a toggle's value a boolean,
/// any other's one of its values.
#[derive(Default, Deserialize)]
struct RawOptions(std::collections::BTreeMap<String, toml::Value>);

impl RawOptions {
    fn to_options(&self) -> Result<Options, String> {
        let mut options = Options::default();
        for (key, value) in &self.0 {
            let switch = Switch::ALL
                .into_iter()
                .find(|s| s.id() == key)
                .ok_or_else(|| format!("unknown option `{key}`"))?;
            let text = match (switch.is_toggle(), value) {
                (true, toml::Value::Boolean(on)) => {
                    if *on {
                        "on"
                    } else {
                        "off"
                    }
                }
                (false, toml::Value::String(text)) => text.as_str(),
                _ => {
                    let expected = if switch.is_toggle() {
                        "true or false"
                    } else {
                        "a string"
                    };
                    return Err(format!("option `{key}` must be {expected}"));
                }
            };
            switch.set(&mut options, text)?;
        }
        Ok(options)
    }
}

/// Parses one example file.
pub fn parse(file: &str, text: &str) -> Result<ExampleSet, String> {
    let raw: RawFile = toml::from_str(text).map_err(|e| format!("{file}: {e}"))?;
    let spec: Spec = raw.spec.parse().map_err(|e| format!("{file}: {e}"))?;
    let examples = raw
        .example
        .into_iter()
        .enumerate()
        .map(|(i, ex)| {
            let expected = match (ex.expected, ex.error) {
                (Some(uri), None) => Expected::Uri(uri),
                (None, Some(kind)) => Expected::Error(kind),
                _ => {
                    return Err(format!(
                        "{file}: example {} (`{}`) needs exactly one of `expected` and `error`",
                        i + 1,
                        ex.reference
                    ));
                }
            };
            Ok(Example {
                spec,
                group: ex.group,
                options: ex
                    .options
                    .to_options()
                    .map_err(|e| format!("{file}: example {}: {e}", i + 1))?,
                base: ex.base,
                reference: ex.reference,
                expected,
                source: ex.source,
                note: ex.note,
            })
        })
        .collect::<Result<_, _>>()?;
    Ok(ExampleSet {
        file: file.to_string(),
        spec,
        title: raw.title,
        notes: raw.notes,
        examples,
    })
}

/// Every built-in example set, oldest specification first, then each library's.
pub fn builtin() -> Result<Vec<ExampleSet>, String> {
    let specs = SPEC_FILES.iter().map(|&(file, text)| parse(file, text));
    let libraries = Profile::newest_of_each().filter_map(|profile| {
        let text = profile.examples()?;
        Some(parse(&format!("{}.toml", profile.library()), text))
    });
    specs.chain(libraries).collect()
}
