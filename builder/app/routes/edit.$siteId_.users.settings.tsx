import { ACCOUNT_PATH, LOGIN_PATH, SIGNUP_PATH, type TRichText } from '@atrium/core';
import { listPages, listUserGroups } from '@atrium/db';
import { usersTableSchemas, usersTableSource } from '@atrium/integrations';
import { useLoaderData, useRevalidator } from '@remix-run/react';
import {
  Autocomplete,
  Badge,
  BlockStack,
  Button,
  Card,
  FormLayout,
  InlineStack,
  Modal,
  Select,
  Text,
  TextField,
} from '@shopify/polaris';
import { DeleteIcon, PlusIcon } from '@shopify/polaris-icons';
import { useMemo, useState } from 'react';
import { builderLoader } from '../lib/route-builders.server';
import { useApiFetcher } from '../users/use-json-fetcher';
import { RichTextEditor } from '../rich-text/rich-text-editor';
import { emailSendingConfigured, accountsOrNull } from '../users/user-accounts.server';

/** Choice lists become searchable from this many choices (spec doc 3 §5, §9). */
export const AUTO_ASSIGN_SEARCH_THRESHOLD = 15;

export const loader = builderLoader(async (ctx) => {
  const access = await accountsOrNull(ctx, ctx.params.siteId);
  if (!access) return null;
  const { site, appConfig } = access;
  const config = appConfig.identity.config!;
  const [pages, groups, table] = await Promise.all([
    listPages(ctx.runtime.db, { siteId: site.id }),
    listUserGroups(ctx.runtime.db, { siteId: site.id }),
    // Built-in or Airtable alike; when Airtable cannot be reached the field choices stay empty.
    usersTableSource(ctx.runtime, { siteId: site.id, config })
      .then((source) => (source ? usersTableSchemas(source, config) : undefined))
      .then((schemas) => schemas?.usersTable)
      .catch(() => undefined),
  ]);
  return {
    siteId: site.id,
    identity: appConfig.identity,
    autoAssign: appConfig.autoAssign,
    defaultGroup: appConfig.defaultGroup,
    welcome: appConfig.emails.welcome,
    emailConfigured: emailSendingConfigured(ctx.runtime),
    targets: [
      { label: 'My Account', value: ACCOUNT_PATH },
      { label: 'Log In', value: LOGIN_PATH },
      { label: 'Sign Up', value: SIGNUP_PATH },
      ...pages.filter((p) => p.type === 'page').map((p) => ({ label: `${p.name} (${p.path})`, value: p.path })),
    ],
    groups: groups.map((g) => ({ label: g.name, value: g.id })),
    fields: (table?.fields ?? [])
      .filter((f) => f.id !== config.primaryField.id)
      .map((f) => ({
        id: f.id,
        name: f.name,
        choices: (f.options as { choices?: Array<{ name: string }> } | undefined)?.choices?.map((c) => c.name) ?? null,
      })),
  };
});

type Mapping = { group: string; value: string };

/** The Settings tab: redirects, email sending, auto-assign and the default group. */
export default function SettingsTab() {
  const loaded = useLoaderData<typeof loader>();
  return loaded ? <SettingsTabContent /> : null;
}

function SettingsTabContent() {
  const data = useLoaderData<typeof loader>()!;
  return (
    <BlockStack gap="400">
      <RedirectsCard />
      <Card>
        <BlockStack gap="200">
          <InlineStack gap="200" blockAlign="center">
            <Text as="h2" variant="headingMd">
              Email sending
            </Text>
            <Badge tone={data.emailConfigured ? 'success' : 'warning'}>
              {data.emailConfigured ? 'Set up' : 'Set up required'}
            </Badge>
          </InlineStack>
          <Text as="p" tone="subdued">
            {data.emailConfigured
              ? 'Invitations, welcome and password reset emails are sent.'
              : 'Set SMTP_URL and SMTP_FROM on the server to send invitations, welcome and password reset emails.'}
          </Text>
        </BlockStack>
      </Card>
      <WelcomeEmailCard />
      <AutoAssignCard />
      <DefaultGroupCard />
    </BlockStack>
  );
}

