//! The switches as one table: each row says everything about one switch (its flag, its JSON
//! and TOML key, its values, the specifications that read it, where they say so, the explorer's
//! key), and reads and writes its field of [`Options`]. The command line's flags, the JSON
//! `options`, the examples' TOML, the explorer's keys, header and help, and the command line
//! its `C` copies are all made from [`Switch::ALL`]; adding a switch is a field of `Options`
//! and a row here.

use std::fmt;
use std::fmt::Write;

use crate::core::vocabulary::options::{AboveRoot, Options, Rfc1808Variant};
use crate::core::vocabulary::spec::Spec;

/// One switch where a specification allows more than one behaviour: a row of the table
/// [`Switch::ALL`]. Compared by its [`id`](Self::id).
///
/// ```
/// use uriscope::{Options, Spec};
/// use uriscope::options::Switch;
///
/// let mut options = Options::default();
/// let above_root = Switch::ABOVE_ROOT;
/// assert_eq!((above_root.flag(), above_root.id()), ("--above-root", "above_root"));
/// assert_eq!(above_root.value(&options), "keep");
/// above_root.set(&mut options, "discard").unwrap(); // an alias of `remove`
/// assert_eq!(above_root.value(&options), "remove");
/// assert!(above_root.applies_to(Spec::Rfc2396) && !above_root.applies_to(Spec::Rfc3986));
/// assert_eq!(Switch::NON_STRICT.values().len(), 2); // off and on
/// ```
pub struct Switch {
    id: &'static str,
    flag: &'static str,
    name: &'static str,
    summary: &'static str,
    help: &'static str,
    citation: &'static str,
    key: char,
    values: Values,
    applies_to: &'static [Spec],
    why_not: &'static str,
    get: fn(&Options) -> &'static str,
    put: fn(&mut Options, &'static str),
}

/// One value a switch can take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SwitchValue {
    /// Its name, as the flag, JSON and TOML write it: `keep`, `draft-05`, `on`.
    pub id: &'static str,
    /// Other names it is read from (the specification's own word, a short form).
    pub aliases: &'static [&'static str],
    /// What it does, in a few words.
    pub help: &'static str,
}

/// How a switch is written: a flag alone (off unless given), or a flag and one of its values.
#[derive(Clone, Copy, Debug)]
enum Values {
    Toggle,
    Choice {
        value_name: &'static str,
        values: &'static [SwitchValue],
    },
}

const fn value(
    id: &'static str,
    aliases: &'static [&'static str],
    help: &'static str,
) -> SwitchValue {
    SwitchValue { id, aliases, help }
}

/// A toggle's two values, off first (its default).
const OFF_ON: [SwitchValue; 2] = [value("off", &[], "not given"), value("on", &[], "given")];

fn on_off(on: bool) -> &'static str {
    if on { "on" } else { "off" }
}

/// The value of `all` whose id is `id`: the one an enum switch's `put` stores (its table offers
/// only those ids).
fn by_id<T: Copy + Default, const N: usize>(
    all: [T; N],
    id: &str,
    id_of: fn(T) -> &'static str,
) -> T {
    all.into_iter()
        .find(|&v| id_of(v) == id)
        .unwrap_or_default()
}

