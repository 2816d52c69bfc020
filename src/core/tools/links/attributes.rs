//! The URL-bearing attributes of the HTML Standard's attribute index (and its obsolete
//! features, §16), SVG 2's `href` and `xlink:href`, and how each value holds its URLs: whole,
//! a `srcset`'s candidates, `ping`'s tokens, a refresh's `content`.

use std::borrow::Cow;

use html5ever::{QualName, ns};

use super::css;
use super::refresh;
use super::srcset;

/// The name a `style` element's text is kept under, among its attributes (the DOM reader keeps
/// it so, dom.rs): no attribute's name starts with `#`.
pub(crate) const STYLE_TEXT: &str = "#text";

/// One URL found in an element's attribute.
#[derive(Clone, Debug)]
pub(crate) struct Found<'a> {
    pub(crate) attribute: &'static str,
    /// Borrowed from the page, or decoded from a style sheet's escapes.
    pub(crate) value: Cow<'a, str>,
    /// A `base` element's own href: parsed against the document's URL.
    pub(crate) against_document: bool,
    /// An empty `action` or `formaction`: the document's URL.
    pub(crate) empty_action: bool,
    /// An `action` or `formaction` of only spaces, which Chromium takes for empty.
    pub(crate) whitespace_action: bool,
    /// A `meta` refresh's URL.
    pub(crate) refresh: bool,
    /// A `srcset` candidate the browser drops, and why.
    pub(crate) dropped: Option<&'static str>,
    /// Fetched as the parser inserts its element, which comes before the `base` element: from
    /// the document's fallback base URL ([`fetched_while_parsing`]).
    pub(crate) fetched_before_base: bool,
}

impl<'a> Found<'a> {
    fn whole(attribute: &'static str, value: impl Into<Cow<'a, str>>) -> Self {
        Found {
            attribute,
            value: value.into(),
            against_document: false,
            empty_action: false,
            whitespace_action: false,
            refresh: false,
            dropped: None,
            fetched_before_base: false,
        }
    }
}

/// Whether the browser fetches (or navigates to) the URL of `attribute` on an HTML `element` as
/// the parser inserts the element, so that a `base` element after it does not apply: a script,
/// a stylesheet (HTML §4.2.4's link processing), an image (§4.8.4.3.5, "update the image data"
/// parses its URL then), a video's poster, a frame (§4.8.5), a refresh (the shared declarative
/// refresh steps run on insertion), a `style` element's sheet (parsed as it is inserted, its
/// URLs resolved then; Chromium fetched its `@import` and `url()` from the document's URL).
/// An image is fetched then by Chromium's preload scanner; its own load runs in a microtask,
/// which may come after a base in the same run of text, and fetch from the base as well. Each was seen fetched from the document's URL by Chromium
/// 156 ahead of a late base; a link is followed, and media are selected, later, against it.
pub(crate) fn fetched_while_parsing(element: &str, attribute: &str) -> bool {
    matches!(
        (element, attribute),
        ("script", "src")
            | ("link", "href")
            | ("img", "src" | "srcset")
            | ("video", "poster")
            | ("iframe" | "frame", "src")
            | ("meta", "content")
            | ("style", STYLE_TEXT)
    )
}

/// Why the browser never fetches the URL of `attribute` on an HTML `element`, where it never
/// does: an attribute that names or describes, or one no browser supports any more. None was
/// requested by Chromium 156 from a page holding each.
pub(crate) fn never_fetched(element: &str, attribute: &str) -> Option<&'static str> {
    Some(match (element, attribute) {
        ("html", "manifest") => {
            "the application cache it names is gone from the HTML Standard (§16.2) and from \
             every browser"
        }
        ("head", "profile") => {
            "HTML 4's metadata profiles only name a vocabulary (obsolete, HTML §16.2)"
        }
        (_, "itemid") => "a microdata item's global identifier only names the item (HTML §5.2.2)",
        ("img", "lowsrc") => "obsolete (HTML §16.2): browsers load the src",
        (_, "longdesc") => "obsolete (HTML §16.2): a description a reader may follow",
        (_, "cite") => "a source a reader may follow (HTML §4.4.4)",
        ("object", "codebase") => "obsolete (HTML §16.2): it sets no base for the data",
        _ => return None,
    })
}

/// The name the tree keeps the attribute `attribute` of the element `element` under, when it
/// can hold a URL or tell whether one does (a `meta`'s `http-equiv`); `None` for any other.
pub(crate) fn can_hold_a_url(element: &QualName, attribute: &QualName) -> Option<&'static str> {
    let name: &str = &attribute.local;
    if element.ns == ns!(svg) {
        return match (name, &attribute.ns) {
            ("href", ns) if *ns == ns!() => Some("href"),
            ("href", ns) if *ns == ns!(xlink) => Some("xlink:href"),
            _ => None,
        };
    }
    if element.ns != ns!(html) || attribute.ns != ns!() {
        return None;
    }
    let own: &[&'static str] = match &*element.local {
        "meta" => &["http-equiv", "content"],
        _ => &[],
    };
    own.iter()
        .copied()
        .chain(
            html_attributes(&element.local)
                .iter()
                .chain(GLOBAL_ATTRIBUTES)
                .map(|(known, _)| *known),
        )
        .find(|known| *known == name)
}

