//! RFC 3986 section 5.2 (STD 66, today's standard): 5.2.1 pre-parse the base, 5.2.2 transform
//! references, 5.2.3 merge paths, 5.2.4 remove_dot_segments, and 5.3 recomposition.

use super::steps::*;

use crate::core::text::recompose::{self, Parts};
use crate::core::text::uri_ref::UriRef;
use crate::core::vocabulary::component::{Component, Role};
use crate::core::vocabulary::error::Error;
use crate::core::vocabulary::event::{NoTrace, Observer, Outcome, Source};
use crate::core::vocabulary::options::Options;
use crate::core::vocabulary::span::Span;
// The branches' rows read as the pseudocode does: `(S, R)` is "T.scheme = R.scheme", `(A, B)`
// "T.authority = Base.authority".
use Component::{Authority as A, Path as P, Query as Q, Scheme as S};
use Source::{Base as B, Reference as R};

/// Section 5.2.4 on a path alone: the path with its `.` and `..` segments removed.
///
/// ```
/// use uriscope::__private::remove_dot_segments;
/// assert_eq!(remove_dot_segments("/a/b/c/./../../g"), "/a/g");
/// assert_eq!(remove_dot_segments("mid/content=5/../6"), "mid/6");
/// ```
pub fn remove_dot_segments(path: &str) -> String {
    let mut out = String::with_capacity(path.len());
    super::remove_dot_segments::remove_dot_segments("", path, &RDS1, &mut out, &mut NoTrace);
    out
}

/// Where T.path comes from: the base's path as it is (the empty-path branch), or
/// remove_dot_segments run on `head ⧺ tail` (a merge, or R.path alone with an empty head), as
/// the step `filler` made it.
enum TargetPath<'a> {
    Base(&'a str),
    RemoveDotSegments {
        head: &'a str,
        tail: &'a str,
        filler: &'static crate::core::vocabulary::step::Step,
    },
}

impl TargetPath<'_> {
    /// An upper bound of the path's length, to allocate the result once.
    fn max_len(&self) -> usize {
        match self {
            TargetPath::Base(path) => path.len(),
            TargetPath::RemoveDotSegments { head, tail, .. } => head.len() + tail.len(),
        }
    }
}

/// Resolves `reference` against the base [`pre_parse_base`] gave, by RFC 3986 section 5.2,
/// reporting every step after the base's.
pub(crate) fn resolve<O: Observer>(
    base: &UriRef<'_>,
    reference: &str,
    options: &Options,
    obs: &mut O,
) -> Result<String, Error> {
    let base = *base;
    let r = parse_reference(reference, obs);
    let r_scheme = strictness(&base, &r, options, obs);
    let mut t = Parts {
        fragment: r.fragment(),
        ..Parts::default()
    };
    let path = take_branch(branch(&r, r_scheme), &base, &r, &mut t, obs);
    // 5.3 writes the components into one string; remove_dot_segments' output buffer is that
    // string, after the scheme and the authority.
    let mut out = String::with_capacity(t.len() + path.max_len());
    t.write_until_path(&mut out);
    let path_start = out.len();
    match path {
        TargetPath::Base(base_path) => out.push_str(base_path),
        TargetPath::RemoveDotSegments { head, tail, filler } => {
            // Where RFC 2396 would have used the path as written: say so.
            if O::ENABLED
                && !std::ptr::eq(filler, &MERGE)
                && tail
                    .split('/')
                    .any(|segment| segment == "." || segment == "..")
            {
                obs.step(filler, Outcome::Warning(&UNMERGED_PATH_DOTS_REMOVED));
            }
            super::remove_dot_segments::remove_dot_segments(head, tail, filler, &mut out, obs);
            let span = Some(Span::new(path_start, out.len()));
            obs.assign(&RDS3, Component::Path, Source::Buffer, span);
        }
    }
    let path_end = out.len();
    fragment(&r, obs);
    t.write_after_path(&mut out);
    if O::ENABLED {
        let parts = Parts {
            path: &out[path_start..path_end],
            ..t
        };
        recompose(&parts, obs);
    }
    Ok(out)
}

