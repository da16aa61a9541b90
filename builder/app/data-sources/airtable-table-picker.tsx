import { countOf } from '@atrium/core';
import { useFetcher } from '@remix-run/react';
import { Banner, BlockStack, Button, ButtonGroup, InlineStack, Link, Select, Spinner, Text } from '@shopify/polaris';
import { useEffect, useRef, useState } from 'react';

export interface PickerField {
  id: string;
  name: string;
  type: string;
  options?: { linkedTableId?: string; inverseLinkFieldId?: string; choices?: Array<{ name: string }> };
}
export interface PickerTable {
  id: string;
  name: string;
  primaryFieldId?: string;
  fields: PickerField[];
  views?: Array<{ id: string; name: string }>;
}

type BasesAnswer =
  | { ok: true; bases: Array<{ id: string; name: string }>; cursor?: string; total: number }
  | { ok: false; title?: string; error: string };
type TablesAnswer = { ok: true; tables: PickerTable[] } | { ok: false; title?: string; error: string };

/**
 * Base and table pickers for the workspace's Airtable (spec doc 2 'Connect-data wizard'): bases
 * 5 a page with Previous/Next, a 'View Base' link to the chosen base, and the table select
 * disabled until a base is chosen. Failures show the spec's alerts above the pickers.
 */
export function AirtableTablePicker(props: {
  workspaceRouteId: number;
  baseId: string;
  tableId: string;
  onChange: (choice: { baseId: string; table: PickerTable | undefined }) => void;
  /** The table select's label. */
  tableLabel?: string;
  /** Only the base picker (the caller lists the base's tables its own way). */
  baseOnly?: boolean;
}) {
  const { workspaceRouteId, baseId, tableId, onChange } = props;
  const bases = useFetcher<BasesAnswer>();
  const tables = useFetcher<TablesAnswer>();
  const [cursors, setCursors] = useState<string[]>(['']);
  const apiRoot = `/api/workspaces/${workspaceRouteId}/airtable/bases`;
  const page = cursors[cursors.length - 1] ?? '';
  const changed = useRef(onChange);
  changed.current = onChange;

  const { load: loadBases } = bases;
  const { load: loadTables } = tables;
  useEffect(() => {
    loadBases(page ? `${apiRoot}?cursor=${encodeURIComponent(page)}` : apiRoot);
  }, [apiRoot, page, loadBases]);
  useEffect(() => {
    if (baseId && !props.baseOnly) loadTables(`${apiRoot}/${encodeURIComponent(baseId)}/tables`);
  }, [apiRoot, baseId, loadTables, props.baseOnly]);

  const tableList = tables.data?.ok && baseId ? tables.data.tables : [];
  // Once a base's tables arrive, the parent learns the chosen table's fields.
  useEffect(() => {
    if (!tables.data?.ok) return;
    changed.current({ baseId, table: tables.data.tables.find((t) => t.id === tableId) });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the tables arrive
  }, [tables.data]);

  const baseAnswer = bases.data;
  const failure = [baseAnswer, baseId ? tables.data : undefined].find(
    (a): a is { ok: false; title?: string; error: string } => a !== undefined && !a.ok,
  );
  const pageBases = baseAnswer?.ok ? baseAnswer.bases : [];
  const baseOptions = pageBases.map((b) => ({ label: b.name, value: b.id }));
  if (baseId && !baseOptions.some((o) => o.value === baseId))
    baseOptions.unshift({ label: `Base ${baseId}`, value: baseId });

  return (
    <BlockStack gap="300">
      {failure && (
        <Banner tone="critical" title={failure.title}>
          {failure.error}
        </Banner>
      )}
      <BlockStack gap="100">
        <InlineStack gap="200" blockAlign="end" wrap={false}>
          <div style={{ flex: 1 }}>
            <Select
              label="Base"
              placeholder={bases.state === 'loading' ? 'Loading bases…' : 'Choose a base'}
              options={baseOptions}
              value={baseId}
              onChange={(next) => changed.current({ baseId: next, table: undefined })}
            />
          </div>
          {bases.state === 'loading' && <Spinner size="small" accessibilityLabel="Loading bases" />}
        </InlineStack>
        <BasePager
          answer={baseAnswer}
          page={cursors.length}
          loading={bases.state === 'loading'}
          onPrevious={() => setCursors((c) => c.slice(0, -1))}
          onNext={(cursor) => setCursors((c) => [...c, cursor])}
        />
        {baseId && (
          <Link url={`https://airtable.com/${encodeURIComponent(baseId)}`} target="_blank">
            View Base
          </Link>
        )}
      </BlockStack>
      {props.baseOnly ? null : (
        <Select
          label={props.tableLabel ?? 'Table'}
          placeholder={baseId && tables.state === 'loading' ? 'Loading tables…' : 'Choose a table'}
          disabled={!baseId || tables.state === 'loading'}
          options={tableList.map((t) => ({ label: t.name, value: t.id }))}
          value={tableList.some((t) => t.id === tableId) ? tableId : ''}
          onChange={(next) => changed.current({ baseId, table: tableList.find((t) => t.id === next) })}
        />
      )}
    </BlockStack>
  );
}

/** The bases' count and page, with Previous and Next (Airtable pages bases by cursor, 5 a page here). */
function BasePager(props: {
  answer: BasesAnswer | undefined;
  page: number;
  loading: boolean;
  onPrevious: () => void;
  onNext: (cursor: string) => void;
}) {
  const { answer, page, loading } = props;
  return (
    <InlineStack align="space-between" blockAlign="center">
      <Text as="span" tone="subdued" variant="bodySm">
        {answer?.ok
          ? `${countOf(answer.total, 'base', 'bases')}, page ${page} of ${Math.max(1, Math.ceil(answer.total / 5))}`
          : ''}
      </Text>
      <ButtonGroup variant="segmented">
        <Button size="slim" disabled={page === 1 || loading} onClick={props.onPrevious}>
          Previous
        </Button>
        <Button
          size="slim"
          disabled={!answer?.ok || !answer.cursor || loading}
          onClick={() => answer?.ok && answer.cursor && props.onNext(answer.cursor ?? '')}
        >
          Next
        </Button>
      </ButtonGroup>
    </InlineStack>
  );
}
