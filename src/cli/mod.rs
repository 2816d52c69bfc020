//! The command line: [`main`] parses argv with clap and sends each subcommand to its file,
//! which owns its arguments, its output (escaped for a terminal, or JSON) and its usage errors;
//! this file only parses, dispatches and reports. The exit codes are in `exit`.

mod argv;
mod compare;
mod completions;
pub(crate) mod exit;
#[cfg(feature = "tui")]
mod explore;
mod iri;
mod json;
mod json_safe;
mod lines;
mod links;
mod man;
mod normalize;
mod parse;
#[cfg(feature = "tui")]
mod quiz;
mod redirects;
mod relative;
mod resolve;
mod resolving;
mod same;
mod spec_arg;
mod streams;
mod switches;
mod trace_json;

use std::ffi::OsString;
use std::io::IsTerminal;
use std::io::{self, Write};

use clap::error::ErrorKind;
use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};

use crate::core::text::iri::mapping::IriOptions;
use compare::CompareArgs;
#[cfg(not(feature = "tui"))]
use exit::EXIT_OK;
#[cfg(feature = "tui")]
use exit::EXIT_USAGE;
use exit::Stop;
pub use exit::install_panic_hook;
use iri::{IriToUriArgs, UriToIriArgs};
use links::LinksArgs;
use normalize::NormalizeArgs;
use parse::ParseArgs;
use redirects::RedirectsArgs;
use relative::RelativeArgs;
use resolve::ResolveArgs;
use same::SameArgs;
pub use streams::Streams;

const AFTER_HELP: &str = "\
Exit codes: 0 success; 1 the input could not be resolved or parsed (or a line of a batch \
failed); 2 usage error; 70 internal error (a bug: one escaped line on stderr).
Human output shows every invisible character (controls, bidi and other format characters, \
default-ignorable characters, separators other than the space, private-use and unassigned code \
points) as an escape such as \\x1b or \\u{202e}, and a backslash as \\\\. --json gives the exact \
strings, the same characters escaped as \\uXXXX.";

/// The whole command line.
#[derive(Debug, Parser)]
#[command(
    name = "uriscope",
    version,
    about = "See how a URI reference resolves against a base, step by step, under RFC 1630, \
             RFC 1808, RFC 2396, RFC 3986 and the WHATWG URL Standard",
    after_help = AFTER_HELP,
    color = clap::ColorChoice::Never,
    args_conflicts_with_subcommands = true
)]
pub struct Cli {
    /// `None` opens the interactive explorer, with the options below (`uriscope --mouse`).
    #[command(subcommand)]
    pub command: Option<Command>,
    /// The explorer's options, also accepted without `explore`.
    #[cfg(feature = "tui")]
    #[command(flatten)]
    pub explore: explore::ExploreArgs,
}

