import { cloneElement, useEffect, type ComponentProps, type ReactElement, type ReactNode, type Ref } from 'react';
import {
  FormProvider,
  get,
  useController,
  useFormContext,
  useFormState,
  type FieldErrors,
  type FieldValues,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { Button, FormField, type ButtonProps, type FormFieldControlProps, type FormFieldProps } from '@irrigo/ui';
import { SERVER_ERROR } from './server-error.js';

export interface FormProps<Values extends FieldValues, Output> extends Omit<ComponentProps<'form'>, 'onSubmit' | 'onInvalid'> {
  form: UseFormReturn<Values, unknown, Output>;
  /** Called with the schema's output (trimmed, transformed) once every field is valid. */
  onValid: SubmitHandler<Output>;
  /** Called with the field errors when the schema refused the values (a summary alert, a toast). */
  onInvalid?: SubmitErrorHandler<Values>;
  /** Checked before the fields: false stops the submit (a technician offline is told so before anything else). */
  canSubmit?: () => boolean;
}

/**
 * A form of the kit: no browser validation (the schema says everything, in the person's language), the
 * submit handed to react-hook-form, and a failure of the last submit forgotten as soon as a field is edited.
 * The submit event stops here: a dialog's form is portalled, and React would bubble it to a host form.
 */
export function Form<Values extends FieldValues, Output>({ form, onValid, onInvalid, canSubmit, children, ...props }: FormProps<Values, Output>) {
  const { watch, clearErrors, handleSubmit } = form;
  useEffect(() => {
    const subscription = watch((_values, { type }) => {
      if (type === 'change') clearErrors(SERVER_ERROR as never);
    });
    return () => subscription.unsubscribe();
  }, [watch, clearErrors]);

  return (
    <FormProvider {...form}>
      <form
        noValidate
        {...props}
        onSubmit={(event) => {
          event.stopPropagation();
          if (canSubmit && !canSubmit()) {
            event.preventDefault();
            return;
          }
          void handleSubmit(onValid, onInvalid)(event);
        }}
      >
        {children}
      </form>
    </FormProvider>
  );
}

/** The error message key react-hook-form holds for a field (a zod issue's key or a server failure's). */
export function fieldErrorMessage(errors: FieldErrors, name: string): string | undefined {
  const error = get(errors, name) as { message?: unknown } | undefined;
  return typeof error?.message === 'string' ? error.message : undefined;
}

/**
 * A control that is not a native input (a Radix Select) wired to the surrounding Form: its value and
 * change handler, and whether it is invalid and what it says. Remotes reach react-hook-form only through
 * this kit: @irrigo/ui is a shared singleton and its form context is the one its Form provides.
 */
export function useFormField(name: string) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ control, name });
  return {
    value: field.value as unknown,
    onChange: field.onChange as (value: unknown) => void,
    onBlur: field.onBlur,
    ref: field.ref,
    invalid: fieldState.invalid,
    message: typeof fieldState.error?.message === 'string' ? fieldState.error.message : undefined,
  };
}

/**
 * The first of `keys` that some field's error says, else the first field error's key: the one summary
 * line of a form that speaks through one alert (the sign-in forms say "enter both" before "check the e-mail").
 */
export function summaryMessage(errors: FieldErrors, keys: readonly string[] = []): string | undefined {
  const said = Object.keys(errors)
    .filter((name) => name !== 'root')
    .map((name) => fieldErrorMessage(errors, name))
    .filter((message): message is string => message !== undefined);
  return keys.find((key) => said.includes(key)) ?? said[0];
}

type RegisteredControlProps = FormFieldControlProps & { name?: string; ref?: Ref<HTMLInputElement> };

export interface RegisteredFieldProps extends Omit<FormFieldProps, 'error' | 'children'> {
  /** The field's name in the form's schema. */
  name: string;
  /** The single native control (Input, EmailInput, PasswordInput, textarea): registered with the form. */
  children: ReactElement<RegisteredControlProps>;
  /**
   * false for forms that speak through one summary alert (spec §8 sign-in forms): the field is still marked
   * aria-invalid, and described by `summaryId`, but says nothing under itself.
   */
  showError?: boolean;
  /** The summary alert's id, linked to the field while it is invalid. */
  summaryId?: string;
  /**
   * A message the screen works out as the person types, before any submit (a confirmation that already
   * differs, spec §5); the schema's own message wins when there is one.
   */
  liveError?: string;
  /**
   * Fields whose check reads this one (a confirmation): a problem they show is re-checked as this one
   * changes, so "Passwords do not match" goes once the password is made to match.
   */
  revalidate?: readonly string[];
}

function mergeRefs<T>(...refs: Array<Ref<T> | undefined>) {
  return (node: T | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}

/**
 * A labelled field whose control is registered with the surrounding Form: its error (a translation key
 * from the schema or the server) is translated under it, and it is marked aria-invalid and described by it.
 */
export function RegisteredField({ name, children, showError = true, summaryId, liveError, revalidate = [], ...field }: RegisteredFieldProps) {
  const { register, control: formControl } = useFormContext();
  const { errors } = useFormState({ control: formControl, name: [name, ...revalidate] });
  const invalid = get(errors, name) !== undefined || liveError !== undefined;
  const message = fieldErrorMessage(errors, name) ?? liveError;
  // Only fields already saying something are re-checked: an untouched confirmation is not told off early.
  const registration = register(name, { deps: revalidate.filter((dependent) => get(errors, dependent) !== undefined) });
  const own = children.props;
  const describedBy = [own['aria-describedby'], invalid && !showError ? summaryId : undefined].filter(Boolean).join(' ') || undefined;

  // FormField then adds its id, hint and error to what the control already says.
  const control = cloneElement(children, {
    ...registration,
    ref: mergeRefs(registration.ref, own.ref),
    'aria-invalid': invalid || own['aria-invalid'] || undefined,
    'aria-describedby': describedBy,
  });
  return (
    <FormField {...field} error={showError ? message : undefined}>
      {control}
    </FormField>
  );
}

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'loading'> {
  /** What the button says while the submit is pending ("Signing in…"). */
  pendingLabel: ReactNode;
  /** Pending beyond the submit itself (a mutation started with mutate() rather than awaited). */
  pending?: boolean;
}

/** The submit button of every form: busy, disabled and saying `pendingLabel` while the submit is pending. */
export function SubmitButton({ pendingLabel, pending = false, children, size = 'lg', ...props }: SubmitButtonProps) {
  const { control } = useFormContext();
  const { isSubmitting } = useFormState({ control });
  const busy = pending || isSubmitting;
  return (
    <Button type="submit" size={size} loading={busy} {...props}>
      {busy ? pendingLabel : children}
    </Button>
  );
}
