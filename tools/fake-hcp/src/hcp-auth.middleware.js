import { unauthorized } from './hcp-errors.js';

/** @import { RequestHandler } from 'express' */
/** @import { FakeHcpState } from './hcp-records.js' */

/**
 * `Authorization: Token <key>` (or `Bearer <key>`, see AuthScheme). The scheme is case-sensitive, as in
 * Rails. The fake's key is a Company API key, and HCP answers 401 when a Company key sends
 * `X-Company-Id` (only Application keys and OAuth tokens may pick a location that way).
 * @param {FakeHcpState} state
 * @returns {RequestHandler}
 */
export function requireApiKey(state) {
  return (req, _res, next) => {
    const match = /^(Token|Bearer) +(\S+)$/.exec(req.get('authorization') ?? '');
    const scheme = match?.[1];
    const key = match?.[2];
    const schemeAccepted = scheme !== undefined && (state.authScheme === 'either' || state.authScheme === scheme);
    if (!schemeAccepted || key !== state.apiKey) throw unauthorized();
    if (req.get('x-company-id') !== undefined) throw unauthorized();
    next();
  };
}
