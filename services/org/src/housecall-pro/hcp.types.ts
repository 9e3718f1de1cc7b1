/**
 * The parts of Housecall Pro's JSON the product reads (research/housecall-pro-api.md). HCP sends more;
 * fields are optional or nullable where live accounts leave them out.
 */

export interface HcpAddress {
  street?: string | null;
  street_line_2?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
  country?: string | null;
}

/** A location of a multi-location company; its id is what `location_ids[]` filters take. */
export interface HcpLocation {
  id: string;
  name: string;
  address?: HcpAddress | null;
  /** As HCP keeps it, often bare digits (`5125550140`). */
  phone_number?: string | null;
  /** Locations beneath this one: HCP returns a tree. */
  locations?: HcpLocation[] | null;
}

/**
 * GET /company. The contact fields are not in research/housecall-pro-api.md's field list (it names only `name`
 * and the `locations` tree); HCP's company record and the fake carry them, and any of them may be missing or
 * blank, so each is optional and checked before it is kept.
 */
export interface HcpCompany {
  id: string;
  name: string;
  address?: HcpAddress | null;
  phone_number?: string | null;
  support_email?: string | null;
  website?: string | null;
  locations?: HcpLocation[] | null;
}

export interface HcpEmployee {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  mobile_number: string | null;
  /** Live value `field tech`; copies of the spec say `field_tech`; also `office staff`, `admin`. */
  role: string | null;
  permissions?: { is_admin?: boolean } | null;
  /** Six hex digits, with or without `#`. */
  color_hex?: string | null;
  avatar_url?: string | null;
}

/** Envelope of HCP's core lists (`customers`, `jobs`, `employees`). */
export type HcpPage<K extends string, T> = {
  page: number;
  page_size: number;
  total_pages: number;
  total_items: number;
} & { [key in K]: T[] };

/** Query values as HCP takes them; arrays go out as `name[]=a&name[]=b`. */
export type HcpQuery = Record<string, string | number | boolean | readonly string[] | undefined>;

/** A customer's address; `id` is `adr_…`. */
export interface HcpCustomerAddress extends HcpAddress {
  id: string;
  type?: string | null;
}

/** A customer as GET /customers/{id} and webhooks send it; a job embeds it without `addresses`. */
export interface HcpCustomer {
  id: string;
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
  mobile_number?: string | null;
  home_number?: string | null;
  work_number?: string | null;
  company?: string | null;
  notes?: string | null;
  tags?: string[] | null;
  addresses?: HcpCustomerAddress[] | null;
}

/** A job as GET /jobs and webhooks send it (the parts the customers' copy reads). */
export interface HcpJob {
  id: string;
  invoice_number?: string | number | null;
  description?: string | null;
  customer?: HcpCustomer | null;
  address?: HcpCustomerAddress | null;
  /** HCP's own words: `needs scheduling`, `scheduled`, `in progress`, `complete rated`, … */
  work_status?: string | null;
  schedule?: { scheduled_start?: string | null; scheduled_end?: string | null } | null;
  /** Cents. */
  total_amount?: number | null;
  assigned_employees?: Pick<HcpEmployee, 'id' | 'first_name' | 'last_name'>[] | null;
}
