//! `uriscope compare BASE REFERENCE`: every specification on one input, the components that
//! differ, the step in each trace where they part, and why.

use std::io::{self, Write};

use clap::Args;
use serde::Serialize;

use super::exit::{EXIT_FAILED, EXIT_OK};
use super::json::{self, ComponentsJson, ConnectionJson, OptionsJson};
use super::spec_arg::ProfilesParser;
use super::switches::Switches;
use super::switches::error_words;
use crate::core::text::escape::terminal::escape_for_terminal;
use crate::core::text::uri_ref::UriRef;
use crate::core::tools::compare::{Agreement, Comparison, Row, StepRef, compare_with};
use crate::core::vocabulary::component::{Component, Role};
use crate::core::vocabulary::spec::Spec;
use crate::words::findings::finding_sentences;
use crate::words::wrap::{width, write_wrapped};

#[derive(Debug, Args)]
pub struct CompareArgs {
    #[command(flatten)]
    pub switches: Switches,
    /// Add library profiles' rows, comma-separated: a library (python, node-legacy, go, java, curl), one at a release (python@3.11), or all
    #[arg(long = "with", value_name = "PROFILES", value_delimiter = ',', value_parser = ProfilesParser)]
    pub with: Vec<Vec<Spec>>,
    /// Print one JSON object
    #[arg(long)]
    pub json: bool,
    /// The base URI (absolute: it must have a scheme)
    #[arg(value_name = "BASE")]
    pub base: String,
    /// The URI reference to resolve (put `--` before one that starts with `-`)
    #[arg(value_name = "REFERENCE")]
    pub reference: String,
}

impl CompareArgs {
    /// The profiles `--with` asked for, in its order, each once.
    pub fn profiles(&self) -> Vec<Spec> {
        let mut profiles: Vec<Spec> = Vec::new();
        for &spec in self.with.iter().flatten() {
            if !profiles.contains(&spec) {
                profiles.push(spec);
            }
        }
        profiles
    }
}

pub fn run(args: &CompareArgs, out: &mut impl Write) -> io::Result<i32> {
    let options = args.switches.options();
    let comparison = compare_with(&args.base, &args.reference, &options, &args.profiles());
    if args.json {
        json::write_line(out, &CompareJson::of(&comparison, &options), true)?;
    } else {
        write_table(out, &comparison)?;
    }
    let any_result = comparison.rows.iter().any(|row| row.result().is_ok());
    Ok(if any_result { EXIT_OK } else { EXIT_FAILED })
}

/// The width of `text` once escaped for the terminal, in columns (for aligning markers).
fn shown_width(text: &str) -> usize {
    width(&escape_for_terminal(text))
}

/// The labels' column: the longest name (a profile's is longer than `WHATWG URL`) and a space.
fn label_width(c: &Comparison) -> usize {
    let longest = c.rows.iter().map(|row| row.spec.name().len()).max();
    longest.unwrap_or(0).max(10) + 1
}

fn write_table(out: &mut impl Write, c: &Comparison) -> io::Result<()> {
    let labels = label_width(c);
    writeln!(out, "base       {}", escape_for_terminal(&c.base))?;
    writeln!(out, "reference  {}", escape_for_terminal(&c.reference))?;
    writeln!(out)?;
    for row in &c.rows {
        let label = row.spec.name();
        match row.result() {
            Ok(result) => {
                let uri = result.as_str();
                writeln!(out, "{label:<labels$}{}", escape_for_terminal(uri))?;
                if !row.differs.is_empty() {
                    writeln!(
                        out,
                        "{:<labels$}{}",
                        "",
                        difference_markers(&result.uri_ref(), &row.differs)
                    )?;
                }
            }
            Err(error) => writeln!(
                out,
                "{label:<labels$}✗ {}",
                escape_for_terminal(&error_words(error))
            )?,
        }
    }
    writeln!(out)?;
    write_hosts_apart(out, c, labels)?;
    match c.agreement() {
        Agreement::All => writeln!(out, "Every specification gives this result.")?,
        Agreement::AllThatGiveOne => writeln!(out, "The specifications that give a result agree.")?,
        Agreement::NoResult => writeln!(out, "No specification gives a result.")?,
        Agreement::Differ => {}
    }
    let partings = c.partings();
    if !partings.is_empty() {
        writeln!(
            out,
            "Where they part (the step that made it so, and what it recorded):"
        )?;
        for parting in partings {
            let what = parting
                .component
                .map_or("result (one fails)", Component::name);
            writeln!(out, "  {what}")?;
            for (spec, step) in parting.steps {
                let Some(step) = step else { continue };
                let first = format!("    {:<labels$}", spec.name());
                write_wrapped(out, &first, &step.to_string())?;
            }
        }
    }
    if !c.explanations.is_empty() {
        writeln!(out)?;
        writeln!(out, "Why:")?;
        for (spec, w) in &c.explanations {
            write_wrapped(
                out,
                "  - ",
                &format!("{}: {}", spec.name(), c.why(*spec, w)),
            )?;
        }
    }
    let others: Vec<_> = c
        .warnings
        .iter()
        .filter(|(_, w)| !c.explanations.iter().any(|(_, e)| e.id == w.id))
        .collect();
    if !others.is_empty() {
        writeln!(out)?;
        writeln!(out, "Warnings:")?;
        for (spec, w) in others {
            write_wrapped(out, "  - ", &format!("{}: {}", spec.name(), w.text))?;
        }
    }
    write_findings(out, c)
}

