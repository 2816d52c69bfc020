//! A WHATWG parse as text, one line per act in the words of `Act`'s `Display`: a state's run
//! starts a line (`path state at byte 9: U+0062 b`), what it does follows, indented.

use uriscope::trace::Trace;
use uriscope::whatwg::Act;

/// The acts `trace` recorded, as lines.
pub fn lines(trace: &Trace) -> String {
    let mut text = String::new();
    for (_, act) in trace.whatwg_acts() {
        if !matches!(act, Act::Visit(_)) {
            text.push_str("  ");
        }
        text.push_str(&act.to_string());
        text.push('\n');
    }
    text
}
