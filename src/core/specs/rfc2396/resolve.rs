//! RFC 2396 section 5.2 (= draft-fielding-url-syntax-10 section 5.2): resolving relative
//! references to absolute form, steps 1 to 7 with step 6 a to h.

use super::steps::*;

use crate::core::text::recompose::{self, Parts};
use crate::core::text::uri_ref::UriRef;
use crate::core::text::workspace::Workspace;
use crate::core::vocabulary::component::{Component, Role};
use crate::core::vocabulary::error::Error;
use crate::core::vocabulary::event::{Observer, Outcome, Source};
use crate::core::vocabulary::options::Options;
use crate::core::vocabulary::span::Span;

/// The base, parsed and checked before any reference: what [`resolve`] takes.
pub(crate) fn prepare_base<'a, O: Observer>(
    base: &'a str,
    obs: &mut O,
) -> Result<UriRef<'a>, Error> {
    let base = parse_base(base, obs);
    require_scheme(&base, obs)?;
    Ok(base)
}

/// Resolves `reference` against the base [`prepare_base`] gave, by RFC 2396 section 5.2,
/// reporting every step after the base's.
pub(crate) fn resolve<O: Observer>(
    base: &UriRef<'_>,
    reference: &str,
    options: &Options,
    obs: &mut O,
) -> Result<String, Error> {
    let base = *base;
    let r = step1_parse(reference, obs);
    if step2_current_document(&base, &r, obs) {
        let parts = Parts {
            fragment: r.fragment(),
            ..parts_of(&base)
        };
        return Ok(step7_recombine(&parts, obs));
    }
    let Some(scheme) = step3_scheme(&base, &r, options, obs) else {
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
    // Step 7 is written around step 6: the scheme and authority first (the base's text before
    // its path), the buffer, then the reference's query and fragment (its text after its path).
    let lead = &base.as_str()[..base.path.start];
    let trail = &r.as_str()[r.path.end..];
    // The merged path is never longer than the base path (or `/`) and the reference path.
    let mut out =
        String::with_capacity(lead.len() + base.path.len().max(1) + r.path.len() + trail.len());
    out.push_str(lead);
    let path = step6_merge(&base, &r, options, &mut out, obs)?;
    out.push_str(trail);
    if O::ENABLED {
        let parts = Parts {
            path: path.of(&out),
            ..parts(base.authority())
        };
        step7_report(&parts, obs);
    }
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
        step: &BASE,
        base: base.as_str().to_string(),
    })
}

/// Step 1: "The URI reference is parsed into the potential four components and fragment
/// identifier, as described in Section 4.4."
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
fn step2_current_document<O: Observer>(base: &UriRef<'_>, r: &UriRef<'_>, obs: &mut O) -> bool {
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
        for component in [
            Component::Scheme,
            Component::Authority,
            Component::Path,
            Component::Query,
        ] {
            obs.assign(&S2, component, Source::Base, base.span(component));
        }
        obs.assign(&S2, Component::Fragment, Source::Reference, r.fragment);
        return true;
    }
    obs.step(
        &S2,
        Outcome::Decision(
            "not the current document: query and fragment are the reference's own, never the base's",
        ),
    );
    obs.assign(&S2, Component::Query, Source::Reference, r.query);
    obs.assign(&S2, Component::Fragment, Source::Reference, r.fragment);
    false
}

/// Step 3: "If the scheme component is defined, indicating that the reference starts with a
/// scheme name, then the reference is interpreted as an absolute URI and we are done.
/// Otherwise, the reference URI's scheme is inherited from the base URI's scheme component."
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
) -> Option<&'a str> {
    let Some(scheme) = r.scheme() else {
        obs.step(
            &S3,
            Outcome::Decision("scheme undefined → inherited from the base"),
        );
        obs.assign(&S3, Component::Scheme, Source::Base, base.scheme);
        return base.scheme();
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
        obs.assign(&S3, Component::Scheme, Source::Base, base.scheme);
        return base.scheme();
    }
    obs.step(
        &S3,
        Outcome::Decision("scheme defined → an absolute URI; done"),
    );
    for component in [Component::Scheme, Component::Authority, Component::Path] {
        obs.assign(&S3, component, Source::Reference, r.span(component));
    }
    None
}

