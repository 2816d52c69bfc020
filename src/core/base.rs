//! A base parsed once, against which any number of references resolve: the front door for a
//! batch, a comparison or a page's links, where the base is the same and the references many.

use std::fmt;
use std::sync::{Arc, OnceLock};

use crate::core::profiles::registry;
use crate::core::specs::rfc1630;
use crate::core::specs::rfc1808;
use crate::core::specs::rfc1808::resolve::BaseUrl;
use crate::core::specs::rfc2396;
use crate::core::specs::rfc3986;
use crate::core::specs::whatwg;
use crate::core::text::uri_ref::UriRef;
use crate::core::text::url1808::Url1808;
use crate::core::vocabulary::component::Role;
use crate::core::vocabulary::error::Error;
use crate::core::vocabulary::event::{Event, NoTrace, Observer, StepEvent};
use crate::core::vocabulary::finding::Finding;
use crate::core::vocabulary::options::Options;
use crate::core::vocabulary::spec::Spec;
use crate::core::vocabulary::step::Step;
use crate::core::vocabulary::switch::Switch;
use crate::core::vocabulary::warning::Warning;

/// The longest base and reference together: the path algorithms address their buffers (at most
/// both texts and one `/`) with 32-bit offsets, `u32::MAX` marking "none".
pub const MAX_INPUT_LEN: usize = u32::MAX as usize - 2;

/// A base URI parsed once by one specification, with the options to resolve by.
///
/// Each [`resolve`](Base::resolve) reads only the reference: a 10 KB base costs its parse once,
/// not once per reference. A traced resolution ([`resolve_with`](Base::resolve_with) with a
/// [`Trace`](crate::trace::Trace)) still shows the base's parse, as it was recorded.
///
/// ```
/// use uriscope::{Base, Component, Options, Spec};
///
/// let base = Base::parse(Spec::Rfc3986, "http://a/b/c/d;p?q", &Options::default())?;
/// let resolved = base.resolve("../g?y#s")?;
/// assert_eq!(resolved.as_str(), "http://a/b/g?y#s");
/// assert_eq!(resolved.to_string(), "http://a/b/g?y#s");
/// assert_eq!(resolved.component(Component::Path), Some("/b/g"));
/// assert_eq!(base.resolve("//x")?.component(Component::Authority), Some("x"));
///
/// // A base no reference can resolve against is refused once, here.
/// let error = Base::parse(Spec::Rfc3986, "a/b", &Options::default()).unwrap_err();
/// assert_eq!(error.step().unwrap().citation().to_string(), "RFC 3986 §5.2.1");
/// # Ok::<(), uriscope::Error>(())
/// ```
#[derive(Clone, Debug)]
pub struct Base {
    spec: Spec,
    options: Options,
    text: String,
    /// Whether `options` apply to `spec`.
    checked: Result<(), Error>,
    /// What a trace shows of the base's parse (the RFCs'; WHATWG keeps its own).
    events: Vec<StepEvent>,
    /// Spans into `text`, read through [`Prepared::rebind`].
    parsed: Prepared<'static>,
    /// What is wrong in the base, shared by every resolution against it; found when first asked
    /// (resolving alone never asks).
    findings: OnceLock<Arc<[Finding]>>,
    /// The base's components as RFC 3986 Appendix B splits them (of the parser's
    /// serialization under WHATWG), read in `text` or that serialization.
    split: UriRef<'static>,
    /// The base's components as its specification read them ([`Base::components`]), found when
    /// first asked.
    read: OnceLock<UriRef<'static>>,
    /// Where the empty reference leads, found when first asked ([`Base::relative`] asks it
    /// for every target under a library profile).
    empty_leads_to: OnceLock<Option<String>>,
}

impl Base {
    /// Parses `text` as a base by `spec`, for resolving with `options`.
    ///
    /// Fails when a switch of `options` does not apply to `spec`
    /// ([`Error::SwitchDoesNotApply`]) or when the text cannot be a base for any reference:
    /// it has no scheme, or the WHATWG basic URL parser returns failure on it.
    pub fn parse(spec: Spec, text: &str, options: &Options) -> Result<Base, Error> {
        let base = Base::new(spec, text, options);
        base.checked.clone()?;
        base.parsed.error().map_or(Ok(base), Err)
    }

