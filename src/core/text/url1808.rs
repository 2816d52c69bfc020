//! RFC 1808 section 2.4: breaking a URL into its six components, rule by rule, in the order
//! the RFC lists them (fragment, scheme, net_loc, query, params, path).
//!
//! The result differs from [`UriRef`](crate::core::text::uri_ref::UriRef) in three ways the RFC makes visible: the net_loc
//! ends only at a `/`; `;params` is a component of its own, taken from the first `;` after the
//! query is gone; and the path is stored without its leading slash, which is remembered as a flag.
//! Fragment, query and params are "empty" both when absent and when their delimiter is the last
//! character: they are `None` here in both cases.

use crate::core::vocabulary::component::{Component, Role};
use crate::core::vocabulary::event::{Observer, Outcome};
use crate::core::vocabulary::span::Span;
use crate::core::vocabulary::spec::Spec;
use crate::core::vocabulary::step::{Document, Step, steps_of};
use crate::core::vocabulary::warning::Warning;

steps_of!(Document::Spec(Spec::Rfc1808));

pub static P_FRAGMENT: Step = step(
    "2.4.1",
    "parse the fragment identifier",
    "§2.4.1",
    "If the parse string contains a crosshatch \"#\" character, then the substring after the \
     first (left-most) crosshatch \"#\" and up to the end of the parse string is the <fragment> \
     identifier. If the crosshatch is the last character, or no crosshatch is present, then the \
     fragment identifier is empty. The matched substring, including the crosshatch character, is \
     removed from the parse string before continuing.",
);

pub static P_SCHEME: Step = step(
    "2.4.2",
    "parse the scheme",
    "§2.4.2",
    "If the parse string contains a colon \":\" after the first character and before any \
     characters not allowed as part of a scheme name (i.e., any not an alphanumeric, plus \"+\", \
     period \".\", or hyphen \"-\"), the <scheme> of the URL is the substring of characters up to \
     but not including the first colon. These characters and the colon are then removed from the \
     parse string before continuing.",
);

pub static P_NET_LOC: Step = step(
    "2.4.3",
    "parse the network location/login",
    "§2.4.3",
    "If the parse string begins with a double-slash \"//\", then the substring of characters \
     after the double-slash and up to, but not including, the next slash \"/\" character is the \
     network location/login (<net_loc>) of the URL. If no trailing slash \"/\" is present, the \
     entire remaining parse string is assigned to <net_loc>. The double-slash and <net_loc> are \
     removed from the parse string before continuing.",
);

pub static P_QUERY: Step = step(
    "2.4.4",
    "parse the query information",
    "§2.4.4",
    "If the parse string contains a question mark \"?\" character, then the substring after the \
     first (left-most) question mark \"?\" and up to the end of the parse string is the <query> \
     information. If the question mark is the last character, or no question mark is present, \
     then the query information is empty. The matched substring, including the question mark \
     character, is removed from the parse string before continuing.",
);

pub static P_PARAMS: Step = step(
    "2.4.5",
    "parse the parameters",
    "§2.4.5",
    "If the parse string contains a semicolon \";\" character, then the substring after the \
     first (left-most) semicolon \";\" and up to the end of the parse string is the parameters \
     (<params>). If the semicolon is the last character, or no semicolon is present, then \
     <params> is empty. The matched substring, including the semicolon character, is removed \
     from the parse string before continuing.",
);

pub static P_PATH: Step = step(
    "2.4.6",
    "parse the path",
    "§2.4.6",
    "After the above steps, all that is left of the parse string is the URL <path> and the slash \
     \"/\" that may precede it. Even though the initial slash is not part of the URL path, the \
     parser must remember whether or not it was present so that later processes can \
     differentiate between relative and absolute paths.",
);

pub static EMPTY_IS_ABSENT: Warning = Warning {
    id: "rfc1808.empty-is-absent",
    text: "RFC 1808 cannot tell an empty component from an absent one (\"If the question mark is \
           the last character, or no question mark is present, then the query information is \
           empty\"; the same for \"#\" and \";\"). So `g?` resolves like `g`, and `?` or `#` \
           alone inherit the base's query. RFC 3986 keeps an empty query or fragment.",
};

pub static NET_LOC_SWALLOWS: Warning = Warning {
    id: "rfc1808.net-loc-to-slash",
    text: "The net_loc runs up to the next `/` only (2.4.3 comes before the query and params are \
           parsed), so it keeps any `?` or `;`: `//g?y` has net_loc `g?y` and no query. RFC 2396 \
           and RFC 3986 end the authority at `/`, `?` or `#`.",
};

pub static PARAMS_IN_SEGMENTS: Warning = Warning {
    id: "rfc1808.params-outside-path",
    text: "RFC 1808 keeps `;params` outside the path: \"Parameters, regardless of their purpose, \
           do not form a part of the URL path and thus do not affect the resolving of relative \
           paths.\" Everything after the first `;` is params, slashes included, so `/./` or \
           `/../` there is never removed (`g;x=1/../y` stays). RFC 2396 and RFC 3986 treat it as \
           part of the path (`http://a/b/c/y`).",
};

