//! The non-interactive command line: `uriscope resolve`, `uriscope parse` and `uriscope compare`.
//!
//! [`main`] parses argv with clap and dispatches; each command lives in its own file and writes
//! through `escape_for_terminal` (human output) or [`json`] (machine output). The exit codes are
//! in [`exit`].

mod batch;
mod compare;
mod exit;
#[cfg(feature = "tui")]
mod explore;
mod json;
mod parse;
mod resolve;
mod trace_table;

use std::ffi::OsString;
use std::io::{self, Write};
use std::sync::LazyLock;

use clap::builder::PossibleValue;
use clap::error::ErrorKind;
use clap::{Args, CommandFactory, Parser, Subcommand, ValueEnum};

pub use exit::{EXIT_FAILED, EXIT_OK, EXIT_USAGE};

use crate::core::{AboveRoot, Options, Rfc1808Variant, Spec};

const AFTER_HELP: &str = "\
Exit codes: 0 success; 1 the input could not be resolved or parsed (or a line of a batch \
failed); 2 usage error.
Human output is passed through a terminal-safe escaper: control, bidi and zero-width characters \
are shown as escapes such as \\x1b or \\u{202e}. --json gives the exact strings.";

/// The whole command line.
#[derive(Debug, Parser)]
#[command(
    name = "uriscope",
    version,
    about = "See how a URI reference resolves against a base, step by step, under RFC 1630, \
             RFC 1808, RFC 2396, RFC 3986 and the WHATWG URL Standard",
    after_help = AFTER_HELP,
    color = clap::ColorChoice::Never
)]
pub struct Cli {
    /// `None` (no arguments) opens the interactive explorer on its built-in example.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// One variant per subcommand; the explorer adds its own next to these.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Resolve REFERENCE against BASE and print the result (or, with --base and no REFERENCE,
    /// resolve every line of stdin)
    #[command(after_help = AFTER_HELP)]
    Resolve(ResolveArgs),
    /// Show the components, authority parts, path segments and grammar diagnostics of a URI
    /// reference
    #[command(after_help = AFTER_HELP)]
    Parse(ParseArgs),
    /// Resolve REFERENCE against BASE under every specification and show where they disagree
    #[command(after_help = AFTER_HELP)]
    Compare(CompareArgs),
    /// Open the interactive explorer (the default with no arguments)
    #[cfg(feature = "tui")]
    Explore(explore::ExploreArgs),
}

#[derive(Debug, Args)]
pub struct ResolveArgs {
    /// The specification whose algorithm resolves the reference
    #[arg(long, value_enum, value_name = "SPEC", default_value_t = SpecArg(Spec::Rfc2396))]
    pub spec: SpecArg,
    #[command(flatten)]
    pub switches: Switches,
    /// Print every step as a table (with --json: add an `events` array)
    #[arg(long)]
    pub trace: bool,
    /// Print one JSON object (per input line in batch mode)
    #[arg(long)]
    pub json: bool,
    /// The base; without REFERENCE, references are read from stdin, one per line
    #[arg(long = "base", value_name = "BASE")]
    pub base_option: Option<String>,
    /// The base URI (absolute: it must have a scheme)
    #[arg(value_name = "BASE")]
    pub first: Option<String>,
    /// The URI reference to resolve (put `--` before arguments that start with `-`)
    #[arg(value_name = "REFERENCE")]
    pub second: Option<String>,
}

impl ResolveArgs {
    pub fn options(&self) -> Options {
        self.switches.options()
    }
}

/// The switches where a specification allows more than one behaviour (shared by `resolve` and
/// `compare`).
#[derive(Debug, Args)]
pub struct Switches {
    /// RFC 2396 step 6g: what to do with `..` segments that climb above the root
    #[arg(long, value_enum, value_name = "HOW", default_value_t = AboveRootArg(AboveRoot::Keep))]
    pub above_root: AboveRootArg,
    /// Accept a scheme equal to the base's as relative (`http:g`), the RFC 1630 loophole
    #[arg(long)]
    pub non_strict: bool,
    /// RFC 2396 step 6a with a base like `http://a` (empty path): insert the `/` as RFC 3986 does
    #[arg(long)]
    pub fix_empty_base_path: bool,
    /// RFC 1808: which draft revision's Step 6c/6d wording to follow
    #[arg(long, value_enum, value_name = "DRAFT", default_value_t = VariantArg(Rfc1808Variant::Draft06))]
    pub variant: VariantArg,
}

impl Switches {
    /// The core options these flags select; fields no flag sets keep their defaults.
    // `..Default` keeps this compiling when another option is added to the core.
    #[allow(clippy::needless_update)]
    pub fn options(&self) -> Options {
        Options {
            above_root: self.above_root.0,
            non_strict: self.non_strict,
            fix_empty_base_path: self.fix_empty_base_path,
            rfc1808_variant: self.variant.0,
            ..Options::default()
        }
    }
}

#[derive(Debug, Args)]
pub struct CompareArgs {
    #[command(flatten)]
    pub switches: Switches,
    /// Print one JSON object
    #[arg(long)]
    pub json: bool,
    /// The base URI (absolute: it must have a scheme)
    #[arg(value_name = "BASE")]
    pub base: String,
    /// The URI reference to resolve (put `--` before one that starts with `-`)
    #[arg(value_name = "REFERENCE")]
    pub reference: String,
}

#[derive(Debug, Args)]
pub struct ParseArgs {
    /// Print one JSON object
    #[arg(long)]
    pub json: bool,
    /// The URI reference to parse (put `--` before one that starts with `-`)
    #[arg(value_name = "URI")]
    pub uri: String,
}

