//! Resolution run backwards: the shortest reference that a base resolves to a given target,
//! under one specification or library profile.
//!
//! No specification defines this inverse (the uri@w3.org thread "URI Reference creation", July
//! 2007). The rule here is the one Tim Berners-Lee's `uripath.py` `refTo` states in its
//! docstring: resolving the answer against the base gives the target exactly. The candidates are
//! a fragment alone, the empty reference, a query alone, a relative path climbing any number of
//! `..`, an absolute path, a network path and the target itself, built from the two texts'
//! components (RFC 3986 Appendix B). The shortest is tried first, and each is resolved by the
//! specification itself, so an answer always round-trips. When two are as short, a relative
//! path comes before an absolute path (it survives moving the tree), then a network path, then
//! the target itself.

use std::cell::OnceCell;
use std::fmt;

use super::candidates::{Candidate, candidates, has_dot_segments};
use super::form::Form;
use crate::core::base::{Base, Resolved};
use crate::core::specs::whatwg;
use crate::core::text::grammar::diagnostics::Severity;
use crate::core::text::grammar::grammars::Grammar;
use crate::core::text::uri_ref::UriRef;
use crate::core::vocabulary::error::Error;
use crate::core::vocabulary::event::NoTrace;
use crate::core::vocabulary::spec::Spec;
use crate::core::vocabulary::validation::Validation;
use crate::core::vocabulary::whatwg_validation::ValidationError;

/// A reference from a base to a target ([`Base::relative`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Relative {
    /// The reference: resolved against the base, it gives `resolves_to`.
    pub reference: String,
    /// What it resolves to: the target, or where the target cannot be reached, the nearest URI
    /// that can (the target's own resolution).
    pub resolves_to: String,
    /// Its form.
    pub form: Form,
    /// Why the target itself cannot be reached, when it cannot.
    pub unreachable: Option<String>,
}

/// Why no reference can be computed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RelativeError {
    /// The target has no scheme: a reference is made to an absolute URI.
    TargetNotAbsolute(String),
    /// The target is one the specification cannot resolve, even against itself.
    Unresolvable(Error),
    /// The base is not one by the specification: [`relative_portable`](super::portable::relative_portable) parses the base by
    /// every specification ([`Base::relative`] has a base already parsed).
    Base(Error),
    /// The target is no URI by the specification's grammar, as `parse` finds it: the
    /// target and the grammar's first error.
    TargetNotAUri(String, String),
}

impl fmt::Display for RelativeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RelativeError::TargetNotAbsolute(target) => write!(
                f,
                "the target {target:?} has no scheme: give the absolute URI a reference should \
                 reach (RFC 3986 §4.3)"
            ),
            RelativeError::Unresolvable(error) => {
                write!(f, "the target cannot be resolved: {error}")
            }
            RelativeError::Base(error) => {
                write!(f, "no reference resolves against the base: {error}")
            }
            RelativeError::TargetNotAUri(target, why) => {
                write!(f, "the target {target:?} is no URI: {why}")
            }
        }
    }
}

impl std::error::Error for RelativeError {}

