//! RFC 1808 (= draft-ietf-uri-relative-url-06) section 4: resolving relative URLs, Steps 1 to 7
//! with Step 5's params/query inheritance and Step 6 a to d, on URLs parsed by section 2.4.
//! `Options::rfc1808_variant` selects the draft-05 wording of Step 6c/6d.

use super::steps::*;

use crate::core::text::recompose::READS_BACK_DIFFERENTLY;
use crate::core::text::url1808::Url1808;
use crate::core::vocabulary::component::{Component, Role};
use crate::core::vocabulary::error::Error;
use crate::core::vocabulary::event::{NoTrace, Observer, Outcome, Source};
use crate::core::vocabulary::options::Options;
use crate::core::vocabulary::span::Span;
use crate::core::vocabulary::step::Step;

/// The components of the result as Step 7 recombines them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Parts<'a> {
    scheme: Option<&'a str>,
    /// `Some` when a `//` is written (the net_loc may be empty).
    net_loc: Option<&'a str>,
    slash: bool,
    path: &'a str,
    params: Option<&'a str>,
    query: Option<&'a str>,
    fragment: Option<&'a str>,
}

impl<'a> Parts<'a> {
    /// A URL's own components, as section 2.4 split them.
    fn of(url: &Url1808<'a>) -> Self {
        Parts {
            scheme: url.scheme(),
            net_loc: url.net_loc(),
            slash: url.slash,
            path: url.path(),
            params: url.params(),
            query: url.query(),
            fragment: url.fragment(),
        }
    }
}

/// The base URL as Steps 1 and 2 establish it, before any embedded URL is read.
#[derive(Clone, Copy, Debug)]
pub(crate) enum BaseUrl<'a> {
    /// Step 1: the empty string, "unknown".
    Unknown,
    /// Parsed by section 2.4, with a scheme.
    Known(Url1808<'a>),
}

impl BaseUrl<'_> {
    /// The same base read in another copy of its text.
    pub(crate) fn rebind(self, text: &str) -> BaseUrl<'_> {
        match self {
            BaseUrl::Unknown => BaseUrl::Unknown,
            BaseUrl::Known(url) => BaseUrl::Known(url.rebind(text)),
        }
    }
}

/// Steps 1 and 2 on the base alone: is it known, and then its components.
pub(crate) fn prepare_base<'a, O: Observer>(
    base: &'a str,
    obs: &mut O,
) -> Result<BaseUrl<'a>, Error> {
    if step1_base_unknown(base, obs) {
        return Ok(BaseUrl::Unknown);
    }
    let b = Url1808::parse(base, Role::Base, obs);
    if b.scheme.is_none() {
        obs.step(
            &S2,
            Outcome::Decision("the base URL has no scheme: it cannot be a base URL"),
        );
        return Err(Error::BaseWithoutScheme {
            step: &S2,
            base: base.to_string(),
        });
    }
    Ok(BaseUrl::Known(b))
}

/// Resolves `reference` (the embedded URL) against the base [`prepare_base`] gave, by RFC 1808
/// section 4, reporting every step after the base's.
pub(crate) fn resolve<O: Observer>(
    base: &BaseUrl<'_>,
    reference: &str,
    options: &Options,
    obs: &mut O,
) -> Result<String, Error> {
    let b = match *base {
        BaseUrl::Unknown => {
            if O::ENABLED {
                let r = Url1808::parse(reference, Role::Reference, &mut NoTrace);
                assign_all(&S1, &r, Source::Reference, obs);
            }
            return Ok(reference.to_string());
        }
        BaseUrl::Known(b) => b,
    };
    let r = Url1808::parse(reference, Role::Reference, obs);
    if step2a_entirely_empty(&b, reference, obs) {
        return Ok(b.as_str().to_string());
    }
    if step2b_scheme(&b, &r, options, obs) {
        return Ok(reference.to_string());
    }
    let mut parts = step2c_inherit_scheme(&b, &r, obs);
    if step3_net_loc(&b, &r, &mut parts, obs) || step4_absolute_path(&r, obs) {
        return Ok(step7_recombine(&parts, None, obs));
    }
    if step5_empty_path(&b, &r, &mut parts, obs) {
        return Ok(step7_recombine(&parts, None, obs));
    }
    let ws = super::merge::replace_last_segment(b.path(), r.path(), obs);
    let mut path = String::with_capacity(ws.len());
    super::merge::remove_dot_segments(ws, options.rfc1808_variant, &mut path, obs);
    // The new path keeps the base path's leading slash, if it had one.
    parts.slash = b.slash;
    parts.path = &path;
    Ok(step7_recombine(&parts, Some(&S6D), obs))
}

