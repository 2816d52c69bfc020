//! A page's links, resolved as the browser resolves them: the HTML Standard's document base URL
//! (§2.4.3, §4.2.3), every URL-bearing attribute of its attribute index, each value parsed by
//! the WHATWG URL Standard's basic URL parser against that base, with its validation errors and
//! what a reviewer needs flagged: another rule's different answer, a fragment or query link the
//! base sends to another page, a `..` above the root, a result the base changed.
//!
//! ```
//! use uriscope::{web::links::{LinkOptions, audit}};
//!
//! # fn main() -> Result<(), String> {
//! let page = b"<base href=/docs/><a href=#top>Top</a> <img srcset='a.png 1x, b.png 2x'>";
//! let audit = audit(page, "https://example.com/guide/page.html", &LinkOptions::default())?;
//! assert_eq!(audit.base_url, "https://example.com/docs/");
//! let links: Vec<_> = audit.links().collect();
//! let results: Vec<_> = links.iter().map(|l| l.result.as_deref().unwrap()).collect();
//! assert_eq!(results, [
//!     "https://example.com/docs/",
//!     "https://example.com/docs/#top",
//!     "https://example.com/docs/a.png",
//!     "https://example.com/docs/b.png",
//! ]);
//! // The fragment link goes to the base's page, not to the page it is on.
//! assert!(links[1].flags.iter().any(|f| f.rule() == "fragment-leaves-page"));
//! # Ok(())
//! # }
//! ```

use std::fmt;
use std::io::{self, Read};
use std::ops::Range;

use super::encoding::PageEncoding;

use super::attributes::{Found, fetched_while_parsing, found_in, never_fetched};
use super::context::{Browser, Context, PageQuery, has_raw_non_ascii_query};
use super::dom::{Dom, DomParser};
use super::resolve::{RareResolution, Resolution, base_of, resolve};
use super::sniff::{RESOURCE_HEADER, binary_reason};
use crate::core::specs::whatwg;
use crate::core::specs::whatwg::record::Url;
use crate::core::vocabulary::finding::Finding;
use crate::core::vocabulary::link_flag::LinkFlag;
use crate::core::vocabulary::spec::Spec;

/// How to read the page and what to compare the browser's answers with.
#[derive(Clone, Debug)]
pub struct LinkOptions {
    /// An encoding label that overrides the page's own declaration (`--encoding`).
    pub encoding: Option<String>,
    /// The `Content-Type` the page was served with (`--content-type`), whose charset comes
    /// before the page's `<meta>`.
    pub content_type: Option<String>,
    /// Whether the page is parsed with scripting enabled, as browsers do by default: a
    /// `noscript` element's contents are then text, their links and `base` unused.
    pub scripting: bool,
    /// The rules the browser's answers are compared with.
    pub compare_with: Spec,
    /// Whose answers a link's result is: the Standards' (the default), or Chromium's where it
    /// departs from them (`--browser chromium`). Either way a departure is flagged.
    pub browser: Browser,
    /// The document's *about base URL* (`--about-base`): the base URL of the document that
    /// created it, which is the fallback base URL of an `iframe srcdoc` document and of an
    /// `about:blank` one (HTML §2.4.1).
    pub about_base: Option<String>,
}

impl Default for LinkOptions {
    fn default() -> Self {
        LinkOptions {
            encoding: None,
            content_type: None,
            scripting: true,
            compare_with: Spec::Rfc3986,
            browser: Browser::Standard,
            about_base: None,
        }
    }
}

