//! The installed Chromium, for the tests that ask a browser engine.

use std::path::PathBuf;
use std::process::Command;

/// Where Chromium is on `PATH`, or `None` after saying why the test that asks is skipped.
pub fn chromium_or_skip() -> Option<PathBuf> {
    let found = chromium();
    if found.is_none() {
        println!(
            "skipped: no chromium, chromium-browser or google-chrome on PATH (apt install chromium)"
        );
    }
    found
}

/// Where Chromium is on `PATH` (`chromium`, `chromium-browser` or `google-chrome`), if it is.
fn chromium() -> Option<PathBuf> {
    ["chromium", "chromium-browser", "google-chrome"]
        .iter()
        .find_map(|name| {
            let found = Command::new("sh")
                .args(["-c", &format!("command -v {name}")])
                .output()
                .ok()?;
            let path = String::from_utf8(found.stdout).ok()?;
            let path = path.trim();
            (!path.is_empty()).then(|| PathBuf::from(path))
        })
}

/// The page at `url` as headless Chromium leaves it once its scripts ran (`--dump-dom`).
pub fn dump_dom(chromium: &std::path::Path, url: &str) -> String {
    let output = Command::new("timeout")
        .arg("60")
        .arg(chromium)
        .args(["--headless", "--no-sandbox", "--disable-gpu", "--dump-dom"])
        .arg(url)
        .output()
        .expect("chromium runs");
    String::from_utf8_lossy(&output.stdout).into_owned()
}
