//! `uriscope links PAGE --url DOCUMENT_URL`: every link of an HTML page resolved as the
//! browser resolves it, under the page's document base URL, flagged where a reviewer should
//! look.

use std::fs::File;
use std::io::{self, BufRead, Write};
use std::num::NonZero;
use std::sync::mpsc;
use std::thread;

use std::ops::Range;

use clap::Args;
use serde::Serialize;
use serde::ser::{SerializeStruct, Serializer};

use super::exit::{EXIT_FAILED, EXIT_OK};
use super::json;
use super::json_safe::push_string;
use super::spec_arg::SpecArg;
use crate::core::text::escape::terminal::escape_for_terminal;
use crate::core::tools::links::context::Browser;
use crate::core::tools::links::page::Audit;
use crate::core::tools::links::page::AuditError;
use crate::core::tools::links::page::BaseFrom;
use crate::core::tools::links::page::Link;
use crate::core::tools::links::page::LinkOptions;
use crate::core::tools::links::page::audit_reader;
use crate::core::vocabulary::finding::Finding;
use crate::core::vocabulary::link_flag::LinkFlag;
use crate::core::vocabulary::spec::Spec;

#[derive(Debug, Args)]
pub struct LinksArgs {
    /// The HTML page: a file, or - for standard input
    #[arg(value_name = "PAGE")]
    pub page: String,
    /// The page's own URL, which the base and the links resolve against
    #[arg(long, value_name = "DOCUMENT_URL")]
    pub url: String,
    /// Whose answers the results are: the Standards' or, where it departs from them (each
    /// departure flagged either way), Chromium's
    #[arg(long, value_enum, default_value = "standard")]
    pub browser: BrowserArg,
    /// For an iframe srcdoc or about:blank page: the base URL of the page that created it,
    /// which the browser resolves its links against
    #[arg(long, value_name = "URL")]
    pub about_base: Option<String>,
    /// The specification or library profile the browser's answers are compared with. Default
    /// rfc3986, today's standard: a link where the browser departs from it is one to look at
    #[arg(long = "with", value_name = "SPEC", default_value_t = SpecArg(Spec::Rfc3986))]
    pub with: SpecArg,
    /// The page's encoding (a label of the Encoding Standard), over what the page declares
    #[arg(long, value_name = "LABEL")]
    pub encoding: Option<String>,
    /// The Content-Type the page was served with (`text/html; charset=shift_jis`), whose
    /// charset comes before the page's own <meta>
    #[arg(long, value_name = "VALUE")]
    pub content_type: Option<String>,
    /// Parse the page with scripting on (as browsers do: noscript's contents are text) or off
    #[arg(long, value_enum, default_value = "on")]
    pub scripting: Scripting,
    /// List only the flagged links (the summary still counts them all)
    #[arg(long)]
    pub only_flagged: bool,
    /// Exit with 1 when a link is flagged, for CI
    #[arg(long, value_enum, value_name = "WHAT")]
    pub fail_on: Option<FailOn>,
    /// Print one JSON object
    #[arg(long)]
    pub json: bool,
}

/// `--browser`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum BrowserArg {
    /// The HTML and URL Standards
    Standard,
    /// Chromium, where it departs from them
    Chromium,
}