impl Switch {
    /// RFC 2396 step 6g: what to do with `..` segments left at the start of the path.
    pub const ABOVE_ROOT: &'static Switch = &Switch {
        id: "above_root",
        flag: "--above-root",
        name: "the step 6g handling",
        summary: "RFC 2396 6g: keep, remove or reject `..` above the root",
        help: "RFC 2396 step 6g: what to do with `..` segments that climb above the root \
               (default keep)",
        citation: "RFC 2396 §5.2 step 6g",
        key: 'a',
        values: Values::Choice {
            value_name: "HOW",
            values: &[
                value(
                    "keep",
                    &["retain"],
                    "retain them (Appendix C's answers, the default)",
                ),
                value("remove", &["discard"], "remove them"),
                value("reject", &["error"], "fail with an error naming them"),
            ],
        },
        applies_to: &[Spec::Rfc2396],
        why_not: "it is RFC 2396 §5.2 step 6g's choice",
        get: |options| options.above_root.id(),
        put: |options, id| options.above_root = by_id(AboveRoot::ALL, id, AboveRoot::id),
    };

    /// Read a scheme equal to the base's as relative (`http:g`).
    pub const NON_STRICT: &'static Switch = &Switch {
        id: "non_strict",
        flag: "--non-strict",
        name: "non-strict",
        summary: "non-strict: ignore a scheme equal to the base's",
        help: "Read a scheme equal to the base's as relative (`http:g`), the loophole RFC 1630 \
               left open (RFC 1630, RFC 1808, RFC 2396, RFC 3986)",
        citation: "RFC 3986 §5.2.2",
        key: 'n',
        values: Values::Toggle,
        applies_to: &[Spec::Rfc1630, Spec::Rfc1808, Spec::Rfc2396, Spec::Rfc3986],
        // The WHATWG Standard has its own rule: a special scheme equal to the base's is always
        // relative, and there is no switch.
        why_not: "the WHATWG URL Standard always reads a special scheme equal to the base's as \
                  relative, with no switch",
        get: |options| on_off(options.non_strict),
        put: |options, id| options.non_strict = id == "on",
    };

    /// RFC 2396 step 6a with a base that has an authority and an empty path.
    pub const FIX_EMPTY_BASE_PATH: &'static Switch = &Switch {
        id: "fix_empty_base_path",
        flag: "--fix-empty-base-path",
        name: "the empty-base-path fix",
        summary: "RFC 2396 6a: add `/` for a base with an empty path",
        help: "RFC 2396 step 6a with a base like `http://a` (empty path): insert the `/` as \
               RFC 3986 does",
        citation: "RFC 3986 §5.2.3",
        key: 'f',
        values: Values::Toggle,
        applies_to: &[Spec::Rfc2396],
        why_not: "it changes RFC 2396 §5.2 step 6a",
        get: |options| on_off(options.fix_empty_base_path),
        put: |options, id| options.fix_empty_base_path = id == "on",
    };

    /// RFC 1808's draft revision for Step 6c/6d.
    pub const RFC1808_VARIANT: &'static Switch = &Switch {
        id: "variant",
        flag: "--variant",
        name: "the RFC 1808 revision",
        summary: "RFC 1808 draft 06 / 05",
        help: "RFC 1808: which draft revision's Step 6c/6d wording to follow (default draft-06)",
        citation: "RFC 1808 §4 step 6",
        key: 'v',
        values: Values::Choice {
            value_name: "DRAFT",
            values: &[
                value(
                    "draft-06",
                    &["06", "rfc1808", "relurl06"],
                    "draft-ietf-uri-relative-url-06 = RFC 1808",
                ),
                value(
                    "draft-05",
                    &["05", "relurl05"],
                    "draft-ietf-uri-relative-url-05",
                ),
            ],
        },
        applies_to: &[Spec::Rfc1808],
        why_not: "it chooses between RFC 1808's drafts",
        get: |options| options.rfc1808_variant.id(),
        put: |options, id| {
            options.rfc1808_variant = by_id(Rfc1808Variant::ALL, id, Rfc1808Variant::id);
        },
    };

    /// A redirect's `Location` resolved as a browser does: the Fetch Standard's location URL.
    pub const LOCATION_URL: &'static Switch = &Switch {
        id: "location_url",
        flag: "--location-url",
        name: "the location URL rule",
        summary: "Fetch location URL: a Location with no fragment keeps the request's",
        help: "Resolve the reference as a redirect's Location against the URL that answered: \
               a result with no fragment keeps the base's, as browsers do (the Fetch \
               Standard's location URL step 4; RFC 9110 §10.2.2) (WHATWG)",
        citation: "the Fetch Standard §2.2.6, location URL step 4",
        key: 'F',
        values: Values::Toggle,
        applies_to: &[Spec::Whatwg],
        why_not: "it is the Fetch Standard's rule for a redirect, which reads the Location with \
                  the WHATWG URL parser",
        get: |options| on_off(options.location_url),
        put: |options, id| options.location_url = id == "on",
    };

    /// Every switch, in the order flags, JSON keys and the explorer's header list them.
    pub const ALL: [&'static Switch; 5] = [
        Switch::ABOVE_ROOT,
        Switch::NON_STRICT,
        Switch::FIX_EMPTY_BASE_PATH,
        Switch::RFC1808_VARIANT,
        Switch::LOCATION_URL,
    ];

    /// Its key in JSON and in the examples' TOML: `above_root`.
    pub const fn id(&self) -> &'static str {
        self.id
    }

    /// Its flag on the command line (the explorer's `C` copies it too): `--above-root`.
    pub const fn flag(&self) -> &'static str {
        self.flag
    }

    /// Its name in a sentence or a trace header: `the step 6g handling`.
    pub const fn name(&self) -> &'static str {
        self.name
    }

    /// What it does, in a line: the explorer's help.
    pub const fn summary(&self) -> &'static str {
        self.summary
    }

    /// What it does, in a sentence: the command line's help.
    pub const fn help(&self) -> &'static str {
        self.help
    }

    /// Where the specifications describe the choice it makes: `RFC 2396 §5.2 step 6g`.
    pub const fn citation(&self) -> &'static str {
        self.citation
    }

    /// The explorer's key for it.
    pub const fn key(&self) -> char {
        self.key
    }

    /// Whether it is a flag alone (off unless given), with no value.
    pub const fn is_toggle(&self) -> bool {
        matches!(self.values, Values::Toggle)
    }

    /// The name of its value in the command line's help (`HOW`); `None` for a toggle.
    pub const fn value_name(&self) -> Option<&'static str> {
        match self.values {
            Values::Toggle => None,
            Values::Choice { value_name, .. } => Some(value_name),
        }
    }

    /// Every value it takes, its default first (`off` and `on` for a toggle).
    pub fn values(&self) -> &'static [SwitchValue] {
        match self.values {
            Values::Toggle => &OFF_ON,
            Values::Choice { values, .. } => values,
        }
    }

    /// Does `spec` read it?
    pub fn applies_to(&self, spec: Spec) -> bool {
        self.applies_to.contains(&spec)
    }

    /// Why a specification that does not read it does not, in words.
    pub const fn applies_to_words(&self) -> &'static str {
        self.why_not
    }

    /// Its value in `options`: `keep`, `on`, `draft-06`.
    pub fn value(&self, options: &Options) -> &'static str {
        (self.get)(options)
    }

    /// Is it set to something else than its default in `options`?
    pub fn is_set(&self, options: &Options) -> bool {
        self.value(options) != self.value(&Options::default())
    }

    /// The value `text` names (its id or an alias, in any case).
    pub fn parse(&self, text: &str) -> Result<&'static SwitchValue, String> {
        self.values()
            .iter()
            .find(|v| {
                v.id.eq_ignore_ascii_case(text)
                    || v.aliases.iter().any(|a| a.eq_ignore_ascii_case(text))
            })
            .ok_or_else(|| {
                let ids: Vec<&str> = self.values().iter().map(|v| v.id).collect();
                format!(
                    "unknown value `{text}` for {} (expected {})",
                    self.flag,
                    or_list(&ids)
                )
            })
    }

    /// Sets it in `options` to the value `text` names.
    pub fn set(&self, options: &mut Options, text: &str) -> Result<(), String> {
        let value = self.parse(text)?;
        (self.put)(options, value.id);
        Ok(())
    }

    /// Sets it in `options` to its next value, after the last its first: what the explorer's
    /// key does.
    pub fn cycle(&self, options: &mut Options) {
        let values = self.values();
        let now = self.value(options);
        let at = values.iter().position(|v| v.id == now).unwrap_or(0);
        (self.put)(options, values[(at + 1) % values.len()].id);
    }

    /// Puts it back to its default in `options`.
    pub(crate) fn reset(&self, options: &mut Options) {
        (self.put)(options, self.values()[0].id);
    }

    /// Its values other than `now`, the ones that would change a resolution it stopped:
    /// `["keep", "remove"]` for a `reject`.
    pub fn others(&self, now: &str) -> Vec<&'static str> {
        self.values()
            .iter()
            .map(|v| v.id)
            .filter(|id| *id != now)
            .collect()
    }
}

