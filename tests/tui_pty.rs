//! End to end: the real binary in a pseudo-terminal, its output read by a terminal emulator
//! (`vt100`). Types a reference, pastes, steps through the trace in teach mode, copies the result
//! (checking the OSC 52 sequence in the raw output), quits, and checks the terminal modes are
//! restored.
#![cfg(all(unix, feature = "tui"))]

use std::io::{Read, Write};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use portable_pty::{CommandBuilder, PtySize, native_pty_system};

const ROWS: u16 = 40;
const COLS: u16 = 120;

struct Session {
    writer: Box<dyn Write + Send>,
    output: Arc<Mutex<Vec<u8>>>,
    child: Box<dyn portable_pty::Child + Send + Sync>,
}

/// The explorer started with `args` in a new pseudo-terminal: the terminal's master side and the
/// child process.
fn spawn_explorer(
    args: &[&str],
) -> (
    Box<dyn portable_pty::MasterPty + Send>,
    Box<dyn portable_pty::Child + Send + Sync>,
) {
    let pty = native_pty_system()
        .openpty(PtySize {
            rows: ROWS,
            cols: COLS,
            pixel_width: 0,
            pixel_height: 0,
        })
        .expect("a pseudo-terminal");
    let mut cmd = CommandBuilder::new(env!("CARGO_BIN_EXE_uriscope"));
    cmd.args(args);
    cmd.env("TERM", "xterm-256color");
    // No display and no SSH: copies must go through OSC 52.
    for var in [
        "DISPLAY",
        "WAYLAND_DISPLAY",
        "SSH_CONNECTION",
        "SSH_TTY",
        "SSH_CLIENT",
        "NO_COLOR",
    ] {
        cmd.env_remove(var);
    }
    let child = pty.slave.spawn_command(cmd).expect("the explorer starts");
    // The slave side is the child's now; it closes here.
    (pty.master, child)
}

impl Session {
    fn start(args: &[&str]) -> Session {
        let (master, child) = spawn_explorer(args);
        let mut reader = master.try_clone_reader().unwrap();
        let writer = master.take_writer().unwrap();
        let output = Arc::new(Mutex::new(Vec::new()));
        let sink = Arc::clone(&output);
        std::thread::spawn(move || {
            let _master = master; // keep the pty open while reading
            let mut buf = [0u8; 8192];
            while let Ok(n) = reader.read(&mut buf) {
                if n == 0 {
                    break;
                }
                sink.lock().unwrap().extend_from_slice(&buf[..n]);
            }
        });
        Session {
            writer,
            output,
            child,
        }
    }

    fn raw(&self) -> Vec<u8> {
        self.output.lock().unwrap().clone()
    }

    fn screen(&self) -> vt100::Parser {
        let size = |n| std::num::NonZeroU16::new(n).unwrap();
        let mut parser = vt100::Parser::new(size(ROWS), size(COLS), 0);
        parser.process(&self.raw());
        parser
    }

    fn send(&mut self, bytes: &[u8]) {
        self.writer.write_all(bytes).unwrap();
        self.writer.flush().unwrap();
    }

