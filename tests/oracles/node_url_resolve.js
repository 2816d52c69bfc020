// Reads JSON lines [source, relative] and writes one JSON line per pair: {"ok": url.resolve(source,
// relative)} or {"error": "<name> [<code>]: <message>"} as Node prints an exception. With
// `--connects`, where Node connects for that result instead, as the legacy url.parse reads it
// (protocol without its ":", hostname, port and auth): {"url", "ok": {"scheme", "host",
// "port", "userinfo"}}. The first line written is Node's version. DEP0170's warnings (odd
// ports) go to stderr, which the test ignores.
'use strict';
const url = require('url');
const readline = require('readline');
const connects = process.argv.includes('--connects');
process.stdout.write(JSON.stringify({ version: process.version }) + '\n');
const lines = readline.createInterface({ input: process.stdin });
const out = [];

/** Where Node connects for `resolved`, as url.parse reads it (or why it throws). */
function connection(resolved) {
  let u;
  try {
    u = url.parse(resolved, false, true);
  } catch (error) {
    return { url: resolved, error: `${error.name}: ${error.message}` };
  }
  return {
    url: resolved,
    ok: {
      scheme: u.protocol ? u.protocol.replace(/:$/, '') : null,
      host: u.hostname || null,
      port: u.port ? Number(u.port) : null,
      userinfo: u.auth,
    },
  };
}

lines.on('line', (line) => {
  const [source, relative] = JSON.parse(line);
  try {
    const resolved = url.resolve(source, relative);
    out.push(JSON.stringify(connects ? connection(resolved) : { ok: resolved }));
  } catch (error) {
    const code = error.code ? ` [${error.code}]` : '';
    out.push(JSON.stringify({ error: `${error.name}${code}: ${error.message}` }));
  }
});
lines.on('close', () => process.stdout.write(out.join('\n') + (out.length ? '\n' : '')));
