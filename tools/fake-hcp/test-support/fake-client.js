import { createFakeHcp } from '../src/fake-hcp.js';

/** @import { FakeHcpOptions } from '../src/fake-hcp.js' */

export const TEST_KEY = 'test-hcp-key';
/** A fixed "today" (noon in Austin, during CDT) so that job dates are the same on every run. */
export const TEST_NOW = new Date('2026-04-14T17:00:00Z');

/**
 * @typedef {object} RequestOptions
 * @property {string} [method]
 * @property {unknown} [body]             sent as JSON; a string is sent as it is
 * @property {string | null} [key]        null sends no Authorization header
 * @property {string} [scheme]
 * @property {Record<string, string>} [headers]
 * @property {AbortSignal} [signal]
 */

/**
 * Starts a fake on a free port with a client that sends the test key as `Token`.
 * @param {FakeHcpOptions} [options]
 */
export async function startFake(options = {}) {
  const fake = createFakeHcp({ apiKey: TEST_KEY, now: TEST_NOW, ...options });
  const running = await fake.listen(0);

  /** @param {string} path @param {RequestOptions} [options] */
  const request = (path, { method = 'GET', body, key = TEST_KEY, scheme = 'Token', headers = {}, signal } = {}) => {
    /** @type {Record<string, string>} */
    const allHeaders = { ...headers };
    if (key !== null) allHeaders.authorization = `${scheme} ${key}`;
    if (body !== undefined) allHeaders['content-type'] = 'application/json';
    return fetch(`${running.url}${path}`, {
      method,
      headers: allHeaders,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      signal,
    });
  };

  /**
   * @param {string} path
   * @param {RequestOptions} [options]
   * @returns {Promise<{ status: number, body: any }>}
   */
  const json = async (path, options) => {
    const response = await request(path, options);
    return { status: response.status, body: await response.json() };
  };

  return { fake, url: running.url, close: running.close, request, json };
}

/** @typedef {Awaited<ReturnType<typeof startFake>>} StartedFake */
