import { Router } from 'express';
import { employeeJson } from '../hcp-json.js';
import { arrayParam, pageOf, pageParams, sorted } from '../list-query.js';

/** @import { RequestHandler } from 'express' */
/** @import { FakeHcpState } from '../hcp-records.js' */

/**
 * GET /employees: active employees only (archived ones stay out), filtered by `location_ids[]`.
 * @param {FakeHcpState} state
 * @param {RequestHandler} authenticated
 */
export function employeesRoutes(state, authenticated) {
  const router = Router();

  router.get('/employees', authenticated, (req, res) => {
    const paging = pageParams(req.query);
    const locationIds = arrayParam(req.query, 'location_ids');
    const active = state.employees.filter(
      (employee) => !employee.archived && (locationIds === undefined || employee.location_ids.some((id) => locationIds.includes(id))),
    );
    const ordered = sorted(req.query, active, ['created_at', 'first_name', 'last_name', 'email']);
    res.json(
      pageOf(
        'employees',
        ordered.map((employee) => employeeJson(state, employee)),
        paging,
      ),
    );
  });

  return router;
}
