//! The resolution as plain text, for a terminal or a mail (the `T` key): the table `uriscope
//! resolve --trace` prints (the specification, the inputs, the options in force, every step
//! with its decisions, parsed components, acts and changes, the buffer after each), the result
//! with the step that set each component, the warnings, and where a text breaks its RFC's
//! grammar. Every text is escaped as the command line escapes it.

use super::resolution::Resolution;
use crate::core::tools::equivalence::Verdict;
use crate::words::{normalization_text, trace_text, wrap};

/// The whole plain-text export of `resolution`.
pub fn document(resolution: &Resolution) -> String {
    let mut out = Vec::new();
    write(resolution, &mut out).expect("writing to memory does not fail");
    String::from_utf8(out).expect("the table is UTF-8")
}

fn write(resolution: &Resolution, out: &mut Vec<u8>) -> std::io::Result<()> {
    let bundle = &resolution.bundle;
    let spec = resolution.spec();
    let options = resolution.options().describe(spec);
    trace_text::write(out, bundle, spec, &options)?;
    let error = resolution.result().err().map(ToString::to_string);
    let outcome = match &error {
        Some(message) => Err(message.as_str()),
        None => Ok(resolution.result().unwrap_or_default()),
    };
    std::io::Write::write_all(out, b"\n")?;
    trace_text::write_result(out, bundle, outcome)?;
    trace_text::write_warnings(out, bundle.warnings())?;
    let sentences = resolution.grammar_sentences();
    if !sentences.is_empty() {
        std::io::Write::write_all(
            out,
            format!("not URIs by {}'s grammar\n", spec.name()).as_bytes(),
        )?;
        for sentence in sentences {
            wrap::write_wrapped(out, "  ! ", &sentence)?;
        }
    }
    Ok(())
}

/// The equivalence view's plain-text export (`T` in it): each text up the notion's ladder as
/// `uriscope same --trace` prints it, then every notion's verdict.
pub fn equivalence_document(verdicts: &[Verdict], shown: usize) -> String {
    let mut out = Vec::new();
    if let Some(verdict) = verdicts.get(shown) {
        let written = normalization_text::write_trace(&mut out, verdict.notion, &verdict.a)
            .and_then(|()| normalization_text::write_trace(&mut out, verdict.notion, &verdict.b));
        written.expect("writing to memory does not fail");
        out.push(b'\n');
        let width = verdicts
            .iter()
            .map(|v| v.notion.id.len())
            .max()
            .unwrap_or(0);
        for other in verdicts {
            let line = normalization_text::verdict_line(other);
            out.extend_from_slice(format!("{:width$}  {line}\n", other.notion.id).as_bytes());
        }
    }
    String::from_utf8(out).expect("the text is UTF-8")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::testing::assert_shows;
    use crate::core::vocabulary::spec::Spec;
    use crate::tui::tests::resolution;

    #[test]
    fn the_text_export_is_the_trace_table_with_the_result_and_warnings() {
        let text = document(&resolution(
            Spec::Rfc3986,
            "http://a/b/c/d;p?q#f",
            "../g/./h/../.",
        ));
        assert!(
            text.starts_with("RFC 3986, STD 66 (January 2005)\n"),
            "{text}"
        );
        assert_shows(&text, &["  options    non-strict off\n"]);
        // RFC 3986 §5.2.4: 2C removes `/c/..`, leaving `/b` in the output.
        assert_shows(
            &text,
            &[
                "2C − \"/c/..\" at 2",
                "/b┊/g/./h/../.",
                "\nresult  http://a/b/g/\n",
                "warnings\n  ! RFC 3986 §5.2.1: The base has a fragment.",
            ],
        );
    }

    #[test]
    fn findings_are_said_under_their_grammar() {
        let text = document(&resolution(Spec::Rfc3986, "http://a/b/c/d;p?q", "g h"));
        assert_shows(
            &text,
            &["not URIs by RFC 3986's grammar\n  ! the reference: "],
        );
    }
}
