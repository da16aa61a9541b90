/** The highest page number a listing's `page` parameter may name (far past any real list). */
export const PAGE_NUMBER_MAX = 100_000;

/**
 * A 1-based page number from a query string: a whole number from 1 to PAGE_NUMBER_MAX; anything
 * else (missing, `abc`, `0`, `-1`, `2.5`, `1e40`, `Infinity`, `NaN`) is page 1, so no hostile
 * value reaches a database OFFSET.
 */
export function pageNumberParam(value: string | null | undefined): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= PAGE_NUMBER_MAX ? page : 1;
}