/// A page read for its links: its document base URL and how it was decided, its encoding, and
/// its links, resolved one at a time as they are read ([`Audit::links`]), so a page of any size
/// holds only its tree in memory, and the answers of the links resolved while it was parsed.
#[derive(Debug)]
pub struct Audit {
    /// The document's URL, as the WHATWG parser serializes it.
    pub document_url: String,
    /// The document base URL every link is resolved against.
    pub base_url: String,
    /// The document's fallback base URL (HTML §2.4.1), which a `base` element's href and a URL
    /// fetched before it resolve against: its URL, or an iframe document's about base URL.
    pub fallback_base_url: String,
    /// Which `base` element set the base URL, or why none did.
    pub base_from: BaseFrom,
    /// The page's encoding and the rule that decided it.
    pub encoding: PageEncoding,
    /// What is wrong with the page's `base` elements (HTML §4.2.3's rules).
    pub base_notes: Vec<BaseNote>,
    dom: Dom,
    /// The tree's elements in tree order, by their index in `dom`.
    elements: Vec<u32>,
    /// The tree-order position of the `base` element that set the base, among the elements.
    base_position: Option<usize>,
    context: Context,
}

impl Audit {
    /// Every URL the page's attributes hold, in tree order, each resolved and flagged as it is
    /// read.
    pub fn links(&self) -> impl Iterator<Item = Link> + '_ {
        self.links_in(0..self.element_count())
    }

    /// How many elements the page's tree has (a template's contents left out): the range
    /// [`Audit::links_in`] takes is of these.
    pub fn element_count(&self) -> usize {
        self.elements.len()
    }

    /// The URLs the attributes of the elements `elements` (positions in tree order) hold, in
    /// tree order: a page's links in parts, which threads can resolve side by side (an `Audit`
    /// is `Sync`) and put back in order. A range past the end stops at it.
    ///
    /// ```
    /// use uriscope::{web::links::{LinkOptions, audit}};
    ///
    /// # fn main() -> Result<(), String> {
    /// let page = b"<a href=a></a><a href=b></a><a href=c></a>";
    /// let audit = audit(page, "https://example.com/", &LinkOptions::default())?;
    /// let (whole, half) = (audit.element_count(), audit.element_count() / 2);
    /// let parts: Vec<_> = std::thread::scope(|scope| {
    ///     let first = scope.spawn(|| audit.links_in(0..half).collect::<Vec<_>>());
    ///     let second = scope.spawn(|| audit.links_in(half..whole).collect::<Vec<_>>());
    ///     [first.join().unwrap(), second.join().unwrap()].concat()
    /// });
    /// let values: Vec<_> = parts.iter().map(|link| link.value.as_str()).collect();
    /// assert_eq!(values, ["a", "b", "c"]);
    /// # Ok(())
    /// # }
    /// ```
    pub fn links_in(&self, elements: Range<usize>) -> impl Iterator<Item = Link> + '_ {
        let end = elements.end.min(self.elements.len());
        let start = elements.start.min(end);
        self.elements[start..end]
            .iter()
            .zip(start..)
            .filter_map(|(&index, position)| Some((position, self.dom.element(index)?)))
            .flat_map(move |(position, element)| {
                let before_base = self.base_position.is_some_and(|at| position < at)
                    && element.name.ns == html5ever::ns!(html);
                found_in(element.name, |name| element.attribute(name))
                    .into_iter()
                    .map(move |found| {
                        let found = Found {
                            fetched_before_base: before_base
                                && fetched_while_parsing(element.local_name(), found.attribute),
                            ..found
                        };
                        let resolution = resolve(&found, &self.context);
                        link(found, &element, &self.context, resolution)
                    })
            })
    }
}

/// Where the document base URL came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BaseFrom {
    /// No `base` element with an `href`: the document's URL (its fallback base URL).
    Document,
    /// No `base` element with an `href`, in an `iframe srcdoc` or `about:blank` document given
    /// an about base URL: that URL, the fallback base URL of such a document (HTML §2.4.1).
    AboutBase,
    /// No `base` element with an `href`, in an `iframe srcdoc` document given no about base
    /// URL: its own URL, `about:srcdoc`, against which only absolute URLs resolve.
    SrcdocWithoutAboutBase,
    /// The first `base` element with an `href` in tree order.
    Element {
        /// Its line.
        line: u64,
        /// Its `href`, as written.
        href: String,
    },
    /// The first `base` element with an `href`, whose URL the Standard does not take: the
    /// document's URL instead (and a later `base` does not take over).
    Ignored {
        /// Its line.
        line: u64,
        /// Its `href`, as written.
        href: String,
        /// Why: the href fails to parse, or is a `data:` or `javascript:` URL.
        why: String,
    },
}