/** The welcome email editor (spec doc 3 §2.5): a subject and a rich-text body, sent after sign-up. */
function WelcomeEmailCard() {
  const { siteId, welcome } = useLoaderData<typeof loader>()!;
  const [subject, setSubject] = useState(welcome.subject);
  const [body, setBody] = useState<TRichText | null>(welcome.body as TRichText | null);
  const { send, busy, fetcher } = useApiFetcher();
  const error = fetcher.data && !fetcher.data.ok ? fetcher.data.error : undefined;
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          Welcome email
        </Text>
        <Text as="p" tone="subdued">
          Sent to every new user after they sign up, with a link to their account.
        </Text>
        <TextField
          label="Subject"
          value={subject}
          onChange={setSubject}
          autoComplete="off"
          error={subject.trim() === '' ? 'Please enter a subject.' : error}
        />
        <RichTextEditor label="Body" value={body} onChange={setBody} />
        <InlineStack>
          <Button
            variant="primary"
            loading={busy}
            disabled={subject.trim() === ''}
            onClick={() => send(`/api/apps/${siteId}/app-config`, 'PATCH', { intent: 'welcome-email', subject, body })}
          >
            Save welcome email
          </Button>
        </InlineStack>
      </BlockStack>
    </Card>
  );
}

function RedirectsCard() {
  const { siteId, identity, targets } = useLoaderData<typeof loader>()!;
  const [values, setValues] = useState({
    redirectOnSignup: identity.redirectOnSignup,
    redirectOnLogin: identity.redirectOnLogin,
    redirectOnForbidden: identity.redirectOnForbidden,
    redirectOnLogout: identity.redirectOnLogout,
  });
  const { send, busy, fetcher } = useApiFetcher();
  const error = fetcher.data && !fetcher.data.ok ? fetcher.data.error : undefined;
  const field = (key: keyof typeof values, label: string) => (
    <Select
      label={label}
      options={targets}
      placeholder="Select a page"
      value={values[key]}
      onChange={(value) => setValues({ ...values, [key]: value })}
      error={values[key] ? undefined : error}
    />
  );
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          Redirects
        </Text>
        <FormLayout>
          <FormLayout.Group>
            {field('redirectOnSignup', 'After sign-up')}
            {field('redirectOnLogin', 'After log-in')}
          </FormLayout.Group>
          <FormLayout.Group>
            {field('redirectOnForbidden', 'When a page is not allowed')}
            {field('redirectOnLogout', 'After log-out')}
          </FormLayout.Group>
        </FormLayout>
        <InlineStack>
          <Button
            variant="primary"
            loading={busy}
            onClick={() => send(`/api/apps/${siteId}/app-config`, 'PATCH', { intent: 'redirects', ...values })}
          >
            Save redirects
          </Button>
        </InlineStack>
      </BlockStack>
    </Card>
  );
}

