import { ValidationPipe, type ArgumentMetadata, type Paramtype, type ValidationError } from '@nestjs/common';
import { DomainException } from './domain.exception.js';

/** What a client sends: the body, the query string and the path's parameters. */
const CLIENT_INPUT: ReadonlySet<Paramtype> = new Set(['body', 'query', 'param']);

const NUL = '\u0000';

/** Enough to say what is wrong without echoing a hostile body back field by field. */
const MAX_NUL_DETAILS = 10;

/**
 * DTOs are the edge: unknown fields are refused, and every broken rule is listed in `details`.
 * Before any DTO rule, a NUL character anywhere in the client's input (a value or a key, at any depth) is
 * refused: no field of the product may hold one, PostgreSQL cannot store one in text, and code that hands
 * strings to C libraries (hashing, mail) would cut them short.
 */
export function createValidationPipe(): ValidationPipe {
  return new EdgeValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => DomainException.validation(flatten(errors)),
  });
}

class EdgeValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (CLIENT_INPUT.has(metadata.type)) {
      const fields = fieldsWithNul(value, metadata.data ?? '');
      if (fields.length > 0) {
        throw DomainException.validation(fields.map((field) => `${field || metadata.type} must not contain a NUL character (\\u0000)`));
      }
    }
    return super.transform(value, metadata);
  }
}

/**
 * Where NUL occurs in a parsed body or query: `email`, `address.street`, `zones[2].name`. Walked without
 * recursion (a query string may nest as deep as its parser allows); stops after MAX_NUL_DETAILS finds.
 */
export function fieldsWithNul(input: unknown, root = ''): string[] {
  const found: string[] = [];
  const pending: Array<[unknown, string]> = [[input, root]];
  while (pending.length > 0 && found.length < MAX_NUL_DETAILS) {
    const [value, path] = pending.pop() as [unknown, string];
    if (typeof value === 'string') {
      if (value.includes(NUL)) found.push(path);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push([item, `${path}[${index}]`]));
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        const name = key.replaceAll(NUL, '\\u0000');
        const itemPath = path ? `${path}.${name}` : name;
        if (key.includes(NUL)) found.push(itemPath);
        else pending.push([item, itemPath]);
      }
    }
  }
  return found.slice(0, MAX_NUL_DETAILS).sort();
}

function flatten(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {});
    return [...own, ...flatten(error.children ?? [], path)];
  });
}
