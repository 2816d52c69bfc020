//! Text a user reads cites the specifications themselves (RFC 2396 §5.2 step 6g, RFC 3986
//! §5.4.2), never the files uriscope was built from or the provenance marks used in them: the
//! user has neither.
//!
//! Checked: every built-in example's source, note and group, each example set's title and
//! notes; and everything a resolution can show (every step's title, sentence and citation, every
//! decision and warning, the error's message), collected by resolving every example under every
//! specification with its own options, with them narrowed to what that specification reads, and
//! with each switch set alone.

use std::collections::BTreeMap;

use uriscope::examples::builtin as builtin_examples;
use uriscope::trace::Step;
use uriscope::{AboveRoot, Options, Rfc1808Variant, Spec, Switch, Trace, resolve_with};

/// Names of the digest's files and its provenance marks. Compared in lower case.
const FORBIDDEN: &[&str] = &[
    ".md", "seed ", "(†)", "(?)", "(*)", "[rfc]", "digest", "profile",
];

/// The forbidden words `text` contains.
fn forbidden_in(text: &str) -> Vec<&'static str> {
    // The WHATWG Standard names a code point with the character in parentheses: `U+003F (?)`
    // is its text, not the digest's mark.
    let lower = text.to_lowercase().replace("u+003f (?)", "u+003f");
    FORBIDDEN
        .iter()
        .copied()
        .filter(|mark| lower.contains(mark))
        .collect()
}

/// `text` without its backtick-quoted spans. Error messages quote the base, the reference and
/// the paths made from them that way; those are the user's own text, and a reference such as
/// `README.md` must not count as a citation.
fn outside_quotes(text: &str) -> String {
    text.split('`').step_by(2).collect::<Vec<_>>().join("``")
}

/// Every text found wanting, once, with the first place it was seen.
#[derive(Default)]
struct Findings(BTreeMap<String, String>);

impl Findings {
    fn check(&mut self, text: &str, place: impl FnOnce() -> String) {
        self.check_as(text, text, place);
    }

    /// Checks `checked`, reporting `shown`.
    fn check_as(&mut self, checked: &str, shown: &str, place: impl FnOnce() -> String) {
        let marks = forbidden_in(checked);
        if !marks.is_empty() && !self.0.contains_key(shown) {
            self.0
                .insert(shown.to_string(), format!("{} (has {marks:?})", place()));
        }
    }

    fn step(&mut self, step: &Step, place: &dyn Fn() -> String) {
        let citation = step.citation().to_string();
        self.check(step.title, || format!("title of {citation}, {}", place()));
        self.check(step.text, || format!("sentence of {citation}, {}", place()));
        self.check(&citation, || format!("citation, {}", place()));
    }

    fn assert_none(&self, what: &str) {
        let listed: Vec<String> = self
            .0
            .iter()
            .map(|(text, place)| format!("  {place}:\n    {text}"))
            .collect();
        assert!(
            listed.is_empty(),
            "{} {what} name uriscope's files or their marks:\n{}",
            listed.len(),
            listed.join("\n")
        );
    }
}

#[test]
fn the_examples_cite_the_specifications() {
    let sets = builtin_examples().expect("the built-in example files parse");
    let mut findings = Findings::default();
    let mut checked = 0;
    for set in &sets {
        findings.check(&set.title, || format!("{}: title", set.file));
        findings.check(&set.notes, || format!("{}: notes", set.file));
        for example in &set.examples {
            checked += 1;
            let place = |field: &str| {
                format!(
                    "{}: {field} of `{}` against `{}`",
                    set.file, example.reference, example.base
                )
            };
            findings.check(&example.source, || place("source"));
            findings.check(&example.group, || place("group"));
            if let Some(note) = &example.note {
                findings.check(note, || place("note"));
            }
        }
    }
    assert!(checked > 0, "no examples were checked");
    findings.assert_none("example texts");
}

/// The option sets each example is resolved with under `spec`.
fn option_sets(own: &Options, spec: Spec) -> Vec<Options> {
    let default = Options::default();
    let mut sets = vec![
        *own,
        own.for_spec(spec),
        default,
        Options {
            non_strict: true,
            ..default
        },
        Options {
            fix_empty_base_path: true,
            ..default
        },
        Options {
            rfc1808_variant: Rfc1808Variant::Draft05,
            ..default
        },
    ];
    sets.extend(AboveRoot::ALL.map(|above_root| Options {
        above_root,
        ..default
    }));
    let mut unique = Vec::new();
    for options in sets {
        if !unique.contains(&options) {
            unique.push(options);
        }
    }
    unique
}

#[test]
fn what_a_resolution_shows_cites_the_specifications() {
    let sets = builtin_examples().expect("the built-in example files parse");
    let mut findings = Findings::default();
    let mut resolutions = 0;
    for spec in Spec::ALL {
        findings.check(spec.title(), || format!("title of {}", spec.name()));
    }
    for switch in Switch::ALL {
        findings.check(switch.applies_to_words(), || {
            format!("where the switch {} applies", switch.name())
        });
    }
    for set in &sets {
        for example in &set.examples {
            for spec in Spec::ALL {
                for options in option_sets(&example.options, spec) {
                    resolutions += 1;
                    let place = || {
                        format!(
                            "{} resolving `{}` against `{}` ({})",
                            spec.name(),
                            example.reference,
                            example.base,
                            options.describe(spec)
                        )
                    };
                    let mut trace = Trace::default();
                    let result = resolve_with(
                        spec,
                        &example.base,
                        &example.reference,
                        &options,
                        &mut trace,
                    );
                    for step in trace.steps() {
                        findings.step(step.step, &place);
                        for decision in step.decisions(&trace) {
                            findings.check(decision, || format!("decision at {}", place()));
                        }
                        for warning in step.warnings(&trace) {
                            findings.check(warning.text, || {
                                format!("warning {} at {}", warning.id, place())
                            });
                        }
                        // The rules of an iterating step (RFC 3986 §5.2.4's 2A to 2E).
                        for event in step.event_records(&trace) {
                            findings.step(event.step, &place);
                        }
                    }
                    if let Err(error) = result {
                        if let Some(step) = error.step() {
                            findings.step(step, &place);
                        }
                        let message = error.to_string();
                        findings.check_as(&outside_quotes(&message), &message, || {
                            format!("error at {}", place())
                        });
                    }
                }
            }
        }
    }
    assert!(resolutions > 0, "nothing was resolved");
    findings.assert_none("texts of steps, warnings and errors");
}

/// The check itself: it finds each mark, and an error's quotation of the user's own text is not
/// held against it.
#[test]
fn the_check_finds_the_marks_and_spares_quoted_input() {
    for text in [
        "(†) differences.md R13: Step 2b",
        "seed 001, draft-10 C.2",
        "[RFC] RFC 3986 5.4.2",
        "(?) rendered per section 7",
        "(*) RFC 1808 5.2",
        "the digest's choice",
        "Profile on the RFC 2396 base",
    ] {
        assert!(!forbidden_in(text).is_empty(), "{text}");
    }
    for text in [
        "RFC 2396 Appendix C.1",
        "derived: RFC 1808 §4 step 2b applied as written",
        "uriscope's reading: RFC 1630 is silent on empty references",
        "draft-fielding-url-syntax-10 Appendix C.2",
    ] {
        assert_eq!(forbidden_in(text), Vec::<&str>::new(), "{text}");
    }
    let message = "RFC 2396 §5.2 step 1: the base `notes.md` has no scheme";
    assert_eq!(forbidden_in(&outside_quotes(message)), Vec::<&str>::new());
    assert_eq!(forbidden_in(message), [".md"]);
}