    /// Parses `text` as a base by `spec`, keeping what is wrong with it for every resolution to
    /// report (the command line's batch prints one line per reference, failed or not).
    pub(crate) fn new(spec: Spec, text: &str, options: &Options) -> Base {
        let mut kept = Kept(Vec::new());
        let parsed = Prepared::of(spec, text, &mut kept).detach();
        let serialized = match &parsed {
            Prepared::Whatwg(base) => base.url().map(whatwg::record::Url::as_str),
            _ => None,
        };
        let split = UriRef::parse(serialized.unwrap_or(text)).rebind("");
        Base {
            spec,
            options: *options,
            text: text.to_string(),
            checked: check_switches(options, spec),
            events: kept.0,
            parsed,
            findings: OnceLock::new(),
            split,
            read: OnceLock::new(),
            empty_leads_to: OnceLock::new(),
        }
    }

    /// What is wrong in the base: where it breaks the specification's grammar, or under WHATWG
    /// the validation errors of its parse (the one that ended it in failure as an error).
    pub fn findings(&self) -> &[Finding] {
        self.found()
    }

    /// The warnings of the base's own parse, with the step that raised each (RFC 3986
    /// §5.2.1's "the base has a fragment"): every resolution against the base repeats them, so
    /// a batch says them once.
    ///
    /// ```
    /// use uriscope::{Base, Options, Spec};
    ///
    /// let base = Base::parse(Spec::Rfc3986, "http://a/b#f", &Options::default())?;
    /// let (step, warning) = base.warnings().next().unwrap();
    /// assert_eq!(step.citation().to_string(), "RFC 3986 §5.2.1");
    /// assert!(warning.text.starts_with("The base has a fragment"));
    /// # Ok::<(), uriscope::Error>(())
    /// ```
    pub fn warnings(&self) -> impl Iterator<Item = (&'static Step, &'static Warning)> + '_ {
        self.events
            .iter()
            .filter_map(|e| e.warning().map(|w| (e.step, w)))
    }

    pub(crate) fn findings_shared(&self) -> Arc<[Finding]> {
        Arc::clone(self.found())
    }

    fn found(&self) -> &Arc<[Finding]> {
        self.findings.get_or_init(|| match &self.parsed {
            Prepared::Whatwg(base) => {
                Finding::of_validation(&base.validation_errors(), Role::Base, base.error().as_ref())
                    .into()
            }
            _ => Finding::of_grammar(self.spec, &self.text).into(),
        })
    }

    /// The specification it was parsed by.
    pub fn spec(&self) -> Spec {
        self.spec
    }

    /// The options references resolve with.
    pub fn options(&self) -> &Options {
        &self.options
    }

    /// The base as given.
    pub fn as_str(&self) -> &str {
        &self.text
    }

    /// What the empty reference resolves to, if it resolves.
    pub(crate) fn empty_leads_to(&self) -> Option<&str> {
        self.empty_leads_to
            .get_or_init(|| self.resolve("").ok().map(Resolved::into_string))
            .as_deref()
    }

    /// The base's components as RFC 3986 Appendix B splits them: of its text, or under WHATWG
    /// of the parser's serialization (`None` where the parser failed).
    pub(crate) fn split(&self) -> Option<UriRef<'_>> {
        match &self.parsed {
            Prepared::Whatwg(base) => Some(self.split.rebind(base.url()?.as_str())),
            _ => Some(self.split.rebind(&self.text)),
        }
    }

    /// The base's components as its specification reads them, as spans of the text as given:
    /// under WHATWG what the basic URL parser read ([`whatwg::split`](crate::whatwg::split)),
    /// otherwise the Appendix B split of RFC 2396 and RFC 3986.
    ///
    /// ```
    /// use uriscope::{Base, Options, Spec};
    ///
    /// let base = Base::parse(Spec::Whatwg, r"http:\\h\a\b", &Options::default())?;
    /// assert_eq!(base.components().authority(), Some("h"));
    /// assert_eq!(base.components().path(), r"\a\b");
    /// # Ok::<(), uriscope::Error>(())
    /// ```
    pub fn components(&self) -> UriRef<'_> {
        self.read
            .get_or_init(|| self.read_by_spec(&self.text, None).rebind(""))
            .rebind(&self.text)
    }

    /// A reference's components as this base's specification reads them: under WHATWG what the
    /// basic URL parser read in it against this base, before the base filled the rest
    /// (`\\h\p` is an authority and a path against `http://a/`, not a scheme); otherwise the
    /// Appendix B split.
    ///
    /// ```
    /// use uriscope::{Base, Options, Spec};
    ///
    /// let base = Base::parse(Spec::Whatwg, "http://a/b", &Options::default())?;
    /// let reference = base.components_of(r"\\127.0.0.1:18765\last#frag2");
    /// assert_eq!(reference.scheme(), None);
    /// assert_eq!(reference.authority(), Some("127.0.0.1:18765"));
    /// # Ok::<(), uriscope::Error>(())
    /// ```
    pub fn components_of<'a>(&self, reference: &'a str) -> UriRef<'a> {
        let base = match &self.parsed {
            Prepared::Whatwg(base) => base.url(),
            _ => None,
        };
        self.read_by_spec(reference, base)
    }

    fn read_by_spec<'a>(&self, text: &'a str, base: Option<&whatwg::record::Url>) -> UriRef<'a> {
        match self.spec {
            Spec::Whatwg => whatwg::split::split(text, base),
            _ => UriRef::parse(text),
        }
    }

    /// Resolves `reference` against this base.
    pub fn resolve(&self, reference: &str) -> Result<Resolved, Error> {
        self.resolve_with(reference, &mut NoTrace)
    }

    /// Resolves `reference` against this base, reporting every step to `observer`: the base's
    /// parse as it was recorded, then the reference's resolution.
    ///
    /// ```
    /// use uriscope::{Base, Options, Spec};
    /// use uriscope::trace::Trace;
    ///
    /// let base = Base::parse(Spec::Rfc2396, "http://a/b/c/d;p?q", &Options::default())?;
    /// let mut trace = Trace::default();
    /// base.resolve_with("g/../h", &mut trace)?;
    /// let six_e = trace.steps().into_iter().find(|s| s.step.id == "6e").unwrap();
    /// assert_eq!(six_e.buffer_after(&trace).as_deref(), Some("/b/c/h"));
    /// # Ok::<(), uriscope::Error>(())
    /// ```
    pub fn resolve_with<O: Observer>(
        &self,
        reference: &str,
        observer: &mut O,
    ) -> Result<Resolved, Error> {
        let parsed = self.parsed.rebind(&self.text);
        let events = &self.events;
        resolve_prepared(
            self.spec,
            &self.text,
            reference,
            || self.checked.clone(),
            observer,
            |obs| {
                if O::ENABLED {
                    for event in events {
                        obs.on_event(Event::Step(*event));
                    }
                }
                parsed.resolve(reference, &self.options, obs)
            },
        )
        .map(|href| Resolved::new(self.spec, href))
    }
}

