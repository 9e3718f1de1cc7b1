import { Router } from 'express';
import { badParameter, notFound } from '../hcp-errors.js';
import { pageParams, stringParam } from '../list-query.js';

/** @import { RequestHandler } from 'express' */
/** @import { PriceBookState } from '../price-book.js' */

/**
 * The price book's envelope, unlike the core lists': `{object, page, page_size, total_pages_count,
 * total_count, data, url}`.
 * @template T
 * @param {string} url
 * @param {T[]} items
 * @param {{ page: number, pageSize: number }} paging
 */
function priceBookPage(url, items, { page, pageSize }) {
  return {
    object: 'list',
    page,
    page_size: pageSize,
    total_pages_count: Math.ceil(items.length / pageSize),
    total_count: items.length,
    data: items.slice((page - 1) * pageSize, page * pageSize),
    url,
  };
}

/**
 * GET /api/price_book/material_categories: the children of `parent_uuid` (the roots without it), each with
 * its `parent_uuid`; the tree is walked one level per call, as on the live API.
 * GET /api/price_book/materials: the materials of one category; `material_category_uuid` is required.
 * @param {PriceBookState} state
 * @param {RequestHandler} authenticated
 */
export function priceBookRoutes(state, authenticated) {
  const router = Router();

  router.get('/api/price_book/material_categories', authenticated, (req, res) => {
    const paging = pageParams(req.query);
    const parent = stringParam(req.query, 'parent_uuid') ?? null;
    if (parent !== null && !state.materialCategories.some((category) => category.uuid === parent)) throw notFound('Material category not found');
    const children = state.materialCategories
      .filter((category) => category.parent_uuid === parent)
      .sort((a, b) => a.name.localeCompare(b.name, 'en'))
      .map((category) => ({ object: 'material_category', ...category }));
    res.json(priceBookPage('/api/price_book/material_categories', children, paging));
  });

  router.get('/api/price_book/materials', authenticated, (req, res) => {
    const paging = pageParams(req.query);
    const categoryUuid = stringParam(req.query, 'material_category_uuid');
    if (categoryUuid === undefined) throw badParameter('material_category_uuid', 'is missing');
    if (!state.materialCategories.some((category) => category.uuid === categoryUuid)) throw notFound('Material category not found');
    const materials = state.materials
      .filter((material) => material.material_category_uuid === categoryUuid)
      .sort((a, b) => a.name.localeCompare(b.name, 'en'))
      .map((material) => ({ object: 'material', ...material }));
    res.json(priceBookPage('/api/price_book/materials', materials, paging));
  });

  return router;
}
