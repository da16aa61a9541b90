import { LISTING_USER_LINK_REQUIRED_MESSAGE } from './connect';
import { listingFormGroups } from './forms';
import type { TDataData } from './schema';
import type { TListingSource } from './source';

/**
 * Public or user listing (spec doc 2 §4 'Listing type'): what the connect-data wizard and the
 * listing editor's Data → Source tab both decide with. A user listing is possible when user
 * accounts are set up on a table of the listing's own data source (the same Airtable base), and
 * needs the listed table's link field to that users table.
 */

/** The users table as user listings link to it (the listing sources' `users`). */
export interface TUsersTableRef {
  source: 'local' | 'airtable';
  baseId: string;
  tableId: string;
  tableName: string;
}

export const PUBLIC_LISTING_LABEL = 'Public listing — everyone sees the same records';
export const USER_LISTING_LABEL = 'User listing — each signed-in person sees only their own records';

/** Whether a listing of this source may be a user listing: accounts set up in the same source. */
export function userListingPossible(
  users: TUsersTableRef | null | undefined,
  source: Pick<TListingSource, 'kind' | 'baseId'> | null | undefined,
): boolean {
  if (!users || !source || users.source !== source.kind) return false;
  return source.kind === 'local' || users.baseId === source.baseId;
}

/** The listed table's fields that link to the users table: a user listing's link is one of them. */
export function userLinkFields<F extends { type: string; options?: { linkedTableId?: string } }>(
  fields: readonly F[],
  users: TUsersTableRef | null | undefined,
): F[] {
  if (!users) return [];
  return fields.filter((f) => f.type === 'multipleRecordLinks' && f.options?.linkedTableId === users.tableId);
}

/**
 * The listing as the other type. Every other setting is kept (fields, filters, search, sort,
 * detail, actions, forms), and so is the link field when it turns public, so that turning it
 * into a user listing again restores it. A user listing without a link field takes the table's
 * only link to the users table.
 */
export function withListingType(
  data: TDataData,
  listingType: 'public' | 'user',
  links: ReadonlyArray<{ id: string }> = [],
): TDataData {
  if (listingType === 'public') return { ...data, listingType };
  const known = links.some((l) => l.id === data.userLinkFieldId);
  const userLinkFieldId = known || links.length !== 1 ? data.userLinkFieldId : links[0]!.id;
  return { ...data, listingType, userLinkFieldId };
}

/**
 * Why the listing cannot be saved as it is, or undefined: a user listing must say which field
 * links its records to users (the portal would otherwise show it to nobody), and, when the
 * table's fields are known, that field must still be a link to the users table.
 */
export function listingTypeProblem(
  data: Pick<TDataData, 'listingType' | 'userLinkFieldId'>,
  links?: ReadonlyArray<{ id: string }>,
): string | undefined {
  if (data.listingType !== 'user') return undefined;
  if (!data.userLinkFieldId) return LISTING_USER_LINK_REQUIRED_MESSAGE;
  if (links && links.length > 0 && !links.some((l) => l.id === data.userLinkFieldId)) {
    return LISTING_USER_LINK_REQUIRED_MESSAGE;
  }
  return undefined;
}

/**
 * What a listing's type changes in its other settings, said in the Source tab rather than
 * silently dropped. Rules that need a signed-in person (Linked to the signed-in user, a field of
 * the user's) still narrow a public listing: visitors who are not signed in see none of those
 * records. A public listing's forms and detail blocks show the link to users, which a user
 * listing keeps to itself (people could then link records to anyone).
 */
export function listingTypeNotes(
  data: TDataData,
  fieldName: (id: string) => string | undefined = () => undefined,
): string[] {
  const notes: string[] = [];
  if (data.listingType === 'public') {
    const personal = data.rules.filter((r) => r.type === 'user' || r.type === 'fieldAttribute').length;
    if (personal > 0) {
      notes.push(
        `${personal === 1 ? 'A rule' : `${personal} rules`} in Data → View ${personal === 1 ? 'needs' : 'need'} a signed-in person: visitors who are not signed in see no records, and each signed-in person only the records the rules match.`,
      );
    }
    const link = data.userLinkFieldId;
    if (link && linkFieldInUse(data, link)) {
      const name = fieldName(link) ?? 'the link to your users';
      notes.push(
        `The forms or the detailed view use ${name}: in a public listing people see it and can fill it in, which a user listing never allows.`,
      );
    }
  }
  return notes;
}

/** Whether the listing's forms or detail blocks show this field. */
function linkFieldInUse(data: TDataData, fieldId: string): boolean {
  const groups = [...data.customForm.groups, ...listingFormGroups(data, 'create'), ...listingFormGroups(data, 'edit')];
  return (
    groups.some((g) => g.fields.some((f) => f.fieldId === fieldId)) ||
    data.detail.fields.includes(fieldId) ||
    data.detail.blocks.some((b) => b.linkFieldId === fieldId || b.fieldIds.includes(fieldId))
  );
}