impl Base {
    /// The shortest reference that resolves against this base, by its specification, to
    /// `target` exactly (by the WHATWG URL Standard: to `target`'s serialization), shortest by
    /// characters, then by [`Form`]. A target no reference reaches (RFC 3986 removes the dot
    /// segments of every reference, even an absolute one, §5.2.2) gets the reference to the
    /// nearest URI that can be reached, its own resolution, and the reason.
    ///
    /// ```
    /// use uriscope::{Base, Options, Spec};
    ///
    /// let base = Base::parse(Spec::Rfc3986, "http://a/b/c/d;p?q", &Options::default())?;
    /// assert_eq!(base.relative("http://a/b/c/g?y").unwrap().reference, "g?y");
    /// // `../x` and `/b/x` are as short: the relative path wins.
    /// assert_eq!(base.relative("http://a/b/x").unwrap().reference, "../x");
    /// // A first segment with a colon would read as a scheme.
    /// assert_eq!(base.relative("http://a/b/c/e:f").unwrap().reference, "./e:f");
    /// // Unreachable: every resolution removes dot segments.
    /// let nearest = base.relative("http://a/b/../c").unwrap();
    /// assert_eq!((nearest.reference.as_str(), nearest.resolves_to.as_str()), ("/c", "http://a/c"));
    /// assert!(nearest.unreachable.is_some());
    /// # Ok::<(), uriscope::Error>(())
    /// ```
    pub fn relative(&self, target: &str) -> Result<Relative, RelativeError> {
        let given = UriRef::parse(target);
        if given.scheme().is_none() {
            return Err(RelativeError::TargetNotAbsolute(target.to_owned()));
        }
        // Under an RFC, a reference is made only to a URI, as `parse` reads one.
        if let Some(grammar) = Grammar::of(self.spec())
            && let checked = grammar.check(target)
            && let Some(error) = checked
                .diagnostics
                .iter()
                .find(|d| d.severity == Severity::Error)
        {
            return Err(RelativeError::TargetNotAUri(
                target.to_owned(),
                format!("{} (by {})", error.message(), grammar.title()),
            ));
        }
        let serialized;
        let wanted = match self.spec() {
            // A URL the parser refuses (`http://[`) is reached by no reference.
            Spec::Whatwg => {
                serialized = whatwg::resolve::parse_encoded(target, None, None, &mut NoTrace)
                    .map_err(RelativeError::Unresolvable)?
                    .into_string();
                UriRef::parse(&serialized)
            }
            _ => given,
        };
        if let Some(found) = self.shortest_to(wanted, given) {
            return Ok(self.no_longer_than_written(found, given.as_str()));
        }
        let dot_segments = has_dot_segments(wanted.path());
        let wanted = wanted.as_str();
        let nearest = self
            .resolve(wanted)
            .map_err(RelativeError::Unresolvable)?
            .into_string();
        // Where the target's own text has validation errors, they are the reason to name.
        let own_errors = if self.spec() == Spec::Whatwg {
            let mut own = Validation::default();
            let _ = whatwg::resolve::parse_encoded(wanted, None, None, &mut own);
            let names: Vec<&str> = own
                .input
                .iter()
                .map(|(error, _)| ValidationError::name(*error))
                .collect();
            (!names.is_empty()).then(|| {
                format!(
                    "; the target itself has validation errors: {}",
                    names.join(", ")
                )
            })
        } else {
            None
        };
        let why = format!(
            "no reference resolves to {wanted} by {}: its own text resolves to {nearest}{}{}",
            self.spec().name(),
            if dot_segments {
                " (every resolution removes dot segments, RFC 3986 §5.2.2, §5.2.4)"
            } else {
                ""
            },
            own_errors.unwrap_or_default()
        );
        let mut found = self
            .shortest_to(UriRef::parse(&nearest), UriRef::parse(&nearest))
            .unwrap_or_else(|| Relative {
                reference: wanted.to_owned(),
                resolves_to: nearest.clone(),
                form: Form::Absolute,
                unreachable: None,
            });
        found.unreachable = Some(why);
        Ok(found)
    }

    /// `found`, or the target as `written` where that is shorter and arrives as well: a
    /// serialization may be longer than what was written (`http://..` is `http://../`).
    fn no_longer_than_written(&self, found: Relative, written: &str) -> Relative {
        if written.len() >= found.reference.len() {
            return found;
        }
        match Arrival::new(self, &found.resolves_to).arrives(written) {
            Some(resolved) => Relative {
                reference: written.to_owned(),
                resolves_to: resolved.into_string(),
                form: Form::Absolute,
                unreachable: None,
            },
            None => found,
        }
    }

