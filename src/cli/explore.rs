//! `uriscope [explore] [--base B] [--ref R] [--spec S] [--mouse]`: the interactive explorer; and
//! the hidden `uriscope clipboard-serve` that keeps its copies alive after it exits.

use clap::Args;

use super::spec_arg::SpecArg;
use super::switches::Switches;
use std::io::IsTerminal;
use std::num::NonZeroUsize;

#[cfg(test)]
use super::exit::EXIT_PANIC;
use super::exit::{EXIT_FAILED, EXIT_OK, EXIT_USAGE};
use crate::core::text::escape::terminal::escape_for_terminal;
use crate::tui;
use crate::tui::explore_options::ExploreOptions;

#[derive(Debug, Args, Default)]
pub struct ExploreArgs {
    /// The base URI (default: the RFC 2396 Appendix C base, http://a/b/c/d;p?q)
    #[arg(long, value_name = "BASE")]
    pub base: Option<String>,
    /// The reference to resolve (default: ../g)
    #[arg(long = "ref", visible_alias = "reference", value_name = "REFERENCE")]
    pub reference: Option<String>,
    /// The specification shown first (default: URISCOPE_SPEC's, else rfc2396)
    #[arg(long, value_name = "SPEC", env = super::spec_arg::SPEC_VARIABLE)]
    pub spec: Option<SpecArg>,
    #[command(flatten)]
    pub switches: Switches,
    /// The trace row selected first (1 for the first; `C` writes it to reopen a screen)
    #[arg(long, value_name = "ROW")]
    pub step: Option<NonZeroUsize>,
    /// Teach mode, with ROWS rows of the trace revealed (1 for the first alone)
    #[arg(long, value_name = "ROWS")]
    pub teach: Option<NonZeroUsize>,
    /// Capture the mouse: click to focus a pane, the wheel scrolls the pane under it (blocks text
    /// selection)
    #[arg(long)]
    pub mouse: bool,
    /// An HTML page (a file) whose links the explorer lists first (with --url); Enter loads one
    #[arg(long, value_name = "PAGE", requires = "url", group = "listed")]
    pub links: Option<String>,
    /// A pasted redirect chain (a file: curl -sIL, curl -v -L, wget -S, a HAR file) whose hops
    /// the explorer lists first; Enter loads one's Location against the URL it answered
    #[arg(long, value_name = "FILE", group = "listed")]
    pub redirects: Option<String>,
    /// The page's own URL, for --links; for --redirects, the first URL requested, where the
    /// paste does not say it
    #[arg(long, value_name = "URL", requires = "listed")]
    pub url: Option<String>,
    /// The base, as --base gives it: `uriscope BASE REFERENCE` opens the explorer on the pair
    #[arg(value_name = "BASE", conflicts_with = "base")]
    pub base_given: Option<String>,
    /// The reference, as --ref gives it (put `--` before a BASE or REFERENCE that starts with
    /// `-`)
    #[arg(value_name = "REFERENCE", conflicts_with = "reference")]
    pub reference_given: Option<String>,
}

impl From<ExploreArgs> for ExploreOptions {
    fn from(args: ExploreArgs) -> Self {
        ExploreOptions {
            base: args.base.or(args.base_given),
            reference: args.reference.or(args.reference_given),
            spec: args.spec.map(|s| s.0),
            options: args.switches.options(),
            step: args.step.map(NonZeroUsize::get),
            teach: args.teach.map(NonZeroUsize::get),
            mouse: args.mouse,
            redirects: args.redirects.map(|paste| (paste, args.url.clone())),
            links: args.links.zip(args.url),
        }
    }
}

/// `uriscope clipboard-serve x11|wayland`: started by the explorer, never by a person.
#[derive(Debug, Args)]
pub struct ClipboardServeArgs {
    /// The display server whose clipboard to serve: x11 or wayland
    #[arg(value_name = "BACKEND")]
    pub backend: String,
}

/// Serves the text on stdin as the clipboard's content until another program takes it; returns
/// the exit code.
pub fn serve_clipboard(args: &ClipboardServeArgs) -> i32 {
    match tui::serve_clipboard(&args.backend) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("{}", escape_for_terminal(&format!("uriscope: {e}")));
            EXIT_USAGE
        }
    }
}

