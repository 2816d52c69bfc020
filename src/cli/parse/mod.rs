//! `uriscope parse [--spec SPEC] URI`: the components as the chosen specification splits them
//! (undefined and empty told apart), the authority's parts, the path's segments, and every
//! diagnostic of that specification's grammar; for the WHATWG URL Standard, which has a parser
//! rather than a grammar, the URL's attributes and the validation errors.
//!
//! Splitting never fails; the exit code is 1 when a diagnostic has severity `error` (the text is
//! not a URI reference by that grammar) or the WHATWG parser returns failure, 0 otherwise.

mod document;

use std::io::{self, Write};

use clap::Args;

use crate::cli::exit::{EXIT_FAILED, EXIT_OK, EXIT_USAGE};
use crate::cli::json::{self, WhatwgJson};
use crate::cli::spec_arg::{GrammarArg, environment_spec};
use crate::core::specs::whatwg;
use crate::core::text::escape::terminal::escape_for_terminal;
use crate::core::text::grammar::authority::AuthorityKind;
use crate::core::text::grammar::checked::Checked;
use crate::core::text::grammar::grammars::Grammar;
use crate::core::text::idn::is_international;
use crate::core::text::octets::{OctetRun, Reading, hex_octets, octet_runs};
use crate::core::tools::host_reading::{HostReading, read_host};
use crate::core::vocabulary::component::Component;
use crate::core::vocabulary::error::Error;
use crate::core::vocabulary::spec::Spec;
use crate::core::vocabulary::validation::Validation;
use document::{
    CheckedComponentsJson, DiagnosticJson, HostReadingJson, OctetRunJson, ParseJson,
    WhatwgParseJson,
};

#[derive(Debug, Args)]
pub struct ParseArgs {
    /// The specification whose grammar judges the reference (for whatwg: whose parser reads
    /// it). Default rfc2396, as for resolve and the explorer, or URISCOPE_SPEC's where it names a
    /// specification (a library has no grammar of its own)
    #[arg(
        long,
        value_enum,
        ignore_case = true,
        value_name = "SPEC",
        default_value = "rfc2396"
    )]
    pub spec: GrammarArg,
    /// Whether --spec was given: where it was not, URISCOPE_SPEC may name the grammar.
    #[arg(skip)]
    pub spec_given: bool,
    /// With --spec whatwg: parse URI against this base URL, as `new URL(URI, BASE)` does
    #[arg(long, value_name = "BASE")]
    pub base: Option<String>,
    /// Print one JSON object
    #[arg(long)]
    pub json: bool,
    /// The URI reference to parse (put `--` before one that starts with `-`)
    #[arg(value_name = "URI")]
    pub uri: String,
}

const LABEL_WIDTH: usize = 12;

pub fn run(args: &ParseArgs, out: &mut impl Write, err: &mut impl Write) -> io::Result<i32> {
    let spec = match args.spec_given {
        true => args.spec.0,
        false => match environment_spec() {
            Ok(Some(spec)) if !spec.is_profile() => spec,
            Ok(_) => args.spec.0,
            Err(message) => {
                let message = escape_for_terminal(&message);
                writeln!(err, "uriscope: error: {message}")?;
                return Ok(EXIT_USAGE);
            }
        },
    };
    let Some(grammar) = Grammar::of(spec) else {
        return whatwg(args, out);
    };
    if args.base.is_some() {
        writeln!(
            err,
            "uriscope: error: --base applies to --spec whatwg, whose parser reads a reference \
             against a base; a grammar judges the reference alone"
        )?;
        return Ok(EXIT_USAGE);
    }
    let checked = grammar.check(&args.uri);
    let valid = checked.is_valid();
    let octets = octet_runs(&args.uri);
    let host = (checked.authority_parts.as_ref())
        .and_then(|parts| parts.host)
        .map(|host| host.of(&args.uri))
        .filter(|host| !host.starts_with('[') && is_international(host))
        .map(read_host);
    if args.json {
        let doc = ParseJson {
            uri: &args.uri,
            spec: checked.grammar.spec().id(),
            valid,
            components: CheckedComponentsJson::of(&checked),
            diagnostics: checked.diagnostics.iter().map(DiagnosticJson::of).collect(),
            octets: (octets.iter())
                .map(|run| OctetRunJson::of(&args.uri, component_of(&checked, run), run))
                .collect(),
            host_reading: host.as_ref().map(HostReadingJson::of),
        };
        json::write_line(out, &doc, true)?;
    } else {
        write_components(out, &checked)?;
        write_octets(out, checked.as_str(), &octets, |run| {
            component_of(&checked, run)
        })?;
        if let Some(host) = &host {
            write_host_reading(out, host)?;
        }
        writeln!(out)?;
        let diagnostics = &checked.diagnostics;
        match diagnostics.len() {
            0 => writeln!(out, "no diagnostics: a valid URI reference")?,
            1 => writeln!(out, "1 diagnostic:")?,
            n => writeln!(out, "{n} diagnostics:")?,
        }
        for d in diagnostics {
            writeln!(
                out,
                "  byte {:<5} {:<8} {:<10} rule `{}`: {}",
                d.at,
                d.severity.name(),
                checked.grammar.component_name(d.component),
                d.rule(),
                escape_for_terminal(&d.message())
            )?;
        }
    }
    Ok(if valid { EXIT_OK } else { EXIT_FAILED })
}