/// 5.2.1: "The base URI (Base) is established according to the procedure of Section 5.1 and parsed
/// into the five main components described in Section 3. Note that only the scheme component is
/// required to be present in a base URI". "Normalization of the base URI [...] is optional":
/// none is done here, so the base's path is used exactly as written.
pub(crate) fn pre_parse_base<'a, O: Observer>(
    base: &'a str,
    obs: &mut O,
) -> Result<UriRef<'a>, Error> {
    let parsed = UriRef::parse_observed(base, &BASE, Role::Base, obs);
    if parsed.scheme.is_none() {
        obs.step(
            &BASE,
            Outcome::Decision(
                "the base has no scheme: it is not an absolute URI and cannot be a base",
            ),
        );
        return Err(Error::BaseWithoutScheme {
            step: &BASE,
            base: base.to_string(),
        });
    }
    if parsed.fragment.is_some() {
        obs.step(&BASE, Outcome::Warning(&BASE_FRAGMENT_IGNORED));
    }
    obs.step(
        &BASE,
        Outcome::Decision("the base has a scheme; it is used as written (no normalization)"),
    );
    Ok(parsed)
}

/// 5.2.2: "(R.scheme, R.authority, R.path, R.query, R.fragment) = parse(R);"
fn parse_reference<'a, O: Observer>(reference: &'a str, obs: &mut O) -> UriRef<'a> {
    UriRef::parse_observed(reference, &PARSE, Role::Reference, obs)
}

/// 5.2.2: "A non-strict parser may ignore a scheme in the reference if it is identical to the
/// base URI's scheme. if ((not strict) and (R.scheme == Base.scheme)) then undefine(R.scheme);"
///
/// Schemes are compared ignoring ASCII case (section 3.1: "schemes are case-insensitive").
/// Returns R.scheme after the test.
fn strictness<'a, O: Observer>(
    base: &UriRef<'a>,
    r: &UriRef<'a>,
    options: &Options,
    obs: &mut O,
) -> Option<&'a str> {
    let scheme = r.scheme()?;
    let same = base
        .scheme()
        .is_some_and(|b| b.eq_ignore_ascii_case(scheme));
    if !same {
        obs.step(
            &NON_STRICT,
            Outcome::Decision("R.scheme differs from Base.scheme: kept"),
        );
        return Some(scheme);
    }
    if !options.non_strict {
        obs.step(
            &NON_STRICT,
            Outcome::Decision(
                "R.scheme equals Base.scheme, but the parser is strict: the scheme is kept \
                 (use non-strict to ignore it)",
            ),
        );
        return Some(scheme);
    }
    obs.step(&NON_STRICT, Outcome::Warning(&NON_STRICT_SCHEME_IGNORED));
    obs.step(
        &NON_STRICT,
        Outcome::Decision("not strict and R.scheme == Base.scheme: undefine(R.scheme)"),
    );
    None
}

/// `step` sets `component` of T to the one of `uri`, the base or the reference.
fn take<O: Observer>(
    step: &'static crate::core::vocabulary::step::Step,
    component: Component,
    from: Source,
    uri: &UriRef<'_>,
    obs: &mut O,
) {
    obs.assign(step, component, from, uri.span(component));
}

/// What T.path is in a branch of 5.2.2.
#[derive(Clone, Copy)]
enum PathRule {
    /// "T.path = remove_dot_segments(R.path)".
    RemoveDotSegments,
    /// "T.path = Base.path", as written.
    BasePath,
    /// "T.path = merge(Base.path, R.path); T.path = remove_dot_segments(T.path)".
    Merge,
}

/// One branch of 5.2.2's pseudocode: the step that takes it, why in the pseudocode's words, the
/// components of T it assigns, each from R or the base, in the order the trace reports them,
/// and its path.
struct Branch {
    step: &'static crate::core::vocabulary::step::Step,
    why: &'static str,
    takes: &'static [(Component, Source)],
    path: PathRule,
}

/// "if defined(R.scheme) then T.scheme = R.scheme; T.authority = R.authority;
/// T.path = remove_dot_segments(R.path); T.query = R.query;"
static WITH_SCHEME: Branch = Branch {
    step: &SCHEME,
    why: "R.scheme defined → T takes the reference's scheme, authority and query; \
          T.path = remove_dot_segments(R.path)",
    takes: &[(S, R), (A, R), (Q, R)],
    path: PathRule::RemoveDotSegments,
};

/// "if defined(R.authority) then T.authority = R.authority; T.path =
/// remove_dot_segments(R.path); T.query = R.query;" and "T.scheme = Base.scheme;"
static NETWORK_PATH: Branch = Branch {
    step: &AUTHORITY,
    why: "R.authority defined → T takes the reference's authority and query, the base's \
          scheme; T.path = remove_dot_segments(R.path)",
    takes: &[(A, R), (Q, R), (S, B)],
    path: PathRule::RemoveDotSegments,
};

