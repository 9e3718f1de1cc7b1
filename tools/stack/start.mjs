// npm start: the whole product on this machine, nothing to install.
//   --no-build   start what is already built (skips `nx run-many -t build`)
//   --raw-logs   print the services' JSON log lines as they are
// Real components replace embedded ones by configuration: DATABASE_URL, HCP_API_URL + HCP_API_KEY, SMTP_URL.
import { startStack } from './stack.mjs';

const args = new Set(process.argv.slice(2));
const unknown = [...args].filter((arg) => !['--no-build', '--raw-logs'].includes(arg));
if (unknown.length > 0) {
  console.error(`unknown option ${unknown.join(' ')}; use --no-build and/or --raw-logs`);
  process.exit(2);
}

let stack;
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) {
      console.log('stopping at once');
      process.exit(130);
    }
    stopping = true;
    if (!stack) process.exit(130);
    console.log('\nstopping Irrigo (Ctrl-C again to force)…');
    stack.stop().then(() => process.exit(0));
  });
}

try {
  stack = await startStack({ build: !args.has('--no-build'), output: args.has('--raw-logs') ? 'raw' : 'pretty' });
} catch (error) {
  console.error(`Irrigo could not start: ${error.message}`);
  process.exit(1);
}
if (stopping) {
  await stack.stop();
  process.exit(0);
}

const extras = [
  stack.tools.fakeHcp && `fake Housecall Pro at ${stack.tools.fakeHcp} (API key dev-hcp-key)`,
  stack.tools.mailSink && `mail sink at ${stack.tools.mailSink}/messages (SMTP on port ${stack.ports['mail-smtp']})`,
].filter(Boolean);
console.log('');
console.log(`Irrigo is running at ${stack.url}${extras.length > 0 ? ` · ${extras.join(' · ')}` : ''}`);
if (stack.missing.length > 0) console.log(`Not running: ${stack.missing.map((line) => line.split(':')[0]).join(', ')} (details above)`);
console.log('Press Ctrl-C to stop.');
