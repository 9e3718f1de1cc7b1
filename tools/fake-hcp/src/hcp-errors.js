/**
 * Housecall Pro answers errors in five body shapes, and a client has to read all of them. The fake uses
 * each one where the live API does, so that an adapter tested against it meets every shape:
 *
 * | status | body                                   | where in the fake                         |
 * |--------|----------------------------------------|-------------------------------------------|
 * | 401    | `{"message":"Unauthorized"}`           | any auth failure (byte-identical live)    |
 * | 404    | `{"error":{"message":"…"}}`            | unknown route or id                       |
 * | 500    | `{"error":"…"}` (a bare string)        | fail mode `error500`, unexpected failures |
 * | 422    | `{"errors":{"field":["…"]}}`           | invalid POST/PUT bodies                   |
 * | 400    | `{"message":"…","<attribute>":["…"]}`  | invalid query parameters or JSON          |
 *
 * The 400 shape carries the per-attribute detail under the attribute's own name, beside the sentence.
 */

export class HcpError extends Error {
  /**
   * @param {number} status
   * @param {Record<string, unknown>} body
   */
  constructor(status, body) {
    super(`HCP ${status}`);
    this.status = status;
    this.body = body;
  }
}

export const UNAUTHORIZED_BODY = Object.freeze({ message: 'Unauthorized' });

export function unauthorized() {
  return new HcpError(401, { ...UNAUTHORIZED_BODY });
}

/** @param {string} message */
export function notFound(message) {
  return new HcpError(404, { error: { message } });
}

/** @param {Record<string, string[]>} errors  field → messages */
export function unprocessable(errors) {
  return new HcpError(422, { errors });
}

/**
 * @param {string} attribute
 * @param {string} detail
 */
export function badParameter(attribute, detail) {
  return new HcpError(400, { message: `Invalid parameter: ${attribute}`, [attribute]: [detail] });
}

export function serverError() {
  return new HcpError(500, { error: 'Internal Server Error' });
}
