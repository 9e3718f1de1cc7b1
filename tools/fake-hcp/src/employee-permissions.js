/**
 * HCP sends every employee's permission switches. These are the defaults of its three live roles.
 */

/** @import { EmployeePermissions } from './hcp-records.js' */

/** @type {Readonly<EmployeePermissions>} */
export const FIELD_TECH_PERMISSIONS = Object.freeze({
  can_add_and_edit_job: true,
  can_be_booked_online: true,
  can_call_and_text_with_customers: true,
  can_chat_with_customers: true,
  can_delete_and_cancel_job: false,
  can_edit_message_on_invoice: false,
  can_see_street_view_data: true,
  can_share_job: true,
  can_take_payment_see_prices: true,
  can_see_customers: true,
  can_see_full_schedule: false,
  can_see_future_jobs: true,
  can_see_marketing_campaigns: false,
  can_see_reporting: false,
  can_edit_settings: false,
  is_point_of_contact: false,
  is_admin: false,
});

/** @type {Readonly<EmployeePermissions>} */
export const OFFICE_STAFF_PERMISSIONS = Object.freeze({
  ...FIELD_TECH_PERMISSIONS,
  can_be_booked_online: false,
  can_delete_and_cancel_job: true,
  can_edit_message_on_invoice: true,
  can_see_full_schedule: true,
  can_see_marketing_campaigns: true,
  can_see_reporting: true,
  is_point_of_contact: true,
});

/** @type {Readonly<EmployeePermissions>} */
export const ADMIN_PERMISSIONS = Object.freeze({
  ...OFFICE_STAFF_PERMISSIONS,
  can_edit_settings: true,
  is_admin: true,
});

/**
 * A fresh copy of a role's default permissions; unknown roles (e.g. the spec's `field_tech` spelling)
 * get a field tech's.
 * @param {string} role
 * @returns {EmployeePermissions}
 */
export function permissionsForRole(role) {
  if (role === 'admin') return { ...ADMIN_PERMISSIONS };
  if (role === 'office staff') return { ...OFFICE_STAFF_PERMISSIONS };
  return { ...FIELD_TECH_PERMISSIONS };
}