pub fn run(
    args: &LinksArgs,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> io::Result<i32> {
    let options = LinkOptions {
        encoding: args.encoding.clone(),
        content_type: args.content_type.clone(),
        scripting: args.scripting == Scripting::On,
        compare_with: args.with.0,
        about_base: args.about_base.clone(),
        browser: match args.browser {
            BrowserArg::Standard => Browser::Standard,
            BrowserArg::Chromium => Browser::Chromium,
        },
    };
    let cannot_read = |err: &mut dyn Write, error: io::Error| {
        writeln!(
            err,
            "uriscope: cannot read the page {}: {error}",
            escape_for_terminal(&args.page)
        )
    };
    // The page is parsed as it is read, never held whole.
    let read = if args.page == "-" {
        audit_reader(input, &args.url, &options)
    } else {
        match File::open(&args.page) {
            Ok(file) => audit_reader(file, &args.url, &options),
            Err(error) => {
                cannot_read(err, error)?;
                return Ok(EXIT_FAILED);
            }
        }
    };
    let audit = match read {
        Ok(audit) => audit,
        Err(AuditError::Read(error)) => {
            cannot_read(err, error)?;
            return Ok(EXIT_FAILED);
        }
        Err(AuditError::Refused(why)) => {
            writeln!(err, "uriscope: {}", escape_for_terminal(&why))?;
            return Ok(EXIT_FAILED);
        }
    };
    let flagged = if args.json {
        write_json(out, &audit, args.only_flagged)?
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
        BaseFrom::AboutBase | BaseFrom::SrcdocWithoutAboutBase => {
            fallback_text(&audit.base_from).to_owned()
        }
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
            flag.rule(),
            escape_for_terminal(&flag.message())
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

/// The elements whose links one thread resolves and writes at a time.
const PART: usize = 2048;

/// `links --json`: one object on one line, every key fixed (docs/guide/04-json.md); whether a
/// link is flagged. The links, its last key, are resolved in parts of [`PART`] elements on
/// every core, each part written as JSON where it is resolved, and the parts written out in
/// order as they are ready: a page of any size is never held as JSON in memory.
fn write_json(out: &mut dyn Write, audit: &Audit, only_flagged: bool) -> io::Result<bool> {
    let mut head = Vec::new();
    json::write_line(&mut head, &HeadJson(audit), false)?;
    let head = head
        .strip_suffix(b"}\n")
        .expect("an object on one line, reopened for its last key");
    out.write_all(head)?;
    out.write_all(b",\"links\":[")?;
    let count = audit.element_count();
    let parts = count.div_ceil(PART);
    let threads = thread::available_parallelism()
        .map_or(1, NonZero::get)
        .clamp(1, parts.max(1));
    let mut flagged = false;
    thread::scope(|scope| -> io::Result<()> {
        // Thread t resolves parts t, t + threads, …; each waits while two of its parts are
        // unwritten, so memory holds a few parts at most.
        let parts_of: Vec<mpsc::Receiver<(Vec<u8>, bool)>> = (0..threads)
            .map(|first| {
                let (sender, receiver) = mpsc::sync_channel(2);
                scope.spawn(move || {
                    for part in (first..parts).step_by(threads) {
                        let elements = part * PART..(part + 1) * PART;
                        let written = links_json(audit, elements, only_flagged);
                        if sender.send(written).is_err() {
                            return; // The output failed: nothing more is written.
                        }
                    }
                });
                receiver
            })
            .collect();
        let mut first = true;
        for part in 0..parts {
            let Ok((json, part_flagged)) = parts_of[part % threads].recv() else {
                break; // A thread panicked: the scope passes its panic on.
            };
            flagged |= part_flagged;
            // Every link is written after a comma; the array's first has none.
            let json = match json.split_first() {
                Some((_, rest)) if first => rest,
                _ => &json[..],
            };
            first &= json.is_empty();
            out.write_all(json)?;
        }
        Ok(())
    })?;
    out.write_all(b"]}\n")?;
    Ok(flagged)
}

/// The links of `elements` as JSON, each after a comma, and whether one is flagged.
fn links_json(audit: &Audit, elements: Range<usize>, only_flagged: bool) -> (Vec<u8>, bool) {
    let mut json = Vec::new();
    let mut flagged = false;
    for link in audit.links_in(elements) {
        let link_flagged = link.is_flagged();
        flagged |= link_flagged;
        if link_flagged || !only_flagged {
            json.push(b',');
            push_link(&mut json, &link);
        }
    }
    (json, flagged)
}

/// The keys of `links --json` before its links.
struct HeadJson<'a>(&'a Audit);

impl Serialize for HeadJson<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let audit = self.0;
        let base_from = match &audit.base_from {
            BaseFrom::Document => None,
            BaseFrom::AboutBase | BaseFrom::SrcdocWithoutAboutBase => {
                Some(BaseFromJson::Fallback {
                    fallback: fallback_text(&audit.base_from),
                })
            }
            BaseFrom::Element { line, href } => Some(BaseFromJson::Element {
                line: *line,
                href,
                ignored: None,
            }),
            BaseFrom::Ignored { line, href, why } => Some(BaseFromJson::Element {
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
        let mut object = serializer.serialize_struct("Audit", 6)?;
        object.serialize_field("document_url", &audit.document_url)?;
        object.serialize_field("base_url", &audit.base_url)?;
        object.serialize_field("base_from", &base_from)?;
        object.serialize_field("encoding", audit.encoding.encoding.name())?;
        object.serialize_field("encoding_from", audit.encoding.from.text())?;
        object.serialize_field("base_notes", &notes)?;
        object.end()
    }
}

/// `base_from`: the `base` element that set the base URL or was ignored, or why the document's
/// fallback base URL is not its own URL.
#[derive(Serialize)]
#[serde(untagged)]
enum BaseFromJson<'a> {
    Element {
        line: u64,
        href: &'a str,
        /// Why the Standard does not take it, or `null`.
        ignored: Option<&'a str>,
    },
    Fallback {
        fallback: &'static str,
    },
}

/// Why the base is an `about:srcdoc` or `about:blank` document's about base URL, or why it is
/// not.
fn fallback_text(from: &BaseFrom) -> &'static str {
    match from {
        BaseFrom::AboutBase => {
            "no base element with an href: the about base URL, the fallback base URL of an \
             iframe srcdoc or about:blank document (HTML §2.4.1)"
        }
        _ => {
            "no base element with an href: the document's URL; an iframe srcdoc document's \
             fallback base URL is its about base URL, the base URL of the page holding the \
             iframe (HTML §2.4.1): give it with --about-base, or only absolute URLs resolve"
        }
    }
}

#[derive(Serialize)]
struct BaseNoteJson<'a> {
    line: u64,
    text: &'a str,
}

