//! The command line (to be written).
