// A remote's own static server, as a CDN would serve it: its build at the root, open to other origins
// (the shell fetches mf-manifest.json with fetch()), hashed files cached for good.
//   node tools/stack/serve-static.mjs <dir> <port> [host]
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import compression from 'compression';
import express from 'express';

const [dirArg, portArg, hostArg] = process.argv.slice(2);
if (!dirArg || !portArg) {
  console.error('usage: node tools/stack/serve-static.mjs <dir> <port> [host]');
  process.exit(2);
}
const dir = resolve(dirArg);
if (!existsSync(dir)) {
  console.error(`nothing to serve: ${dir} does not exist (build it first)`);
  process.exit(1);
}

const HASHED_ASSET = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;
const app = express();
app.disable('x-powered-by');
app.use((_request, response, next) => {
  response.setHeader('Access-Control-Allow-Origin', '*');
  next();
});
app.get('/health/ready', (_request, response) => {
  response.setHeader('Cache-Control', 'no-store');
  response.json({ status: 'ok', service: 'static', checks: {} });
});
// Source maps are never served, whatever a build left in the folder: they publish the sources.
app.use((request, response, next) => {
  if (!/\.map$/i.test(request.path)) return next();
  response.setHeader('Cache-Control', 'no-store');
  response.status(404).json({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
});
app.use(compression());
app.use(
  express.static(dir, {
    index: ['index.html'],
    setHeaders: (response, filePath) => response.setHeader('Cache-Control', HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache'),
  }),
);

const host = hostArg ?? process.env.HOST ?? '127.0.0.1';
const server = app.listen(Number(portArg), host, () => console.log(`serving ${dir} at http://${host}:${server.address().port}`));
server.on('error', (error) => {
  console.error(`cannot listen on ${host}:${portArg}: ${error.message}`);
  process.exit(1);
});
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
}
