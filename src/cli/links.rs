//! `uriscope links PAGE --url DOCUMENT_URL`: every link of an HTML page resolved as the
//! browser resolves it, under the page's document base URL, flagged where a reviewer should
//! look.

use std::io::{self, BufRead, Write};

use std::cell::Cell;

use serde::Serialize;
use serde::ser::{SerializeStruct, Serializer};

use super::LinksArgs;
use super::exit::{EXIT_FAILED, EXIT_OK};
use super::json;
use crate::core::escape_for_terminal;
use crate::core::links::{Audit, BaseFrom, Flag, Link, LinkOptions, audit};

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
    let flagged = if args.json {
        let flagged = Cell::new(false);
        let json = AuditJson {
            audit: &audit,
            only_flagged: args.only_flagged,
            flagged: &flagged,
        };
        json::write_line(&mut &mut *out, &json, false)?;
        flagged.get()
    } else {
        write_table(out, &audit, args.only_flagged)?
    };
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

/// The table: the page's base and encoding, the flagged links, then (a second pass over the
/// page, so that no link is held) the others, then the counts. Whether a link is flagged.
fn write_table(out: &mut dyn Write, audit: &Audit, only_flagged: bool) -> io::Result<bool> {
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
    let (mut total, mut flagged, mut failing) = (0, 0, 0);
    for link in audit.links() {
        total += 1;
        failing += usize::from(link.result.is_err());
        if link.is_flagged() {
            if flagged == 0 {
                writeln!(out, "\nflagged:")?;
            }
            flagged += 1;
            write_link(out, &link)?;
        }
    }
    if !only_flagged && flagged < total {
        writeln!(
            out,
            "\n{}:",
            if flagged == 0 { "links" } else { "the others" }
        )?;
        for link in audit.links().filter(|link| !link.is_flagged()) {
            write_link(out, &link)?;
        }
    }
    writeln!(out)?;
    writeln!(out, "{total} links, {flagged} flagged, {failing} failing")?;
    Ok(flagged > 0)
}

fn write_link(out: &mut dyn Write, link: &Link) -> io::Result<()> {
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
    Ok(())
}

/// `links --json`: one object. Every key is fixed (README.md, "JSON format"). The links are
/// written as they are read; `flagged` learns whether one is flagged.
struct AuditJson<'a> {
    audit: &'a Audit,
    only_flagged: bool,
    flagged: &'a Cell<bool>,
}

impl Serialize for AuditJson<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let audit = self.audit;
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
        let notes: Vec<BaseNoteJson<'_>> = audit
            .base_notes
            .iter()
            .map(|note| BaseNoteJson {
                line: note.line,
                text: note.text,
            })
            .collect();
        let links = LinksJson(self);
        let mut object = serializer.serialize_struct("Audit", 7)?;
        object.serialize_field("document_url", &audit.document_url)?;
        object.serialize_field("base_url", &audit.base_url)?;
        object.serialize_field("base_from", &base_from)?;
        object.serialize_field("encoding", audit.encoding.encoding.name())?;
        object.serialize_field("encoding_from", audit.encoding.from.text())?;
        object.serialize_field("base_notes", &notes)?;
        object.serialize_field("links", &links)?;
        object.end()
    }
}

/// The links, one at a time.
struct LinksJson<'a>(&'a AuditJson<'a>);

impl Serialize for LinksJson<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let json = self.0;
        serializer.collect_seq(json.audit.links().filter_map(|link| {
            let flagged = link.is_flagged();
            if flagged {
                json.flagged.set(true);
            }
            (flagged || !json.only_flagged).then_some(LinkJson(link))
        }))
    }
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

/// One link's object.
struct LinkJson(Link);

#[derive(Serialize)]
struct DiffersJson<'a> {
    spec: String,
    result: Option<&'a str>,
    error: Option<&'a str>,
}

impl Serialize for LinkJson {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let link = &self.0;
        let mut object = serializer.serialize_struct("Link", 10)?;
        object.serialize_field("element", &link.element)?;
        object.serialize_field("attribute", link.attribute)?;
        object.serialize_field("value", &link.value)?;
        object.serialize_field("line", &link.line)?;
        object.serialize_field("result", &link.result.as_deref().ok())?;
        object.serialize_field("error", &link.result.as_ref().err())?;
        object.serialize_field("validation_errors", &link.validation_errors)?;
        let flags: Vec<&str> = link.flags.iter().map(|flag| flag.name()).collect();
        object.serialize_field("flags", &flags)?;
        let without_base = link.flags.iter().find_map(|flag| match flag {
            Flag::ChangedByBase(without) => Some(without),
            _ => None,
        });
        object.serialize_field(
            "without_base",
            &without_base.map(|without| without.as_deref().ok()),
        )?;
        let differs = link.differs.as_ref().map(|differs| DiffersJson {
            spec: differs.spec.to_string(),
            result: differs.result.as_deref().ok(),
            error: differs.result.as_ref().err().map(String::as_str),
        });
        object.serialize_field("differs", &differs)?;
        object.end()
    }
}
