import {
  LINKED_FIELD_ACTIONS,
  MANAGE_ALL,
  PROFILE_FIELD_MODES,
  abilitiesFor,
  createAbility,
  myAccountGroupRules,
  myAccountLinkedRule,
  myAccountView,
  toggleLinkedAction,
  type Ability,
  type TAccessRule,
  type TLinkedFieldAction,
  type TMyAccountLayout,
  type TMyAccountView,
  type TProfileFieldMode,
  type TableField,
} from '@atrium/core';
import { Link } from '@remix-run/react';
import { Banner, Button, Checkbox, Select, Spinner, Tabs, Text } from '@shopify/polaris';
import { ArrowDownIcon, ArrowUpIcon, XIcon } from '@shopify/polaris-icons';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useToast } from '../components/builder-frame';

interface Table {
  id: string;
  name: string;
  fields: TableField[];
}

/** What GET /api/apps/:siteId/my-account answers. */
export interface MyAccountSettings {
  usersTable: Table;
  linkedTables: Table[];
  groups: Array<{ id: string; name: string }>;
  layout: TMyAccountLayout;
  groupModes: Record<string, Record<string, TProfileFieldMode>>;
  linkedActions: Record<string, Record<string, TLinkedFieldAction[]>>;
}

type Draft = Pick<MyAccountSettings, 'layout' | 'groupModes' | 'linkedActions'>;

export type MyAccountEditor =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | {
      state: 'ready';
      settings: MyAccountSettings;
      draft: Draft;
      setDraft: (draft: Draft) => void;
      /** The group the preview shows the page for ('' = every field, as the builder). */
      previewGroup: string;
      setPreviewGroup: (groupId: string) => void;
      changed: boolean;
      saved: () => void;
    };

const MODE_LABELS: Record<TProfileFieldMode, string> = { edit: 'Can edit', view: 'View only', hidden: 'Hidden' };
const ACTION_LABELS: Record<TLinkedFieldAction, string> = {
  view: 'View',
  edit: 'Edit',
  create: 'Create',
  delete: 'Delete',
};
const DEFAULT_LINKED: TLinkedFieldAction[] = ['view'];

/** The My Account editor's data: loaded when the page opens, the draft the drawer and preview share. */
export function useMyAccountEditor(siteId: string, active: boolean): MyAccountEditor | null {
  const [settings, setSettings] = useState<MyAccountSettings | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [previewGroup, setPreviewGroup] = useState('');
  const load = useCallback(async () => {
    const response = await fetch(`/api/apps/${siteId}/my-account`, { credentials: 'same-origin' });
    const answer = (await response.json()) as (MyAccountSettings & { ok?: true }) | { ok: false; error: string };
    if ('error' in answer) {
      setError(answer.error);
      return;
    }
    setSettings(answer);
    setDraft({ layout: answer.layout, groupModes: answer.groupModes, linkedActions: answer.linkedActions });
  }, [siteId]);
  useEffect(() => {
    if (!active) return;
    setError(null);
    load().catch(() => setError('My Account could not be loaded.'));
  }, [active, load]);
  if (!active) return null;
  if (error) return { state: 'error', message: error };
  if (!settings || !draft) return { state: 'loading' };
  return {
    state: 'ready',
    settings,
    draft,
    setDraft,
    previewGroup,
    setPreviewGroup,
    changed:
      JSON.stringify(draft) !==
      JSON.stringify({
        layout: settings.layout,
        groupModes: settings.groupModes,
        linkedActions: settings.linkedActions,
      }),
    saved: () => void load(),
  };
}

/** A group's mode of each profile field as the drawer shows it: unlisted groups edit everything (the default). */
function modeOf(draft: Draft, groupId: string, fieldId: string): TProfileFieldMode {
  return draft.groupModes[groupId]?.[fieldId] ?? 'edit';
}
function actionsOf(draft: Draft, groupId: string, fieldId: string): TLinkedFieldAction[] {
  return draft.linkedActions[groupId]?.[fieldId] ?? DEFAULT_LINKED;
}

/**
 * What the drawer saves. A linked field that any group limits is closed to every group without
 * its own rule (the access engine's rule), so the groups left at the default get their View
 * written out: what the drawer shows is what they get.
 */
