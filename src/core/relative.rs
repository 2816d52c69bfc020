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

use super::whatwg::Validation;
use super::{Base, Error, Grammar, NoTrace, Spec, UriRef, whatwg};

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

/// The form of a reference, in the order that breaks a tie of lengths.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Form {
    /// `#fragment`: the base's document.
    Fragment,
    /// The empty reference: the base without its fragment, where the specification says so.
    Empty,
    /// `?query`, with any fragment.
    Query,
    /// A relative path (`g`, `../g`, `./a:b`, `;x` under RFC 1808), with any query and fragment.
    RelativePath,
    /// An absolute path (`/g`).
    AbsolutePath,
    /// A network path (`//host/g`).
    NetworkPath,
    /// The target itself.
    Absolute,
}

impl Form {
    /// Its name, as RFC 3986 §4.2 calls it where it does.
    pub fn name(self) -> &'static str {
        match self {
            Form::Fragment => "same-document reference",
            Form::Empty => "empty reference",
            Form::Query => "query-only reference",
            Form::RelativePath => "relative-path reference",
            Form::AbsolutePath => "absolute-path reference",
            Form::NetworkPath => "network-path reference",
            Form::Absolute => "absolute URI",
        }
    }
}

/// Why no reference can be computed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RelativeError {
    /// The target has no scheme: a reference is made to an absolute URI.
    TargetNotAbsolute(String),
    /// The target is one the specification cannot resolve, even against itself.
    Unresolvable(Error),
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
        let serialized;
        let wanted = match self.spec() {
            // A URL the parser refuses (`http://[`) is reached by no reference.
            Spec::Whatwg => {
                serialized = whatwg::parse_encoded(target, None, None, &mut NoTrace)
                    .map_err(RelativeError::Unresolvable)?
                    .into_string();
                UriRef::parse(&serialized)
            }
            _ => given,
        };
        if let Some(found) = self.shortest_to(wanted) {
            return Ok(found);
        }
        let wanted = wanted.as_str();
        let nearest = self
            .resolve(wanted)
            .map_err(RelativeError::Unresolvable)?
            .into_string();
        let why = format!(
            "no reference resolves to {wanted} by {}: its own text resolves to {nearest}{}",
            self.spec().name(),
            if has_dot_segments(UriRef::parse(wanted).path()) {
                " (every resolution removes dot segments, RFC 3986 §5.2.2, §5.2.4)"
            } else {
                ""
            }
        );
        let mut found = self
            .shortest_to(UriRef::parse(&nearest))
            .unwrap_or_else(|| Relative {
                reference: wanted.to_owned(),
                resolves_to: nearest.clone(),
                form: Form::Absolute,
                unreachable: None,
            });
        found.unreachable = Some(why);
        Ok(found)
    }

    /// The shortest candidate that resolves to `target` exactly, if one does.
    fn shortest_to(&self, target: UriRef<'_>) -> Option<Relative> {
        // Under WHATWG the candidates read the base as the parser serialized it.
        let base = self.split()?;
        // A library may rewrite the base as it resolves the empty reference (Java's
        // `URI.resolve` normalizes its path), so where it leads is for the library to say.
        let empty = (self.spec().is_profile() && self.empty_leads_to() == Some(target.as_str()))
            .then(|| Candidate::of(Form::Empty, 0, []));
        let mut shortest: Option<Candidate<'_>> = empty;
        candidates(base, target, false, &mut |candidate| {
            if shortest
                .as_ref()
                .is_none_or(|shortest| candidate.order(shortest).is_lt())
            {
                shortest = Some(candidate);
            }
        });
        let shortest = shortest?;
        let target = target.as_str();
        // A reference must be one by the specification's grammar (where the target is by it),
        // or for the URL Standard have no validation error: `?y` resolves under RFC 2396 (its
        // Appendix C) but its `relativeURI` has a path before a query.
        let target_valid = OnceCell::new();
        let valid = |reference: &str| match Grammar::of(self.spec()) {
            Some(grammar) => {
                grammar.check(reference).is_valid()
                    || !*target_valid.get_or_init(|| grammar.check(target).is_valid())
            }
            None => true,
        };
        // Only the candidate tried is written, into one buffer.
        let mut reference = String::new();
        let mut arrives = |candidate: &Candidate<'_>| {
            candidate.write(&mut reference);
            let resolved = if self.spec() == Spec::Whatwg {
                let mut validation = Validation::default();
                let resolved = self.resolve_with(&reference, &mut validation).ok()?;
                validation.input.is_empty().then_some(resolved)?
            } else {
                self.resolve(&reference).ok()?
            };
            // The grammar is asked only of a reference that arrives.
            (resolved.as_str() == target && valid(&reference))
                .then(|| (candidate.form, resolved.into_string()))
        };
        // The shortest is nearly always the answer: the others are made again and put in
        // order only when it is not.
        let (form, resolves_to) = arrives(&shortest).or_else(|| {
            let mut all: Vec<Candidate<'_>> = empty.into_iter().collect();
            candidates(base, UriRef::parse(target), true, &mut |candidate| {
                all.push(candidate)
            });
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

/// Whether `path` has a `.` or `..` segment.
fn has_dot_segments(path: &str) -> bool {
    path.split('/')
        .any(|segment| segment == "." || segment == "..")
}

/// A candidate reference, not yet written: `ups` times `../`, then its parts, all borrowed
/// from the base, the target or the program. Most candidates are never tried, so none is
/// written until it is.
#[derive(Clone, Copy, Debug)]
struct Candidate<'a> {
    form: Form,
    ups: usize,
    parts: [&'a str; 4],
    len: usize,
}

impl<'a> Candidate<'a> {
    fn of<const N: usize>(form: Form, ups: usize, given: [&'a str; N]) -> Self {
        let mut parts = [""; 4];
        parts[..N].copy_from_slice(&given);
        let len = 3 * ups + given.iter().map(|part| part.len()).sum::<usize>();
        Candidate {
            form,
            ups,
            parts,
            len,
        }
    }

    /// A relative-path reference.
    fn path<const N: usize>(ups: usize, given: [&'a str; N]) -> Self {
        Candidate::of(Form::RelativePath, ups, given)
    }

    fn bytes(&self) -> impl Iterator<Item = u8> + '_ {
        let climb = b"../".iter().cycle().take(3 * self.ups);
        climb
            .copied()
            .chain(self.parts.iter().flat_map(|part| part.bytes()))
    }

    /// Shortest first, then by form, then by text.
    fn order(&self, other: &Self) -> std::cmp::Ordering {
        (self.len, self.form)
            .cmp(&(other.len, other.form))
            .then_with(|| match self.same_parts(other) {
                true => std::cmp::Ordering::Equal,
                false => self.bytes().cmp(other.bytes()),
            })
    }

    fn same_text(&self, other: &Self) -> bool {
        self.len == other.len && (self.same_parts(other) || self.bytes().eq(other.bytes()))
    }

    /// The same text made of the same slices (the common tie: two families that find one
    /// text); `false` says nothing.
    fn same_parts(&self, other: &Self) -> bool {
        self.ups == other.ups
            && std::iter::zip(self.parts, other.parts).all(|(a, b)| std::ptr::eq(a, b))
    }

    fn write(&self, into: &mut String) {
        into.clear();
        into.reserve(self.len);
        for _ in 0..self.ups {
            into.push_str("../");
        }
        self.parts.iter().for_each(|part| into.push_str(part));
    }
}

/// Every reference of the forms above that might resolve against `b` to `t`, each given to
/// `found`; which do is for the specification to say. Unless `every`, a relative path climbs
/// only as little as it can: the others are longer.
fn candidates<'a>(
    b: UriRef<'a>,
    t: UriRef<'a>,
    every: bool,
    found: &mut impl FnMut(Candidate<'a>),
) {
    let (base, target) = (b.as_str(), t.as_str());
    found(Candidate::of(Form::Absolute, 0, [target]));
    // The query and fragment, each with its delimiter.
    let tail = &target[t.path.end..];
    let fragment = t.fragment.map_or("", |f| &target[f.start - 1..]);
    // The URL Standard gives a special URL the path `/` when it has none.
    if t.path() == "/"
        && let (Some(scheme), Some(authority)) = (t.scheme(), t.authority())
    {
        found(Candidate::of(
            Form::Absolute,
            0,
            [scheme, "://", authority, tail],
        ));
    }
    let same_scheme = match (b.scheme(), t.scheme()) {
        (Some(b), Some(t)) => b.eq_ignore_ascii_case(t),
        _ => false,
    };
    if !same_scheme {
        return;
    }
    // What the target adds to the text of the base's directory: where a rule merges the text
    // (RFC 2396 merges `;x` with `http://a`'s empty path as `http://a;x`, §5.2 step 6), the
    // target's components may not show how it was made.
    let directory_end = b.path.start
        + b.path()
            .bytes()
            .rposition(|b| b == b'/')
            .map_or(0, |slash| slash + 1);
    if let Some(rest) = target.strip_prefix(&base[..directory_end])
        && !rest.is_empty()
        && !rest.starts_with(['/', '?', '#'])
    {
        found(Candidate::of(Form::RelativePath, 0, [rest]));
        found(Candidate::of(Form::RelativePath, 0, ["./", rest]));
    }
    let path = t.path();
    if let Some(authority) = t.authority() {
        found(Candidate::of(
            Form::NetworkPath,
            0,
            ["//", authority, path, tail],
        ));
        if path == "/" {
            // The URL Standard gives a special URL the path `/` when it has none.
            found(Candidate::of(Form::NetworkPath, 0, ["//", authority, tail]));
        }
    }
    if b.authority().is_none() && t.authority().is_some() {
        // A path of the base's with a `//` made by the rules (`..//` from `foo:/x/y`) reads
        // back as an authority: the target's text after its scheme is that path.
        let hierarchy = &target[t.authority.map_or(0, |a| a.start - 2)..t.path.end];
        relative_paths(&b, hierarchy, tail, every, found);
    }
    if b.authority() != t.authority() {
        return;
    }
    if path.starts_with('/') {
        // RFC 3986 §3.3: a path that begins with `//` needs an authority before it.
        let guard = if path.starts_with("//") { "/." } else { "" };
        found(Candidate::of(Form::AbsolutePath, 0, [guard, path, tail]));
        // The URL Standard keeps a `file:` base's drive letter for an absolute path ("file
        // slash state"): `/x` from `file:///C:/a` is `file:///C:/x`.
        if let Some(drive) = b.path().get(..3)
            && drive.as_bytes()[2] == b':'
            && let Some(rest) = path.strip_prefix(drive)
            && rest.starts_with('/')
        {
            found(Candidate::of(Form::AbsolutePath, 0, [rest, tail]));
        }
    }
    if path == b.path() {
        if t.query() == b.query() {
            // The empty reference keeps the base's fragment under RFC 1808 (§5.2: "the
            // current document"), drops it under RFC 3986 (§5.2.2).
            found(Candidate::of(Form::Empty, 0, []));
            if t.fragment().is_some() {
                found(Candidate::of(Form::Fragment, 0, [fragment]));
            }
            // RFC 1808 §4 step 5b: an empty query inherits the base's (and drops its fragment).
            found(Candidate::of(Form::Query, 0, ["?", fragment]));
        }
        if t.query().is_some() {
            found(Candidate::of(Form::Query, 0, [tail]));
        }
    }
    relative_paths(&b, path, tail, every, found);
    if path.is_empty() && !tail.is_empty() {
        // RFC 2396 merges `.?` with `http://a`'s empty path and keeps it empty (§5.2 step 6).
        found(Candidate::of(Form::RelativePath, 0, [".", tail]));
    }
}

/// The relative-path candidates: `k` segments of `../` up from the base's directory, then the
/// rest of the target's path, for every `k` the two paths allow (or unless `every`, the least).
fn relative_paths<'a>(
    b: &UriRef<'a>,
    path: &'a str,
    tail: &'a str,
    every: bool,
    found: &mut impl FnMut(Candidate<'a>),
) {
    if b.path().is_empty() && b.authority().is_some() {
        // A base with an authority and no path merges as `/` under RFC 3986 (§5.2.3), as
        // the empty path it is under RFC 2396 (§5.2 step 6): both are tried.
        relative_paths_from("/", path, tail, every, found);
    }
    relative_paths_from(b.path(), path, tail, every, found);
}

/// [`relative_paths`] from the base path `base_path`.
fn relative_paths_from<'a>(
    base_path: &'a str,
    path: &'a str,
    tail: &'a str,
    every: bool,
    found: &mut impl FnMut(Candidate<'a>),
) {
    // The base's directory, with its last `/`. A base path without a `/` (`mailto:a@b`) has
    // none: some rules still merge.
    let directory_end = base_path
        .bytes()
        .rposition(|b| b == b'/')
        .map_or(0, |slash| slash + 1);
    let (directory, last) = base_path.split_at(directory_end);
    // RFC 1808 reads `;params` apart from the last segment (§2.4.5; they may hold `/`): `;x`
    // keeps the rest of the path.
    let name = last.bytes().position(|b| b == b';').unwrap_or(last.len());
    if let Some(params) = path.strip_prefix(&base_path[..directory_end + name])
        && params.starts_with(';')
    {
        found(Candidate::path(0, [params, tail]));
    }
    // The target keeps `k` segments of the base's directory where the two texts agree up to
    // the `k`th `/`; the rest of the directory is climbed. At least the first segment is
    // kept: the root (the empty first segment of an absolute path) is never climbed out of.
    let depth = directory.bytes().filter(|&b| b == b'/').count();
    if depth == 0 {
        relative_paths_after(0, path, tail, found);
    }
    let shared = directory
        .bytes()
        .zip(path.bytes())
        .take_while(|(a, b)| a == b)
        .count();
    let slashes = path.bytes().take(shared).enumerate();
    let climbs = (slashes.filter(|&(_, b)| b == b'/').enumerate())
        .map(|(keep, (slash, _))| (depth - keep - 1, slash + 1));
    if every {
        climbs.for_each(|(ups, rest)| relative_paths_after(ups, &path[rest..], tail, found));
    } else if let Some((ups, rest)) = climbs.last() {
        // Keeping one more segment drops a `../` and the segment's text: the deepest is the
        // shortest, and the others are needed only when it does not arrive.
        relative_paths_after(ups, &path[rest..], tail, found);
    }
}

/// The relative-path candidates that climb `ups` segments, then give `rest`.
fn relative_paths_after<'a>(
    ups: usize,
    rest: &'a str,
    tail: &'a str,
    found: &mut impl FnMut(Candidate<'a>),
) {
    if rest.is_empty() {
        // The target is a directory: `.`, `./`, `..`, `../`.
        let [slash, no_slash] = match ups {
            0 => [
                Candidate::path(0, ["./", tail]),
                Candidate::path(0, [".", tail]),
            ],
            _ => [
                Candidate::path(ups, [tail]),
                Candidate::path(ups - 1, ["..", tail]),
            ],
        };
        found(slash);
        found(no_slash);
        return;
    }
    // RFC 3986 §4.2: a first segment with a colon reads as a scheme, and an empty one (`//`)
    // as an authority, unless a dot segment comes first. Some libraries read a colon
    // otherwise (Python's `urljoin` takes no empty scheme): both are tried.
    let first = &rest[..rest.bytes().position(|b| b == b'/').unwrap_or(rest.len())];
    if ups == 0 && (first.bytes().any(|b| b == b':') || first.is_empty()) {
        found(Candidate::path(0, ["./", rest, tail]));
    }
    if ups > 0 || !first.is_empty() {
        found(Candidate::path(ups, [rest, tail]));
    }
    if rest.starts_with(';') {
        // RFC 1808 reads `..;x` as the segment `..` with the params `;x` (§2.4.5).
        found(match ups {
            0 => Candidate::path(0, [".", rest, tail]),
            _ => Candidate::path(ups - 1, ["..", rest, tail]),
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Options;

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
            ).prop_union(prop::sample::select(&Spec::PROFILES[..])),
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
            };
            let again = parsed.resolve(&found.reference).map(|r| r.into_string());
            prop_assert_eq!(again.as_deref(), Ok(found.resolves_to.as_str()));
            if found.unreachable.is_none() && spec != Spec::Whatwg {
                prop_assert_eq!(found.resolves_to.as_str(), target);
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
}
