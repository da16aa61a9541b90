import {
  GRID_FILTERS_MAX,
  gridFilterLabel,
  gridFilterOps,
  type DataRecord,
  type TGridFilter,
  type TableField,
} from '@atrium/core';
import type { GridPage } from '@atrium/integrations';
import { useRevalidator } from '@remix-run/react';
import { Banner, BlockStack, Button, Card, InlineStack, Page, Text, TextField } from '@shopify/polaris';
import { FilterIcon } from '@shopify/polaris-icons';
import { useState, type ReactNode } from 'react';
import { AddFieldModal } from './add-field-modal';
import { useFieldMenu } from './field-menu';
import { HiddenFields } from './hidden-fields';
import { ImportModal } from './import-modal';
import { RecordModal } from './record-modal';
import { EditableGrid } from './editable-grid';
import { FilterModal } from './filter-modal';
import { DeleteRecordsModal, DeleteTableModal, RenameTableModal } from './table-dialogs';
import { useArrivalToast, useGridQuery, useGridRecords } from './use-grid-state';

export interface GridScreenData {
  site: { id: string; name: string };
  page: GridPage;
  /** The portal's built-in tables, for link fields. */
  tables: Array<{ id: string; name: string }>;
}

type Dialog =
  | { kind: 'record'; record: DataRecord | null }
  | { kind: 'field' | 'import' | 'rename' | 'delete' | 'deleteRecords' }
  /** A new filter from a column (index null) or a filter changed (its index). */
  | { kind: 'filter'; filter: TGridFilter; index: number | null };

/**
 * A built-in table in a grid (issue 21): columns are fields, rows are records, 50 at a time from
 * the server as the builder scrolls (or with Load more), edited in place like a spreadsheet. Search,
 * column filters and sort live in the URL (a reload keeps them; the export follows them); a row opens
 * as a form; rows can be selected and deleted; records, fields, imports, the table's name and
 * the table itself through dialogs. After a write the first page is read again.
 */
export function GridScreen({ site, page, tables }: GridScreenData) {
  const { table } = page;
  const api = `/api/sites/${site.id}/tables/${table.id}`;
  const revalidator = useRevalidator();
  const grid = useGridRecords(page, api);
  const query = useGridQuery();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  useArrivalToast();
  const open = (next: Dialog) => () => setDialog(next);
  const total = page.total + grid.added;
  const fieldMenu = useFieldMenu(api, () => revalidator.revalidate());
  const hidden = new Set(page.hiddenFieldIds);
  const visible = table.fields.filter((f) => !hidden.has(f.id));

  return (
    <Page
      title={table.name}
      subtitle={total === 1 ? '1 record' : `${count(total)} records`}
      backAction={{ content: 'Data', url: `/edit/${site.id}/data` }}
      primaryAction={{ content: 'Add record', onAction: open({ kind: 'record', record: null }) }}
      secondaryActions={[
        { content: 'Add field', onAction: open({ kind: 'field' }) },
        { content: 'Import CSV', onAction: open({ kind: 'import' }) },
        // A download: the browser keeps this page and saves the file (the grid's search and sort).
        { content: 'Export CSV', onAction: () => window.location.assign(`${api}/csv?${query.exportQuery()}`) },
      ]}
      actionGroups={[
        {
          title: 'Table',
          actions: [
            { content: 'Rename table', onAction: open({ kind: 'rename' }) },
            { content: 'Delete table', destructive: true, onAction: open({ kind: 'delete' }) },
          ],
        },
      ]}
      fullWidth
    >
      <Card padding="0">
        <BlockStack>
          <Padded>
            <InlineStack gap="300" blockAlign="end" wrap={false}>
              <SearchForm initial={query.q} onSearch={query.search} />
              <Button
                icon={FilterIcon}
                onClick={open({ kind: 'filter', filter: newFilter(visible[0] ?? table.fields[0]!), index: null })}
                disabled={query.filters.length >= GRID_FILTERS_MAX}
              >
                Filter
              </Button>
              <HiddenFields
                fields={table.fields.filter((f) => hidden.has(f.id))}
                onShow={(field) => fieldMenu.onAction(field, { kind: 'show' })}
              />
              {grid.selected.size > 0 ? (
                <Button tone="critical" onClick={open({ kind: 'deleteRecords' })}>
                  {`Delete ${grid.selected.size === 1 ? '1 record' : `${grid.selected.size} records`}`}
                </Button>
              ) : null}
            </InlineStack>
          </Padded>
          {query.filters.length > 0 ? (
            <Padded>
              <FilterBar
                fields={table.fields}
                filters={query.filters}
                onEdit={(index) => setDialog({ kind: 'filter', filter: query.filters[index]!, index })}
                onRemove={query.removeFilter}
                onClear={query.clearFilters}
              />
            </Padded>
          ) : null}
          {fieldMenu.error ? <Banner tone="critical">{fieldMenu.error}</Banner> : null}
          <EditableGrid
            api={api}
            fields={visible}
            header={{
              allFields: table.fields,
              primaryFieldId: table.primaryFieldId,
              onFieldAction: (field, action) =>
                action.kind === 'filter'
                  ? setDialog({ kind: 'filter', filter: newFilter(field), index: null })
                  : fieldMenu.onAction(field, action),
            }}
            grid={grid}
            sort={query.sort}
            onSort={query.sortBy}
            onOpen={(record) => setDialog({ kind: 'record', record })}
            empty={emptyMessage(query.q, query.filters.length)}
          />
          <Padded>
            <InlineStack align="space-between" blockAlign="center">
              <Text as="span" tone="subdued">
                {loadedText(
                  grid.records.length,
                  total,
                  Boolean(query.q) || query.filters.length > 0,
                  grid.cursor !== null,
                )}
              </Text>
              {grid.cursor ? (
                <Button onClick={grid.loadMore} loading={grid.loadingMore}>
                  Load more
                </Button>
              ) : null}
            </InlineStack>
          </Padded>
        </BlockStack>
      </Card>
      {fieldMenu.dialog}
      {dialog ? (
        <GridDialog
          dialog={dialog}
          api={api}
          siteId={site.id}
          page={page}
          selected={grid.records.filter((r) => grid.selected.has(r.id))}
          tables={tables}
          linkNames={grid.linkNames}
          onClose={() => setDialog(null)}
          onChanged={() => revalidator.revalidate()}
          onFilter={(filter, index) => {
            setDialog(null);
            query.setFilter(index, filter);
          }}
          onDeleted={(records) =>
            grid.remember({
              kind: 'records',
              change: 'deleted',
              records: records.map((r) => ({ id: r.id, fields: r.fields })),
            })
          }
        />
      ) : null}
    </Page>
  );
}

