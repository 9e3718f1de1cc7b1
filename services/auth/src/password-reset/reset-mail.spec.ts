import { describe, expect, it } from '@jest/globals';
import { resetCodeMail } from './reset-mail.js';

describe('the reset code mail', () => {
  it('speaks to the owner in English then Spanish, in text and HTML, with the code and its 15 minutes', () => {
    const mail = resetCodeMail(['ana@example.com'], { email: 'ana@example.com', fullName: 'Ana Núñez' }, 'ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345', false);
    expect(mail.to).toEqual(['ana@example.com']);
    expect(mail.text.indexOf('Irrigo password reset')).toBeLessThan(mail.text.indexOf('Restablecer la contraseña de Irrigo'));
    expect(mail.text.match(/ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345/g)).toHaveLength(2);
    expect(mail.text).toContain('account ana@example.com');
    expect(mail.text).toContain('The reset token expires in 15 minutes');
    expect(mail.text).toContain('El código de restablecimiento vence en 15 minutos');
    expect(mail.html).toContain('<div lang="es">');
    expect(mail.html).toContain('<strong>ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345</strong>');
  });

  it("uses the reset dialog's words: Reset Token, código de restablecimiento, and tú in Spanish", () => {
    for (const forAdmins of [false, true]) {
      const mail = resetCodeMail(['ana@example.com'], { email: forAdmins ? null : 'ana@example.com', fullName: 'Ana Núñez' }, 'ABCD-EFGH', forAdmins);
      expect(mail.subject).toBe('Irrigo: password reset token / código de restablecimiento de contraseña');
      expect(mail.text).toContain('reset token');
      expect(mail.text).toContain('Reset Password window');
      expect(mail.text).toContain('código de restablecimiento');
      expect(mail.text).toContain('ventana Restablecer contraseña');
      expect(mail.text).not.toMatch(/\bcode\b/);
      expect(mail.text).toContain('ignora este correo');
      expect(mail.text).not.toMatch(/\b(escriba|ignore este|Entrégueselo|usted)\b/);
    }
    const owner = resetCodeMail(['ana@example.com'], { email: 'ana@example.com', fullName: 'Ana' }, 'ABCD-EFGH', false);
    expect(owner.text).toContain('ingresa este código de restablecimiento');
    expect(owner.text).toContain('Si no lo pediste, ignora este correo: tu contraseña no cambia.');
  });

  it('asks admins to hand the token to the technician, and escapes names in the HTML', () => {
    const mail = resetCodeMail(['boss@example.com'], { email: null, fullName: 'Pablo <b>Ruiz</b> & Co' }, 'ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345', true);
    expect(mail.text).toContain('The technician Pablo <b>Ruiz</b> & Co asked to reset their Irrigo password');
    expect(mail.text).toContain('they enter it in the Reset Password window and choose their new password themselves');
    expect(mail.text).toContain('Entrégaselo a Pablo <b>Ruiz</b> & Co en persona o por teléfono');
    expect(mail.text).toContain('el técnico lo ingresa en la ventana Restablecer contraseña y elige su nueva contraseña');
    expect(mail.html).toContain('Pablo &lt;b&gt;Ruiz&lt;/b&gt; &amp; Co');
    expect(mail.html).not.toContain('<b>Ruiz</b>');
  });

  it('carries a link that opens the Reset Password window with the token filled in, in both languages', () => {
    const link = 'https://riego.example/tech-login#reset-token=ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345';
    const owner = resetCodeMail(['ana@example.com'], { email: 'ana@example.com', fullName: 'Ana' }, 'ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345', false, link);
    expect(owner.text.split(link)).toHaveLength(3);
    expect(owner.text).toContain('Or open this link, which opens the Reset Password window with the reset token filled in:');
    expect(owner.text).toContain('O abre este enlace, que abre la ventana Restablecer contraseña con el código de restablecimiento ya ingresado:');
    expect(owner.html).toContain(`<a href="${link}">${link}</a>`);

    const forAdmins = resetCodeMail(['boss@example.com'], { email: null, fullName: 'Pablo' }, 'ABCD', true, link);
    expect(forAdmins.text).toContain('Or send Pablo this link');
    expect(forAdmins.text).toContain('O envíale a Pablo este enlace');

    const withoutOrigin = resetCodeMail(['ana@example.com'], { email: 'ana@example.com', fullName: 'Ana' }, 'ABCD', false, null);
    expect(withoutOrigin.text).not.toContain('link');
    expect(withoutOrigin.html).not.toContain('<a ');
  });
});
