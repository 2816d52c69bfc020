//! Resolving a reference the way a browser does (`new URL(reference, base)`): the base is
//! parsed with no base URL, the reference with the base's record as its base URL, and the
//! record is serialized. The parser's hooks become the trace's events as they happen.

use super::steps::{SERIALIZER, step_of};
use crate::core::specs::whatwg::parser::{parse_with, parse_with_encoding};
use crate::core::specs::whatwg::query_encoding::QueryEncoding;
use crate::core::specs::whatwg::record::Url;
use crate::core::vocabulary::component::COMPONENTS;
use crate::core::vocabulary::component::{Component, Role};
use crate::core::vocabulary::error::Error;
use crate::core::vocabulary::event::{Event, Observer, Outcome, Source};
use crate::core::vocabulary::options::Options;
use crate::core::vocabulary::whatwg_act::Act;
use crate::core::vocabulary::whatwg_failure::Failure;
use crate::core::vocabulary::whatwg_frame::{BASE, LOCATION_URL};
use crate::core::vocabulary::whatwg_validation::ValidationError;

/// Resolves `reference` against `base` as the WHATWG URL Standard does.
///
/// ```
/// use uriscope::{Spec, resolve};
///
/// assert_eq!(resolve(Spec::Whatwg, "http://a/b/c/d;p?q", "../g").unwrap(), "http://a/b/g");
/// // `\` is a slash only in a special URL.
/// assert_eq!(resolve(Spec::Whatwg, "foo://host/a/b", "\\..").unwrap(), "foo://host/a/\\..");
/// ```
///
/// With `options.location_url`, the reference is a redirect's `Location` and the base the URL
/// it answered: a result with no fragment takes the base's, as the Fetch Standard's location
/// URL does ([`keep_request_fragment`]).
pub(crate) fn resolve<O: Observer>(
    base: &ParsedBase,
    reference: &str,
    options: &Options,
    obs: &mut O,
) -> Result<Url, Error> {
    let base = base.report(obs)?;
    let mut url = parse_input(reference, Some(base), obs)?;
    if options.location_url {
        url = keep_request_fragment(url, base.fragment(), obs);
    }
    serialize(&url, obs);
    Ok(url)
}

/// The Fetch Standard's location URL, step 4: a `Location` parsed to a URL whose fragment is
/// null takes `request_fragment`, the fragment of the URL the response answered ("requestFragment",
/// null for none). RFC 9110 §10.2.2 says the same: "the value inherits the fragment component
/// of the URI reference used to generate the target URI".
pub(crate) fn keep_request_fragment<O: Observer>(
    mut location: Url,
    request_fragment: Option<&str>,
    obs: &mut O,
) -> Url {
    match (location.fragment(), request_fragment) {
        (Some(_), _) => obs.step(
            &LOCATION_URL,
            Outcome::Decision("the Location's URL has a fragment of its own: it stays"),
        ),
        (None, None) => obs.step(
            &LOCATION_URL,
            Outcome::Decision("the Location's URL has no fragment, nor has the request's: none"),
        ),
        (None, Some(fragment)) => {
            location.set_fragment(fragment);
            obs.step(
                &LOCATION_URL,
                Outcome::Decision(
                    "the Location's URL has no fragment: it takes the request's, so that the \
                     browser keeps its place in the page across the redirect",
                ),
            );
            obs.assign(
                &LOCATION_URL,
                Component::Fragment,
                Source::Record,
                location.span_of(Component::Fragment),
            );
        }
    }
    location
}

/// The base URL parsed once, with no base of its own: its record or its failure, and what a
/// trace shows of its parse (its validation errors and its failure), which every resolution
/// against it reports again under the base URL step.
#[derive(Clone, Debug)]
pub(crate) struct ParsedBase {
    url: Result<Url, Failure>,
    /// The acts a trace shows of the base's parse; none of them carries text.
    acts: Vec<Act<()>>,
}

impl ParsedBase {
    /// Parses `base` with no base URL, looking for the validation errors that do not stop the
    /// parser only when `validation` asks for them (a trace shows them; a result alone does not
    /// need them, and the domain parser's strict ToASCII runs only for them).
    pub(crate) fn parse(base: &str, validation: bool) -> Self {
        fn with<const VALIDATION: bool>(base: &str) -> ParsedBase {
            let mut kept = BaseActs::<VALIDATION>(Vec::new());
            let url = parse_with(base, None, &mut kept);
            ParsedBase { url, acts: kept.0 }
        }
        if validation {
            with::<true>(base)
        } else {
            with::<false>(base)
        }
    }

