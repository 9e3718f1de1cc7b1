import { ALL_LOCATIONS, listFilters, readListState, writeListState } from './list-state';

const read = (search: string) => readListState(new URLSearchParams(search));

describe('the list in the address', () => {
  it('reads every part it knows, and the default for anything an old link or a typo got wrong', () => {
    expect(read('q=oak&status=draft&technician=t1&location=loc-1&from=2026-11-01&to=2026-11-30&sort=clientName&direction=asc&page=3&pageSize=50')).toEqual({
      q: 'oak',
      status: 'draft',
      technicianId: 't1',
      location: 'loc-1',
      from: '2026-11-01',
      to: '2026-11-30',
      sort: 'clientName',
      direction: 'asc',
      page: 3,
      pageSize: 50,
    });
    expect(read('status=archived&from=2026-13-45&to=yesterday&sort=price&direction=up&page=0&pageSize=500')).toEqual({
      q: '',
      status: 'all',
      technicianId: null,
      location: null,
      from: null,
      to: null,
      sort: 'completedDate',
      direction: 'desc',
      page: 1,
      pageSize: 25,
    });
    expect(read('page=-2&pageSize=abc')).toEqual(expect.objectContaining({ page: 1, pageSize: 25 }));
  });

  it('writes only what differs from the default, and any change but the page goes back to page 1', () => {
    const params = new URLSearchParams('q=oak&page=4');
    expect(writeListState(params, { status: 'completed' }).toString()).toBe('q=oak&status=completed');
    expect(writeListState(params, { page: 5 }).toString()).toBe('q=oak&page=5');
    expect(writeListState(params, { sort: 'completedDate', direction: 'desc' }).toString()).toBe('q=oak');
    expect(writeListState(params, { sort: 'estimatedTotal', direction: 'desc' }).toString()).toBe('q=oak&sort=estimatedTotal&direction=desc');
    expect(writeListState(params, { q: '  ', pageSize: 25 }).toString()).toBe('');
    // The setter never changes what it was given.
    expect(params.toString()).toBe('q=oak&page=4');
  });

  it('asks the API for the page’s location, else the top bar’s, and every location for “all”', () => {
    expect(listFilters(read(''), 'loc-top', 'America/Chicago')).toEqual({
      locationId: 'loc-top',
      timeZone: 'America/Chicago',
      sort: 'completedDate',
      direction: 'desc',
    });
    expect(listFilters(read('location=loc-page'), 'loc-top', 'UTC').locationId).toBe('loc-page');
    expect(listFilters(read(`location=${ALL_LOCATIONS}`), 'loc-top', 'UTC')).not.toHaveProperty('locationId');
  });

  it('leaves a backwards date range out of the request, and sends a forward one with the time zone it is counted in', () => {
    expect(listFilters(read('from=2026-11-30&to=2026-11-01'), null, 'UTC')).toEqual({ timeZone: 'UTC', sort: 'completedDate', direction: 'desc' });
    expect(listFilters(read('from=2026-11-01&to=2026-11-01&q=%20oak%20'), null, 'America/Denver')).toEqual({
      q: 'oak',
      from: '2026-11-01',
      to: '2026-11-01',
      timeZone: 'America/Denver',
      sort: 'completedDate',
      direction: 'desc',
    });
  });
});
