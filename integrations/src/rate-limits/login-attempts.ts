import type { Cache } from '../cache/cache';

/**
 * Log-in limits shared by builders and portal end users (ADR 021), after OWASP's guidance on
 * account lock-out: counting failures per account alone lets anyone lock a person out by
 * guessing wrong on purpose, so an account's failures are counted per client address, with a
 * slower account-wide limit that spares the addresses the account already logged in from.
 *
 * - per account and address: 10 attempts in 15 minutes; a successful log-in clears it;
 * - per account, from addresses it has not logged in from lately: 100 attempts an hour (ASVS
 *   2.2.1 asks for at most 100 failed attempts an hour on one account);
 * - per address, whatever the account: 50 attempts in 15 minutes (password spraying);
 * - an address stays known for an account 30 days after a successful log-in from it.
 *
 * Every attempt is counted before the password is checked (atomic increments, so a burst of
 * parallel requests cannot slip past a limit); a refused attempt costs no password hash.
 */
export const LOGIN_LIMITS = {
  perAccountAndAddress: 10,
  accountAndAddressWindowSeconds: 15 * 60,
  perAccount: 100,
  accountWindowSeconds: 60 * 60,
  perAddress: 50,
  addressWindowSeconds: 15 * 60,
  knownAddressSeconds: 30 * 24 * 60 * 60,
} as const;

export interface LoginAttempt {
  /** Over a limit: answer 429 without checking the password. */
  refused: boolean;
  /** After the right password: clears this account and address's failures and remembers the address. */
  succeeded(): Promise<void>;
}

export interface LoginAttemptParams {
  /** Whose accounts these are, e.g. 'builder' or `portal:{siteId}`. */
  scope: string;
  /** The email as typed, whether or not an account has it (compared trimmed and lowercased). */
  account: string;
  /** The client's address (`req.ip`, see TRUST_PROXY). */
  clientIp: string;
}

export async function countLoginAttempt(cache: Cache, params: LoginAttemptParams): Promise<LoginAttempt> {
  const prefix = `login-attempts:${params.scope}`;
  const account = params.account.trim().toLowerCase();
  const address = params.clientIp || 'unknown';
  const pairKey = `${prefix}:account-address:${account}:${address}`;
  const knownKey = `${prefix}:known-address:${account}:${address}`;
  const known = (await cache.get<boolean>(knownKey)) === true;
  const [byPair, byAddress, byAccount] = await Promise.all([
    cache.increment(pairKey, LOGIN_LIMITS.accountAndAddressWindowSeconds),
    cache.increment(`${prefix}:address:${address}`, LOGIN_LIMITS.addressWindowSeconds),
    known ? 0 : cache.increment(`${prefix}:account:${account}`, LOGIN_LIMITS.accountWindowSeconds),
  ]);
  return {
    refused:
      byPair > LOGIN_LIMITS.perAccountAndAddress ||
      byAddress > LOGIN_LIMITS.perAddress ||
      byAccount > LOGIN_LIMITS.perAccount,
    succeeded: async () => {
      await Promise.all([cache.delete(pairKey), cache.set(knownKey, true, LOGIN_LIMITS.knownAddressSeconds)]);
    },
  };
}
