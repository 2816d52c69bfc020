//! The switches where a specification allows more than one behaviour, and their names.

/// What RFC 2396 step 6g does with `..` segments left at the start of the merged path.
///
/// "Implementations may handle this error by retaining these components in the resolved path
/// (i.e., treating them as part of the final URI), by removing them from the resolved path
/// (i.e., discarding relative levels above the root), or by avoiding traversal of the
/// reference."
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum AboveRoot {
    /// Retain them: Appendix C's published answers (`http://a/../g`).
    #[default]
    Keep,
    /// Remove them (`http://a/g`).
    Remove,
    /// Refuse to resolve: an error naming the `..` segments.
    Reject,
}

impl AboveRoot {
    /// Every handling, in the order the specification lists them.
    pub const ALL: [AboveRoot; 3] = [AboveRoot::Keep, AboveRoot::Remove, AboveRoot::Reject];

    /// The handling's name: `keep`, `remove` or `reject`.
    pub const fn id(self) -> &'static str {
        match self {
            AboveRoot::Keep => "keep",
            AboveRoot::Remove => "remove",
            AboveRoot::Reject => "reject",
        }
    }
}

/// Which revision of the RFC 1808 draft to follow for its Step 6c/6d.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Rfc1808Variant {
    /// draft-ietf-uri-relative-url-06 = RFC 1808: `<segment>` must not be `..`.
    #[default]
    Draft06,
    /// draft-ietf-uri-relative-url-05: `<segment>` may itself be `..`.
    Draft05,
}

impl Rfc1808Variant {
    /// Both drafts, the RFC first.
    pub const ALL: [Rfc1808Variant; 2] = [Rfc1808Variant::Draft06, Rfc1808Variant::Draft05];

    /// The draft's name: `draft-06` or `draft-05`.
    pub const fn id(self) -> &'static str {
        match self {
            Rfc1808Variant::Draft06 => "draft-06",
            Rfc1808Variant::Draft05 => "draft-05",
        }
    }
}

