import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ArgumentMetadata } from '@nestjs/common';
import { Column, DataSource, Entity, PrimaryColumn } from 'typeorm';
import { DomainException } from '../errors/domain.exception.js';
import { createValidationPipe } from '../errors/validation.pipe.js';
import { createTestDatabase, type TestDatabase } from '../testing.js';
import { newestFirstPage, type NewestFirstPage } from './newest-first-page.js';
import { NEWEST_FIRST_PAGE_DEFAULT, NewestFirstPageQueryDto } from './newest-first-page.query.js';

/** A log entry of some organization. */
@Entity({ name: 'paging_entries' })
class Entry {
  @PrimaryColumn({ type: 'text' }) id!: string;
  @Column({ name: 'organization_id', type: 'text' }) organizationId!: string;
  @Column({ name: 'occurred_at', type: 'timestamptz' }) occurredAt!: Date;
}

const at = (minute: number) => new Date(Date.UTC(2026, 10, 25, 15, minute));

// Organization A's log, oldest first: a1 at 15:01, then three entries at one instant (15:02), then a5 at 15:03.
// Newest first by time, then by id among the entries of one instant: a5, a4, a3, a2, a1. B is another business.
const A_NEWEST_FIRST = ['a5', 'a4', 'a3', 'a2', 'a1'];

describe('newestFirstPage: a log read a page at a time, newest first, on a real database', () => {
  let database: TestDatabase;
  let dataSource: DataSource;

  const ofOrganization = (organizationId: string) => () =>
    dataSource.getRepository(Entry).createQueryBuilder('entry').where('entry.organizationId = :organizationId', { organizationId });
  const page = (before: Date | undefined, limit: number, organizationId = 'org-a') => newestFirstPage(ofOrganization(organizationId), 'entry', before, limit);
  const ids = (result: NewestFirstPage<Entry>) => result.rows.map((entry) => entry.id);

  /** Every page from the newest on, following nextBefore until it is null. */
  async function walk(limit: number): Promise<NewestFirstPage<Entry>[]> {
    const pages: NewestFirstPage<Entry>[] = [];
    let before: Date | undefined;
    for (let count = 0; count < 20; count += 1) {
      const result = await page(before, limit);
      pages.push(result);
      if (result.nextBefore === null) return pages;
      before = new Date(result.nextBefore);
    }
    throw new Error('the log never ended');
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    dataSource = await new DataSource({ type: 'postgres', url: database.url, entities: [Entry], synchronize: true, dropSchema: true }).initialize();
    await dataSource.getRepository(Entry).insert([
      { id: 'a1', organizationId: 'org-a', occurredAt: at(1) },
      { id: 'a2', organizationId: 'org-a', occurredAt: at(2) },
      { id: 'a3', organizationId: 'org-a', occurredAt: at(2) },
      { id: 'a4', organizationId: 'org-a', occurredAt: at(2) },
      { id: 'a5', organizationId: 'org-a', occurredAt: at(3) },
      { id: 'b1', organizationId: 'org-b', occurredAt: at(4) },
      { id: 'b2', organizationId: 'org-b', occurredAt: at(0) },
    ]);
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await database?.close();
  });

  it("answers the caller's entries newest first, then by id within an instant, and no others", async () => {
    const result = await page(undefined, 50);
    expect(ids(result)).toEqual(A_NEWEST_FIRST);
    expect(result.rows[0]).toEqual({ id: 'a5', organizationId: 'org-a', occurredAt: at(3) });
    expect(result.nextBefore).toBeNull();
  });

  it('answers only entries strictly older than before', async () => {
    expect(ids(await page(at(3), 50))).toEqual(['a4', 'a3', 'a2', 'a1']);
    expect(ids(await page(new Date(at(3).getTime() + 1), 50))).toEqual(A_NEWEST_FIRST);
    expect(await page(at(1), 50)).toEqual({ rows: [], nextBefore: null });
  });

  it("puts every entry of the last entry's instant on the page, past the limit, and the next page after that instant", async () => {
    const first = await page(undefined, 2);
    expect(ids(first)).toEqual(['a5', 'a4', 'a3', 'a2']);
    expect(first.nextBefore).toBe(at(2).toISOString());
    expect(await page(new Date(first.nextBefore ?? ''), 2)).toMatchObject({ rows: [expect.objectContaining({ id: 'a1' })], nextBefore: null });
  });

  it.each([1, 2, 3, 4, 5, 6])('walks the whole log with limit=%i without gaps or repeats, then says it ended', async (limit) => {
    const pages = await walk(limit);
    expect(pages.flatMap(ids)).toEqual(A_NEWEST_FIRST);
    for (const result of pages.slice(0, -1)) expect(result.nextBefore).toBe(result.rows.at(-1)?.occurredAt.toISOString());
    expect(pages.every((result) => result.rows.length > 0)).toBe(true);
  });

  it('says the log ended when a full page holds its oldest entry', async () => {
    expect(await page(at(2), 1)).toEqual({ rows: [expect.objectContaining({ id: 'a1' })], nextBefore: null });
    expect(await page(undefined, 2, 'org-b')).toEqual({
      rows: [expect.objectContaining({ id: 'b1' }), expect.objectContaining({ id: 'b2' })],
      nextBefore: null,
    });
  });

  it("keeps the caller's own parameters, whatever they are named", async () => {
    const query = () =>
      dataSource
        .getRepository(Entry)
        .createQueryBuilder('entry')
        .where('entry.occurredAt > :before', { before: at(1) });
    const result = await newestFirstPage(query, 'entry', at(3), 1);
    expect(ids(result)).toEqual(['a4', 'a3', 'a2']);
    expect(result.nextBefore).toBeNull();
  });

  it('refuses a limit that is not a positive integer rather than read the whole log', async () => {
    for (const limit of [0, -1, 1.5, Number.NaN]) await expect(page(undefined, limit)).rejects.toThrow(RangeError);
  });
});

