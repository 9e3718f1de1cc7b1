// What the inspections list shows, as it lives in the address (/all-inspections?q=oak&status=draft&page=2):
// a reload, Back from an inspection and a shared link all open the same list.
import {
  DEFAULT_INSPECTION_LIST_PAGE_SIZE,
  DEFAULT_SORT_DIRECTION,
  INSPECTION_LIST_SORTS,
  MAX_INSPECTION_LIST_PAGE_SIZE,
  SORT_DIRECTIONS,
  type InspectionListFilters,
  type InspectionListSort,
  type SortDirection,
} from '@irrigo/contracts';

/** The search parameters of the list's address. */
export const LIST_PARAMS = {
  q: 'q',
  status: 'status',
  technician: 'technician',
  location: 'location',
  from: 'from',
  to: 'to',
  sort: 'sort',
  direction: 'direction',
  page: 'page',
  pageSize: 'pageSize',
} as const;

export const STATUS_FILTERS = ['all', 'draft', 'completed'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** `location=all`: every location, even when the top bar's switcher has one selected. */
export const ALL_LOCATIONS = 'all';

/** The list's order when the address names none: the date it shows (completed, else created), newest first. */
export const DEFAULT_SORT: InspectionListSort = 'completedDate';

export interface ListState {
  q: string;
  status: StatusFilter;
  technicianId: string | null;
  /** The location chosen on this page; null: none chosen (the top bar's switcher decides), ALL_LOCATIONS: every one. */
  location: string | null;
  from: string | null;
  to: string | null;
  sort: InspectionListSort;
  direction: SortDirection;
  page: number;
  pageSize: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string | null): value is string => value !== null && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
const isStatus = (value: string | null): value is StatusFilter => (STATUS_FILTERS as readonly (string | null)[]).includes(value);
const isSort = (value: string | null): value is InspectionListSort => (INSPECTION_LIST_SORTS as readonly (string | null)[]).includes(value);
const isDirection = (value: string | null): value is SortDirection => (SORT_DIRECTIONS as readonly (string | null)[]).includes(value);

function wholeNumber(value: string | null, min: number, max: number): number | null {
  if (value === null || !/^\d{1,7}$/.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
}

/** The list the address describes; anything unreadable (a typo, an old link) falls back to its default. */
export function readListState(params: URLSearchParams): ListState {
  const status = params.get(LIST_PARAMS.status);
  const sort = params.get(LIST_PARAMS.sort);
  const from = params.get(LIST_PARAMS.from);
  const to = params.get(LIST_PARAMS.to);
  const direction = params.get(LIST_PARAMS.direction);
  return {
    q: params.get(LIST_PARAMS.q) ?? '',
    status: isStatus(status) ? status : 'all',
    technicianId: params.get(LIST_PARAMS.technician) || null,
    location: params.get(LIST_PARAMS.location) || null,
    from: isDay(from) ? from : null,
    to: isDay(to) ? to : null,
    sort: isSort(sort) ? sort : DEFAULT_SORT,
    direction: isDirection(direction) ? direction : DEFAULT_SORT_DIRECTION,
    page: wholeNumber(params.get(LIST_PARAMS.page), 1, 1_000_000) ?? 1,
    pageSize: wholeNumber(params.get(LIST_PARAMS.pageSize), 1, MAX_INSPECTION_LIST_PAGE_SIZE) ?? DEFAULT_INSPECTION_LIST_PAGE_SIZE,
  };
}

/** A range whose start is after its end selects nothing: the screen says so and leaves the dates out. */
export const rangeIsBackwards = (state: Pick<ListState, 'from' | 'to'>): boolean => state.from !== null && state.to !== null && state.from > state.to;

/** Whether any filter narrows the list (the order and page do not). */
export const isFiltered = (state: ListState): boolean =>
  state.q.trim() !== '' || state.status !== 'all' || state.technicianId !== null || state.location !== null || state.from !== null || state.to !== null;

/**
 * The API's filters for the state: `locationId` is the page's choice, else the top bar's; the days are counted
 * in `timeZone`. A backwards range is left out rather than sent (it would select nothing).
 */
export function listFilters(state: ListState, switcherLocationId: string | null, timeZone: string): InspectionListFilters {
  const locationId = state.location === ALL_LOCATIONS ? null : (state.location ?? switcherLocationId);
  const dates = rangeIsBackwards(state) ? {} : { ...(state.from ? { from: state.from } : {}), ...(state.to ? { to: state.to } : {}) };
  return {
    ...(state.q.trim() ? { q: state.q.trim() } : {}),
    ...(state.status !== 'all' ? { status: state.status } : {}),
    ...(state.technicianId ? { technicianId: state.technicianId } : {}),
    ...(locationId ? { locationId } : {}),
    ...dates,
    timeZone,
    sort: state.sort,
    direction: state.direction,
  };
}

/** Writes `changes` into `params`: a value equal to the default leaves the address; any filter or order change goes back to page 1. */
export function writeListState(params: URLSearchParams, changes: Partial<ListState>): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | null) => (value === null || value === '' ? next.delete(name) : next.set(name, value));
  if ('q' in changes) set(LIST_PARAMS.q, changes.q?.trim() ?? null);
  if ('status' in changes) set(LIST_PARAMS.status, changes.status === 'all' ? null : (changes.status ?? null));
  if ('technicianId' in changes) set(LIST_PARAMS.technician, changes.technicianId ?? null);
  if ('location' in changes) set(LIST_PARAMS.location, changes.location ?? null);
  if ('from' in changes) set(LIST_PARAMS.from, changes.from ?? null);
  if ('to' in changes) set(LIST_PARAMS.to, changes.to ?? null);
  if ('sort' in changes || 'direction' in changes) {
    const sort = changes.sort ?? DEFAULT_SORT;
    const direction = changes.direction ?? DEFAULT_SORT_DIRECTION;
    const isDefault = sort === DEFAULT_SORT && direction === DEFAULT_SORT_DIRECTION;
    set(LIST_PARAMS.sort, isDefault ? null : sort);
    set(LIST_PARAMS.direction, isDefault ? null : direction);
  }
  if ('pageSize' in changes) set(LIST_PARAMS.pageSize, changes.pageSize === DEFAULT_INSPECTION_LIST_PAGE_SIZE ? null : String(changes.pageSize));
  set(LIST_PARAMS.page, changes.page && changes.page > 1 ? String(changes.page) : null);
  return next;
}
