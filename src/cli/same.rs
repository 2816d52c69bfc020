//! `uriscope same A B`: whether two URIs are equivalent under each notion (RFC 3986 §6.2's
//! ladder, the URL Standard's equality with and without fragments, each library that defines
//! equality or a normalizer), from which rung, or where they still differ. The exit status is the
//! verdict of `--by` (RFC 3986's when not given), at its last rung or at `--rung`: 0 the same,
//! 1 different or not comparable.

use std::io::{self, Write};

use clap::Args;
use clap::error::ErrorKind;
use serde::Serialize;

use super::exit::{EXIT_FAILED, EXIT_OK, Ran, usage};
use super::json;
use super::normalize::{ChangeJson, notion_values};
use super::streams::Streams;
use crate::core::text::escape::terminal::escape_for_terminal;
use crate::core::tools::equivalence::{Verdict, notion, same, verdicts};
use crate::core::vocabulary::normalization::Normalization;
use crate::words::normalization_text::{verdict_line, write_trace};

/// The notion whose verdict is the exit status when `--by` is not given.
const DEFAULT_BY: &str = "rfc3986";

#[derive(Debug, Args)]
pub struct SameArgs {
    /// Only this notion's verdict, and the exit status by it (without --by: every notion's
    /// verdict, the exit status by rfc3986)
    #[arg(long, value_name = "SPEC", value_parser = notion_values())]
    pub by: Option<String>,
    /// The exit status by this rung of --by's ladder instead of its last: `string` (RFC 3986
    /// §6.2.1, what OAuth 2.0 asks of a registered redirect_uri), `syntax`, `scheme`, `equals`,
    /// … (the JSON's first_equal_rung names them)
    #[arg(long, value_name = "RUNG", requires = "by")]
    pub rung: Option<String>,
    /// Print each notion's rungs for both texts, with each rule that changed a part
    #[arg(long)]
    pub trace: bool,
    /// Print one JSON object: {a, b, verdicts: [{by, same, a_normal, b_normal,
    /// first_equal_rung, differs_at}]}
    #[arg(long)]
    pub json: bool,
    /// The first URI
    #[arg(value_name = "A")]
    pub a: String,
    /// The second URI
    #[arg(value_name = "B")]
    pub b: String,
}

pub fn dispatch(args: &SameArgs, streams: &mut Streams<'_>) -> Ran {
    let by = args.by.as_deref().unwrap_or(DEFAULT_BY);
    let Some(deciding) = notion(by) else {
        return usage(ErrorKind::InvalidValue, "no such notion of equivalence");
    };
    let shown: Vec<Verdict> = match args.by {
        Some(_) => vec![same(deciding, &args.a, &args.b)],
        None => verdicts(&args.a, &args.b),
    };
    let rung = match &args.rung {
        None => deciding.rungs.len() - 1,
        Some(id) => match deciding
            .rungs
            .iter()
            .position(|r| r.id.eq_ignore_ascii_case(id))
        {
            Some(rung) => rung,
            None => {
                let ids: Vec<&str> = deciding.rungs.iter().map(|r| r.id).collect();
                return usage(
                    ErrorKind::InvalidValue,
                    &format!(
                        "{} has no rung `{id}`; its rungs are {}",
                        deciding.id,
                        ids.join(", ")
                    ),
                );
            }
        },
    };
    let decided = shown
        .iter()
        .find(|v| std::ptr::eq(v.notion, deciding))
        .is_some_and(|v| deciding.same_at(rung, &v.a, &v.b));
    if args.json {
        let doc = SameJson::of(&args.a, &args.b, &shown, args.trace);
        json::write_line(&mut streams.out, &doc, true)?;
    } else {
        write_verdicts(&mut streams.out, args, &shown)?;
        // The verdict above is the ladder's; a rung asked for decides the exit status, so it
        // is said too, or `same from …` would come with exit 1 unexplained.
        if args.rung.is_some() {
            let step = deciding.rungs[rung].step;
            let verdict = if decided { "the same" } else { "different" };
            writeln!(
                streams.out,
                "at --rung {} ({}, {}): {verdict}",
                deciding.rungs[rung].id,
                step.citation(),
                step.title
            )?;
        }
    }
    Ok(if decided { EXIT_OK } else { EXIT_FAILED })
}

