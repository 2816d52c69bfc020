//! The hints a student may ask for before answering, climbing from the step's name, to the
//! sentence of the specification it carries out, to the buffer itself.

use crate::core::tools::quiz::trail::Trail;

/// How much a hint gives away.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum HintLevel {
    /// The step and what it does in a few words: ``6e: remove `<segment>/../`, leftmost first``.
    Name,
    /// The sentence of the specification the step carries out, quoted, with its citation.
    Sentence,
    /// The buffer after the step: the answer.
    Buffer,
}

/// The hint at `level` for checkpoint `asked` of `trail` (`None` past its checkpoints).
///
/// ```
/// use uriscope::Spec;
/// use uriscope::quiz::{HintLevel, Trail, hint};
/// use uriscope::trace::Trace;
///
/// let mut trace = Trace::default();
/// uriscope::resolve_with(Spec::Rfc2396, "http://a/b/c/d;p?q", "../g", &Default::default(), &mut trace)?;
/// let trail = Trail::of(&trace);
/// let six_e = trail.checkpoints.iter().position(|c| c.step.id == "6e").unwrap();
/// assert!(hint(&trail, six_e, HintLevel::Name).unwrap().starts_with("6e: remove"));
/// assert!(hint(&trail, six_e, HintLevel::Sentence).unwrap().contains("RFC 2396 §5.2 step 6e"));
/// assert_eq!(hint(&trail, six_e, HintLevel::Buffer).as_deref(), Some("the buffer after 6e is `/b/g`"));
/// # Ok::<(), uriscope::Error>(())
/// ```
pub fn hint(trail: &Trail, asked: usize, level: HintLevel) -> Option<String> {
    let checkpoint = trail.checkpoints.get(asked)?;
    let step = checkpoint.step;
    Some(match level {
        HintLevel::Name => format!("{}: {}", step.id, step.title),
        HintLevel::Sentence => format!("{}: \"{}\"", step.citation(), step.text),
        HintLevel::Buffer => format!("the buffer after {} is `{}`", step.id, checkpoint.after),
    })
}
