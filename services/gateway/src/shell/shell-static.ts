import { existsSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { Logger } from '@nestjs/common';
import compression from 'compression';
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { sendErrorBody } from '../proxy/upstream-proxy.js';

/** Paths the shell never answers: the API, the remotes, the gateway's own routes, internal routes. */
const NOT_SHELL = [/^\/api(\/|$)/, /^\/remotes(\/|$)/, /^\/internal(\/|$)/, /^\/health(\/|$)/, /^\/config\.json$/];

/** Source maps publish the sources and the build machine's paths: never served, whatever a build left in the folder. */
const SOURCE_MAP = /\.map$/i;

/** `main.1a2b3c4d.js`: content-hashed by the build, so a browser may keep it for good. */
const HASHED_ASSET = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

/**
 * Files whose URL never changes but whose content does with each deploy: the service worker (a stale copy would keep
 * a device on an old version) and the web app manifest. Always revalidated, whatever else the policy becomes.
 */
const UNHASHED_APP_FILES = /^(sw\.js|manifest\.webmanifest)$/;

/** Cache policy of a built file: hashed assets forever, everything else revalidated on each use. */
export function cacheControlFor(filePath: string): string {
  if (UNHASHED_APP_FILES.test(basename(filePath))) return 'no-cache';
  return HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Types the platform's MIME table may not know (an older table serves .webmanifest as octet-stream). */
const CONTENT_TYPES: Record<string, string> = { '.webmanifest': 'application/manifest+json; charset=utf-8' };

/**
 * The shell's build with a single-page fallback: any other GET that looks like a page gets index.html,
 * so deep links work. When the shell has not been built yet the gateway says so (503) instead of failing.
 */
export function shellStatic(distDir: string): Router {
  const logger = new Logger('Shell');
  const router = Router();
  const indexFile = join(distDir, 'index.html');
  let warned = false;

  const isShellRequest = (request: Request) =>
    (request.method === 'GET' || request.method === 'HEAD') && !NOT_SHELL.some((pattern) => pattern.test(request.path));

  router.use((request: Request, response: Response, next: NextFunction) => {
    if (!isShellRequest(request)) return next();
    if (SOURCE_MAP.test(request.path)) return sendErrorBody(response, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
    if (existsSync(indexFile)) return next();
    if (!warned) {
      logger.warn(`no shell build at ${distDir}: run \`npx nx build shell\`; pages answer 503 until then`);
      warned = true;
    }
    sendErrorBody(response, { statusCode: 503, code: 'UPSTREAM_UNAVAILABLE', message: 'The web app has not been built yet' });
  });

  const compress = compression();
  const serveFiles = express.static(distDir, {
    index: false,
    redirect: false,
    setHeaders: (response, filePath) => {
      response.setHeader('Cache-Control', cacheControlFor(filePath));
      const contentType = CONTENT_TYPES[extname(filePath)];
      if (contentType) response.setHeader('Content-Type', contentType);
    },
  });
  router.use((request: Request, response: Response, next: NextFunction) => (isShellRequest(request) ? compress(request, response, next) : next()));
  router.use((request: Request, response: Response, next: NextFunction) => (isShellRequest(request) ? serveFiles(request, response, next) : next()));

  router.get('/{*splat}', (request: Request, response: Response, next: NextFunction) => {
    if (!isShellRequest(request) || !looksLikePage(request)) return next();
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(indexFile, (error?: Error) => {
      if (error && !response.headersSent) next(error);
    });
  });
  return router;
}

/** A missing /main.abc.js must be a 404, not a page of HTML the browser tries to run. */
function looksLikePage(request: Request): boolean {
  return extname(request.path) === '' || (request.headers.accept ?? '').includes('text/html');
}
