//! `uriscope links PAGE --url DOCUMENT_URL`: every link of an HTML page resolved as the
//! browser resolves it, under the page's document base URL, flagged where a reviewer should
//! look.

use std::io::{self, BufRead, Write};

use serde::Serialize;

use super::LinksArgs;
use super::exit::{EXIT_FAILED, EXIT_OK};
use super::json;
use crate::core::escape_for_terminal;
use crate::core::links::{Audit, BaseFrom, LinkOptions, audit};

pub fn run(
    args: &LinksArgs,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> io::Result<i32> {
    let page = match read_page(&args.page, input) {
        Ok(page) => page,
        Err(error) => {
            writeln!(
                err,
                "uriscope: cannot read the page {}: {error}",
                escape_for_terminal(&args.page)
            )?;
            return Ok(EXIT_FAILED);
        }
    };
    let options = LinkOptions {
        encoding: args.encoding.clone(),
        scripting: args.scripting == Scripting::On,
        compare_with: args.with.0,
    };
    let audit = match audit(&page, &args.url, &options) {
        Ok(audit) => audit,
        Err(message) => {
            writeln!(err, "uriscope: {}", escape_for_terminal(&message))?;
            return Ok(EXIT_FAILED);
        }
    };
    if args.json {
        json::write_line(
            &mut &mut *out,
            &AuditJson::of(&audit, args.only_flagged),
            true,
        )?;
    } else {
        write_table(out, &audit, args.only_flagged)?;
    }
    let flagged = audit.links.iter().any(|link| link.is_flagged());
    Ok(if flagged && args.fail_on == Some(FailOn::Flagged) {
        EXIT_FAILED
    } else {
        EXIT_OK
    })
}

/// Whether the page is parsed with scripting enabled.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Scripting {
    /// As browsers do by default: a `noscript` element's contents are text.
    On,
    /// As with scripting disabled: a `noscript` element's contents are elements.
    Off,
}

/// What makes `links` exit with 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum FailOn {
    /// Any flagged link.
    Flagged,
}

fn read_page(page: &str, input: &mut dyn BufRead) -> io::Result<Vec<u8>> {
    if page == "-" {
        let mut bytes = Vec::new();
        input.read_to_end(&mut bytes)?;
        Ok(bytes)
    } else {
        std::fs::read(page)
    }
}

fn write_table(out: &mut dyn Write, audit: &Audit, only_flagged: bool) -> io::Result<()> {
    writeln!(
        out,
        "document  {}",
        escape_for_terminal(&audit.document_url)
    )?;
    let from = match &audit.base_from {
        BaseFrom::Document => "no base element with an href: the document's URL".to_owned(),
        BaseFrom::Element { line, href } => {
            format!(
                "<base href=\"{}\"> on line {line}",
                escape_for_terminal(href)
            )
        }
        BaseFrom::Ignored { line, href, why } => format!(
            "<base href=\"{}\"> on line {line} ignored: {why}",
            escape_for_terminal(href)
        ),
    };
    writeln!(
        out,
        "base      {}  ({from})",
        escape_for_terminal(&audit.base_url)
    )?;
    writeln!(
        out,
        "encoding  {}  ({})",
        audit.encoding.encoding.name(),
        audit.encoding.from.text()
    )?;
    for note in &audit.base_notes {
        writeln!(out, "  line {}: {}", note.line, note.text)?;
    }
    let (flagged, plain): (Vec<_>, Vec<_>) = audit.links.iter().partition(|link| link.is_flagged());
    for (title, links) in [("flagged", &flagged), ("the others", &plain)] {
        if links.is_empty() || (only_flagged && title != "flagged") {
            continue;
        }
        writeln!(out)?;
        writeln!(out, "{title} ({}):", links.len())?;
        for link in links {
            writeln!(
                out,
                "  line {}  {} {}  {}",
                link.line,
                escape_for_terminal(&link.element),
                link.attribute,
                escape_for_terminal(&link.value)
            )?;
            match &link.result {
                Ok(url) => writeln!(out, "    → {}", escape_for_terminal(url))?,
                Err(why) => writeln!(out, "    ✗ {}", escape_for_terminal(why))?,
            }
            for flag in &link.flags {
                writeln!(
                    out,
                    "    {}: {}",
                    flag.name(),
                    escape_for_terminal(&flag.text())
                )?;
            }
            if let Some(differs) = &link.differs {
                let other = match &differs.result {
                    Ok(url) => escape_for_terminal(url).into_owned(),
                    Err(why) => format!("fails: {}", escape_for_terminal(why)),
                };
                writeln!(out, "    {} gives {other}", differs.spec.name())?;
            }
            if !link.validation_errors.is_empty() {
                writeln!(
                    out,
                    "    validation errors: {}",
                    link.validation_errors.join(", ")
                )?;
            }
        }
    }
    let failing = audit
        .links
        .iter()
        .filter(|link| link.result.is_err())
        .count();
    writeln!(out)?;
    writeln!(
        out,
        "{} links, {} flagged, {failing} failing",
        audit.links.len(),
        flagged.len()
    )
}

