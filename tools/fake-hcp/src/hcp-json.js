/**
 * Stored records → the JSON Housecall Pro sends. Stored-only fields (see hcp-records.js) never leave here.
 */

/** @import { Customer, EmployeeRecord, FakeHcpState, JobRecord } from './hcp-records.js' */

/** @param {FakeHcpState} state @param {EmployeeRecord} employee */
export function employeeJson(state, employee) {
  return {
    id: employee.id,
    first_name: employee.first_name,
    last_name: employee.last_name,
    email: employee.email,
    mobile_number: employee.mobile_number,
    color_hex: employee.color_hex,
    avatar_url: employee.avatar_url,
    role: employee.role,
    tags: [...employee.tags],
    permissions: { ...employee.permissions },
    company_name: state.company.name,
    company_id: state.company.id,
  };
}

/** @param {Customer} customer */
export function customerJson(customer) {
  return structuredClone(customer);
}

/** A job embeds its customer without the address book. @param {Customer} customer */
function jobCustomerJson(customer) {
  const { addresses: _addresses, ...withoutAddresses } = structuredClone(customer);
  return withoutAddresses;
}

/** @param {JobRecord} job */
export function jobTotals(job) {
  const totalAmount = job.line_items.reduce((sum, item) => sum + item.amount, 0);
  const canceled = job.work_status === 'user canceled' || job.work_status === 'pro canceled';
  return { total_amount: totalAmount, outstanding_balance: job.paid || canceled ? 0 : totalAmount };
}

/**
 * @param {FakeHcpState} state
 * @param {JobRecord} job
 * @param {ReadonlySet<string>} expand  values of `expand[]`: `appointments`, `attachments`
 */
export function jobJson(state, job, expand) {
  const customer = state.customers.find((candidate) => candidate.id === job.customer_id);
  const address = customer?.addresses.find((candidate) => candidate.id === job.address_id) ?? null;
  const assignedEmployees = job.assigned_employee_ids
    .map((id) => state.employees.find((employee) => employee.id === id))
    .filter((employee) => employee !== undefined)
    .map((employee) => employeeJson(state, employee));

  return {
    id: job.id,
    invoice_number: job.invoice_number,
    description: job.description,
    customer: customer ? jobCustomerJson(customer) : null,
    address: address ? { ...address } : null,
    notes: job.notes.map((note) => ({ ...note })),
    work_status: job.work_status,
    work_timestamps: { ...job.work_timestamps },
    schedule: {
      ...job.schedule,
      appointments: expand.has('appointments') ? job.appointments.map(appointmentJson) : [],
    },
    ...jobTotals(job),
    assigned_employees: assignedEmployees,
    tags: [...job.tags],
    original_estimate_id: job.original_estimate_id,
    lead_source: job.lead_source,
    job_fields: structuredClone(job.job_fields),
    attachments: expand.has('attachments') ? structuredClone(job.attachments) : [],
    created_at: job.created_at,
    updated_at: job.updated_at,
    company_name: state.company.name,
    company_id: state.company.id,
  };
}

/** @param {JobRecord['appointments'][number]} appointment */
export function appointmentJson(appointment) {
  return { ...appointment, dispatched_employees_ids: [...appointment.dispatched_employees_ids] };
}
