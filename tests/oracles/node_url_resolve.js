// Reads JSON lines [source, relative] and writes one JSON line per pair: {"ok": url.resolve(source,
// relative)} or {"error": "<name> [<code>]: <message>"} as Node prints an exception. The first line
// written is Node's version. DEP0170's warnings (odd ports) go to stderr, which the test ignores.
'use strict';
const url = require('url');
const readline = require('readline');
process.stdout.write(JSON.stringify({ version: process.version }) + '\n');
const lines = readline.createInterface({ input: process.stdin });
const out = [];
lines.on('line', (line) => {
  const [source, relative] = JSON.parse(line);
  try {
    out.push(JSON.stringify({ ok: url.resolve(source, relative) }));
  } catch (error) {
    const code = error.code ? ` [${error.code}]` : '';
    out.push(JSON.stringify({ error: `${error.name}${code}: ${error.message}` }));
  }
});
lines.on('close', () => process.stdout.write(out.join('\n') + (out.length ? '\n' : '')));