/// Resolves `reference` against `base` by `spec`, the base parsed on the way (the free
/// functions' path: nothing of the base is kept). Each specification's base goes straight into
/// its resolver, not through [`Prepared`], which is made to be kept.
pub(crate) fn resolve_text<O: Observer>(
    spec: Spec,
    base: &str,
    reference: &str,
    options: &Options,
    observer: &mut O,
) -> Result<String, Error> {
    // Most resolutions set no switch: that test is made here, where it is inlined (a call
    // to `check_switches` costs 30 instructions, 2 % of an RFC resolution).
    let checked = || {
        if *options == Options::default() {
            Ok(())
        } else {
            check_switches(options, spec)
        }
    };
    resolve_prepared(spec, base, reference, checked, observer, |obs| match spec {
        Spec::Rfc1630 => rfc1630::resolve::r0_context(base, obs)
            .and_then(|context| rfc1630::resolve::resolve(context, reference, options, obs)),
        Spec::Rfc1808 => rfc1808::resolve::prepare_base(base, obs)
            .and_then(|b| rfc1808::resolve::resolve(&b, reference, options, obs)),
        Spec::Rfc2396 => rfc2396::resolve::prepare_base(base, obs)
            .and_then(|b| rfc2396::resolve::resolve(&b, reference, options, obs)),
        Spec::Rfc3986 => rfc3986::resolve::pre_parse_base(base, obs)
            .and_then(|b| rfc3986::resolve::resolve(&b, reference, options, obs)),
        Spec::Whatwg => {
            let base = whatwg::resolve::ParsedBase::parse(base, O::VALIDATION);
            whatwg::resolve::resolve(&base, reference, options, obs)
                .map(whatwg::record::Url::into_string)
        }
        Spec::Library(library) => registry::resolve(library, base, reference, obs),
    })
}