    /// The shortest candidate that resolves to `target` exactly, if one does. Under WHATWG the
    /// candidates are made from the base and the target as the parser serialized them and as
    /// they were `written`: `é` resolves to the `%C3%A9` of the serialization and is shorter,
    /// and `http:/00/` is `http://0.0.0.0/`, whose host no reference needs to repeat.
    fn shortest_to(&self, target: UriRef<'_>, written: UriRef<'_>) -> Option<Relative> {
        let base = self.split()?;
        // Each way of reading the base and the target: one, but under WHATWG the texts
        // written where they differ from the serializations too.
        let one = [(base, target)];
        let mut whatwg = Vec::new();
        let readings = match self.spec() {
            Spec::Whatwg => {
                let written_base = UriRef::parse(self.as_str());
                for bases in [base, written_base] {
                    for targets in [target, written] {
                        if !whatwg.contains(&(bases, targets)) {
                            whatwg.push((bases, targets));
                        }
                    }
                }
                &whatwg[..]
            }
            _ => &one[..],
        };
        // A library may rewrite the base as it resolves the empty reference (Java's
        // `URI.resolve` normalizes its path), so where it leads is for the library to say.
        let empty = (self.spec().is_profile() && self.empty_leads_to() == Some(target.as_str()))
            .then(|| Candidate::of(Form::Empty, 0, []));
        let mut shortest: Option<Candidate<'_>> = empty;
        for &(base, target) in readings {
            candidates(base, target, false, &mut |candidate| {
                if shortest
                    .as_ref()
                    .is_none_or(|shortest| candidate.order(shortest).is_lt())
                {
                    shortest = Some(candidate);
                }
            });
        }
        let shortest = shortest?;
        let target = target.as_str();
        let arrival = Arrival::new(self, target);
        // Only the candidate tried is written, into one buffer.
        let mut reference = String::new();
        let mut arrives = |candidate: &Candidate<'_>| {
            candidate.write(&mut reference);
            let resolved = arrival.arrives(&reference)?;
            Some((candidate.form, resolved.into_string()))
        };
        // The shortest is nearly always the answer: the others are made again and put in
        // order only when it is not.
        let (form, resolves_to) = arrives(&shortest).or_else(|| {
            let mut all: Vec<Candidate<'_>> = empty.into_iter().collect();
            for &(base, target) in readings {
                candidates(base, target, true, &mut |candidate| all.push(candidate));
            }
            all.sort_unstable_by(Candidate::order);
            let mut previous = shortest;
            all.into_iter().find_map(|candidate| {
                let tried = !candidate.same_text(&previous);
                previous = candidate;
                tried.then(|| arrives(&candidate))?
            })
        })?;
        Some(Relative {
            reference,
            resolves_to,
            form,
            unreachable: None,
        })
    }
}

/// Whether a reference arrives from one base at one target.
pub(super) struct Arrival<'a> {
    base: &'a Base,
    target: &'a str,
    /// Whether the target is a URI by the base's grammar, asked only when a reference is not.
    target_valid: OnceCell<bool>,
    /// The URL Standard's validation errors in the target itself, asked only when a reference
    /// has one: a reference may have those (a target with credentials is reached only by
    /// references that hold them).
    target_errors: OnceCell<Vec<ValidationError>>,
}

impl<'a> Arrival<'a> {
    pub(super) fn new(base: &'a Base, target: &'a str) -> Self {
        Arrival {
            base,
            target,
            target_valid: OnceCell::new(),
            target_errors: OnceCell::new(),
        }
    }

