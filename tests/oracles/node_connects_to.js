// Reads JSON lines [source, relative] and writes one JSON line per pair: where Node connects for
// url.resolve(source, relative) as the legacy url.parse reads that result (protocol without
// its ":", hostname, port and auth): {"url", "ok": {"scheme", "host", "port", "userinfo"}}, or
// {"error"} where either throws. The first line written is Node's version.
'use strict';
const url = require('url');
const readline = require('readline');
process.stdout.write(JSON.stringify({ version: process.version }) + '\n');
const lines = readline.createInterface({ input: process.stdin });
const out = [];
lines.on('line', (line) => {
  const [source, relative] = JSON.parse(line);
  let resolved;
  try {
    resolved = url.resolve(source, relative);
  } catch (error) {
    out.push(JSON.stringify({ error: `${error.name}: ${error.message}` }));
    return;
  }
  try {
    const u = url.parse(resolved, false, true);
    const scheme = u.protocol ? u.protocol.replace(/:$/, '') : null;
    const port = u.port ? Number(u.port) : null;
    out.push(JSON.stringify({
      url: resolved,
      ok: { scheme, host: u.hostname || null, port, userinfo: u.auth },
    }));
  } catch (error) {
    out.push(JSON.stringify({ url: resolved, error: `${error.name}: ${error.message}` }));
  }
});
lines.on('close', () => process.stdout.write(out.join('\n') + (out.length ? '\n' : '')));
