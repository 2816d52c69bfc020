//! What is wrong at one place of a text, whichever specification judged it: an RFC's grammar
//! diagnostic or a validation error of the WHATWG basic URL parser.

use crate::core::text::grammar::diagnostics::{Diagnostic, Severity};
use crate::core::text::grammar::grammars::Grammar;
use crate::core::vocabulary::component::Role;
use crate::core::vocabulary::error::Error;
use crate::core::vocabulary::spec::Spec;
use crate::core::vocabulary::whatwg_failure::Failure;
use crate::core::vocabulary::whatwg_validation::ValidationError;

/// One finding at one byte of a base, a reference or a result.
///
/// ```
/// use uriscope::{Base, Options, Resolution, Role, Spec};
/// use uriscope::grammar::Severity;
///
/// let base = Base::parse(Spec::Whatwg, "http://a/b", &Options::default())?;
/// let resolution = Resolution::new(&base, "\\\\x");
/// let found: Vec<_> = resolution.findings(Role::Reference).iter()
///     .map(|f| (f.rule(), f.at(), f.severity())).collect();
/// assert_eq!(found, [("invalid-reverse-solidus", 0, Severity::Warning),
///                    ("invalid-reverse-solidus", 1, Severity::Warning)]);
///
/// let base = Base::parse(Spec::Rfc3986, "http://a/b", &Options::default())?;
/// let resolution = Resolution::new(&base, "g h");
/// let space = &resolution.findings(Role::Reference)[0];
/// assert_eq!((space.rule(), space.at(), space.severity()), ("pchar", 1, Severity::Error));
/// # Ok::<(), uriscope::Error>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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
}

impl Finding {
    /// The byte of the text it is at.
    pub fn at(&self) -> usize {
        match self {
            Finding::Grammar(diagnostic) => diagnostic.at,
            Finding::Validation { at, .. } => *at,
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
        }
    }

    /// The rule broken, or the validation error's name, as the document names it.
    pub fn rule(&self) -> &'static str {
        match self {
            Finding::Grammar(diagnostic) => diagnostic.rule(),
            Finding::Validation { error, .. } => error.name(),
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
