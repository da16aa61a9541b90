import { MAX_GENERATED_TABLES, planListing, type GeneratedListingPlan, type TableSchema } from '@atrium/core';
import { useFetcher } from '@remix-run/react';
import { BlockStack, Checkbox, InlineError, Link, Spinner, Text } from '@shopify/polaris';
import { useEffect, useState } from 'react';
import { AirtableTablePicker } from '../../data-sources/airtable-table-picker';
import { OptionCard } from './option-card';

type TablesAnswer = { ok: true; tables: TableSchema[] } | { ok: false; title?: string; error: string };

/**
 * Step 2: where the portal's records live. Built-in tables (with demo data), or "Generate from
 * this base": an Airtable base of the workspace's token, whose chosen tables become a page each
 * with a listing (its card fields chosen from field types, shown here before creating).
 */
export function DataSourceStep(props: {
  workspaceRouteId: number;
  dataSource: string;
  onDataSourceChange: (value: 'built-in' | 'airtable') => void;
  errors: { baseId?: string; tableIds?: string };
}) {
  const airtable = props.dataSource === 'airtable';
  return (
    <BlockStack gap="400">
      <Text as="p" tone="subdued">
        Choose where your portal&apos;s records live.
      </Text>
      <div role="radiogroup" aria-label="Data source">
        <BlockStack gap="200">
          <OptionCard
            name="dataSource"
            value="built-in"
            checked={!airtable}
            onChoose={props.onDataSourceChange}
            title="Built-in tables"
            description="Tables stored in Atrium, filled with demo data you can edit or replace."
          />
          <OptionCard
            name="dataSource"
            value="airtable"
            checked={airtable}
            onChoose={props.onDataSourceChange}
            title="An Airtable base"
            description="Generate a page for each table you choose, with its records as cards, search, filters and a page for each record."
          />
        </BlockStack>
      </div>
      {airtable ? <BaseTables workspaceRouteId={props.workspaceRouteId} errors={props.errors} /> : null}
    </BlockStack>
  );
}

/** The base picker, then the base's tables to make pages of, each with what its listing will show. */
function BaseTables(props: { workspaceRouteId: number; errors: { baseId?: string; tableIds?: string } }) {
  const [baseId, setBaseId] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const tables = useFetcher<TablesAnswer>();
  const { load } = tables;
  useEffect(() => {
    if (baseId) load(`/api/workspaces/${props.workspaceRouteId}/airtable/bases/${encodeURIComponent(baseId)}/tables`);
  }, [baseId, load, props.workspaceRouteId]);
  const list = baseId && tables.data?.ok ? tables.data.tables : [];
  // A base's tables arrive: all of them are chosen (up to the limit), the builder unticks what to leave out.
  useEffect(() => {
    if (tables.data?.ok) setChosen(tables.data.tables.slice(0, MAX_GENERATED_TABLES).map((t) => t.id));
  }, [tables.data]);

  return (
    <BlockStack gap="400">
      <input type="hidden" name="baseId" value={baseId} />
      <AirtableTablePicker
        workspaceRouteId={props.workspaceRouteId}
        baseId={baseId}
        tableId=""
        baseOnly
        onChange={(choice) => setBaseId(choice.baseId)}
      />
      <Text as="p" tone="subdued" variant="bodySm">
        Atrium reads the base with the workspace&apos;s Airtable token, which you add or change on the{' '}
        <Link url={`/workspaces/${props.workspaceRouteId}`}>workspace&apos;s home page</Link>.
      </Text>
      {props.errors.baseId ? <InlineError fieldID="baseId" message={props.errors.baseId} /> : null}
      {baseId && tables.state === 'loading' ? <Spinner size="small" accessibilityLabel="Loading tables" /> : null}
      {baseId && tables.data && !tables.data.ok ? <InlineError fieldID="tableIds" message={tables.data.error} /> : null}
      {list.length > 0 ? (
        <fieldset className="atrium-wizard__tables">
          <legend>
            <Text as="span" variant="headingSm">
              Pages to generate
            </Text>
          </legend>
          <BlockStack gap="200">
            {list.map((table) => (
              <BlockStack gap="050" key={table.id}>
                <Checkbox
                  label={table.name}
                  name="tableIds"
                  value={table.id}
                  checked={chosen.includes(table.id)}
                  disabled={!chosen.includes(table.id) && chosen.length >= MAX_GENERATED_TABLES}
                  onChange={(on) => setChosen((ids) => (on ? [...ids, table.id] : ids.filter((id) => id !== table.id)))}
                  helpText={describePlan(planListing(table))}
                />
              </BlockStack>
            ))}
          </BlockStack>
        </fieldset>
      ) : null}
      {props.errors.tableIds ? <InlineError fieldID="tableIds" message={props.errors.tableIds} /> : null}
    </BlockStack>
  );
}

/** "Cards titled by Name, with the picture from Attachments, tags from Status; filters: …; search: …". */
export function describePlan(plan: GeneratedListingPlan): string {
  const parts = [`Cards titled by ${plan.title || 'the first field'}`];
  if (plan.image) parts.push(`the picture from ${plan.image}`);
  if (plan.tags) parts.push(`tags from ${plan.tags}`);
  if (plan.description) parts.push(`the description from ${plan.description}`);
  const lines = [parts.join(', ')];
  if (plan.filters.length > 0) lines.push(`filters: ${plan.filters.join(', ')}`);
  if (plan.search.length > 0) lines.push(`search in ${plan.search.join(', ')}`);
  return `${lines.join('; ')}.`;
}
