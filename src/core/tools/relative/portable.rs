//! The shortest reference that resolves from a base to a target under every specification at
//! once: a link that a reader of any of them follows to the same place.

use std::borrow::Cow;

use super::candidates::{Candidate, candidates};
use super::form::Form;
use super::shortest::Arrival;
use super::shortest::Relative;
use super::shortest::RelativeError;
use crate::core::base::Base;
use crate::core::specs::whatwg;
use crate::core::text::uri_ref::UriRef;
use crate::core::vocabulary::event::NoTrace;
use crate::core::vocabulary::options::Options;
use crate::core::vocabulary::spec::Spec;

/// What [`relative_portable`] found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Portable {
    /// The shortest reference every specification resolves to the target, with its form
    /// (shortest by characters, then by [`Form`], as [`Base::relative`]); or why there is none.
    pub reference: Result<(String, Form), String>,
    /// Each specification's own answer ([`Base::relative`]), in the order of [`Spec::ALL`].
    pub each: Vec<(Spec, Result<Relative, RelativeError>)>,
}

/// The shortest reference that resolves against `base` to `target` under every specification
/// of [`Spec::ALL`] (each with the switches of `options` it reads): to `target` exactly, and by
/// the WHATWG URL Standard to its serialization; valid by each grammar, with no validation
/// error. Where no one reference does, the reason: a specification that no reference takes
/// there, or the references each takes.
///
/// ```
/// use uriscope::Options;
/// use uriscope::relative::{Form, relative_portable};
///
/// // `?y` under RFC 3986 and WHATWG, but RFC 2396 takes it to the directory: `d;p?y` is safe.
/// let found = relative_portable("http://a/b/c/d;p?q", "http://a/b/c/d;p?y", &Options::default())?;
/// assert_eq!(found.reference, Ok(("d;p?y".to_string(), Form::RelativePath)));
/// // RFC 3986 removes the dot segments of every reference, even of the target itself.
/// let none = relative_portable("http://a/b/c/d;p?q", "http://a/b/../c", &Options::default())?;
/// assert!(none.reference.unwrap_err().contains("RFC 3986"));
/// # Ok::<(), uriscope::relative::RelativeError>(())
/// ```
pub fn relative_portable(
    base: &str,
    target: &str,
    options: &Options,
) -> Result<Portable, RelativeError> {
    if UriRef::parse(target).scheme().is_none() {
        return Err(RelativeError::TargetNotAbsolute(target.to_owned()));
    }
    let bases: Vec<Result<Base, RelativeError>> = Spec::ALL
        .iter()
        .map(|&spec| Base::parse(spec, base, &options.for_spec(spec)).map_err(RelativeError::Base))
        .collect();
    let each: Vec<(Spec, Result<Relative, RelativeError>)> = (Spec::ALL.iter().zip(&bases))
        .map(|(&spec, parsed)| {
            let found = parsed.as_ref().map_err(Clone::clone);
            (spec, found.and_then(|parsed| parsed.relative(target)))
        })
        .collect();
    let reference = common(&bases, target).ok_or_else(|| why_none(&each));
    Ok(Portable { reference, each })
}

/// The shortest candidate that arrives under every specification, if one does.
fn common(bases: &[Result<Base, RelativeError>], target: &str) -> Option<(String, Form)> {
    let bases: Vec<&Base> = bases
        .iter()
        .map(|base| base.as_ref().ok())
        .collect::<Option<_>>()?;
    // The target each reads: the URL Standard's parser serializes it.
    let targets: Vec<Cow<'_, str>> = bases
        .iter()
        .map(|base| match base.spec() {
            Spec::Whatwg => whatwg::resolve::parse_encoded(target, None, None, &mut NoTrace)
                .ok()
                .map(|url| Cow::Owned(url.into_string())),
            _ => Some(Cow::Borrowed(target)),
        })
        .collect::<Option<_>>()?;
    let arrivals: Vec<Arrival<'_>> = (bases.iter().zip(&targets))
        .map(|(base, target)| Arrival::new(base, target))
        .collect();
    // The candidates from the texts as the RFCs read them, and as the URL Standard's parser
    // serializes them.
    let mut all = Vec::new();
    let reading = |spec| {
        bases
            .iter()
            .zip(&targets)
            .find(|(base, _)| base.spec() == spec)
    };
    let (text, serialized) = (reading(Spec::Rfc3986)?, reading(Spec::Whatwg)?);
    for base in [text.0, serialized.0] {
        for target in [text.1, serialized.1] {
            candidates(base.split()?, UriRef::parse(target), true, &mut |c| {
                all.push(c);
            });
        }
    }
    all.sort_unstable_by(Candidate::order);
    all.dedup_by(|a, b| a.same_text(b));
    let mut reference = String::new();
    let found = all.into_iter().find(|candidate| {
        candidate.write(&mut reference);
        arrivals
            .iter()
            .all(|arrival| arrival.arrives(&reference).is_some())
    })?;
    Some((reference, found.form))
}

