//! The command line equivalent to what the explorer shows, quoted for a POSIX shell.

use crate::core::{AboveRoot, Options, Rfc1808Variant, Spec};

/// `text` in single quotes, each `'` written as `'\''`.
pub fn quote(text: &str) -> String {
    format!("'{}'", text.replace('\'', r"'\''"))
}

/// `uriscope resolve --spec S [flags] -- 'BASE' 'REF'`, with a flag only for an option that
/// differs from the default.
pub fn command_line(spec: Spec, options: &Options, base: &str, reference: &str) -> String {
    let mut out = format!("uriscope resolve --spec {}", spec.id());
    if options.above_root != AboveRoot::default() {
        out.push_str(&format!(" --above-root {}", options.above_root.id()));
    }
    if options.non_strict {
        out.push_str(" --non-strict");
    }
    if options.fix_empty_base_path {
        out.push_str(" --fix-empty-base-path");
    }
    if options.rfc1808_variant != Rfc1808Variant::default() {
        out.push_str(&format!(" --variant {}", options.rfc1808_variant.id()));
    }
    out.push_str(&format!(" -- {} {}", quote(base), quote(reference)));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

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