/// The one order of every resolution: the start, the length and switch checks, the base's
/// parse and the reference's resolution (`resolve`, which parses the base or replays its
/// parse), the finish.
fn resolve_prepared<O: Observer, R: AsRef<str>>(
    spec: Spec,
    base: &str,
    reference: &str,
    checked: impl FnOnce() -> Result<(), Error>,
    observer: &mut O,
    resolve: impl FnOnce(&mut O) -> Result<R, Error>,
) -> Result<R, Error> {
    let length = check_length(base.len().saturating_add(reference.len()));
    // A trace of a refused input records neither text: they may be gigabytes.
    let (shown_base, shown_reference) = if length.is_ok() {
        (base, reference)
    } else {
        ("", "")
    };
    observer.on_event(Event::Start {
        spec,
        base: shown_base,
        reference: shown_reference,
    });
    let result = length
        .and_then(|()| checked())
        .and_then(|()| resolve(observer));
    observer.on_event(Event::Finish {
        result: result.as_ref().map(AsRef::as_ref),
    });
    result
}

fn check_length(length: usize) -> Result<(), Error> {
    if length > MAX_INPUT_LEN {
        return Err(Error::TooLong { length });
    }
    Ok(())
}

/// An observer that keeps the step events of a base's parse, to report them again.
struct Kept(Vec<StepEvent>);

impl Observer for Kept {
    fn on_event(&mut self, event: Event<'_>) {
        if let Event::Step(event) = event {
            self.0.push(event);
        }
    }
}

