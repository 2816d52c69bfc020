//! The overlays by name: which one is open ([`App::overlay`](crate::tui::app::App::overlay)),
//! where its keys are in the key table (`Context::Overlay`), and what the status bar and help
//! call it. What each does is its type in `tui/overlays/`.

/// A window drawn over the panes; it takes the keys while open.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OverlayId {
    /// The whole-text view: the selected step in full (from the Trace pane), or the base,
    /// reference and result in full.
    Detail,
    Examples,
    /// The links of the page given with `--links`.
    Links,
    /// The redirect chain given with `--redirects`.
    Redirects,
    /// The `C` chooser: what to copy the resolution as.
    CopyAs,
    /// The `l` chooser: a library profile at a release.
    Libraries,
    Compare,
    /// The `=` view: the Base and Reference texts compared under every notion of equivalence.
    Equivalence,
    /// The quiz (`uriscope quiz`, or `Q`): predict each step's buffer, and the trace says
    /// where the reasoning parted.
    Quiz,
    Help,
}

/// What the status bar and help call an overlay, and whether `/` searches it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct About {
    /// The status bar's name for it, at its start.
    pub name: &'static str,
    /// The title of its keys in help and in the guide's key table (docs/guide/01-explorer.md).
    pub keys_title: &'static str,
    /// `/` narrows what it lists to what matches a search.
    pub searchable: bool,
    /// A line is typed in it: a printable key is text, edited with the text fields' keys.
    pub typed: bool,
}

const fn about(name: &'static str, keys_title: &'static str, searchable: bool) -> About {
    About {
        name,
        keys_title,
        searchable,
        typed: false,
    }
}

impl OverlayId {
    /// Every overlay, in the order help lists their keys.
    pub const ALL: [OverlayId; 10] = [
        OverlayId::Detail,
        OverlayId::Examples,
        OverlayId::Links,
        OverlayId::Redirects,
        OverlayId::CopyAs,
        OverlayId::Libraries,
        OverlayId::Compare,
        OverlayId::Equivalence,
        OverlayId::Quiz,
        OverlayId::Help,
    ];

    /// Its names, one row per overlay.
    pub const fn about(self) -> About {
        match self {
            OverlayId::Detail => about("In full", "Whole-text view", false),
            OverlayId::Examples => about("Examples", "Examples browser", true),
            OverlayId::Links => about("Links", "Links browser (--links PAGE)", true),
            OverlayId::Redirects => about("Redirects", "Redirect browser (--redirects FILE)", true),
            OverlayId::CopyAs => about("Copy as", "Copy as (C)", false),
            OverlayId::Libraries => about("Libraries", "Library profiles (l)", true),
            OverlayId::Compare => about("Compare", "Compare view", false),
            OverlayId::Equivalence => about("Equivalence", "Equivalence view (=)", false),
            OverlayId::Quiz => About {
                typed: true,
                ..about(
                    "Quiz",
                    "Quiz (uriscope quiz, or Q; the answer is edited as a text field is)",
                    false,
                )
            },
            OverlayId::Help => about("Help", "Help", true),
        }
    }
}
