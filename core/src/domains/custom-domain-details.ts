import type { TCustomDomainState } from './custom-domain';
import { customDomainInstructions, type TCustomDomainInstructions, type TDnsRecord } from './dns-instructions';
import { splitDomain } from './split-domain';

/** What the last DNS check of a custom domain found, as stored with the portal. */
export interface TCustomDomainCheckSummary {
  /** Names of the routing records that were missing or wrong (`example.com`, `www.example.com`). */
  missingRouting: string[];
  verificationMissing: boolean;
  /** A lookup failed: the state is a best effort and the check is retried. */
  inconclusive: boolean;
}

/** A portal's custom domain as stored (the sites row's custom domain columns). */
export interface TStoredCustomDomain {
  hostname: string;
  includeWww: boolean;
  token: string;
  state: TCustomDomainState;
  verifiedAt: Date | null;
  check: TCustomDomainCheckSummary | null;
  checkedAt: Date | null;
  nextCheckAt: Date | null;
}

/**
 * The Domain detail the Edit Domain drawer shows (spec doc 1 §3 "Domain detail": domain with
 * name, apexName, verified and verification entries; config with misconfigured), with the DNS
 * instructions of doc 1 §9 and what the last check found.
 */
export interface TCustomDomainDetails {
  domain: {
    name: string;
    apexName: string;
    verified: boolean;
    isWWWIncluded: boolean;
    verification: Array<{ type: 'TXT'; domain: string; value: string }>;
  };
  config: { misconfigured: boolean };
  /** The last conclusive state ('Invalid domain configuration', 'Pending verification', valid). */
  state: TCustomDomainState;
  instructions: TCustomDomainInstructions;
  /** The routing records the last check did not find (all of them before the first check). */
  missingRouting: TDnsRecord[];
  inconclusive: boolean;
  checkedAt: string | null;
  /** When the background checker looks again; null when only "Check again" will. */
  nextCheckAt: string | null;
}

export function customDomainDetails(
  stored: TStoredCustomDomain,
  targets: { publicIp: string | undefined; cnameTarget: string },
): TCustomDomainDetails {
  const instructions = customDomainInstructions({
    hostname: stored.hostname,
    includeWww: stored.includeWww,
    token: stored.token,
    ...targets,
  });
  const missingNames = stored.check ? new Set(stored.check.missingRouting) : undefined;
  const found = missingNames ? instructions.routing.filter((record) => missingNames.has(record.name)) : [];
  // Before the first check, or when the check could not name them, every routing record is shown.
  const missingRouting =
    found.length > 0 || (missingNames && stored.state !== 'misconfigured') ? found : instructions.routing;
  return {
    domain: {
      name: stored.hostname,
      apexName: splitDomain(stored.hostname).apexName,
      verified: stored.verifiedAt !== null,
      isWWWIncluded: stored.includeWww,
      verification: [{ type: 'TXT', domain: instructions.verification.name, value: instructions.verification.value }],
    },
    config: { misconfigured: stored.state === 'misconfigured' },
    state: stored.state,
    instructions,
    missingRouting,
    inconclusive: stored.check?.inconclusive ?? false,
    checkedAt: stored.checkedAt?.toISOString() ?? null,
    nextCheckAt: stored.nextCheckAt?.toISOString() ?? null,
  };
}
