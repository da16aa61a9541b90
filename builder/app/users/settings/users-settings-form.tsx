import { ZUsersSettingsSchema, type TRichText, type TUsersSettings } from '@atrium/core';
import { useRevalidator } from '@remix-run/react';
import { BlockStack, ContextualSaveBar } from '@shopify/polaris';
import { useRef, useState } from 'react';
import { UnsavedChangesGuard } from '../../components/unsaved-changes-guard';
import { useApiFetcher } from '../use-json-fetcher';
import { AutoAssignCard, type AutoAssign, type AutoAssignField } from './auto-assign-card';
import { DefaultGroupCard } from './default-group-card';
import { EmailSendingCard } from './email-sending-card';
import { RedirectsCard, type Redirects } from './redirects-card';
import type { SettingsOption } from './settings-data.server';
import { WelcomeEmailCard, type WelcomeEmail } from './welcome-email-card';

/** What the Settings tab's loader gives the form (settings-data.server.ts). */
export interface UsersSettingsData {
  siteId: string;
  identity: Redirects;
  autoAssign: { field?: { id: string } | null; mapping: Array<{ group: string; value: string }> };
  defaultGroup: string | null;
  welcome: { subject: string; body: unknown };
  emailConfigured: boolean;
  targets: SettingsOption[];
  groups: SettingsOption[];
  fields: AutoAssignField[];
}

interface FormValues {
  redirects: Redirects;
  welcome: WelcomeEmail;
  autoAssign: AutoAssign;
}

function valuesOf(data: UsersSettingsData): FormValues {
  const { redirectOnSignup, redirectOnLogin, redirectOnForbidden, redirectOnLogout } = data.identity;
  return {
    redirects: { redirectOnSignup, redirectOnLogin, redirectOnForbidden, redirectOnLogout },
    welcome: { subject: data.welcome.subject, body: (data.welcome.body as TRichText | null) ?? null },
    autoAssign: { fieldId: data.autoAssign.field?.id ?? '', mapping: data.autoAssign.mapping },
  };
}

/** What Save sends: no field means no rules. */
function payloadOf(values: FormValues): TUsersSettings {
  const { fieldId, mapping } = values.autoAssign;
  return { ...values, autoAssign: { fieldId, mapping: fieldId ? mapping : [] } };
}

/** core's messages by path ('redirects.redirectOnLogin', 'autoAssign.mapping.0.group', …), first per field. */
function errorsOf(values: FormValues): Record<string, string> {
  const parsed = ZUsersSettingsSchema.safeParse(payloadOf(values));
  const errors: Record<string, string> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

function within(errors: Record<string, string>, prefix: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([path]) => path.startsWith(`${prefix}.`))
      .map(([path, message]) => [path.slice(prefix.length + 1), message]),
  );
}

/**
 * The Settings tab of User Management as one form (ADR 052): the redirects, the welcome email
 * and auto-assign are edited together and saved with one Save in Polaris's contextual save bar,
 * which shows while something differs from what is saved (Discard puts the saved values back).
 * Save checks the form with core's schema (the server checks it again) and sends one change.
 * The default group keeps its spec'd 'Select Default Group' dialog, which saves its choice as
 * every dialog of the builder does; email sending is read-only.
 */
export function UsersSettingsForm({ data }: { data: UsersSettingsData }) {
  const revalidator = useRevalidator();
  const [saved, setSaved] = useState(() => valuesOf(data));
  const [values, setValues] = useState(saved);
  const [tried, setTried] = useState(false);
  const sending = useRef<FormValues | null>(null);
  const { send, busy } = useApiFetcher(() => {
    if (sending.current) setSaved(sending.current);
    setTried(false);
    revalidator.revalidate();
  });
  const dirty = JSON.stringify(values) !== JSON.stringify(saved);
  const errors = tried ? errorsOf(values) : {};

  const save = () => {
    setTried(true);
    if (Object.keys(errorsOf(values)).length > 0) return;
    sending.current = values;
    send(`/api/apps/${data.siteId}/app-config`, 'PATCH', { intent: 'settings', ...payloadOf(values) });
  };
  const discard = () => {
    setValues(saved);
    setTried(false);
  };
  const set =
    <K extends keyof FormValues>(key: K) =>
    (value: FormValues[K]) =>
      setValues((v) => ({ ...v, [key]: value }));

  return (
    <BlockStack gap="400">
      <UnsavedChangesGuard when={dirty && !busy} />
      {dirty && (
        <ContextualSaveBar
          message="Unsaved changes"
          saveAction={{ content: 'Save', onAction: save, loading: busy }}
          discardAction={{ content: 'Discard', onAction: discard, disabled: busy }}
        />
      )}
      <RedirectsCard
        targets={data.targets}
        value={values.redirects}
        onChange={set('redirects')}
        errors={within(errors, 'redirects')}
      />
      <EmailSendingCard emailConfigured={data.emailConfigured} />
      <WelcomeEmailCard value={values.welcome} onChange={set('welcome')} errors={within(errors, 'welcome')} />
      <AutoAssignCard
        fields={data.fields}
        groups={data.groups}
        value={values.autoAssign}
        onChange={set('autoAssign')}
        errors={within(errors, 'autoAssign')}
      />
      <DefaultGroupCard siteId={data.siteId} defaultGroup={data.defaultGroup} groups={data.groups} />
    </BlockStack>
  );
}
