import { render, screen } from '@testing-library/react';
import { addTranslations } from '@irrigo/i18n';
import { switchToEnglish } from '../test-i18n.js';
import { FormField, Input } from '../index.js';

beforeAll(() => {
  addTranslations('fieldtest', {
    en: { tooShort: 'Password must be at least {{min}} characters' },
    es: { tooShort: 'La contraseña debe tener al menos {{min}} caracteres' },
  });
});
beforeEach(switchToEnglish);

describe('FormField', () => {
  it('labels its control and links the hint and the translated error to it', () => {
    render(
      <FormField label="Password" hint="Use 8 or more characters" error="fieldtest:tooShort" errorValues={{ min: 8 }} required>
        <Input />
      </FormField>,
    );

    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('Use 8 or more characters Password must be at least 8 characters');
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 8 characters');
  });

  it('marks optional fields and shows no error when valid', () => {
    render(
      <FormField label="Email" optional>
        <Input type="email" />
      </FormField>,
    );

    expect(screen.getByLabelText('Email (optional)')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
