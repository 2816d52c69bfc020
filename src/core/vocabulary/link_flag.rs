//! What a reviewer should look at in a link of a page, as `uriscope links` flags it: the
//! browser's answer, what the base changed, and where the HTML Standard departs from what a
//! link looks like it does.

/// Something a reviewer should look at in a link of a page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkFlag {
    /// The browser's parser fails: the link goes nowhere.
    Fails,
    /// The rules compared with give another answer.
    Differs,
    /// A `#fragment` link that the base sends to another page than the one it is on.
    FragmentLeavesPage,
    /// A `?query` link that the base sends to another path than the page's.
    QueryLeavesPage,
    /// The base changed the result: what it would be against the document's URL.
    ChangedByBase(Result<String, String>),
    /// A `..` that would climb above the root, dropped (URL Standard §4.1, "shorten a path").
    ClimbsAboveRoot,
    /// Raw non-ASCII in the query of a special URL on a page not in UTF-8: the browser encodes
    /// it in the page's encoding, every library in UTF-8.
    NonUtf8Query,
    /// A `srcset` candidate the browser drops for its descriptors.
    DroppedCandidate(&'static str),
    /// A refresh to a `javascript:` URL, which the browser does not follow.
    JavascriptRefresh,
    /// An empty (or, on a form, absent) action or formaction: the form goes to the document's
    /// URL, not the base.
    EmptyAction,
    /// A script, stylesheet, image, frame or refresh before the `base` element: the browser
    /// fetches it as the parser meets it, against the document's URL (the link's result), not
    /// the base; what it would be against the base.
    FetchedBeforeBase(Result<String, String>),
    /// The browser never fetches it, and why (an informing flag).
    NeverFetched(&'static str),
    /// Chromium resolves it otherwise than the Standards: its answer, theirs, and the rule
    /// Chromium follows, citing its source.
    ChromiumDeparts {
        /// Chromium's answer: the URL, or why it fails.
        chromium: Result<String, String>,
        /// The Standards' answer.
        standard: Result<String, String>,
        /// The rule Chromium follows, and where its source says so.
        why: &'static str,
    },
}

impl LinkFlag {
    /// The flag's name, as JSON writes it.
    pub fn name(&self) -> &'static str {
        match self {
            LinkFlag::Fails => "fails",
            LinkFlag::Differs => "differs",
            LinkFlag::FragmentLeavesPage => "fragment-leaves-page",
            LinkFlag::QueryLeavesPage => "query-leaves-page",
            LinkFlag::ChangedByBase(_) => "changed-by-base",
            LinkFlag::ClimbsAboveRoot => "climbs-above-root",
            LinkFlag::NonUtf8Query => "non-utf8-query",
            LinkFlag::DroppedCandidate(_) => "dropped-candidate",
            LinkFlag::JavascriptRefresh => "javascript-refresh",
            LinkFlag::EmptyAction => "empty-action",
            LinkFlag::FetchedBeforeBase(_) => "fetched-before-base",
            LinkFlag::ChromiumDeparts { .. } => "chromium-departs",
            LinkFlag::NeverFetched(_) => "never-fetched",
        }
    }

    /// What it means, citing the documents.
    pub fn text(&self) -> String {
        match self {
            LinkFlag::Fails => "the URL parser returns failure: the link goes nowhere".into(),
            LinkFlag::Differs => "the rules compared with give another answer".into(),
            LinkFlag::FragmentLeavesPage => "a fragment-only link, resolved against the base: it \
                                         goes to the base's page, not to a place on this one \
                                         (HTML §2.4.3)"
                .into(),
            LinkFlag::QueryLeavesPage => {
                "a query-only link, resolved against the base: it goes to the base's path, not \
                 this page's"
                    .into()
            }
            LinkFlag::ChangedByBase(Ok(url)) => format!("without the base it would be {url}"),
            LinkFlag::ChangedByBase(Err(why)) => format!("without the base it would fail: {why}"),
            LinkFlag::ClimbsAboveRoot => "a `..` above the root is dropped (URL Standard §4.1, \
                                      shorten a URL's path); RFC 1808 keeps it"
                .into(),
            LinkFlag::NonUtf8Query => "raw non-ASCII in the query on a page not in UTF-8: the \
                                   browser sends it in the page's encoding (URL Standard, query \
                                   state; HTML §2.4.2), other clients in UTF-8"
                .into(),
            LinkFlag::DroppedCandidate(why) => {
                format!("the browser drops this candidate: {why} (HTML §4.8.4.3.10)")
            }
            LinkFlag::JavascriptRefresh => {
                "a javascript: refresh is not followed (HTML, shared declarative refresh steps)"
                    .into()
            }
            LinkFlag::EmptyAction => "an empty or absent action is the document's URL, not the \
                                  base (HTML §4.10.21.3, form submission)"
                .into(),
            LinkFlag::ChromiumDeparts {
                chromium,
                standard,
                why,
            } => {
                let gives = |result: &Result<String, String>| match result {
                    Ok(url) => format!("gives {url}"),
                    Err(_) => "fails".to_owned(),
                };
                format!(
                    "Chromium {}, the Standards {}: {why}",
                    gives(chromium),
                    gives(standard)
                )
            }
            LinkFlag::NeverFetched(why) => format!("no browser fetches it: {why}"),
            LinkFlag::FetchedBeforeBase(with_base) => format!(
                "it comes before the base element: the browser fetches it as the parser meets \
                 it, when the base URL is still the document's (HTML §2.4.3; the base must come \
                 first, §4.2.3); against the base it would {} (an image's own load, which \
                 may run once the base is in, can fetch that too)",
                match with_base {
                    Ok(url) => format!("be {url}"),
                    Err(why) => format!("fail: {why}"),
                }
            ),
        }
    }

    /// Whether the flag is worth a reviewer's look on its own (`--only-flagged`, `--fail-on
    /// flagged`). The others inform: a base exists to change the links' results, an empty
    /// action is a common way to post to the page itself, and a URL no browser fetches still
    /// names something.
    pub fn is_serious(&self) -> bool {
        !matches!(
            self,
            LinkFlag::EmptyAction | LinkFlag::ChangedByBase(_) | LinkFlag::NeverFetched(_)
        )
    }
}