function ValueInput(props: {
  label: string;
  choices: string[] | null;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const [query, setQuery] = useState(props.value);
  const options = useMemo(
    () =>
      (props.choices ?? [])
        .filter((c) => c.toLowerCase().includes(query.toLowerCase()))
        .map((c) => ({ label: c, value: c })),
    [props.choices, query],
  );
  if (!props.choices) {
    return (
      <TextField
        label={props.label}
        value={props.value}
        onChange={props.onChange}
        autoComplete="off"
        error={props.error}
      />
    );
  }
  if (props.choices.length < AUTO_ASSIGN_SEARCH_THRESHOLD) {
    return (
      <Select
        label={props.label}
        placeholder="Choose a value"
        options={props.choices.map((c) => ({ label: c, value: c }))}
        value={props.value}
        onChange={props.onChange}
        error={props.error}
      />
    );
  }
  return (
    <Autocomplete
      options={options}
      selected={props.value ? [props.value] : []}
      onSelect={(selected) => {
        props.onChange(selected[0] ?? '');
        setQuery(selected[0] ?? '');
      }}
      textField={
        <Autocomplete.TextField
          label={props.label}
          value={query}
          onChange={setQuery}
          autoComplete="off"
          error={props.error}
        />
      }
    />
  );
}

function AutoAssignCard() {
  const { siteId, autoAssign, fields, groups } = useLoaderData<typeof loader>()!;
  const [fieldId, setFieldId] = useState(autoAssign.field?.id ?? '');
  const [mapping, setMapping] = useState<Mapping[]>(
    autoAssign.mapping.length > 0 ? autoAssign.mapping : [{ group: '', value: '' }],
  );
  const [tried, setTried] = useState(false);
  const { send, busy } = useApiFetcher();
  const field = fields.find((f) => f.id === fieldId);
  const chooseField = (id: string) => {
    setFieldId(id);
    // Spec doc 3 §4.4: choosing a field resets the mapping to one empty row; clearing it removes every rule.
    setMapping([{ group: '', value: '' }]);
    setTried(false);
  };
  const save = () => {
    setTried(true);
    if (fieldId && mapping.some((m) => !m.group || !m.value.trim())) return;
    send(`/api/apps/${siteId}/app-config`, 'PATCH', {
      intent: 'auto-assign',
      fieldId,
      mapping: fieldId ? mapping : [],
    });
  };
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          User Groups
        </Text>
        <Text as="p" tone="subdued">
          Put people into groups from a field of your users table, when they sign up.
        </Text>
        <Select
          label="Field"
          options={[{ label: 'No field (off)', value: '' }, ...fields.map((f) => ({ label: f.name, value: f.id }))]}
          value={fieldId}
          onChange={chooseField}
        />
        {fieldId &&
          mapping.map((row, index) => (
            <InlineStack key={index} gap="200" blockAlign="end" wrap={false}>
              <div style={{ flex: 1 }}>
                <ValueInput
                  label="When the value is"
                  choices={field?.choices ?? null}
                  value={row.value}
                  onChange={(value) => setMapping(mapping.map((m, i) => (i === index ? { ...m, value } : m)))}
                  error={tried && !row.value.trim() ? 'You need to specify the value to match' : undefined}
                />
              </div>
              <div style={{ flex: 1 }}>
                <Select
                  label="Add to group"
                  placeholder="Choose a group"
                  options={groups}
                  value={row.group}
                  onChange={(group) => setMapping(mapping.map((m, i) => (i === index ? { ...m, group } : m)))}
                  error={tried && !row.group ? 'You need to select a group' : undefined}
                />
              </div>
              <Button
                icon={DeleteIcon}
                accessibilityLabel={`Remove rule ${index + 1}`}
                disabled={mapping.length === 1}
                onClick={() => setMapping(mapping.filter((_, i) => i !== index))}
              />
            </InlineStack>
          ))}
        <InlineStack gap="200">
          {fieldId && (
            <Button icon={PlusIcon} onClick={() => setMapping([...mapping, { group: '', value: '' }])}>
              Add rule
            </Button>
          )}
          <Button variant="primary" loading={busy} onClick={save}>
            Save
          </Button>
        </InlineStack>
      </BlockStack>
    </Card>
  );
}

function DefaultGroupCard() {
  const { siteId, defaultGroup, groups } = useLoaderData<typeof loader>()!;
  const revalidator = useRevalidator();
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState(defaultGroup ?? '');
  const { send, busy } = useApiFetcher(() => {
    setOpen(false);
    revalidator.revalidate();
  });
  const current = groups.find((g) => g.value === defaultGroup)?.label;
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          Default group
        </Text>
        <Text as="p" tone="subdued">
          {current ? `New users join ${current}.` : 'New users join no group (Global (applies to everyone)).'}
        </Text>
        <InlineStack>
          <Button onClick={() => setOpen(true)}>Select Default Group</Button>
        </InlineStack>
      </BlockStack>
      {open && (
        <Modal
          open
          onClose={() => setOpen(false)}
          title="Select Default Group"
          primaryAction={{
            content: 'Save',
            loading: busy,
            onAction: () =>
              send(`/api/apps/${siteId}/app-config`, 'PATCH', { intent: 'default-group', groupId: choice || null }),
          }}
          secondaryActions={[{ content: 'Cancel', onAction: () => setOpen(false) }]}
        >
          <Modal.Section>
            <Select
              label="Default group"
              options={[{ label: 'Global (applies to everyone)', value: '' }, ...groups]}
              value={choice}
              onChange={setChoice}
            />
          </Modal.Section>
        </Modal>
      )}
    </Card>
  );
}
