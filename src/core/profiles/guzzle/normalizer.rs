//! Guzzle's `UriNormalizer::isEquivalent($uri1, $uri2)` with its default
//! `PRESERVING_NORMALIZATIONS` (guzzle/psr7 2.4.5, src/UriNormalizer.php): both URIs normalized,
//! then their strings compared. `normalize` capitalizes and decodes escapes in the path and the
//! query only, gives `http` and `https` an empty path's `/`, `file` an empty host for
//! `localhost`, drops a default port (which `new Uri` has dropped already) and removes
//! dot-segments from any path but a relative-path reference's. Its ladder: the text, then
//! `isEquivalent`.

use super::resolver::remove_dots;
use super::uri::Uri;
use crate::core::specs::rfc3986::steps::NORM_STRING;
use crate::core::text::percent::rewrite_escapes;
use crate::core::vocabulary::library::Library;
use crate::core::vocabulary::normalization::{Normalization, Notion, Rung};
use crate::core::vocabulary::step::Step;

/// The rung of `isEquivalent`.
const EQUIVALENT: usize = 1;

/// guzzle/psr7 2.4.5's src/UriNormalizer.php.
static NORMALIZER: Library = Library {
    id: "guzzle",
    name: "guzzle/psr7",
    version: "2.4.5",
    file: "src/UriNormalizer.php",
};

static IS_EQUIVALENT: Step = Step::of_library(
    &NORMALIZER,
    "isEquivalent",
    "both normalized, then their strings compared",
    "UriNormalizer::isEquivalent",
    "return (string) self::normalize($uri1, $normalizations) === (string) \
     self::normalize($uri2, $normalizations);",
);

static NEW_URI: Step = Step::of_library(
    &NORMALIZER,
    "new Uri",
    "parse: the scheme and host lowercased, escaping where needed, the default port dropped",
    "Uri::__construct (src/Uri.php)",
    "$parts = self::parse($uri);\n[...]\n$this->applyParts($parts);",
);

static CAPITALIZE: Step = Step::of_library(
    &NORMALIZER,
    "CAPITALIZE_PERCENT_ENCODING",
    "escapes in the path and the query in upper case",
    "UriNormalizer::capitalizePercentEncoding",
    "$regex = '/(?:%[A-Fa-f0-9]{2})++/';\n[...]\nreturn strtoupper($match[0]);",
);

static DECODE: Step = Step::of_library(
    &NORMALIZER,
    "DECODE_UNRESERVED_CHARACTERS",
    "escapes of unreserved characters in the path and the query decoded",
    "UriNormalizer::decodeUnreservedCharacters",
    "$regex = '/%(?:2D|2E|5F|7E|3[0-9]|[46][1-9A-F]|[57][0-9A])/i';\n[...]\n\
     return rawurldecode($match[0]);",
);

static EMPTY_PATH: Step = Step::of_library(
    &NORMALIZER,
    "CONVERT_EMPTY_PATH",
    "an http or https URI's empty path becomes `/`",
    "UriNormalizer::normalize",
    "if ($flags & self::CONVERT_EMPTY_PATH && $uri->getPath() === '' &&\n    \
     ($uri->getScheme() === 'http' || $uri->getScheme() === 'https')\n) {\n    \
     $uri = $uri->withPath('/');\n}",
);

static DEFAULT_HOST: Step = Step::of_library(
    &NORMALIZER,
    "REMOVE_DEFAULT_HOST",
    "a file URI's host `localhost` becomes empty",
    "UriNormalizer::normalize",
    "if ($flags & self::REMOVE_DEFAULT_HOST && $uri->getScheme() === 'file' && \
     $uri->getHost() === 'localhost') {\n    $uri = $uri->withHost('');\n}",
);

static DOT_SEGMENTS: Step = Step::of_library(
    &NORMALIZER,
    "REMOVE_DOT_SEGMENTS",
    "dot-segments removed, but from a relative-path reference",
    "UriNormalizer::normalize",
    "if ($flags & self::REMOVE_DOT_SEGMENTS && !Uri::isRelativePathReference($uri)) {\n    \
     $uri = $uri->withPath(UriResolver::removeDotSegments($uri->getPath()));\n}",
);

