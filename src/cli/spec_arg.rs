//! The values of `--spec` (a specification or a library profile, [`SpecArg`]), of `parse
//! --spec` (a grammar, [`GrammarArg`]) and of `compare --with` (profiles), each read with the
//! reason a value is refused, and each listing its possible values for help and completions.

use std::sync::LazyLock;

use clap::ValueEnum;
use clap::builder::PossibleValue;

use crate::core::text::grammar::grammars::Grammar;
use crate::core::vocabulary::profile::Profile;
use crate::core::vocabulary::spec::Spec;

/// The environment variable that names the specification `resolve`, `relative` and the
/// explorer use when `--spec` is not given: any value `--spec` takes, profiles included.
pub const SPEC_VARIABLE: &str = "URISCOPE_SPEC";

/// The specification or library [`SPEC_VARIABLE`] names, for a command that reads it itself;
/// `None` where it is unset or empty, and why where it names neither.
pub fn environment_spec() -> Result<Option<Spec>, String> {
    let Some(value) = std::env::var_os(SPEC_VARIABLE).filter(|value| !value.is_empty()) else {
        return Ok(None);
    };
    let text = value.to_string_lossy();
    text.parse::<Spec>().map(Some).map_err(|error| {
        let why = error.reason().map_or_else(
            || {
                let names: Vec<String> = Spec::ALL
                    .iter()
                    .map(|spec| spec.id().to_string())
                    .chain(Profile::words())
                    .collect();
                format!("it takes {}", names.join(", "))
            },
            ToString::to_string,
        );
        format!("{SPEC_VARIABLE} holds '{text}', which --spec cannot read ({why}); it is read where --spec is not given")
    })
}

/// Reads one item of `compare --with`: `all` (every library at its newest release) or a
/// profile; its possible values (for completions) are `all` and every profile's spellings.
#[derive(Clone, Copy, Debug)]
pub struct ProfilesParser;

impl clap::builder::TypedValueParser for ProfilesParser {
    type Value = Vec<Spec>;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<Vec<Spec>, clap::Error> {
        parse_profiles(&value.to_string_lossy()).map_err(|message| {
            let arg = arg.map_or_else(|| "--with".to_string(), ToString::to_string);
            clap::Error::raw(
                clap::error::ErrorKind::InvalidValue,
                format!("invalid value for '{arg}': {message}\n"),
            )
            .with_cmd(cmd)
        })
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        let all = PossibleValue::new("all").help("every library at its newest release modelled");
        Some(Box::new(std::iter::once(all).chain(profile_values())))
    }
}

fn parse_profiles(text: &str) -> Result<Vec<Spec>, String> {
    if text.eq_ignore_ascii_case("all") {
        return Ok(Spec::profiles().collect());
    }
    match text.parse::<Spec>() {
        Ok(spec) if spec.is_profile() => Ok(vec![spec]),
        Ok(spec) => Err(format!(
            "{} is a specification, and compare shows every specification already; --with adds \
             library profiles ({}, all)",
            spec.name(),
            Profile::words().join(", ")
        )),
        Err(error) => Err(error.reason().map_or_else(
            || format!("expected {} or all", Profile::words().join(", ")),
            ToString::to_string,
        )),
    }
}

/// Every library by its word (its newest release) and at each line it models
/// (`python@3.11`), for `--spec` and `compare --with`.
fn profile_values() -> impl Iterator<Item = PossibleValue> {
    Profile::newest_of_each().flat_map(|profile| {
        let lines: Vec<String> = profile.lines().map(|line| line.release()).collect();
        let help = if lines.is_empty() {
            profile.about().to_string()
        } else {
            format!(
                "{} (at {}; {}@RELEASE for {})",
                profile.about(),
                profile.release(),
                profile.library(),
                lines.join(", ")
            )
        };
        let word = PossibleValue::new(profile.library()).help(help);
        let each = profile
            .lines()
            .map(|line| PossibleValue::new(line.to_string()).help(line.title()));
        std::iter::once(word).chain(each)
    })
}

