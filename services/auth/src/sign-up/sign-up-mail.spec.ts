import { describe, expect, it } from '@jest/globals';
import { alreadyRegisteredMail, signUpCodeMail } from './sign-up-mail.js';

describe('the sign-up mails', () => {
  it("send the confirmation code in the sign-up screen's words, English then Spanish with tú", () => {
    const mail = signUpCodeMail('ana@example.com', 'Ana Núñez', '123456');
    expect(mail.to).toEqual(['ana@example.com']);
    expect(mail.subject).toBe('Irrigo: your confirmation code / tu código de confirmación');
    expect(mail.text.indexOf('Welcome to Irrigo, Ana Núñez')).toBeLessThan(mail.text.indexOf('Te damos la bienvenida a Irrigo, Ana Núñez'));
    expect(mail.text).toContain('enter this confirmation code on the sign-up screen');
    expect(mail.text).toContain('escribe este código de confirmación en la pantalla de registro');
    expect(mail.text).toContain('expires in 15 minutes');
    expect(mail.text).toContain('vence en 15 minutos');
    // The code stands alone on a line indented by four spaces: the e2e and API tests read it from there.
    expect(mail.text.match(/^\s{4}123456$/gm)).toHaveLength(2);
    expect(mail.html).toContain('<strong>123456</strong>');
  });

  it('tell the owner of an existing account, without a code', () => {
    const mail = alreadyRegisteredMail('ana@example.com');
    expect(mail.subject).toBe('Irrigo: you already have an account / ya tienes una cuenta');
    expect(mail.text).toContain('Inicia sesión con tu contraseña');
    expect(mail.text).not.toMatch(/^\s{4}\d{6}$/m);
  });
});