    /// What `reference` resolves to, if that is the target exactly and `reference` is a
    /// reference by the specification's grammar (where the target is a URI by it), or for the
    /// URL Standard has no validation error the target has not itself: `?y` resolves under RFC
    /// 2396 (its Appendix C) but its `relativeURI` has a path before a query.
    pub(super) fn arrives(&self, reference: &str) -> Option<Resolved> {
        let resolved = if self.base.spec() == Spec::Whatwg {
            let mut validation = Validation::default();
            let resolved = self.base.resolve_with(reference, &mut validation).ok()?;
            let own = || {
                self.target_errors.get_or_init(|| {
                    let mut own = Validation::default();
                    let _ = whatwg::resolve::parse_encoded(self.target, None, None, &mut own);
                    own.input.into_iter().map(|(error, _)| error).collect()
                })
            };
            let allowed = validation.input.is_empty()
                || validation
                    .input
                    .iter()
                    .all(|(error, _)| own().contains(error));
            allowed.then_some(resolved)?
        } else {
            self.base.resolve(reference).ok()?
        };
        // The grammar is asked only of a reference that arrives.
        (resolved.as_str() == self.target && self.valid(reference)).then_some(resolved)
    }

    fn valid(&self, reference: &str) -> bool {
        let Some(grammar) = Grammar::of(self.base.spec()) else {
            return true;
        };
        grammar.check(reference).is_valid()
            || !*(self.target_valid).get_or_init(|| grammar.check(self.target).is_valid())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::tools::relative::portable::relative_portable;
    use crate::core::vocabulary::options::Options;

    fn relative(spec: Spec, base: &str, target: &str) -> Relative {
        Base::parse(spec, base, &Options::default())
            .unwrap()
            .relative(target)
            .unwrap_or_else(|e| panic!("{spec} {base} → {target}: {e}"))
    }

    fn reference(spec: Spec, base: &str, target: &str) -> String {
        let found = relative(spec, base, target);
        assert_eq!(found.unreachable, None, "{spec} {base} → {target}");
        found.reference
    }

    /// The research's probes (audit-relativize.md, part C), against RFC 3986 §5.4's base.
    #[test]
    fn the_shortest_reference_under_rfc_3986() {
        let base = "http://a/b/c/d;p?q";
        for (target, expected) in [
            ("http://a/b/c/g", "g"),
            ("http://a/b/c/", "."),
            ("http://a/b/", ".."),
            ("http://a/", "/"),
            ("http://a/b/x", "../x"),
            ("http://a/b/c/d;p?y", "?y"),
            ("http://a/b/c/d;p?q#s", "#s"),
            ("http://a/b/c/d;p?q", ""),
            ("http://a/b/c/d;p", "d;p"),
            ("http://a/b/c/d;x", "d;x"),
            ("http://a/b/c/e:f", "./e:f"),
            ("http://a/b/c//x", ".//x"),
            ("http://a//x", "/.//x"),
            ("http://u@a/b/c/g", "//u@a/b/c/g"),
            ("ftp://a/b/c/g", "ftp://a/b/c/g"),
            ("http://a/b/c/g?y#s", "g?y#s"),
        ] {
            assert_eq!(reference(Spec::Rfc3986, base, target), expected, "{target}");
        }
    }

    /// Where the specifications part: `?y` goes to the directory under RFC 2396, `;x` keeps
    /// the last segment's name under RFC 1808.
    #[test]
    fn the_shortest_reference_depends_on_the_specification() {
        let base = "http://a/b/c/d;p?q";
        assert_eq!(
            reference(Spec::Rfc2396, base, "http://a/b/c/d;p?y"),
            "d;p?y"
        );
        // `?y` resolves there (Appendix C) but is no `relativeURI`: a path comes first.
        assert_eq!(reference(Spec::Rfc2396, base, "http://a/b/c/?y"), ".?y");
        assert_eq!(reference(Spec::Rfc3986, base, "http://a/b/c/?y"), ".?y");
        assert_eq!(reference(Spec::Rfc1808, base, "http://a/b/c/d;x"), ";x");
        assert_eq!(reference(Spec::Whatwg, base, "http://a/b/c/d;x"), "d;x");
    }

    /// The peers' mistakes (part C.1), each answered right.
    #[test]
    fn the_peers_mistakes_are_not_made() {
        let whatwg = |base, target| reference(Spec::Whatwg, base, target);
        // rust-url: `"/"`, `"bar"`, `""`, `"c:d"`, `"c"` (credentials dropped), the drive.
        assert_eq!(whatwg("https://e.example/a/b", "https://e.example/a/"), ".");
        assert_eq!(whatwg("https://foo.com/", "https://foo.com//bar"), ".//bar");
        assert_eq!(
            whatwg("https://e.example/a/b?x=1", "https://e.example/a/b"),
            "b"
        );
        assert_eq!(
            whatwg("https://e.example/a/b", "https://e.example/a/c:d"),
            "./c:d"
        );
        assert_eq!(
            whatwg("https://u:p@e.example/a/b", "https://e.example/a/c"),
            "//e.example/a/c"
        );
        assert_eq!(
            whatwg("https://e.example/a//b/c", "https://e.example/a/x"),
            "/a/x"
        );
        assert_eq!(
            whatwg("https://e.example/a//b/c", "https://e.example/a//x"),
            "../x"
        );
        assert_eq!(
            whatwg(
                "https://e.example/longer/a//b/c",
                "https://e.example/longer/a/x"
            ),
            "../../x"
        );
        assert_eq!(whatwg("file:///C:/a/b", "file:///D:/x"), "/D:/x");
        // Java: `b` for a target under the base's own name.
        assert_eq!(whatwg("http://e.example/a", "http://e.example/a/b"), "a/b");
        // The serialization's `%C3%A9` is reached by the `é` written, which is shorter.
        assert_eq!(whatwg("http://a/b/", "http://a/b/é"), "é");
        assert_eq!(whatwg("http:/00/-", "http://0.0.0.0/x"), "x");
        // An opaque base takes a fragment only.
        assert_eq!(whatwg("mailto:a@b.example", "mailto:a@b.example#f"), "#f");
        assert_eq!(
            whatwg("mailto:a@b.example", "mailto:c@b.example"),
            "mailto:c@b.example"
        );
    }

    #[test]
    fn a_target_no_reference_reaches_gets_the_nearest_and_why() {
        let found = relative(Spec::Rfc3986, "http://a/b/c/d;p?q", "http://a/b/c/../g");
        assert_eq!(found.resolves_to, "http://a/b/g");
        assert_eq!(found.reference, "../g");
        assert!(found.unreachable.unwrap().contains("removes dot segments"));
        let error = Base::parse(Spec::Rfc3986, "http://a/b", &Options::default())
            .unwrap()
            .relative("g")
            .unwrap_err();
        assert!(error.to_string().contains("has no scheme"), "{error}");
        // A URL the parser refuses has a scheme: it is said to fail, not to lack one.
        let error = Base::parse(Spec::Whatwg, "http://a/", &Options::default())
            .unwrap()
            .relative("http://[")
            .unwrap_err();
        assert!(matches!(error, RelativeError::Unresolvable(_)), "{error}");
        assert!(!error.to_string().contains("has no scheme"), "{error}");
    }

    /// A path of many segments costs a bounded number of resolutions: with 20,000 segments
    /// and no reference reaching the target, every climb tried would take minutes.
    #[test]
    fn a_long_path_no_reference_reaches_is_answered() {
        let base = ["http://a/", &"x/".repeat(20_000), "y"].concat();
        let target = ["http://a/", &"x/".repeat(20_000), "../g"].concat();
        let found = relative(Spec::Rfc3986, &base, &target);
        assert_eq!(found.reference, "../g");
        assert!(found.unreachable.is_some());
        let found = relative_portable(&base, &target, &Options::default()).unwrap();
        assert!(found.reference.is_err());
        // Segments some rules read apart (RFC 1808's params begin at the first `;`).
        let base = ["http://a/", &"x;/".repeat(20_000), "y"].concat();
        let target = ["http://a/", &"x;/".repeat(20_000), "g"].concat();
        for spec in [Spec::Rfc1808, Spec::Rfc3986] {
            let found = reference(spec, &base, &target);
            let parsed = Base::parse(spec, &base, &Options::default()).unwrap();
            assert!(parsed.resolve(&found).unwrap() == target.as_str(), "{spec}");
            assert!(found.len() < target.len(), "{spec}");
        }
    }

    use proptest::prelude::*;

    const BASES: [&str; 8] = [
        "http://a/b/c/d;p?q",
        "http://a/b/c/d;p?q#f",
        "http://a",
        "http://u@a/b//c/",
        "https://a/b/c%2e/d",
        "file:///C:/a/b",
        "mailto:a@b",
        "foo:/x/y",
    ];

    /// A reference of pieces each specification reads apart.
    fn reference_text() -> impl Strategy<Value = String> {
        prop::collection::vec(
            prop::sample::select(
                &[
                    "a",
                    "b",
                    "/",
                    "..",
                    ".",
                    "?",
                    "#",
                    ":",
                    ";",
                    "//",
                    "%41",
                    "%2e",
                    "x=y",
                    "c:",
                    "http:",
                    "http://a/",
                ][..],
            ),
            0..7,
        )
        .prop_map(|pieces| pieces.concat())
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(3000))]

