import { Router } from 'express';
import { unauthorized } from '../hcp-errors.js';

/** @import { RequestHandler } from 'express' */

/**
 * Operations whose security in HCP's spec lists only Application keys and OAuth tokens. The fake holds
 * a Company key, so they answer the same 401 as a bad key: a client must not read a 401 here as "the
 * key is broken", and must degrade instead (e.g. no price book services).
 */
const APPLICATION_KEY_ONLY = /** @type {const} */ ([
  ['get', '/application'],
  ['post', '/application/enable'],
  ['post', '/application/disable'],
  ['get', '/checklists'],
  ['get', '/estimates/:estimateId'],
  ['get', '/api/price_book/services'],
  ['get', '/service_zones'],
  ['get', '/routes'],
  ['put', '/jobs/:jobId/schedule'],
  ['delete', '/jobs/:jobId/schedule'],
  ['put', '/jobs/:jobId/dispatch'],
  ['post', '/jobs/:jobId/links'],
  ['post', '/jobs/:jobId/lock'],
  ['post', '/jobs/lock'],
]);

/** @param {RequestHandler} authenticated */
export function applicationKeyOnlyRoutes(authenticated) {
  const router = Router();
  for (const [method, path] of APPLICATION_KEY_ONLY) {
    router[method](path, authenticated, () => {
      throw unauthorized();
    });
  }
  return router;
}