/// One variant per subcommand; the explorer adds its own next to these.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Resolve REFERENCE against BASE and print the result (or, with BASE alone or --base,
    /// resolve every line of stdin)
    #[command(after_help = AFTER_HELP)]
    Resolve(ResolveArgs),
    /// Show the components, authority parts, path segments and grammar diagnostics of a URI
    /// reference, by the grammar of the specification chosen
    #[command(after_help = AFTER_HELP)]
    Parse(ParseArgs),
    /// Resolve REFERENCE against BASE under every specification and show where they disagree
    #[command(after_help = AFTER_HELP)]
    Compare(CompareArgs),
    /// Resolve every link of an HTML page as the browser does, under the page's <base href>,
    /// and flag the links a reviewer should look at
    #[command(after_help = AFTER_HELP)]
    Links(LinksArgs),
    /// Find the shortest reference that resolves against BASE to TARGET (or, with --base and
    /// no TARGET, to every line of stdin)
    #[command(after_help = AFTER_HELP)]
    Relative(RelativeArgs),
    /// Read a pasted redirect chain (curl -sIL, curl -v -L, curl -w '%{json}', wget -S, a HAR
    /// file) and follow each client where it goes: browsers (the Fetch Standard), curl and
    /// wget, saying where they part and why, and where each connects
    #[command(after_help = AFTER_HELP)]
    Redirects(RedirectsArgs),
    /// Map an IRI to a URI as RFC 3987 §3.1 does: each character beyond US-ASCII written as
    /// escapes of its UTF-8 octets (or, without IRI, every line of stdin)
    #[command(name = "iri-to-uri", after_help = AFTER_HELP)]
    IriToUri(IriToUriArgs),
    /// Convert a URI to an IRI as RFC 3987 §3.2 does: the escapes of UTF-8 characters fit for an
    /// IRI decoded, every other escape kept with the reason (or, without URI, every line of
    /// stdin)
    #[command(name = "uri-to-iri", after_help = AFTER_HELP)]
    UriToIri(UriToIriArgs),
    /// Normalize a URI step by step: RFC 3986 §6.2's ladder (case, percent-encoding,
    /// dot-segments, then the scheme's port and empty path), the URL Standard's serializer, or a
    /// library's own normalizer (or, without URI, every line of stdin)
    #[command(after_help = AFTER_HELP)]
    Normalize(NormalizeArgs),
    /// Say whether two URIs are the same under each notion of equivalence (RFC 3986 §6.2's
    /// rungs, the URL Standard's equality, each library's), from which rung, or where they still
    /// differ; exit 0 when the same under --by, 1 when not
    #[command(after_help = AFTER_HELP)]
    Same(SameArgs),
    /// Print the completion script of a shell (bash, zsh, fish, elvish, powershell): every
    /// subcommand, flag and --spec value
    Completions(completions::CompletionsArgs),
    /// Print uriscope's manual page (roff; every subcommand in one page): uriscope man | man -l -
    Man(man::ManArgs),
    /// Practise resolution: predict each step's buffer (or the result), and the trace says where
    /// your reasoning parted from it; progress is kept between runs (--report prints it)
    #[cfg(feature = "tui")]
    #[command(after_help = AFTER_HELP)]
    Quiz(quiz::QuizArgs),
    /// Open the interactive explorer (the default with no arguments)
    #[cfg(feature = "tui")]
    #[command(after_help = AFTER_HELP)]
    Explore(explore::ExploreArgs),
    /// Serve a copy on the X11 or Wayland clipboard until another program takes it (started by
    /// the explorer, so that a copy outlives it)
    #[cfg(feature = "tui")]
    #[command(name = "clipboard-serve", hide = true)]
    ClipboardServe(explore::ClipboardServeArgs),
}

/// Runs the program on the process's arguments; returns the exit code. Installs the panic hook
/// first, so that the explorer's hooks (installed when it takes the terminal) wrap it: the
/// terminal is restored, then the one escaped line is printed.
pub fn main() -> i32 {
    install_panic_hook();
    // For tests only: a way to make the binary panic with a chosen message, to check the hook
    // on a real process. Nothing else reads it; see docs/guide/07-exit-codes.md.
    if let Some(message) = std::env::var_os("URISCOPE_TEST_PANIC") {
        panic!("{}", message.to_string_lossy());
    }
    run(std::env::args_os())
}