/// Step 4: "If the site component is defined, then the reference is a network-path and we skip
/// to step 7. Otherwise, the reference URI's site is inherited from the base URI's site
/// component, which will also be undefined if the URI scheme does not use a site component."
fn step4_site<O: Observer>(base: &UriRef<'_>, r: &UriRef<'_>, obs: &mut O) -> bool {
    if r.authority.is_some() {
        obs.step(
            &S4,
            Outcome::Decision("site defined → a network-path; skip to step 7"),
        );
        obs.assign(&S4, Component::Authority, Source::Reference, r.authority);
        obs.assign(&S4, Component::Path, Source::Reference, Some(r.path));
        return true;
    }
    obs.step(
        &S4,
        Outcome::Decision("site undefined → inherited from the base"),
    );
    obs.assign(&S4, Component::Authority, Source::Base, base.authority);
    false
}

/// Step 5: "If the path component begins with a slash character ("/"), then the reference is
/// an absolute-path and we skip to step 7."
fn step5_absolute_path<O: Observer>(r: &UriRef<'_>, obs: &mut O) -> bool {
    if r.has_absolute_path() {
        obs.step(
            &S5,
            Outcome::Decision("path begins with `/` → an absolute-path; skip to step 7"),
        );
        obs.assign(&S5, Component::Path, Source::Reference, Some(r.path));
        return true;
    }
    obs.step(
        &S5,
        Outcome::Decision("path does not begin with `/` → a relative-path; go on to step 6"),
    );
    false
}

/// Step 6: "If this step is reached, then we are resolving a relative-path reference. The
/// relative path needs to be merged with the base URI's path."
///
/// The new path (step 6h) is appended to `out`; returns its span there.
fn step6_merge<O: Observer>(
    base: &UriRef<'_>,
    r: &UriRef<'_>,
    options: &Options,
    out: &mut String,
    obs: &mut O,
) -> Result<Span, Error> {
    let base_path = base.path();
    // What 6a copies: everything up to the last slash, or `/` when the base has a site and an
    // empty path and the fix is asked for.
    let head = if base_path.is_empty() && base.authority.is_some() {
        if options.fix_empty_base_path {
            obs.step(&S6A, Outcome::Warning(&EMPTY_BASE_PATH_FIXED));
            "/"
        } else {
            obs.step(&S6A, Outcome::Warning(&EMPTY_BASE_PATH));
            ""
        }
    } else {
        // A byte loop: base paths are short, and `rfind` goes through a generic searcher.
        base_path
            .bytes()
            .rposition(|b| b == b'/')
            .map_or("", |slash| &base_path[..=slash])
    };
    if r.path.is_empty() {
        obs.step(&S6A, Outcome::Warning(&EMPTY_PATH_MERGED));
    }
    let ws = Workspace::new(head, r.path());
    super::merge::copy_and_append(ws, obs);
    let mut buf = super::merge::remove_dot_segments(ws, out, obs);
    super::merge::leading_dotdot(&mut buf, options.above_root, out, obs)?;
    Ok(super::merge::finish(&buf, out, obs))
}

/// Step 7: "The resulting URI components, including any inherited from the base URI, are
/// recombined to give the absolute form of the URI reference."
fn step7_recombine<O: Observer>(parts: &Parts<'_>, obs: &mut O) -> String {
    if O::ENABLED {
        step7_report(parts, obs);
    }
    parts.recompose()
}

/// Reports step 7 for the components in `parts`, and warns when they would read back as other
/// components.
fn step7_report<O: Observer>(parts: &Parts<'_>, obs: &mut O) {
    obs.step(
        &S7,
        Outcome::Decision(
            "the components are recombined: scheme \":\" \"//\" site path \"?\" query \"#\" \
             fragment, each only where defined",
        ),
    );
    if let Some(warning) = recompose::misreading(parts) {
        obs.step(&S7, Outcome::Warning(warning));
    }
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