/// A `base` element the Standard ignores or an author should not write, with its line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BaseNote {
    /// The element's line.
    pub line: u64,
    /// What is wrong, citing the Standard.
    pub text: &'static str,
}

/// One URL a page's attribute holds.
#[derive(Clone, Debug)]
pub struct Link {
    /// The element's local name (`svg:` before an SVG element's).
    pub element: String,
    /// The attribute (`xlink:href` for the XLink one).
    pub attribute: &'static str,
    /// The URL as the attribute holds it (one candidate of a `srcset`, one token of `ping`,
    /// the URL of a refresh's `content`), character references decoded.
    pub value: String,
    /// The line of the element's start tag.
    pub line: u64,
    /// Whether it resolves against the document's URL (its fallback base URL) rather than the
    /// document base URL: a `base` element's own href, an empty action, a URL fetched before
    /// the `base` element.
    pub against_document: bool,
    /// What the browser's URL parser gives: the URL, or why it fails.
    pub result: Result<String, String>,
    /// The parser's validation errors, by the Standard's names.
    pub validation_errors: Vec<&'static str>,
    /// What a reviewer should look at.
    pub flags: Vec<Finding>,
    /// The answer of the rules compared with, when it is another.
    pub differs: Option<Differs>,
}

/// Another specification's (or library's) answer for a link, where it is not the browser's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Differs {
    /// The rules.
    pub spec: Spec,
    /// Their answer: the URL, or why they fail.
    pub result: Result<String, String>,
}

impl Link {
    /// Whether a reviewer should look at this link.
    pub fn is_flagged(&self) -> bool {
        self.flags
            .iter()
            .any(|flag| matches!(flag, Finding::Link(flag) if flag.is_serious()))
    }
}

/// The links of `page` (its bytes, as served), whose URL is `document_url`.
///
/// Fails, with a message, when `document_url` or `options.about_base` is not a URL the WHATWG
/// parser accepts, or `options.encoding` is not an encoding's label.
pub fn audit(page: &[u8], document_url: &str, options: &LinkOptions) -> Result<Audit, String> {
    audit_reader(page, document_url, options).map_err(|error| error.to_string())
}

/// What stops [`audit_reader`].
#[derive(Debug)]
pub enum AuditError {
    /// The page could not be read.
    Read(io::Error),
    /// The document URL, the encoding's label or the page is refused: why.
    Refused(String),
}

impl fmt::Display for AuditError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AuditError::Read(error) => write!(f, "cannot read the page: {error}"),
            AuditError::Refused(why) => f.write_str(why),
        }
    }
}

impl std::error::Error for AuditError {}

/// The bytes of the page read at a time.
const READ_PIECE: usize = 64 * 1024;