export function completeDraft(draft: Draft, groups: ReadonlyArray<{ id: string }>): Draft {
  const linkedActions: Draft['linkedActions'] = {};
  for (const { id: fieldId } of draft.layout.linked) {
    const limited = groups.some((g) => draft.linkedActions[g.id]?.[fieldId] !== undefined);
    if (!limited) continue;
    for (const group of groups) (linkedActions[group.id] ??= {})[fieldId] = actionsOf(draft, group.id, fieldId);
  }
  return { ...draft, linkedActions };
}

/** The abilities of a member of one group under the draft (the builder sees everything). */
function draftAbility(draft: Draft, groups: ReadonlyArray<{ id: string }>, groupId: string): Ability {
  if (!groupId) return createAbility([MANAGE_ALL]);
  const complete = completeDraft(draft, groups);
  const rules: TAccessRule[] = [];
  const modes = Object.fromEntries(draft.layout.profile.map((f) => [f.id, modeOf(draft, groupId, f.id)]));
  if (Object.values(modes).some((m) => m !== 'edit')) {
    rules.push(...myAccountGroupRules(groupId, modes).map((r, i) => ({ ...r, _id: `p${i}` })));
  }
  for (const [gid, byField] of Object.entries(complete.linkedActions)) {
    for (const [fieldId, actions] of Object.entries(byField)) {
      const rule = myAccountLinkedRule(gid, fieldId, actions);
      if (rule) rules.push({ ...rule, _id: `l${gid}${fieldId}` });
    }
  }
  return abilitiesFor({
    viewer: { kind: 'user', userId: 'preview', groups: [groupId] },
    identityEnabled: true,
    rules,
    pages: [],
  });
}

/** The My Account page as the preview shows it: the draft layout, for the chosen group (or the given viewer). */
export function previewMyAccount(editor: MyAccountEditor & { state: 'ready' }, ability?: Ability): TMyAccountView {
  const { settings, draft } = editor;
  return myAccountView({
    layout: draft.layout,
    ability: ability ?? draftAbility(draft, settings.groups, editor.previewGroup),
    usersTable: settings.usersTable,
    linkedTables: settings.linkedTables,
    record: undefined,
    linked: {},
  });
}

/**
 * The My Account Form drawer (spec doc 3 §4.10): fields move between Available, Profile Fields
 * and Linked Records; per group, each profile field can be edited, only viewed or hidden, and
 * linked records get actions (View alone, or any of Edit, Create, Delete). Save writes the layout
 * and the groups' rules together.
 */
