/*
 * The zod every form uses, as `z` from '@irrigo/ui/forms': zod/mini (functions, not methods, so a bundle
 * keeps only what it calls) and of it only what the kit and the screens call. The whole namespace is
 * ~85 KB gzip with its locales; this is a few. A screen that needs another function adds it here, so the
 * federation still shares one copy.
 */
export {
  object,
  string,
  boolean,
  literal,
  discriminatedUnion,
  extend,
  trim,
  minLength,
  maxLength,
  length,
  regex,
  refine,
  transform,
  pipe,
  type ZodMiniType as ZodType,
  type input,
  type output,
  type infer,
} from 'zod/mini';
