import { HcpError } from '../housecall-pro/hcp-error.js';
import { HCP_PAGE_SIZE, HousecallProClient } from '../housecall-pro/housecall-pro.client.js';
import type { HcpQuery } from '../housecall-pro/hcp.types.js';

/** An HCP material category; the tree is read one level at a time through `parent_uuid`. */
export interface HcpMaterialCategory {
  uuid: string;
  name: string | null;
  parent_uuid: string | null;
}

/** An HCP price book material; money in cents, `price` null when the business set none. */
export interface HcpMaterial {
  uuid: string;
  name: string | null;
  description?: string | null;
  part_number?: string | null;
  unit_of_measure?: string | null;
  cost?: number | null;
  price?: number | null;
  taxable?: boolean | null;
  image?: string | null;
  material_category_uuid: string;
}

/** An HCP price book service (readable with an Application key or OAuth only). */
export interface HcpService {
  uuid: string;
  name: string | null;
  description?: string | null;
  price?: number | null;
  cost?: number | null;
  taxable?: boolean | null;
}

/** The price book's list envelope, unlike the core lists': `{object, page, page_size, total_pages_count, total_count, data, url}`. */
interface HcpPriceBookPage<T> {
  page: number;
  page_size: number;
  total_pages_count: number;
  total_count: number;
  data: T[];
}

/** Bounds paging of one list, as HousecallProClient does for the core lists. */
const MAX_PAGES = 500;

/** What reading the services list gave: the services, or HCP's refusal of this key. */
export type HcpServicesRead = { readable: true; services: HcpService[] } | { readable: false };

/**
 * Housecall Pro's price book, over the one HCP client (its key, time limit, error reading and 429 backoff).
 * A subclass rather than more methods on the client: the price book has its own list envelope and paths.
 */
export class HcpPriceBookClient extends HousecallProClient {
  /** The children of a category (the roots when `parentUuid` is null), every page. */
  listMaterialCategories(parentUuid: string | null): Promise<HcpMaterialCategory[]> {
    return this.listAllPriceBook<HcpMaterialCategory>('/api/price_book/material_categories', parentUuid ? { parent_uuid: parentUuid } : {});
  }

  /** The materials of one category (HCP requires the category), every page. */
  listMaterials(categoryUuid: string): Promise<HcpMaterial[]> {
    return this.listAllPriceBook<HcpMaterial>('/api/price_book/materials', { material_category_uuid: categoryUuid });
  }

  /**
   * The services, when this key may read them: HCP keeps them for Application keys and OAuth, and answers
   * a Company key 401 or 403, which is a limit of the key and not a failure.
   */
  async readServices(): Promise<HcpServicesRead> {
    try {
      const body = await this.get<{ services?: unknown }>('/api/price_book/services');
      if (!Array.isArray(body?.services)) throw new HcpError(502, 'Housecall Pro answered /api/price_book/services without a "services" list');
      return { readable: true, services: body.services as HcpService[] };
    } catch (error) {
      if (error instanceof HcpError && (error.status === 401 || error.status === 403)) return { readable: false };
      throw error;
    }
  }

  private async listAllPriceBook<T>(path: string, query: HcpQuery): Promise<T[]> {
    const items: T[] = [];
    for (let page = 1; page <= MAX_PAGES; page++) {
      const body = await this.get<HcpPriceBookPage<T>>(path, { ...query, page, page_size: HCP_PAGE_SIZE });
      if (!Array.isArray(body?.data)) throw new HcpError(502, `Housecall Pro answered ${path} without a "data" list`);
      items.push(...body.data);
      const totalPages = Number(body.total_pages_count);
      if (!Number.isFinite(totalPages) || page >= totalPages || body.data.length === 0) return items;
    }
    throw new HcpError(502, `Housecall Pro reported more than ${MAX_PAGES} pages of ${path}`);
  }
}
