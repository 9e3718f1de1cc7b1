import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import type { TechnicianStats } from '@irrigo/contracts';
import { answer, renderWithProviders, type FetchMock } from '@irrigo/test-web';
import { deviceTimeZone, technicianStatsUrl, useTechnicianStats } from './technician-stats';

// Spec §7: GET /api/technician/stats/{technicianId}: "refetch every 60 s, stale after 30 s, 2 retries".

const stats = (inspectionsToday: number): TechnicianStats => ({
  servicePlansThisMonth: null,
  averageRating: null,
  inspectionsToday,
  inspectionsThisMonth: 9,
  revenueThisMonth: '1250.00',
});

function StatsProbe() {
  const query = useTechnicianStats('tech-7');
  return <p data-testid="stats">{query.isError ? 'error' : query.data ? `today ${query.data.inspectionsToday}` : 'loading'}</p>;
}

/** The dashboard left and opened again (the query stays in the app's cache meanwhile). */
function StatsScreen() {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button onClick={() => setShown((value) => !value)}>toggle</button>
      {shown && <StatsProbe />}
    </>
  );
}

const toggle = () => fireEvent.click(screen.getByRole('button', { name: 'toggle' }));

let answers: (() => Response | Promise<Response>)[];
let fetchMock: FetchMock;
const statsCalls = () => fetchMock.mock.calls.filter(([input]) => String(input) === technicianStatsUrl('tech-7', deviceTimeZone()));

/** Lets the clock run `ms` and every answer and render that falls due meanwhile settle. */
const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  jest.useFakeTimers();
  answers = [];
  let count = 0;
  fetchMock = jest.fn(async (input: Parameters<typeof fetch>[0]) => {
    if (String(input) !== technicianStatsUrl('tech-7', deviceTimeZone())) throw new Error(`Unexpected request in test: ${String(input)}`);
    const next = answers.shift();
    count += 1;
    return next ? next() : answer(200, stats(count));
  });
  globalThis.fetch = fetchMock as typeof fetch;
});

afterEach(() => {
  jest.useRealTimers();
});

describe('useTechnicianStats timings', () => {
  it('asks again every 60 s while the dashboard is shown', async () => {
    renderWithProviders(<StatsProbe />);
    await advance(0);
    expect(screen.getByTestId('stats')).toHaveTextContent('today 1');

    await advance(59_000);
    expect(statsCalls()).toHaveLength(1);
    await advance(1_000);
    expect(statsCalls()).toHaveLength(2);
    await advance(100);
    expect(screen.getByTestId('stats')).toHaveTextContent('today 2');
    await advance(60_000 - 100);
    expect(statsCalls()).toHaveLength(3);
  });

  it('keeps its figures 30 s: coming back sooner asks nothing, coming back later asks again', async () => {
    renderWithProviders(<StatsScreen />);
    await advance(0);
    expect(statsCalls()).toHaveLength(1);

    toggle();
    await advance(29_000);
    toggle();
    await advance(0);
    expect(statsCalls()).toHaveLength(1);
    expect(screen.getByTestId('stats')).toHaveTextContent('today 1');

    toggle();
    await advance(2_000);
    toggle();
    await advance(0);
    expect(statsCalls()).toHaveLength(2);
    expect(screen.getByTestId('stats')).toHaveTextContent('today 2');
  });

  it('tries twice more after a failure before showing it', async () => {
    const unavailable = () => answer(503, { statusCode: 503, code: 'UPSTREAM_UNAVAILABLE', message: 'down' });
    answers = [unavailable, unavailable, unavailable];
    renderWithProviders(<StatsProbe />);

    await advance(10_000);
    expect(statsCalls()).toHaveLength(3);
    expect(screen.getByTestId('stats')).toHaveTextContent('error');
  });

  it('shows the figures when a retry gets through', async () => {
    answers = [() => Promise.reject(new TypeError('Failed to fetch')), () => answer(200, stats(4))];
    renderWithProviders(<StatsProbe />);

    await advance(10_000);
    expect(statsCalls()).toHaveLength(2);
    expect(screen.getByTestId('stats')).toHaveTextContent('today 4');
  });
});