fn write_verdicts(out: &mut impl Write, args: &SameArgs, shown: &[Verdict]) -> io::Result<()> {
    writeln!(out, "A  {}", escape_for_terminal(&args.a))?;
    writeln!(out, "B  {}", escape_for_terminal(&args.b))?;
    let width = shown.iter().map(|v| v.notion.id.len()).max().unwrap_or(0);
    for verdict in shown {
        if args.trace {
            writeln!(out)?;
            write_trace(out, verdict.notion, &verdict.a)?;
            write_trace(out, verdict.notion, &verdict.b)?;
        }
        writeln!(
            out,
            "{:width$}  {}",
            verdict.notion.id,
            verdict_line(verdict)
        )?;
    }
    Ok(())
}

/// `same --json`.
#[derive(Serialize)]
pub struct SameJson<'a> {
    pub a: &'a str,
    pub b: &'a str,
    pub verdicts: Vec<VerdictJson<'a>>,
}

impl<'a> SameJson<'a> {
    pub fn of(a: &'a str, b: &'a str, verdicts: &'a [Verdict], steps: bool) -> Self {
        SameJson {
            a,
            b,
            verdicts: verdicts.iter().map(|v| VerdictJson::of(v, steps)).collect(),
        }
    }
}

/// One notion's verdict.
#[derive(Serialize)]
pub struct VerdictJson<'a> {
    /// The notion's id: `rfc3986`, `whatwg`, `whatwg-exclude-fragments`, `java`, …
    pub by: &'static str,
    /// Its name: `RFC 3986 §6.2`.
    pub name: &'static str,
    pub same: bool,
    /// A's normal form (`null` where it cannot be normalized).
    pub a_normal: Option<&'a str>,
    pub b_normal: Option<&'a str>,
    /// The id of the first rung at which they are the same: `string`, `syntax`, `scheme`,
    /// `equals`; `null` when none is.
    pub first_equal_rung: Option<&'static str>,
    /// Where the normal forms still differ: `{component, at, a, b}` (`a` and `b` the
    /// characters at byte `at`, `null` past the end).
    pub differs_at: Option<DiffersAtJson>,
    /// Why a text cannot be normalized.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<&'a str>,
    /// With --trace: each rule that changed A, then B.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub a_steps: Option<Vec<ChangeJson<'a>>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub b_steps: Option<Vec<ChangeJson<'a>>>,
}

#[derive(Serialize)]
pub struct DiffersAtJson {
    pub component: &'static str,
    pub at: usize,
    pub a: Option<String>,
    pub b: Option<String>,
}

impl<'a> VerdictJson<'a> {
    fn of(verdict: &'a Verdict, steps: bool) -> Self {
        let notion = verdict.notion;
        let all = |n: &'a Normalization| steps.then(|| ChangeJson::all(notion, n));
        VerdictJson {
            by: notion.id,
            name: notion.name,
            same: verdict.same,
            a_normal: verdict.a.normalized(),
            b_normal: verdict.b.normalized(),
            first_equal_rung: verdict.first_equal_rung.map(|r| notion.rungs[r].id),
            differs_at: verdict.differs_at.as_ref().map(|d| DiffersAtJson {
                component: d.component,
                at: d.at,
                a: d.a.map(String::from),
                b: d.b.map(String::from),
            }),
            error: verdict.a.error.as_deref().or(verdict.b.error.as_deref()),
            a_steps: all(&verdict.a),
            b_steps: all(&verdict.b),
        }
    }
}