/// Appends one link's object to `out`, its keys in the order docs/guide/04-json.md lists them. Written by hand, each key
/// and punctuation one copy and each string one pass ([`push_string`]): serde_json's writes,
/// a dozen a string, cost a page of 100,000 links more than resolving them.
fn push_link(out: &mut Vec<u8>, link: &Link) {
    let string_or_null = |out: &mut Vec<u8>, text: Option<&str>| match text {
        Some(text) => push_string(out, text),
        None => out.extend_from_slice(b"null"),
    };
    let list = |out: &mut Vec<u8>, items: &mut dyn Iterator<Item = &str>| {
        out.push(b'[');
        for (at, item) in items.enumerate() {
            if at > 0 {
                out.push(b',');
            }
            push_string(out, item);
        }
        out.push(b']');
    };
    out.extend_from_slice(b"{\"element\":");
    push_string(out, &link.element);
    out.extend_from_slice(b",\"attribute\":");
    push_string(out, link.attribute);
    out.extend_from_slice(b",\"value\":");
    push_string(out, &link.value);
    out.extend_from_slice(b",\"line\":");
    write!(out, "{}", link.line).expect("a vector takes every write");
    out.extend_from_slice(b",\"result\":");
    string_or_null(out, link.result.as_deref().ok());
    out.extend_from_slice(b",\"error\":");
    string_or_null(out, link.result.as_ref().err().map(String::as_str));
    out.extend_from_slice(b",\"validation_errors\":");
    list(out, &mut link.validation_errors.iter().copied());
    out.extend_from_slice(b",\"flags\":");
    list(out, &mut link.flags.iter().map(Finding::rule));
    out.extend_from_slice(b",\"without_base\":");
    let without_base = link.flags.iter().find_map(|flag| match flag {
        Finding::Link(LinkFlag::ChangedByBase(without)) => without.as_deref().ok(),
        _ => None,
    });
    string_or_null(out, without_base);
    out.extend_from_slice(b",\"with_base\":");
    let with_base = link.flags.iter().find_map(|flag| match flag {
        Finding::Link(LinkFlag::FetchedBeforeBase(with_base)) => with_base.as_deref().ok(),
        _ => None,
    });
    string_or_null(out, with_base);
    out.extend_from_slice(b",\"chromium\":");
    let departure = link.flags.iter().find_map(|flag| match flag {
        Finding::Link(LinkFlag::ChromiumDeparts {
            chromium,
            standard,
            why,
        }) => Some((chromium, standard, why)),
        _ => None,
    });
    match departure {
        Some((chromium, standard, why)) => {
            out.extend_from_slice(b"{\"result\":");
            string_or_null(out, chromium.as_deref().ok());
            out.extend_from_slice(b",\"standard_result\":");
            string_or_null(out, standard.as_deref().ok());
            out.extend_from_slice(b",\"why\":");
            push_string(out, why);
            out.push(b'}');
        }
        None => out.extend_from_slice(b"null"),
    }
    out.extend_from_slice(b",\"differs\":");
    match &link.differs {
        Some(differs) => {
            out.extend_from_slice(b"{\"spec\":");
            push_string(out, &differs.spec.to_string());
            out.extend_from_slice(b",\"result\":");
            string_or_null(out, differs.result.as_deref().ok());
            out.extend_from_slice(b",\"error\":");
            string_or_null(out, differs.result.as_ref().err().map(String::as_str));
            out.push(b'}');
        }
        None => out.extend_from_slice(b"null"),
    }
    out.push(b'}');
}
