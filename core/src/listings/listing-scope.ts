import type { Condition } from '../data/condition';
import { ZListingQuerySchema, buildListingCondition, type ListingViewer } from '../data/listing-query';
import type { TDataData } from '../sections/types/data';

/**
 * The records a listing holds for this viewer, whatever the search and filters: its rules and,
 * for a user listing, the link to the viewer's record. Record pages and writes check a record
 * against it (with `matchesCondition`), so no URL opens a record the listing would not show.
 */
export function listingScopeCondition(data: TDataData, viewer: ListingViewer): Condition {
  // A user listing that does not say how records link to users shows nobody anything.
  if (data.listingType === 'user' && !data.userLinkFieldId) return { kind: 'not', condition: { kind: 'true' } };
  const query = ZListingQuerySchema.parse({
    rules: data.rules,
    ...(data.listingType === 'user' && data.userLinkFieldId
      ? { userScope: { linkFieldIds: [data.userLinkFieldId] } }
      : {}),
  });
  return buildListingCondition(query, viewer);
}
