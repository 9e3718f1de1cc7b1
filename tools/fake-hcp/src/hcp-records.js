/**
 * The fake's data model. Records are stored as close to Housecall Pro's own JSON as possible; the few
 * fields that HCP does not send (they only drive the fake's filters) are marked "stored only" and are
 * dropped by the renderers in hcp-json.js. Money is integer cents, times are ISO 8601 UTC strings.
 *
 * References between records are by id: a job points at its customer, address and employees, and the
 * job's JSON embeds copies of them when it is rendered, as HCP does.
 */

/**
 * @typedef {object} Address
 * @property {string} id                 `adr_…`
 * @property {string} type               `service` or `billing`
 * @property {string} street
 * @property {string | null} street_line_2
 * @property {string} city
 * @property {string} state
 * @property {string} zip
 * @property {string} country
 */

/**
 * A location of a multi-location company. Its id is what `X-Company-Id` and `location_ids[]` take.
 * @typedef {object} Location
 * @property {string} id
 * @property {string} name
 * @property {string | null} phone_number
 * @property {Omit<Address, 'id' | 'type'>} address
 * @property {Location[]} locations      locations beneath this one (the tree)
 */

/**
 * @typedef {object} Company
 * @property {string} id
 * @property {string} name
 * @property {string | null} phone_number
 * @property {string | null} support_email
 * @property {string | null} website
 * @property {string | null} logo_url
 * @property {string} time_zone
 * @property {number} default_arrival_window   minutes
 * @property {Omit<Address, 'id' | 'type'>} address
 * @property {Location[]} locations
 */

/**
 * @typedef {object} EmployeePermissions
 * @property {boolean} can_add_and_edit_job
 * @property {boolean} can_be_booked_online
 * @property {boolean} can_call_and_text_with_customers
 * @property {boolean} can_chat_with_customers
 * @property {boolean} can_delete_and_cancel_job
 * @property {boolean} can_edit_message_on_invoice
 * @property {boolean} can_see_street_view_data
 * @property {boolean} can_share_job
 * @property {boolean} can_take_payment_see_prices
 * @property {boolean} can_see_customers
 * @property {boolean} can_see_full_schedule
 * @property {boolean} can_see_future_jobs
 * @property {boolean} can_see_marketing_campaigns
 * @property {boolean} can_see_reporting
 * @property {boolean} can_edit_settings
 * @property {boolean} is_point_of_contact
 * @property {boolean} is_admin
 */

/**
 * An employee ("pro"). HCP's live `role` values are `field tech`, `office staff` and `admin`.
 * @typedef {object} EmployeeRecord
 * @property {string} id                 `pro_…`
 * @property {string} first_name
 * @property {string} last_name
 * @property {string | null} email
 * @property {string | null} mobile_number
 * @property {string} color_hex          six hex digits, no `#`
 * @property {string | null} avatar_url
 * @property {string} role
 * @property {string[]} tags
 * @property {EmployeePermissions} permissions
 * @property {string[]} location_ids     stored only: drives the `location_ids[]` filter
 * @property {boolean} archived          stored only: archived pros stay on old jobs but leave GET /employees
 * @property {string} created_at         stored only: the default sort key
 */

/**
 * A customer as GET /customers/{id} returns it. A job embeds it without `addresses`.
 * @typedef {object} Customer
 * @property {string} id                 `cus_…`
 * @property {string | null} first_name
 * @property {string | null} last_name
 * @property {string | null} email
 * @property {string | null} mobile_number
 * @property {string | null} home_number
 * @property {string | null} work_number
 * @property {string | null} company
 * @property {boolean} notifications_enabled
 * @property {string | null} lead_source
 * @property {string | null} notes
 * @property {string[]} tags
 * @property {Address[]} addresses
 * @property {string} created_at
 * @property {string} updated_at
 * @property {string} company_name       the HCP account's name, not the customer's employer
 * @property {string} company_id
 */

