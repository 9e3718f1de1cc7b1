import { isErrorBody, type ErrorCode } from '@irrigo/contracts';

/**
 * A non-2xx answer. `message` is exactly the spec's generic form, `<status>: <response text or status text>`,
 * so screens that match on "401" or "Invalid credentials" keep working; `code` and `details` come from the
 * services' ErrorBody when the answer carries one, for screens that map stable codes to translations.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly statusText: string;
  /** Raw response body text ('' when empty). */
  readonly responseText: string;
  readonly code: ErrorCode | undefined;
  readonly details: string[] | undefined;

  constructor(status: number, statusText: string, responseText: string) {
    super(`${status}: ${responseText || statusText}`);
    this.status = status;
    this.statusText = statusText;
    this.responseText = responseText;
    const body = parseErrorBody(responseText);
    this.code = body?.code;
    this.details = body?.details;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function parseErrorBody(text: string) {
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return isErrorBody(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Throws an ApiError for a non-2xx response; returns the response untouched otherwise. */
export async function throwIfNotOk(response: Response): Promise<Response> {
  if (response.ok) return response;
  let text = '';
  try {
    text = await response.text();
  } catch {
    // A body that cannot be read still yields the status-text form of the message.
  }
  throw new ApiError(response.status, response.statusText, text);
}