/// "if (R.path == "") then T.path = Base.path; if defined(R.query) then T.query = R.query;"
/// with "T.authority = Base.authority;"
static EMPTY_PATH_WITH_QUERY: Branch = Branch {
    step: &EMPTY_PATH,
    why: "R.path == \"\" → T.path = Base.path (as written, no dot removal); R.query defined \
          → T.query = R.query",
    takes: &[(P, B), (Q, R), (A, B), (S, B)],
    path: PathRule::BasePath,
};

/// The same branch's "else T.query = Base.query;".
static EMPTY_PATH_WITHOUT_QUERY: Branch = Branch {
    step: &EMPTY_PATH,
    why: "R.path == \"\" → T.path = Base.path (as written, no dot removal); R.query undefined \
          → T.query = Base.query",
    takes: &[(P, B), (Q, B), (A, B), (S, B)],
    path: PathRule::BasePath,
};

/// "if (R.path starts-with "/") then T.path = remove_dot_segments(R.path);" with
/// "T.query = R.query;" and "T.authority = Base.authority;"
static ABSOLUTE: Branch = Branch {
    step: &ABSOLUTE_PATH,
    why: "R.path starts with \"/\" → T.path = remove_dot_segments(R.path); T.query = \
          R.query; authority and scheme from the base",
    takes: &[(Q, R), (A, B), (S, B)],
    path: PathRule::RemoveDotSegments,
};

/// "T.path = merge(Base.path, R.path); T.path = remove_dot_segments(T.path);" with
/// "T.query = R.query;" and "T.authority = Base.authority;"
static RELATIVE: Branch = Branch {
    step: &MERGE_BRANCH,
    why: "R.path is relative → T.path = remove_dot_segments(merge(Base.path, R.path)); \
          T.query = R.query; authority and scheme from the base",
    takes: &[(Q, R), (A, B), (S, B)],
    path: PathRule::Merge,
};

/// The branch of 5.2.2 that `r` takes (`r_scheme`: R.scheme after the strictness test).
fn branch(r: &UriRef<'_>, r_scheme: Option<&str>) -> &'static Branch {
    if r_scheme.is_some() {
        &WITH_SCHEME
    } else if r.authority.is_some() {
        &NETWORK_PATH
    } else if r.path.is_empty() && r.query.is_some() {
        &EMPTY_PATH_WITH_QUERY
    } else if r.path.is_empty() {
        &EMPTY_PATH_WITHOUT_QUERY
    } else if r.has_absolute_path() {
        &ABSOLUTE
    } else {
        &RELATIVE
    }
}

/// Takes `branch`: T's components from R or the base, each reported as it is assigned, and
/// where T.path comes from.
fn take_branch<'a, O: Observer>(
    branch: &Branch,
    base: &UriRef<'a>,
    r: &UriRef<'a>,
    t: &mut Parts<'a>,
    obs: &mut O,
) -> TargetPath<'a> {
    obs.step(branch.step, Outcome::Decision(branch.why));
    for &(component, from) in branch.takes {
        let uri = if from == Source::Reference { r } else { base };
        take(branch.step, component, from, uri, obs);
        match component {
            Component::Scheme => t.scheme = uri.scheme(),
            Component::Authority => t.authority = uri.authority(),
            Component::Query => t.query = uri.query(),
            // T.path is the path rule's.
            _ => {}
        }
    }
    match branch.path {
        PathRule::BasePath => TargetPath::Base(base.path()),
        PathRule::RemoveDotSegments => TargetPath::RemoveDotSegments {
            head: "",
            tail: r.path(),
            filler: branch.step,
        },
        PathRule::Merge => TargetPath::RemoveDotSegments {
            head: super::merge::merge(base, obs),
            tail: r.path(),
            filler: &MERGE,
        },
    }
}

/// 5.2.2: "T.fragment = R.fragment;"
fn fragment<O: Observer>(r: &UriRef<'_>, obs: &mut O) {
    obs.step(
        &FRAGMENT,
        Outcome::Decision("T.fragment = R.fragment (never the base's)"),
    );
    take(&FRAGMENT, Component::Fragment, Source::Reference, r, obs);
}

/// 5.3: the components recomposed; warns when they would read back as other components.
fn recompose<O: Observer>(t: &Parts<'_>, obs: &mut O) {
    obs.step(
        &RECOMPOSE,
        Outcome::Decision(
            "scheme \":\" \"//\" authority path \"?\" query \"#\" fragment, each delimiter only \
             where its component is defined",
        ),
    );
    if let Some(warning) = recompose::misreading(t) {
        obs.step(&RECOMPOSE, Outcome::Warning(warning));
    }
}