/// `parse --spec whatwg [--base BASE] URI`: the basic URL parser's record as the JavaScript `URL`
/// attributes, and every validation error by the Standard's name. Exit 1 when the parser
/// returns failure.
fn whatwg(args: &ParseArgs, out: &mut impl Write) -> io::Result<i32> {
    let mut validation = Validation::default();
    let url = whatwg::resolve::parse_against(&args.uri, args.base.as_deref(), &mut validation);
    // The octets of what the URL holds: its serialization.
    let href = url.as_ref().map_or("", |url| url.as_str());
    let octets = octet_runs(href);
    let host = (url.as_ref().ok())
        .and_then(|url| url.host_str())
        .filter(|host| !host.starts_with('[') && is_international(host))
        .map(read_host);
    if args.json {
        let doc = WhatwgParseJson {
            input: &args.uri,
            base: args.base.as_deref(),
            spec: Spec::Whatwg.id(),
            error: url.as_ref().err().map(Error::to_string),
            parsed: WhatwgJson::of(url.as_ref().ok(), &validation),
            octets: (octets.iter())
                .map(|run| OctetRunJson::of(href, attribute_of(href, run), run))
                .collect(),
            host_reading: host.as_ref().map(HostReadingJson::of),
        };
        json::write_line(out, &doc, true)?;
    } else {
        writeln!(out, "{:<LABEL_WIDTH$}{}", "parser", Spec::Whatwg.title())?;
        row(out, "", "input", Some(&args.uri))?;
        if let Some(base) = &args.base {
            row(out, "", "base", Some(base))?;
        }
        match &url {
            Ok(url) => {
                let a = url.attributes();
                for (name, value) in [
                    ("href", a.href),
                    ("origin", a.origin.as_str()),
                    ("protocol", a.protocol),
                    ("username", a.username),
                    ("password", a.password),
                    ("host", a.host),
                    ("hostname", a.hostname),
                    ("port", a.port),
                    ("pathname", a.pathname),
                    ("search", a.search),
                    ("hash", a.hash),
                ] {
                    row(out, "", name, Some(value))?;
                }
            }
            Err(error) => writeln!(
                out,
                "{:<LABEL_WIDTH$}{}",
                "failure",
                escape_for_terminal(&error.to_string())
            )?,
        }
        write_octets(out, href, &octets, |run| attribute_of(href, run))?;
        if let Some(host) = &host {
            write_host_reading(out, host)?;
        }
        for (whose, errors) in [("base ", &validation.base), ("", &validation.input)] {
            if !whose.is_empty() && args.base.is_none() {
                continue;
            }
            writeln!(out)?;
            match errors.len() {
                0 => writeln!(out, "no {whose}validation errors")?,
                1 => writeln!(out, "1 {whose}validation error:")?,
                n => writeln!(out, "{n} {whose}validation errors:")?,
            }
            for (error, at) in errors {
                writeln!(
                    out,
                    "  byte {at:<5} {}: {}",
                    error.name(),
                    error.description()
                )?;
            }
        }
    }
    Ok(if url.is_ok() { EXIT_OK } else { EXIT_FAILED })
}

