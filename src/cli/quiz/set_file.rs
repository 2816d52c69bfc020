//! A teacher's exercise set, a TOML file, checked when it is loaded: every key known, every
//! specification one uriscope models, a base for every exercise, steps asked only where the
//! specification's steps have buffers, and a parting asked only where the two specifications
//! part on the pair. Each refusal names the file's line.
//!
//! ```toml
//! title = "Week 3: dot-segments"
//! spec = "rfc2396"                # each exercise's, unless it names its own
//! base = "http://a/b/c/d;p?q"     # likewise
//!
//! [[exercise]]
//! reference = "../g"
//! ask = "steps"                   # the buffer after each step, then the result; or "result"
//!
//! [[exercise]]
//! reference = "?y"
//! specs = ["rfc2396", "rfc3986"]  # the pair under both, then: which step makes them differ?
//! ```

use serde::Deserialize;
use toml::Spanned;

use crate::core::tools::quiz::exercise::{Ask, Exercise};
use crate::core::tools::quiz::exercise_set::ExerciseSet;
use crate::core::tools::quiz::session::parting;
use crate::core::vocabulary::options::Options;
use crate::core::vocabulary::spec::Spec;

/// The largest set file read (a set of a thousand exercises is well under it).
const MAX_BYTES: u64 = 1 << 20;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct SetFile {
    title: Option<String>,
    spec: Option<Spanned<String>>,
    base: Option<String>,
    #[serde(default, rename = "exercise")]
    exercises: Vec<Spanned<ExerciseEntry>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ExerciseEntry {
    reference: String,
    base: Option<String>,
    spec: Option<String>,
    /// Two specifications: the pair under each, then where they part.
    specs: Option<Vec<String>>,
    ask: Option<String>,
    source: Option<String>,
}

/// Reads the set in the file at `path`: its name is the file's stem.
pub fn load(path: &str) -> Result<ExerciseSet, String> {
    let file = std::path::Path::new(path);
    let size = std::fs::metadata(file)
        .map_err(|e| format!("cannot read the set `{path}`: {e}"))?
        .len();
    if size > MAX_BYTES {
        return Err(format!(
            "the set `{path}` is {size} bytes; a set file is at most {MAX_BYTES}"
        ));
    }
    let text =
        std::fs::read_to_string(file).map_err(|e| format!("cannot read the set `{path}`: {e}"))?;
    let name = file.file_stem().map_or_else(
        || path.to_string(),
        |stem| stem.to_string_lossy().into_owned(),
    );
    parse(&name, &text).map_err(|e| format!("the set `{path}`: {e}"))
}

/// The line of byte `at` in `text`, from 1.
fn line_of(text: &str, at: usize) -> usize {
    text.as_bytes()[..at.min(text.len())]
        .iter()
        .filter(|&&b| b == b'\n')
        .count()
        + 1
}

fn spec_named(id: &str) -> Result<Spec, String> {
    id.parse::<Spec>().map_err(|error| {
        error.reason().map_or_else(
            || format!("`{id}` is no specification uriscope models"),
            |reason| format!("`{id}`: {reason}"),
        )
    })
}

/// Reads a set from its TOML `text`.
pub fn parse(name: &str, text: &str) -> Result<ExerciseSet, String> {
    let file: SetFile = toml::from_str(text).map_err(|e| {
        let line = e
            .span()
            .map(|span| format!("line {}: ", line_of(text, span.start)));
        format!("{}{}", line.unwrap_or_default(), e.message())
    })?;
    let default_spec = match &file.spec {
        Some(spec) => Some(
            spec_named(spec.get_ref())
                .map_err(|e| format!("line {}: {e}", line_of(text, spec.span().start)))?,
        ),
        None => None,
    };
    if file.exercises.is_empty() {
        return Err("no [[exercise]]: a set asks at least one".to_string());
    }
    let mut exercises = Vec::new();
    for entry in &file.exercises {
        let line = line_of(text, entry.span().start);
        let at = |e: String| format!("line {line}: {e}");
        let entry = entry.get_ref();
        let base = entry
            .base
            .clone()
            .or_else(|| file.base.clone())
            .ok_or_else(|| at("no base: give `base` here or at the top of the set".to_string()))?;
        let exercise = |spec: Spec, ask: Ask| Exercise {
            spec,
            options: Options::default(),
            base: base.clone(),
            reference: entry.reference.clone(),
            ask,
            source: entry
                .source
                .clone()
                .unwrap_or_else(|| format!("{name}, line {line}")),
        };
        let specs: Vec<Spec> = match (&entry.spec, &entry.specs) {
            (Some(_), Some(_)) => return Err(at("`spec` or `specs`, not both".to_string())),
            (Some(spec), None) => vec![spec_named(spec).map_err(at)?],
            (None, Some(specs)) if specs.len() == 2 => specs
                .iter()
                .map(|id| spec_named(id))
                .collect::<Result<_, _>>()
                .map_err(at)?,
            (None, Some(_)) => {
                return Err(at(
                    "`specs` names two specifications, to compare".to_string()
                ));
            }
            (None, None) => vec![default_spec.ok_or_else(|| {
                at("no spec: give `spec` here or at the top of the set".to_string())
            })?],
        };
        for &spec in &specs {
            let ask = match entry.ask.as_deref() {
                None => Ask::for_spec(spec),
                Some("result") => Ask::Result,
                Some("steps") => {
                    if !exercise(spec, Ask::Steps).has_steps() {
                        return Err(at(format!(
                            "{}'s steps have no buffer to predict on this pair: ask = \"result\"",
                            spec.name()
                        )));
                    }
                    Ask::Steps
                }
                Some(other) => {
                    return Err(at(format!(
                        "ask = \"{other}\": a set asks \"steps\" or \"result\""
                    )));
                }
            };
            exercises.push(exercise(spec, ask));
        }
        if let [a, b] = specs[..] {
            let why = exercise(a, Ask::Parting(b));
            parting(&why, b).map_err(|e| at(format!("{e}: nothing to ask why they differ")))?;
            exercises.push(why);
        }
    }
    Ok(ExerciseSet {
        name: name.to_string(),
        title: file.title.unwrap_or_else(|| name.to_string()),
        exercises,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_set_with_defaults_and_a_pair_under_two_specifications() {
        let set = parse(
            "week3",
            r#"
title = "Week 3"
spec = "rfc2396"
base = "http://a/b/c/d;p?q"

[[exercise]]
reference = "../g"

[[exercise]]
reference = "?y"
specs = ["rfc2396", "rfc3986"]
ask = "result"
"#,
        )
        .unwrap();
        assert_eq!(set.title, "Week 3");
        let asks: Vec<(Spec, Ask)> = set.exercises.iter().map(|e| (e.spec, e.ask)).collect();
        assert_eq!(
            asks,
            [
                (Spec::Rfc2396, Ask::Steps),
                (Spec::Rfc2396, Ask::Result),
                (Spec::Rfc3986, Ask::Result),
                (Spec::Rfc2396, Ask::Parting(Spec::Rfc3986)),
            ]
        );
        assert_eq!(set.exercises[0].source, "week3, line 6");
    }

    #[test]
    fn each_refusal_names_its_line() {
        let refused = |text: &str| parse("t", text).unwrap_err();
        let e = refused("base = \"http://a/\"\n[[exercise]]\nreference = \"g\"\nspec = \"rfc9\"\n");
        assert!(e.starts_with("line 2: `rfc9`"), "{e}");
        let e = refused("spec = \"rfc3986\"\n[[exercise]]\nreference = \"g\"\n");
        assert!(e.starts_with("line 2: no base"), "{e}");
        let e = refused("[[exercise]]\nreference = \"g\"\nrefrence = \"h\"\n");
        assert!(e.contains("unknown field `refrence`"), "{e}");
        let e = refused(
            "base = \"http://a/b/c/d;p?q\"\n[[exercise]]\nreference = \"g\"\nspecs = [\"rfc2396\", \"rfc3986\"]\n",
        );
        assert!(e.contains("agree on this pair"), "{e}");
        // RFC 2396 takes `g:h` whole at step 3: no step 6, no buffer.
        let e = refused(
            "base = \"http://a/b\"\n[[exercise]]\nreference = \"g:h\"\nspec = \"rfc2396\"\nask = \"steps\"\n",
        );
        assert!(e.contains("no buffer to predict"), "{e}");
        assert!(refused("title = \"x\"\n").contains("no [[exercise]]"));
    }
}
