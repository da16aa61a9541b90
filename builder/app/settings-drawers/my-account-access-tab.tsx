import {
  LINKED_FIELD_ACTIONS,
  PROFILE_FIELD_MODES,
  toggleLinkedAction,
  type TLinkedFieldAction,
  type TProfileFieldMode,
} from '@atrium/core';
import { Checkbox, Select, Text } from '@shopify/polaris';
import { actionsOf, modeOf, type MyAccountDraft, type MyAccountSettings } from './my-account-draft';

const MODE_LABELS: Record<TProfileFieldMode, string> = { edit: 'Can edit', view: 'View only', hidden: 'Hidden' };
const ACTION_LABELS: Record<TLinkedFieldAction, string> = {
  view: 'View',
  edit: 'Edit',
  create: 'Create',
  delete: 'Delete',
};

/**
 * The Access tab of the My Account drawer: a group (also the one the preview shows the page
 * for), then its mode of each profile field and its actions on each linked field.
 */
export function MyAccountAccessTab(props: {
  settings: MyAccountSettings;
  draft: MyAccountDraft;
  setDraft: (draft: MyAccountDraft) => void;
  group: string;
  setPreviewGroup: (groupId: string) => void;
}) {
  const { settings, draft, setDraft, group } = props;
  if (settings.groups.length === 0) {
    return (
      <Text as="p" tone="subdued">
        Every logged-in user sees and edits every profile field. Create groups in User Management to give groups
        different access.
      </Text>
    );
  }
  const fieldName = (id: string) => settings.usersTable.fields.find((f) => f.id === id)?.name ?? id;
  const groupOptions = [
    { label: 'Choose a group', value: '' },
    ...settings.groups.map((g) => ({ label: g.name, value: g.id })),
  ];
  return (
    <>
      <Select
        label="Group"
        helpText="The preview shows the page as a member of this group."
        options={groupOptions}
        value={group}
        onChange={props.setPreviewGroup}
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
}
