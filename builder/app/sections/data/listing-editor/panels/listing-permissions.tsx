import {
  ANYONE_GROUP,
  NO_ONE_CAN_VIEW_MESSAGE,
  accessByGroup,
  accessFromGroups,
  nobodyCanView,
  toggleLinkedAction,
  type TListingAccess,
  type TListingAction,
} from '@atrium/core';
import { Banner, BlockStack, Checkbox, InlineStack, Text } from '@shopify/polaris';

const ACTIONS: Array<{ action: TListingAction; label: string }> = [
  { action: 'view', label: 'View only' },
  { action: 'edit', label: 'Edit' },
  { action: 'create', label: 'Create' },
  { action: 'delete', label: 'Delete' },
];

/**
 * The listing's Permissions panel (spec doc 2 §6, §4 'Permissions toggles'): per group ('Anyone'
 * first, the public included) View only, Edit, Create and Delete. View only stands alone;
 * choosing another action removes it; unticking removes the action. No entries at all means
 * everyone may view.
 */
export function ListingPermissions(props: {
  access: readonly TListingAccess[];
  groups: ReadonlyArray<{ id: string; name: string }>;
  onChange: (access: TListingAccess[]) => void;
}) {
  const byGroup = accessByGroup(props.access);
  const rows = [{ id: ANYONE_GROUP, name: 'Anyone' }, ...props.groups];
  const toggle = (group: string, action: TListingAction, on: boolean) => {
    const next = new Map(byGroup);
    next.set(group, toggleLinkedAction(next.get(group) ?? [], action, on) as TListingAction[]);
    props.onChange(accessFromGroups(next));
  };
  return (
    <BlockStack gap="300">
      <Text as="p" tone="subdued">
        {props.access.length === 0
          ? 'No permissions set: anyone may view these records, and no one may change them.'
          : 'Who may see and change these records.'}
      </Text>
      {nobodyCanView(props.access) && <Banner tone="warning">{NO_ONE_CAN_VIEW_MESSAGE}</Banner>}
      {rows.map((row) => {
        const actions = byGroup.get(row.id) ?? [];
        return (
          <fieldset key={row.id} className="atrium-permissions__group">
            <legend>
              <Text as="span" variant="headingSm">
                {row.name}
              </Text>
            </legend>
            <InlineStack gap="300">
              {ACTIONS.map(({ action, label }) => (
                <Checkbox
                  key={action}
                  label={label}
                  checked={actions.includes(action)}
                  onChange={(on) => toggle(row.id, action, on)}
                />
              ))}
            </InlineStack>
          </fieldset>
        );
      })}
      {props.groups.length === 0 && (
        <Text as="p" tone="subdued" variant="bodySm">
          Groups appear here once user accounts are set up (Users).
        </Text>
      )}
    </BlockStack>
  );
}
