import type { CurrentUser } from './current-user';

/** What PATCH /api/users/profile answers on success (the profile dialog reads it). */
export interface ProfileSaved {
  ok: true;
  /** The updated user. */
  user: CurrentUser;
  /** False when the posted profile equals the saved one (nothing was written). */
  changed: boolean;
  /** The email changed: every session is revoked and this response clears the cookie. */
  emailChanged: boolean;
}

/** A refused profile: the first message, its field, and every field's messages. */
export interface ProfileRefused {
  ok: false;
  error: string;
  field?: string;
  fieldErrors?: Record<string, string[]>;
}