export function MyAccountDrawer({
  siteId,
  editor,
  onClose,
}: {
  siteId: string;
  editor: MyAccountEditor;
  onClose: () => void;
}) {
  const toast = useToast();
  const [tab, setTab] = useState(0);
  const [saving, setSaving] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  let body: React.ReactNode;
  let footer: React.ReactNode = null;
  if (editor.state === 'loading') {
    body = <Spinner accessibilityLabel="Loading My Account" size="small" />;
  } else if (editor.state === 'error') {
    body = (
      <Banner tone="warning">
        <p>{editor.message}</p>
        <p>
          <Link to={`/edit/${siteId}/users`}>Open User Management</Link>
        </p>
      </Banner>
    );
  } else {
    const { settings, draft, setDraft } = editor;
    const fieldName = (id: string) => settings.usersTable.fields.find((f) => f.id === id)?.name ?? id;
    const used = new Set([...draft.layout.profile, ...draft.layout.linked].map((f) => f.id));
    const available = settings.usersTable.fields.filter((f) => !used.has(f.id));
    const setLayout = (layout: TMyAccountLayout) => setDraft({ ...draft, layout });
    const move = <T,>(list: T[], from: number, to: number) => {
      const next = [...list];
      const [item] = next.splice(from, 1);
      next.splice(to, 0, item!);
      return next;
    };
    const linkedTable = (fieldId: string) =>
      settings.linkedTables.find(
        (t) => t.id === settings.usersTable.fields.find((f) => f.id === fieldId)?.options?.linkedTableId,
      );
    const group = editor.previewGroup;

    async function save() {
      setSaving(true);
      try {
        const response = await fetch(`/api/apps/${siteId}/my-account`, {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json' },
          credentials: 'same-origin',
          body: JSON.stringify(completeDraft(draft, settings.groups)),
        });
        const answer = (await response.json()) as { ok: boolean; message?: string; error?: string };
        if (!response.ok || !answer.ok) throw new Error(answer.error ?? 'My Account could not be saved.');
        toast(answer.message ?? 'Saved.');
        if (editor.state === 'ready') editor.saved();
      } catch (error) {
        toast(error instanceof Error ? error.message : 'My Account could not be saved.', { error: true });
      } finally {
        setSaving(false);
      }
    }

    const fieldsTab = (
      <>
        <section aria-labelledby="my-account-profile">
          <Text as="h3" variant="headingSm" id="my-account-profile">
            Profile Fields
          </Text>
          {draft.layout.profile.length === 0 ? (
            <Text as="p" tone="subdued">
              Add a field to get started.
            </Text>
          ) : (
            <ol className="atrium-my-account__list">
              {draft.layout.profile.map((f, i) => (
                <li key={f.id} className="atrium-block-drawer__item atrium-block-drawer__item-row">
                  <span className="atrium-my-account__name">{fieldName(f.id)}</span>
                  <Button
                    size="slim"
                    variant="tertiary"
                    icon={ArrowUpIcon}
                    disabled={i === 0}
                    accessibilityLabel={`Move ${fieldName(f.id)} up`}
                    onClick={() => setLayout({ ...draft.layout, profile: move(draft.layout.profile, i, i - 1) })}
                  />
                  <Button
                    size="slim"
                    variant="tertiary"
                    icon={ArrowDownIcon}
                    disabled={i === draft.layout.profile.length - 1}
                    accessibilityLabel={`Move ${fieldName(f.id)} down`}
                    onClick={() => setLayout({ ...draft.layout, profile: move(draft.layout.profile, i, i + 1) })}
                  />
                  <Button
                    size="slim"
                    variant="tertiary"
                    icon={XIcon}
                    accessibilityLabel={`Remove ${fieldName(f.id)}`}
                    onClick={() =>
                      setLayout({ ...draft.layout, profile: draft.layout.profile.filter((x) => x.id !== f.id) })
                    }
                  />
                </li>
              ))}
            </ol>
          )}
        </section>
        <section aria-labelledby="my-account-linked">
          <Text as="h3" variant="headingSm" id="my-account-linked">
            Linked Records
          </Text>
          {draft.layout.linked.length === 0 ? (
            <Text as="p" tone="subdued">
              Link fields of the users table show the records linked to each user.
            </Text>
          ) : (
            <ol className="atrium-my-account__list">
              {draft.layout.linked.map((entry, i) => {
                const table = linkedTable(entry.id);
                return (
                  <li key={entry.id} className="atrium-block-drawer__item">
                    <div className="atrium-block-drawer__item-row">
                      <span className="atrium-my-account__name">{fieldName(entry.id)}</span>
                      <Button
                        size="slim"
                        variant="tertiary"
                        icon={XIcon}
                        accessibilityLabel={`Remove ${fieldName(entry.id)}`}
                        onClick={() =>
                          setLayout({ ...draft.layout, linked: draft.layout.linked.filter((_, j) => j !== i) })
                        }
                      />
                    </div>
                    <fieldset className="atrium-my-account__fields">
                      <legend>Fields shown{table ? ` (${table.name})` : ''}</legend>
                      {(table?.fields ?? []).map((f) => (
                        <Checkbox
                          key={f.id}
                          label={f.name}
                          checked={entry.fields.some((x) => x.id === f.id)}
                          onChange={(checked) => {
                            const fields = checked
                              ? [...entry.fields, { id: f.id }]
                              : entry.fields.filter((x) => x.id !== f.id);
                            setLayout({
                              ...draft.layout,
                              linked: draft.layout.linked.map((x, j) => (j === i ? { ...x, fields } : x)),
                            });
                          }}
                        />
                      ))}
                    </fieldset>
                  </li>
                );
              })}
            </ol>
          )}
        </section>
        <section aria-labelledby="my-account-available">
          <Text as="h3" variant="headingSm" id="my-account-available">
            Available
          </Text>
          {available.length === 0 ? (
            <Text as="p" tone="subdued">
              Every field is on the page.
            </Text>
          ) : (
            <ol className="atrium-my-account__list">
              {available.map((f) => {
                const link = f.type === 'multipleRecordLinks';
                return (
                  <li key={f.id} className="atrium-block-drawer__item atrium-block-drawer__item-row">
                    <span className="atrium-my-account__name">{f.name}</span>
                    <Button
                      size="slim"
                      accessibilityLabel={`Add ${f.name} to ${link ? 'Linked Records' : 'Profile Fields'}`}
                      onClick={() =>
                        setLayout(
                          link
                            ? { ...draft.layout, linked: [...draft.layout.linked, { id: f.id, fields: [] }] }
                            : { ...draft.layout, profile: [...draft.layout.profile, { id: f.id }] },
                        )
                      }
                    >
                      {link ? 'Add linked records' : 'Add'}
                    </Button>
                  </li>
                );
              })}
            </ol>
          )}
        </section>
      </>
    );

    const groupOptions = [
      { label: 'Choose a group', value: '' },
      ...settings.groups.map((g) => ({ label: g.name, value: g.id })),
    ];
    const accessTab =
      settings.groups.length === 0 ? (
        <Text as="p" tone="subdued">
          Every logged-in user sees and edits every profile field. Create groups in User Management to give groups
          different access.
        </Text>
      ) : (
        <>
          <Select
            label="Group"
            helpText="The preview shows the page as a member of this group."
            options={groupOptions}
            value={group}
            onChange={editor.setPreviewGroup}
          />
          {group &&
            draft.layout.profile.map((f) => (
              <Select
                key={f.id}
                label={fieldName(f.id)}
                options={PROFILE_FIELD_MODES.map((m) => ({ label: MODE_LABELS[m], value: m }))}
                value={modeOf(draft, group, f.id)}
                onChange={(mode) => {
                  const modes = { ...(draft.groupModes[group] ?? {}), [f.id]: mode as TProfileFieldMode };
                  setDraft({ ...draft, groupModes: { ...draft.groupModes, [group]: modes } });
                }}
              />
            ))}
          {group &&
            draft.layout.linked.map((entry) => (
              <fieldset key={entry.id} className="atrium-my-account__fields">
                <legend>{fieldName(entry.id)}</legend>
                {LINKED_FIELD_ACTIONS.map((action) => (
                  <Checkbox
                    key={action}
                    label={ACTION_LABELS[action]}
                    checked={actionsOf(draft, group, entry.id).includes(action)}
                    onChange={(checked) => {
                      const actions = toggleLinkedAction(actionsOf(draft, group, entry.id), action, checked);
                      const byField = { ...(draft.linkedActions[group] ?? {}), [entry.id]: actions };
                      setDraft({ ...draft, linkedActions: { ...draft.linkedActions, [group]: byField } });
                    }}
                  />
                ))}
              </fieldset>
            ))}
        </>
      );

    body = (
      <>
        <Tabs
          tabs={[
            { id: 'my-account-fields', content: 'Fields' },
            { id: 'my-account-access', content: 'Access' },
          ]}
          selected={tab}
          onSelect={setTab}
          fitted
        />
        <div className="atrium-block-drawer__body">{tab === 0 ? fieldsTab : accessTab}</div>
      </>
    );
    footer = (
      <Button variant="primary" loading={saving} disabled={!editor.changed || saving} onClick={() => void save()}>
        Save
      </Button>
    );
  }

  return (
    <aside
      className="atrium-block-drawer"
      aria-labelledby="atrium-my-account-title"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
    >
      <div className="atrium-block-drawer__header">
        <h2 id="atrium-my-account-title" tabIndex={-1} ref={headingRef}>
          My Account Form
        </h2>
        <Button icon={XIcon} variant="tertiary" accessibilityLabel="Close the My Account editor" onClick={onClose} />
      </div>
      {editor.state === 'ready' ? body : <div className="atrium-block-drawer__body">{body}</div>}
      {footer && <div className="atrium-block-drawer__footer">{footer}</div>}
    </aside>
  );
}
