import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/** What a log pages by (entity property names): when each entry happened, and its id to order the entries of one instant. */
export interface LogEntry {
  id: string;
  occurredAt: Date;
}

/** One page of a log read newest first, and where the next one starts. */
export interface NewestFirstPage<T> {
  /** Newest first: by `occurredAt`, then by `id` among the entries of one instant. */
  rows: T[];
  /** The last entry's instant, to pass back as `before` for the next page; null when nothing older is left. */
  nextBefore: string | null;
}

/**
 * A page of a log (the security log, the inspections audit log), newest first, strictly older than `before`: at
 * most `limit` entries, plus every other entry that shares the last one's instant. The next page starts strictly
 * before that instant, so entries of one instant must all go on this page, or the ones past the limit would never
 * be listed. `nextBefore` is null once no older entry is left, so a client walks the log until it reads null.
 *
 * `query` makes a fresh query of the entries the caller may see, with `alias` as the entity's alias: a query
 * builder changes in place, and the page takes up to three queries (the page, the rest of its last instant, and
 * whether anything older is left). It should select the log's entity alone: a join would make `limit` count rows
 * of the join instead of entries. `occurredAt` should be stored in whole milliseconds, as `new Date()` gives it,
 * so that the boundary handed back as an ISO string is exact.
 */
export async function newestFirstPage<T extends ObjectLiteral & LogEntry>(
  query: () => SelectQueryBuilder<T>,
  alias: string,
  before: Date | undefined,
  limit: number,
): Promise<NewestFirstPage<T>> {
  // TypeORM reads a limit of 0 as no limit at all: a caller's mistake must not read the whole log.
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`limit must be a positive integer, not ${limit}`);
  const occurredAt = `${alias}.occurredAt`;
  const newestFirst = (builder: SelectQueryBuilder<T>) => builder.orderBy(occurredAt, 'DESC').addOrderBy(`${alias}.id`, 'DESC');
  // The parameters carry a prefix of their own, so that they never overwrite one the caller's query uses.
  const older = (than: Date) => query().andWhere(`${occurredAt} < :newestFirstBefore`, { newestFirstBefore: than });

  const page = await newestFirst(before ? older(before) : query())
    .limit(limit)
    .getMany();
  const last = page.at(-1);
  if (!last || page.length < limit) return { rows: page, nextBefore: null };

  const ids = page.map((entry) => entry.id);
  const sameInstant = await newestFirst(
    query().andWhere(`${occurredAt} = :newestFirstBoundary AND ${alias}.id NOT IN (:...newestFirstIds)`, {
      newestFirstBoundary: last.occurredAt,
      newestFirstIds: ids,
    }),
  ).getMany();
  const more = await older(last.occurredAt).getExists();
  return { rows: [...page, ...sameInstant], nextBefore: more ? last.occurredAt.toISOString() : null };
}
