import { describe, expect, it } from '@jest/globals';
import { resetCodeMail } from './reset-mail.js';

describe('the reset code mail', () => {
  it('speaks to the owner in English then Spanish, in text and HTML, with the code and its 15 minutes', () => {
    const mail = resetCodeMail(['ana@example.com'], { email: 'ana@example.com', fullName: 'Ana Núñez' }, 'ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345', false);
    expect(mail.to).toEqual(['ana@example.com']);
    expect(mail.text.indexOf('Irrigo password reset')).toBeLessThan(mail.text.indexOf('Restablecer la contraseña de Irrigo'));
    expect(mail.text.match(/ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345/g)).toHaveLength(2);
    expect(mail.text).toContain('account ana@example.com');
    expect(mail.text).toContain('expires in 15 minutes');
    expect(mail.text).toContain('vence en 15 minutos');
    expect(mail.html).toContain('<div lang="es">');
    expect(mail.html).toContain('<strong>ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345</strong>');
  });

  it('asks admins to hand the code to the technician, and escapes names in the HTML', () => {
    const mail = resetCodeMail(['boss@example.com'], { email: null, fullName: 'Pablo <b>Ruiz</b> & Co' }, 'ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345', true);
    expect(mail.text).toContain('The technician Pablo <b>Ruiz</b> & Co asked to reset their Irrigo password');
    expect(mail.text).toContain('they choose their new password themselves');
    expect(mail.text).toContain('el técnico elige su nueva contraseña');
    expect(mail.html).toContain('Pablo &lt;b&gt;Ruiz&lt;/b&gt; &amp; Co');
    expect(mail.html).not.toContain('<b>Ruiz</b>');
  });
});
