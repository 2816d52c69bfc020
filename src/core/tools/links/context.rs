//! What every link of a page is resolved with: its [`Context`] (the fallback and document base
//! URLs, the page's query encoding, whose answers the results are), and the browser's URL
//! parser as the HTML Standard calls it with them ("encoding-parse a URL", HTML §2.4.2).

use crate::core::base::Base;
use crate::core::specs::whatwg::query_encoding::{Encoded, QueryEncoding};
use crate::core::specs::whatwg::record::Url;
use crate::core::specs::whatwg::resolve::parse_encoded;
use crate::core::vocabulary::event::Observer;
use crate::core::vocabulary::options::Options;
use crate::core::vocabulary::spec::Spec;

/// Whose answers a link's result is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Browser {
    /// The HTML and URL Standards'.
    #[default]
    Standard,
    /// Chromium's, where it departs from them.
    Chromium,
}

/// What every link of a page is resolved with.
#[derive(Debug)]
pub(super) struct Context {
    /// The document's fallback base URL (HTML §2.4.1): its URL, or the about base URL of an
    /// `iframe srcdoc` or `about:blank` document.
    pub(super) document: Url,
    /// The document's URL, serialized without its fragment: where an empty `action` submits.
    pub(super) document_url: String,
    /// The document base URL, when a `base` element set one.
    pub(super) base: Option<Url>,
    /// The page's encoding, when not UTF-8.
    pub(super) encoding: Option<PageQuery>,
    /// Whether the first `base` element's href fails to parse, which leaves Chromium with no
    /// base URL at all.
    pub(super) chromium_has_no_base: bool,
    /// Whose answers the links' results are.
    pub(super) browser: Browser,
    pub(super) compare_with: Spec,
    /// The base, parsed by the rules compared with (when they can parse it).
    pub(super) compared: Option<Base>,
    /// Whether those rules are RFC 3986 and the base is special but not `file:`, so that a
    /// plain reference needs no comparison ([`rfc3986_gives_the_same`]).
    pub(super) plain_agrees: bool,
}

impl Context {
    /// The context of a page whose fallback base URL is `document`, whose URL is
    /// `document_url` (serialized without its fragment) and whose document base URL is `base`
    /// (`None`: the fallback base URL).
    pub(super) fn new(
        document: Url,
        document_url: String,
        base: Option<Url>,
        encoding: Option<PageQuery>,
        compare_with: Spec,
    ) -> Self {
        let against = base.as_ref().unwrap_or(&document);
        let plain_agrees =
            compare_with == Spec::Rfc3986 && against.is_special() && against.scheme() != "file";
        let base_url = base.as_ref().unwrap_or(&document).as_str();
        Context {
            compared: Base::parse(compare_with, base_url, &Options::default()).ok(),
            document,
            document_url,
            base,
            encoding,
            chromium_has_no_base: false,
            browser: Browser::Standard,
            compare_with,
            plain_agrees,
        }
    }

    /// The document base URL, serialized as `document.baseURI` gives it (its fragment kept).
    pub(super) fn base_url(&self) -> &str {
        self.base.as_ref().unwrap_or(&self.document).as_str()
    }
}

/// The page's encoding, for the query of its special URLs.
#[derive(Clone, Copy, Debug)]
pub(super) struct PageQuery(pub(super) &'static encoding_rs::Encoding);

impl QueryEncoding for PageQuery {
    fn encode(&self, query: &str, out: &mut dyn FnMut(Encoded<'_>)) {
        let mut encoder = self.0.new_encoder();
        let mut buffer = [0u8; 1024];
        let mut rest = query;
        loop {
            let (result, read, written) =
                encoder.encode_from_utf8_without_replacement(rest, &mut buffer, true);
            out(Encoded::Bytes(&buffer[..written]));
            rest = &rest[read..];
            match result {
                encoding_rs::EncoderResult::InputEmpty => return,
                encoding_rs::EncoderResult::OutputFull => {}
                encoding_rs::EncoderResult::Unmappable(c) => out(Encoded::Unmappable(c)),
            }
        }
    }
}

/// Whether `value` has a raw non-ASCII character after its first `?` and before its `#`: a
/// query the page's encoding changes.
pub(super) fn has_raw_non_ascii_query(value: &str) -> bool {
    value
        .split('#')
        .next()
        .and_then(|v| v.split_once('?'))
        .is_some_and(|(_, query)| !query.is_ascii())
}

/// What the browser's URL parser does with `value` against `base`: "encoding-parse a URL"
/// (HTML §2.4.2) with the page's encoding.
pub(super) fn browser<O: Observer>(
    base: &Url,
    value: &str,
    encoding: Option<&PageQuery>,
    obs: &mut O,
) -> Result<String, String> {
    parse_encoded(
        value,
        Some(base),
        encoding.map(|e| e as &dyn QueryEncoding),
        obs,
    )
    .map(Url::into_string)
    .map_err(|error| error.to_string())
}