describe('NewestFirstPageQueryDto: ?before=<ISO>&limit=<1..100>', () => {
  const pipe = createValidationPipe();
  const asQuery: ArgumentMetadata = { type: 'query', metatype: NewestFirstPageQueryDto, data: '' };
  const parse = (query: Record<string, string>) => pipe.transform(query, asQuery) as Promise<NewestFirstPageQueryDto>;
  async function refusal(query: Record<string, string>): Promise<string[]> {
    try {
      await parse(query);
    } catch (error) {
      if (error instanceof DomainException) return (error.getResponse() as { details: string[] }).details;
      throw error;
    }
    throw new Error('expected the pipe to refuse the query');
  }

  it('reads a page of 50 from the newest when nothing is given, and takes a limit of 1 to 100 and an ISO instant', async () => {
    expect(await parse({})).toMatchObject({ limit: NEWEST_FIRST_PAGE_DEFAULT });
    expect(await parse({ limit: '1', before: '2026-11-25T15:02:00.000Z' })).toEqual({ limit: 1, before: '2026-11-25T15:02:00.000Z' });
    expect(await parse({ limit: '100' })).toMatchObject({ limit: 100 });
  });

  it('lists every broken rule', async () => {
    expect(await refusal({ limit: '0', before: 'yesterday' })).toEqual(
      expect.arrayContaining(['limit must not be less than 1', 'before must be a valid ISO 8601 date string']),
    );
    expect(await refusal({ limit: '101' })).toEqual(['limit must not be greater than 100']);
    expect(await refusal({ limit: 'ten' })).toEqual(expect.arrayContaining(['limit must be an integer number']));
    expect(await refusal({ before: '2026-02-30T10:00:00Z' })).toEqual(['before must be a valid ISO 8601 date string']);
  });
});
