import { Router } from 'express';
import { notFound } from '../hcp-errors.js';
import { appointmentJson, jobJson } from '../hcp-json.js';
import { jobInput } from '../job-input.js';
import { arrayParam, pageOf, pageParams, sorted, stringParam, timeParam } from '../list-query.js';
import { notifyWebhook } from '../webhook-sender.js';
import { jobStatusesMatching } from '../work-status.js';

/** @import { RequestHandler } from 'express' */
/** @import { FakeHcpState, JobRecord } from '../hcp-records.js' */
/** @import { Query } from '../list-query.js' */

/**
 * Jobs, their appointments and line items. A technician's customers are found through here:
 * GET /jobs?employee_ids[]=pro_…&scheduled_start_min=… and each job's `customer` and `address`.
 * @param {FakeHcpState} state
 * @param {RequestHandler} authenticated
 */
export function jobsRoutes(state, authenticated) {
  const router = Router();

  /** @param {string} id */
  const findJob = (id) => {
    const job = state.jobs.find((candidate) => candidate.id === id);
    if (!job) throw notFound(`Job ${id} not found`);
    return job;
  };

  router.get('/jobs', authenticated, (req, res) => {
    const paging = pageParams(req.query);
    const matches = jobFilter(req.query);
    const expand = new Set(arrayParam(req.query, 'expand'));
    const ordered = sorted(req.query, state.jobs.filter(matches), ['created_at', 'updated_at', 'invoice_number']);
    res.json(
      pageOf(
        'jobs',
        ordered.map((job) => jobJson(state, job, expand)),
        paging,
      ),
    );
  });

  router.post('/jobs', authenticated, (req, res) => {
    const job = jobInput(state, req.body);
    state.jobs.push(job);
    notifyWebhook(state, 'job.created', job.id);
    res.status(201).json(jobJson(state, job, new Set(['appointments'])));
  });

  router.get('/jobs/:id', authenticated, (req, res) => {
    res.json(jobJson(state, findJob(String(req.params.id)), new Set(arrayParam(req.query, 'expand'))));
  });

  router.get('/jobs/:id/appointments', authenticated, (req, res) => {
    res.json({ appointments: findJob(String(req.params.id)).appointments.map(appointmentJson) });
  });

  router.get('/jobs/:id/line_items', authenticated, (req, res) => {
    res.json({ object: 'list', data: structuredClone(findJob(String(req.params.id)).line_items) });
  });

  return router;
}

/**
 * The filters of GET /jobs. `work_status[]` takes the filter vocabulary only (see work-status.js).
 * @param {Query} query
 * @returns {(job: JobRecord) => boolean}
 */
function jobFilter(query) {
  const employeeIds = arrayParam(query, 'employee_ids');
  const customerId = stringParam(query, 'customer_id');
  const statusFilter = arrayParam(query, 'work_status');
  const statuses = statusFilter === undefined ? undefined : jobStatusesMatching(statusFilter);
  const startRange = { min: timeParam(query, 'scheduled_start_min'), max: timeParam(query, 'scheduled_start_max') };
  const endRange = { min: timeParam(query, 'scheduled_end_min'), max: timeParam(query, 'scheduled_end_max') };

  return (job) =>
    (employeeIds === undefined || job.assigned_employee_ids.some((id) => employeeIds.includes(id))) &&
    (customerId === undefined || job.customer_id === customerId) &&
    (statuses === undefined || statuses.has(job.work_status)) &&
    withinRange(job.schedule.scheduled_start, startRange) &&
    withinRange(job.schedule.scheduled_end, endRange);
}

/**
 * Inclusive at both ends; an unscheduled job falls outside any range that is set.
 * @param {string | null} time
 * @param {{ min: number | undefined, max: number | undefined }} range
 */
function withinRange(time, { min, max }) {
  if (min === undefined && max === undefined) return true;
  if (time === null) return false;
  const instant = Date.parse(time);
  return (min === undefined || instant >= min) && (max === undefined || instant <= max);
}
