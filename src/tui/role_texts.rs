//! The base, the reference and the result as the panes show them, each with its components
//! as the specification read them: what every pane draws and copies, split once in the core.

use crate::core::text::uri_ref::UriRef;
use crate::core::vocabulary::component::Role;

/// The three texts the panes show by role, each split as the specification read it
/// ([`Resolution::role_texts`](crate::tui::resolution::Resolution::role_texts)).
#[derive(Clone, Copy, Debug)]
pub struct RoleTexts<'a> {
    pub base: UriRef<'a>,
    pub reference: UriRef<'a>,
    /// The result, when there is one.
    pub result: Option<UriRef<'a>>,
    /// Teach mode hides the result until its last step is revealed.
    pub result_hidden: bool,
}

impl<'a> RoleTexts<'a> {
    /// The text of `role`, hidden or not (`None`: no result).
    pub fn get(&self, role: Role) -> Option<&'a str> {
        self.split(role).map(|uri| uri.as_str())
    }

    /// The components of `role`, hidden or not (`None`: no result).
    pub fn split(&self, role: Role) -> Option<UriRef<'a>> {
        match role {
            Role::Base => Some(self.base),
            Role::Reference => Some(self.reference),
            Role::Result => self.result,
        }
    }

    /// Whether teach mode hides the text of `role`.
    pub fn hidden(&self, role: Role) -> bool {
        role == Role::Result && self.result_hidden
    }

    /// The text of `role` as a pane shows it: `None` when there is none or it is hidden.
    pub fn shown(&self, role: Role) -> Option<&'a str> {
        self.get(role).filter(|_| !self.hidden(role))
    }

    /// The components of `role` as a pane shows them: `None` when there is none or it is
    /// hidden.
    pub fn shown_split(&self, role: Role) -> Option<UriRef<'a>> {
        self.split(role).filter(|_| !self.hidden(role))
    }
}
