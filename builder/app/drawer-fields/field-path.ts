/**
 * Reading and writing a field of a section's data by path ('heading', 'image.height',
 * 'features.2.title'): pure and immutable, so every drawer change is one replace-section-data
 * edit of the document (undoable, autosaved).
 */
export function getPath(data: unknown, path: string): unknown {
  if (path === '') return data;
  let value: unknown = data;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

export function setPath<T>(data: T, path: string, next: unknown): T {
  if (path === '') return next as T;
  const [key, ...rest] = path.split('.');
  if (key === undefined) return data;
  const container = (data ?? {}) as Record<string, unknown> | unknown[];
  const current = (container as Record<string, unknown>)[key];
  const value = rest.length === 0 ? next : setPath(current, rest.join('.'), next);
  if (Array.isArray(container)) {
    const copy = [...container];
    copy[Number(key)] = value;
    return copy as T;
  }
  return { ...container, [key]: value } as T;
}

/** Moves a list item from one index to another; out of range changes nothing. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const copy = [...items];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item!);
  return copy;
}

/** A slider value snapped to its step and kept in range. */
export function clampToStep(value: number, range: { min: number; max: number; step: number }): number {
  if (!Number.isFinite(value)) return range.min;
  const snapped = Math.round((value - range.min) / range.step) * range.step + range.min;
  return Math.min(range.max, Math.max(range.min, snapped));
}
