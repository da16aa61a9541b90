import type { TDataData } from '@atrium/core';
import { useEffect, useState } from 'react';
import { usePreviewUsers, type ListedUser } from '../../../users/use-preview-users';

/** The listing editor's 'Preview as' choices besides a user: the sample person, and every record. */
export const PREVIEW_AS_SAMPLE = 'sample';
export const PREVIEW_AS_BUILDER = 'builder';
export const BUILDER_VIEW_LABEL = "Everyone's records (builder view)";
export const NO_USERS_NOTE = 'No users yet: the preview shows every record; each user will see only their own.';
export const BUILDER_VIEW_NOTE = "Everyone's records (builder view): each user will see only their own.";

export function previewingAsNote(user: { name: string; email: string }): string {
  const who = user.name && user.name !== user.email ? `${user.name} (${user.email})` : user.email;
  return `Previewing as ${who}: a user listing shows each person only their own records.`;
}

/** The sample person (POST /api/sites/{siteId}/listing-sample-user). */
export interface ListingSampleUser {
  id: string;
  name: string;
  email: string;
  /** Some listed record links to them. */
  hasRecords: boolean;
}

type Sample = { key: string; user: ListingSampleUser | null } | undefined;

/**
 * Whom the listing editor previews a user listing as (issue 24): by default a sample end user of
 * the portal (the first whose record some listed record links to, from the listing-sample-user
 * API), or a user picked from the portal's first users, or every record (builder view). Public
 * listings preview as the builder, as before. Answers the preview's `userId` (undefined: builder
 * view), the picker's options and value, and the note the preview shows.
 */
export function useListingPreviewAs(siteId: string, data: TDataData) {
  const isUser = data.listingType === 'user' && data.source !== null && data.userLinkFieldId !== '';
  const [choice, setChoice] = useState(PREVIEW_AS_SAMPLE);
  const { users } = usePreviewUsers(siteId, isUser, '');
  const key = JSON.stringify([data.source, data.userLinkFieldId]);
  const [sample, setSample] = useState<Sample>();
  useEffect(() => {
    if (!isUser) return;
    const controller = new AbortController();
    fetch(`/api/sites/${siteId}/listing-sample-user`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        data: { source: data.source, listingType: 'user', userLinkFieldId: data.userLinkFieldId },
      }),
      signal: controller.signal,
    })
      .then((res) => res.json() as Promise<{ ok: boolean; user?: ListingSampleUser | null }>)
      .then((answer) => setSample({ key, user: answer.ok ? (answer.user ?? null) : null }))
      .catch(() => {
        // Aborted by a newer link field or table; offline shows the builder view.
      });
    return () => controller.abort();
    // `key` stands for the source and the link field.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [siteId, key, isUser]);

  const sampleUser = sample?.key === key ? sample.user : undefined;
  const loading = isUser && sample?.key !== key;
  const picked = choice === PREVIEW_AS_SAMPLE ? sampleUser : pickedUser(users, choice, sampleUser);
  const userId = isUser && choice !== PREVIEW_AS_BUILDER && picked ? picked.id : undefined;
  const note =
    !isUser || loading
      ? undefined
      : userId && picked
        ? previewingAsNote(picked)
        : sampleUser === null
          ? NO_USERS_NOTE
          : BUILDER_VIEW_NOTE;
  const value = choice === PREVIEW_AS_SAMPLE ? (sampleUser?.id ?? PREVIEW_AS_BUILDER) : choice;
  const options = [
    { label: BUILDER_VIEW_LABEL, value: PREVIEW_AS_BUILDER },
    ...(sampleUser && !users.some((u) => u.id === sampleUser.id) ? [userOption(sampleUser)] : []),
    ...users.map((u) => userOption({ id: u.id, name: u.username || u.email, email: u.email })),
  ];
  return {
    /** A user listing (the picker shows). */
    isUser,
    /** The preview's viewer: an end user's id, or undefined for every record. */
    userId,
    /** Waiting for the sample user (the preview waits too). */
    loading,
    note,
    options,
    value,
    setChoice,
  };
}

export type ListingPreviewAs = ReturnType<typeof useListingPreviewAs>;

function pickedUser(users: ListedUser[], id: string, sample: ListingSampleUser | null | undefined) {
  if (sample?.id === id) return sample;
  const user = users.find((u) => u.id === id);
  return user ? { id: user.id, name: user.username || user.email, email: user.email } : undefined;
}

function userOption(user: { id: string; name: string; email: string }) {
  return { label: user.name && user.name !== user.email ? `${user.name} (${user.email})` : user.email, value: user.id };
}