/// The URL-bearing attributes any HTML element may have: microdata's `itemid`, a valid URL
/// potentially surrounded by spaces (HTML §5.2.2), resolved as an `href` is; `style`, CSS
/// declarations whose `url()`s resolve against the document base URL.
const GLOBAL_ATTRIBUTES: &[(&str, Holds)] = &[("itemid", Holds::Whole), ("style", Holds::Css)];

/// How an attribute holds its URLs.
#[derive(Clone, Copy)]
enum Holds {
    /// The whole value (the URL parser strips its surrounding spaces).
    Whole,
    /// A `srcset`: image candidates (HTML §4.8.4.3.10).
    Srcset,
    /// `ping`: space-separated tokens, each a URL.
    Tokens,
    /// `action`, `formaction`: whole, and the document's URL when empty.
    Action,
    /// CSS: each `url()` (and `@import` string) of a `style` attribute or element.
    Css,
}

/// The URL-bearing attributes of an HTML element, by its local name.
fn html_attributes(element: &str) -> &'static [(&'static str, Holds)] {
    use Holds::*;
    match element {
        "a" | "area" => &[("href", Whole), ("ping", Tokens)],
        "link" => &[("href", Whole), ("imagesrcset", Srcset)],
        "base" => &[("href", Whole)],
        "img" => &[
            ("src", Whole),
            ("srcset", Srcset),
            ("longdesc", Whole),
            ("lowsrc", Whole),
        ],
        "source" => &[("src", Whole), ("srcset", Srcset)],
        "script" | "embed" | "track" | "audio" => &[("src", Whole)],
        "iframe" | "frame" => &[("src", Whole), ("longdesc", Whole)],
        "video" => &[("src", Whole), ("poster", Whole)],
        "input" => &[("src", Whole), ("formaction", Action)],
        "button" => &[("formaction", Action)],
        "form" => &[("action", Action)],
        "blockquote" | "q" | "ins" | "del" => &[("cite", Whole)],
        "object" => &[("data", Whole), ("codebase", Whole)],
        "html" => &[("manifest", Whole)],
        // HTML 4's metadata profiles, space-separated (obsolete, HTML §16.2).
        "head" => &[("profile", Tokens)],
        "body" | "table" | "thead" | "tbody" | "tfoot" | "tr" | "td" | "th" => {
            &[("background", Whole)]
        }
        _ => &[],
    }
}

/// Every URL an element of this name holds (`value_of` reads its attributes), in the order of
/// the table above.
pub(crate) fn found_in<'a>(
    name: &QualName,
    value_of: impl Fn(&str) -> Option<&'a str>,
) -> Vec<Found<'a>> {
    let mut found = Vec::new();
    let local: &str = &name.local;
    if name.ns == ns!(svg) {
        // SVG 2: `href` wins over `xlink:href`.
        if let Some(value) = value_of("href") {
            found.push(Found::whole("href", value));
        } else if let Some(value) = value_of("xlink:href") {
            found.push(Found::whole("xlink:href", value));
        }
        return found;
    }
    if name.ns != ns!(html) {
        return found;
    }
    if local == "style"
        && let Some(sheet) = value_of(STYLE_TEXT)
    {
        found.extend(
            css::urls(sheet)
                .into_iter()
                .map(|url| Found::whole(STYLE_TEXT, url)),
        );
    }
    if local == "meta" {
        let refresh = value_of("http-equiv").is_some_and(|v| v.eq_ignore_ascii_case("refresh"));
        if let Some(content) = value_of("content").filter(|_| refresh)
            && let Some((_, url)) = refresh::url_of(content)
        {
            found.push(Found {
                refresh: true,
                ..Found::whole("content", url)
            });
        }
    }
    for &(attribute, holds) in html_attributes(local).iter().chain(GLOBAL_ATTRIBUTES) {
        // A form with no action submits to the document's URL, as an empty one does (HTML
        // §4.10.21.3, "If action is the empty string, let action be the URL of the form
        // document"; the action IDL attribute reads a missing one as empty).
        let absent_action = local == "form" && attribute == "action";
        let Some(value) = value_of(attribute).or(absent_action.then_some("")) else {
            continue;
        };
        match holds {
            Holds::Whole => found.push(Found {
                against_document: local == "base" && attribute == "href",
                ..Found::whole(attribute, value)
            }),
            Holds::Action => found.push(Found {
                empty_action: value.is_empty(),
                whitespace_action: !value.is_empty()
                    && value
                        .trim_matches(['\t', '\n', '\x0c', '\r', ' '])
                        .is_empty(),
                ..Found::whole(attribute, value)
            }),
            Holds::Tokens => found.extend(
                value
                    .split(['\t', '\n', '\x0c', '\r', ' '])
                    .filter(|token| !token.is_empty())
                    .map(|token| Found::whole(attribute, token)),
            ),
            Holds::Css => found.extend(
                css::urls(value)
                    .into_iter()
                    .map(|url| Found::whole(attribute, url)),
            ),
            Holds::Srcset => found.extend(srcset::candidates(value).into_iter().map(|c| Found {
                dropped: c.dropped,
                ..Found::whole(attribute, c.url)
            })),
        }
    }
    found
}
