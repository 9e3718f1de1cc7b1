import { describe, expect, it } from '@jest/globals';
import { pickDefaultLocationId } from './locations.js';
import type { Location } from './org.js';

const location = (id: string, name: string): Location => ({ id, name, address: null, city: null, state: null, zipCode: null });
const north = location('north', 'North Branch');
const main = location('main', 'Main Office');
const demo = location('demo', 'Demo Location');

describe('pickDefaultLocationId (spec §4)', () => {
  it('keeps a stored choice that is still available', () => {
    expect(pickDefaultLocationId([north, main], { storedId: 'north', userLocationId: 'main' })).toBe('north');
  });

  it("falls back to the user's own location when the stored one is gone", () => {
    expect(pickDefaultLocationId([north, main], { storedId: 'closed', userLocationId: 'north' })).toBe('north');
  });

  it('then to a location named main office, whatever its case, or the demo one', () => {
    expect(pickDefaultLocationId([north, location('m', '  MAIN OFFICE ')])).toBe('m');
    expect(pickDefaultLocationId([north, demo])).toBe('demo');
  });

  it('then to the first available, and to nothing when there is none', () => {
    expect(pickDefaultLocationId([north, location('south', 'South Yard')])).toBe('north');
    expect(pickDefaultLocationId([])).toBeNull();
  });
});
