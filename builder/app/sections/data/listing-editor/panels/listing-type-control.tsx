import {
  PUBLIC_LISTING_LABEL,
  USER_LISTING_LABEL,
  listingTypeNotes,
  listingTypeProblem,
  userLinkFields,
  userListingPossible,
  withListingType,
  type TDataData,
} from '@atrium/core';
import { Banner, BlockStack, ChoiceList, Link, Select, Text } from '@shopify/polaris';
import type { EditorContext } from '../../../../drawer-fields/field-specs';

/** The spec's word when a user listing cannot be chosen yet (doc 2 §4 'Listing type'). */
export const SET_UP_REQUIRED = 'Set up Required';

/**
 * Data → Source's listing type (issue 24): public or user listing, editable after the section is
 * made. Switching keeps every other setting, and the link field when it turns public, so turning
 * it back restores it. A user listing needs the table's link field to the users table: chosen
 * here, or a clear message when accounts are not set up (with a link to set them up) or the
 * table has no such link. What the type changes elsewhere is said, not silently dropped.
 */
export function ListingTypeControl({
  siteId,
  data,
  context,
  onChange,
}: {
  siteId: string;
  data: TDataData;
  context: EditorContext;
  onChange: (data: TDataData) => void;
}) {
  const users = context.usersTable;
  const fieldsLoaded = context.tableFields.length > 0;
  const links = userLinkFields(context.tableFields, users);
  const possible = userListingPossible(users, data.source);
  const isUser = data.listingType === 'user';
  const problem = isUser && fieldsLoaded && users ? listingTypeProblem(data, links) : undefined;
  const fieldName = (id: string) => context.tableFields.find((f) => f.id === id)?.name;
  const notes = listingTypeNotes(data, fieldName);
  return (
    <BlockStack gap="300">
      <ChoiceList
        title="Listing type"
        choices={[
          {
            label: PUBLIC_LISTING_LABEL,
            value: 'public',
            helpText: 'Everyone who may view this listing sees every record its rules allow.',
          },
          {
            label: USER_LISTING_LABEL,
            value: 'user',
            // A user listing stays selected (and editable) even when accounts changed since.
            disabled: !possible && !isUser,
            helpText: possible && users ? `Records linked to the person's record in ${users.tableName}.` : undefined,
          },
        ]}
        selected={[data.listingType]}
        onChange={(v) => onChange(withListingType(data, v[0] === 'user' ? 'user' : 'public', links))}
      />
      {users !== undefined && !possible && <NotPossible siteId={siteId} users={users} isUser={isUser} />}
      {isUser && users && possible && fieldsLoaded && links.length === 0 && (
        <Banner tone="critical" title="No link to your users">
          <Text as="p">
            {`This table has no field linking to ${users.tableName}, so this user listing shows nobody any records. Add a link field to ${users.tableName} in Data, or make it a public listing.`}
          </Text>
        </Banner>
      )}
      {isUser && links.length > 0 && (
        <Select
          label="Field linking records to your users"
          placeholder="Choose a field"
          options={links.map((f) => ({ label: f.name, value: f.id }))}
          value={links.some((f) => f.id === data.userLinkFieldId) ? data.userLinkFieldId : ''}
          onChange={(id) => onChange({ ...data, userLinkFieldId: id })}
          error={problem}
          helpText={problem ? undefined : 'Each signed-in person sees the records this field links to them.'}
          requiredIndicator
        />
      )}
      {notes.map((note) => (
        <Banner key={note} tone="warning">
          <Text as="p">{note}</Text>
        </Banner>
      ))}
    </BlockStack>
  );
}

/** Why a user listing cannot be chosen: accounts not set up (link to set them up), or in another source. */
function NotPossible({
  siteId,
  users,
  isUser,
}: {
  siteId: string;
  users: EditorContext['usersTable'];
  isUser: boolean;
}) {
  const message = !users
    ? 'User listings need user accounts: set them up first.'
    : `User accounts use ${users.tableName}, a table of another data source: a user listing must list a table of the same source.`;
  return (
    <Banner tone={isUser ? 'critical' : 'info'} title={SET_UP_REQUIRED}>
      <BlockStack gap="100">
        <Text as="p">{isUser ? `${message} Until then this user listing shows nobody any records.` : message}</Text>
        {!users && (
          <Link url={`/edit/${siteId}/users`} target="_blank">
            Set up user accounts
          </Link>
        )}
      </BlockStack>
    </Banner>
  );
}
