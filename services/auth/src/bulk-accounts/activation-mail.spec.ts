import { describe, expect, it } from '@jest/globals';
import { activationMail } from './activation-mail.js';

describe('the activation mail', () => {
  const facts = {
    to: 'luis@example.com',
    firstName: 'Luis',
    organizationName: 'Riego Verde',
    code: 'ABCD-EFGH-JKMN-PQRS',
    link: 'https://irrigo.example/activate?code=ABCD-EFGH-JKMN-PQRS',
    page: 'https://irrigo.example/activate',
  };

  it('speaks English then Spanish, with the code, the link and the 72 hours, in text and HTML', () => {
    const mail = activationMail(facts);
    expect(mail.to).toEqual(['luis@example.com']);
    expect(mail.text.indexOf('Your Irrigo account')).toBeLessThan(mail.text.indexOf('Tu cuenta de Irrigo'));
    expect(mail.text.match(/ABCD-EFGH-JKMN-PQRS/g)?.length).toBeGreaterThanOrEqual(2);
    expect(mail.text).toContain('Open https://irrigo.example/activate?code=ABCD-EFGH-JKMN-PQRS');
    expect(mail.text).toContain('expires in 72 hours');
    expect(mail.text).toContain('vence en 72 horas');
    expect(mail.html).toContain('<div lang="es">');
    expect(mail.html).toContain('<strong>ABCD-EFGH-JKMN-PQRS</strong>');
    expect(mail.text).not.toMatch(/password:/i);
  });

  it("uses the activation screen's words, and tú in Spanish", () => {
    const mail = activationMail(facts);
    expect(mail.text).toContain('Enter your e-mail (luis@example.com) and the activation code.');
    expect(mail.text).toContain('Escribe tu correo electrónico (luis@example.com) y el código de activación.');
    expect(mail.text).toContain('Only you know it: your administrator never sees it.');
    expect(mail.text).toContain('Solo tú la conoces: tu administrador nunca la ve.');
    expect(mail.html).toContain('>Activate account</a>');
    expect(mail.html).toContain('>Activar cuenta</a>');
  });

  it('escapes names in the HTML and names the page when no link is known', () => {
    const mail = activationMail({ ...facts, firstName: '<b>Luis</b>', link: null, page: null });
    expect(mail.html).toContain('&lt;b&gt;Luis&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Luis</b>');
    expect(mail.text).toContain('the activation page (/activate)');
  });
});