/// Step 1: "The base URL is established according to the rules of Section 3. If the base URL
/// is the empty string (unknown), the embedded URL is interpreted as an absolute URL and we are
/// done."
/// The embedded URL's components are assigned by [`resolve`], once it is known.
fn step1_base_unknown<O: Observer>(base: &str, obs: &mut O) -> bool {
    if base.is_empty() {
        obs.step(
            &S1,
            Outcome::Decision(
                "the base URL is the empty string (unknown): the embedded URL is taken as it is; \
                 done",
            ),
        );
        obs.step(&S1, Outcome::Warning(&NO_BASE));
        return true;
    }
    obs.step(
        &S1,
        Outcome::Decision("the base URL is known; Step 2 parses both URLs (section 2.4)"),
    );
    false
}

/// Every component of `url` set at `step`, taken from `from`.
fn assign_all<O: Observer>(step: &'static Step, url: &Url1808<'_>, from: Source, obs: &mut O) {
    obs.assign(step, Component::Scheme, from, url.scheme);
    obs.assign(step, Component::Authority, from, url.net_loc);
    obs.assign(step, Component::Path, from, Some(url.path));
    for (component, value) in [
        (Component::Params, url.params),
        (Component::Query, url.query),
        (Component::Fragment, url.fragment),
    ] {
        obs.assign(step, component, from, value);
    }
}

/// Step 2a: "If the embedded URL is entirely empty, it inherits the entire base URL (i.e., is
/// set equal to the base URL) and we are done."
fn step2a_entirely_empty<O: Observer>(b: &Url1808<'_>, reference: &str, obs: &mut O) -> bool {
    if reference.is_empty() {
        obs.step(
            &S2A,
            Outcome::Decision(
                "the embedded URL is entirely empty: it is set equal to the base URL, fragment \
                 included; done",
            ),
        );
        obs.step(&S2A, Outcome::Warning(&FRAGMENT_INHERITED));
        assign_all(&S2A, b, Source::Base, obs);
        return true;
    }
    obs.step(&S2A, Outcome::Decision("the embedded URL is not empty"));
    false
}

/// Step 2b: "If the embedded URL starts with a scheme name, it is interpreted as an absolute
/// URL and we are done."
///
/// With `non_strict`, §5.2's loophole: a scheme equal to the base's is ignored, and resolution
/// goes on with Step 2c.
fn step2b_scheme<O: Observer>(
    b: &Url1808<'_>,
    r: &Url1808<'_>,
    options: &Options,
    obs: &mut O,
) -> bool {
    let Some(scheme) = r.scheme() else {
        obs.step(
            &S2B,
            Outcome::Decision("the embedded URL does not start with a scheme name"),
        );
        return false;
    };
    let same = b.scheme().is_some_and(|s| s.eq_ignore_ascii_case(scheme));
    if same && options.non_strict {
        obs.step(&S2B, Outcome::Warning(&LOOPHOLE));
        obs.step(
            &S2B,
            Outcome::Decision(
                "the embedded URL starts with the base URL's own scheme name; non-strict: the \
                 scheme is ignored and the URL resolved as a relative one",
            ),
        );
        return false;
    }
    obs.step(
        &S2B,
        Outcome::Decision(
            "the embedded URL starts with a scheme name: an absolute URL, taken as it is; done",
        ),
    );
    if same {
        obs.step(&S2B, Outcome::Warning(&SAME_SCHEME));
    }
    assign_all(&S2B, r, Source::Reference, obs);
    true
}

