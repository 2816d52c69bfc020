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
    let path = if r_scheme.is_some() {
        reference_with_scheme(&r, &mut t, obs)
    } else {
        t.scheme = base.scheme();
        if r.authority.is_some() {
            network_path(&base, &r, &mut t, obs)
        } else if r.path.is_empty() {
            empty_path(&base, &r, &mut t, obs)
        } else if r.has_absolute_path() {
            absolute_path(&base, &r, &mut t, obs)
        } else {
            relative_path(&base, &r, &mut t, obs)
        }
    };
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

/// 5.2.2: "if defined(R.scheme) then T.scheme = R.scheme; T.authority = R.authority;
/// T.path = remove_dot_segments(R.path); T.query = R.query;"
fn reference_with_scheme<'a, O: Observer>(
    r: &UriRef<'a>,
    t: &mut Parts<'a>,
    obs: &mut O,
) -> TargetPath<'a> {
    obs.step(
        &SCHEME,
        Outcome::Decision(
            "R.scheme defined → T takes the reference's scheme, authority and query; \
             T.path = remove_dot_segments(R.path)",
        ),
    );
    for component in [Component::Scheme, Component::Authority, Component::Query] {
        take(&SCHEME, component, Source::Reference, r, obs);
    }
    t.scheme = r.scheme();
    t.authority = r.authority();
    t.query = r.query();
    TargetPath::RemoveDotSegments {
        head: "",
        tail: r.path(),
        filler: &SCHEME,
    }
}

/// 5.2.2: "if defined(R.authority) then T.authority = R.authority;
/// T.path = remove_dot_segments(R.path); T.query = R.query;" and "T.scheme = Base.scheme;"
fn network_path<'a, O: Observer>(
    base: &UriRef<'a>,
    r: &UriRef<'a>,
    t: &mut Parts<'a>,
    obs: &mut O,
) -> TargetPath<'a> {
    obs.step(
        &AUTHORITY,
        Outcome::Decision(
            "R.authority defined → T takes the reference's authority and query, the base's \
             scheme; T.path = remove_dot_segments(R.path)",
        ),
    );
    take(&AUTHORITY, Component::Authority, Source::Reference, r, obs);
    take(&AUTHORITY, Component::Query, Source::Reference, r, obs);
    take(&AUTHORITY, Component::Scheme, Source::Base, base, obs);
    t.authority = r.authority();
    t.query = r.query();
    TargetPath::RemoveDotSegments {
        head: "",
        tail: r.path(),
        filler: &AUTHORITY,
    }
}

/// 5.2.2: "if (R.path == "") then T.path = Base.path; if defined(R.query) then
/// T.query = R.query; else T.query = Base.query; endif;" with "T.authority = Base.authority;"
fn empty_path<'a, O: Observer>(
    base: &UriRef<'a>,
    r: &UriRef<'a>,
    t: &mut Parts<'a>,
    obs: &mut O,
) -> TargetPath<'a> {
    let (why, query_from) = if r.query.is_some() {
        (
            "R.path == \"\" → T.path = Base.path (as written, no dot removal); R.query defined \
             → T.query = R.query",
            r,
        )
    } else {
        (
            "R.path == \"\" → T.path = Base.path (as written, no dot removal); R.query undefined \
             → T.query = Base.query",
            base,
        )
    };
    obs.step(&EMPTY_PATH, Outcome::Decision(why));
    take(&EMPTY_PATH, Component::Path, Source::Base, base, obs);
    let from = if r.query.is_some() {
        Source::Reference
    } else {
        Source::Base
    };
    take(&EMPTY_PATH, Component::Query, from, query_from, obs);
    take(&EMPTY_PATH, Component::Authority, Source::Base, base, obs);
    take(&EMPTY_PATH, Component::Scheme, Source::Base, base, obs);
    t.authority = base.authority();
    t.query = query_from.query();
    TargetPath::Base(base.path())
}

/// 5.2.2: "if (R.path starts-with "/") then T.path = remove_dot_segments(R.path);" with
/// "T.query = R.query;" and "T.authority = Base.authority;"
fn absolute_path<'a, O: Observer>(
    base: &UriRef<'a>,
    r: &UriRef<'a>,
    t: &mut Parts<'a>,
    obs: &mut O,
) -> TargetPath<'a> {
    obs.step(
        &ABSOLUTE_PATH,
        Outcome::Decision(
            "R.path starts with \"/\" → T.path = remove_dot_segments(R.path); T.query = \
             R.query; authority and scheme from the base",
        ),
    );
    take(&ABSOLUTE_PATH, Component::Query, Source::Reference, r, obs);
    take(
        &ABSOLUTE_PATH,
        Component::Authority,
        Source::Base,
        base,
        obs,
    );
    take(&ABSOLUTE_PATH, Component::Scheme, Source::Base, base, obs);
    t.authority = base.authority();
    t.query = r.query();
    TargetPath::RemoveDotSegments {
        head: "",
        tail: r.path(),
        filler: &ABSOLUTE_PATH,
    }
}

/// 5.2.2: "T.path = merge(Base.path, R.path); T.path = remove_dot_segments(T.path);" with
/// "T.query = R.query;" and "T.authority = Base.authority;"
fn relative_path<'a, O: Observer>(
    base: &UriRef<'a>,
    r: &UriRef<'a>,
    t: &mut Parts<'a>,
    obs: &mut O,
) -> TargetPath<'a> {
    obs.step(
        &MERGE_BRANCH,
        Outcome::Decision(
            "R.path is relative → T.path = remove_dot_segments(merge(Base.path, R.path)); \
             T.query = R.query; authority and scheme from the base",
        ),
    );
    take(&MERGE_BRANCH, Component::Query, Source::Reference, r, obs);
    take(&MERGE_BRANCH, Component::Authority, Source::Base, base, obs);
    take(&MERGE_BRANCH, Component::Scheme, Source::Base, base, obs);
    t.authority = base.authority();
    t.query = r.query();
    let head = super::merge::merge(base, obs);
    TargetPath::RemoveDotSegments {
        head,
        tail: r.path(),
        filler: &MERGE,
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
