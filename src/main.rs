//! The `uriscope` binary: everything is in the library's `cli` module.

fn main() {
    std::process::exit(uriscope::cli::main())
}