/// The components, each under the name the grammar gives it.
fn write_components(out: &mut impl Write, checked: &Checked<'_>) -> io::Result<()> {
    let text = checked.as_str();
    let grammar = checked.grammar;
    writeln!(out, "{:<LABEL_WIDTH$}{}", "grammar", grammar.title())?;
    row(out, "", "uri", Some(text))?;
    component_row(out, checked, Component::Scheme)?;
    if grammar != Grammar::Rfc1630 {
        component_row(out, checked, Component::Authority)?;
    }
    if let Some(parts) = checked.authority_parts {
        if grammar == Grammar::Rfc2396 {
            let kind = match parts.kind {
                AuthorityKind::Server => "server-based",
                AuthorityKind::Registry => {
                    "registry-based (`reg_name`: not `[ userinfo \"@\" ] host [ \":\" port ]`)"
                }
            };
            writeln!(out, "  {:<w$}{kind}", "kind", w = LABEL_WIDTH - 2)?;
        }
        if parts.kind == AuthorityKind::Server {
            row(out, "  ", "userinfo", parts.userinfo.map(|s| s.of(text)))?;
            row(out, "  ", "host", parts.host.map(|s| s.of(text)))?;
            if let Some(kind) = parts.host_kind {
                writeln!(
                    out,
                    "  {:<w$}{}",
                    "host kind",
                    kind.detail(),
                    w = LABEL_WIDTH - 2
                )?;
            }
            if let Some(idna) = checked.host_idna() {
                row(out, "  ", "host IDNA", Some(&idna))?;
            }
            row(out, "  ", "port", parts.port.map(|s| s.of(text)))?;
        }
    }
    let path = checked.get(Component::Path).unwrap_or_default();
    write!(out, "{:<LABEL_WIDTH$}{}", "path", value(Some(path)))?;
    if grammar == Grammar::Rfc1808 && path.starts_with('/') {
        write!(
            out,
            "  (the `/` is kept, not part of RFC 1808's path: §2.4.6)"
        )?;
    }
    writeln!(out)?;
    if let Some(rule) = checked.path_rule() {
        writeln!(out, "  {:<w$}{rule}", "path rule", w = LABEL_WIDTH - 2)?;
    }
    for (i, segment) in checked.segments().enumerate() {
        let label = format!("segment {}", i + 1);
        let mut line = format!(
            "  {label:<w$} {}",
            value(Some(segment.as_str())),
            w = LABEL_WIDTH - 3
        );
        let params: Vec<String> = segment.params().map(|p| value(Some(p.of(text)))).collect();
        if !params.is_empty() {
            line.push_str(&format!(
                "  name {}, params {}",
                value(Some(segment.name())),
                params.join(", ")
            ));
        }
        writeln!(out, "{line}")?;
    }
    if grammar == Grammar::Rfc1808 {
        component_row(out, checked, Component::Params)?;
    }
    component_row(out, checked, Component::Query)?;
    component_row(out, checked, Component::Fragment)?;
    if let Some(note) = checked.note() {
        writeln!(out, "{:<LABEL_WIDTH$}{note}", "note")?;
    }
    Ok(())
}

/// The component of `checked` a run is in, by the grammar's name for it.
fn component_of(checked: &Checked<'_>, run: &OctetRun) -> &'static str {
    let inside = |component: &&Component| {
        (checked.span(**component))
            .is_some_and(|span| (span.start..span.end).contains(&run.span.start))
    };
    let component = Component::ALL
        .iter()
        .find(inside)
        .unwrap_or(&Component::Path);
    checked.grammar.component_name(*component)
}

/// The `URL` attribute of `href` a run is in.
fn attribute_of(href: &str, run: &OctetRun) -> &'static str {
    let split = crate::core::text::uri_ref::UriRef::parse(href);
    let inside = |span: Option<crate::core::vocabulary::span::Span>| {
        span.is_some_and(|span| (span.start..span.end).contains(&run.span.start))
    };
    if inside(split.authority) {
        "host"
    } else if inside(split.query) {
        "search"
    } else if inside(split.fragment) {
        "hash"
    } else {
        "pathname"
    }
}