/// Whether `text` reads as a mistyped subcommand rather than a base: a word of lower-case
/// letters and `-`, with no `:` (every absolute URI has one after its scheme).
fn is_a_word(text: &str) -> bool {
    !text.is_empty() && text.bytes().all(|b| b.is_ascii_lowercase() || b == b'-')
}

/// Opens the explorer and returns the exit code; the terminal is restored before this returns,
/// so an error can be printed.
pub fn run(args: ExploreArgs) -> i32 {
    if let Some(word) = args.base_given.as_deref().filter(|base| is_a_word(base)) {
        let mut command = super::command();
        let subcommands: Vec<String> = (command.get_subcommands())
            .filter(|sub| !sub.is_hide_set())
            .map(|sub| sub.get_name().to_owned())
            .collect();
        let message = format!(
            "`{word}` is no subcommand ({}), nor a BASE: a base is an absolute URI, with a \
             scheme (`uriscope http://a/b/c/d;p?q ../g` opens the explorer on that pair)",
            subcommands.join(", ")
        );
        let error = command.error(clap::error::ErrorKind::InvalidSubcommand, message);
        return super::exit::report_clap_error(error, &mut std::io::sink(), &mut std::io::stderr());
    }
    // A page or a paste that cannot be read ends the run as `links` and `redirects` end it,
    // before the explorer takes the terminal.
    let files = [("page", &args.links), ("paste", &args.redirects)];
    for (what, path) in files {
        let Some(path) = path else { continue };
        if let Err(error) = std::fs::File::open(path) {
            let message = format!("uriscope: cannot read the {what} {path}: {error}");
            eprintln!("{}", escape_for_terminal(&message));
            return EXIT_FAILED;
        }
    }
    if !(std::io::stdin().is_terminal() && std::io::stdout().is_terminal()) {
        eprintln!(
            "uriscope: the explorer needs a terminal (stdin and stdout are not both terminals); \
             from a script, use `uriscope resolve BASE REFERENCE` (see `uriscope --help`)"
        );
        return EXIT_USAGE;
    }
    match tui::run(args.into(), None) {
        // A quiz opened with `Q`: its progress is kept as `uriscope quiz`'s is.
        Ok(Some(session)) => super::quiz::keep(&session, &super::quiz::now()),
        Ok(None) => EXIT_OK,
        Err(e) => {
            let message = format!("uriscope: cannot open the explorer: {e}");
            eprintln!("{}", escape_for_terminal(&message));
            EXIT_FAILED
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::tui::terminal::TerminalGuard;

    /// The explorer's hooks and ours compose: the terminal is restored (alternate screen left,
    /// bracketed paste off), then the one escaped line is printed, and the exit code is 70.
    ///
    /// The binary has no way to panic inside the explorer, so this test runs itself again in a
    /// pseudo-terminal as the child: the child installs the binary's hook, takes the terminal as the
    /// explorer does and panics.
    #[test]
    #[cfg(unix)]
    fn a_panic_in_the_explorer_restores_the_terminal_before_the_line() {
        use std::io::Read;

        use portable_pty::{CommandBuilder, PtySize, native_pty_system};

        const CHILD: &str = "URISCOPE_CLI_SAFETY_CHILD";
        const NAME: &str =
            "cli::explore::tests::a_panic_in_the_explorer_restores_the_terminal_before_the_line";
        if std::env::var_os(CHILD).is_some() {
            crate::cli::install_panic_hook();
            let _guard = TerminalGuard::enter(false).expect("a terminal");
            panic!("in the explorer \x1b]0;PWNED\x07\x1b[2J");
        }

        let pty = native_pty_system()
            .openpty(PtySize {
                rows: 24,
                cols: 200,
                pixel_width: 0,
                pixel_height: 0,
            })
            .expect("a pseudo-terminal");
        let mut cmd = CommandBuilder::new(std::env::current_exe().unwrap());
        cmd.args([NAME, "--exact", "--nocapture", "--test-threads=1"]);
        cmd.env(CHILD, "1");
        cmd.env("TERM", "xterm-256color");
        let mut child = pty.slave.spawn_command(cmd).expect("the child starts");
        drop(pty.slave);
        let mut reader = pty.master.try_clone_reader().unwrap();
        // Until the child has exited and its side of the terminal is closed (then the read
        // fails with EIO; what came before is kept).
        let output = std::thread::spawn(move || {
            let mut output = Vec::new();
            let _ = reader.read_to_end(&mut output);
            output
        });
        let status = child.wait().unwrap();
        drop(pty.master);
        let output = output.join().unwrap();
        let text = String::from_utf8_lossy(&output);

        assert_eq!(status.exit_code(), super::EXIT_PANIC as u32, "{text:?}");
        let line_at = text
            .find("uriscope: internal error")
            .unwrap_or_else(|| panic!("no panic line in {text:?}"));
        let entered = text
            .find("\x1b[?1049h")
            .expect("the alternate screen was entered");
        let left = text
            .rfind("\x1b[?1049l")
            .expect("the alternate screen was left");
        let paste_off = text
            .rfind("\x1b[?2004l")
            .expect("bracketed paste was turned off");
        assert!(
            entered < left && left < line_at && paste_off < line_at,
            "{text:?}"
        );
        let line = text[line_at..].lines().next().unwrap();
        assert!(
            !line
                .chars()
                .any(crate::core::text::escape::terminal::is_invisible),
            "{line:?}"
        );
        assert!(
            line.contains("in the explorer \\x1b]0;PWNED\\x07\\x1b[2J at src/cli/explore.rs:"),
            "{line:?}"
        );
        // Nothing after the line: the process ended there.
        assert_eq!(text[line_at..].trim_end_matches(['\r', '\n']), line);
    }
}

#[cfg(test)]
mod reopening {
    use clap::Parser;

    use crate::cli::{Cli, Command};
    use crate::tui::action::Action;
    use crate::tui::app::App;
    use crate::tui::panes::copy_as::Copyable;
    use crate::tui::tests::markdown::shell_arguments;
    use crate::tui::tests::opened;
    use crate::tui::theme::Theme;

    /// `C` then `2`: the line that reopens the explorer, run through a shell and parsed by
    /// uriscope's own command line, opens the same screen: base, reference, specification,
    /// options, the selected trace row and teach mode.
    #[test]
    fn the_reopening_line_gives_the_same_screen() {
        let mut app = opened(Some("http://a/b/c/d;p?q"), Some("it's/../g h"), None);
        app.update(Action::CycleSwitch(
            crate::core::vocabulary::switch::Switch::ABOVE_ROOT,
        ));
        app.update(Action::ToggleTeach);
        for _ in 0..3 {
            app.update(Action::RevealNext);
        }
        app.update(Action::Up);
        let line = app.copy_text(Copyable::Explore);
        assert!(
            line.starts_with("uriscope explore --spec rfc2396 --above-root remove --step "),
            "{line}"
        );
        let args = shell_arguments(&line);
        let argv = std::iter::once("uriscope".to_string()).chain(args);
        let Some(Command::Explore(explore)) = Cli::try_parse_from(argv).unwrap().command else {
            panic!("{line}: not explore");
        };
        let again = App::new(&explore.into(), Theme::COLOR);
        assert_eq!(again.base.value(), app.base.value(), "{line}");
        assert_eq!(again.reference.value(), app.reference.value(), "{line}");
        assert_eq!(
            (again.spec, again.options),
            (app.spec, app.options),
            "{line}"
        );
        assert_eq!(again.trace.cursor, app.trace.cursor, "{line}");
        assert_eq!(again.trace.teach, app.trace.teach, "{line}");
        assert_eq!(again.resolution.result(), app.resolution.result());
        // `C` then `3`: the Python snippet, as `resolve --snippet python` prints it.
        let python = app.copy_text(Copyable::Snippet(crate::words::snippet::Language::Python));
        let printed = crate::words::snippet::snippet(
            crate::words::snippet::Language::Python,
            app.spec,
            &app.options,
            app.base.value(),
            app.resolution.reference(),
        );
        assert_eq!(python, printed);
    }
}