/// Runs the program on `args` (the first is the program name); returns the exit code.
pub fn run<I, T>(args: I) -> i32
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    let cli = match parse_args(args) {
        Ok(cli) => cli,
        Err(error) => {
            let (mut out, mut err) = (io::stdout().lock(), io::stderr().lock());
            return exit::report_clap_error(error, &mut out, &mut err);
        }
    };
    // The explorer owns the terminal, so it runs before anything locks stdout.
    #[cfg(feature = "tui")]
    match cli.command {
        None => return explore::run(cli.explore),
        Some(Command::Explore(args)) => return explore::run(args),
        Some(Command::ClipboardServe(args)) => return explore::serve_clipboard(&args),
        Some(Command::Quiz(args)) if args.plays() => return quiz::play(args),
        _ => {}
    }
    let stdin = io::stdin();
    let input_is_terminal = stdin.is_terminal();
    let out_is_terminal = io::stdout().is_terminal();
    let mut input = stdin.lock();
    // A person typing references line by line sees each answer as the line ends: a terminal
    // gets stdout's own line buffering; a pipe or file a buffer of its own.
    let mut out: Box<dyn Write> = if input_is_terminal || out_is_terminal {
        Box::new(io::LineWriter::new(io::stdout().lock()))
    } else {
        Box::new(io::BufWriter::new(io::stdout().lock()))
    };
    let mut err = io::stderr().lock();
    let code = execute(
        cli,
        &mut Streams {
            input: &mut input,
            out: &mut out,
            err: &mut err,
            out_is_terminal,
            input_is_terminal,
        },
    );
    exit::finish(code.and_then(|code| out.flush().map(|()| code)), &mut err)
}

/// Runs a command other than the explorer on `args` with the given streams; returns the exit
/// code. The command line's every output mode, without a process (the fuzz targets use it).
pub fn run_with<I, T>(args: I, streams: &mut Streams<'_>) -> i32
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    let cli = match parse_args(args) {
        Ok(cli) => cli,
        Err(error) => return exit::report_clap_error(error, streams.out, streams.err),
    };
    #[cfg(feature = "tui")]
    if matches!(
        cli.command,
        None | Some(Command::Explore(_) | Command::ClipboardServe(_))
    ) {
        let _ = writeln!(streams.err, "uriscope: the explorer needs a terminal");
        return EXIT_USAGE;
    }
    let code = execute(cli, streams);
    let code = code.and_then(|code| streams.out.flush().map(|()| code));
    exit::finish(code, streams.err)
}

/// The command line parsed, or the error clap (or the UTF-8 check) reports.
fn parse_args<I, T>(args: I) -> Result<Cli, clap::Error>
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    let args: Vec<OsString> = args.into_iter().map(Into::into).collect();
    if let Some(message) = argv::not_utf8_message(&args, &command()) {
        // Under the usage of the subcommand the arguments run, where they name one.
        let mut top = command();
        top.build();
        let error = match argv::subcommand_of(&args, command()) {
            Some(name) => match top.find_subcommand_mut(&name) {
                Some(sub) => sub.error(ErrorKind::InvalidUtf8, message),
                None => top.error(ErrorKind::InvalidUtf8, message),
            },
            None => top.error(ErrorKind::InvalidUtf8, message),
        };
        return Err(error);
    }
    let cli = command()
        .try_get_matches_from(&args)
        .and_then(|matches| cli_of(&matches))?;
    // `uriscope ARGS` is `uriscope explore ARGS`, read again as that: the explorer's subcommand
    // reads URISCOPE_SPEC, the top level none (or a value it cannot read would stop `man`,
    // `completions` and every other command too).
    #[cfg(feature = "tui")]
    if cli.command.is_none() {
        let mut again = args;
        again.insert(1.min(again.len()), "explore".into());
        return command()
            .try_get_matches_from(&again)
            .and_then(|matches| cli_of(&matches));
    }
    Ok(cli)
}

/// The command line as parsed, with what only the matches know: whether `parse --spec` was
/// given (or is its default, which URISCOPE_SPEC may replace).
fn cli_of(matches: &clap::ArgMatches) -> Result<Cli, clap::Error> {
    let mut cli = Cli::from_arg_matches(matches)?;
    if let (Some(Command::Parse(args)), Some(("parse", sub))) =
        (&mut cli.command, matches.subcommand())
    {
        args.spec_given = sub.value_source("spec") == Some(clap::parser::ValueSource::CommandLine);
    }
    Ok(cli)
}