/// [`audit`] of the page `page` reads, parsed as it is read: the page is never held whole,
/// unless it is a `file:` page that declares no encoding (no byte order mark,
/// `options.encoding`, `options.content_type` charset or `<meta>` in its first 1024 bytes),
/// when all of it is read first for the detector, as browsers detect a local file's. Binary data
/// (a gzip file, an image) is refused, saying what it is.
///
/// ```
/// use uriscope::{web::links::{LinkOptions, audit_reader}};
///
/// # fn main() -> Result<(), uriscope::web::links::AuditError> {
/// let page = std::io::Cursor::new("<meta charset=utf-8><a href=next.html>Next</a>");
/// let audit = audit_reader(page, "https://example.com/a/", &LinkOptions::default())?;
/// let link = audit.links().next().unwrap();
/// assert_eq!(link.result.as_deref(), Ok("https://example.com/a/next.html"));
/// # Ok(())
/// # }
/// ```
pub fn audit_reader(
    mut page: impl Read,
    document_url: &str,
    options: &LinkOptions,
) -> Result<Audit, AuditError> {
    let not_a_url =
        |error: String| format!("the document URL {document_url:?} is not a URL: {error}");
    let document = whatwg::parser::parse(document_url, None)
        .map_err(|failure| AuditError::Refused(not_a_url(failure.to_string())))?;
    let about_base = match &options.about_base {
        Some(about) => Some(whatwg::parser::parse(about, None).map_err(|failure| {
            AuditError::Refused(format!(
                "the about base URL {about:?} is not a URL: {failure}"
            ))
        })?),
        None => None,
    };
    let fallback = fallback_base_url(&document, about_base);
    // The resource header, which holds the first 1024 bytes the encoding's prescan reads.
    let mut bytes = Vec::with_capacity(RESOURCE_HEADER);
    (&mut page)
        .take(RESOURCE_HEADER as u64)
        .read_to_end(&mut bytes)
        .map_err(AuditError::Read)?;
    let declared = super::encoding::declared(
        &bytes,
        options.encoding.as_deref(),
        options.content_type.as_deref(),
    )
    .map_err(AuditError::Refused)?;
    // UTF-16 text is full of NUL bytes: a page declared UTF-16 (by the user or its transport;
    // one with a byte order mark is text by the sniffing's own rules) is text.
    let utf16 = declared.is_some_and(|d| {
        d.encoding == encoding_rs::UTF_16LE || d.encoding == encoding_rs::UTF_16BE
    });
    if let Some(why) = binary_reason(&bytes).filter(|_| !utf16) {
        return Err(AuditError::Refused(why));
    }
    let encoding = match declared {
        Some(declared) => declared,
        None => {
            if super::encoding::detects(document.scheme()) {
                page.read_to_end(&mut bytes).map_err(AuditError::Read)?;
            }
            super::encoding::undeclared(document.scheme(), &bytes)
        }
    };
    let query = (encoding.encoding.output_encoding() != encoding_rs::UTF_8)
        .then_some(PageQuery(encoding.encoding.output_encoding()));
    // Not the empty string parsed against the document's URL: that fails for an opaque path.
    let document_url = document.without_fragment().to_owned();
    // The bytes read so far, then the rest, decoded a piece at a time (the decoder keeps a
    // character split between two pieces) and parsed as they come.
    let mut parser = DomParser::new(options.scripting);
    let mut decoder = encoding.encoding.new_decoder();
    let mut text = String::new();
    let mut decode = |bytes: &[u8], last: bool| -> Result<(), AuditError> {
        text.clear();
        let most = decoder
            .max_utf8_buffer_length(bytes.len())
            .expect("a piece's text fits in memory");
        text.reserve(most);
        let _ = decoder.decode_to_string(bytes, &mut text, last);
        parser.feed(&text).map_err(AuditError::Refused)
    };
    for piece in bytes.chunks(READ_PIECE) {
        decode(piece, false)?;
    }
    drop(bytes);
    let mut piece = vec![0; READ_PIECE];
    loop {
        let read = match page.read(&mut piece) {
            Ok(0) => break,
            Ok(read) => read,
            Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
            Err(error) => return Err(AuditError::Read(error)),
        };
        decode(&piece[..read], false)?;
    }
    decode(&[], true)?;
    let dom = parser.finish();
    let elements: Vec<u32> = dom.elements().map(|(index, _)| index).collect();
    let mut found = document_base_url(&dom, &elements, &fallback.url, query.as_ref());
    if found.from == BaseFrom::Document {
        if fallback.from_about_base {
            found.from = BaseFrom::AboutBase;
        } else if is_srcdoc(&document) {
            found.from = BaseFrom::SrcdocWithoutAboutBase;
        }
    }
    let (base, base_position) = found.base.unzip();
    let mut context = Context::new(
        fallback.url,
        document_url,
        base,
        query,
        options.compare_with,
    );
    context.chromium_has_no_base = found.href_fails;
    context.browser = options.browser;
    let base_url = context.base_url().to_owned();
    Ok(Audit {
        document_url: context.document_url.clone(),
        base_url,
        fallback_base_url: context.document.as_str().to_owned(),
        base_from: found.from,
        encoding,
        base_notes: found.notes,
        elements,
        dom,
        base_position,
        context,
    })
}

