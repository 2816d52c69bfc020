//! Why the clients that follow a hop go to different places: the fragment rule, the reasons
//! the resolvers recorded, the browser's validation errors, wget's escaping.

use super::hop::{Client, Hop, redirect_finding};
use crate::core::specs::whatwg;
use crate::core::text::percent::percent_decode;
use crate::core::tools::compare::compare_with;
use crate::core::vocabulary::finding::Finding;
use crate::core::vocabulary::options::Options;
use crate::core::vocabulary::profile::Profile;
use crate::core::vocabulary::spec::Spec;
use crate::core::vocabulary::validation::Validation;

/// Whether two URLs make the same request: equal but for the fragment, which is not sent.
pub(super) fn same_request(a: &str, b: &str) -> bool {
    without_fragment(a) == without_fragment(b)
}

fn without_fragment(url: &str) -> &str {
    url.split_once('#').map_or(url, |(url, _)| url)
}

/// Why the clients that follow this hop go to different places, in the words of the rules
/// that made each answer: the fragment rule, the reasons the resolvers recorded where the
/// browser's and curl's answers part (the WHATWG parser's and the curl profile's), wget's
/// escaping; and where none is recorded, the component where they part.
pub(super) fn why_apart(hop: &Hop, curl: Profile) -> Vec<Finding> {
    let ok = |answer: &Option<Result<String, String>>| answer.clone().and_then(Result::ok);
    let (browser, curl_next, wget) = (ok(&hop.browser), ok(&hop.curl), ok(&hop.wget));
    let mut found = Vec::new();
    let fragment_only = |a: &Option<String>, b: &Option<String>| matches!((a, b), (Some(a), Some(b)) if a != b && same_request(a, b));
    let others: Vec<&str> = [(Client::Curl, &curl_next), (Client::Wget, &wget)]
        .into_iter()
        .filter(|(_, other)| fragment_only(&browser, other))
        .map(|(client, _)| client.name())
        .collect();
    if !others.is_empty() {
        found.push(redirect_finding(
            "fragment-differs",
            format!(
                "they differ in the fragment: a browser keeps the request's fragment where the \
                 Location has none (RFC 9110 §10.2.2); {} does not (and sends none)",
                others.join(" and ")
            ),
        ));
    }
    if let (Some(b), Some(c), Some(location)) = (&browser, &curl_next, &hop.location)
        && !same_request(b, c)
    {
        let text = String::from_utf8_lossy(location);
        let comparison = compare_with(&hop.url, &text, &Options::default(), &[Spec::Library(curl)]);
        for (spec, warning) in &comparison.explanations {
            let who = match spec {
                Spec::Whatwg => "the browser".to_string(),
                Spec::Library(profile) if *profile == curl => format!("curl {}", curl.release()),
                _ => continue,
            };
            found.push(redirect_finding(
                warning.id,
                format!("{who}: {}", comparison.why(*spec, warning)),
            ));
        }
        if found.iter().all(|f| f.rule() == "fragment-differs") {
            // No step recorded a reason: the validation errors the browser's parser raised on
            // the Location say what it read otherwise.
            let mut errors = Validation::default();
            if let Ok(base) = whatwg::parser::parse(&hop.url, None) {
                let _ = whatwg::parser::parse_with(&text, Some(&base), &mut errors);
            }
            let mut raised: Vec<String> = Vec::new();
            for (error, at) in &errors.input {
                let said = format!("{} at byte {at} ({})", error.name(), error.description());
                if !raised.contains(&said) {
                    raised.push(said);
                }
            }
            let browser_read = match raised.is_empty() {
                true => String::new(),
                false => format!("; the URL Standard's parser raised {}", raised.join(", ")),
            };
            found.push(redirect_finding(
                "parts-in-component",
                format!(
                    "the browser's URL parser (the URL Standard, §4.4) gives `{b}`, curl's URL \
                     API (lib/urlapi.c) gives `{c}`: {}{browser_read}",
                    first_difference(b, c)
                ),
            ));
        }
    }
    if let Some(w) = &wget {
        let other = [&curl_next, &browser]
            .into_iter()
            .flatten()
            .find(|other| !same_request(other, w));
        if let Some(other) = other {
            let decoded =
                |url: &str| percent_decode(without_fragment(url).as_bytes()).to_ascii_lowercase();
            let why = if decoded(other) == decoded(w) {
                "they differ in percent-encoding alone"
            } else {
                "they differ beyond percent-encoding"
            };
            found.push(redirect_finding(
                "wget-merges",
                format!(
                    "wget requested `{w}` (its log's next request line): wget merges a Location \
                     by its own rules and escapes what it merged (src/url.c, uri_merge and \
                     reencode_escapes; uriscope reads its answer from the log and does not \
                     replay it); {why} from `{other}`"
                ),
            ));
        }
    }
    found
}

/// Where two URLs first differ: the byte, and each one's rest from there. They agree up to
/// that character, so its byte is a character boundary in both.
fn first_difference(a: &str, b: &str) -> String {
    let at = (a.char_indices().zip(b.chars()))
        .find(|((_, x), y)| x != y)
        .map_or(a.len().min(b.len()), |((at, _), _)| at);
    format!(
        "they first differ at byte {at} (`{}` against `{}`)",
        &a[at..],
        &b[at..]
    )
}
