import { domainTargets } from '@atrium/core';
import { recordCustomDomainCheck, type DueDomainCheck, type RecordCustomDomainCheckResult } from '@atrium/db';
import { CHANNELS } from '../cache/cache';
import { checkCustomDomain } from '../dns/check-custom-domain';
import type { Runtime } from '../runtime';

/**
 * Checks a portal's custom domain in the DNS (checkCustomDomain, through `runtime.resolver`) and
 * records what it found (recordCustomDomainCheck). When the domain starts or stops being served,
 * every portal host hears of it at once (CHANNELS.siteChanged), which also makes the TLS
 * permission check allow or refuse it. Undefined when the portal no longer has this domain.
 */
export async function runCustomDomainCheck(
  runtime: Runtime,
  domain: DueDomainCheck,
  options: { automatic: boolean; now?: () => Date },
): Promise<RecordCustomDomainCheckResult | undefined> {
  const found = await checkCustomDomain(runtime.resolver, {
    hostname: domain.hostname,
    includeWww: domain.includeWww,
    token: domain.token,
    ...domainTargets(runtime.env),
  });
  const recorded = await recordCustomDomainCheck(runtime.db, {
    siteId: domain.siteId,
    hostname: domain.hostname,
    token: domain.token,
    result: {
      state: found.state,
      missingRouting: found.missingRouting.map((record) => record.name),
      verificationMissing: found.verificationMissing,
      inconclusive: found.inconclusive,
    },
    automatic: options.automatic,
    now: options.now?.(),
  });
  if (recorded?.verifiedChanged) await runtime.cache.publish(CHANNELS.siteChanged, domain.siteId);
  return recorded;
}
