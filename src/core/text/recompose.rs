//! Putting components back together: RFC 2396 step 7, RFC 3986 5.3, and the recombination the
//! other specifications describe in words, and how the result reads back.

use crate::core::text::uri_ref::UriRef;
use crate::core::vocabulary::component::COMPONENTS;
use crate::core::vocabulary::component::Component;
use crate::core::vocabulary::event::{Observer, Source};
use crate::core::vocabulary::step::Step;
use crate::core::vocabulary::warning::Warning;

/// A library's serializer wrote `href` at `step` (Node's `format`, Go's `String`, Java's
/// `toString`): each component of the result is assigned there, the path from the buffer the
/// library's path algorithm wrote, the rest from its URL record.
pub(crate) fn assign_serialized<O: Observer>(obs: &mut O, step: &'static Step, href: &str) {
    let split = UriRef::parse(href);
    for component in COMPONENTS {
        let from = if component == Component::Path {
            Source::Buffer
        } else {
            Source::Record
        };
        obs.assign(step, component, from, split.span(component));
    }
}

/// The components of a result, borrowed from the base, the reference or a buffer.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Parts<'a> {
    pub scheme: Option<&'a str>,
    pub authority: Option<&'a str>,
    pub path: &'a str,
    pub query: Option<&'a str>,
    pub fragment: Option<&'a str>,
}

impl Parts<'_> {
    /// The length of the recomposed string, for one allocation of the right size.
    #[inline]
    pub fn len(&self) -> usize {
        self.scheme.map_or(0, |s| s.len() + 1)
            + self.authority.map_or(0, |a| a.len() + 2)
            + self.path.len()
            + self.query.map_or(0, |q| q.len() + 1)
            + self.fragment.map_or(0, |f| f.len() + 1)
    }

    /// ```text
    /// if scheme is defined then append scheme to result, append ":" to result
    /// if authority is defined then append "//" to result, append authority to result
    /// append path to result
    /// if query is defined then append "?" to result, append query to result
    /// if fragment is defined then append "#" to result, append fragment to result
    /// ```
    pub fn recompose(&self) -> String {
        let mut out = String::with_capacity(self.len());
        self.write_until_path(&mut out);
        out.push_str(self.path);
        self.write_after_path(&mut out);
        out
    }

    /// Scheme and authority with their separators.
    #[inline]
    pub fn write_until_path(&self, out: &mut String) {
        if let Some(scheme) = self.scheme {
            out.push_str(scheme);
            out.push(':');
        }
        if let Some(authority) = self.authority {
            out.push_str("//");
            out.push_str(authority);
        }
    }

    /// Query and fragment with their separators.
    #[inline]
    pub fn write_after_path(&self, out: &mut String) {
        write_query_and_fragment(out, self.query, self.fragment);
    }
}

/// RFC 3986 §5.3's last lines: "if defined(query) then append "?" to result; append query to
/// result; endif; if defined(fragment) then append "#" to result; append fragment to result;
/// endif;".
#[inline]
pub fn write_query_and_fragment(out: &mut String, query: Option<&str>, fragment: Option<&str>) {
    if let Some(query) = query {
        out.push('?');
        out.push_str(query);
    }
    if let Some(fragment) = fragment {
        out.push('#');
        out.push_str(fragment);
    }
}

/// The result reads back with the path's first segment inside the authority.
pub static AUTHORITY_TAKES_PATH: Warning = Warning {
    id: "reads-back.authority-takes-path",
    text: "The result reads back differently: the path does not begin with `/`, so written after \
           the authority its first segment becomes part of the authority (`http://a` + `g` gives \
           `http://ag`). RFC 3986 §3.3: \"When authority is present, the path must either be \
           empty or begin with a slash\"; Appendix D.2 names the cause: \"[RFC2396] section 5.2, \
           step 6a, failed to account for a base URI with no path.\"",
};

/// The result reads back with the start of the path as an authority.
pub static PATH_BECOMES_AUTHORITY: Warning = Warning {
    id: "reads-back.path-becomes-authority",
    text: "The result reads back differently: it has no authority but its path begins with `//`, \
           so the recomposed string re-parses with an authority. RFC 3986 §3.3: \"If a URI does \
           not contain an authority component, then the path cannot begin with two slash \
           characters\"; §5.2 and §5.3 do not guard against it.",
};

/// The result reads back with other components, for another reason.
pub static READS_BACK_DIFFERENTLY: Warning = Warning {
    id: "reads-back.differently",
    text: "The result reads back differently: parsed again, the recomposed string does not give \
           the components the algorithm assigned.",
};

/// Every warning that says a result reads back differently.
pub static MISREADINGS: [&Warning; 3] = [
    &AUTHORITY_TAKES_PATH,
    &PATH_BECOMES_AUTHORITY,
    &READS_BACK_DIFFERENTLY,
];

/// Why `parts`, recombined, read back (split by RFC 3986 Appendix B) as other components;
/// `None` when they read back as they are.
///
/// Each component's value comes from a split by the same expression (or a path buffer made of
/// such paths), so it holds none of the delimiters that would end it early; what can go wrong
/// is only where one component meets the next: a path after an authority that does not begin
/// with `/`, a path that begins with `//` where there is no authority, or, without a scheme, a
/// first path segment with a `:` after its first character (it would read as a scheme). The
/// tests check this against splitting the recombined string.
pub fn misreading(parts: &Parts<'_>) -> Option<&'static Warning> {
    let path = parts.path;
    if parts.authority.is_some() && !path.is_empty() && !path.starts_with('/') {
        Some(&AUTHORITY_TAKES_PATH)
    } else if parts.authority.is_none() && path.starts_with("//") {
        Some(&PATH_BECOMES_AUTHORITY)
    } else if parts.scheme.is_none()
        && parts.authority.is_none()
        && path
            .find([':', '/'])
            .is_some_and(|i| i > 0 && path.as_bytes()[i] == b':')
    {
        Some(&READS_BACK_DIFFERENTLY)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::text::uri_ref::UriRef;
    use proptest::prelude::*;

    /// A component value as a split by Appendix B can give it: none of the delimiters that would
    /// end it early.
    fn value(forbidden: &'static str) -> impl Strategy<Value = String> {
        prop::collection::vec(
            prop::sample::select(&["a", ":", "/", "?", "#", "@", "."][..]),
            0..6,
        )
        .prop_map(move |pieces| {
            pieces
                .concat()
                .chars()
                .filter(|c| !forbidden.contains(*c))
                .collect()
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(5000))]

        /// `misreading` warns exactly when splitting the recombined string gives other components.
        #[test]
        fn misreading_is_exactly_a_different_split(
            scheme in prop::option::of(value(":/?#").prop_filter("a scheme is not empty", |s| !s.is_empty())),
            authority in prop::option::of(value("/?#")),
            path in value("?#"),
            query in prop::option::of(value("#")),
            fragment in prop::option::of(value("")),
        ) {
            let parts = Parts {
                scheme: scheme.as_deref(),
                authority: authority.as_deref(),
                path: &path,
                query: query.as_deref(),
                fragment: fragment.as_deref(),
            };
            let text = parts.recompose();
            let read = UriRef::parse(&text);
            let same = read.scheme() == parts.scheme
                && read.authority() == parts.authority
                && read.path() == parts.path
                && read.query() == parts.query
                && read.fragment() == parts.fragment;
            prop_assert_eq!(misreading(&parts).is_none(), same, "{:?} → {:?}", parts, text);
        }
    }
}
