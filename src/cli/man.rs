//! `uriscope man`: the manual page, in roff, made by clap_mangen from the definition the parser
//! reads. One page holds the whole command line: uriscope's own synopsis, description and
//! options, then each subcommand's, as subsections, so that `uriscope man | man -l -` shows
//! everything.

use std::io::{self, Write};

use clap::Args;
use clap_mangen::Man;

use super::exit::EXIT_OK;

#[derive(Debug, Args)]
pub struct ManArgs {}

/// Writes the page to `out`.
pub fn run(_args: &ManArgs, out: &mut dyn Write) -> io::Result<i32> {
    let mut command = super::command().disable_help_subcommand(true);
    command.build();
    let page = Man::new(command.clone()).section("1");
    page.render_title(out)?;
    page.render_name_section(out)?;
    page.render_synopsis_section(out)?;
    page.render_description_section(out)?;
    page.render_options_section(out)?;
    // clap_mangen's list points to a page per subcommand (`uriscope-resolve(1)`); here each is a
    // section of this page.
    writeln!(out, ".SH SUBCOMMANDS")?;
    for sub in command.get_subcommands().filter(|sub| !sub.is_hide_set()) {
        let name = sub.get_bin_name().unwrap_or(sub.get_name());
        let about = sub.get_about().map(ToString::to_string).unwrap_or_default();
        writeln!(out, ".TP\n\\fB{}\\fR", roff(name))?;
        writeln!(
            out,
            "{} (section {} below)",
            roff(&about),
            roff(&name.to_uppercase())
        )?;
    }
    for sub in command.get_subcommands().filter(|sub| !sub.is_hide_set()) {
        let name = sub.get_bin_name().unwrap_or(sub.get_name()).to_owned();
        let man = Man::new(sub.clone());
        let mut page = Vec::new();
        man.render_synopsis_section(&mut page)?;
        man.render_description_section(&mut page)?;
        man.render_options_section(&mut page)?;
        // Its sections become subsections under a section of its own.
        writeln!(out, ".SH \"{}\"", name.to_uppercase())?;
        for line in String::from_utf8_lossy(&page).lines() {
            match line.strip_prefix(".SH ") {
                Some(heading) => writeln!(out, ".SS {heading}")?,
                None => writeln!(out, "{line}")?,
            }
        }
    }
    // The exit codes and the terminal's escaping rule, then the version.
    page.render_extra_section(out)?;
    page.render_version_section(out)?;
    Ok(EXIT_OK)
}

/// `text` as roff prose: a backslash and a hyphen escaped, and a line that would start with a
/// control character (`.` or `'`) guarded.
fn roff(text: &str) -> String {
    let escaped = text.replace('\\', "\\e").replace('-', "\\-");
    if escaped.starts_with(['.', '\'']) {
        format!("\\&{escaped}")
    } else {
        escaped
    }
}
