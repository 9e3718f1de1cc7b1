/**
 * The US ZIP code an inspection's address ends with ("12 Sprinkler Way, Tucson, AZ 85701" → 85701; a ZIP+4
 * gives its first five digits), as SQL over the inspections table aliased `inspection`. The technician's form
 * fills the address from the customer's site as "street, city, ST 12345". It must stay the expression of the
 * index IDX_inspections_live_zip_created (migration 1795400000000), or the coverage probes stop using it.
 */
export const ADDRESS_ZIP_SQL = `substring(inspection.client_address from '(\\d{5})(?:-\\d{4})?\\s*$')`;

/** A US ZIP code as services/org gives a service area's (five digits). */
export const ZIP_PATTERN = /^\d{5}$/;
