import {
  DataSourceError,
  USERS_TABLE_UNAVAILABLE_MESSAGE,
  type DataRecord,
  type DataSource,
  type TAppConfig,
  type TIdentityConfig,
  type TRichText,
} from '@atrium/core';
import type { Runtime } from '../runtime';
import { findUserRecordByEmail, usersTableSource } from './users-table';

/**
 * The portal an end user signs up to, as sign-up and activation need it: which site, its
 * user-accounts configuration, its name and canonical origin for the emails (links start with
 * the origin, never the request's Host), and how to render the welcome email's rich body (the
 * portal's own rich-text component: integrations renders no React).
 */
export interface SignupPortal {
  siteId: string;
  appConfig: TAppConfig;
  siteName: string;
  origin: string;
  renderRichText: (value: TRichText) => string;
}

/** A sign-up or activation that cannot go ahead: the message to show and its HTTP status. */
export type SignupRefusal = { kind: 'refused'; status: number; message: string };

export const signupRefused = (status: number, message: string): SignupRefusal => ({ kind: 'refused', status, message });

/**
 * Reads or writes the portal's users table for sign-up. The table unreachable (Airtable down,
 * say) is a 503 the person can retry: nothing was used up yet.
 */
export async function withSignupUsersTable<T>(
  runtime: Runtime,
  portal: SignupPortal,
  work: (source: DataSource | undefined, config: TIdentityConfig) => Promise<T>,
): Promise<{ kind: 'done'; value: T } | SignupRefusal> {
  const config = portal.appConfig.identity.config!;
  try {
    return {
      kind: 'done',
      value: await work(await usersTableSource(runtime, { siteId: portal.siteId, config }), config),
    };
  } catch (error) {
    if (!(error instanceof DataSourceError)) throw error;
    console.warn('Portal host: the users table could not be used at sign-up.', error);
    return signupRefused(503, USERS_TABLE_UNAVAILABLE_MESSAGE);
  }
}

/** The users-table record of an address, if the portal has a users table. */
export const findSignupRecord =
  (email: string) =>
  (source: DataSource | undefined, config: TIdentityConfig): Promise<DataRecord | undefined> =>
    source ? findUserRecordByEmail(source, config, email) : Promise.resolve(undefined);
