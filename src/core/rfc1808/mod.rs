//! RFC 1808 (= draft-ietf-uri-relative-url-06) section 4: resolving relative URLs, Steps 1 to 7
//! with Step 5's params/query inheritance and Step 6 a to d, on URLs parsed by section 2.4.
//! `Options::rfc1808_variant` selects the draft-05 wording of Step 6c/6d.

mod merge;
pub mod parse;
pub mod steps;

pub use parse::Url1808;
use steps::*;

use crate::core::workspace::{Kind, SegStore, check_lengths};
use crate::core::{Component, Error, Observer, Options, Outcome, Role, Span};

/// The components of the result as Step 7 recombines them.
struct Parts<'a> {
    scheme: &'a str,
    /// `Some` when a `//` is written (the net_loc may be empty, digest section 7.3).
    net_loc: Option<&'a str>,
    slash: bool,
    params: Option<&'a str>,
    query: Option<&'a str>,
    fragment: Option<&'a str>,
}

/// Resolves `reference` (the embedded URL) against `base` by RFC 1808 section 4.
pub fn resolve<O: Observer>(
    base: &str,
    reference: &str,
    options: &Options,
    obs: &mut O,
) -> Result<String, Error> {
    check_lengths(base, reference)?;
    if step1_base_unknown(base, obs) {
        return Ok(reference.to_string());
    }
    let b = Url1808::parse(base, Role::Base, obs);
    if b.scheme.is_none() {
        obs.step(
            &S2,
            Outcome::Decision("the base URL has no scheme: it cannot be a base URL"),
        );
        return Err(Error::BaseWithoutScheme {
            base: base.to_string(),
        });
    }
    let r = Url1808::parse(reference, Role::Reference, obs);
    if step2a_entirely_empty(reference, obs) {
        return Ok(base.to_string());
    }
    if step2b_scheme(&b, &r, obs) {
        return Ok(reference.to_string());
    }
    let mut parts = step2c_inherit_scheme(&b, &r, obs);
    if step3_net_loc(&b, &r, &mut parts, obs) || step4_absolute_path(&r, obs) {
        return Ok(step7_recombine(&parts, r.path(), obs));
    }
    if step5_empty_path(&b, &r, &mut parts, obs) {
        return Ok(step7_recombine(&parts, b.path(), obs));
    }
    let mut store = SegStore::new();
    let mut buf = merge::replace_last_segment(b.path(), r.path(), &mut store, obs);
    merge::remove_dot_segments(&mut buf, options.rfc1808_variant, obs);
    if buf.segs().first().is_some_and(|s| s.kind == Kind::DotDot) {
        obs.step(&S6D, Outcome::Warning(&ABOVE_ROOT));
    }
    // "the flag is therefore the base path's flag" (digest section 7.4).
    parts.slash = b.slash;
    let mut path = String::with_capacity(buf.len);
    buf.write(&mut path);
    Ok(step7_recombine(&parts, &path, obs))
}

/// Step 1: "The base URL is established according to the rules of Section 3. If the base URL
/// is the empty string (unknown), the embedded URL is interpreted as an absolute URL and we are
/// done."
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

/// Step 2a: "If the embedded URL is entirely empty, it inherits the entire base URL (i.e., is
/// set equal to the base URL) and we are done."
fn step2a_entirely_empty<O: Observer>(reference: &str, obs: &mut O) -> bool {
    if reference.is_empty() {
        obs.step(
            &S2A,
            Outcome::Decision(
                "the embedded URL is entirely empty: it is set equal to the base URL, fragment \
                 included; done",
            ),
        );
        obs.step(&S2A, Outcome::Warning(&FRAGMENT_INHERITED));
        return true;
    }
    obs.step(&S2A, Outcome::Decision("the embedded URL is not empty"));
    false
}

