import type { MyCustomer } from '../../device-store';
import { addressOf } from '../../customers/customer-details';
import { foldForSearch, matchesSearch } from '../../search/fold-for-search';

/**
 * The device's maps app for an address: Apple Maps on iPhone and iPad; elsewhere maps.apple.com hands the
 * search to the browser's map, which on Android opens Google Maps.
 */
export function mapsUrl(address: string): string {
  return `https://maps.apple.com/?q=${encodeURIComponent(address)}`;
}

/** What a search on My customers looks through: names, company, e-mail, phones (also as digits alone) and every site's address. */
function searchTextOf(customer: MyCustomer): string {
  const phones = [customer.mobileNumber, customer.homeNumber, customer.workNumber].filter((phone): phone is string => Boolean(phone));
  return foldForSearch(
    [
      customer.displayName,
      customer.firstName,
      customer.lastName,
      customer.company,
      customer.email,
      ...phones,
      ...phones.map((phone) => phone.replace(/\D/g, '')),
      ...customer.sites.map(addressOf),
    ]
      .filter(Boolean)
      .join(' '),
  );
}

export interface SearchableCustomer {
  customer: MyCustomer;
  text: string;
}

export function searchable(customers: readonly MyCustomer[]): SearchableCustomer[] {
  return customers.map((customer) => ({ customer, text: searchTextOf(customer) }));
}

/** Customers matching every word typed, ignoring case and accents; a phone typed with dashes or spaces matches its digits. */
export function searchCustomers(customers: readonly SearchableCustomer[], query: string): MyCustomer[] {
  const digits = query.replace(/\D/g, '');
  const looksLikePhone = digits.length >= 3 && /^[\d\s()+.-]+$/.test(query.trim());
  return customers.filter(({ text }) => (looksLikePhone ? text.includes(digits) : matchesSearch(text, query))).map(({ customer }) => customer);
}

/** `tel:` keeps what a dialler reads: digits and a leading +. */
export function telUrl(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
