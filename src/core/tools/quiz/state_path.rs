//! The states the URL Standard's basic URL parser goes through on a reference, read from the
//! trace: each run of one state once, with the code point it read as it entered it. What a
//! student predicts under WHATWG, where the steps are states and there is no buffer to write:
//! the state that comes next.

use crate::core::vocabulary::step::Step;
use crate::core::vocabulary::trace::Trace;
use crate::core::vocabulary::whatwg_act::Act;
use crate::core::vocabulary::whatwg_state::State;

/// A state entered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entered {
    /// The state.
    pub state: State,
    /// Its step, which quotes the Standard's text for it.
    pub step: &'static Step,
    /// The pointer as it ran last, a byte offset in the reference: where it handed over.
    pub left_at: usize,
    /// The code point it read last, which sent it on (`None`: the EOF code point).
    pub left_reading: Option<char>,
}

/// Every state entered, in order, each run of one state once (with where it handed over).
pub fn states_entered(trace: &Trace) -> Vec<Entered> {
    let mut entered: Vec<Entered> = Vec::new();
    for (step, act) in trace.whatwg_acts() {
        let Act::Visit(visit) = act else {
            continue;
        };
        match entered.last_mut() {
            Some(last) if last.state == visit.state => {
                last.left_at = visit.at;
                last.left_reading = visit.code_point;
            }
            _ => entered.push(Entered {
                state: visit.state,
                step,
                left_at: visit.at,
                left_reading: visit.code_point,
            }),
        }
    }
    entered
}

/// The state a student named: the Standard's name, with or without `state`, in any case, with
/// spaces, hyphens or underscores (`relative slash`, `Relative-Slash state`).
pub fn state_named(text: &str) -> Option<State> {
    let words = |text: &str| -> Vec<String> {
        text.split(|c: char| c.is_whitespace() || c == '-' || c == '_')
            .filter(|w| !w.is_empty())
            .map(str::to_ascii_lowercase)
            .collect()
    };
    let mut given = words(text);
    if given.last().is_some_and(|w| w == "state") {
        given.pop();
    }
    State::ALL.into_iter().find(|state| {
        let mut name = words(state.name());
        name.pop();
        name == given
    })
}

/// A code point as a student reads it: `` `/` ``, or the end of the input.
pub fn read(code_point: Option<char>) -> String {
    match code_point {
        Some(c) => format!("`{}`", c.escape_debug()),
        None => "the end of the input (EOF)".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::resolve::resolve_with;
    use crate::core::vocabulary::options::Options;
    use crate::core::vocabulary::spec::Spec;

    #[test]
    fn a_network_path_reference_goes_through_the_authority_states() {
        let mut trace = Trace::default();
        let _ = resolve_with(
            Spec::Whatwg,
            "http://a/b/c/d;p?q",
            "//g",
            &Options::default(),
            &mut trace,
        );
        let states: Vec<State> = states_entered(&trace).iter().map(|e| e.state).collect();
        assert_eq!(
            states,
            [
                State::SchemeStart,
                State::NoScheme,
                State::Relative,
                State::RelativeSlash,
                State::SpecialAuthorityIgnoreSlashes,
                State::Authority,
                State::Host,
                State::PathStart,
                State::Path,
            ]
        );
    }

    #[test]
    fn a_state_is_named_as_a_student_writes_it() {
        assert_eq!(state_named("relative slash"), Some(State::RelativeSlash));
        assert_eq!(
            state_named("Relative-Slash state"),
            Some(State::RelativeSlash)
        );
        assert_eq!(state_named("path"), Some(State::Path));
        assert_eq!(state_named("paths"), None);
    }
}
