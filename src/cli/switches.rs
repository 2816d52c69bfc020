//! The switches' flags, one per row of [`Switch::ALL`]: `resolve` and `compare` take them, and
//! the explorer's `C` writes them. Nothing here names a switch.

use clap::builder::{PossibleValue, PossibleValuesParser};
use clap::{Arg, ArgAction, ArgMatches, Args, Command, FromArgMatches};

use crate::core::vocabulary::error::Error;
use crate::core::vocabulary::options::Options;
use crate::core::vocabulary::spec::Spec;
use crate::core::vocabulary::switch::Switch;
use crate::core::vocabulary::switch::or_list;

/// The switches where a specification allows more than one behaviour (shared by `resolve` and
/// `compare`). `resolve` refuses one that its specification does not read; `compare` gives each
/// specification the ones it reads.
#[derive(Clone, Debug, Default)]
pub struct Switches {
    options: Options,
    given: Vec<&'static Switch>,
}

/// The flag of each switch of `table`: a toggle alone, any other with one of its values (and
/// their aliases), each with the table's help.
pub fn flags(table: &[&'static Switch]) -> Vec<Arg> {
    table
        .iter()
        .map(|switch| {
            let arg = Arg::new(switch.id())
                .long(switch.flag().trim_start_matches("--"))
                .help(switch.help());
            match switch.value_name() {
                None => arg.action(ArgAction::SetTrue),
                Some(name) => arg.value_name(name).value_parser(PossibleValuesParser::new(
                    switch.values().iter().map(|value| {
                        PossibleValue::new(value.id)
                            .aliases(value.aliases.iter().copied())
                            .help(value.help)
                    }),
                )),
            }
        })
        .collect()
}

impl Switches {
    /// The switches of `table` that `matches` gives, and the options they select.
    pub fn of(table: &[&'static Switch], matches: &ArgMatches) -> Result<Switches, String> {
        let mut switches = Switches::default();
        for &switch in table {
            let value = if switch.is_toggle() {
                matches.get_flag(switch.id()).then_some("on")
            } else {
                matches.get_one::<String>(switch.id()).map(String::as_str)
            };
            if let Some(value) = value {
                switch.set(&mut switches.options, value)?;
                switches.given.push(switch);
            }
        }
        Ok(switches)
    }

    /// The core options these flags select; fields no flag sets keep their defaults.
    pub fn options(&self) -> Options {
        self.options
    }

    /// Refuses a flag `spec` has no use for, in a sentence naming the flag.
    pub fn check(&self, spec: Spec) -> Result<(), String> {
        match self.given.iter().find(|switch| !switch.applies_to(spec)) {
            Some(switch) => Err(format!(
                "{} does not apply to {}: {}",
                switch.flag(),
                spec.name(),
                switch.applies_to_words()
            )),
            None => Ok(()),
        }
    }
}

impl Args for Switches {
    fn augment_args(command: Command) -> Command {
        command.args(flags(&Switch::ALL))
    }

    fn augment_args_for_update(command: Command) -> Command {
        Self::augment_args(command)
    }
}

impl FromArgMatches for Switches {
    fn from_arg_matches(matches: &ArgMatches) -> Result<Self, clap::Error> {
        Switches::of(&Switch::ALL, matches)
            .map_err(|e| clap::Error::raw(clap::error::ErrorKind::InvalidValue, e))
    }

    fn update_from_arg_matches(&mut self, matches: &ArgMatches) -> Result<(), clap::Error> {
        *self = Self::from_arg_matches(matches)?;
        Ok(())
    }
}

/// An error's sentence, with what would let the resolution through in the command line's words:
/// `(--above-root keep or --above-root remove resolves it anyway)`.
pub fn error_words(error: &Error) -> String {
    match error.remedy() {
        Some((switch, now)) => {
            let flags: Vec<String> = switch
                .others(now)
                .into_iter()
                .map(|value| match switch.is_toggle() {
                    true => switch.flag().to_string(),
                    false => format!("{} {value}", switch.flag()),
                })
                .collect();
            let flags: Vec<&str> = flags.iter().map(String::as_str).collect();
            format!("{error} ({} resolves it anyway)", or_list(&flags))
        }
        None => error.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A switch added to the table as one row is a flag with its help and values, a key of the
    /// JSON `options`, and a key of the explorer with its help.
    #[test]
    fn a_switch_added_in_one_row_reaches_clap_json_and_the_help() {
        let table = [Switch::ALL.as_slice(), &[Switch::THROWAWAY]].concat();

        let mut command = Command::new("uriscope").args(flags(&table));
        let help = command.render_help().to_string();
        for words in [
            "--throwaway <WHICH>",
            "A switch added by a test",
            "[possible values: one, two]",
        ] {
            assert!(help.contains(words), "{words:?} not in\n{help}");
        }
        let matches = command
            .try_get_matches_from(["uriscope", "--throwaway", "1", "--non-strict"])
            .expect("the flags parse");
        let switches = Switches::of(&table, &matches).unwrap();
        assert_eq!(switches.given, [Switch::NON_STRICT, Switch::THROWAWAY]);
        assert!(
            switches.check(Spec::Rfc3986).is_err(),
            "no specification reads it"
        );

        let json = crate::cli::json::serialize_switches(
            &table,
            &switches.options(),
            serde_json::value::Serializer,
        )
        .unwrap();
        assert_eq!(json["throwaway"], "one");
        assert_eq!(json["non_strict"], true);
        assert_eq!(json["above_root"], "keep");

        #[cfg(feature = "tui")]
        {
            let bindings = crate::tui::keymap::with_switches(&table);
            let row = bindings
                .iter()
                .find(|binding| binding.help == "a throw-away switch")
                .expect("a key for the new switch");
            assert_eq!(row.label(), "~");
        }
    }
}