/// Step 2b: "If the embedded URL starts with a scheme name, it is interpreted as an absolute
/// URL and we are done."
fn step2b_scheme<O: Observer>(b: &Url1808<'_>, r: &Url1808<'_>, obs: &mut O) -> bool {
    let Some(scheme) = r.scheme() else {
        obs.step(
            &S2B,
            Outcome::Decision("the embedded URL does not start with a scheme name"),
        );
        return false;
    };
    obs.step(
        &S2B,
        Outcome::Decision(
            "the embedded URL starts with a scheme name: an absolute URL, taken as it is; done",
        ),
    );
    if b.scheme().is_some_and(|s| s.eq_ignore_ascii_case(scheme)) {
        obs.step(&S2B, Outcome::Warning(&SAME_SCHEME));
    }
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
        Outcome::Take {
            component: Component::Scheme,
            from: Role::Base,
            value: b.scheme,
        },
    );
    Parts {
        scheme: b.scheme().unwrap_or_default(),
        net_loc: r.net_loc(),
        slash: r.slash,
        params: r.params(),
        query: r.query(),
        fragment: r.fragment(),
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
        take_own_path(r, obs, &S3);
        if is_dotted(r.path()) {
            obs.step(&S3, Outcome::Warning(&NO_DOT_REMOVAL));
        }
        return true;
    }
    obs.step(
        &S3,
        Outcome::Decision("<net_loc> empty: the base URL's <net_loc> (if any) is inherited"),
    );
    obs.step(
        &S3,
        Outcome::Take {
            component: Component::Authority,
            from: Role::Base,
            value: b.net_loc,
        },
    );
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
        take_own_path(r, obs, &S4);
        if is_dotted(r.path()) {
            obs.step(&S4, Outcome::Warning(&NO_DOT_REMOVAL));
        }
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
        return false;
    }
    obs.step(
        &S5,
        Outcome::Decision("the path is empty: the base URL's path is inherited"),
    );
    obs.step(
        &S5,
        Outcome::Take {
            component: Component::Path,
            from: Role::Base,
            value: Some(b.path),
        },
    );
    parts.slash = b.slash;
    if r.params.is_some() {
        obs.step(
            &S5A,
            Outcome::Decision("<params> non-empty: skip to Step 7"),
        );
        obs.step(&S5A, Outcome::Warning(&PARAMS_ONLY));
        take(obs, &S5A, Component::Params, Role::Reference, r.params);
        take(obs, &S5A, Component::Query, Role::Reference, r.query);
        return true;
    }
    obs.step(
        &S5A,
        Outcome::Decision("<params> empty: the base URL's <params> (if any) are inherited"),
    );
    take(obs, &S5A, Component::Params, Role::Base, b.params);
    parts.params = b.params();
    if r.query.is_some() {
        obs.step(&S5B, Outcome::Decision("<query> non-empty: skip to Step 7"));
        obs.step(&S5B, Outcome::Warning(&QUERY_ONLY));
        take(obs, &S5B, Component::Query, Role::Reference, r.query);
        return true;
    }
    obs.step(
        &S5B,
        Outcome::Decision(
            "<query> empty: the base URL's <query> (if any) is inherited; skip to Step 7",
        ),
    );
    take(obs, &S5B, Component::Query, Role::Base, b.query);
    parts.query = b.query();
    true
}

/// Step 7: "The resulting URL components, including any inherited from the base URL, are
/// recombined to give the absolute form of the embedded URL."
///
/// The RFC does not say how; the digest's recommendation (rfc1808.md section 7.2): `scheme ":"`,
/// `"//" net_loc` when there is one, `"/"` when the path is preceded by a slash (or a net_loc
/// is written before a non-empty path, 7.5), the path, then `";" params`, `"?" query` and
/// `"#" fragment` when non-empty.
fn step7_recombine<O: Observer>(parts: &Parts<'_>, path: &str, obs: &mut O) -> String {
    let mut out = String::with_capacity(
        parts.scheme.len()
            + 4
            + parts.net_loc.map_or(0, str::len)
            + path.len()
            + parts.params.map_or(0, |p| p.len() + 1)
            + parts.query.map_or(0, |q| q.len() + 1)
            + parts.fragment.map_or(0, |f| f.len() + 1),
    );
    out.push_str(parts.scheme);
    out.push(':');
    if let Some(net_loc) = parts.net_loc {
        if net_loc.is_empty() {
            obs.step(&S7, Outcome::Warning(&EMPTY_NET_LOC_KEPT));
        }
        out.push_str("//");
        out.push_str(net_loc);
    }
    if parts.slash {
        out.push('/');
    } else if parts.net_loc.is_some() && !path.is_empty() {
        obs.step(&S7, Outcome::Warning(&SLASH_INSERTED));
        out.push('/');
    }
    out.push_str(path);
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
    obs.step(
        &S7,
        Outcome::Decision(
            "recombined: scheme \":\" [\"//\" net_loc] [\"/\"] path [\";\" params] [\"?\" query] \
             [\"#\" fragment], each only where non-empty",
        ),
    );
    out
}

fn take_own_path<O: Observer>(r: &Url1808<'_>, obs: &mut O, step: &'static crate::core::Step) {
    take(obs, step, Component::Path, Role::Reference, Some(r.path));
}

fn take<O: Observer>(
    obs: &mut O,
    step: &'static crate::core::Step,
    component: Component,
    from: Role,
    value: Option<Span>,
) {
    obs.step(
        step,
        Outcome::Take {
            component,
            from,
            value,
        },
    );
}

/// Has the path a `.` or `..` segment?
fn is_dotted(path: &str) -> bool {
    path.split('/').any(|s| s == "." || s == "..")
}
