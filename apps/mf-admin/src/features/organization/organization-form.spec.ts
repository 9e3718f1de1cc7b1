import { ORGANIZATION_NAME_MAX_LENGTH, ORGANIZATION_PHONE_MAX_LENGTH, ORGANIZATION_WEBSITE_MAX_LENGTH } from '@irrigo/contracts';
import { changesOf, isPhone, isWebsite, organizationSchema, type OrganizationFormValues } from './organization-form';

const VALID: OrganizationFormValues = { name: 'Green Valley Irrigation', type: 'franchise', phone: '', email: '', website: '' };
/** The message key the schema gives a field, or undefined when the values pass. */
function messageFor(values: Partial<OrganizationFormValues>, field: keyof OrganizationFormValues): string | undefined {
  const result = organizationSchema.safeParse({ ...VALID, ...values });
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('the organization form’s rules (as services/org checks them)', () => {
  it('takes phones of digits, spaces and + ( ) - . with at least 7 digits', () => {
    for (const phone of ['(512) 555-0100', '+1 512.555.0100', '5550100']) expect([phone, isPhone(phone)]).toEqual([phone, true]);
    for (const phone of ['555-010', '512 555 0100 ext 4', '555-CALL', '+52 (55) 1234/5678']) expect([phone, isPhone(phone)]).toEqual([phone, false]);
    expect(messageFor({ phone: '1'.repeat(ORGANIZATION_PHONE_MAX_LENGTH + 1) }, 'phone')).toBe('admin:organization.validation.tooLong');
  });

  it('takes http(s) websites, with or without the scheme, of a dotted host name', () => {
    for (const site of ['greenvalley.com', 'https://www.riegos.mx/contacto', 'http://greenvalley.com']) expect([site, isWebsite(site)]).toEqual([site, true]);
    for (const site of ['ftp://greenvalley.com', 'greenvalley', 'https://localhost', 'green valley.com', 'mailto:office@greenvalley.com'])
      expect([site, isWebsite(site)]).toEqual([site, false]);
    // The server keeps a bare domain with https:// in front, and that is what must fit.
    const bare = `${'a'.repeat(ORGANIZATION_WEBSITE_MAX_LENGTH - 'https://'.length - 4)}.com`;
    expect(messageFor({ website: bare }, 'website')).toBeUndefined();
    expect(messageFor({ website: `a${bare}` }, 'website')).toBe('admin:organization.validation.tooLong');
  });

  it('needs a name within the limit and a known type; contact fields may be empty', () => {
    expect(messageFor({ name: '  ' }, 'name')).toBe('admin:organization.validation.nameRequired');
    expect(messageFor({ name: 'x'.repeat(ORGANIZATION_NAME_MAX_LENGTH + 1) }, 'name')).toBe('admin:organization.validation.tooLong');
    expect(messageFor({ type: 'cooperative' }, 'type')).toBe('admin:organization.validation.type');
    expect(messageFor({ email: 'office@greenvalley' }, 'email')).toBe('admin:organization.validation.email');
    expect(organizationSchema.safeParse(VALID).success).toBe(true);
  });

  it('sends only the changed fields, trimmed, an emptied contact as null', () => {
    const values = organizationSchema.parse({ ...VALID, name: ' Riegos del Sur ', phone: ' 512 555 0100 ', email: '', website: 'riegos.mx' });
    expect(changesOf(values, { name: true, phone: true, email: true })).toEqual({ name: 'Riegos del Sur', phone: '512 555 0100', email: null });
    expect(changesOf(values, { type: true })).toEqual({ type: 'franchise' });
    expect(changesOf(values, {})).toEqual({});
  });
});