/// Options for every resolver; each specification reads the [`Switch`](crate::core::vocabulary::switch::Switch)es that concern it, and
/// refuses the others when they are set. [`Switch::ALL`](crate::core::vocabulary::switch::Switch::ALL) is the table that names, reads and
/// writes each field.
///
/// The default is the letter of each specification: strict parsing, RFC 2396 6g "retain",
/// and the base-with-empty-path case followed literally.
///
/// ```
/// use uriscope::{Options, Spec, resolve_with};
/// use uriscope::options::AboveRoot;
/// use uriscope::trace::NoTrace;
///
/// let remove = Options { above_root: AboveRoot::Remove, ..Options::default() };
/// let result = resolve_with(Spec::Rfc2396, "http://a/b/c/d;p?q", "../../../g", &remove, &mut NoTrace);
/// assert_eq!(result.as_deref(), Ok("http://a/g"));
/// // RFC 3986 has no step 6g: the switch is refused, never silently ignored.
/// assert!(resolve_with(Spec::Rfc3986, "http://a/b/c/d;p?q", "g", &remove, &mut NoTrace).is_err());
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Options {
    /// RFC 2396 step 6g: what to do with `..` segments left at the start of the path.
    ///
    /// ```
    /// use uriscope::{Error, Options, Spec, resolve_with};
    /// use uriscope::options::AboveRoot;
    /// use uriscope::trace::NoTrace;
    ///
    /// let with = |above_root| Options { above_root, ..Options::default() };
    /// let resolve = |options: &Options| {
    ///     resolve_with(Spec::Rfc2396, "http://a/b/c/d;p?q", "../../../g", options, &mut NoTrace)
    /// };
    /// assert_eq!(resolve(&with(AboveRoot::Keep)).as_deref(), Ok("http://a/../g"));
    /// assert_eq!(resolve(&with(AboveRoot::Remove)).as_deref(), Ok("http://a/g"));
    /// assert!(matches!(resolve(&with(AboveRoot::Reject)), Err(Error::AboveRoot { .. })));
    /// ```
    pub above_root: AboveRoot,
    /// Ignore a reference's scheme when it equals the base's (the `http:g` loophole RFC 1630
    /// left open: RFC 1808 §5.2, RFC 2396 step 3, RFC 3986's "non-strict" parser).
    ///
    /// ```
    /// use uriscope::{Options, Spec, resolve_with};
    /// use uriscope::trace::NoTrace;
    ///
    /// let non_strict = Options { non_strict: true, ..Options::default() };
    /// for spec in [Spec::Rfc1808, Spec::Rfc2396, Spec::Rfc3986] {
    ///     let strict = resolve_with(spec, "http://a/b/c/d;p?q", "http:g", &Options::default(), &mut NoTrace);
    ///     assert_eq!(strict.as_deref(), Ok("http:g"));
    ///     let loose = resolve_with(spec, "http://a/b/c/d;p?q", "http:g", &non_strict, &mut NoTrace);
    ///     assert_eq!(loose.as_deref(), Ok("http://a/b/c/g"));
    /// }
    /// ```
    pub non_strict: bool,
    /// RFC 2396 step 6a with a base that has an authority and an empty path: insert the `/`
    /// that RFC 3986 §5.2.3 adds (`http://a` + `g` = `http://a/g` instead of `http://ag`).
    ///
    /// ```
    /// use uriscope::{Options, Spec, resolve_with};
    /// use uriscope::trace::NoTrace;
    ///
    /// let fix = Options { fix_empty_base_path: true, ..Options::default() };
    /// let literal = resolve_with(Spec::Rfc2396, "http://a", "g", &Options::default(), &mut NoTrace);
    /// assert_eq!(literal.as_deref(), Ok("http://ag"));
    /// let fixed = resolve_with(Spec::Rfc2396, "http://a", "g", &fix, &mut NoTrace);
    /// assert_eq!(fixed.as_deref(), Ok("http://a/g"));
    /// ```
    pub fix_empty_base_path: bool,
    /// RFC 1808 draft revision: whether step 6c's `<segment>` may itself be `..`.
    ///
    /// ```
    /// use uriscope::{Options, Spec, resolve_with};
    /// use uriscope::options::Rfc1808Variant;
    /// use uriscope::trace::NoTrace;
    ///
    /// let draft05 = Options { rfc1808_variant: Rfc1808Variant::Draft05, ..Options::default() };
    /// let resolve = |options: &Options| {
    ///     resolve_with(Spec::Rfc1808, "http://a/b/c/d;p?q", "../../../../g", options, &mut NoTrace)
    /// };
    /// assert_eq!(resolve(&Options::default()).as_deref(), Ok("http://a/../../g"));
    /// assert_eq!(resolve(&draft05).as_deref(), Ok("http://a/g"));
    /// ```
    pub rfc1808_variant: Rfc1808Variant,
    /// The WHATWG URL Standard, the reference being a redirect's `Location` and the base the
    /// URL that answered: a result with no fragment takes the base's, as the Fetch Standard's
    /// location URL does (step 4; RFC 9110 §10.2.2).
    ///
    /// ```
    /// use uriscope::{Options, Spec, resolve_with};
    /// use uriscope::trace::NoTrace;
    ///
    /// let location_url = Options { location_url: true, ..Options::default() };
    /// let resolve = |options: &Options, location: &str| {
    ///     resolve_with(Spec::Whatwg, "https://a.example/old#sec", location, options, &mut NoTrace)
    /// };
    /// assert_eq!(resolve(&Options::default(), "/new").as_deref(), Ok("https://a.example/new"));
    /// assert_eq!(resolve(&location_url, "/new").as_deref(), Ok("https://a.example/new#sec"));
    /// assert_eq!(resolve(&location_url, "/new#top").as_deref(), Ok("https://a.example/new#top"));
    /// ```
    pub location_url: bool,
}
