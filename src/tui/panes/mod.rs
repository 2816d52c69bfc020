//! One file per pane. A pane with state of its own (a selection, a scroll position, teach mode)
//! keeps it in a `…Pane` struct that the App holds; every pane draws as a view of that state and
//! of what it shows (a `…View` widget, lent by the App in `tui/views.rs`). No pane reads the App
//! or another pane's state.

pub mod block;
pub mod compare;
pub mod components;
pub mod connection;
pub mod copy_as;
pub mod detail;
pub mod equivalence;
pub mod examples;
pub mod header;
pub mod help;
pub mod input;
pub mod libraries;
pub mod links;
pub mod quiz;
pub mod redirects;
pub mod result;
pub mod searched;
pub mod status_bar;
pub mod step_text;
pub mod too_small;
pub mod trace;
pub mod uri_text;
