//! A normalization in words, for `normalize --trace`, `same --trace` and the explorer's plain
//! copy of its equivalence view: each rung with the text after it, each rule that changed a part
//! under it, and the rungs a notion names but never climbs.

use std::io::{self, Write};

use crate::core::text::escape::terminal::escape_for_terminal;
use crate::core::tools::equivalence::Verdict;
use crate::core::vocabulary::normalization::{Normalization, Notion, RuleApplied};

/// One change: `path  /a/./b → /a/b  (RFC 3986 §6.2.2.3)`, and why, when the rule alone does not
/// say.
pub fn change_line(change: &RuleApplied) -> String {
    let shown = |text: &str| match text {
        "" => "(nothing)".to_string(),
        text => escape_for_terminal(text).into_owned(),
    };
    let mut line = format!(
        "{}: {} → {}  ({}: {})",
        change.part,
        shown(&change.before),
        shown(&change.after),
        change.step.citation(),
        change.step.title
    );
    if let Some(note) = &change.note {
        line.push_str("; ");
        line.push_str(note);
    }
    line
}

/// Every rung of `notion` that `n` climbed, with the text after it and each change on it.
pub fn write_trace(out: &mut impl Write, notion: &Notion, n: &Normalization) -> io::Result<()> {
    writeln!(out, "{}: {}", notion.name, escape_for_terminal(&n.input))?;
    for (index, rung) in notion.rungs.iter().enumerate() {
        let Some(text) = n.after_rung(index) else {
            break;
        };
        writeln!(
            out,
            "  {} {}: {}",
            rung.step.id,
            rung.step.title,
            escape_for_terminal(text)
        )?;
        for change in n.changes_on(index) {
            writeln!(out, "      {}", change_line(change))?;
        }
    }
    if let Some(error) = &n.error {
        writeln!(out, "  stopped: {}", escape_for_terminal(error))?;
    }
    for step in notion.unapplied {
        writeln!(out, "  {} {}: not applied", step.id, step.title)?;
    }
    for note in &n.notes {
        writeln!(out, "  note: {}", note.text)?;
    }
    Ok(())
}

/// A verdict in one line: `same from scheme-based normalization (RFC 3986 §6.2.3):
/// http://a/`, or where the normal forms still differ.
pub fn verdict_line(verdict: &Verdict) -> String {
    let notion = verdict.notion;
    let error = verdict.a.error.as_ref().or(verdict.b.error.as_ref());
    if let Some(error) = error {
        return format!("cannot tell: {}", escape_for_terminal(error));
    }
    let normal =
        |n: &Normalization| escape_for_terminal(n.normalized().unwrap_or_default()).into_owned();
    if verdict.same {
        let rung = verdict.first_equal_rung.map(|r| notion.rungs[r].step);
        let from = rung.map_or(String::new(), |step| {
            format!(" from {} ({})", step.title, step.citation())
        });
        return format!("same{from}: {}", normal(&verdict.a));
    }
    let at = verdict.differs_at.as_ref().map_or(String::new(), |d| {
        let shown = |c: Option<char>| {
            c.map_or("the end".to_string(), |c| {
                format!("`{}`", escape_for_terminal(&c.to_string()))
            })
        };
        format!(
            " at the {}, byte {} ({} against {})",
            d.component,
            d.at,
            shown(d.a),
            shown(d.b)
        )
    });
    format!(
        "different{at}: {} | {}",
        normal(&verdict.a),
        normal(&verdict.b)
    )
}
