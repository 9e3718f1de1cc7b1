import { serverError } from './hcp-errors.js';

/** @import { RequestHandler } from 'express' */
/** @import { FakeHcpState } from './hcp-records.js' */

/**
 * Makes the API misbehave on demand (state.failMode), before authentication, as a broken upstream would.
 * - `error500`: 500 `{"error":"Internal Server Error"}`
 * - `rateLimit429`: 429 `{"message":"Too Many Requests"}`, with no Retry-After (HCP publishes none)
 * - `hang`: never answers; the client's timeout, or closing the server, ends the request
 * `state.failuresLeft`, when set, counts down the failing requests and then restores `none`.
 * @param {FakeHcpState} state
 * @returns {RequestHandler}
 */
export function failModes(state) {
  return (_req, res, next) => {
    const mode = state.failMode;
    if (mode === 'none') return next();

    if (state.failuresLeft !== null) {
      state.failuresLeft -= 1;
      if (state.failuresLeft <= 0) {
        state.failMode = 'none';
        state.failuresLeft = null;
      }
    }

    switch (mode) {
      case 'error500':
        throw serverError();
      case 'rateLimit429':
        res.status(429).json({ message: 'Too Many Requests' });
        return;
      case 'hang':
        return;
      default:
        next();
    }
  };
}
