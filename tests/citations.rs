//! Text a user reads cites the specifications themselves (RFC 2396 §5.2 step 6g, RFC 3986
//! §5.4.2), never the files uriscope was built from or the provenance marks used in them: the
//! user has neither.
//!
//! Checked: every built-in example's source, note and group, each example set's title and
//! notes; and everything a resolution can show (every step's title, sentence and citation, every
//! decision and warning, the error's message), collected by resolving every example under every
//! specification with its own options, with them narrowed to what that specification reads, and
//! with each switch set alone; and the web-platform-tests' inputs and the input of each rule
//! `compare` explains (`common/why_cases.rs`) under every specification.
//!
//! And every quotation is the document's: each step's sentence, each validation error's
//! sentence and each span in double quotes that a warning, a decision or an error gives is
//! found, word for word, in the document it is attributed to (`tests/data/documents/`).

#[path = "common/why_cases.rs"]
#[allow(dead_code)] // `tests/why.rs` reads the rest.
mod why_cases;

use std::collections::BTreeMap;
use std::sync::OnceLock;

use uriscope::examples::builtin as builtin_examples;
use uriscope::options::{AboveRoot, Rfc1808Variant, Switch};
use uriscope::trace::Trace;
use uriscope::trace::{Document, Step};
use uriscope::{Options, Spec, resolve_with};

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

/// A text a resolution shows, once, with the specification whose resolution showed it.
struct Shown {
    text: String,
    kind: Kind,
    /// The specification resolving; for a step's sentence, the document the step quotes
    /// (`None`: a library's code or uriscope's own procedure, which quote nothing).
    spec: Option<Spec>,
    place: String,
}

#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
enum Kind {
    Title,
    /// A step's sentence: the specification's own text, quoted whole.
    Sentence,
    Citation,
    Decision,
    Warning,
    Error,
}

/// Everything a resolution can show (see the module's documentation), each text once: collected
/// once for the tests of this file.
fn shown() -> &'static [Shown] {
    static SHOWN: OnceLock<Vec<Shown>> = OnceLock::new();
    SHOWN.get_or_init(collect_shown)
}

/// The texts seen so far, each once.
#[derive(Default)]
struct Collector(BTreeMap<(Kind, String), Shown>);

impl Collector {
    fn add(&mut self, text: &str, kind: Kind, spec: Option<Spec>, place: impl FnOnce() -> String) {
        self.0
            .entry((kind, text.to_string()))
            .or_insert_with(|| Shown {
                text: text.to_string(),
                kind,
                spec,
                place: place(),
            });
    }

    /// A step's title, sentence (quoting its document) and citation.
    fn step(&mut self, step: &Step, spec: Spec, place: &dyn Fn() -> String) {
        let quoted = match step.source {
            Document::Spec(spec) => Some(spec),
            _ => None,
        };
        let citation = step.citation().to_string();
        self.add(step.title, Kind::Title, Some(spec), || {
            format!("title of {citation}, {}", place())
        });
        self.add(step.text, Kind::Sentence, quoted, || {
            format!("sentence of {citation}, {}", place())
        });
        self.add(&citation, Kind::Citation, Some(spec), || {
            format!("citation, {}", place())
        });
    }
}

