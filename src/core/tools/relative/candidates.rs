//! The candidate references from a base to a target, described before any is written.

use super::form::Form;
use crate::core::specs::rfc3986::resolve::remove_dot_segments;
use crate::core::text::uri_ref::UriRef;

/// A candidate reference, not yet written: `ups` times `../`, then its parts, all borrowed
/// from the base, the target or the program. Most candidates are never tried, so none is
/// written until it is.
#[derive(Clone, Copy, Debug)]
pub(super) struct Candidate<'a> {
    pub(super) form: Form,
    ups: usize,
    parts: [&'a str; 4],
    len: usize,
}

impl<'a> Candidate<'a> {
    pub(super) fn of<const N: usize>(form: Form, ups: usize, given: [&'a str; N]) -> Self {
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
    pub(super) fn order(&self, other: &Self) -> std::cmp::Ordering {
        (self.len, self.form)
            .cmp(&(other.len, other.form))
            .then_with(|| match self.same_parts(other) {
                true => std::cmp::Ordering::Equal,
                false => self.bytes().cmp(other.bytes()),
            })
    }

    pub(super) fn same_text(&self, other: &Self) -> bool {
        self.len == other.len && (self.same_parts(other) || self.bytes().eq(other.bytes()))
    }

    /// The same text made of the same slices (the common tie: two families that find one
    /// text); `false` says nothing.
    fn same_parts(&self, other: &Self) -> bool {
        self.ups == other.ups
            && std::iter::zip(self.parts, other.parts).all(|(a, b)| std::ptr::eq(a, b))
    }

    pub(super) fn write(&self, into: &mut String) {
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
pub(super) fn candidates<'a>(
    b: UriRef<'a>,
    t: UriRef<'a>,
    every: bool,
    found: &mut impl FnMut(Candidate<'a>),
) {
    // The shorter forms first: the shortest so far is then seldom replaced.
    relative_forms(b, t, every, found);
    let target = t.as_str();
    found(Candidate::of(Form::Absolute, 0, [target]));
    // The URL Standard gives a special URL the path `/` when it has none.
    if t.path() == "/"
        && let (Some(scheme), Some(authority)) = (t.scheme(), t.authority())
    {
        let tail = &target[t.path.end..];
        found(Candidate::of(
            Form::Absolute,
            0,
            [scheme, "://", authority, tail],
        ));
    }
}

/// The candidates but the target itself: from a base of the same scheme.
fn relative_forms<'a>(
    b: UriRef<'a>,
    t: UriRef<'a>,
    every: bool,
    found: &mut impl FnMut(Candidate<'a>),
) {
    let (base, target) = (b.as_str(), t.as_str());
    // The query and fragment, each with its delimiter.
    let tail = &target[t.path.end..];
    let fragment = t.fragment.map_or("", |f| &target[f.start - 1..]);
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
    let directory_end = b.path.start + directory(b.path()).len();
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

/// A path's directory: up to and with its last `/` (empty where there is none).
fn directory(path: &str) -> &str {
    &path[..path
        .bytes()
        .rposition(|b| b == b'/')
        .map_or(0, |slash| slash + 1)]
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
    // A base directory with dot segments (`/a/../b/`) loses them in the merge (RFC 3986
    // §5.2.2's `remove_dot_segments`, RFC 2396 §5.2 steps 6c–6f): `g` from it is `/b/g`.
    if has_dot_segments(directory(b.path())) {
        let merged = remove_dot_segments(directory(b.path()));
        relative_paths_from(&merged, path, tail, every, found);
    }
}

/// [`relative_paths`] from the base path `base_path`.
fn relative_paths_from<'a>(
    base_path: &str,
    path: &'a str,
    tail: &'a str,
    every: bool,
    found: &mut impl FnMut(Candidate<'a>),
) {
    // A base path without a `/` (`mailto:a@b`) has no directory: some rules still merge.
    let directory_end = directory(base_path).len();
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
    // `(ups, where the rest starts)` for each number of segments kept, shallowest first.
    let slashes = path.bytes().take(shared).enumerate();
    let climbs = (slashes.filter(|&(_, b)| b == b'/').enumerate())
        .map(|(keep, (slash, _))| (depth - keep - 1, slash + 1));
    // Keeping one more segment drops a `../` and the segment's text: the deepest climb is the
    // shortest. A shallower one resolves elsewhere only where the segment it climbs out of and
    // back into is one that some rules read apart ([`read_apart`]); the few of those nearest
    // the deepest are tried when it does not arrive, so that a path of many segments costs a
    // bounded number of resolutions.
    let mut apart = Vec::new();
    let mut previous: Option<(usize, usize)> = None;
    for (ups, rest) in climbs {
        if let Some((climbed, from)) = previous
            && every
            && read_apart(&path[from..rest - 1])
        {
            apart.push((climbed, from));
        }
        previous = Some((ups, rest));
    }
    let tried = apart.len().saturating_sub(MORE_CLIMBS);
    for (ups, rest) in previous.into_iter().chain(apart.drain(tried..)) {
        relative_paths_after(ups, &path[rest..], tail, found);
    }
}

/// How many climbs beyond the shortest are tried, at most.
const MORE_CLIMBS: usize = 16;

/// Whether climbing out of `segment` and back into it may not be the identity: an empty
/// segment, a dot segment, one written with `%` (the URL Standard reads `%2e` as `.`), `\`
/// (a slash to the URL Standard), `;` (RFC 1808's params) or `:` (a Windows drive letter,
/// which the URL Standard's path never loses).
fn read_apart(segment: &str) -> bool {
    segment.is_empty()
        || segment == "."
        || segment == ".."
        || segment
            .bytes()
            .any(|b| matches!(b, b'%' | b'\\' | b';' | b':'))
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

/// Whether `path` has a `.` or `..` segment.
pub(super) fn has_dot_segments(path: &str) -> bool {
    let path = path.as_bytes();
    path.contains(&b'.')
        && path
            .split(|&b| b == b'/')
            .any(|segment| segment == b"." || segment == b"..")
}
