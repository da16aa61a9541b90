import { myAccountView, type Ability, type TMyAccountView } from '@atrium/core';
import { Link } from '@remix-run/react';
import { Banner, Button, Spinner, Tabs } from '@shopify/polaris';
import { XIcon } from '@shopify/polaris-icons';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useToast } from '../components/builder-frame';
import { MyAccountAccessTab } from './my-account-access-tab';
import { completeDraft, draftAbility, type MyAccountDraft, type MyAccountSettings } from './my-account-draft';
import { MyAccountFieldsTab } from './my-account-fields-tab';

export type MyAccountEditor =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | {
      state: 'ready';
      settings: MyAccountSettings;
      draft: MyAccountDraft;
      setDraft: (draft: MyAccountDraft) => void;
      /** The group the preview shows the page for ('' = every field, as the builder). */
      previewGroup: string;
      setPreviewGroup: (groupId: string) => void;
      changed: boolean;
      saved: () => void;
    };

/** The My Account editor's data: loaded when the page opens, the draft the drawer and preview share. */
export function useMyAccountEditor(siteId: string, active: boolean): MyAccountEditor | null {
  const [settings, setSettings] = useState<MyAccountSettings | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [draft, setDraft] = useState<MyAccountDraft | null>(null);
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

/** The My Account page as the preview shows it: the draft layout, for the chosen group (or the given viewer). */
export function previewMyAccount(editor: MyAccountEditor & { state: 'ready' }, ability?: Ability): TMyAccountView {
  const { settings, draft } = editor;
  return myAccountView({
    layout: draft.layout,
    primaryFieldId: settings.primaryFieldId,
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

  async function save(ready: MyAccountEditor & { state: 'ready' }) {
    setSaving(true);
    try {
      toast(await saveMyAccount(siteId, completeDraft(ready.draft, ready.settings.groups)));
      ready.saved();
    } catch (error) {
      toast(error instanceof Error ? error.message : 'My Account could not be saved.', { error: true });
    } finally {
      setSaving(false);
    }
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
      {editor.state === 'ready' ? (
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
          <div className="atrium-block-drawer__body">
            {tab === 0 ? (
              <MyAccountFieldsTab settings={editor.settings} draft={editor.draft} setDraft={editor.setDraft} />
            ) : (
              <MyAccountAccessTab
                settings={editor.settings}
                draft={editor.draft}
                setDraft={editor.setDraft}
                group={editor.previewGroup}
                setPreviewGroup={editor.setPreviewGroup}
              />
            )}
          </div>
          <div className="atrium-block-drawer__footer">
            <Button
              variant="primary"
              loading={saving}
              disabled={!editor.changed || saving}
              onClick={() => void save(editor)}
            >
              Save
            </Button>
          </div>
        </>
      ) : (
        <div className="atrium-block-drawer__body">
          {editor.state === 'loading' ? (
            <Spinner accessibilityLabel="Loading My Account" size="small" />
          ) : (
            <Banner tone="warning">
              <p>{editor.message}</p>
              <p>
                <Link to={`/edit/${siteId}/users`}>Open User Management</Link>
              </p>
            </Banner>
          )}
        </div>
      )}
    </aside>
  );
}

/** PUT /api/apps/:siteId/my-account: the success message, or throws with the server's error. */
async function saveMyAccount(siteId: string, draft: MyAccountDraft): Promise<string> {
  const response = await fetch(`/api/apps/${siteId}/my-account`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify(draft),
  });
  const answer = (await response.json()) as { ok: boolean; message?: string; error?: string };
  if (!response.ok || !answer.ok) throw new Error(answer.error ?? 'My Account could not be saved.');
  return answer.message ?? 'Saved.';
}
