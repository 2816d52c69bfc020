//! `uriscope compare BASE REFERENCE`: every specification on one input, the components that
//! differ, the step in each trace where they part, and why.

use std::io::{self, Write};

use serde::Serialize;

use super::CompareArgs;
use super::exit::{EXIT_FAILED, EXIT_OK};
use super::json::{self, ComponentsJson, OptionsJson};
use crate::core::compare::{COMPONENTS, Comparison, Divergence, StepRef, compare};
use crate::core::{Component, UriRef, escape_for_terminal};

pub fn run(args: &CompareArgs, out: &mut impl Write) -> io::Result<i32> {
    let options = args.switches.options();
    let comparison = compare(&args.base, &args.reference, &options);
    if args.json {
        json::write_line(out, &CompareJson::of(&comparison, &options), true)?;
    } else {
        write_table(out, &comparison)?;
    }
    let any_result = comparison.rows.iter().any(|row| row.result.is_ok());
    Ok(if any_result { EXIT_OK } else { EXIT_FAILED })
}

/// The width of `text` once escaped for the terminal, in characters (for aligning markers).
fn shown_width(text: &str) -> usize {
    escape_for_terminal(text).chars().count()
}

fn write_table(out: &mut impl Write, c: &Comparison) -> io::Result<()> {
    writeln!(out, "base       {}", escape_for_terminal(&c.base))?;
    writeln!(out, "reference  {}", escape_for_terminal(&c.reference))?;
    writeln!(out)?;
    let label_width = 11;
    for row in &c.rows {
        let label = row.spec.name();
        match &row.result {
            Ok(result) => {
                writeln!(out, "{label:<label_width$}{}", escape_for_terminal(result))?;
                if !row.differs.is_empty() {
                    writeln!(
                        out,
                        "{:<label_width$}{}",
                        "",
                        difference_markers(result, &row.differs)
                    )?;
                }
            }
            Err(error) => writeln!(
                out,
                "{label:<label_width$}✗ {}",
                escape_for_terminal(&error.to_string())
            )?,
        }
    }
    if c.all_agree() {
        writeln!(out)?;
        writeln!(out, "All specifications that give a result agree.")?;
    }
    if !c.divergences.is_empty() {
        writeln!(out)?;
        writeln!(out, "Where they part:")?;
        for d in &c.divergences {
            writeln!(out, "  {}", divergence_line(d))?;
        }
    }
    if !c.explanations.is_empty() {
        writeln!(out)?;
        writeln!(out, "Why:")?;
        for e in &c.explanations {
            writeln!(out, "  - {}", escape_for_terminal(e))?;
        }
    }
    if !c.warnings.is_empty() {
        writeln!(out)?;
        writeln!(out, "Warnings:")?;
        for (spec, w) in &c.warnings {
            writeln!(out, "  - {}: {}", spec.name(), w.text)?;
        }
    }
    Ok(())
}

/// A line of `^` under the differing components of `result`, then their names.
fn difference_markers(result: &str, differs: &[Component]) -> String {
    let uri = UriRef::parse(result);
    let mut line = String::new();
    for &component in differs {
        // An undefined or empty component is marked at the place it would be.
        let (start, end) = match uri.span(component) {
            Some(span) if !span.is_empty() => (span.start, span.end),
            Some(span) => (span.start.saturating_sub(1), span.start),
            None => (result.len(), result.len()),
        };
        let from = shown_width(&result[..start]);
        let width = shown_width(&result[start..end]).max(1);
        let have = line.chars().count();
        if from >= have {
            line.push_str(&" ".repeat(from - have));
            line.push_str(&"^".repeat(width));
        }
    }
    let names: Vec<&str> = differs.iter().map(|c| c.name()).collect();
    format!(
        "{line}  {} differ{}",
        names.join(", "),
        if names.len() == 1 { "s" } else { "" }
    )
}

fn step_words(step: &Option<StepRef>) -> String {
    match step {
        Some(s) => match s.decision {
            Some(decision) => format!("{} ({}: {decision})", s.step.id, s.step.title),
            None => format!("{} ({})", s.step.id, s.step.title),
        },
        None => "no step (not traced)".to_string(),
    }
}

fn divergence_line(d: &Divergence) -> String {
    let what = d
        .component
        .map_or("result".to_string(), |c| c.name().to_string());
    format!(
        "{} vs {}, {what}: {} {} / {} {}",
        d.a.name(),
        d.b.name(),
        d.a.name(),
        step_words(&d.a_step),
        d.b.name(),
        step_words(&d.b_step)
    )
}

/// The object `compare --json` prints.
#[derive(Serialize)]
struct CompareJson<'a> {
    base: &'a str,
    reference: &'a str,
    options: OptionsJson,
    all_agree: bool,
    rows: Vec<RowJson<'a>>,
    divergences: Vec<DivergenceJson>,
    explanations: &'a [String],
    warnings: Vec<WarningJson>,
}

#[derive(Serialize)]
struct RowJson<'a> {
    spec: &'static str,
    result: Option<&'a str>,
    error: Option<String>,
    /// Components whose value is not the one most specifications give.
    differs: Vec<&'static str>,
    components: Option<ComponentsJson<'a>>,
}

#[derive(Serialize)]
struct StepJson {
    step: &'static str,
    title: &'static str,
    decision: Option<&'static str>,
    event: usize,
}

#[derive(Serialize)]
struct DivergenceJson {
    a: &'static str,
    b: &'static str,
    component: Option<&'static str>,
    a_step: Option<StepJson>,
    b_step: Option<StepJson>,
}

#[derive(Serialize)]
struct WarningJson {
    spec: &'static str,
    id: &'static str,
    text: &'static str,
}

impl<'a> CompareJson<'a> {
    fn of(c: &'a Comparison, options: &crate::core::Options) -> Self {
        let step = |s: &Option<StepRef>| {
            s.map(|s| StepJson {
                step: s.step.id,
                title: s.step.title,
                decision: s.decision,
                event: s.event,
            })
        };
        CompareJson {
            base: &c.base,
            reference: &c.reference,
            options: OptionsJson::of(options),
            all_agree: c.all_agree(),
            rows: c
                .rows
                .iter()
                .map(|row| RowJson {
                    spec: row.spec.id(),
                    result: row.result.as_deref().ok(),
                    error: row.result.as_ref().err().map(ToString::to_string),
                    differs: COMPONENTS
                        .into_iter()
                        .filter(|c| row.differs.contains(c))
                        .map(Component::name)
                        .collect(),
                    components: row
                        .result
                        .as_deref()
                        .ok()
                        .map(|r| ComponentsJson::of(&UriRef::parse(r))),
                })
                .collect(),
            divergences: c
                .divergences
                .iter()
                .map(|d| DivergenceJson {
                    a: d.a.id(),
                    b: d.b.id(),
                    component: d.component.map(Component::name),
                    a_step: step(&d.a_step),
                    b_step: step(&d.b_step),
                })
                .collect(),
            explanations: &c.explanations,
            warnings: c
                .warnings
                .iter()
                .map(|(spec, w)| WarningJson {
                    spec: spec.id(),
                    id: w.id,
                    text: w.text,
                })
                .collect(),
        }
    }
}
