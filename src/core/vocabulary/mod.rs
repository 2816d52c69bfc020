//! The trace vocabulary and its readers: the events every parser and resolver emits, the steps and
//! specifications they cite, the trace that records them, and what a trace reads as (steps,
//! provenance, warnings, findings, a resolution's bundle).

pub(crate) mod component;
pub(crate) mod connection;
pub(crate) mod error;
pub(crate) mod event;
pub(crate) mod finding;
pub(crate) mod library;
pub(crate) mod link_flag;
pub(crate) mod mapping_act;
pub(crate) mod mapping_why;
pub(crate) mod normalization;
pub(crate) mod options;
pub(crate) mod profile;
pub(crate) mod release;
pub(crate) mod replay;
pub(crate) mod resolution;
pub(crate) mod row;
pub(crate) mod span;
pub(crate) mod spec;
pub(crate) mod step;
pub(crate) mod steps;
pub(crate) mod switch;
pub(crate) mod trace;
pub(crate) mod validation;
pub(crate) mod warning;
pub(crate) mod warnings;
pub(crate) mod whatwg_act;
pub(crate) mod whatwg_failure;
pub(crate) mod whatwg_frame;
pub(crate) mod whatwg_state;
pub(crate) mod whatwg_validation;
