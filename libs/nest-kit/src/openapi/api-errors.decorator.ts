import { applyDecorators } from '@nestjs/common';
import { ApiExtraModels, ApiResponse, getSchemaPath, type SchemaObject } from '@nestjs/swagger';
import type { ErrorCode } from '@irrigo/contracts';
import { ERROR_STATUS, ErrorBodySchema } from './error-body.schema.js';

/** A code, or a code with the status this route answers it with when it differs from ERROR_STATUS. */
export type DocumentedError = ErrorCode | readonly [ErrorCode, number];

/**
 * The error answers of a route: one response per status, each an ErrorBody whose `code` is one of the listed
 * codes. Access errors (401, 403, ROLE_REQUIRED) and 400 VALIDATION_FAILED on routes with input are added from
 * the route's access decorator and parameters when the document is built, so routes list only their own.
 */
export function ApiErrors(...errors: DocumentedError[]): MethodDecorator & ClassDecorator {
  const byStatus = groupByStatus(errors.map((error) => (typeof error === 'string' ? ([error, ERROR_STATUS[error]] as const) : error)));
  return applyDecorators(
    ApiExtraModels(ErrorBodySchema),
    ...[...byStatus].map(([status, codes]) => ApiResponse({ status, description: errorDescription(codes), schema: errorSchema(codes) })),
  );
}

export function groupByStatus(errors: readonly (readonly [ErrorCode, number])[]): Map<number, ErrorCode[]> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const [code, status] of errors) {
    const codes = byStatus.get(status) ?? [];
    if (!codes.includes(code)) codes.push(code);
    byStatus.set(status, codes);
  }
  return byStatus;
}

export const errorDescription = (codes: readonly ErrorCode[]): string => codes.join(', ');

/** ErrorBody narrowed to `codes`; codesOfErrorSchema reads them back when access errors are merged in. */
export function errorSchema(codes: readonly ErrorCode[]): SchemaObject {
  return {
    allOf: [{ $ref: getSchemaPath(ErrorBodySchema) }, { type: 'object', properties: { code: { type: 'string', enum: [...codes] } } }],
  };
}

export function codesOfErrorSchema(schema: unknown): ErrorCode[] | null {
  const allOf = (schema as SchemaObject | undefined)?.allOf;
  const narrowing = allOf?.[1] as SchemaObject | undefined;
  const code = narrowing?.properties?.['code'] as SchemaObject | undefined;
  return Array.isArray(code?.enum) ? (code.enum as ErrorCode[]) : null;
}
