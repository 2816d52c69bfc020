//! What a reader should know of a text, a link, a host or a redirect, whoever found it: an
//! RFC's grammar diagnostic, a validation error of the WHATWG basic URL parser, what following
//! a redirect found, a link's flag, a host's international readings and why RFC 3987's mapping
//! kept an escape. Every front end shows each kind through the same readers: [`Finding::rule`],
//! [`Finding::severity`], [`Finding::message`] and, in a text, [`Finding::at`].

use crate::core::text::grammar::diagnostics::{Diagnostic, Severity};
use crate::core::text::grammar::grammars::Grammar;
use crate::core::text::idn::HostWarning;
use crate::core::vocabulary::component::Role;
use crate::core::vocabulary::error::Error;
use crate::core::vocabulary::link_flag::LinkFlag;
use crate::core::vocabulary::mapping_why::Why;
use crate::core::vocabulary::span::Span;
use crate::core::vocabulary::spec::Spec;
use crate::core::vocabulary::whatwg_failure::Failure;
use crate::core::vocabulary::whatwg_validation::ValidationError;

/// One finding: at one byte of a base, a reference or a result, or of a link, a host or a
/// redirect.
///
/// ```
/// use uriscope::{Base, Options, Resolution, Role, Spec};
/// use uriscope::grammar::Severity;
///
/// let base = Base::parse(Spec::Whatwg, "http://a/b", &Options::default())?;
/// let resolution = Resolution::new(&base, "\\\\x");
/// let found: Vec<_> = resolution.findings(Role::Reference).iter()
///     .map(|f| (f.rule(), f.at(), f.severity())).collect();
/// assert_eq!(found, [("invalid-reverse-solidus", Some(0), Severity::Warning),
///                    ("invalid-reverse-solidus", Some(1), Severity::Warning)]);
///
/// let base = Base::parse(Spec::Rfc3986, "http://a/b", &Options::default())?;
/// let resolution = Resolution::new(&base, "g h");
/// let space = &resolution.findings(Role::Reference)[0];
/// assert_eq!((space.rule(), space.at(), space.severity()), ("pchar", Some(1), Severity::Error));
/// # Ok::<(), uriscope::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Finding {
    /// Where the text breaks a rule of an RFC's grammar.
    Grammar(Diagnostic),
    /// A validation error the WHATWG parser raised, at a byte of the text as given.
    Validation {
        /// The error, by the Standard's name.
        error: ValidationError,
        /// Its byte.
        at: usize,
        /// The failure it ended the parse in, when it did.
        failure: Option<Failure>,
    },
    /// What following one redirect found: where a browser and curl part, a fragment carried
    /// over, a status that is no redirect.
    Redirect {
        /// A short name for JSON: `fragment-inherited`, `not-a-redirect-status`.
        id: &'static str,
        /// What happened, and the rule that says so.
        sentence: String,
    },
    /// Something a reviewer should look at in a link of a page.
    Link(LinkFlag),
    /// What a reviewer should know of a host's international readings.
    Host(HostWarning),
    /// Why RFC 3987's mapping kept an escape or flagged a character, at a span of its input.
    Mapping {
        /// The reason.
        why: Why,
        /// Where, in the mapping's input.
        at: Span,
    },
}

impl Finding {
    /// The byte of the text it is at; `None` for a finding of a link, a host or a redirect,
    /// which is about the whole.
    pub fn at(&self) -> Option<usize> {
        match self {
            Finding::Grammar(diagnostic) => Some(diagnostic.at),
            Finding::Validation { at, .. } => Some(*at),
            Finding::Mapping { at, .. } => Some(at.start),
            Finding::Redirect { .. } | Finding::Link(_) | Finding::Host(_) => None,
        }
    }

    /// An error (the grammar does not allow it; the parser returned failure) or a warning.
    pub fn severity(&self) -> Severity {
        match self {
            Finding::Grammar(diagnostic) => diagnostic.severity,
            Finding::Validation { failure, .. } => match failure {
                Some(_) => Severity::Error,
                None => Severity::Warning,
            },
            Finding::Link(LinkFlag::Fails) => Severity::Error,
            Finding::Redirect { .. }
            | Finding::Link(_)
            | Finding::Host(_)
            | Finding::Mapping { .. } => Severity::Warning,
        }
    }

