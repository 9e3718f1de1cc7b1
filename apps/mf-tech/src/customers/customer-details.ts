// How a customer's site and phone are written out, the same on My customers and in an inspection's customer details.
import type { Site } from '@irrigo/contracts';

/** A site's address on one line, as a maps app searches it: "742 Calle Peña, Austin, TX 78701". */
export function addressOf(site: Site): string {
  const street = [site.street, site.streetLine2].filter(Boolean).join(', ');
  const cityLine = [site.city, [site.state, site.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [street, cityLine].filter(Boolean).join(', ');
}

/** A US number as people read it, "(512) 555-0111"; anything else as HCP keeps it. */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== 10) return phone;
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}
