//! `uriscope parse URI`: the components as the Appendix B expression splits them (undefined and
//! empty told apart), the authority's parts, the path's segments with their parameters, and
//! every grammar diagnostic.
//!
//! Splitting never fails; the exit code is 1 when a diagnostic has severity `error` (the text is
//! not a URI reference by the grammar), 0 otherwise.

use std::io::{self, Write};

use super::ParseArgs;
use super::exit::{EXIT_FAILED, EXIT_OK};
use super::json::{self, ComponentsJson, DiagnosticJson, ParseJson};
use crate::core::{AuthorityKind, Severity, UriRef, escape_for_terminal};

const LABEL_WIDTH: usize = 12;

pub fn run(args: &ParseArgs, out: &mut impl Write) -> io::Result<i32> {
    let uri = UriRef::parse(&args.uri);
    let diagnostics = uri.diagnostics();
    let valid = !diagnostics.iter().any(|d| d.severity == Severity::Error);
    if args.json {
        let doc = ParseJson {
            uri: &args.uri,
            valid,
            components: ComponentsJson::of(&uri),
            diagnostics: diagnostics.iter().map(DiagnosticJson::of).collect(),
        };
        json::write_line(out, &doc, true)?;
    } else {
        write_components(out, &uri)?;
        writeln!(out)?;
        match diagnostics.len() {
            0 => writeln!(out, "no diagnostics: a valid URI reference")?,
            1 => writeln!(out, "1 diagnostic:")?,
            n => writeln!(out, "{n} diagnostics:")?,
        }
        for d in &diagnostics {
            writeln!(
                out,
                "  byte {:<5} {:<8} {:<10} rule `{}`: {}",
                d.at,
                d.severity.name(),
                d.component.name(),
                d.rule(),
                escape_for_terminal(&d.message())
            )?;
        }
    }
    Ok(if valid { EXIT_OK } else { EXIT_FAILED })
}

fn write_components(out: &mut impl Write, uri: &UriRef<'_>) -> io::Result<()> {
    let text = uri.as_str();
    row(out, "", "uri", Some(text))?;
    row(out, "", "scheme", uri.scheme())?;
    row(out, "", "authority", uri.authority())?;
    if let Some(parts) = uri.authority_parts() {
        match parts.kind {
            AuthorityKind::Server => {
                writeln!(out, "  {:<w$}server-based", "kind", w = LABEL_WIDTH - 2)?;
                row(out, "  ", "userinfo", parts.userinfo.map(|s| s.of(text)))?;
                row(out, "  ", "host", parts.host.map(|s| s.of(text)))?;
                row(out, "  ", "port", parts.port.map(|s| s.of(text)))?;
            }
            AuthorityKind::Registry => writeln!(
                out,
                "  {:<w$}registry-based (not `[ userinfo \"@\" ] host [ \":\" port ]`)",
                "kind",
                w = LABEL_WIDTH - 2
            )?,
        }
    }
    row(out, "", "path", Some(uri.path()))?;
    for (i, segment) in uri.segments().enumerate() {
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
    row(out, "", "query", uri.query())?;
    row(out, "", "fragment", uri.fragment())
}

fn row(out: &mut impl Write, indent: &str, label: &str, v: Option<&str>) -> io::Result<()> {
    let width = LABEL_WIDTH - indent.len();
    writeln!(out, "{indent}{label:<width$}{}", value(v))
}

/// `∅ (undefined)`, `"" (empty)`, or the value quoted and escaped.
fn value(v: Option<&str>) -> String {
    match v {
        None => "∅ (undefined)".to_string(),
        Some("") => "\"\" (empty)".to_string(),
        Some(text) => format!("\"{}\"", escape_for_terminal(text)),
    }
}