        /// For every specification and library profile, the reference computed to where a
        /// reference resolves resolves there too; for every specification, it is no longer
        /// than a reference that was valid by the specification's grammar (or had no
        /// validation error).
        #[test]
        fn the_reference_to_a_resolution_resolves_back_and_is_no_longer(
            base in prop::sample::select(&BASES[..]),
            reference in reference_text(),
            spec in prop::sample::select(
                &[Spec::Rfc1808, Spec::Rfc2396, Spec::Rfc3986, Spec::Whatwg][..]
            ).prop_union(prop::sample::select(Spec::profiles().collect::<Vec<_>>())),
        ) {
            let Ok(parsed) = Base::parse(spec, base, &Options::default()) else {
                return Ok(());
            };
            let Ok(resolved) = parsed.resolve(&reference) else {
                return Ok(());
            };
            let target = resolved.as_str();
            let found = parsed.relative(target);
            let found = match found {
                Ok(found) => found,
                // A target the rules write without a scheme, or cannot read back (Java's
                // `URI` refuses the `file://` it resolves `////` to).
                Err(RelativeError::TargetNotAbsolute(_)) => {
                    prop_assert!(UriRef::parse(target).scheme().is_none());
                    return Ok(());
                }
                Err(RelativeError::Unresolvable(_)) => {
                    prop_assert!(parsed.resolve(target).is_err());
                    return Ok(());
                }
                Err(error @ RelativeError::Base(_)) => {
                    return Err(TestCaseError::fail(format!("a parsed base refused: {error}")));
                }
                // A resolution the grammar does not take for a URI (a reference's space kept).
                Err(RelativeError::TargetNotAUri(..)) => {
                    prop_assert!(Grammar::of(spec).is_some_and(|g| !g.check(target).is_valid()));
                    return Ok(());
                }
            };
            let again = parsed.resolve(&found.reference).map(|r| r.into_string());
            prop_assert_eq!(again.as_deref(), Ok(found.resolves_to.as_str()));
            if found.unreachable.is_none() && spec != Spec::Whatwg {
                prop_assert_eq!(found.resolves_to.as_str(), target);
            }
            // A note that the target is out of reach never comes with an answer that reaches it.
            if found.unreachable.is_some() {
                let wanted = match spec {
                    Spec::Whatwg => whatwg::parser::parse(target, None)
                        .map(|url| url.into_string())
                        .unwrap_or_default(),
                    _ => target.to_owned(),
                };
                prop_assert_ne!(&found.resolves_to, &wanted);
            }
            let valid = match Grammar::of(spec) {
                Some(grammar) => grammar.check(&reference).is_valid(),
                None if spec == Spec::Whatwg => {
                    let mut validation = Validation::default();
                    parsed.resolve_with(&reference, &mut validation).is_ok()
                        && validation.input.is_empty()
                }
                None => true,
            };
            // A library's quirks (Node's `//;` is `http:///;`) can make the reference that
            // came from a shape no candidate has: its answer only round-trips.
            if valid && found.unreachable.is_none() && !spec.is_profile() {
                prop_assert!(
                    found.reference.len() <= reference.len(),
                    "{} {} → {}: {:?} is longer than {:?}",
                    spec, base, target, found.reference, reference
                );
            }
        }
    }

    /// A target's own validation errors do not stop a reference that has them too; none is
    /// longer than the target as written; an RFC refuses a target that is no URI.
    #[test]
    fn a_target_is_reached_as_it_is_written_or_shorter_or_refused_if_no_uri() {
        let base = "http://example.com/a/b/c/d.html?x=1#f";
        // `user@` is a validation error (invalid-credentials) the target itself has.
        let found = relative(Spec::Whatwg, base, "http://user@example.com:443/A/B");
        assert_eq!(found.reference, "//user@example.com:443/A/B");
        assert_eq!(found.unreachable, None);
        // The serialization `http://../` is longer than what was written.
        let found = relative(Spec::Whatwg, "http://example.com/a/", "http://..");
        assert!(found.reference.len() <= "http://..".len(), "{found:?}");
        assert_eq!(found.resolves_to, "http://../");
        // `parse --spec rfc3986` refuses the port `h`; so does `relative`.
        let parsed = Base::parse(Spec::Rfc3986, "http://a/b/c", &Options::default()).unwrap();
        let refused = parsed.relative("http://g:h").unwrap_err();
        assert!(
            matches!(&refused, RelativeError::TargetNotAUri(target, why)
                if target == "http://g:h" && why.contains("port")),
            "{refused}"
        );
    }

    /// Every string of `alphabet` of exactly `len` characters, each given to `each`.
    fn every_string(alphabet: &[char], len: usize, each: &mut impl FnMut(&str)) {
        let mut indices = vec![0; len];
        let mut text = String::new();
        loop {
            text.clear();
            text.extend(indices.iter().map(|&i| alphabet[i]));
            each(&text);
            // The next string, as a number in base `alphabet.len()`.
            let Some(digit) = indices.iter().rposition(|&i| i + 1 < alphabet.len()) else {
                return;
            };
            indices[digit] += 1;
            indices[digit + 1..].fill(0);
        }
    }

    /// On generated pairs, a search of every string shorter than the answer (over the target's
    /// characters, `.` and `/`, up to four) finds none that arrives: the answer is the
    /// shortest, whatever the candidates the search above makes.
    #[test]
    fn a_brute_force_search_finds_no_shorter_reference() {
        let bases = ["http://a/b/c", "http://a/b/", "http://u@a/b", "foo:/a/b"];
        let references = [
            "g", "..", "../g", "/g", "//a/g", "?y", "#s", "g?y#s", ".", "./", "b/g", "//u@a/",
            "//b", "http://a", "../..", "c", "",
        ];
        let mut searched = 0;
        for spec in [Spec::Rfc3986, Spec::Whatwg] {
            for base in bases {
                let parsed = Base::parse(spec, base, &Options::default()).unwrap();
                for written in references {
                    let Ok(target) = parsed.resolve(written) else {
                        continue;
                    };
                    let target = target.as_str();
                    let Ok(found) = parsed.relative(target) else {
                        continue;
                    };
                    if found.unreachable.is_some() {
                        continue;
                    }
                    let mut alphabet: Vec<char> = target.chars().chain(['.', '/']).collect();
                    alphabet.sort_unstable();
                    alphabet.dedup();
                    let arrival = Arrival::new(&parsed, target);
                    for len in 0..found.reference.len().min(5) {
                        every_string(&alphabet, len, &mut |candidate| {
                            searched += 1;
                            assert!(
                                arrival.arrives(candidate).is_none(),
                                "{spec} {base} → {target}: {candidate:?} arrives, shorter than \
                                 {:?}",
                                found.reference
                            );
                        });
                    }
                }
            }
        }
        assert!(searched > 10_000, "only {searched} strings searched");
    }
}
