import { Router } from 'express';
import { addMaterial, addMaterialCategory, removeMaterial, removeMaterialCategory, resetPriceBook, updateMaterial } from '../price-book.js';

/** @import { PriceBookState } from '../price-book.js' */

/**
 * Test controls for the price book under /__fake (no key, no fail mode), beside routes/fake-controls.routes.js:
 *
 *   GET    /__fake/price-book                        every category and material as stored
 *   POST   /__fake/price-book/materials              {"name", "material_category_uuid", "part_number"?, "price"?, …} → 201
 *   PATCH  /__fake/price-book/materials/:uuid        change fields, e.g. {"price": 2995}
 *   DELETE /__fake/price-book/materials/:uuid        gone from HCP → 204
 *   POST   /__fake/price-book/material-categories    {"name", "parent_uuid"?} → 201
 *   DELETE /__fake/price-book/material-categories/:uuid   with everything beneath it → 204
 *   POST   /__fake/reset                             also puts the demo price book back
 *
 * @param {PriceBookState} state
 */
export function priceBookControlsRoutes(state) {
  const router = Router();

  router.post('/__fake/reset', (_req, _res, next) => {
    resetPriceBook(state);
    next();
  });
  router.get('/__fake/price-book', (_req, res) => {
    res.json(structuredClone(state));
  });
  router.post('/__fake/price-book/materials', (req, res) => {
    res.status(201).json(addMaterial(state, req.body ?? {}));
  });
  router.patch('/__fake/price-book/materials/:uuid', (req, res) => {
    res.json(updateMaterial(state, req.params.uuid, req.body ?? {}));
  });
  router.delete('/__fake/price-book/materials/:uuid', (req, res) => {
    removeMaterial(state, req.params.uuid);
    res.status(204).end();
  });
  router.post('/__fake/price-book/material-categories', (req, res) => {
    res.status(201).json(addMaterialCategory(state, req.body ?? {}));
  });
  router.delete('/__fake/price-book/material-categories/:uuid', (req, res) => {
    removeMaterialCategory(state, req.params.uuid);
    res.status(204).end();
  });

  return router;
}