    /// The validation errors of the base's parse, with their bytes.
    pub(crate) fn validation_errors(&self) -> Vec<(ValidationError, usize)> {
        self.acts
            .iter()
            .filter_map(|act| match act {
                Act::ValidationError { error, at, .. } => Some((*error, *at)),
                _ => None,
            })
            .collect()
    }

    /// The base's record, if it parsed.
    pub(crate) fn url(&self) -> Option<&Url> {
        self.url.as_ref().ok()
    }

    /// Why the base cannot be one: the parser's failure on it.
    pub(crate) fn error(&self) -> Option<Error> {
        self.url.as_ref().err().map(|failure| Error::Whatwg {
            step: &BASE,
            role: Role::Base,
            failure: *failure,
        })
    }

    /// The base's record, its parse reported to `obs` as one step: what was wrong with the base
    /// and, once it parsed, the URL it became. A state-by-state parse of the base would more
    /// than double a trace to show what a reader of the base rarely asks.
    fn report<O: Observer>(&self, obs: &mut O) -> Result<&Url, Error> {
        if O::ENABLED || O::VALIDATION {
            for act in &self.acts {
                let act = act.map_text(|()| "");
                obs.on_event(Event::Whatwg { step: &BASE, act });
            }
        }
        match &self.url {
            Ok(url) => {
                if O::ENABLED {
                    obs.on_event(Event::Whatwg {
                        step: &BASE,
                        act: Act::Returned(url.as_str()),
                    });
                }
                Ok(url)
            }
            Err(_) => Err(self.error().expect("the base failed")),
        }
    }
}

/// The URL record of `input`, parsed against `base` when there is one (`new URL(input, base)`):
/// the base is parsed first, with no base of its own. Every act of the input's parse is
/// reported to `obs`; of the base's, which the user did not ask to see step by step, only its
/// validation errors, its failure and the URL it returned, under the base URL step.
///
/// ```
/// use uriscope::whatwg::{Validation, parse_against};
///
/// let mut validation = Validation::default();
/// let url = parse_against(r"\\x", Some("http://a/b"), &mut validation).unwrap();
/// assert_eq!(url.attributes().href, "http://x/");
/// let names: Vec<_> = validation.input.iter().map(|(e, at)| (e.name(), *at)).collect();
/// assert_eq!(names, [("invalid-reverse-solidus", 0), ("invalid-reverse-solidus", 1)]);
/// ```
pub fn parse_against<O: Observer>(
    input: &str,
    base: Option<&str>,
    obs: &mut O,
) -> Result<Url, Error> {
    let base = base.map(|base| ParsedBase::parse(base, O::VALIDATION));
    let base_url = match &base {
        Some(base) => Some(base.report(obs)?),
        None => None,
    };
    parse_input(input, base_url, obs)
}

/// The input's parse, every act reported to `obs`.
fn parse_input<O: Observer>(input: &str, base: Option<&Url>, obs: &mut O) -> Result<Url, Error> {
    parse_encoded(input, base, None, obs)
}

/// The input's parse with `encoding` for a special URL's query (HTML's "encoding-parse a URL"),
/// every act reported to `obs`; a failure as the resolution's error.
pub(crate) fn parse_encoded<O: Observer>(
    input: &str,
    base: Option<&Url>,
    encoding: Option<&dyn QueryEncoding>,
    obs: &mut O,
) -> Result<Url, Error> {
    parse_with_encoding(input, base, encoding, obs).map_err(|failure| Error::Whatwg {
        step: step_of(failure.state),
        role: Role::Reference,
        failure,
    })
}

/// The serializer writes each component of the record; the result's components are those.
fn serialize<O: Observer>(url: &Url, obs: &mut O) {
    obs.step(
        &SERIALIZER,
        Outcome::Decision(
            "the record is written as scheme \":\", then \"//\" and the host (with credentials \
             and port) when the host is not null, the path, \"?\" query and \"#\" fragment when \
             not null",
        ),
    );
    for component in COMPONENTS {
        obs.assign(
            &SERIALIZER,
            component,
            Source::Record,
            url.span_of(component),
        );
    }
}

/// Keeps what a trace shows of the base's parse: its validation errors (when `VALIDATION`)
/// and its failure, the only acts an observer that is not enabled receives.
struct BaseActs<const VALIDATION: bool>(Vec<Act<()>>);

impl<const V: bool> Observer for BaseActs<V> {
    const ENABLED: bool = false;
    const VALIDATION: bool = V;

    fn on_event(&mut self, event: Event<'_>) {
        if let Event::Whatwg { act, .. } = event {
            self.0.push(act.map_text(|_| ()));
        }
    }
}