/// What each escape and non-ASCII character stands for, a line per character or stretch of
/// octets that are no UTF-8.
fn write_octets(
    out: &mut impl Write,
    text: &str,
    runs: &[OctetRun],
    component_of: impl Fn(&OctetRun) -> &'static str,
) -> io::Result<()> {
    if runs.is_empty() {
        return Ok(());
    }
    writeln!(
        out,
        "{:<LABEL_WIDTH$}what the escapes and non-ASCII characters stand for: octets, whose \
         character set is not the URI's business (RFC 3986 §2.1); read here as UTF-8",
        "octets"
    )?;
    for run in runs {
        writeln!(
            out,
            "  {:<w$}{} at byte {}",
            component_of(run),
            value(Some(run.span.of(text))),
            run.span.start,
            w = LABEL_WIDTH - 2
        )?;
        for piece in &run.pieces {
            let octets = hex_octets(&run.octets[piece.octets.clone()]);
            let reading = match piece.reading {
                Reading::Utf8 {
                    character, note, ..
                } => {
                    let shown = escape_for_terminal(&character.to_string()).into_owned();
                    let code = format!("U+{:04X}", u32::from(character));
                    let set = if character.is_ascii() {
                        "US-ASCII"
                    } else {
                        "UTF-8"
                    };
                    match note {
                        Some(note) => format!("{set} \"{shown}\" {code}, {}", note.sentence()),
                        None => format!("{set} \"{shown}\" {code}"),
                    }
                }
                Reading::NotUtf8 => crate::core::text::octets::NOT_UTF8.to_string(),
            };
            writeln!(out, "    {octets:<12} {reading}")?;
        }
    }
    Ok(())
}

/// A component's row, under the name the grammar of `checked` gives it.
fn component_row(
    out: &mut impl Write,
    checked: &Checked<'_>,
    component: Component,
) -> io::Result<()> {
    let label = checked.grammar.component_name(component);
    row(out, "", label, checked.get(component))
}

fn row(out: &mut impl Write, indent: &str, label: &str, v: Option<&str>) -> io::Result<()> {
    let width = LABEL_WIDTH - indent.len();
    writeln!(out, "{indent}{label:<width$}{}", value(v))
}

/// What the IDNA readings and UTS #39 make of an international registered name.
fn write_host_reading(out: &mut impl Write, host: &HostReading) -> io::Result<()> {
    writeln!(
        out,
        "{:<LABEL_WIDTH$}{} as UTS #46 and UTS #39 read it",
        "host name",
        value(Some(&host.name))
    )?;
    let reading = |r: &Result<String, String>| match r {
        Ok(name) => value(Some(name)),
        Err(why) => format!("fails: {}", escape_for_terminal(why)),
    };
    writeln!(
        out,
        "  {:<w$}{}  (the WHATWG URL Standard's host parser, UTS #46 ToASCII)",
        "WHATWG",
        reading(&host.ascii),
        w = LABEL_WIDTH - 2
    )?;
    writeln!(
        out,
        "  {:<w$}{}  (UTS #46 ToUnicode, to show a person)",
        "ToUnicode",
        value(Some(&host.unicode)),
        w = LABEL_WIDTH - 2
    )?;
    writeln!(
        out,
        "  {:<w$}{}  (UTS #46 ToASCII with IDNA2008's lookup flags: STD3, CheckHyphens, \
         VerifyDnsLength)",
        "strict",
        reading(&host.strict),
        w = LABEL_WIDTH - 2
    )?;
    for label in &host.labels {
        let mut line = format!(
            "  {:<w$}{}",
            "label",
            value(Some(&label.written)),
            w = LABEL_WIDTH - 2
        );
        match &label.punycode {
            Some(Some(decoded)) => {
                line.push_str(&format!(" = {} (Punycode)", value(Some(decoded))));
            }
            Some(None) => line.push_str(" (Punycode that does not decode)"),
            None if label.unicode != label.written => {
                line.push_str(&format!(" → {}", value(Some(&label.unicode))));
            }
            None => {}
        }
        if !label.scripts.is_empty() {
            line.push_str(&format!("  {}", label.scripts.join(", ")));
        }
        writeln!(out, "{line}")?;
    }
    for finding in &host.findings {
        writeln!(
            out,
            "  {:<w$}{}",
            "warning",
            escape_for_terminal(&finding.message()),
            w = LABEL_WIDTH - 2
        )?;
    }
    Ok(())
}

/// `∅ (undefined)`, `"" (empty)`, or the value quoted and escaped.
fn value(v: Option<&str>) -> String {
    match v {
        None => "∅ (undefined)".to_string(),
        Some("") => "\"\" (empty)".to_string(),
        Some(text) => format!("\"{}\"", escape_for_terminal(text)),
    }
}
