import {
  customDomainInstructions,
  ZCustomDomainSchema,
  type TCustomDomainInstructionsInput,
  type TCustomDomainState,
  type TDnsRecord,
} from '@atrium/core';
import { DNS_HOSTNAME_MAX_LENGTH, isDnsLookupError, type DnsResolver } from './dns-resolver';

export interface CustomDomainCheck {
  /**
   * 'misconfigured' when the host name (or www when included) does not route to this server;
   * 'pending' when routing is right but the TXT record is missing or wrong; 'valid' when both are right.
   */
  state: TCustomDomainState;
  /** The routing records that are missing or wrong (to show with 'Invalid domain configuration'). */
  missingRouting: TDnsRecord[];
  verificationMissing: boolean;
  /**
   * True when a lookup failed with DnsLookupError: the state is a best effort (the failed
   * lookups count as wrong) and the caller should retry later rather than downgrade a verified domain.
   */
  inconclusive: boolean;
}

export type TCheckCustomDomainInput = TCustomDomainInstructionsInput;

/**
 * Checks a custom domain's DNS (ADR 024). A name routes here when its CNAME is `cnameTarget`, or
 * when it has A records and every one of them is an expected address: `publicIp` when set, else
 * the A records of `cnameTarget` looked up through the same resolver. The same holds for
 * `www.{hostname}` when included. Ownership is proven by a TXT record at
 * `_atrium-verification.{hostname}` whose value is exactly `atrium-verification={token}`.
 * Lookups run in parallel; a host name the Add custom domain schema refuses is not looked up at
 * all (it is misconfigured, conclusively).
 */
export async function checkCustomDomain(
  resolver: DnsResolver,
  input: TCheckCustomDomainInput,
): Promise<CustomDomainCheck> {
  const instructions = customDomainInstructions(input);
  const hostnameOk = ZCustomDomainSchema.safeParse(input.hostname);
  if (!hostnameOk.success || hostnameOk.data !== input.hostname.toLowerCase()) {
    return {
      state: 'misconfigured',
      missingRouting: instructions.routing,
      verificationMissing: true,
      inconclusive: false,
    };
  }

  let inconclusive = false;
  /** Runs a lookup; an unknown answer marks the check inconclusive and counts as "not right". */
  const attempt = async <T>(lookup: () => Promise<T>, unknown: T): Promise<T> => {
    try {
      return await lookup();
    } catch (error) {
      if (!isDnsLookupError(error)) throw error;
      inconclusive = true;
      return unknown;
    }
  };

  const target = input.cnameTarget.toLowerCase().replace(/\.$/, '');
  let expectedIps: Promise<Set<string> | undefined> | undefined;
  /** The addresses A records may hold; undefined when unknown (the target's lookup failed). */
  const expected = () =>
    (expectedIps ??=
      input.publicIp !== undefined
        ? Promise.resolve(new Set([input.publicIp]))
        : attempt(async () => new Set(await resolver.resolve4(target)), undefined));

  const routes = async (name: string): Promise<boolean> => {
    const [cnames, addresses] = await Promise.all([
      attempt(() => resolver.resolveCname(name), [] as string[]),
      attempt(() => resolver.resolve4(name), [] as string[]),
    ]);
    if (cnames.includes(target)) return true;
    if (addresses.length === 0) return false;
    const allowed = await expected();
    return allowed !== undefined && allowed.size > 0 && addresses.every((address) => allowed.has(address));
  };

  const verification = instructions.verification;
  const verified = async (): Promise<boolean> => {
    // No token proves nothing; a host name near 253 characters leaves no room for the record's name.
    if (input.token.trim() === '' || verification.name.length > DNS_HOSTNAME_MAX_LENGTH) return false;
    const values = await attempt(() => resolver.resolveTxt(verification.name), [] as string[]);
    return values.some((value) => value.trim() === verification.value);
  };

  const [routing, isVerified] = await Promise.all([
    Promise.all(instructions.routing.map(async (record) => ({ record, ok: await routes(record.name) }))),
    verified(),
  ]);
  const missingRouting = routing.filter(({ ok }) => !ok).map(({ record }) => record);
  const state: TCustomDomainState = missingRouting.length > 0 ? 'misconfigured' : isVerified ? 'valid' : 'pending';
  return { state, missingRouting, verificationMissing: !isVerified, inconclusive };
}
