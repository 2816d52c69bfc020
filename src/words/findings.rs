//! What an RFC's grammar finds in the base, the reference and the result, said in a few lines:
//! per text, the first finding in full and where the others are.

use crate::core::vocabulary::component::Role;
use crate::core::vocabulary::finding::Finding;

/// The findings in one text, and the text.
pub type Found<'a> = (&'a [Finding], &'a str);

/// One sentence per text that has findings, of the base, the reference and the result in that
/// order: `the reference: <the first finding's message>; 3 more, at bytes 1, 7, 12`. A result
/// whose findings are the reference's (the same rules, moved along with the text) is said on the
/// reference's sentence (`the result keeps them, at bytes 13, 14`) rather than again in full.
pub fn finding_sentences(texts: [Found<'_>; 3]) -> Vec<String> {
    let [_, (reference, _), (result, _)] = texts;
    // Drawn with every frame of the explorer: compared in place, never collected (a megabyte
    // of spaces has a million findings).
    let kept = !result.is_empty()
        && result.len() == reference.len()
        && result
            .iter()
            .map(Finding::rule)
            .eq(reference.iter().map(Finding::rule));
    let mut sentences = Vec::new();
    for (role, (found, text)) in [Role::Base, Role::Reference, Role::Result]
        .into_iter()
        .zip(texts)
    {
        let Some(first) = found.first() else { continue };
        if role == Role::Result && kept {
            continue;
        }
        let message = Finding::messages_in(std::slice::from_ref(first), text).collect::<String>();
        let mut sentence = format!("the {}: {message}", role.name());
        if found.len() > 1 {
            sentence.push_str(&format!(
                "; {} more, {}",
                found.len() - 1,
                at_bytes(&found[1..])
            ));
        }
        if role == Role::Reference && kept {
            let them = if result.len() == 1 { "it" } else { "them" };
            sentence.push_str(&format!("; the result keeps {them}, {}", at_bytes(result)));
        }
        sentences.push(sentence);
    }
    sentences
}

/// The most byte positions a sentence lists: past them it gives their number (a line of a
/// thousand spaces says so in a line, and `parse` lists each).
const SHOWN_POSITIONS: usize = 12;

/// Where `found` are, as [`at_places`] says it.
fn at_bytes(found: &[Finding]) -> String {
    at_places(found.iter().filter_map(Finding::at), found.len())
}

/// `count` places, the first of them `at`: `at byte 3`, `at bytes 3, 7, 12`, or past
/// [`SHOWN_POSITIONS`] `at bytes 1, 2, …, 12 and 988 more places`.
pub fn at_places(at: impl Iterator<Item = usize>, count: usize) -> String {
    let at: Vec<String> = at.take(SHOWN_POSITIONS).map(|at| at.to_string()).collect();
    let s = if count == 1 { "" } else { "s" };
    let rest = count - at.len();
    let more = if rest > 0 {
        format!(" and {rest} more places")
    } else {
        String::new()
    };
    format!("at byte{s} {}{more}", at.join(", "))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::base::Base;
    use crate::core::testing::assert_shows;
    use crate::core::vocabulary::options::Options;
    use crate::core::vocabulary::resolution::Resolution;
    use crate::core::vocabulary::spec::Spec;

    fn sentences(base_text: &str, reference: &str) -> Vec<String> {
        let base = Base::new(Spec::Rfc3986, base_text, &Options::default());
        let r = Resolution::new(&base, reference);
        let result = r.result().map_or("", |r| r.as_str());
        finding_sentences([
            (r.findings(Role::Base), base_text),
            (r.findings(Role::Reference), reference),
            (r.findings(Role::Result), result),
        ])
    }

    /// The result keeps the reference's space; a base with its own finding has its sentence; a
    /// result whose findings are not the reference's has its own.
    #[test]
    fn each_text_is_said_once() {
        let said = sentences("http://a/b", "g h");
        assert_eq!(said.len(), 1, "{said:?}");
        assert!(said[0].starts_with("the reference: space at byte 1 is not allowed in `pchar`"));
        assert!(
            said[0].ends_with("; the result keeps it, at byte 10"),
            "{}",
            said[0]
        );

        let said = sentences("http://a/b c", "g  h");
        assert_eq!(said.len(), 2, "{said:?}");
        assert!(
            said[0].starts_with("the base: space at byte 10"),
            "{}",
            said[0]
        );
        assert!(
            said[1].ends_with("; 1 more, at byte 2; the result keeps them, at bytes 10, 11"),
            "{}",
            said[1]
        );

        // `x` is a valid reference; the result joins the base's space to it.
        let said = sentences("http://a/b c/", "x");
        assert_eq!(said.len(), 2, "{said:?}");
        assert!(
            said[1].starts_with("the result: space at byte 10"),
            "{}",
            said[1]
        );
        assert!(sentences("http://a/b", "g").is_empty());

        // A thousand spaces: twelve places, then their number.
        let said = sentences("http://a/b", &" x".repeat(1000));
        assert!(
            said[0].contains(
                "; 999 more, at bytes 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24 and 987 more \
                 places; the result keeps them, at bytes 9, 11,"
            ),
            "{}",
            said[0]
        );

        // A non-ASCII host under RFC 3986: its IDNA encoding, for the DNS.
        let said = sentences("http://a/b", "//bücher.example/");
        assert_shows(
            &said[0],
            &["; for the DNS, this host is `xn--bcher-kva.example`"],
        );
    }
}
