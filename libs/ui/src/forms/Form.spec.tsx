import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, defineErrorMessages, FAILURE_REASONS, type ErrorMessageTable } from '@irrigo/api-client';
import { addTranslations, setLanguage } from '@irrigo/i18n';
import { switchToEnglish } from '../test-i18n.js';
import { Alert, EmailInput, PasswordInput } from '../index.js';
import {
  Form,
  RegisteredField,
  SubmitButton,
  emailField,
  officePasswordField,
  reportServerError,
  serverFailureOf,
  summaryMessage,
  useFormField,
  useZodForm,
  withConfirmation,
  z,
  type ZodFormReturn,
} from '@irrigo/ui/forms';

beforeAll(() => {
  addTranslations('formtest', {
    en: {
      emailRequired: 'Please enter your email.',
      emailInvalid: 'Invalid email format.',
      passwordRequired: 'Please enter a password.',
      tooShort: 'Password must be at least {{min}} characters.',
      failed: 'Something went wrong.',
      rateLimited: 'Too many attempts.',
      tooCommon: 'That password is too common.',
      checkField: 'Check this field.',
      submit: 'Create account',
      submitting: 'Creating…',
    },
    es: {
      emailRequired: 'Introduce tu correo electrónico.',
      emailInvalid: 'Formato de correo electrónico no válido.',
      passwordRequired: 'Introduce una contraseña.',
      tooShort: 'La contraseña debe tener al menos {{min}} caracteres.',
      failed: 'Algo salió mal.',
      rateLimited: 'Demasiados intentos.',
      tooCommon: 'Esa contraseña es demasiado común.',
      checkField: 'Revisa este campo.',
      submit: 'Crear cuenta',
      submitting: 'Creando…',
    },
  });
});
beforeEach(switchToEnglish);

const TABLE = Object.fromEntries(FAILURE_REASONS.map((reason) => [reason, 'formtest:failed'])) as ErrorMessageTable;
const errorMessage = defineErrorMessages(TABLE);
const describeFailure = (error: unknown) =>
  errorMessage(error, { RATE_LIMITED: 'formtest:rateLimited', PASSWORD_TOO_COMMON: 'formtest:tooCommon', VALIDATION_FAILED: 'formtest:checkField' });

const schema = z.object({
  email: emailField({ required: 'formtest:emailRequired', invalid: 'formtest:emailInvalid' }),
  password: officePasswordField({ required: 'formtest:passwordRequired', tooShort: 'formtest:tooShort' }),
});
type Values = z.input<typeof schema>;
type Output = z.output<typeof schema>;

const answer = (status: number, body: object, retryAfterSeconds?: number) => new ApiError(status, 'Error', JSON.stringify(body), { retryAfterSeconds });

interface HarnessProps {
  send: (values: Output) => Promise<void>;
  summary?: boolean;
}

/** A sign-up-like form built only from the kit. */
function Harness({ send, summary = false }: HarnessProps) {
  const { t } = useTranslation('formtest');
  const form = useZodForm(schema, { email: '', password: '' });
  const summaryId = useId();
  const [sent, setSent] = useState<Output | null>(null);
  const failure = serverFailureOf(form.formState.errors);
  const missing = summary && form.formState.isSubmitted ? summaryMessage(form.formState.errors, ['formtest:passwordRequired']) : undefined;
  return (
    <Form
      form={form}
      onValid={async (values) => {
        try {
          await send(values);
          setSent(values);
        } catch (error) {
          reportServerError(form, error, { describe: describeFailure, fields: { PASSWORD_TOO_COMMON: 'password' } });
        }
      }}
    >
      <RegisteredField name="email" label="Email" required showError={!summary} summaryId={summaryId}>
        <EmailInput />
      </RegisteredField>
      <RegisteredField name="password" label="Password" required showError={!summary} summaryId={summaryId} errorValues={{ min: 8 }}>
        <PasswordInput />
      </RegisteredField>
      {missing && (
        <Alert tone="danger" id={summaryId}>
          {t(missing)}
        </Alert>
      )}
      {failure && (
        <Alert tone="danger" title={t(failure.key)}>
          {failure.retryAfterSeconds}
        </Alert>
      )}
      {sent && <output>{JSON.stringify(sent)}</output>}
      <SubmitButton pendingLabel={t('submitting')}>{t('submit')}</SubmitButton>
    </Form>
  );
}