/// A [`Spec`] as a clap value: every member of [`Spec::ALL`], by its id.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SpecArg(pub Spec);

impl ValueEnum for SpecArg {
    fn value_variants<'a>() -> &'a [Self] {
        static ALL: LazyLock<Vec<SpecArg>> =
            LazyLock::new(|| Spec::ALL.iter().copied().map(SpecArg).collect());
        &ALL
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(PossibleValue::new(self.0.id()).help(self.0.title()))
    }
}

/// An [`AboveRoot`] as a clap value (`retain` and `error` are the digest's names).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AboveRootArg(pub AboveRoot);

impl ValueEnum for AboveRootArg {
    fn value_variants<'a>() -> &'a [Self] {
        &[
            AboveRootArg(AboveRoot::Keep),
            AboveRootArg(AboveRoot::Remove),
            AboveRootArg(AboveRoot::Reject),
        ]
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        let (alias, help) = match self.0 {
            AboveRoot::Keep => ("retain", "retain them (Appendix C's answers, the default)"),
            AboveRoot::Remove => ("discard", "remove them"),
            AboveRoot::Reject => ("error", "fail with an error naming them"),
        };
        Some(PossibleValue::new(self.0.id()).alias(alias).help(help))
    }
}

/// An [`Rfc1808Variant`] as a clap value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VariantArg(pub Rfc1808Variant);

impl ValueEnum for VariantArg {
    fn value_variants<'a>() -> &'a [Self] {
        &[
            VariantArg(Rfc1808Variant::Draft06),
            VariantArg(Rfc1808Variant::Draft05),
        ]
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        let (alias, help) = match self.0 {
            Rfc1808Variant::Draft06 => ("06", "draft-ietf-uri-relative-url-06 = RFC 1808"),
            Rfc1808Variant::Draft05 => ("05", "draft-ietf-uri-relative-url-05"),
        };
        Some(PossibleValue::new(self.0.id()).alias(alias).help(help))
    }
}

/// Runs the program on the process's arguments; returns the exit code.
pub fn main() -> i32 {
    run(std::env::args_os())
}

/// Runs the program on `args` (the first is the program name); returns the exit code.
pub fn run<I, T>(args: I) -> i32
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    let cli = match Cli::try_parse_from(args) {
        Ok(cli) => cli,
        Err(err) => return exit::report_clap_error(&err),
    };
    match cli.command {
        // The explorer owns the terminal, so it runs before anything locks stdout.
        #[cfg(feature = "tui")]
        None => explore::run(explore::ExploreArgs::default()),
        #[cfg(feature = "tui")]
        Some(Command::Explore(args)) => explore::run(args),
        #[cfg(not(feature = "tui"))]
        None => with_output(|out, _| {
            // Built without the explorer: the help.
            let help = Cli::command().render_help().to_string();
            writeln!(out, "{}", exit::escape_lines(help.trim_end())).map(|()| EXIT_OK)
        }),
        Some(Command::Resolve(args)) => with_output(|out, err| dispatch_resolve(&args, out, err)),
        Some(Command::Parse(args)) => with_output(|out, _| parse::run(&args, out)),
        Some(Command::Compare(args)) => with_output(|out, _| compare::run(&args, out)),
    }
}

/// Runs a command on buffered, locked stdout and stderr; returns its exit code once the output
/// is flushed (or [`exit::finish`]'s code when writing failed).
fn with_output(
    command: impl FnOnce(
        &mut io::BufWriter<io::StdoutLock<'static>>,
        &mut io::StderrLock<'static>,
    ) -> io::Result<i32>,
) -> i32 {
    let mut out = io::BufWriter::new(io::stdout().lock());
    let mut err = io::stderr().lock();
    let code = command(&mut out, &mut err).and_then(|code| out.flush().map(|()| code));
    exit::finish(code, &mut err)
}

/// Chooses between one resolution and a batch from stdin, from which arguments are present.
fn dispatch_resolve(
    args: &ResolveArgs,
    out: &mut impl Write,
    err: &mut impl Write,
) -> io::Result<i32> {
    match (&args.base_option, &args.first, &args.second) {
        (None, Some(base), Some(reference)) => resolve::run(args, base, reference, out, err),
        (Some(base), Some(reference), None) => resolve::run(args, base, reference, out, err),
        (Some(base), None, None) => {
            if args.trace && !args.json {
                return Ok(usage_error(
                    ErrorKind::ArgumentConflict,
                    "--trace prints a table, which cannot keep one output line per input line: \
                     give a REFERENCE, or add --json to get the events in each line's object",
                ));
            }
            batch::run(args, base, io::stdin().lock(), out, err)
        }
        (Some(_), _, Some(_)) => Ok(usage_error(
            ErrorKind::TooManyValues,
            "the base is given twice: use either --base BASE or BASE REFERENCE",
        )),
        (None, Some(_), None) => Ok(usage_error(
            ErrorKind::MissingRequiredArgument,
            "missing REFERENCE: give BASE REFERENCE, or --base BASE with references on stdin",
        )),
        (None, None, _) => Ok(usage_error(
            ErrorKind::MissingRequiredArgument,
            "missing BASE and REFERENCE: give BASE REFERENCE, or --base BASE with references \
             on stdin",
        )),
    }
}

/// Reports a usage error the way clap reports its own; returns [`EXIT_USAGE`].
fn usage_error(kind: ErrorKind, message: &str) -> i32 {
    let mut command = Cli::command();
    command.build(); // gives the subcommand its full name for the usage line
    let resolve = command
        .find_subcommand_mut("resolve")
        .expect("the resolve subcommand exists");
    exit::report_clap_error(&resolve.error(kind, message))
}