    /// The rule broken, or the validation error's name, as the document names it; for the
    /// other kinds, the short name JSON writes (`fragment-inherited`, `changed-by-base`,
    /// `confusable`, `not-utf8`).
    pub fn rule(&self) -> &'static str {
        match self {
            Finding::Grammar(diagnostic) => diagnostic.rule(),
            Finding::Validation { error, .. } => error.name(),
            Finding::Redirect { id, .. } => id,
            Finding::Link(flag) => flag.name(),
            Finding::Host(warning) => warning.id(),
            Finding::Mapping { why, .. } => why.id(),
        }
    }

    /// One sentence a person understands, citing the document.
    pub fn message(&self) -> String {
        match self {
            Finding::Grammar(diagnostic) => diagnostic.message(),
            Finding::Validation {
                failure: Some(failure),
                ..
            } => failure.to_string(),
            Finding::Validation { error, .. } => {
                format!("{}: {}", error.name(), error.description())
            }
            Finding::Redirect { sentence, .. } => sentence.clone(),
            Finding::Link(flag) => flag.text(),
            Finding::Host(warning) => warning.sentence(),
            Finding::Mapping { why, .. } => why.sentence(),
        }
    }

    /// The [`message`](Self::message) of each of `findings`, all found in `text`, with what the
    /// text adds: for a registered name that RFC 3986's grammar refuses (a character beyond
    /// US-ASCII), the IDNA encoding §3.2.2 asks of a name meant for the DNS. The text is read
    /// for it once, however many findings there are.
    ///
    /// ```
    /// use uriscope::{Base, Finding, Options, Resolution, Role, Spec};
    ///
    /// let base = Base::parse(Spec::Rfc3986, "http://a/b", &Options::default())?;
    /// let reference = "//bücher.example/";
    /// let resolution = Resolution::new(&base, reference);
    /// let findings = resolution.findings(Role::Reference);
    /// let messages: Vec<String> = Finding::messages_in(findings, reference).collect();
    /// assert!(messages[0].ends_with("; for the DNS, this host is `xn--bcher-kva.example`"));
    /// # Ok::<(), uriscope::Error>(())
    /// ```
    pub fn messages_in<'f>(
        findings: &'f [Finding],
        text: &'f str,
    ) -> impl Iterator<Item = String> + 'f {
        let mut dns_form: Option<Option<String>> = None;
        findings.iter().map(move |finding| {
            let mut message = finding.message();
            if finding.asks_for_a_dns_form() {
                let form = dns_form.get_or_insert_with(|| Grammar::Rfc3986.check(text).host_idna());
                if let Some(idna) = form {
                    message.push_str(&format!("; for the DNS, this host is `{idna}`"));
                }
            }
            message
        })
    }

    /// A registered name RFC 3986 refuses for a character beyond US-ASCII.
    fn asks_for_a_dns_form(&self) -> bool {
        matches!(self, Finding::Grammar(d)
            if d.rule.spec == Spec::Rfc3986 && d.rule.name == "reg-name" && !d.found.is_ascii())
    }

    /// What `spec`'s grammar finds in `text` (nothing under WHATWG, which has no grammar).
    pub(crate) fn of_grammar(spec: Spec, text: &str) -> Vec<Finding> {
        Grammar::of(spec).map_or_else(Vec::new, |grammar| {
            grammar
                .check(text)
                .diagnostics
                .into_iter()
                .map(Finding::Grammar)
                .collect()
        })
    }

    /// The validation errors of one input's WHATWG parse, in order; the last is the one that
    /// ended it when `error` says the parse of `role` failed there.
    pub(crate) fn of_validation(
        errors: &[(ValidationError, usize)],
        role: Role,
        error: Option<&Error>,
    ) -> Vec<Finding> {
        let mut found: Vec<Finding> = errors
            .iter()
            .map(|&(error, at)| Finding::Validation {
                error,
                at,
                failure: None,
            })
            .collect();
        if let Some(Error::Whatwg {
            role: failed,
            failure,
            ..
        }) = error
            && *failed == role
            && let Some(Finding::Validation {
                error,
                at,
                failure: last,
            }) = found.last_mut()
            && (*error, *at) == (failure.error, failure.at)
        {
            *last = Some(*failure);
        }
        found
    }
}
