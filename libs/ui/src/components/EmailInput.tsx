import { Input, type InputProps } from './Input.js';

/**
 * An e-mail address field: the e-mail keyboard on phones, the browser's saved address offered, and no
 * capital letter or spelling fix forced onto what the person types. Each default can be overridden.
 */
export function EmailInput(props: Omit<InputProps, 'type'>) {
  return <Input type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} {...props} />;
}
