import { splitDomain } from './split-domain';

/** One DNS record as the Domain screen shows it and the check expects it. */
export interface TDnsRecord {
  type: 'A' | 'CNAME' | 'TXT';
  /** The full name, without a trailing dot: `portal.example.com`. */
  name: string;
  /** The name relative to the apex, as registrars show it: '@', 'www', 'portal', '_atrium-verification.portal'. */
  host: string;
  value: string;
}

/** The label in front of a custom domain that holds its ownership proof. */
export const VERIFICATION_RECORD_PREFIX = '_atrium-verification';
/** The TXT value is this followed by the domain's token. */
export const VERIFICATION_VALUE_PREFIX = 'atrium-verification=';

/** The name relative to its apex, '@' for the apex itself. */
function hostOf(name: string, apexName: string): string {
  return name === apexName ? '@' : name.slice(0, name.length - apexName.length - 1);
}

function record(type: TDnsRecord['type'], name: string, apexName: string, value: string): TDnsRecord {
  return { type, name, host: hostOf(name, apexName), value };
}

/** The TXT record that proves ownership: `_atrium-verification.{hostname}` = `atrium-verification={token}`. */
export function verificationRecord(hostname: string, token: string): TDnsRecord {
  const { apexName } = splitDomain(hostname);
  const name = `${VERIFICATION_RECORD_PREFIX}.${hostname}`;
  return record('TXT', name, apexName, `${VERIFICATION_VALUE_PREFIX}${token}`);
}

export interface TCustomDomainInstructionsInput {
  hostname: string;
  includeWww: boolean;
  token: string;
  /** PORTAL_PUBLIC_IP: the A records' value; without it no A record can be suggested. */
  publicIp: string | undefined;
  /** PORTAL_CNAME_TARGET: the CNAME records' value. */
  cnameTarget: string;
}

export interface TCustomDomainInstructions {
  recommended: 'A' | 'CNAME';
  /** The records to create, of the recommended kind for the host name, then `www` (always a CNAME). */
  routing: TDnsRecord[];
  /** The host name's record of the other kind (either does), when there is one. */
  alternatives: TDnsRecord[];
  verification: TDnsRecord;
}

/**
 * The DNS instructions of spec doc 1 §9 for a custom domain. A CNAME to `cnameTarget` is
 * recommended when the host name has a subdomain part (`portal.example.com`), an A record to
 * `publicIp` for an apex domain (`example.com`, where most DNS hosts allow no CNAME). When
 * `includeWww`, `www.{hostname}` gets a CNAME too. `alternatives` holds the host name's record of
 * the other kind. Without a `publicIp` (PORTAL_PUBLIC_IP unset) there is no A record to give:
 * the CNAME is recommended even for an apex (DNS hosts with CNAME flattening or ALIAS records
 * take it) and there are no alternatives.
 */
export function customDomainInstructions(input: TCustomDomainInstructionsInput): TCustomDomainInstructions {
  const { hostname, includeWww, token, publicIp, cnameTarget } = input;
  const { apexName, isApex } = splitDomain(hostname);
  const cname = record('CNAME', hostname, apexName, cnameTarget);
  const a = publicIp === undefined ? undefined : record('A', hostname, apexName, publicIp);
  const recommended: 'A' | 'CNAME' = isApex && a ? 'A' : 'CNAME';
  const main = recommended === 'A' ? a! : cname;
  const other = recommended === 'A' ? cname : a;
  const routing = [main];
  if (includeWww) routing.push(record('CNAME', `www.${hostname}`, apexName, cnameTarget));
  return {
    recommended,
    routing,
    alternatives: other ? [other] : [],
    verification: verificationRecord(hostname, token),
  };
}