/// Step 2c: "Otherwise, the embedded URL inherits the scheme of the base URL."
fn step2c_inherit_scheme<'a, O: Observer>(
    b: &Url1808<'a>,
    r: &Url1808<'a>,
    obs: &mut O,
) -> Parts<'a> {
    obs.step(
        &S2C,
        Outcome::Decision("the embedded URL inherits the scheme of the base URL"),
    );
    obs.assign(&S2C, Component::Scheme, Source::Base, b.scheme);
    // "Fragment identifiers are only inherited from the base URL when the entire embedded URL
    // is empty": from here on it is the embedded URL's own.
    obs.assign(&S2C, Component::Fragment, Source::Reference, r.fragment);
    Parts {
        scheme: b.scheme(),
        ..Parts::of(r)
    }
}

/// The embedded URL's own `components`, kept by `step` (which skips to Step 7 or goes on to
/// Step 6 without touching them).
fn keep_own<O: Observer>(
    step: &'static Step,
    r: &Url1808<'_>,
    components: &[Component],
    obs: &mut O,
) {
    for &component in components {
        obs.assign(step, component, Source::Reference, r.span(component));
    }
}

/// Steps 3 and 4 skipping to Step 7: the embedded URL's `own` components kept, its path with
/// them, so a `.` or `..` in it stays (only Step 6 removes them).
fn skip_to_step7<O: Observer>(
    step: &'static Step,
    r: &Url1808<'_>,
    own: &[Component],
    obs: &mut O,
) {
    keep_own(step, r, own, obs);
    if is_dotted(r.path()) {
        obs.step(step, Outcome::Warning(&NO_DOT_REMOVAL));
    }
}

/// Step 3: "If the embedded URL's <net_loc> is non-empty, we skip to Step 7. Otherwise, the
/// embedded URL inherits the <net_loc> (if any) of the base URL."
fn step3_net_loc<'a, O: Observer>(
    b: &Url1808<'a>,
    r: &Url1808<'a>,
    parts: &mut Parts<'a>,
    obs: &mut O,
) -> bool {
    if r.net_loc().is_some_and(|n| !n.is_empty()) {
        obs.step(
            &S3,
            Outcome::Decision("<net_loc> non-empty: skip to Step 7"),
        );
        let own = [
            Component::Authority,
            Component::Path,
            Component::Params,
            Component::Query,
        ];
        skip_to_step7(&S3, r, &own, obs);
        return true;
    }
    obs.step(
        &S3,
        Outcome::Decision("<net_loc> empty: the base URL's <net_loc> (if any) is inherited"),
    );
    // `//` with nothing after it: an empty net_loc, read as none.
    if r.net_loc() == Some("") {
        obs.step(&S3, Outcome::Warning(&EMPTY_NET_LOC_INHERITS));
    }
    obs.assign(&S3, Component::Authority, Source::Base, b.net_loc);
    parts.net_loc = b.net_loc();
    false
}

/// Step 4: "If the embedded URL path is preceded by a slash "/", the path is not relative and
/// we skip to Step 7."
fn step4_absolute_path<O: Observer>(r: &Url1808<'_>, obs: &mut O) -> bool {
    if r.slash {
        obs.step(
            &S4,
            Outcome::Decision("the path is preceded by a slash: not relative; skip to Step 7"),
        );
        let own = [Component::Path, Component::Params, Component::Query];
        skip_to_step7(&S4, r, &own, obs);
        return true;
    }
    obs.step(
        &S4,
        Outcome::Decision("the path is not preceded by a slash: relative"),
    );
    false
}

