import type { DataRecord, TableField } from '@atrium/core';
import type { GridPage } from '@atrium/integrations';
import { useFetcher, useLocation, useRevalidator, useSearchParams } from '@remix-run/react';
import { Banner, BlockStack, Button, Card, InlineStack, Modal, Page, Text, TextField } from '@shopify/polaris';
import { useEffect, useState } from 'react';
import { useToast } from '../components/builder-frame';
import { AddFieldModal } from './add-field-modal';
import { cellText } from './cell-text';
import { ImportModal } from './import-modal';
import { RecordModal } from './record-modal';
import { useJsonAction } from './use-json-action';

export interface GridScreenData {
  site: { id: string; name: string };
  page: GridPage;
}

/**
 * A built-in table in a grid (issue 21): columns are fields, rows are records, 50 at a time from
 * the server with Load more. Search and sort live in the URL (a reload keeps them); a row opens
 * as a form; rows can be selected and deleted; Add record and Add field open dialogs. After a
 * write the first page is read again.
 */
export function GridScreen({ site, page }: GridScreenData) {
  const { table } = page;
  const api = `/api/sites/${site.id}/tables/${table.id}`;
  const [params, setParams] = useSearchParams();
  const revalidator = useRevalidator();
  const [records, setRecords] = useState(page.records);
  const [cursor, setCursor] = useState(page.cursor);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [open, setOpen] = useState<DataRecord | 'new' | null>(null);
  const [addingField, setAddingField] = useState(false);
  const [importing, setImporting] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [search, setSearch] = useState(params.get('q') ?? '');
  const more = useFetcher<GridPage>();
  const toast = useToast();
  const arrival = (useLocation().state as { toast?: unknown } | null)?.toast;

  // A confirmation carried from the page that opened this one (Create table).
  useEffect(() => {
    if (typeof arrival === 'string') toast(arrival);
  }, [arrival, toast]);

  useEffect(() => {
    setRecords(page.records);
    setCursor(page.cursor);
    setSelected(new Set());
  }, [page]);
  useEffect(() => {
    if (more.state !== 'idle' || !more.data || !('records' in more.data)) return;
    const next = more.data;
    setRecords((current) => [...current, ...next.records.filter((r) => !current.some((c) => c.id === r.id))]);
    setCursor(next.cursor);
  }, [more.state, more.data]);

  const reload = () => revalidator.revalidate();
  const remover = useJsonAction(() => {
    setConfirmDelete(false);
    reload();
  });
  const loadMore = () => {
    const next = new URLSearchParams(params);
    next.set('cursor', cursor!);
    more.load(`${api}?${next.toString()}`);
  };
  const sortBy = (field: TableField) => {
    const next = new URLSearchParams(params);
    const ascending = params.get('sort') === field.id && params.get('dir') !== 'desc';
    next.set('sort', field.id);
    next.set('dir', ascending ? 'desc' : 'asc');
    setParams(next, { replace: true });
  };
  const applySearch = () => {
    const next = new URLSearchParams(params);
    if (search.trim()) next.set('q', search.trim());
    else next.delete('q');
    setParams(next, { replace: true });
  };
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Page
      title={table.name}
      subtitle={page.total === 1 ? '1 record' : `${page.total} records`}
      backAction={{ content: 'Data', url: `/edit/${site.id}/data` }}
      primaryAction={{ content: 'Add record', onAction: () => setOpen('new') }}
      secondaryActions={[
        { content: 'Add field', onAction: () => setAddingField(true) },
        { content: 'Import CSV', onAction: () => setImporting(true) },
        {
          content: 'Export CSV',
          // A download: the browser keeps this page and saves the file (the grid's search and sort).
          onAction: () => window.location.assign(`${api}/csv?${exportParams(params)}`),
        },
      ]}
      fullWidth
    >
      <Card padding="0">
        <BlockStack>
          <Box>
            <InlineStack gap="300" blockAlign="end" wrap={false}>
              <form
                role="search"
                style={{ flex: 1 }}
                onSubmit={(event) => {
                  event.preventDefault();
                  applySearch();
                }}
              >
                <TextField
                  label="Search records"
                  labelHidden
                  placeholder="Search records"
                  value={search}
                  onChange={setSearch}
                  clearButton
                  onClearButtonClick={() => {
                    setSearch('');
                    const next = new URLSearchParams(params);
                    next.delete('q');
                    setParams(next, { replace: true });
                  }}
                  autoComplete="off"
                />
              </form>
              {selected.size > 0 ? (
                <Button tone="critical" onClick={() => setConfirmDelete(true)}>
                  {`Delete ${selected.size === 1 ? '1 record' : `${selected.size} records`}`}
                </Button>
              ) : null}
            </InlineStack>
          </Box>
          <RecordsTable
            fields={table.fields}
            records={records}
            selected={selected}
            sort={{ fieldId: params.get('sort'), desc: params.get('dir') === 'desc' }}
            onSort={sortBy}
            onToggle={toggle}
            onOpen={setOpen}
            empty={
              params.get('q') ? 'No records match this search.' : 'This table has no records yet. Add the first one.'
            }
          />
          <Box>
            <InlineStack align="space-between" blockAlign="center">
              <Text as="span" tone="subdued">
                {`Showing ${records.length} of ${params.get('q') ? 'the matching' : page.total} records`}
              </Text>
              {cursor ? (
                <Button onClick={loadMore} loading={more.state !== 'idle'}>
                  Load more
                </Button>
              ) : null}
            </InlineStack>
          </Box>
        </BlockStack>
      </Card>
      {open ? (
        <RecordModal
          api={api}
          fields={table.fields}
          record={open === 'new' ? null : open}
          onClose={() => setOpen(null)}
          onSaved={reload}
        />
      ) : null}
      {importing ? <ImportModal api={api} onClose={() => setImporting(false)} onImported={reload} /> : null}
      {addingField ? <AddFieldModal api={api} onClose={() => setAddingField(false)} onAdded={reload} /> : null}
      {confirmDelete ? (
        <Modal
          open
          onClose={() => setConfirmDelete(false)}
          title={selected.size === 1 ? 'Delete 1 record?' : `Delete ${selected.size} records?`}
          primaryAction={{
            content: 'Delete',
            destructive: true,
            loading: remover.busy,
            onAction: () => remover.send('DELETE', `${api}/records`, { recordIds: [...selected] }),
          }}
          secondaryActions={[{ content: 'Cancel', onAction: () => setConfirmDelete(false) }]}
        >
          <Modal.Section>
            <BlockStack gap="200">
              {remover.error ? <Banner tone="critical">{remover.error}</Banner> : null}
              <Text as="p">Deleted records are gone from the table and from every portal page that shows it.</Text>
            </BlockStack>
          </Modal.Section>
        </Modal>
      ) : null}
    </Page>
  );
}