fn collect_shown() -> Vec<Shown> {
    let sets = builtin_examples().expect("the built-in example files parse");
    let mut seen = Collector::default();
    for spec in Spec::ALL {
        seen.add(&spec.title(), Kind::Title, None, || {
            format!("title of {}", spec.name())
        });
    }
    for switch in Switch::ALL {
        seen.add(switch.applies_to_words(), Kind::Title, None, || {
            format!("where the switch {} applies", switch.name())
        });
    }
    let mut inputs: Vec<(String, String, Options)> = Vec::new();
    for set in &sets {
        for example in &set.examples {
            inputs.push((
                example.base.clone(),
                example.reference.clone(),
                example.options,
            ));
        }
    }
    // One input per rule "Why" explains.
    for case in why_cases::CASES {
        inputs.push((
            case.base.to_string(),
            case.reference.to_string(),
            Options::default(),
        ));
    }
    // The web-platform-tests' inputs reach the WHATWG parser's validation errors and rules.
    let data: serde_json::Value =
        serde_json::from_str(include_str!("data/urltestdata.json")).expect("valid JSON");
    for entry in data.as_array().into_iter().flatten() {
        let (Some(input), Some(base)) = (entry["input"].as_str(), entry["base"].as_str()) else {
            continue;
        };
        inputs.push((base.to_string(), input.to_string(), Options::default()));
    }
    let mut resolutions = 0;
    for (base, reference, own) in &inputs {
        for spec in Spec::ALL {
            for options in option_sets(own, spec) {
                resolutions += 1;
                let place = || {
                    format!(
                        "{} resolving `{reference}` against `{base}` ({})",
                        spec.name(),
                        options.describe(spec)
                    )
                };
                let mut trace = Trace::default();
                let result = resolve_with(spec, base, reference, &options, &mut trace);
                for run in trace.steps() {
                    seen.step(run.step, spec, &place);
                    for decision in run.decisions(&trace) {
                        seen.add(decision, Kind::Decision, Some(spec), || {
                            format!("decision at {}", place())
                        });
                    }
                    for warning in run.warnings(&trace) {
                        seen.add(warning.text, Kind::Warning, Some(spec), || {
                            format!("warning {} at {}", warning.id, place())
                        });
                    }
                    // The rules of an iterating step (RFC 3986 §5.2.4's 2A to 2E).
                    for event in run.event_records(&trace) {
                        seen.step(event.step, spec, &place);
                    }
                }
                // The Standard's sentence that raised each validation error.
                for (step, act) in trace.whatwg_acts() {
                    if let Some(sentence) = act.sentence() {
                        seen.add(sentence, Kind::Sentence, Some(Spec::Whatwg), || {
                            format!(
                                "sentence raising a validation error at {}, {}",
                                step.citation(),
                                place()
                            )
                        });
                    }
                }
                if let Err(error) = result {
                    if let Some(failed) = error.step() {
                        seen.step(failed, spec, &place);
                    }
                    seen.add(&error.to_string(), Kind::Error, Some(spec), place);
                }
            }
        }
    }
    assert!(resolutions > 0, "nothing was resolved");
    // Each notion of equivalence: its rungs, the rules that changed the examples' texts, the
    // rules it never applies and its notes, quoted from the specification whose ladder it is.
    for notion in uriscope::equivalence::notions() {
        let spec = match notion.id {
            "whatwg" | "whatwg-exclude-fragments" => Spec::Whatwg,
            _ => Spec::Rfc3986,
        };
        let place = || format!("the notion of equivalence {}", notion.id);
        for rung in notion.rungs {
            seen.step(rung.step, spec, &place);
        }
        for step in notion.unapplied {
            seen.step(step, spec, &place);
        }
        for (base, reference, _) in &inputs {
            for text in [base, reference] {
                let n = uriscope::equivalence::normalize(notion, text);
                for change in &n.changes {
                    seen.step(change.step, spec, &place);
                }
                for note in &n.notes {
                    seen.add(note.text, Kind::Warning, Some(spec), || {
                        format!("note {} of {}", note.id, place())
                    });
                }
            }
        }
    }
    seen.0.into_values().collect()
}

#[test]
fn what_a_resolution_shows_cites_the_specifications() {
    let mut findings = Findings::default();
    for shown in shown() {
        // An error's message quotes the base, the reference and the paths made from them in
        // backticks: those are the user's own text.
        let checked = match shown.kind {
            Kind::Error => outside_quotes(&shown.text),
            _ => shown.text.clone(),
        };
        findings.check_as(&checked, &shown.text, || shown.place.clone());
    }
    findings.assert_none("texts of steps, warnings and errors");
}

/// The documents quoted (see `tests/data/documents/README.md`), each as one normalized text.
fn document(spec: Spec) -> &'static str {
    static TEXTS: OnceLock<Vec<(Spec, String)>> = OnceLock::new();
    let texts = TEXTS.get_or_init(|| {
        let read = |files: &[&str]| {
            let texts: Vec<String> = files
                .iter()
                .map(|file| {
                    let path =
                        format!("{}/tests/data/documents/{file}", env!("CARGO_MANIFEST_DIR"));
                    let text =
                        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
                    normalize(&text)
                })
                .collect();
            texts.join(" \u{0} ")
        };
        vec![
            (Spec::Rfc1630, read(&["rfc1630.txt"])),
            (
                Spec::Rfc1808,
                read(&[
                    "draft-ietf-uri-relative-url-05-to-06.diff",
                    "rfc1808.quoted.txt",
                ]),
            ),
            (
                Spec::Rfc2396,
                read(&[
                    "draft-fielding-url-syntax-02-to-03.diff",
                    "draft-fielding-url-syntax-09-to-10.diff",
                    "rfc2396.quoted.txt",
                ]),
            ),
            (Spec::Rfc3986, read(&["rfc3986.txt"])),
            (Spec::Whatwg, read(&["url.bs"])),
        ]
    });
    &texts
        .iter()
        .find(|(s, _)| *s == spec)
        .expect("every specification")
        .1
}