/// A base as each specification reads it before any reference, or why it cannot be one.
#[derive(Clone, Debug)]
enum Prepared<'a> {
    /// RFC 1630's context, the base without its fragment-id: its length.
    Rfc1630 {
        base: &'a str,
        context: Result<usize, Error>,
    },
    Rfc1808(Result<BaseUrl<'a>, Error>),
    Rfc2396(Result<UriRef<'a>, Error>),
    Rfc3986(Result<UriRef<'a>, Error>),
    /// WHATWG's base has its own record, which owns its text.
    Whatwg(std::borrow::Cow<'a, whatwg::resolve::ParsedBase>),
    /// A library profile reads the base on every call, as its library does.
    Library {
        profile: crate::core::vocabulary::profile::Profile,
        base: &'a str,
    },
}

impl<'a> Prepared<'a> {
    /// Parses `text` by `spec`, keeping the base's steps in `obs` (the WHATWG base keeps its
    /// validation errors itself).
    fn of(spec: Spec, text: &'a str, obs: &mut Kept) -> Self {
        match spec {
            Spec::Rfc1630 => Prepared::Rfc1630 {
                base: text,
                context: rfc1630::resolve::r0_context(text, obs).map(str::len),
            },
            Spec::Rfc1808 => Prepared::Rfc1808(rfc1808::resolve::prepare_base(text, obs)),
            Spec::Rfc2396 => Prepared::Rfc2396(rfc2396::resolve::prepare_base(text, obs)),
            Spec::Rfc3986 => Prepared::Rfc3986(rfc3986::resolve::pre_parse_base(text, obs)),
            Spec::Whatwg => Prepared::Whatwg(std::borrow::Cow::Owned(
                whatwg::resolve::ParsedBase::parse(text, true),
            )),
            Spec::Library(profile) => Prepared::Library {
                profile,
                base: text,
            },
        }
    }

    /// The same spans with no text, to be kept beside an owned copy of it.
    fn detach(self) -> Prepared<'static> {
        match self {
            Prepared::Rfc1630 { context, .. } => Prepared::Rfc1630 { base: "", context },
            Prepared::Rfc1808(base) => Prepared::Rfc1808(base.map(|b| b.rebind(""))),
            Prepared::Rfc2396(base) => Prepared::Rfc2396(base.map(|b| b.rebind(""))),
            Prepared::Rfc3986(base) => Prepared::Rfc3986(base.map(|b| b.rebind(""))),
            Prepared::Whatwg(base) => Prepared::Whatwg(std::borrow::Cow::Owned(base.into_owned())),
            Prepared::Library { profile, .. } => Prepared::Library { profile, base: "" },
        }
    }

    /// The spans read in `text`, the copy they were detached from.
    fn rebind<'t>(&'t self, text: &'t str) -> Prepared<'t> {
        match self {
            Prepared::Rfc1630 { context, .. } => Prepared::Rfc1630 {
                base: text,
                context: context.clone(),
            },
            Prepared::Rfc1808(base) => {
                Prepared::Rfc1808(base.as_ref().map(|b| b.rebind(text)).map_err(Clone::clone))
            }
            Prepared::Rfc2396(base) => {
                Prepared::Rfc2396(base.as_ref().map(|b| b.rebind(text)).map_err(Clone::clone))
            }
            Prepared::Rfc3986(base) => {
                Prepared::Rfc3986(base.as_ref().map(|b| b.rebind(text)).map_err(Clone::clone))
            }
            Prepared::Whatwg(base) => Prepared::Whatwg(std::borrow::Cow::Borrowed(base)),
            Prepared::Library { profile, .. } => Prepared::Library {
                profile: *profile,
                base: text,
            },
        }
    }

    /// Why no reference can resolve against this base, if so.
    fn error(&self) -> Option<Error> {
        match self {
            Prepared::Rfc1630 { context, .. } => context.as_ref().err().cloned(),
            Prepared::Rfc1808(base) => base.as_ref().err().cloned(),
            Prepared::Rfc2396(base) | Prepared::Rfc3986(base) => base.as_ref().err().cloned(),
            Prepared::Whatwg(base) => base.error(),
            Prepared::Library { .. } => None,
        }
    }

    /// Resolves `reference` against this base.
    fn resolve<O: Observer>(
        self,
        reference: &str,
        options: &Options,
        obs: &mut O,
    ) -> Result<Href, Error> {
        let text = |href: String| Href::Text(href);
        match self {
            Prepared::Rfc1630 { base, context } => {
                rfc1630::resolve::resolve(&base[..context?], reference, options, obs).map(text)
            }
            Prepared::Rfc1808(base) => {
                rfc1808::resolve::resolve(&base?, reference, options, obs).map(text)
            }
            Prepared::Rfc2396(base) => {
                rfc2396::resolve::resolve(&base?, reference, options, obs).map(text)
            }
            Prepared::Rfc3986(base) => {
                rfc3986::resolve::resolve(&base?, reference, options, obs).map(text)
            }
            Prepared::Whatwg(base) => {
                whatwg::resolve::resolve(&base, reference, options, obs).map(Href::Record)
            }
            Prepared::Library { profile, base } => {
                registry::resolve(profile, base, reference, obs).map(text)
            }
        }
    }
}

/// A result as a resolver returns it: its text, or for WHATWG the URL record it serializes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Href {
    Text(String),
    Record(whatwg::record::Url),
}

impl AsRef<str> for Href {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl Href {
    pub(crate) fn as_str(&self) -> &str {
        match self {
            Href::Text(text) => text,
            Href::Record(url) => url.as_str(),
        }
    }

    pub(crate) fn into_string(self) -> String {
        match self {
            Href::Text(text) => text,
            Href::Record(url) => url.into_string(),
        }
    }
}

/// A resolved URI, split into its components as its specification reads it when first asked:
/// RFC 1808 by its section 2.4, the others by the Appendix B expression of RFC 2396 and RFC 3986
/// (for WHATWG, the serialization of the URL record, which is kept: [`Resolved::record`]). A
/// caller that wants only the text ([`Resolved::into_string`]) never pays for the split.
///
/// Displays as the URI; two are equal when their specification and URI are.
#[derive(Clone, Debug)]
pub struct Resolved {
    spec: Spec,
    href: Href,
    /// The Appendix B split, detached from `href` (read through [`UriRef::rebind`]).
    split: OnceLock<UriRef<'static>>,
    /// RFC 1808's own split, likewise.
    rfc1808: OnceLock<Url1808<'static>>,
}

impl PartialEq for Resolved {
    fn eq(&self, other: &Self) -> bool {
        self.spec == other.spec && self.href == other.href
    }
}

impl Eq for Resolved {}

impl Resolved {
    pub(crate) fn new(spec: Spec, href: Href) -> Self {
        Resolved {
            spec,
            href,
            split: OnceLock::new(),
            rfc1808: OnceLock::new(),
        }
    }

    /// The resolved URI.
    pub fn as_str(&self) -> &str {
        self.href.as_str()
    }

    /// The resolved URI, given up.
    pub fn into_string(self) -> String {
        self.href.into_string()
    }

    /// The specification that resolved it.
    pub fn spec(&self) -> Spec {
        self.spec
    }

    /// The URI split by the Appendix B expression (scheme, authority, path, query, fragment),
    /// whatever the specification.
    pub fn uri_ref(&self) -> UriRef<'_> {
        self.split
            .get_or_init(|| UriRef::parse(self.as_str()).rebind(""))
            .rebind(self.as_str())
    }

    /// A component of the URI as its specification reads it back: `None` when undefined
    /// (RFC 1808 also reads an empty params, query or fragment as `None`).
    pub fn component(
        &self,
        component: crate::core::vocabulary::component::Component,
    ) -> Option<&str> {
        if self.spec == Spec::Rfc1808 {
            let url = self.rfc1808.get_or_init(|| {
                Url1808::parse(self.as_str(), Role::Result, &mut NoTrace).rebind("")
            });
            url.rebind(self.as_str()).get(component)
        } else {
            self.uri_ref().get(component)
        }
    }

    /// Under WHATWG, the URL record the parser built (its attributes are what JavaScript's
    /// `URL` shows).
    pub fn record(&self) -> Option<&whatwg::record::Url> {
        match &self.href {
            Href::Record(url) => Some(url),
            Href::Text(_) => None,
        }
    }
}

impl fmt::Display for Resolved {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl AsRef<str> for Resolved {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl PartialEq<str> for Resolved {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<&str> for Resolved {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

/// Refuses a switch set for a specification that does not read it.
fn check_switches(options: &Options, spec: Spec) -> Result<(), Error> {
    match Switch::ALL
        .into_iter()
        .find(|switch| switch.is_set(options) && !switch.applies_to(spec))
    {
        Some(switch) => Err(Error::SwitchDoesNotApply { switch, spec }),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::vocabulary::trace::Trace;

    #[test]
    fn texts_of_four_gibibytes_are_refused_with_a_sentence() {
        assert!(check_length(MAX_INPUT_LEN).is_ok());
        let error = check_length(MAX_INPUT_LEN + 1).unwrap_err();
        assert_eq!(
            error.to_string(),
            "the base and the reference together are 4294967294 bytes; uriscope resolves texts \
             shorter than 4 GiB together"
        );
    }

    /// A parsed base gives, for every specification, the result and the very trace that
    /// resolving the two texts gives.
    #[test]
    fn a_parsed_base_traces_as_the_texts_do() {
        let cases = [
            ("http://a/b/c/d;p?q", "../g"),
            ("http://a/b/c/d;p?q", ""),
            ("http://a/b/c/d;p?q#f", "?y"),
            ("", "g"),
            ("a/b", "g"),
            ("http://a", "g"),
            ("http://a/b", " \\\\x\t"),
            ("http://[::1", "g"),
            ("foo:/a/b#frag", "//x/y"),
        ];
        for spec in Spec::ALL {
            for (base_text, reference) in cases {
                let mut expected = Trace::default();
                let want = crate::resolve_with(
                    spec,
                    base_text,
                    reference,
                    &Options::default(),
                    &mut expected,
                );
                let base = Base::new(spec, base_text, &Options::default());
                let mut trace = Trace::default();
                let got = base.resolve_with(reference, &mut trace);
                assert_eq!(
                    got.map(Resolved::into_string),
                    want,
                    "{spec:?} {base_text:?} {reference:?}"
                );
                assert_eq!(trace.events(), expected.events(), "{spec:?} {base_text:?}");
                assert_eq!(
                    base.resolve(reference).map(Resolved::into_string),
                    crate::resolve(spec, base_text, reference)
                );
            }
        }
    }
}
