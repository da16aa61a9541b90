import {
  GRID_FILTERS_MAX,
  gridFilterParam,
  gridFiltersFromSearch,
  type CellValue,
  type DataRecord,
  type TGridFilter,
  type TableField,
} from '@atrium/core';
import type { GridPage } from '@atrium/integrations';
import { useFetcher, useLocation, useSearchParams } from '@remix-run/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useToast } from '../components/builder-frame';
import { EMPTY_HISTORY, recordAction, type GridHistory, type UndoEntry } from './undo-stack';

/**
 * The grid's records: the loader's first page, then pages appended by Load more (the URL's
 * search and sort, from where the last page ended). A new first page (search, sort, a write)
 * starts over and clears the selection. The grid's own edits change cells and add records here,
 * without reading the page again. The grid's history (undo and redo) lives here too: records
 * deleted with the Delete button are undone from the grid (the history outlives new pages).
 */
export function useGridRecords(page: GridPage, api: string) {
  const [params] = useSearchParams();
  const [records, setRecords] = useState(page.records);
  const [cursor, setCursor] = useState(page.cursor);
  const [linkNames, setLinkNames] = useState(page.linkNames);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [added, setAdded] = useState(0);
  const [history, setHistory] = useState<GridHistory>(EMPTY_HISTORY);
  const more = useFetcher<GridPage>();
  /**
   * The cursor of the last page asked for, asked once: a render between a page's arrival and its
   * records being added still had the old cursor and asked for that page again, which the next
   * page's request then aborted (the grid logged an AbortError).
   */
  const asked = useRef<string | null>(null);

  useEffect(() => {
    asked.current = null;
    setRecords(page.records);
    setCursor(page.cursor);
    setLinkNames(page.linkNames);
    setSelected(new Set());
    setAdded(0);
  }, [page]);
  useEffect(() => {
    if (more.state !== 'idle' || !more.data) return;
    // A failed page may be asked for again.
    if (!('records' in more.data)) return void (asked.current = null);
    const next = more.data;
    setRecords((current) => [...current, ...next.records.filter((r) => !current.some((c) => c.id === r.id))]);
    setCursor(next.cursor);
    setLinkNames((current) => ({ ...current, ...next.linkNames }));
  }, [more.state, more.data]);

  return {
    records,
    cursor,
    linkNames,
    loadingMore: more.state !== 'idle',
    loadMore() {
      if (!cursor || asked.current === cursor) return;
      asked.current = cursor;
      const next = new URLSearchParams(params);
      next.set('cursor', cursor);
      more.load(`${api}?${next.toString()}`);
    },
    /** Records the grid added (less those its undos deleted) since the page was read. */
    added,
    setCell: useCallback((recordId: string, fieldId: string, value: CellValue | undefined) => {
      setRecords((current) =>
        current.map((record) => {
          if (record.id !== recordId) return record;
          const fields = { ...record.fields };
          if (value === undefined) delete fields[fieldId];
          else fields[fieldId] = value;
          return { ...record, fields };
        }),
      );
    }, []),
    append: useCallback((record: DataRecord) => {
      setRecords((current) => [...current, record]);
      setAdded((n) => n + 1);
    }, []),
    /** Records an undo or redo deleted. */
    remove: useCallback((recordIds: readonly string[]) => {
      setRecords((current) => current.filter((record) => !recordIds.includes(record.id)));
      setSelected((current) => new Set([...current].filter((id) => !recordIds.includes(id))));
      setAdded((n) => n - recordIds.length);
    }, []),
    history,
    setHistory,
    /** A new action to undo (and nothing left to redo). */
    remember: useCallback((entry: UndoEntry) => setHistory((current) => recordAction(current, entry)), []),
    addLinkNames: useCallback((names: Record<string, string>) => {
      setLinkNames((current) => ({ ...current, ...names }));
    }, []),
    selected,
    toggle(id: string) {
      setSelected((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      });
    },
  };
}

/** The grid's search, column filters and sort, kept in the URL so a reload or a shared link keeps them. */
export function useGridQuery() {
  const [params, setParams] = useSearchParams();
  const change = (edit: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(params);
    edit(next);
    setParams(next, { replace: true });
  };
  const filters = gridFiltersFromSearch(params);
  return {
    q: params.get('q') ?? '',
    sort: { fieldId: params.get('sort'), desc: params.get('dir') === 'desc' },
    /** Sorts by a field, ascending first, then descending. */
    sortBy(field: TableField) {
      const ascending = params.get('sort') === field.id && params.get('dir') !== 'desc';
      change((next) => {
        next.set('sort', field.id);
        next.set('dir', ascending ? 'desc' : 'asc');
      });
    },
    search(text: string) {
      change((next) => (text.trim() ? next.set('q', text.trim()) : next.delete('q')));
    },
    /** The column filters (the URL's `filter` parameters that make sense). */
    filters,
    /** Puts `filter` at `index` (a changed filter), or after the others when index is null. */
    setFilter(index: number | null, filter: TGridFilter) {
      const list = index === null ? [...filters, filter] : filters.map((f, i) => (i === index ? filter : f));
      change((next) => writeFilters(next, list.slice(0, GRID_FILTERS_MAX)));
    },
    removeFilter(index: number) {
      change((next) =>
        writeFilters(
          next,
          filters.filter((_, i) => i !== index),
        ),
      );
    },
    clearFilters() {
      change((next) => writeFilters(next, []));
    },
    /** The search, filters and sort for the CSV export. */
    exportQuery() {
      const kept = new URLSearchParams();
      for (const name of ['q', 'sort', 'dir']) {
        const value = params.get(name);
        if (value) kept.set(name, value);
      }
      writeFilters(kept, filters);
      return kept.toString();
    },
  };
}

function writeFilters(params: URLSearchParams, filters: readonly TGridFilter[]): void {
  params.delete('filter');
  for (const filter of filters) params.append('filter', gridFilterParam(filter));
}

/** Shows a confirmation carried from the page that sent the builder here (navigation state `toast`). */
export function useArrivalToast(): void {
  const toast = useToast();
  const arrival = (useLocation().state as { toast?: unknown } | null)?.toast;
  useEffect(() => {
    if (typeof arrival === 'string') toast(arrival);
  }, [arrival, toast]);
}
