import { RESERVED_SUBDOMAINS, SUBDOMAIN_MAX_LENGTH, createId, suggestSubdomain } from '@atrium/core';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { sites } from '../schema/index';

export async function isSubdomainTaken(db: DbOrTx, subdomain: string): Promise<boolean> {
  if (RESERVED_SUBDOMAINS.has(subdomain)) return true;
  const rows = await db.select({ id: sites.id }).from(sites).where(eq(sites.subdomain, subdomain)).limit(1);
  return rows.length > 0;
}

/** A free subdomain derived from a name: 'acme', then 'acme-2', 'acme-3'…, or a random one. */
export async function allocateSubdomain(db: DbOrTx, name: string): Promise<string> {
  const base = suggestSubdomain(name) || `portal-${createId(6)}`;
  if (!(await isSubdomainTaken(db, base))) return base;
  for (let n = 2; n < 50; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, SUBDOMAIN_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!(await isSubdomainTaken(db, candidate))) return candidate;
  }
  const suffix = `-${createId(6)}`;
  return `${base.slice(0, SUBDOMAIN_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
}
