//! RFC 2396 section 5.2 (= draft-fielding-url-syntax-10 section 5.2): resolving relative
//! references to absolute form, steps 1 to 7 with step 6 a to h.

mod merge;
pub mod steps;

use steps::*;

use crate::core::recompose::Parts;
use crate::core::workspace::{Frame, SegStore, check_lengths};
use crate::core::{Component, Error, Observer, Options, Outcome, Role, UriRef};

/// Resolves `reference` against `base` by RFC 2396 section 5.2, reporting every step.
pub fn resolve<O: Observer>(
    base: &str,
    reference: &str,
    options: &Options,
    obs: &mut O,
) -> Result<String, Error> {
    check_lengths(base, reference)?;
    // Parsed, then checked: a `Result<UriRef>` here cost a copy of the parse that stalled on
    // store forwarding (perf: 14% of an untraced resolution).
    let base = parse_base(base, obs);
    require_scheme(&base, obs)?;
    let r = step1_parse(reference, obs);
    if step2_current_document(&r, obs) {
        let parts = Parts {
            fragment: r.fragment(),
            ..parts_without_fragment(&base)
        };
        return Ok(step7_recombine(&parts, obs));
    }
    let Some(scheme) = step3_scheme(&base, &r, options, obs)? else {
        return Ok(step7_recombine(&parts_of(&r), obs));
    };
    // The scheme of step 3, an authority, and the reference's path, query and fragment.
    let parts = |authority| Parts {
        scheme: Some(scheme),
        authority,
        path: r.path(),
        query: r.query(),
        fragment: r.fragment(),
    };
    if step4_site(&base, &r, obs) {
        return Ok(step7_recombine(&parts(r.authority()), obs));
    }
    if step5_absolute_path(&r, obs) {
        return Ok(step7_recombine(&parts(base.authority()), obs));
    }
    // Step 7 writes the result straight from step 6's segments: no intermediate string. Here
    // the scheme and authority are the base's (`scheme://authority` as it stands before the
    // base path) and the query and fragment the reference's (as they stand after its path).
    let lead = &base.as_str()[..base.path.start];
    let trail = &r.as_str()[r.path.end..];
    debug_assert_eq!(
        lead.len() + trail.len(),
        parts(base.authority()).len() - r.path.len()
    );
    // The merged path is never longer than the base path (or `/`) and the reference path.
    let path_bound = base.path.len().max(1) + r.path.len();
    let mut out = String::with_capacity(lead.len() + path_bound + trail.len());
    step6_merge(&base, &r, (lead, trail), options, obs, &mut out)?;
    step7_done(obs);
    Ok(out)
}

/// "The base URI is established according to the rules of Section 5.1 and parsed into the four
/// main components as described in Section 4.4. Note that only the scheme component is required
/// to be present in the base URI."
fn parse_base<'a, O: Observer>(base: &'a str, obs: &mut O) -> UriRef<'a> {
    UriRef::parse_observed(base, &BASE, Role::Base, obs)
}

/// "Note that only the scheme component is required to be present in the base URI."
fn require_scheme<O: Observer>(base: &UriRef<'_>, obs: &mut O) -> Result<(), Error> {
    if base.scheme.is_some() {
        return Ok(());
    }
    obs.step(
        &BASE,
        Outcome::Decision("the base has no scheme: it cannot be a base URI"),
    );
    Err(Error::BaseWithoutScheme {
        base: base.as_str().to_string(),
    })
}

/// Step 1: "The URI reference is parsed into the potential four components and fragment identifier,
/// as described in Section 4.4."
fn step1_parse<'a, O: Observer>(reference: &'a str, obs: &mut O) -> UriRef<'a> {
    UriRef::parse_observed(reference, &S1, Role::Reference, obs)
}

/// Step 2: "If the path component is empty and the scheme, site, and query components are
/// undefined, then it is a reference to the current document and we are done. Otherwise, the
/// reference URI's query and fragment components are defined as found (or not found) within
/// the URI reference and not inherited from the base URI."
///
/// "The current document" is made concrete as the base without its fragment, plus the
/// reference's fragment if it has one.
fn step2_current_document<O: Observer>(r: &UriRef<'_>, obs: &mut O) -> bool {
    let current =
        r.path.is_empty() && r.scheme.is_none() && r.authority.is_none() && r.query.is_none();
    if current {
        obs.step(
            &S2,
            Outcome::Decision(
                "path empty; scheme, site and query undefined → a reference to the current \
                 document; done (shown as the base without its fragment, plus the reference's \
                 fragment if any)",
            ),
        );
        return true;
    }
    obs.step(
        &S2,
        Outcome::Decision(
            "not the current document: query and fragment are the reference's own, never the base's",
        ),
    );
    for component in [Component::Query, Component::Fragment] {
        obs.step(
            &S2,
            Outcome::Take {
                component,
                from: Role::Reference,
                value: r.span(component),
            },
        );
    }
    false
}