describe('the form kit', () => {
  it('says each field’s problem under it, translated from the schema’s key, and links it to the field', async () => {
    const user = userEvent.setup();
    const send = jest.fn(async () => undefined);
    render(<Harness send={send} />);

    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter your email.');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Please enter a password.');
    expect(send).not.toHaveBeenCalled();

    await act(() => setLanguage('es'));
    expect(screen.getByText('Introduce tu correo electrónico.')).toBeInTheDocument();
  });

  it('says nothing before the first submit, re-checks a field as it is fixed, and hands over the trimmed values', async () => {
    const user = userEvent.setup();
    const send = jest.fn(async () => undefined);
    render(<Harness send={send} />);

    await user.type(screen.getByLabelText('Email'), 'marta@riegoverde');
    await user.tab();
    expect(screen.queryByText('Invalid email format.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Invalid email format.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), '.com  ');
    expect(screen.queryByText('Invalid email format.')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Password must be at least 8 characters.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Password'), 'enough');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(send).toHaveBeenCalledWith({ email: 'marta@riegoverde.com', password: 'shortenough' });
  });

  it('marks fields of a summary form invalid and describes them by the summary, saying nothing under them', async () => {
    const user = userEvent.setup();
    render(<Harness send={jest.fn()} summary />);

    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    // The summary says the first of its keys that some field says, whatever the order of the fields.
    expect(email).toHaveAccessibleDescription('Please enter a password.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Please enter a password.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText('Please enter your email.')).not.toBeInTheDocument();
  });

  it('shows the submit as pending, the same way everywhere', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const send = () => new Promise<void>((resolve) => (finish = resolve));
    render(<Harness send={send} />);

    await user.type(screen.getByLabelText('Email'), 'marta@riegoverde.com');
    await user.type(screen.getByLabelText('Password'), 'Sprinkler#2024');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const button = await screen.findByRole('button', { name: /Creating…/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await act(async () => finish());
    expect(await screen.findByRole('button', { name: 'Create account' })).toBeEnabled();
  });

  it('says a failed call in the remote’s words, with its wait, and forgets it once a field is edited', async () => {
    const user = userEvent.setup();
    const send = jest.fn().mockRejectedValueOnce(answer(429, { statusCode: 429, code: 'RATE_LIMITED', message: 'Too Many Requests' }, 120));
    render(<Harness send={send} />);

    await user.type(screen.getByLabelText('Email'), 'marta@riegoverde.com');
    await user.type(screen.getByLabelText('Password'), 'Sprinkler#2024');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many attempts.');
    expect(alert).toHaveTextContent('120');
    expect(alert).not.toHaveTextContent('Too Many Requests');

    await user.type(screen.getByLabelText('Password'), '!');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('puts a field’s failure (a code, or a refused DTO field) on that field and focuses it', async () => {
    const user = userEvent.setup();
    const send = jest
      .fn()
      .mockRejectedValueOnce(answer(400, { statusCode: 400, code: 'PASSWORD_TOO_COMMON', message: 'Password is too common' }))
      .mockRejectedValueOnce(answer(400, { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Bad', details: ['email must be an email'] }))
      .mockRejectedValueOnce(answer(400, { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Bad', details: ['property role should not exist'] }));
    render(<Harness send={send} />);

    await user.type(screen.getByLabelText('Email'), 'marta@riegoverde.com');
    await user.type(screen.getByLabelText('Password'), 'Password1!');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const password = screen.getByLabelText('Password');
    expect(await screen.findByText('That password is too common.')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Check this field.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('That password is too common.')).not.toBeInTheDocument();

    // A refusal that names no field of this form is the form's.
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Check this field.');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  });

  it('keeps a refusal the form’s when told to, whatever its details name', () => {
    const form = { setError: jest.fn(), getValues: () => ({ email: '' }) } as unknown as ZodFormReturn<Values, Output>;
    const refusal = answer(400, { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Bad', details: ['email must be an email'] });
    reportServerError(form, refusal, { describe: describeFailure, detailsOnFields: false });
    expect(form.setError).toHaveBeenCalledWith('root.server', { type: 'VALIDATION_FAILED', message: 'formtest:checkField', types: { status: '400' } });
  });

  it('reads no failure from a form that has none', () => {
    expect(serverFailureOf({})).toBeNull();
    const form = { setError: jest.fn(), getValues: () => ({}) } as unknown as ZodFormReturn<Values, Output>;
    const failure = reportServerError(form, new TypeError('Failed to fetch'), { describe: describeFailure });
    expect(failure).toMatchObject({ reason: 'NETWORK', key: 'formtest:failed' });
    expect(form.setError).toHaveBeenCalledWith('root.server', { type: 'NETWORK', message: 'formtest:failed', types: {} });
  });

  it('wires a control that is not an input (useFormField): its value, its change and its error', async () => {
    const user = userEvent.setup();
    const roleSchema = z.object({ role: z.string().check(z.minLength(1, 'formtest:emailRequired')) });
    const send = jest.fn();
    function RolePicker() {
      const { value, onChange, invalid, message } = useFormField('role');
      return (
        <fieldset aria-invalid={invalid}>
          {['admin', 'technician'].map((role) => (
            <button key={role} type="button" aria-pressed={value === role} onClick={() => onChange(role)}>
              {role}
            </button>
          ))}
          {message && <p role="alert">{message}</p>}
        </fieldset>
      );
    }
    function RoleForm() {
      const form = useZodForm(roleSchema, { role: '' });
      return (
        <Form form={form} onValid={send}>
          <RolePicker />
          <SubmitButton pendingLabel="…">Go</SubmitButton>
        </Form>
      );
    }
    render(<RoleForm />);

    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('formtest:emailRequired');
    await user.click(screen.getByRole('button', { name: 'technician' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(send).toHaveBeenCalledWith({ role: 'technician' }, expect.anything());
  });

  it('says a live message (a confirmation that already differs) before any submit, the schema’s own first', async () => {
    const user = userEvent.setup();
    const confirmSchema = z.object({ password: z.string(), confirm: z.string().check(z.minLength(1, 'formtest:passwordRequired')) });
    function ConfirmForm() {
      const form = useZodForm(confirmSchema, { password: '', confirm: '' });
      const [password, confirm] = form.watch(['password', 'confirm']);
      return (
        <Form form={form} onValid={jest.fn()}>
          <RegisteredField name="password" label="Password" revalidate={['confirm']}>
            <PasswordInput />
          </RegisteredField>
          <RegisteredField name="confirm" label="Confirm" liveError={confirm !== '' && confirm !== password ? 'formtest:tooCommon' : undefined}>
            <PasswordInput />
          </RegisteredField>
          <SubmitButton pendingLabel="…">Go</SubmitButton>
        </Form>
      );
    }
    render(<ConfirmForm />);

    await user.type(screen.getByLabelText('Password'), 'Valve-Box-42');
    await user.type(screen.getByLabelText('Confirm'), 'Valve');
    expect(screen.getByLabelText('Confirm')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('That password is too common.');
    await user.type(screen.getByLabelText('Confirm'), '-Box-42');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Confirm')).not.toHaveAttribute('aria-invalid');

    await user.clear(screen.getByLabelText('Confirm'));
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a password.');
  });

  it('re-checks a confirmation as the password it must equal changes, once it says something', async () => {
    const user = userEvent.setup();
    const confirmSchema = withConfirmation(
      z.object({ password: z.string(), confirm: z.string() }),
      { password: 'password', confirm: 'confirm' },
      'formtest:tooCommon',
    );
    function ConfirmForm() {
      const form = useZodForm(confirmSchema, { password: '', confirm: '' });
      return (
        <Form form={form} onValid={jest.fn()}>
          <RegisteredField name="password" label="Password" revalidate={['confirm']}>
            <PasswordInput />
          </RegisteredField>
          <RegisteredField name="confirm" label="Confirm">
            <PasswordInput />
          </RegisteredField>
          <SubmitButton pendingLabel="…">Go</SubmitButton>
        </Form>
      );
    }
    render(<ConfirmForm />);

    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.type(screen.getByLabelText('Confirm'), 'abd');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That password is too common.');

    await user.type(screen.getByLabelText('Password'), '{Backspace}d');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