/// One link, flagged: `resolution` is [`resolve`]'s for `found` under `context`.
fn link(
    found: Found<'_>,
    element: &super::dom::Element<'_>,
    context: &Context,
    resolution: Resolution,
) -> Link {
    let value = found.value;
    let Resolution { result, rare } = resolution;
    let RareResolution {
        seen,
        other_base,
        differs,
        chromium,
    } = rare.map(|rare| *rare).unwrap_or_default();
    let mut flags = Vec::new();
    let mut result = result;
    if let Some(departure) = chromium {
        // The result is the answer of the browser asked for; the flag holds both.
        let (chromium, standard) = match context.browser {
            Browser::Chromium => (
                departure.answer.clone(),
                std::mem::replace(&mut result, departure.answer),
            ),
            Browser::Standard => (departure.answer, result.clone()),
        };
        flags.push(Finding::Link(LinkFlag::ChromiumDeparts {
            chromium,
            standard,
            why: departure.why,
        }));
    }
    if found.empty_action {
        flags.push(Finding::Link(LinkFlag::EmptyAction));
    }
    if element.name.ns == html5ever::ns!(html)
        && let Some(why) = never_fetched(element.local_name(), found.attribute)
    {
        flags.push(Finding::Link(LinkFlag::NeverFetched(why)));
    }
    if let Some(why) = found.dropped {
        flags.push(Finding::Link(LinkFlag::DroppedCandidate(why)));
    }
    if result.is_err() {
        flags.push(Finding::Link(LinkFlag::Fails));
    }
    if found.refresh
        && result
            .as_deref()
            .is_ok_and(|url| url.starts_with("javascript:"))
    {
        flags.push(Finding::Link(LinkFlag::JavascriptRefresh));
    }
    if seen.above_root {
        flags.push(Finding::Link(LinkFlag::ClimbsAboveRoot));
    }
    let trimmed = value.trim_matches(|c: char| c <= ' ');
    match other_base {
        // Fetched from the fallback base URL: the base's answer is what it would be later.
        Some(with_base) if found.fetched_before_base => {
            flags.push(Finding::Link(LinkFlag::FetchedBeforeBase(with_base)));
        }
        Some(without) => {
            if trimmed.starts_with('#') {
                flags.push(Finding::Link(LinkFlag::FragmentLeavesPage));
            } else if trimmed.starts_with('?') {
                flags.push(Finding::Link(LinkFlag::QueryLeavesPage));
            }
            flags.push(Finding::Link(LinkFlag::ChangedByBase(without)));
        }
        None => {}
    }
    if context.encoding.is_some()
        && has_raw_non_ascii_query(trimmed)
        && result.as_deref().is_ok_and(|url| {
            whatwg::scheme::query_takes_the_encoding(url.split(':').next().unwrap_or_default())
        })
    {
        flags.push(Finding::Link(LinkFlag::NonUtf8Query));
    }
    let differs = differs.map(|other| Differs {
        spec: context.compare_with,
        result: other,
    });
    if differs.is_some() {
        flags.push(Finding::Link(LinkFlag::Differs));
    }
    Link {
        element: element_name(element),
        attribute: found.attribute,
        value: value.into_owned(),
        line: element.line,
        against_document: found.against_document || found.empty_action || found.fetched_before_base,
        result,
        validation_errors: seen.errors,
        flags,
        differs,
    }
}

fn element_name(element: &super::dom::Element<'_>) -> String {
    let local: &str = &element.name.local;
    if element.name.ns == html5ever::ns!(svg) {
        format!("svg:{local}")
    } else {
        local.to_owned()
    }
}

/// The document's fallback base URL (HTML §2.4.1), which its links resolve against when no
/// `base` element sets one, and which a `base` element's href is parsed against.
struct Fallback {
    url: Url,
    /// Whether it is the about base URL, not the document's URL.
    from_about_base: bool,
}

