//! The `uriscope` binary. On this branch: the explorer only (the command line lands separately).

#[cfg(feature = "tui")]
fn main() -> std::process::ExitCode {
    use clap::Parser;
    let cli = uriscope::tui::cli_args::Cli::parse();
    match uriscope::tui::run(uriscope::tui::cli_args::options(cli)) {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("uriscope: cannot open the explorer: {e}");
            std::process::ExitCode::FAILURE
        }
    }
}

#[cfg(not(feature = "tui"))]
fn main() {}