/// The other names `--spec` takes (any case): an RFC's number alone (`3986`), `url` for the
/// WHATWG URL Standard. [`Spec`]'s `FromStr` reads the same names.
fn spec_aliases(spec: Spec) -> &'static [&'static str] {
    match spec {
        Spec::Rfc1630 => &["1630"],
        Spec::Rfc1808 => &["1808"],
        Spec::Rfc2396 => &["2396"],
        Spec::Rfc3986 => &["3986"],
        Spec::Whatwg => &["url"],
        Spec::Library(_) => &[],
    }
}

/// A [`Spec`] as a clap value: a specification by its id or alias (any case), or a library
/// profile (`python`, `python@3.11`), read by [`Spec`]'s `FromStr`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SpecArg(pub Spec);

impl std::fmt::Display for SpecArg {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl clap::builder::ValueParserFactory for SpecArg {
    type Parser = SpecParser;

    fn value_parser() -> SpecParser {
        SpecParser
    }
}

/// Reads `--spec`; its possible values (for help and completions) are the specifications and
/// the profiles' spellings.
#[derive(Clone, Copy, Debug)]
pub struct SpecParser;

impl clap::builder::TypedValueParser for SpecParser {
    type Value = SpecArg;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<SpecArg, clap::Error> {
        use clap::error::{ContextKind, ContextValue, ErrorKind};
        let name = arg.map_or_else(|| "--spec".to_string(), ToString::to_string);
        let text = value.to_string_lossy();
        text.parse::<Spec>().map(SpecArg).map_err(|error| {
            // Clap words it (and the explorer's escaping of clap's errors applies); a profile's
            // version that is not modelled says why as a tip.
            let mut err = clap::Error::new(ErrorKind::InvalidValue).with_cmd(cmd);
            err.insert(ContextKind::InvalidArg, ContextValue::String(name));
            err.insert(
                ContextKind::InvalidValue,
                ContextValue::String(text.to_string()),
            );
            let valid = Spec::ALL
                .iter()
                .map(|spec| spec.id().to_string())
                .chain(Profile::words());
            err.insert(
                ContextKind::ValidValue,
                ContextValue::Strings(valid.collect()),
            );
            let mut tips: Vec<clap::builder::StyledStr> = error
                .reason()
                .into_iter()
                .map(|reason| reason.to_string().into())
                .collect();
            // A value the user did not type: the environment gave it.
            if std::env::var_os(SPEC_VARIABLE).as_deref() == Some(value) {
                tips.push(
                    format!(
                        "{SPEC_VARIABLE} holds this value; it is read where --spec is not given"
                    )
                    .into(),
                );
            }
            if !tips.is_empty() {
                err.insert(ContextKind::Suggested, ContextValue::StyledStrs(tips));
            }
            err
        })
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        let specs = Spec::ALL.into_iter().map(|spec| {
            PossibleValue::new(spec.id())
                .help(spec.title())
                .aliases(spec_aliases(spec))
        });
        let profiles = profile_values();
        Some(Box::new(specs.chain(profiles)))
    }
}

/// A [`Spec`] as the value of `parse --spec`, described by the grammar it stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GrammarArg(pub Spec);

impl ValueEnum for GrammarArg {
    fn value_variants<'a>() -> &'a [Self] {
        static ALL: LazyLock<Vec<GrammarArg>> =
            LazyLock::new(|| Spec::ALL.iter().copied().map(GrammarArg).collect());
        &ALL
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        let help = match Grammar::of(self.0) {
            Some(grammar) => grammar.title(),
            None => "the basic URL parser: the URL's attributes and the validation errors",
        };
        let value = PossibleValue::new(self.0.id()).help(help);
        Some(value.aliases(spec_aliases(self.0)))
    }
}