/// "If document is an iframe srcdoc document, then return document's about base URL. If
/// document's URL matches about:blank and document's about base URL is non-null, then return
/// document's about base URL. Return document's URL."
fn fallback_base_url(document: &Url, about_base: Option<Url>) -> Fallback {
    match about_base {
        Some(about) if is_srcdoc(document) || matches_about_blank(document) => Fallback {
            url: about,
            from_about_base: true,
        },
        _ => Fallback {
            url: document.clone(),
            from_about_base: false,
        },
    }
}

/// Whether `url` is `about:srcdoc`, the URL of every `iframe srcdoc` document (HTML §4.8.5).
fn is_srcdoc(url: &Url) -> bool {
    url.scheme() == "about" && url.path() == "srcdoc"
}

/// "A URL matches about:blank if its scheme is "about", its path contains a single string
/// "blank", its username and password are the empty string, and its host is null" (HTML
/// §2.4.1): a query or fragment does not matter.
fn matches_about_blank(url: &Url) -> bool {
    url.scheme() == "about" && url.path() == "blank" && url.host_str().is_none()
}

/// What HTML §2.4.3 and §4.2.3 make of a page's `base` elements.
struct DocumentBase {
    /// The document base URL and the tree-order position (among the elements) of the `base`
    /// that set it; `None`: the document's URL.
    base: Option<(Url, usize)>,
    from: BaseFrom,
    notes: Vec<BaseNote>,
    /// Whether the first `base` element's href fails to parse.
    href_fails: bool,
}

