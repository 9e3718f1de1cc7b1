import { randomUUID } from 'node:crypto';
import { HEADERS } from '@irrigo/contracts';
import type { Params } from 'nestjs-pino';

const REQUEST_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

/** The request id the gateway assigned, so one id follows a request through every log line. */
export function requestIdOf(headers: Record<string, string | string[] | undefined>): string {
  const value = headers[HEADERS.requestId];
  return typeof value === 'string' && REQUEST_ID_PATTERN.test(value) ? value : randomUUID();
}

/** Structured JSON logs; credentials and identity assertions never reach a log line. */
export function loggerOptions(service: string, level: string): Params {
  return {
    pinoHttp: {
      level,
      base: { service },
      genReqId: (request, response) => {
        const id = requestIdOf(request.headers);
        response.setHeader(HEADERS.requestId, id);
        return id;
      },
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          `req.headers["${HEADERS.identity}"]`,
          `req.headers["${HEADERS.service}"]`,
          'res.headers["set-cookie"]',
        ],
        censor: '[redacted]',
      },
      autoLogging: { ignore: (request) => request.url?.startsWith('/health') ?? false },
      customLogLevel: (_request, response, error) => (error || response.statusCode >= 500 ? 'error' : response.statusCode >= 400 ? 'warn' : 'info'),
    },
  };
}
