//! The `uriscope` binary: everything is in the library's command line.

fn main() {
    std::process::exit(uriscope::__private::run_command_line())
}