    /// Waits until the screen shows `text` (a generous limit; no timing is asserted).
    fn wait_for(&self, text: &str) -> String {
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            let contents = self.screen().screen().contents();
            if contents.contains(text) {
                return contents;
            }
            if Instant::now() > deadline {
                panic!("`{text}` never appeared; the screen:\n{contents}");
            }
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    fn wait_for_raw(&self, bytes: &[u8]) {
        let deadline = Instant::now() + Duration::from_secs(30);
        while !self.raw().windows(bytes.len()).any(|w| w == bytes) {
            if Instant::now() > deadline {
                panic!("{:?} never written", String::from_utf8_lossy(bytes));
            }
            std::thread::sleep(Duration::from_millis(50));
        }
    }
}

#[test]
fn type_step_copy_and_quit_in_a_real_terminal() {
    let mut s = Session::start(&["explore", "--mouse"]);
    s.wait_for("Reference ../g");
    let parser = s.screen();
    assert!(parser.screen().alternate_screen());
    assert!(parser.screen().bracketed_paste());
    assert_ne!(
        parser.screen().mouse_protocol_mode(),
        vt100::MouseProtocolMode::None
    );

    // Replace the reference: Ctrl-U, then type.
    s.send(b"\x15");
    s.wait_for("p=\"\" q=∅ f=∅");
    s.send(b"g/../h");
    // RFC 2396: g/../h against http://a/b/c/d;p?q is http://a/b/c/h (6e removes `g/../`).
    s.wait_for("✓ http://a/b/c/h");

    // A bracketed paste: inserted at the cursor, newline and escape removed.
    s.send(b"\x1b[200~#s\r\n\x1b[2Jx\x1b[201~");
    s.wait_for("Reference g/../h#s[2Jx");
    s.send(b"\x08\x08\x08\x08"); // four backspaces: `[2Jx` goes
    s.wait_for("✓ http://a/b/c/h#s ");

    // Leave the field (Esc alone, then wait so the next key is not read as Alt-t).
    s.send(b"\x1b");
    s.wait_for(" Trace ");
    s.send(b"t");
    s.wait_for("teach mode 1/16");
    for _ in 0..10 {
        s.send(b" ");
    }
    let screen = s.wait_for("teach mode 11/16");
    assert!(screen.contains("▶ 6e"), "{screen}");
    assert!(screen.contains("hidden in teach mode"), "{screen}");
    s.send(b"t");
    s.wait_for("teach mode off");

    // Copy the result: no display, so OSC 52 with the base64 of the result.
    s.send(b"y");
    s.wait_for("sent result via OSC 52");
    // base64("http://a/b/c/h#s") = aHR0cDovL2EvYi9jL2gjcw==
    s.wait_for_raw(b"\x1b]52;c;aHR0cDovL2EvYi9jL2gjcw==\x1b\\");

    // Quit and check the terminal is back to normal.
    s.send(b"q");
    let deadline = Instant::now() + Duration::from_secs(30);
    let status = loop {
        if let Some(status) = s.child.try_wait().unwrap() {
            break status;
        }
        assert!(Instant::now() < deadline, "the explorer did not quit");
        std::thread::sleep(Duration::from_millis(50));
    };
    assert!(status.success(), "{status:?}");
    // Give the reader thread the last bytes.
    s.wait_for_raw(b"\x1b[?1049l");
    let parser = s.screen();
    assert!(
        !parser.screen().alternate_screen(),
        "alternate screen left on"
    );
    assert!(
        !parser.screen().bracketed_paste(),
        "bracketed paste left on"
    );
    assert_eq!(
        parser.screen().mouse_protocol_mode(),
        vt100::MouseProtocolMode::None,
        "mouse capture left on"
    );
}

#[test]
fn sigterm_restores_the_terminal() {
    let mut s = Session::start(&["explore", "--ref", "?y"]);
    s.wait_for("Reference ?y");
    let pid = s.child.process_id().expect("a pid") as i32;
    // kill(1) on our own child, by its pid.
    let status = std::process::Command::new("kill")
        .args(["-TERM", &pid.to_string()])
        .status()
        .unwrap();
    assert!(status.success());
    let deadline = Instant::now() + Duration::from_secs(30);
    while s.child.try_wait().unwrap().is_none() {
        assert!(
            Instant::now() < deadline,
            "SIGTERM did not end the explorer"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    s.wait_for_raw(b"\x1b[?1049l");
    let parser = s.screen();
    assert!(!parser.screen().alternate_screen());
    assert!(!parser.screen().bracketed_paste());
}

#[test]
fn closing_the_terminal_ends_the_explorer() {
    // The terminal window goes away: the pty's master side is closed, the explorer gets SIGHUP
    // and its reads give end-of-file. It must end, not spin on a read that never blocks again.
    let (master, mut child) = spawn_explorer(&[]);
    let mut reader = master.try_clone_reader().unwrap();
    let mut seen = Vec::new();
    let mut buf = [0u8; 8192];
    while !String::from_utf8_lossy(&seen).contains("Reference") {
        match reader.read(&mut buf) {
            Ok(0) | Err(_) => break,
            Ok(n) => seen.extend_from_slice(&buf[..n]),
        }
    }
    assert!(String::from_utf8_lossy(&seen).contains("Reference"));
    drop(reader);
    drop(master);
    let deadline = Instant::now() + Duration::from_secs(30);
    while child.try_wait().unwrap().is_none() {
        if Instant::now() >= deadline {
            let _ = child.kill();
            panic!("the explorer kept running after its terminal closed");
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}