/// Step 5: "If the embedded URL path is empty (and not preceded by a slash), then the embedded
/// URL inherits the base URL path, and a) if the embedded URL's <params> is non-empty, we skip
/// to step 7; otherwise, it inherits the <params> of the base URL (if any) and b) if the
/// embedded URL's <query> is non-empty, we skip to step 7; otherwise, it inherits the <query> of
/// the base URL (if any) and we skip to step 7."
fn step5_empty_path<'a, O: Observer>(
    b: &Url1808<'a>,
    r: &Url1808<'a>,
    parts: &mut Parts<'a>,
    obs: &mut O,
) -> bool {
    if !r.path.is_empty() {
        obs.step(
            &S5,
            Outcome::Decision("the path is not empty: on to Step 6"),
        );
        keep_own(&S5, r, &[Component::Params, Component::Query], obs);
        return false;
    }
    obs.step(
        &S5,
        Outcome::Decision("the path is empty: the base URL's path is inherited"),
    );
    obs.assign(&S5, Component::Path, Source::Base, Some(b.path));
    parts.slash = b.slash;
    parts.path = b.path();
    if r.params.is_some() {
        obs.step(
            &S5A,
            Outcome::Decision("<params> non-empty: skip to Step 7"),
        );
        obs.step(&S5A, Outcome::Warning(&PARAMS_ONLY));
        keep_own(&S5A, r, &[Component::Params, Component::Query], obs);
        return true;
    }
    obs.step(
        &S5A,
        Outcome::Decision("<params> empty: the base URL's <params> (if any) are inherited"),
    );
    obs.assign(&S5A, Component::Params, Source::Base, b.params);
    parts.params = b.params();
    if r.query.is_some() {
        obs.step(&S5B, Outcome::Decision("<query> non-empty: skip to Step 7"));
        obs.step(&S5B, Outcome::Warning(&QUERY_ONLY));
        keep_own(&S5B, r, &[Component::Query], obs);
        return true;
    }
    obs.step(
        &S5B,
        Outcome::Decision(
            "<query> empty: the base URL's <query> (if any) is inherited; skip to Step 7",
        ),
    );
    obs.assign(&S5B, Component::Query, Source::Base, b.query);
    parts.query = b.query();
    true
}

/// Step 7: "The resulting URL components, including any inherited from the base URL, are
/// recombined to give the absolute form of the embedded URL."
///
/// The RFC does not say how. uriscope writes `scheme ":"`, `"//" net_loc` when there is one,
/// `"/"` when the path is preceded by a slash (or a net_loc is written before a non-empty path),
/// the path, then `";" params`, `"?" query` and `"#" fragment` when non-empty. `merged`: the
/// step after which the path is Step 6's new path, which sets it here, where its place in the
/// result is known.
fn step7_recombine<O: Observer>(
    parts: &Parts<'_>,
    merged: Option<&'static Step>,
    obs: &mut O,
) -> String {
    let mut out = String::with_capacity(
        parts.scheme.map_or(0, str::len)
            + 4
            + parts.net_loc.map_or(0, str::len)
            + parts.path.len()
            + parts.params.map_or(0, |p| p.len() + 1)
            + parts.query.map_or(0, |q| q.len() + 1)
            + parts.fragment.map_or(0, |f| f.len() + 1),
    );
    if let Some(scheme) = parts.scheme {
        out.push_str(scheme);
        out.push(':');
    }
    let mut slash = parts.slash;
    if let Some(net_loc) = parts.net_loc {
        out.push_str("//");
        out.push_str(net_loc);
        if !slash && !parts.path.is_empty() {
            slash = true;
        }
    }
    if slash {
        out.push('/');
    }
    if let Some(step) = merged {
        let span = Span::new(out.len(), out.len() + parts.path.len());
        obs.assign(step, Component::Path, Source::Buffer, Some(span));
    }
    out.push_str(parts.path);
    for (sep, value) in [
        (';', parts.params),
        ('?', parts.query),
        ('#', parts.fragment),
    ] {
        if let Some(value) = value {
            out.push(sep);
            out.push_str(value);
        }
    }
    if O::ENABLED {
        step7_report(parts, slash, &out, obs);
    }
    out
}

/// Reports Step 7's choices for `parts` recombined as `out`, and warns when `out` reads back as
/// other components.
fn step7_report<O: Observer>(parts: &Parts<'_>, slash: bool, out: &str, obs: &mut O) {
    if parts.net_loc == Some("") {
        obs.step(&S7, Outcome::Warning(&EMPTY_NET_LOC_KEPT));
    }
    if slash && !parts.slash {
        obs.step(&S7, Outcome::Warning(&SLASH_INSERTED));
    }
    obs.step(
        &S7,
        Outcome::Decision(
            "recombined: scheme \":\" [\"//\" net_loc] [\"/\"] path [\";\" params] [\"?\" query] \
             [\"#\" fragment], each only where non-empty",
        ),
    );
    let read = Parts::of(&Url1808::parse(out, Role::Result, &mut NoTrace));
    if read != (Parts { slash, ..*parts }) {
        obs.step(&S7, Outcome::Warning(&READS_BACK_DIFFERENTLY));
    }
}

/// Has the path a `.` or `..` segment?
fn is_dotted(path: &str) -> bool {
    path.split('/').any(|s| s == "." || s == "..")
}