/// Guzzle's notion of equivalence.
pub(crate) static NOTION: Notion = Notion {
    id: "guzzle",
    name: "guzzle/psr7 2.4.5 UriNormalizer::isEquivalent",
    rungs: &[
        Rung {
            id: "string",
            step: &NORM_STRING,
        },
        Rung {
            id: "isEquivalent",
            step: &IS_EQUIVALENT,
        },
    ],
    unapplied: &[],
    normalize,
    same_at: None,
    compared: None,
};

/// `(string) UriNormalizer::normalize(new Uri($text))`.
fn normalize(text: &str) -> Normalization {
    let mut n = Normalization::new(text);
    match normalized(text, &mut n) {
        Ok(uri) => n.rungs.push(uri.to_text()),
        Err(error) => n.error = Some(error),
    }
    n
}

fn normalized(text: &str, n: &mut Normalization) -> Result<Uri, String> {
    let mut uri = Uri::new(text)?;
    n.record(&NEW_URI, EQUIVALENT, "uri", text, &uri.to_text());
    let before = (uri.path.clone(), uri.query.clone());
    uri = uri
        .with_path(&capitalize(&uri.path))?
        .with_query(&capitalize(&uri.query));
    n.record(&CAPITALIZE, EQUIVALENT, "path", &before.0, &uri.path);
    n.record(&CAPITALIZE, EQUIVALENT, "query", &before.1, &uri.query);
    let before = (uri.path.clone(), uri.query.clone());
    uri = uri
        .with_path(&decode_unreserved(&uri.path))?
        .with_query(&decode_unreserved(&uri.query));
    n.record(&DECODE, EQUIVALENT, "path", &before.0, &uri.path);
    n.record(&DECODE, EQUIVALENT, "query", &before.1, &uri.query);
    if uri.path.is_empty() && (uri.scheme == "http" || uri.scheme == "https") {
        uri = uri.with_path("/")?;
        n.record(&EMPTY_PATH, EQUIVALENT, "path", "", &uri.path);
    }
    if uri.scheme == "file" && uri.host == "localhost" {
        uri = uri.with_host("")?;
        n.record(&DEFAULT_HOST, EQUIVALENT, "host", "localhost", "");
    }
    // `REMOVE_DEFAULT_PORT`: `new Uri` dropped a default port already (`applyParts`).
    let relative_path_reference =
        uri.scheme.is_empty() && uri.authority().is_empty() && !uri.path.starts_with('/');
    if !relative_path_reference {
        let before = uri.path.clone();
        uri = uri.with_path(&remove_dots(&before))?;
        n.record(&DOT_SEGMENTS, EQUIVALENT, "path", &before, &uri.path);
    }
    Ok(uri)
}

/// `preg_replace_callback('/(?:%[A-Fa-f0-9]{2})++/', strtoupper)`.
fn capitalize(text: &str) -> String {
    rewrite_escapes(text, |_, escape| Some(escape.to_ascii_uppercase()), |c| c)
}

/// `preg_replace_callback('/%(?:2D|2E|5F|7E|3[0-9]|[46][1-9A-F]|[57][0-9A])/i',
/// rawurldecode)`: the escapes of unreserved characters.
fn decode_unreserved(text: &str) -> String {
    let unreserved = |octet: u8| octet.is_ascii_alphanumeric() || b"-._~".contains(&octet);
    rewrite_escapes(
        text,
        |octet, _| unreserved(octet).then(|| char::from(octet).to_string()),
        |c| c,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::tools::equivalence::same;

    #[test]
    fn is_equivalent_normalizes_the_path_and_the_query_only() {
        assert!(same(&NOTION, "HTTP://A", "http://a/").same);
        assert!(same(&NOTION, "http://a/%7e?%7e", "http://a/~?~").same);
        assert!(same(&NOTION, "http://a/b/../c", "http://a/c").same);
        assert!(same(&NOTION, "file://localhost/x", "file:///x").same);
        // The fragment keeps its escapes as they are.
        assert!(!same(&NOTION, "http://a/#%7e", "http://a/#~").same);
        // A relative-path reference keeps its dot-segments.
        assert_eq!(normalize("a/../b").normalized(), Some("a/../b"));
    }
}
