import {
  EMAIL_PATTERN,
  ORGANIZATION_EMAIL_MAX_LENGTH,
  ORGANIZATION_NAME_MAX_LENGTH,
  ORGANIZATION_PHONE_MAX_LENGTH,
  ORGANIZATION_PHONE_MIN_DIGITS,
  ORGANIZATION_PHONE_PATTERN,
  ORGANIZATION_TYPES,
  ORGANIZATION_WEBSITE_MAX_LENGTH,
  type OrganizationProfile,
  type OrganizationType,
  type UpdateOrganizationProfileRequest,
} from '@irrigo/contracts';
import { organizationNameField, z } from '@irrigo/ui/forms';

const V = 'admin:organization.validation';

/** The limits the messages interpolate ({{max}}, {{min}}). */
export const ORGANIZATION_LIMITS = {
  name: { max: ORGANIZATION_NAME_MAX_LENGTH },
  phone: { max: ORGANIZATION_PHONE_MAX_LENGTH, min: ORGANIZATION_PHONE_MIN_DIGITS },
  email: { max: ORGANIZATION_EMAIL_MAX_LENGTH },
  website: { max: ORGANIZATION_WEBSITE_MAX_LENGTH },
} as const;

export const isOrganizationType = (value: string): value is OrganizationType => (ORGANIZATION_TYPES as readonly string[]).includes(value);

/** What services/org keeps of a website typed without a scheme (`greenvalley.com`): the https:// address. */
export const websiteWithScheme = (value: string): string => (/^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`);

/** An http(s) address of a host with a dotted name (greenvalley.com, www.riegos.mx), as services/org accepts it. */
export function isWebsite(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(websiteWithScheme(value));
    return (url.protocol === 'http:' || url.protocol === 'https:') && /^[^.]+(\.[^.]+)*\.[a-z]{2,}$/i.test(url.hostname);
  } catch {
    return false;
  }
}

/** A phone as services/org accepts it: digits, spaces and `+ ( ) - .`, with at least ORGANIZATION_PHONE_MIN_DIGITS digits. */
export const isPhone = (value: string): boolean => ORGANIZATION_PHONE_PATTERN.test(value) && value.replace(/\D/g, '').length >= ORGANIZATION_PHONE_MIN_DIGITS;

/** A contact field: trimmed; empty clears it; filled, within `max` and as `valid` says. */
const contactField = (max: number, valid: (value: string) => boolean, invalid: string) =>
  z.string().check(
    z.trim(),
    z.maxLength(max, `${V}.tooLong`),
    z.refine((value: string) => value === '' || value.length > max || valid(value), invalid),
  );

/** The profile form's rules, the ones services/org's DTO checks; every message is a key of the admin namespace. */
export const organizationSchema = z.object({
  name: organizationNameField({ required: `${V}.nameRequired`, tooLong: `${V}.tooLong` }),
  type: z.string().check(z.refine(isOrganizationType, `${V}.type`)),
  phone: contactField(ORGANIZATION_PHONE_MAX_LENGTH, isPhone, `${V}.phone`),
  email: contactField(ORGANIZATION_EMAIL_MAX_LENGTH, (value) => EMAIL_PATTERN.test(value), `${V}.email`),
  website: z.string().check(
    z.trim(),
    z.refine((value: string) => value === '' || websiteWithScheme(value).length <= ORGANIZATION_WEBSITE_MAX_LENGTH, `${V}.tooLong`),
    z.refine((value: string) => value === '' || websiteWithScheme(value).length > ORGANIZATION_WEBSITE_MAX_LENGTH || isWebsite(value), `${V}.website`),
  ),
});

export type OrganizationFormValues = z.input<typeof organizationSchema>;
export type OrganizationFormOutput = z.output<typeof organizationSchema>;
type FieldName = keyof OrganizationFormValues;

/** The profile as the form shows it: an unknown contact is an empty field. */
export const formValuesOf = (profile: OrganizationProfile): OrganizationFormValues => ({
  name: profile.name,
  type: profile.type,
  phone: profile.phone ?? '',
  email: profile.email ?? '',
  website: profile.website ?? '',
});

/**
 * Only what was changed is sent: a name saved alone leaves the contact Housecall Pro's, which its syncs keep
 * updating. An emptied contact field is sent as null, which clears it.
 */
export function changesOf(values: OrganizationFormOutput, changed: Partial<Record<FieldName, boolean | undefined>>): UpdateOrganizationProfileRequest {
  const changes: UpdateOrganizationProfileRequest = {};
  if (changed.name) changes.name = values.name;
  if (changed.type && isOrganizationType(values.type)) changes.type = values.type;
  for (const field of ['phone', 'email', 'website'] as const) {
    if (changed[field]) changes[field] = values[field] === '' ? null : values[field];
  }
  return changes;
}