/** The open dialog of the grid. */
function GridDialog(props: {
  dialog: Dialog;
  api: string;
  siteId: string;
  page: GridPage;
  /** The ticked records (all loaded: a record is ticked in the grid). */
  selected: DataRecord[];
  tables: GridScreenData['tables'];
  linkNames: Record<string, string>;
  onClose: () => void;
  onChanged: () => void;
  /** Records deleted with the Delete button: an action of the grid's to undo. */
  onDeleted: (records: DataRecord[]) => void;
  onFilter: (filter: TGridFilter, index: number | null) => void;
}) {
  const { dialog, api, page, onClose, onChanged } = props;
  switch (dialog.kind) {
    case 'record':
      return (
        <RecordModal
          api={api}
          fields={page.table.fields}
          record={dialog.record}
          linkNames={props.linkNames}
          onClose={onClose}
          onSaved={onChanged}
        />
      );
    case 'filter':
      return (
        <FilterModal
          fields={page.table.fields}
          initial={dialog.filter}
          editing={dialog.index !== null}
          onApply={(filter) => props.onFilter(filter, dialog.index)}
          onClose={onClose}
        />
      );
    case 'field':
      return <AddFieldModal api={api} tables={props.tables} onClose={onClose} onAdded={onChanged} />;
    case 'import':
      return <ImportModal api={api} onClose={onClose} onImported={onChanged} />;
    case 'rename':
      return <RenameTableModal api={api} name={page.table.name} onClose={onClose} onRenamed={onChanged} />;
    case 'delete':
      return (
        <DeleteTableModal
          api={api}
          siteId={props.siteId}
          name={page.table.name}
          records={page.total}
          onClose={onClose}
        />
      );
    case 'deleteRecords':
      return (
        <DeleteRecordsModal
          api={api}
          recordIds={props.selected.map((r) => r.id)}
          onClose={onClose}
          onDeleted={(deleted) => {
            props.onDeleted(props.selected.filter((r) => deleted.includes(r.id)));
            onChanged();
          }}
        />
      );
  }
}

const count = (n: number) => n.toLocaleString('en-US');

/** The grid's foot: records loaded, of how many (searched or filtered: "N matching records" once all are loaded). */
function loadedText(loaded: number, total: number, narrowed: boolean, more: boolean): string {
  if (!narrowed) return `Showing ${count(loaded)} of ${count(total)} records`;
  if (more) return `Showing ${count(loaded)} of the matching records`;
  return loaded === 1 ? '1 matching record' : `${count(loaded)} matching records`;
}

function newFilter(field: TableField): TGridFilter {
  return { fieldId: field.id, op: gridFilterOps(field.type)[0]!, value: '' };
}

function emptyMessage(q: string, filters: number): string {
  if (filters > 0) return q ? 'No records match this search and these filters.' : 'No records match these filters.';
  return q ? 'No records match this search.' : 'This table has no records yet. Add the first one.';
}

/** The grid's filters as chips: a chip changes its filter, its × removes it; Clear filters removes all. */
function FilterBar(props: {
  fields: readonly TableField[];
  filters: readonly TGridFilter[];
  onEdit: (index: number) => void;
  onRemove: (index: number) => void;
  onClear: () => void;
}) {
  return (
    <InlineStack gap="200" blockAlign="center">
      <ul className="atrium-filters" aria-label="Filters">
        {props.filters.map((filter, index) => {
          const field = props.fields.find((f) => f.id === filter.fieldId);
          const label = field ? gridFilterLabel(field, filter) : 'A field that no longer exists';
          return (
            <li key={`${index}:${label}`} className="atrium-filters__chip">
              <button type="button" onClick={() => props.onEdit(index)} title="Change filter">
                {label}
              </button>
              <button type="button" onClick={() => props.onRemove(index)} aria-label={`Remove filter ${label}`}>
                ×
              </button>
            </li>
          );
        })}
      </ul>
      <Button variant="plain" onClick={props.onClear}>
        Clear filters
      </Button>
    </InlineStack>
  );
}

/** The search box: Enter searches, the clear button shows every record again. */
function SearchForm(props: { initial: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(props.initial);
  return (
    <form
      role="search"
      style={{ flex: 1 }}
      onSubmit={(event) => {
        event.preventDefault();
        props.onSearch(text);
      }}
    >
      <TextField
        label="Search records"
        labelHidden
        placeholder="Search records"
        value={text}
        onChange={setText}
        clearButton
        onClearButtonClick={() => {
          setText('');
          props.onSearch('');
        }}
        autoComplete="off"
      />
    </form>
  );
}

function Padded({ children }: { children: ReactNode }) {
  return <div style={{ padding: 'var(--p-space-300) var(--p-space-400)' }}>{children}</div>;
}
