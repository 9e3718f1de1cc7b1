import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type * as z from './zod.js';

/** A form of one zod schema: what the fields hold (Input) and what a valid submit hands over (Output, trimmed). */
export type ZodFormReturn<Input extends FieldValues, Output extends FieldValues = Input> = UseFormReturn<Input, unknown, Output>;

/**
 * react-hook-form with the schema as its only validation. Chosen once for every form: nothing is said
 * before the first submit, then each field is re-checked as it changes, so a fixed field clears at once;
 * a failed submit focuses the first invalid field. Not on blur: a message appearing as the person leaves a
 * field for Cancel, Back or Skip moves that button away from under their pointer (or finger).
 */
export function useZodForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
): ZodFormReturn<Input, Output> {
  return useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
}