/// A document's text or a quotation of it, reduced to what a quotation keeps: the words, in
/// order. Markup goes (the Standard's Bikeshed source, the RFCs' page breaks, the drafts' diff
/// marks, a digest's backticks), tags with it (the kept diffs lost every `<...>`, `<net_loc>`
/// among them), and runs of white space become one space.
fn normalize(text: &str) -> String {
    static RULES: OnceLock<Vec<(regex::Regex, &str)>> = OnceLock::new();
    let rules = RULES.get_or_init(|| {
        [
            // RFC page breaks: the footer, the form feed and the next page's header.
            (r"(?m)^(Berners-Lee|Fielding).*\[Page \d+\]\s*$", ""),
            (r"(?m)^RFC \d{4} .*(19|20)\d\d\s*$", ""),
            ("\x0c", ""),
            // Diff marks: hunk headers and line marks.
            (
                r"\*{15}|\*\*\* \d+,\d+ \*\*\*\*|--- \d+,\d+ ----|@@ -\d+,\d+ \+\d+,\d+ @@",
                " ",
            ),
            // Bikeshed: notes (a step's sentence leaves them out), tags, autolinks, variables,
            // references.
            (r"(?s)<!--.*?-->", ""),
            (r"(?s)<p class=note>.*?\n\s*\n", "\n"),
            (r"<[^>]*>", ""),
            (r"\[=(?:[^=\]|]*\|)?(?:[^=\]/]*/)?([^=\]/]*)=\]", "$1"),
            (r"\{\{(?:[^}|]*\|)?([^}]*)\}\}", "$1"),
            (r"\[\[!?([^\]]*)\]\]", "[$1]"),
            (r"\|([^|\s]+)\|", "$1"),
            ("&amp;", "&"),
            ("&lt;", "<"),
            ("&gt;", ">"),
            ("`", ""),
            ("[\u{201c}\u{201d}]", "\""),
            // A lone `+`, `-` or `!` marks a diff's line, `o` an RFC's bullet; `--` starts
            // RFC 3986's comments.
            (r"(^|\s)(?:[-+!o]|--)(?:\s|$)", " "),
        ]
        .into_iter()
        .map(|(pattern, with)| (regex::Regex::new(pattern).expect("a valid pattern"), with))
        .collect()
    });
    let mut text = text.replace('\u{2019}', "'");
    for (pattern, with) in rules {
        // Twice: a lone mark's match takes the space the next one needs.
        for _ in 0..2 {
            text = pattern.replace_all(&text, *with).into_owned();
        }
    }
    // A word hyphenated at a line's end is one word; a list rendered as one sentence joins
    // its items with `;` or `:`, and an item starts with a capital: the words are compared,
    // not the punctuation between them nor their case.
    let words: Vec<&str> = text.split_whitespace().collect();
    words
        .join(" ")
        .replace("- ", "-")
        .to_lowercase()
        .split(' ')
        .map(|word| word.trim_end_matches([';', ':']))
        .filter(|word| !word.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// A bracketed insertion in a quoted sentence, but for a reference (`[RFC1630]`, `[1]`).
fn editorial() -> &'static regex::Regex {
    static EDITORIAL: OnceLock<regex::Regex> = OnceLock::new();
    EDITORIAL.get_or_init(|| {
        regex::Regex::new(r"\[(?:[^\]R\d][^\]]*|R[^F][^\]]*)\]").expect("a valid pattern")
    })
}

/// The quotations in `text`: the spans between double quotes (a quotation within one splits
/// it, and each part is checked), each with the document it is attributed to: the last one the
/// text names before it, else `own`. Only spans of four words or more are sentences; a shorter
/// one quotes a name, a value or an example (`"file"`, `"http:g"`).
fn quotations(text: &str, own: Spec) -> Vec<(Spec, &str)> {
    const NAMES: [(&str, Spec); 6] = [
        ("RFC 1630", Spec::Rfc1630),
        ("RFC 1808", Spec::Rfc1808),
        ("RFC 2396", Spec::Rfc2396),
        ("RFC 3986", Spec::Rfc3986),
        ("URL Standard", Spec::Whatwg),
        ("WHATWG", Spec::Whatwg),
    ];
    let mut document = own;
    let mut found = Vec::new();
    for (i, part) in text.split('"').enumerate() {
        if i % 2 == 0 {
            let last = NAMES
                .iter()
                .filter_map(|(name, spec)| part.rfind(name).map(|at| (at, *spec)))
                .max_by_key(|(at, _)| *at);
            if let Some((_, spec)) = last {
                document = spec;
            }
        } else if part.split_whitespace().count() >= 4 {
            found.push((document, part));
        }
    }
    found
}

/// Every quotation a resolution shows is found in the document it is attributed to: the
/// sentence of each step in its specification, and each span a warning, a decision or an
/// error quotes in the document it names (else in the specification that showed it).
#[test]
fn every_quotation_is_in_the_document_it_is_attributed_to() {
    let mut missing: BTreeMap<String, String> = BTreeMap::new();
    let mut checked = 0;
    for shown in shown() {
        let Some(own) = shown.spec else { continue };
        let quoted: Vec<(Spec, &str)> = match shown.kind {
            // A step's sentence is its document's, whole; what it puts in brackets is its own
            // (`[...]` for what it leaves out, `[Then:]`), but for a reference (`[RFC1630]`).
            Kind::Sentence => editorial()
                .split(&shown.text)
                .map(|part| (own, part))
                .collect(),
            Kind::Decision | Kind::Warning | Kind::Error => quotations(&shown.text, own),
            Kind::Title | Kind::Citation => Vec::new(),
        };
        for (spec, quotation) in quoted {
            let words = normalize(quotation);
            if words.is_empty() {
                continue;
            }
            checked += 1;
            if !document(spec).contains(&words) {
                let elsewhere: Vec<String> = Spec::ALL
                    .into_iter()
                    .filter(|&other| document(other).contains(&words))
                    .map(Spec::name)
                    .collect();
                let parted = parting(document(spec), &words);
                missing.entry(words).or_insert_with(|| {
                    format!(
                        "{} (attributed to {}; found in {elsewhere:?}; {parted})",
                        shown.place,
                        spec.name()
                    )
                });
            }
        }
    }
    assert!(checked > 100, "only {checked} quotations were checked");
    let listed: Vec<String> = missing
        .iter()
        .map(|(words, place)| format!("  {place}:\n    \"{words}\""))
        .collect();
    assert!(
        listed.is_empty(),
        "{} quotations are not in the document they are attributed to:\n{}",
        listed.len(),
        listed.join("\n")
    );
}

/// Where `quotation` leaves `document`: the longest run of its first words that the document
/// has, and what the document has next, for the failure's message.
fn parting(document: &str, quotation: &str) -> String {
    let words: Vec<&str> = quotation.split(' ').collect();
    let prefix = |n: usize| words[..n].join(" ");
    let kept = (1..=words.len())
        .take_while(|&n| document.contains(&prefix(n)))
        .last()
        .unwrap_or(0);
    if kept == 0 {
        return format!("the document lacks even its first word {:?}", words[0]);
    }
    let found = prefix(kept);
    let at = document.find(&found).expect("found") + found.len();
    let next: String = document[at..].chars().take(80).collect();
    format!(
        "the same as far as {:?}, where the document goes on {next:?}",
        words[kept.saturating_sub(4)..kept].join(" ")
    )
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

/// The quotation check itself: it attributes a quotation to the document named before it,
/// reads the Standard's markup and the drafts' diff marks as the words they show, and finds a
/// sentence a document lacks.
#[test]
fn the_quotation_check_attributes_reads_markup_and_fails_a_made_up_sentence() {
    let text = "RFC 3986 §3.3: \"When authority is present, the path must\"; RFC 2396 step 3 \
                adds \"Due to a loophole in\" and \"so\"; then \"a made-up sentence of four\"";
    assert_eq!(
        quotations(text, Spec::Rfc1630),
        [
            (Spec::Rfc3986, "When authority is present, the path must"),
            (Spec::Rfc2396, "Due to a loophole in"),
            (Spec::Rfc2396, "a made-up sentence of four"),
        ]
    );
    assert_eq!(
        normalize("If <var>c</var> is [=url/query|the query=] of [=URL/host=] <!-- x -> y -->"),
        "if c is the query of host"
    );
    assert_eq!(
        normalize("the base - URL; *************** *** 12,14 **** + base URI;"),
        "the base url base uri"
    );
    assert!(document(Spec::Whatwg).contains(&normalize(
        "If c is U+0025 (%) and remaining does not start with two ASCII hex digits"
    )));
    assert!(!document(Spec::Rfc3986).contains(&normalize("a made-up sentence of four")));
    assert!(!document(Spec::Rfc1630).contains(&normalize(
        "only the scheme component is required to be present in the base URI"
    )));
}
