//! The explorer's Components pane judges the base and the reference by the selected
//! specification's grammar, and says so in its text.

use ratatui::Terminal;
use ratatui::backend::TestBackend;

use crate::core::testing::assert_shows;
use crate::core::vocabulary::component::Role;
use crate::core::vocabulary::finding::Finding;
use crate::core::vocabulary::spec::Spec;
use crate::tui::action::Action;
use crate::tui::app::App;
use crate::tui::tests::opened;
use crate::tui::theme::Theme;
use crate::tui::ui;

fn app(base: &str, reference: &str, spec: Spec) -> App {
    let mut app = opened(Some(base), Some(reference), Some(spec));
    app.theme = Theme::MONO;
    app
}

/// The text of the Components pane (the left column under the input), its wrapped lines joined
/// and its runs of spaces made one.
fn components_pane(app: &App) -> String {
    let mut terminal = Terminal::new(TestBackend::new(160, 50)).unwrap();
    terminal.draw(|frame| ui::render(app, frame)).unwrap();
    let buffer = terminal.backend().buffer();
    let mut text = String::new();
    for y in 0..buffer.area.height {
        let row: String = (0..buffer.area.width)
            .map(|x| buffer[(x, y)].symbol())
            .collect();
        if let Some(pane) = row.strip_prefix('│').and_then(|r| r.split('│').next()) {
            text.push_str(pane);
            text.push(' ');
        }
    }
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn rules(findings: &[Finding]) -> Vec<&'static str> {
    findings.iter().map(Finding::rule).collect()
}

/// Asserts the rules the reference breaks, in order, and texts the Components pane shows.
#[track_caller]
fn assert_reference_judged(app: &App, broken: &[&str], shown: &[&str]) {
    assert_eq!(
        rules(app.resolution.bundle.findings(Role::Reference)),
        broken
    );
    assert_shows(&components_pane(app), shown);
}

#[test]
fn the_selected_grammar_judges() {
    let mut app = app("http://[::1]:8080/a/b", "?y", Spec::Rfc2396);
    assert_eq!(
        rules(app.resolution.bundle.findings(Role::Base)),
        Vec::<&str>::new()
    );
    assert_reference_judged(
        &app,
        &["relativeURI"],
        &[
            "server, host [::1] (IPv6reference)",
            "^ error `?` at byte 0: a relative reference has a path",
        ],
    );

    app.update(Action::SelectSpec(Spec::Rfc3986));
    assert_eq!(
        rules(app.resolution.bundle.findings(Role::Reference)),
        Vec::<&str>::new()
    );
    let shown = components_pane(&app);
    // The pane is at most 64 columns wide: the row ends in `…` (`z` shows it whole).
    assert_shows(&shown, &["· host [::1] (IP-literal (IPv6address…"]);
    assert!(!shown.contains("^ error"), "{shown}");

    // WHATWG: no grammar here, so nothing is judged by another's; the parser raised no
    // validation error for `?y` either.
    app.update(Action::SelectSpec(Spec::Whatwg));
    assert_eq!(app.resolution.bundle.findings(Role::Reference).len(), 0);
}

/// Under WHATWG the validation errors the parser raised are marked under the input, at their
/// byte, and the one that made the parse fail is an error.
#[test]
fn whatwg_validation_errors_are_marked_under_the_input() {
    let explorer = app("http://a/b/c/d;p?q", "\\x", Spec::Whatwg);
    assert_eq!(
        rules(explorer.resolution.bundle.findings(Role::Reference)),
        ["invalid-reverse-solidus"]
    );
    assert_eq!(
        explorer.resolution.bundle.findings(Role::Reference)[0].at(),
        Some(0)
    );
    let shown = components_pane(&explorer);
    assert_shows(
        &shown,
        &["Reference \\x pp ^ warning invalid-reverse-solidus: the URL has a special scheme"],
    );

    let explorer = app("http://a/b/c/d;p?q", "http://a:99999/", Spec::Whatwg);
    let found = &explorer.resolution.bundle.findings(Role::Reference);
    assert_eq!(
        found.iter().map(|f| (f.rule(), f.at())).collect::<Vec<_>>(),
        [("port-out-of-range", Some(9))]
    );
    assert_eq!(
        found[0].severity(),
        crate::core::text::grammar::diagnostics::Severity::Error
    );
    assert!(components_pane(&explorer).contains("^ error port-out-of-range at byte 9"));

    // The base's own errors are the base's.
    let explorer = app("http://a_b/c", "g", Spec::Whatwg);
    assert_eq!(
        rules(explorer.resolution.bundle.findings(Role::Base)),
        ["domain-to-ASCII"]
    );
    assert_eq!(
        explorer.resolution.bundle.findings(Role::Reference).len(),
        0
    );
}

#[test]
fn messages_cite_the_selected_specification() {
    let mut app = app("http://a/b/c/d;p?q", "g~ h", Spec::Rfc3986);
    assert_reference_judged(
        &app,
        &["pchar"],
        &["space at byte 2 is not allowed in `pchar` (RFC 3986 §3.3"],
    );

    app.update(Action::SelectSpec(Spec::Rfc1808));
    assert_reference_judged(
        &app,
        &["national", "pchar"],
        &["`~` at byte 1 is in `national`, which RFC 1808 keeps out"],
    );
}

/// Under RFC 3986 the pane names the host's rule and the path's rule (§3.2.2, §3.3).
#[test]
fn rfc3986_names_the_host_and_path_rules() {
    let shown = |base, reference| components_pane(&app(base, reference, Spec::Rfc3986));
    let text = shown("http://[v1.x]/a", "g");
    assert_shows(
        &text,
        &[
            "· host [v1.x] (IP-literal (IPvFuture))",
            "· [a] (path-abempty)",
            "· [g] (path-noscheme)",
        ],
    );
    let text = shown("http://1.2.3.4", "/g?q");
    assert_shows(
        &text,
        &["· host 1.2.3.4 (IPv4address)", "· [g] (path-absolute)"],
    );
    let text = shown("http://1.2.3.256", "mailto:a@b");
    assert_shows(
        &text,
        &["· host 1.2.3.256 (reg-name)", "· [a@b] (path-rootless)"],
    );
    assert!(shown("http://a", "?y").contains("· no segments (path-empty)"));
    // RFC 2396 has no such names for its paths.
    let text = components_pane(&app("http://a/b", "g", Spec::Rfc2396));
    assert!(!text.contains("path-"), "{text}");
}
