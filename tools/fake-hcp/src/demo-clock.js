import { isoSeconds } from './hcp-ids.js';

/**
 * The demo business works in Austin, so its jobs are booked in Central time whatever the machine's zone.
 * Demo jobs are placed relative to "today" so that the schedule always has past and coming work.
 */
export const DEMO_TIME_ZONE = 'America/Chicago';

const calendarDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: DEMO_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const zoneOffset = new Intl.DateTimeFormat('en-US', { timeZone: DEMO_TIME_ZONE, timeZoneName: 'longOffset' });

/** Minutes east of UTC in the demo zone at an instant (-300 for CDT, -360 for CST). */
function offsetMinutesAt(/** @type {Date} */ instant) {
  const name = zoneOffset.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * The instant of a wall-clock time in the demo zone, `dayOffset` days from the day `now` falls on there.
 * @param {Date} now
 * @param {number} dayOffset
 * @param {number} hour
 * @param {number} [minute]
 * @returns {string} ISO 8601 UTC
 */
export function demoTime(now, dayOffset, hour, minute = 0) {
  const [year, month, day] = calendarDay.format(now).split('-').map(Number);
  const wallClockAsUtc = Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + dayOffset, hour, minute);
  const firstGuess = wallClockAsUtc - offsetMinutesAt(new Date(wallClockAsUtc)) * 60_000;
  // Near a DST change the offset at the guessed instant can differ from the one at the wall-clock time.
  const instant = wallClockAsUtc - offsetMinutesAt(new Date(firstGuess)) * 60_000;
  return isoSeconds(new Date(instant));
}

/**
 * @param {string} iso
 * @param {number} minutes
 */
export function addMinutes(iso, minutes) {
  return isoSeconds(new Date(Date.parse(iso) + minutes * 60_000));
}