/// Why no one reference arrives under every specification.
fn why_none(each: &[(Spec, Result<Relative, RelativeError>)]) -> String {
    let refused: Vec<String> = each
        .iter()
        .filter_map(|(spec, found)| match found {
            Err(error) => Some(format!("by {}, {error}", spec.name())),
            Ok(found) => found.unreachable.clone(),
        })
        .collect();
    if !refused.is_empty() {
        return format!(
            "no reference resolves to the target under every specification: {}",
            refused.join("; ")
        );
    }
    let answers: Vec<String> = each
        .iter()
        .filter_map(|(spec, found)| {
            Some(format!(
                "{} `{}`",
                spec.name(),
                found.as_ref().ok()?.reference
            ))
        })
        .collect();
    format!(
        "each specification reaches the target, but by references the others take elsewhere \
         or refuse: {}",
        answers.join(", ")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn portable(base: &str, target: &str) -> Portable {
        relative_portable(base, target, &Options::default()).unwrap()
    }

    fn answers(found: &Portable) -> Vec<(Spec, String)> {
        (found.each.iter())
            .map(|(spec, each)| (*spec, each.as_ref().unwrap().reference.clone()))
            .collect()
    }

    #[test]
    fn the_shortest_reference_every_specification_takes_to_the_target() {
        let base = "http://a/b/c/d;p?q";
        for (target, expected) in [
            ("http://a/b/c/g", "g"),
            ("http://a/b/c/d;p?y", "d;p?y"),
            ("http://a/b/c/d;x", "d;x"),
            // A fragment alone goes to the directory by RFC 1630's last-part rule.
            ("http://a/b/c/d;p?q#s", "d;p?q#s"),
            ("http://a/b/x", "../x"),
            ("http://a/b/c/e:f", "./e:f"),
            ("ftp://a/b", "ftp://a/b"),
        ] {
            let found = portable(base, target);
            let (reference, _) = found.reference.as_ref().unwrap();
            assert_eq!(reference, expected, "{target}: {:?}", answers(&found));
            for (spec, each) in &found.each {
                let parsed = Base::parse(*spec, base, &Options::default()).unwrap();
                let resolves_to = each.as_ref().unwrap().resolves_to.clone();
                assert_eq!(parsed.resolve(reference).unwrap(), resolves_to.as_str());
                let own = &each.as_ref().unwrap().reference;
                assert!(
                    own.len() <= reference.len(),
                    "{spec}: {own} beats {reference}"
                );
            }
        }
        // Where the specifications part, each one's own answer is shorter.
        let found = portable(base, "http://a/b/c/d;p?y");
        assert!(answers(&found).contains(&(Spec::Rfc3986, "?y".to_string())));
        let found = portable(base, "http://a/b/c/d;x");
        assert!(answers(&found).contains(&(Spec::Rfc1808, ";x".to_string())));
    }

    #[test]
    fn where_no_reference_is_portable_the_reason_names_the_specification() {
        // RFC 3986 removes the dot segments of every reference, even the target's own.
        let found = portable("http://a/b/c/d;p?q", "http://a/b/../c");
        let why = found.reference.unwrap_err();
        assert!(
            why.contains("RFC 3986") && why.contains("dot segments"),
            "{why}"
        );
        // A base that the URL Standard's parser refuses.
        let found = portable("http://[/a", "http://[/b");
        let why = found.reference.unwrap_err();
        assert!(why.contains("WHATWG"), "{why}");
        assert!(matches!(
            relative_portable("http://a/", "b", &Options::default()),
            Err(RelativeError::TargetNotAbsolute(_))
        ));
    }
}
