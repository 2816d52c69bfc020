//! One file per pane; each draws from `&App` into a buffer area.

mod block;
pub mod compare;
pub mod components;
pub mod detail;
pub mod examples;
pub mod header;
pub mod help;
pub mod input;
pub mod result;
pub mod status_bar;
pub mod too_small;
pub mod trace;
pub mod uri_text;