/// `links --json`: one object. Every key is fixed (README.md, "JSON format").
#[derive(Serialize)]
struct AuditJson<'a> {
    document_url: &'a str,
    base_url: &'a str,
    base_from: Option<BaseFromJson<'a>>,
    encoding: &'static str,
    encoding_from: &'static str,
    base_notes: Vec<BaseNoteJson<'a>>,
    links: Vec<LinkJson<'a>>,
}

#[derive(Serialize)]
struct BaseFromJson<'a> {
    line: u64,
    href: &'a str,
    /// Why the Standard does not take it, or `null`.
    ignored: Option<&'a str>,
}

#[derive(Serialize)]
struct BaseNoteJson<'a> {
    line: u64,
    text: &'a str,
}

#[derive(Serialize)]
struct LinkJson<'a> {
    element: &'a str,
    attribute: &'a str,
    value: &'a str,
    line: u64,
    result: Option<&'a str>,
    error: Option<&'a str>,
    validation_errors: &'a [&'static str],
    flags: Vec<&'static str>,
    why: Vec<String>,
    differs: Option<DiffersJson<'a>>,
}

#[derive(Serialize)]
struct DiffersJson<'a> {
    spec: String,
    result: Option<&'a str>,
    error: Option<&'a str>,
}

impl<'a> AuditJson<'a> {
    fn of(audit: &'a Audit, only_flagged: bool) -> Self {
        let base_from = match &audit.base_from {
            BaseFrom::Document => None,
            BaseFrom::Element { line, href } => Some(BaseFromJson {
                line: *line,
                href,
                ignored: None,
            }),
            BaseFrom::Ignored { line, href, why } => Some(BaseFromJson {
                line: *line,
                href,
                ignored: Some(why),
            }),
        };
        AuditJson {
            document_url: &audit.document_url,
            base_url: &audit.base_url,
            base_from,
            encoding: audit.encoding.encoding.name(),
            encoding_from: audit.encoding.from.text(),
            base_notes: audit
                .base_notes
                .iter()
                .map(|note| BaseNoteJson {
                    line: note.line,
                    text: note.text,
                })
                .collect(),
            links: audit
                .links
                .iter()
                .filter(|link| !only_flagged || link.is_flagged())
                .map(|link| LinkJson {
                    element: &link.element,
                    attribute: link.attribute,
                    value: &link.value,
                    line: link.line,
                    result: link.result.as_deref().ok(),
                    error: link.result.as_ref().err().map(String::as_str),
                    validation_errors: &link.validation_errors,
                    flags: link.flags.iter().map(|flag| flag.name()).collect(),
                    why: link.flags.iter().map(|flag| flag.text()).collect(),
                    differs: link.differs.as_ref().map(|differs| DiffersJson {
                        spec: differs.spec.to_string(),
                        result: differs.result.as_deref().ok(),
                        error: differs.result.as_ref().err().map(String::as_str),
                    }),
                })
                .collect(),
        }
    }
}
