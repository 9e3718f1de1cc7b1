import { demoUuid } from './hcp-ids.js';

/**
 * The demo price book of an irrigation business: material categories (two levels, one three deep) and
 * materials with real manufacturers' part numbers and typical 2026 contractor prices in cents. Nozzles hold
 * more than one default page (10); the ESP-LXME2 controller has no price (HCP sends `price: null`).
 */

/** @typedef {import('./price-book.js').MaterialCategoryRecord} MaterialCategoryRecord */
/** @typedef {import('./price-book.js').MaterialRecord} MaterialRecord */

/** [key, name, parent key] */
const CATEGORIES = /** @type {const} */ ([
  ['heads', 'Sprinkler heads', null],
  ['rotors', 'Rotors', 'heads'],
  ['sprays', 'Spray heads', 'heads'],
  ['nozzles', 'Nozzles', 'heads'],
  ['valves', 'Valves', null],
  ['valve-parts', 'Valve repair parts', 'valves'],
  ['solenoids', 'Solenoids', 'valve-parts'],
  ['controllers', 'Controllers and sensors', null],
  ['pipe', 'Pipe and fittings', null],
  ['pvc', 'PVC pipe', 'pipe'],
  ['fittings', 'Fittings', 'pipe'],
  ['backflow', 'Backflow parts', null],
  ['drip', 'Drip irrigation', null],
]);

/** [category key, part number, name, unit, cost cents, price cents | null, taxable] */
const MATERIALS = /** @type {const} */ ([
  ['rotors', '5004PC', 'Rain Bird 5004 PC rotor, 4"', 'each', 1240, 2495, true],
  ['rotors', '5006PC', 'Rain Bird 5006 PC rotor, 6"', 'each', 1890, 3495, true],
  ['rotors', '3504PC', 'Rain Bird 3504 PC rotor', 'each', 1150, 2295, true],
  ['rotors', 'PGP-04', 'Hunter PGP Ultra rotor, 4"', 'each', 1220, 2450, true],
  ['rotors', 'I20-04-SS', 'Hunter I-20 stainless rotor, 4"', 'each', 2310, 4295, true],
  ['sprays', '1804', 'Rain Bird 1804 spray body, 4"', 'each', 310, 895, true],
  ['sprays', '1806', 'Rain Bird 1806 spray body, 6"', 'each', 560, 1295, true],
  ['sprays', '1812', 'Rain Bird 1812 spray body, 12"', 'each', 990, 1995, true],
  ['sprays', 'PROS-04', 'Hunter Pro-Spray body, 4"', 'each', 295, 850, true],
  ['sprays', 'PROS-06-PRS30', 'Hunter Pro-Spray PRS30 body, 6"', 'each', 780, 1650, true],
  ['nozzles', '8VAN', 'Rain Bird 8 VAN nozzle', 'each', 95, 395, true],
  ['nozzles', '10VAN', 'Rain Bird 10 VAN nozzle', 'each', 95, 395, true],
  ['nozzles', '12VAN', 'Rain Bird 12 VAN nozzle', 'each', 95, 395, true],
  ['nozzles', '15VAN', 'Rain Bird 15 VAN nozzle', 'each', 95, 395, true],
  ['nozzles', 'RVAN14', 'Rain Bird R-VAN14 rotary nozzle', 'each', 420, 995, true],
  ['nozzles', 'RVAN18', 'Rain Bird R-VAN18 rotary nozzle', 'each', 420, 995, true],
  ['nozzles', 'RVAN24', 'Rain Bird R-VAN24 rotary nozzle', 'each', 430, 1025, true],
  ['nozzles', 'MP1000-90', 'Hunter MP Rotator MP1000, 90-210°', 'each', 510, 1150, true],
  ['nozzles', 'MP2000-90', 'Hunter MP Rotator MP2000, 90-210°', 'each', 510, 1150, true],
  ['nozzles', 'MP3000-90', 'Hunter MP Rotator MP3000, 90-210°', 'each', 530, 1195, true],
  ['nozzles', 'PRO-12A', 'Hunter Pro Adjustable 12A nozzle', 'each', 80, 350, true],
  ['nozzles', 'PRO-15A', 'Hunter Pro Adjustable 15A nozzle', 'each', 80, 350, true],
  ['valves', '100-DV', 'Rain Bird 100-DV valve, 1"', 'each', 1450, 4995, true],
  ['valves', '100-PGA', 'Rain Bird 100-PGA valve, 1"', 'each', 2650, 7495, true],
  ['valves', '150-PGA', 'Rain Bird 150-PGA valve, 1-1/2"', 'each', 5200, 12995, true],
  ['valves', 'PGV-101G', 'Hunter PGV-101G globe valve, 1"', 'each', 1680, 5295, true],
  ['valves', 'ICV-101G', 'Hunter ICV-101G valve, 1"', 'each', 4100, 10995, true],
  ['valve-parts', 'DV-DIAPH', 'Rain Bird DV diaphragm assembly', 'each', 520, 2495, true],
  ['valve-parts', 'DBY-6', 'DBY direct-bury wire connector', 'each', 95, 350, true],
  ['valve-parts', 'VB-10RND', 'Valve box, 10" round', 'each', 890, 2995, true],
  ['valve-parts', 'VB-STD', 'Valve box, 12" standard rectangular', 'each', 1690, 4995, true],
  ['solenoids', 'CP-DV-SOL', 'Rain Bird DV/PGA 24 VAC solenoid', 'each', 1150, 3995, true],
  ['solenoids', '606800', 'Hunter 24 VAC solenoid (PGV/ICV)', 'each', 1090, 3895, true],
  ['controllers', 'PHC-600', 'Hunter Pro-HC 6-station Wi-Fi controller', 'each', 17900, 34900, true],
  ['controllers', 'HPC-400', 'Hunter Hydrawise HPC 4-station controller', 'each', 21500, 39900, true],
  ['controllers', 'TM2-8-OUT', 'Rain Bird ESP-TM2 8-station outdoor controller', 'each', 10900, 22900, true],
  ['controllers', '8ZULWC-L', 'Rachio 3 8-zone smart controller', 'each', 18900, 32900, true],
  ['controllers', 'ESP-LXME2', 'Rain Bird ESP-LXME2 commercial controller', 'each', 89000, null, true],
  ['controllers', 'MINI-CLIK', 'Hunter Mini-Clik rain sensor', 'each', 2190, 5995, true],
  ['controllers', 'WR2-RFC', 'Rain Bird WR2 wireless rain/freeze sensor', 'each', 7400, 15995, true],
  ['pvc', 'PVC40-050-10', '1/2" Schedule 40 PVC pipe, 10 ft', 'stick', 310, 895, true],
  ['pvc', 'PVC40-075-10', '3/4" Schedule 40 PVC pipe, 10 ft', 'stick', 390, 1095, true],
  ['pvc', 'PVC40-100-10', '1" Schedule 40 PVC pipe, 10 ft', 'stick', 560, 1495, true],
  ['pvc', 'CL200-100-20', '1" Class 200 PVC pipe, 20 ft', 'stick', 840, 2295, true],
  ['fittings', 'SPX-100', 'Swing pipe (funny pipe), 100 ft roll', 'roll', 2150, 5495, true],
  ['fittings', 'SBE-050', 'Barbed elbow 1/2" MPT x barb', 'each', 35, 195, true],
  ['fittings', 'SBT-050', 'Barbed tee 1/2" MPT x barb', 'each', 45, 225, true],
  ['fittings', 'SLIP-075', '3/4" PVC slip fix coupling', 'each', 690, 1895, true],
  ['fittings', 'COUP-100', '1" PVC slip coupling', 'each', 75, 295, true],
  ['fittings', 'PRIMER-CEMENT', 'PVC primer and cement kit, 8 oz', 'kit', 890, 1995, true],
  ['backflow', '905-106', 'Febco 765 PVB rebuild kit, 1"', 'kit', 2950, 8995, true],
  ['backflow', 'RK1-720A', 'Wilkins 720A PVB repair kit, 1"', 'kit', 3150, 9495, true],
  ['backflow', 'RK1-800M4B', 'Watts 800M4 bonnet kit, 1"', 'kit', 2290, 6995, true],
  ['backflow', '905-114', 'Febco 825Y RPZ rubber parts kit, 1"', 'kit', 4890, 13995, true],
  ['backflow', 'RK1-975XL', 'Wilkins 975XL RPZ total repair kit, 1"', 'kit', 6150, 16995, true],
  ['drip', 'XCZ-100-PRF', 'Rain Bird XCZ-100-PRF drip control zone kit', 'kit', 4290, 9995, true],
  ['drip', 'XFD-06-12-100', 'Rain Bird XFD dripline 0.6 GPH, 12" spacing, 100 ft', 'roll', 4890, 10995, true],
  ['drip', 'XB-10PC', 'Rain Bird Xeri-Bug emitter 1 GPH', 'each', 35, 150, true],
  ['drip', 'XB-20PC', 'Rain Bird Xeri-Bug emitter 2 GPH', 'each', 35, 150, true],
  ['drip', 'XFF-TEE', 'Rain Bird XF insert tee', 'each', 65, 275, true],
  ['drip', 'MDCFCAP', 'Rain Bird drip flush cap', 'each', 210, 650, true],
]);