/**
 * @typedef {object} Appointment
 * @property {string} id                 `appt_…`
 * @property {string} start_time
 * @property {string} end_time
 * @property {boolean} anytime
 * @property {number} arrival_window_minutes
 * @property {string[]} dispatched_employees_ids
 */

/**
 * @typedef {'labor' | 'materials' | 'fixed discount' | 'percent discount' | 'fixed gratuity'} LineItemKind
 */

/**
 * @typedef {object} LineItem
 * @property {'line_item'} object
 * @property {string} id                 `rli_…`
 * @property {string} name
 * @property {string | null} description
 * @property {number} unit_price         cents
 * @property {number} unit_cost          cents
 * @property {string | null} unit_of_measure
 * @property {number} quantity           up to 2 decimals
 * @property {LineItemKind} kind
 * @property {boolean} taxable
 * @property {number} amount             cents, unit_price × quantity rounded
 * @property {number} order_index
 * @property {string | null} service_item_id
 * @property {string | null} service_item_type
 */

/**
 * A job as stored. GET /jobs renders it with the customer, address and employees embedded, the totals
 * computed from its line items and the appointments only when `expand[]=appointments` asks for them.
 * @typedef {object} JobRecord
 * @property {string} id                 `job_…`
 * @property {string} invoice_number
 * @property {string} description
 * @property {string} customer_id        stored only
 * @property {string} address_id         stored only
 * @property {{ id: string, content: string }[]} notes     note ids are `nte_…`
 * @property {import('./work-status.js').JobWorkStatus} work_status
 * @property {{ on_my_way_at: string | null, started_at: string | null, completed_at: string | null }} work_timestamps
 * @property {{ scheduled_start: string | null, scheduled_end: string | null, arrival_window: number }} schedule
 * @property {Appointment[]} appointments
 * @property {string[]} assigned_employee_ids   stored only: rendered as `assigned_employees`
 * @property {LineItem[]} line_items
 * @property {boolean} paid              stored only: a paid job has no outstanding balance
 * @property {string[]} tags
 * @property {string | null} original_estimate_id
 * @property {string | null} lead_source
 * @property {{ job_type: { id: string, name: string } | null, business_unit: { id: string, name: string } | null }} job_fields
 * @property {{ id: string, file_name: string, url: string, file_type: string }[]} attachments
 * @property {string} created_at
 * @property {string} updated_at
 */

/**
 * Everything the fake serves. `createFakeHcp({ data })` takes one of these; demo-data.js builds the default.
 * @typedef {object} FakeHcpData
 * @property {Company} company
 * @property {EmployeeRecord[]} employees
 * @property {Customer[]} customers
 * @property {JobRecord[]} jobs
 */

/**
 * @typedef {'none' | 'error500' | 'hang' | 'rateLimit429'} FailMode
 */

/**
 * `Token` or `Bearer` accepts only that scheme; `either` accepts both (some integrations report that
 * live HCP takes a company key as `Bearer` too).
 * @typedef {'Token' | 'Bearer' | 'either'} AuthScheme
 */

/**
 * The running fake's state. Tests may change any of it directly; the `/__fake` routes change it from
 * outside the process.
 * @typedef {FakeHcpData & {
 *   apiKey: string,
 *   authScheme: AuthScheme,
 *   failMode: FailMode,
 *   failuresLeft: number | null,
 *   webhook: WebhookTarget,
 * }} FakeHcpState
 * `failuresLeft`: how many more API requests fail before `failMode` goes back to `none`; null = until changed.
 */

/**
 * Where the webhook sender delivers (webhook-sender.js), and what it delivered lately.
 * @typedef {object} WebhookTarget
 * @property {string | null} url
 * @property {string | null} secret
 * @property {WebhookDelivery[]} deliveries   newest first
 */

/**
 * @typedef {object} WebhookDelivery
 * @property {string} event
 * @property {string} id
 * @property {string} url
 * @property {string} sentAt
 * @property {number} status               0 when no answer came
 * @property {string | null} response
 */

export {};