/// Where the clients would connect to different hosts: the sentence first, then where each
/// connects, as it parses its own result.
fn write_hosts_apart(out: &mut impl Write, c: &Comparison, labels: usize) -> io::Result<()> {
    let Some(apart) = &c.hosts_apart else {
        return Ok(());
    };
    writeln!(
        out,
        "They connect to different hosts (each parsing its own result):"
    )?;
    write_wrapped(out, "  ⚠ ", apart)?;
    for row in &c.rows {
        let to = match &row.connects_to {
            Some(Ok(connection)) => escape_for_terminal(&connection.to_string()).into_owned(),
            Some(Err(why)) => format!("✗ {}", escape_for_terminal(why)),
            None => continue,
        };
        writeln!(out, "    {:<labels$}{to}", row.spec.name())?;
    }
    writeln!(out)
}

/// Where the base, the reference or a result is not a URI by an RFC's grammar, per
/// specification ([`finding_sentences`]; `uriscope parse --spec SPEC TEXT` gives each finding in
/// full).
fn write_findings(out: &mut impl Write, c: &Comparison) -> io::Result<()> {
    let roles = [Role::Base, Role::Reference, Role::Result];
    let found = |row: &Row| roles.iter().any(|&role| !row.findings(role).is_empty());
    if !c.rows.iter().any(found) {
        return Ok(());
    }
    writeln!(out)?;
    writeln!(out, "Not URIs by the grammar (each RFC's, on each text):")?;
    for row in &c.rows {
        let texts = [
            (row.findings(Role::Base), &c.base[..]),
            (row.findings(Role::Reference), &c.reference[..]),
            (row.findings(Role::Result), row.uri().unwrap_or_default()),
        ];
        for sentence in finding_sentences(texts) {
            write_wrapped(out, "  - ", &format!("{}: {sentence}", row.spec.name()))?;
        }
    }
    Ok(())
}

/// A line of `^` under the differing components of `uri`, then their names.
fn difference_markers(uri: &UriRef<'_>, differs: &[Component]) -> String {
    let result = uri.as_str();
    let mut line = String::new();
    for &component in differs {
        // An undefined or empty component is marked where it would start (one `^`).
        let span = uri
            .span(component)
            .unwrap_or(crate::core::vocabulary::span::Span::new(
                result.len(),
                result.len(),
            ));
        let from = shown_width(&result[..span.start]);
        let columns = shown_width(span.of(result)).max(1);
        let have = width(&line);
        if from >= have {
            line.push_str(&" ".repeat(from - have));
            line.push_str(&"^".repeat(columns));
        }
    }
    let names: Vec<&str> = differs.iter().map(|c| c.name()).collect();
    format!(
        "{line}  {} differ{}",
        names.join(", "),
        if names.len() == 1 { "s" } else { "" }
    )
}

/// The object `compare --json` prints.
#[derive(Serialize)]
struct CompareJson<'a> {
    base: &'a str,
    reference: &'a str,
    options: OptionsJson,
    /// True when the specifications that give a result all give the same one.
    all_agree: bool,
    /// `all`, `all_that_give_one`, `differ` or `no_result`.
    agreement: &'static str,
    rows: Vec<RowJson<'a>>,
    divergences: Vec<DivergenceJson<'a>>,
    explanations: Vec<String>,
    warnings: Vec<WarningJson>,
    /// Where the rows' clients would connect to different hosts, in a sentence; `null` where
    /// they connect to one.
    hosts_apart: Option<&'a str>,
}