/// Runs a parsed command other than the explorer; a usage error it finds is reported under its
/// own usage line.
fn execute(cli: Cli, streams: &mut Streams<'_>) -> io::Result<i32> {
    let io = |result: io::Result<i32>| result.map_err(Stop::Io);
    let (name, ran) = match cli.command {
        Some(Command::Resolve(args)) => ("resolve", resolve::dispatch(&args, streams)),
        Some(Command::Parse(args)) => (
            "parse",
            io(parse::run(&args, &mut streams.out, &mut streams.err)),
        ),
        Some(Command::Compare(args)) => ("compare", io(compare::run(&args, &mut streams.out))),
        Some(Command::Links(args)) => (
            "links",
            io(links::run(&args, streams.input, streams.out, streams.err)),
        ),
        Some(Command::Relative(args)) => ("relative", relative::dispatch(&args, streams)),
        Some(Command::Redirects(args)) => (
            "redirects",
            io(redirects::run(
                &args,
                streams.input,
                streams.out,
                streams.err,
            )),
        ),
        Some(Command::Completions(args)) => {
            ("completions", io(completions::run(&args, &mut streams.out)))
        }
        Some(Command::Man(args)) => ("man", io(man::run(&args, &mut streams.out))),
        Some(Command::IriToUri(args)) => {
            let idna_host = args.idna;
            let direction = iri::Direction::IriToUri(IriOptions { idna_host });
            let ran = iri::dispatch(direction, args.iri.as_deref(), &args.output, streams);
            ("iri-to-uri", ran)
        }
        Some(Command::UriToIri(args)) => {
            let idna_host = args.idna;
            let direction = iri::Direction::UriToIri(IriOptions { idna_host });
            let ran = iri::dispatch(direction, args.uri.as_deref(), &args.output, streams);
            ("uri-to-iri", ran)
        }
        Some(Command::Normalize(args)) => ("normalize", normalize::dispatch(&args, streams)),
        Some(Command::Same(args)) => ("same", same::dispatch(&args, streams)),
        #[cfg(feature = "tui")]
        Some(Command::Quiz(args)) => ("quiz", quiz::dispatch(&args, streams)),
        // Built without the explorer: the help (the program's own text, nothing to escape).
        #[cfg(not(feature = "tui"))]
        None => {
            let help = command().render_help().to_string();
            return writeln!(streams.out, "{}", help.trim_end()).map(|()| EXIT_OK);
        }
        #[cfg(feature = "tui")]
        None | Some(Command::Explore(_) | Command::ClipboardServe(_)) => {
            unreachable!("the explorer and its clipboard helper run on the process's streams")
        }
    };
    match ran {
        Ok(code) => Ok(code),
        Err(Stop::Io(error)) => Err(error),
        Err(Stop::Usage { kind, message }) => Ok(usage_error(name, kind, &message, streams.err)),
    }
}

/// The command line as parsed and reported. Its name is fixed, so that `argv[0]` (any text a
/// caller chooses) never appears in a usage line; its styles are plain, so that clap's errors
/// carry no escape sequence of their own and [`exit::report_clap_error`] can escape what they
/// quote.
fn command() -> clap::Command {
    let top = Cli::command();
    // The explorer's options at the top level read no environment (see `parse_args`).
    #[cfg(feature = "tui")]
    let top = top.mut_arg("spec", |arg| arg.env(None::<&str>));
    top.bin_name("uriscope")
        .styles(clap::builder::Styles::plain())
}

/// Reports a usage error of the subcommand `name` the way clap reports its own, under that
/// subcommand's usage line; returns [`exit::EXIT_USAGE`].
fn usage_error(name: &str, kind: ErrorKind, message: &str, err: &mut dyn Write) -> i32 {
    let mut command = command();
    command.build(); // gives the subcommand its full name for the usage line
    let subcommand = command
        .find_subcommand_mut(name)
        .expect("every command is a subcommand");
    exit::report_clap_error(subcommand.error(kind, message), &mut io::sink(), err)
}

#[cfg(test)]
mod tests;
