/**
 * Housecall Pro spells a job's work status two ways. A job's `work_status` field uses the first list;
 * the `work_status[]` filter of GET /jobs takes only the second. Feeding a returned value back into the
 * filter matches nothing and raises no error: the fake keeps that trap so that tests catch it.
 */

/** @typedef {'needs scheduling' | 'scheduled' | 'in progress' | 'complete rated' | 'complete unrated' | 'user canceled' | 'pro canceled'} JobWorkStatus */
/** @typedef {'unscheduled' | 'scheduled' | 'in_progress' | 'completed' | 'canceled'} WorkStatusFilter */

/** @type {readonly JobWorkStatus[]} */
export const JOB_WORK_STATUSES = Object.freeze([
  'needs scheduling',
  'scheduled',
  'in progress',
  'complete rated',
  'complete unrated',
  'user canceled',
  'pro canceled',
]);

/** @type {Readonly<Record<WorkStatusFilter, readonly JobWorkStatus[]>>} */
export const WORK_STATUS_FILTERS = Object.freeze({
  unscheduled: ['needs scheduling'],
  scheduled: ['scheduled'],
  in_progress: ['in progress'],
  completed: ['complete rated', 'complete unrated'],
  canceled: ['user canceled', 'pro canceled'],
});

/**
 * The job statuses a `work_status[]` filter selects. Values outside the filter vocabulary select
 * nothing, silently, like the live API.
 * @param {readonly string[]} filterValues
 * @returns {Set<JobWorkStatus>}
 */
export function jobStatusesMatching(filterValues) {
  /** @type {Set<JobWorkStatus>} */
  const statuses = new Set();
  for (const value of filterValues) {
    if (Object.hasOwn(WORK_STATUS_FILTERS, value)) {
      for (const status of WORK_STATUS_FILTERS[/** @type {WorkStatusFilter} */ (value)]) statuses.add(status);
    }
  }
  return statuses;
}