/// A URL split by RFC 1808 section 2.4, as spans into the text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Url1808<'a> {
    text: &'a str,
    /// `<fragment>`, `None` when empty (absent, or `#` last).
    pub fragment: Option<Span>,
    pub scheme: Option<Span>,
    /// `<net_loc>`: `Some` whenever the parse string began with `//`, possibly empty.
    pub net_loc: Option<Span>,
    /// `<query>`, `None` when empty.
    pub query: Option<Span>,
    /// `<params>`, `None` when empty.
    pub params: Option<Span>,
    /// `<path>`, without the slash that may precede it.
    pub path: Span,
    /// Was the path preceded by a slash?
    pub slash: bool,
}

fn is_scheme_char(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'+' | b'.' | b'-')
}

/// `Some(span)` when the span is non-empty: RFC 1808's "empty" covers both cases.
fn non_empty(start: usize, end: usize) -> Option<Span> {
    (end > start).then_some(Span::new(start, end))
}

impl<'a> Url1808<'a> {
    /// The same split, read in another copy of the text it was parsed from.
    pub(crate) fn rebind(self, text: &str) -> Url1808<'_> {
        Url1808 { text, ..self }
    }

    /// The text this URL was parsed from.
    pub fn as_str(&self) -> &'a str {
        self.text
    }

    /// Parses `text` by sections 2.4.1 to 2.4.6, reporting one `Parsed` event per rule.
    pub fn parse<O: Observer>(text: &'a str, role: Role, obs: &mut O) -> Self {
        let bytes = text.as_bytes();
        // The parse string is always text[start..end].
        let (mut start, mut end) = (0, bytes.len());
        let mut delimiter_last = false;

        // 2.4.1, 2.4.4 and 2.4.5 read alike for "#", "?" and ";": the substring after the first
        // (left-most) one "and up to the end of the parse string" is the component, empty when
        // that character is last; "the matched substring, including the ... character, is
        // removed from the parse string before continuing".
        let mut cut_after = |delimiter: u8, start: usize, end: &mut usize| {
            let at = start + bytes[start..*end].iter().position(|&b| b == delimiter)?;
            delimiter_last |= at + 1 == *end;
            let span = non_empty(at + 1, *end);
            *end = at;
            span
        };
        let fragment = cut_after(b'#', start, &mut end);
        obs.parsed(&P_FRAGMENT, role, Component::Fragment, fragment);

        let scheme_len = bytes[..end]
            .iter()
            .position(|&b| !is_scheme_char(b))
            .unwrap_or(end);
        let scheme = (scheme_len > 0 && bytes.get(scheme_len) == Some(&b':') && scheme_len < end)
            .then(|| {
                start = scheme_len + 1;
                Span::new(0, scheme_len)
            });
        obs.parsed(&P_SCHEME, role, Component::Scheme, scheme);

        let net_loc = bytes[start..end].starts_with(b"//").then(|| {
            let from = start + 2;
            let to = bytes[from..end]
                .iter()
                .position(|&b| b == b'/')
                .map_or(end, |n| from + n);
            start = to;
            Span::new(from, to)
        });
        obs.parsed(&P_NET_LOC, role, Component::Authority, net_loc);
        if let Some(span) = net_loc
            && span.of(text).contains(['?', ';'])
        {
            obs.step(&P_NET_LOC, Outcome::Warning(&NET_LOC_SWALLOWS));
        }

        let query = cut_after(b'?', start, &mut end);
        obs.parsed(&P_QUERY, role, Component::Query, query);

        let params = cut_after(b';', start, &mut end);
        obs.parsed(&P_PARAMS, role, Component::Params, params);
        if let Some(span) = params
            && span.of(text).contains('/')
        {
            obs.step(&P_PARAMS, Outcome::Warning(&PARAMS_IN_SEGMENTS));
        }

        let slash = bytes.get(start) == Some(&b'/') && start < end;
        let path = Span::new(start + usize::from(slash), end);
        obs.parsed(&P_PATH, role, Component::Path, Some(path));
        obs.step(
            &P_PATH,
            Outcome::Decision(if slash {
                "the path is preceded by a slash (remembered; not part of the path)"
            } else {
                "the path is not preceded by a slash"
            }),
        );
        if delimiter_last {
            obs.step(&P_PATH, Outcome::Warning(&EMPTY_IS_ABSENT));
        }

        Url1808 {
            text,
            fragment,
            scheme,
            net_loc,
            query,
            params,
            path,
            slash,
        }
    }

    pub fn scheme(&self) -> Option<&'a str> {
        self.scheme.map(|s| s.of(self.text))
    }

    pub fn net_loc(&self) -> Option<&'a str> {
        self.net_loc.map(|s| s.of(self.text))
    }

    pub fn path(&self) -> &'a str {
        self.path.of(self.text)
    }

    pub fn params(&self) -> Option<&'a str> {
        self.params.map(|s| s.of(self.text))
    }

    pub fn query(&self) -> Option<&'a str> {
        self.query.map(|s| s.of(self.text))
    }

    pub fn fragment(&self) -> Option<&'a str> {
        self.fragment.map(|s| s.of(self.text))
    }

    /// The span of a component (`Authority` is the net_loc), `None` when empty or absent.
    pub fn span(&self, component: Component) -> Option<Span> {
        match component {
            Component::Scheme => self.scheme,
            Component::Authority => self.net_loc,
            Component::Path => Some(self.path),
            Component::Params => self.params,
            Component::Query => self.query,
            Component::Fragment => self.fragment,
        }
    }

    /// The value of a component (`Authority` is the net_loc), `None` when empty or absent.
    pub fn get(&self, component: Component) -> Option<&'a str> {
        self.span(component).map(|s| s.of(self.text))
    }
}
