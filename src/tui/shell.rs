//! The command line equivalent to what the explorer shows, quoted for a POSIX shell.

use crate::core::vocabulary::options::Options;
use crate::core::vocabulary::spec::Spec;
use crate::core::vocabulary::switch::Switch;

/// `text` in single quotes, each `'` written as `'\''`.
pub fn quote(text: &str) -> String {
    format!("'{}'", text.replace('\'', r"'\''"))
}

/// The flags that select `spec` and `options`: `--spec S`, then a flag for each switch set to
/// something else than its default, in [`Switch::ALL`]'s order (`--above-root remove`,
/// `--non-strict`).
pub fn spec_and_switch_flags(spec: Spec, options: &Options) -> Vec<String> {
    // A profile's release is part of its name: `--spec python@3.11`.
    let mut flags = vec!["--spec".to_string(), spec.to_string()];
    for switch in Switch::ALL.into_iter().filter(|s| s.is_set(options)) {
        flags.push(switch.flag().to_string());
        if !switch.is_toggle() {
            flags.push(switch.value(options).to_string());
        }
    }
    flags
}

/// `uriscope resolve --spec S [flags] -- 'BASE' 'REF'`, with a flag only for an option that
/// differs from the default.
pub fn command_line(spec: Spec, options: &Options, base: &str, reference: &str) -> String {
    format!(
        "uriscope resolve {} -- {} {}",
        spec_and_switch_flags(spec, options).join(" "),
        quote(base),
        quote(reference)
    )
}

/// `uriscope explore --spec S [flags] [--step N] [--teach N] -- 'BASE' 'REF'`: the line that
/// reopens the explorer on this screen, the trace row `step` selected and, in teach mode,
/// `teach` rows revealed (both from 1).
pub fn explore_line(
    spec: Spec,
    options: &Options,
    base: &str,
    reference: &str,
    step: usize,
    teach: Option<usize>,
) -> String {
    let mut flags = spec_and_switch_flags(spec, options);
    if step > 1 {
        flags.extend(["--step".to_string(), step.to_string()]);
    }
    if let Some(revealed) = teach {
        flags.extend(["--teach".to_string(), revealed.to_string()]);
    }
    format!(
        "uriscope explore {} -- {} {}",
        flags.join(" "),
        quote(base),
        quote(reference)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::vocabulary::options::AboveRoot;

    #[test]
    fn a_profile_keeps_its_release() {
        let python = crate::core::profile_testing::spec("python@3.8.10");
        assert_eq!(
            command_line(python, &Options::default(), "http://a/b", "g"),
            "uriscope resolve --spec python@3.8.10 -- 'http://a/b' 'g'"
        );
    }

    #[test]
    fn quotes_survive_a_shell() {
        assert_eq!(quote("it's"), r"'it'\''s'");
        let options = Options {
            above_root: AboveRoot::Remove,
            non_strict: true,
            ..Options::default()
        };
        assert_eq!(
            command_line(Spec::Rfc2396, &options, "http://a/b/c/d;p?q", "../g"),
            "uriscope resolve --spec rfc2396 --above-root remove --non-strict -- \
             'http://a/b/c/d;p?q' '../g'"
        );
    }
}