/** The grid's search and sort, without its place in the pages. */
function exportParams(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of ['q', 'sort', 'dir']) {
    const value = params.get(name);
    if (value) kept.set(name, value);
  }
  return kept.toString();
}

function Box({ children }: { children: React.ReactNode }) {
  return <div style={{ padding: 'var(--p-space-300) var(--p-space-400)' }}>{children}</div>;
}

function RecordsTable(props: {
  fields: TableField[];
  records: DataRecord[];
  selected: ReadonlySet<string>;
  sort: { fieldId: string | null; desc: boolean };
  onSort: (field: TableField) => void;
  onToggle: (id: string) => void;
  onOpen: (record: DataRecord) => void;
  /** Shown in the body when there are no records: the columns stay, so new fields show at once. */
  empty: string;
}) {
  const [primary, ...rest] = props.fields;
  const columns = primary ? [primary, ...rest] : rest;
  return (
    <div className="atrium-grid-scroll">
      <table className="atrium-grid" aria-label="Records">
        <thead>
          <tr>
            <th className="atrium-grid__check" scope="col">
              <span className="Polaris-Text--visuallyHidden">Select</span>
            </th>
            {columns.map((field) => {
              const sorted = props.sort.fieldId === field.id;
              return (
                <th
                  key={field.id}
                  scope="col"
                  aria-sort={sorted ? (props.sort.desc ? 'descending' : 'ascending') : 'none'}
                >
                  <button type="button" className="atrium-grid__sort" onClick={() => props.onSort(field)}>
                    {field.name}
                    <span aria-hidden="true">{sorted ? (props.sort.desc ? '↓' : '↑') : ''}</span>
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {props.records.length === 0 ? (
            <tr>
              <td colSpan={columns.length + 1} className="atrium-grid__empty">
                {props.empty}
              </td>
            </tr>
          ) : null}
          {props.records.map((record) => (
            <tr key={record.id}>
              <td className="atrium-grid__check">
                <input
                  type="checkbox"
                  checked={props.selected.has(record.id)}
                  onChange={() => props.onToggle(record.id)}
                  aria-label={`Select ${cellText(columns[0]!, record.fields[columns[0]!.id]) || 'record'}`}
                />
              </td>
              {columns.map((field, i) =>
                i === 0 ? (
                  <td key={field.id}>
                    <button type="button" className="atrium-grid__open" onClick={() => props.onOpen(record)}>
                      {cellText(field, record.fields[field.id]) || 'Unnamed record'}
                    </button>
                  </td>
                ) : (
                  <td key={field.id}>{cellText(field, record.fields[field.id])}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
