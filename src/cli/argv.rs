//! Arguments that are not UTF-8: every argument of uriscope is text, so each such one is named
//! by its position and by the option or positional it is the value of, its bytes escaped.

use std::ffi::OsString;

use clap::error::{ContextKind, ContextValue};

use crate::core::text::escape::terminal::escape_bytes;
use crate::core::text::escape::terminal::escape_for_terminal;

/// The message for arguments that are not UTF-8 (every argument of uriscope is text), or `None`
/// when all are: each one by its position (1 is the first after the program's name), the option
/// or positional it is the value of when that can be told, and its bytes escaped.
pub fn not_utf8_message(args: &[OsString], command: &clap::Command) -> Option<String> {
    let bad: Vec<usize> = (1..args.len())
        .filter(|&i| args[i].to_str().is_none())
        .collect();
    if bad.is_empty() {
        return None;
    }
    let lines: Vec<String> = bad
        .iter()
        .map(|&i| {
            let shown = escape_bytes(args[i].as_encoded_bytes());
            let which = match argument_taking(args, &bad, i, command.clone()) {
                Some(name) => format!("argument {i} (`{}`)", escape_for_terminal(&name)),
                None => format!("argument {i}"),
            };
            format!("{which} is not valid UTF-8: '{shown}'")
        })
        .collect();
    Some(format!(
        "{}\n(every argument must be UTF-8 text; in a URI, percent-encode other bytes, such as \
         %FF for the byte \\xff)",
        lines.join("\n")
    ))
}

/// The subcommand `args` run (`resolve`), read from them with each argument that is not UTF-8
/// made text, so that the error about those arguments is given under that subcommand's usage.
/// Where that parse fails (a bad value kept bad), the first argument that is not an option, if
/// it names a subcommand.
pub fn subcommand_of(args: &[OsString], mut command: clap::Command) -> Option<String> {
    let probe: Vec<OsString> = (args.iter())
        .map(|arg| OsString::from(arg.to_string_lossy().into_owned()))
        .collect();
    if let Ok(matches) = command.try_get_matches_from_mut(&probe) {
        return matches.subcommand_name().map(str::to_owned);
    }
    let first = args
        .iter()
        .skip(1)
        .find(|arg| !arg.as_encoded_bytes().starts_with(b"-"))?;
    let name = first.to_str()?;
    command
        .find_subcommand(name)
        .map(|sub| sub.get_name().to_owned())
}

/// Which option or positional argument `i` of `args` would be the value of (as `--base <BASE>`
/// or `[REFERENCE]`), found by parsing with each argument in `bad` replaced by a marked text
/// version of itself; `None` when the parse does not tell.
fn argument_taking(
    args: &[OsString],
    bad: &[usize],
    i: usize,
    mut command: clap::Command,
) -> Option<String> {
    // NUL cannot occur in a real argument, so a mark is found only where it was put (at the end
    // of the value, which `--base=...` leaves out of its option's name).
    let mark = |j: usize| format!("\0{j}\0");
    let probe: Vec<OsString> = (0..args.len())
        .map(|j| {
            if bad.contains(&j) {
                OsString::from(format!("{}{}", args[j].to_string_lossy(), mark(j)))
            } else {
                args[j].clone()
            }
        })
        .collect();
    let target = mark(i);
    match command.try_get_matches_from_mut(&probe) {
        Ok(matches) => {
            let (mut command, mut matches) = (&command, &matches);
            while let Some((name, sub)) = matches.subcommand() {
                command = command.find_subcommand(name)?;
                matches = sub;
            }
            command
                .get_arguments()
                .find(|arg| {
                    matches
                        .try_get_raw(arg.get_id().as_str())
                        .ok()
                        .flatten()
                        .is_some_and(|mut values| {
                            values.any(|v| v.to_string_lossy().ends_with(&target))
                        })
                })
                .map(ToString::to_string)
        }
        Err(err) => match (
            err.get(ContextKind::InvalidValue),
            err.get(ContextKind::InvalidArg),
        ) {
            (Some(ContextValue::String(value)), Some(ContextValue::String(arg)))
                if value.ends_with(&target) =>
            {
                Some(arg.clone())
            }
            _ => None,
        },
    }
}
