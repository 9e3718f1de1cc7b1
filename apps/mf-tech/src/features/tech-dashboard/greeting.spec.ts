import { partOfDay } from './greeting';

const at = (hour: number, minute = 0) => new Date(2025, 5, 2, hour, minute);

describe('partOfDay', () => {
  it.each([
    [at(5), 'morning'],
    [at(11, 59), 'morning'],
    [at(12), 'afternoon'],
    [at(17, 59), 'afternoon'],
    [at(18), 'evening'],
    [at(23, 30), 'evening'],
    [at(2), 'evening'],
  ])('%s is %s', (date, expected) => {
    expect(partOfDay(date)).toBe(expected);
  });
});