#[cfg(test)]
impl Switch {
    /// A switch no specification reads and no field of [`Options`] holds (it reads `one`
    /// whatever is set): what a test adds to a copy of the table to see a new row reach every
    /// place the table does.
    pub(crate) const THROWAWAY: &'static Switch = &Switch {
        id: "throwaway",
        flag: "--throwaway",
        name: "the throw-away switch",
        summary: "a throw-away switch",
        help: "A switch added by a test",
        citation: "nowhere",
        key: '~',
        values: Values::Choice {
            value_name: "WHICH",
            values: &[
                value("one", &["1"], "the first"),
                value("two", &[], "the second"),
            ],
        },
        applies_to: &[],
        why_not: "it is a test's",
        get: |_| "one",
        put: |_, _| {},
    };
}

/// `a`, `a or b`, `a, b or c`.
pub(crate) fn or_list(items: &[&str]) -> String {
    match items {
        [] => String::new(),
        [one] => (*one).to_string(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

/// The switches read over a set of options.
impl Options {
    /// These options with every switch `spec` does not read put back to its default: what one
    /// specification uses when several resolve with the same options (the comparison).
    pub fn for_spec(&self, spec: Spec) -> Options {
        let mut options = *self;
        for switch in Switch::ALL.into_iter().filter(|s| !s.applies_to(spec)) {
            switch.reset(&mut options);
        }
        options
    }

    /// The switches `spec` reads, in words: `6g handling keep, non-strict off, …`; empty when
    /// it reads none.
    ///
    /// ```
    /// use uriscope::{Options, Spec};
    /// let options = Options::default();
    /// assert_eq!(options.describe(Spec::Rfc3986), "non-strict off");
    /// assert_eq!(options.describe(Spec::Whatwg), "location URL rule off");
    /// assert_eq!(options.describe("node-legacy".parse()?), "");
    /// # Ok::<(), uriscope::profile::UnknownSpec>(())
    /// ```
    pub fn describe(&self, spec: Spec) -> String {
        let mut words = String::new();
        for switch in Switch::ALL.into_iter().filter(|s| s.applies_to(spec)) {
            if !words.is_empty() {
                words.push_str(", ");
            }
            let name = switch.name().trim_start_matches("the ");
            let _ = write!(words, "{name} {}", switch.value(self));
        }
        words
    }
}

impl PartialEq for Switch {
    fn eq(&self, other: &Self) -> bool {
        self.id == other.id
    }
}

impl Eq for Switch {}

impl std::hash::Hash for Switch {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.id.hash(state);
    }
}

impl fmt::Debug for Switch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Switch({})", self.id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every value of every switch can be set and read back, a toggle's `on` sets its field,
    /// and ids, flags and keys are each one switch's.
    #[test]
    fn the_table_reads_back_what_it_sets() {
        for switch in Switch::ALL {
            assert_eq!(
                switch.value(&Options::default()),
                switch.values()[0].id,
                "{switch:?}"
            );
            for value in switch.values() {
                let mut options = Options::default();
                switch.set(&mut options, value.id).unwrap();
                assert_eq!(switch.value(&options), value.id);
                for alias in value.aliases {
                    let mut by_alias = Options::default();
                    switch.set(&mut by_alias, &alias.to_uppercase()).unwrap();
                    assert_eq!(by_alias, options);
                }
                // Only this switch moved.
                for other in Switch::ALL.into_iter().filter(|o| *o != switch) {
                    assert!(!other.is_set(&options), "{switch:?} moved {other:?}");
                }
            }
            let mut cycled = Options::default();
            for _ in switch.values() {
                switch.cycle(&mut cycled);
            }
            assert_eq!(cycled, Options::default(), "{switch:?} cycles back");
        }
        for (i, a) in Switch::ALL.iter().enumerate() {
            for b in &Switch::ALL[i + 1..] {
                assert!(a.id != b.id && a.flag != b.flag && a.key != b.key);
            }
        }
        assert!(
            Switch::ABOVE_ROOT
                .set(&mut Options::default(), "sideways")
                .is_err()
        );
        assert_eq!(or_list(&["a", "b", "c"]), "a, b or c");
    }
}