/// Step 3: "If the scheme component is defined, indicating that the reference starts with a scheme
/// name, then the reference is interpreted as an absolute URI and we are done. Otherwise, the
/// reference URI's scheme is inherited from the base URI's scheme component."
///
/// With `non_strict`, RFC 2396's loophole work-around: a scheme equal to the base's is removed
/// when the base is hierarchical, and resolution continues at step 4.
///
/// Returns the scheme to continue with, or `None` when the reference is absolute.
fn step3_scheme<'a, O: Observer>(
    base: &UriRef<'a>,
    r: &UriRef<'a>,
    options: &Options,
    obs: &mut O,
) -> Result<Option<&'a str>, Error> {
    let Some(scheme) = r.scheme() else {
        obs.step(
            &S3,
            Outcome::Decision("scheme undefined → inherited from the base"),
        );
        obs.step(
            &S3,
            Outcome::Take {
                component: Component::Scheme,
                from: Role::Base,
                value: base.scheme,
            },
        );
        return Ok(base.scheme());
    };
    let base_scheme = base.scheme().unwrap_or("");
    let hierarchical = base.authority.is_some() || base.has_absolute_path();
    if options.non_strict && scheme.eq_ignore_ascii_case(base_scheme) && hierarchical {
        obs.step(&S3, Outcome::Warning(&LOOPHOLE));
        obs.step(
            &S3,
            Outcome::Decision(
                "scheme defined but equal to the base's, and the base is hierarchical → \
                 non-strict: the scheme is removed and resolution continues",
            ),
        );
        obs.step(
            &S3,
            Outcome::Take {
                component: Component::Scheme,
                from: Role::Base,
                value: base.scheme,
            },
        );
        return Ok(base.scheme());
    }
    obs.step(
        &S3,
        Outcome::Decision("scheme defined → an absolute URI; done"),
    );
    Ok(None)
}

/// Step 4: "If the site component is defined, then the reference is a network-path and we skip to
/// step 7. Otherwise, the reference URI's site is inherited from the base URI's site
/// component, which will also be undefined if the URI scheme does not use a site component."
fn step4_site<O: Observer>(base: &UriRef<'_>, r: &UriRef<'_>, obs: &mut O) -> bool {
    if r.authority.is_some() {
        obs.step(
            &S4,
            Outcome::Decision("site defined → a network-path; skip to step 7"),
        );
        obs.step(
            &S4,
            Outcome::Take {
                component: Component::Path,
                from: Role::Reference,
                value: Some(r.path),
            },
        );
        return true;
    }
    obs.step(
        &S4,
        Outcome::Decision("site undefined → inherited from the base"),
    );
    obs.step(
        &S4,
        Outcome::Take {
            component: Component::Authority,
            from: Role::Base,
            value: base.authority,
        },
    );
    false
}

/// Step 5: "If the path component begins with a slash character ("/"), then the reference is an
/// absolute-path and we skip to step 7."
fn step5_absolute_path<O: Observer>(r: &UriRef<'_>, obs: &mut O) -> bool {
    if r.has_absolute_path() {
        obs.step(
            &S5,
            Outcome::Decision("path begins with `/` → an absolute-path; skip to step 7"),
        );
        obs.step(
            &S5,
            Outcome::Take {
                component: Component::Path,
                from: Role::Reference,
                value: Some(r.path),
            },
        );
        return true;
    }
    obs.step(
        &S5,
        Outcome::Decision("path does not begin with `/` → a relative-path; go on to step 6"),
    );
    false
}

/// Step 6: "If this step is reached, then we are resolving a relative-path reference. The relative
/// path needs to be merged with the base URI's path."
///
/// The new path (step 6h) is appended to `out`, between `lead` and `trail`.
#[inline(always)]
fn step6_merge<'a, O: Observer>(
    base: &UriRef<'a>,
    r: &UriRef<'a>,
    (lead, trail): (&'a str, &'a str),
    options: &Options,
    obs: &mut O,
    out: &mut String,
) -> Result<(), Error> {
    let base_path = base.path();
    // What 6a copies, and whether it is the start of the base path itself (it is not when the
    // empty-base-path fix supplies the `/`).
    let (head, head_in_base) = if base_path.is_empty() && base.authority.is_some() {
        if options.fix_empty_base_path {
            obs.step(&S6A, Outcome::Warning(&EMPTY_BASE_PATH_FIXED));
            ("/", false)
        } else {
            obs.step(&S6A, Outcome::Warning(&EMPTY_BASE_PATH));
            ("", true)
        }
    } else {
        // A byte loop: base paths are short, and `rfind` goes through `memrchr`.
        let head = base_path
            .bytes()
            .rposition(|b| b == b'/')
            .map_or("", |slash| &base_path[..=slash]);
        (head, true)
    };
    let mut store = SegStore::new();
    let mut buf = merge::copy_and_append(head, r.path(), &mut store, obs);
    merge::remove_dot_segments(&mut buf, obs);
    merge::leading_dotdot(&mut buf, options.above_root, obs)?;
    merge::finish(&buf, obs);
    let frame = Frame {
        lead,
        trail,
        lead_head: head_in_base.then(|| &base.as_str()[..base.path.start + head.len()]),
        tail_trail: Some(&r.as_str()[r.path.start..]),
    };
    buf.write_framed(&frame, out);
    Ok(())
}

/// Step 7: "The resulting URI components, including any inherited from the base URI, are recombined
/// to give the absolute form of the URI reference."
fn step7_recombine<O: Observer>(parts: &Parts<'_>, obs: &mut O) -> String {
    step7_done(obs);
    parts.recompose()
}

fn step7_done<O: Observer>(obs: &mut O) {
    obs.step(
        &S7,
        Outcome::Decision("the components are recombined: scheme \":\" \"//\" site path \"?\" query \"#\" fragment, each only where defined"),
    );
}

fn parts_of<'a>(r: &UriRef<'a>) -> Parts<'a> {
    Parts {
        scheme: r.scheme(),
        authority: r.authority(),
        path: r.path(),
        query: r.query(),
        fragment: r.fragment(),
    }
}

fn parts_without_fragment<'a>(base: &UriRef<'a>) -> Parts<'a> {
    Parts {
        fragment: None,
        ..parts_of(base)
    }
}
