import { randomUUID } from 'node:crypto';
import { notFound, unprocessable } from './hcp-errors.js';
import { isoSeconds } from './hcp-ids.js';
import { createDemoPriceBook } from './price-book-demo.js';

/**
 * The fake's price book: material categories (a tree through `parent_uuid`) and materials, which belong to
 * one category each. HCP's price book is company-wide. Services are not kept: the fake's key is a Company
 * key, to which HCP refuses `GET /api/price_book/services` (routes/application-key-only.routes.js).
 */

/**
 * @typedef {object} MaterialCategoryRecord
 * @property {string} uuid
 * @property {string} name
 * @property {string | null} parent_uuid
 * @property {string} created_at
 * @property {string} updated_at
 */

/**
 * @typedef {object} MaterialRecord
 * @property {string} uuid
 * @property {string} name
 * @property {string | null} description
 * @property {string | null} part_number
 * @property {string | null} unit_of_measure
 * @property {number | null} cost   cents
 * @property {number | null} price  cents; null when the business set none
 * @property {boolean} taxable
 * @property {boolean} flat_rate_enabled
 * @property {string | null} image
 * @property {string} material_category_uuid
 * @property {string} created_at
 * @property {string} updated_at
 */

/** @typedef {{ materialCategories: MaterialCategoryRecord[], materials: MaterialRecord[] }} PriceBookState */

/** @typedef {Partial<Omit<MaterialRecord, 'uuid' | 'created_at' | 'updated_at'>>} MaterialInput */

/** @returns {PriceBookState} */
export function createPriceBookState() {
  return createDemoPriceBook();
}

/** @param {PriceBookState} state */
export function resetPriceBook(state) {
  Object.assign(state, createDemoPriceBook());
}

const MATERIAL_FIELDS = /** @type {const} */ ([
  'name',
  'description',
  'part_number',
  'unit_of_measure',
  'cost',
  'price',
  'taxable',
  'flat_rate_enabled',
  'image',
  'material_category_uuid',
]);

/**
 * @param {PriceBookState} state
 * @param {Record<string, unknown>} input
 * @param {MaterialRecord} [current]
 */
function checkMaterial(state, input, current) {
  /** @type {Record<string, string[]>} */
  const errors = {};
  const name = input.name ?? current?.name;
  if (typeof name !== 'string' || name.trim() === '') errors.name = ["can't be blank"];
  const category = input.material_category_uuid ?? current?.material_category_uuid;
  if (!state.materialCategories.some((candidate) => candidate.uuid === category)) errors.material_category_uuid = ['is invalid'];
  for (const field of /** @type {const} */ (['cost', 'price'])) {
    const value = input[field];
    if (value !== undefined && value !== null && (!Number.isInteger(value) || /** @type {number} */ (value) < 0)) {
      errors[field] = ['must be a whole number of cents'];
    }
  }
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
}

/** @param {Record<string, unknown>} input */
function pickMaterialFields(input) {
  return Object.fromEntries(MATERIAL_FIELDS.filter((field) => input[field] !== undefined).map((field) => [field, input[field]]));
}

/**
 * @param {PriceBookState} state
 * @param {Record<string, unknown>} input
 * @returns {MaterialRecord}
 */
export function addMaterial(state, input) {
  checkMaterial(state, input);
  const now = isoSeconds();
  /** @type {MaterialRecord} */
  const material = {
    uuid: randomUUID(),
    name: '',
    description: null,
    part_number: null,
    unit_of_measure: null,
    cost: null,
    price: null,
    taxable: true,
    flat_rate_enabled: false,
    image: null,
    material_category_uuid: '',
    ...pickMaterialFields(input),
    created_at: now,
    updated_at: now,
  };
  state.materials.push(material);
  return material;
}

/**
 * @param {PriceBookState} state
 * @param {string} uuid
 * @param {Record<string, unknown>} changes
 */
export function updateMaterial(state, uuid, changes) {
  const material = state.materials.find((candidate) => candidate.uuid === uuid);
  if (!material) throw notFound('Material not found');
  checkMaterial(state, changes, material);
  Object.assign(material, pickMaterialFields(changes), { updated_at: isoSeconds() });
  return material;
}

/** HCP deletes materials outright: they are gone from every list. @param {PriceBookState} state @param {string} uuid */
export function removeMaterial(state, uuid) {
  const index = state.materials.findIndex((candidate) => candidate.uuid === uuid);
  if (index === -1) throw notFound('Material not found');
  state.materials.splice(index, 1);
}

/**
 * @param {PriceBookState} state
 * @param {Record<string, unknown>} input  `{name, parent_uuid?}`
 * @returns {MaterialCategoryRecord}
 */
export function addMaterialCategory(state, input) {
  const parent = input.parent_uuid ?? null;
  /** @type {Record<string, string[]>} */
  const errors = {};
  if (typeof input.name !== 'string' || input.name.trim() === '') errors.name = ["can't be blank"];
  if (parent !== null && !state.materialCategories.some((candidate) => candidate.uuid === parent)) errors.parent_uuid = ['is invalid'];
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  const now = isoSeconds();
  const category = {
    uuid: randomUUID(),
    name: /** @type {string} */ (input.name),
    parent_uuid: /** @type {string | null} */ (parent),
    created_at: now,
    updated_at: now,
  };
  state.materialCategories.push(category);
  return category;
}

/** Removes a category with everything beneath it (sub-categories and their materials). @param {PriceBookState} state @param {string} uuid */
export function removeMaterialCategory(state, uuid) {
  if (!state.materialCategories.some((candidate) => candidate.uuid === uuid)) throw notFound('Material category not found');
  const doomed = new Set([uuid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const category of state.materialCategories) {
      if (category.parent_uuid !== null && doomed.has(category.parent_uuid) && !doomed.has(category.uuid)) {
        doomed.add(category.uuid);
        grew = true;
      }
    }
  }
  state.materialCategories = state.materialCategories.filter((category) => !doomed.has(category.uuid));
  state.materials = state.materials.filter((material) => !doomed.has(material.material_category_uuid));
}
