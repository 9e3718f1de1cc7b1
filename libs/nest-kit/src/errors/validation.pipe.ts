import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { DomainException } from './domain.exception.js';

/** DTOs are the edge: unknown fields are refused, and every broken rule is listed in `details`. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => DomainException.validation(flatten(errors)),
  });
}

function flatten(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {});
    return [...own, ...flatten(error.children ?? [], path)];
  });
}
