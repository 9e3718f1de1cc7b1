import { Router } from 'express';

/** @import { RequestHandler } from 'express' */
/** @import { FakeHcpState } from '../hcp-records.js' */

/**
 * GET /company: the account's name and its `locations` tree. Every key type may call it, which is why
 * clients use it as the connection probe.
 * @param {FakeHcpState} state
 * @param {RequestHandler} authenticated
 */
export function companyRoutes(state, authenticated) {
  const router = Router();
  router.get('/company', authenticated, (_req, res) => {
    res.json(structuredClone(state.company));
  });
  return router;
}
