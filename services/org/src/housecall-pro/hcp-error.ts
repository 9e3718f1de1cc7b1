/**
 * Every way a Housecall Pro call can fail, as one error: `status` is HCP's HTTP status, or 0 when no
 * answer came back (`timeout`, `network`). `details` keeps field-level messages of 400/422 answers.
 */
export type HcpErrorKind = 'http' | 'timeout' | 'network';

export class HcpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly kind: HcpErrorKind = 'http',
    readonly details: string[] = [],
    /** A Retry-After HCP sent; it sends none today, but honouring one costs nothing. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'HcpError';
  }

  /** 429 and 5xx are worth another try; 401/403/404/4xx never change by asking again. */
  get retryable(): boolean {
    return this.kind === 'network' || this.status === 429 || this.status >= 500;
  }
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/**
 * Reads the five error bodies HCP sends: `{message}`, `{error: {message}}`, `{error: "…"}`,
 * `{errors: {field: [...]}}` (422) and `{message, attr: [...]}` (400), where the live API names the list
 * after the attribute (`{message: "Invalid parameter: page", page: ["must be …"]}`).
 */
export function readHcpErrorBody(body: unknown, fallback: string): { message: string; details: string[] } {
  if (!isObject(body)) return { message: text(body) ?? fallback, details: [] };

  const message = text(body['message']);
  if (message) {
    const details = Object.entries(body).flatMap(([attribute, value]) =>
      attribute === 'message' || !Array.isArray(value) ? [] : value.map((item) => (attribute === 'attr' ? String(item) : `${attribute} ${String(item)}`)),
    );
    return { message: details.length ? `${message} (${details.join('; ')})` : message, details };
  }

  const error = body['error'];
  if (isObject(error) && text(error['message'])) return { message: text(error['message']) as string, details: [] };
  if (text(error)) return { message: text(error) as string, details: [] };

  const errors = body['errors'];
  if (isObject(errors)) {
    const details = Object.entries(errors).flatMap(([field, messages]) =>
      (Array.isArray(messages) ? messages : [messages]).map((m) => `${field} ${String(m)}`),
    );
    if (details.length) return { message: details.join('; '), details };
  }
  if (Array.isArray(errors) && errors.length) {
    const details = errors.map(String);
    return { message: details.join('; '), details };
  }
  return { message: fallback, details: [] };
}