/** A fixed time the demo price book was "created", so that its records read the same on every start. */
const CREATED_AT = '2025-11-03T15:00:00Z';

/** @returns {{ materialCategories: MaterialCategoryRecord[], materials: MaterialRecord[] }} */
export function createDemoPriceBook() {
  /** @param {string} key */
  const categoryUuid = (key) => demoUuid(`material-category:${key}`);
  const materialCategories = CATEGORIES.map(([key, name, parent]) => ({
    uuid: categoryUuid(key),
    name,
    parent_uuid: parent === null ? null : categoryUuid(parent),
    created_at: CREATED_AT,
    updated_at: CREATED_AT,
  }));
  const materials = MATERIALS.map(([category, partNumber, name, unit, cost, price, taxable]) => ({
    uuid: demoUuid(`material:${partNumber}`),
    name,
    description: null,
    part_number: partNumber,
    unit_of_measure: unit,
    cost,
    price,
    taxable,
    flat_rate_enabled: false,
    image: null,
    material_category_uuid: categoryUuid(category),
    created_at: CREATED_AT,
    updated_at: CREATED_AT,
  }));
  return { materialCategories, materials };
}

/** @param {string} key  the demo category's key, e.g. `nozzles` */
export const demoMaterialCategoryUuid = (key) => demoUuid(`material-category:${key}`);
/** @param {string} partNumber */
export const demoMaterialUuid = (partNumber) => demoUuid(`material:${partNumber}`);