#[derive(Serialize)]
struct RowJson<'a> {
    spec: String,
    result: Option<&'a str>,
    error: Option<String>,
    /// Components whose value is not the one most specifications give.
    differs: Vec<&'static str>,
    components: Option<ComponentsJson<'a>>,
    /// What the specification's grammar finds in the base, the reference and the result.
    findings: Vec<json::FindingJson>,
    /// Where its client connects for the result, as it parses it; `null` without a result or
    /// where its parser refuses it (`connects_to_error` says why).
    connects_to: Option<ConnectionJson>,
    #[serde(skip_serializing_if = "Option::is_none")]
    connects_to_error: Option<String>,
}

#[derive(Serialize)]
struct StepJson<'a> {
    step: &'static str,
    title: &'static str,
    citation: String,
    decision: Option<&'a str>,
    event: usize,
}

#[derive(Serialize)]
struct DivergenceJson<'a> {
    a: String,
    b: String,
    component: Option<&'static str>,
    a_step: Option<StepJson<'a>>,
    b_step: Option<StepJson<'a>>,
}

#[derive(Serialize)]
struct WarningJson {
    spec: String,
    id: &'static str,
    text: &'static str,
}

impl<'a> CompareJson<'a> {
    fn of(c: &'a Comparison, options: &crate::core::vocabulary::options::Options) -> Self {
        let step = |s: &'a Option<StepRef>| {
            s.as_ref().map(|s| StepJson {
                step: s.step.id,
                title: s.step.title,
                citation: s.step.citation().to_string(),
                decision: s.decision.as_deref(),
                event: s.event,
            })
        };
        let agreement = c.agreement();
        CompareJson {
            base: &c.base,
            reference: &c.reference,
            options: OptionsJson::of(options),
            all_agree: matches!(agreement, Agreement::All | Agreement::AllThatGiveOne),
            agreement: match agreement {
                Agreement::All => "all",
                Agreement::AllThatGiveOne => "all_that_give_one",
                Agreement::Differ => "differ",
                Agreement::NoResult => "no_result",
            },
            rows: c
                .rows
                .iter()
                .map(|row| {
                    let (connects_to, connects_to_error) =
                        ConnectionJson::pair(row.connects_to.as_ref());
                    RowJson {
                        spec: row.spec.to_string(),
                        result: row.uri().ok(),
                        error: row.uri().err().map(error_words),
                        differs: row.differs.iter().map(|c| c.name()).collect(),
                        components: row.result().ok().map(|r| ComponentsJson::of(&r.uri_ref())),
                        findings: [
                            (Role::Base, &c.base[..]),
                            (Role::Reference, &c.reference[..]),
                            (Role::Result, row.uri().unwrap_or_default()),
                        ]
                        .into_iter()
                        .flat_map(|(role, text)| {
                            json::FindingJson::all(role, row.findings(role), text)
                        })
                        .collect(),
                        connects_to,
                        connects_to_error,
                    }
                })
                .collect(),
            divergences: c
                .divergences
                .iter()
                .map(|d| DivergenceJson {
                    a: d.a.to_string(),
                    b: d.b.to_string(),
                    component: d.component.map(Component::name),
                    a_step: step(&d.a_step),
                    b_step: step(&d.b_step),
                })
                .collect(),
            explanations: c
                .explanations
                .iter()
                .map(|(spec, w)| format!("{}: {}", spec.name(), c.why(*spec, w)))
                .collect(),
            warnings: c
                .warnings
                .iter()
                .map(|(spec, w)| WarningJson {
                    spec: spec.to_string(),
                    id: w.id,
                    text: w.text,
                })
                .collect(),
            hosts_apart: c.hosts_apart.as_deref(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An empty component after a non-ASCII character is marked without cutting the character.
    #[test]
    fn markers_never_cut_a_character() {
        let line = difference_markers(&UriRef::parse("http://aé"), &[Component::Path]);
        assert_eq!(line, "         ^  path differs");
        let line = difference_markers(&UriRef::parse("http://a/é?"), &[Component::Query]);
        assert_eq!(line, "           ^  query differs");
    }

    /// A wide character takes two columns, so the markers after it stay under their text.
    #[test]
    fn markers_count_columns_not_characters() {
        // `http://a中`: the authority `a中` takes three columns, the empty path is marked after it.
        let line = difference_markers(
            &UriRef::parse("http://a中"),
            &[Component::Authority, Component::Path],
        );
        assert_eq!(line, "       ^^^^  authority, path differ");
        // `http://a/` is 9 columns, `中` 2 and `?` 1: the query starts at column 12.
        let line = difference_markers(&UriRef::parse("http://a/中?x"), &[Component::Query]);
        assert_eq!(line, "            ^  query differs");
    }
}