/// The document base URL, from the first `base` element with an `href` in tree order, its href
/// parsed against the `document`'s URL in the page's `encoding`, and what is wrong with the
/// page's `base` elements.
fn document_base_url(
    dom: &Dom,
    elements: &[u32],
    document: &Url,
    encoding: Option<&PageQuery>,
) -> DocumentBase {
    let mut notes = Vec::new();
    let mut first: Option<(Option<(Url, usize)>, BaseFrom)> = None;
    let mut href_fails = false;
    for (position, &index) in elements.iter().enumerate() {
        let Some(element) = dom.element(index) else {
            continue;
        };
        if element.local_name() != "base" {
            continue;
        }
        if !element.is_html("base") {
            notes.push(BaseNote {
                line: element.line,
                text: "a `base` inside SVG or MathML is not the HTML `base` element: it sets \
                       nothing",
            });
            continue;
        }
        let Some(href) = element.attribute("href") else {
            continue;
        };
        if first.is_some() {
            notes.push(BaseNote {
                line: element.line,
                text: "a later `base` with an href is ignored: only the first in tree order \
                       counts (HTML §4.2.3)",
            });
            continue;
        }
        if !dom.ancestors(index).any(|a| a.is_html("head")) {
            notes.push(BaseNote {
                line: element.line,
                text: "a `base` outside `head` still sets the base URL, but must not be there \
                       (HTML §4.2.3, its content model)",
            });
        }
        first = Some(match base_of(href, document, encoding) {
            Ok(url) => (
                Some((url, position)),
                BaseFrom::Element {
                    line: element.line,
                    href: href.to_owned(),
                },
            ),
            Err(refused) => {
                href_fails = refused.fails_to_parse;
                (
                    None,
                    BaseFrom::Ignored {
                        line: element.line,
                        href: href.to_owned(),
                        why: refused.why,
                    },
                )
            }
        });
    }
    for element in dom.template_elements() {
        if element.is_html("base") {
            notes.push(BaseNote {
                line: element.line,
                text: "a `base` in a template's contents is not in the document: it sets nothing",
            });
        }
    }
    let (base, from) = first.unwrap_or((None, BaseFrom::Document));
    DocumentBase {
        base,
        from,
        notes,
        href_fails,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::base::Base;
    use crate::core::tools::links::context::browser;
    use crate::core::tools::links::resolve::{
        independent_of_base, other_answer, rfc3986_gives_the_same,
    };
    use crate::core::vocabulary::event::NoTrace;
    use crate::core::vocabulary::options::Options;

    /// Wherever the shortcut skips the comparison, RFC 3986 and the URL Standard agree: every
    /// reference of up to three pieces of an alphabet that holds each kind the shortcut tells
    /// apart, and longer ones with dot segments and escapes, against special bases.
    #[test]
    fn a_reference_said_plain_resolves_alike_under_rfc_3986_and_the_url_standard() {
        let alphabet = [
            "a", "Z", "0", "-", ".", "_", "~", "!", "$", "&", "'", "(", "*", "+", ",", ";", "=",
            ":", "@", "/", "?", "#", "%", "%2e", "%2E", "%41", "%g", " ", "\\", "[", "|", "é",
            "..", "./", "../",
        ];
        let mut references: Vec<String> = vec![String::new()];
        let mut last = references.clone();
        for _ in 0..3 {
            last = last
                .iter()
                .flat_map(|r| alphabet.iter().map(move |a| format!("{r}{a}")))
                .collect();
            references.extend(last.iter().cloned());
        }
        references.extend(
            [
                "../../../g",
                "g/./h/../i?j#k",
                "./a:b",
                "a/b/../../..",
                "/./x/..",
                "?q=1&r=2",
                "#f?g#h",
                ";x",
                "g;x=1/../y",
                "%41%7e/../.",
                "..../x",
                "a/.../b",
            ]
            .map(String::from),
        );
        let bases = [
            "https://a.example/b/c/d;p?q",
            "https://a.example",
            "http://u:p@[::1]:8080/x/?y#z",
            "wss://h/a/b/",
            "ftp://h/",
        ];
        let mut skipped = 0;
        for base in bases {
            let whatwg_base = whatwg::parser::parse(base, None).unwrap();
            let rfc_base =
                Base::parse(Spec::Rfc3986, whatwg_base.as_str(), &Options::default()).unwrap();
            for reference in &references {
                if !rfc3986_gives_the_same(reference) {
                    continue;
                }
                skipped += 1;
                let browser = browser(&whatwg_base, reference, None, &mut NoTrace);
                assert_eq!(
                    other_answer(&rfc_base, reference, &browser),
                    None,
                    "{reference:?} against {base:?}: the URL Standard gives {browser:?}"
                );
            }
        }
        assert!(skipped > 10_000, "{skipped}");
    }

    /// The shortcut never skips a link the base changes: wherever it says the base cannot
    /// change the answer, the parses against the base and the document's URL agree.
    #[test]
    fn a_link_said_independent_of_the_base_resolves_alike_against_both() {
        let documents = [
            "https://example.com/dir/page.html?q#f",
            "https://user:pw@example.com:8443/dir/page",
            "file:///C:/dir/page.html",
            "foo://host/dir/page",
            "foo:opaque",
        ];
        let bases = [
            "/other/",
            "https://example.com/x/",
            "https://EXAMPLE.com:443/x/",
            "https://example.com:8443/x/",
            "https://u@example.com/x/",
            "http://example.com/x/",
            "//elsewhere.example/x/",
            "file:///D:/x/",
            "file://server/x/",
            "foo://other/x",
            "foo:other",
            "?query",
        ];
        let values = [
            "/a",
            "\\a",
            "/\ta",
            "/\t/a",
            "//a/b",
            "/\\a",
            "\\\\a",
            "\t/a",
            "\n//a",
            "/",
            "//",
            "https://a/b",
            "http://a/b",
            "foo://a/b",
            "a:b",
            "#f",
            "?q",
            "a",
            "../a",
            "/C:/a",
            "/c|/a",
            "//C:/a",
        ];
        let mut skipped = 0;
        for document_url in documents {
            for href in bases {
                let page = format!("<base href='{href}'>");
                let Ok(audit) = audit(page.as_bytes(), document_url, &LinkOptions::default())
                else {
                    continue;
                };
                let context = &audit.context;
                let Some(base) = &context.base else { continue };
                for value in values {
                    if independent_of_base(value, context) {
                        skipped += 1;
                        assert_eq!(
                            browser(base, value, None, &mut NoTrace),
                            browser(&context.document, value, None, &mut NoTrace),
                            "{value:?} against {href:?} and {document_url:?}"
                        );
                    }
                }
            }
        }
        // The shortcut is taken: a check of nothing would pass too.
        assert!(skipped > 100, "{skipped}");
    }
}
