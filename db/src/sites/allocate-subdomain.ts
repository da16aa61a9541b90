import {
  AppError,
  PORTAL_MESSAGES,
  RESERVED_SUBDOMAINS,
  SUBDOMAIN_MAX_LENGTH,
  createId,
  suggestSubdomain,
} from '@atrium/core';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { isUniqueViolation } from '../is-unique-violation';
import { sites } from '../schema/index';
import type { SiteRow } from './site-view';

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

/** Tries before giving up on a free subdomain while others take the same names at once. */
const SUBDOMAIN_ATTEMPTS = 5;

/**
 * Inserts a portal under a free subdomain: the one the builder asked for (taken: CONFLICT on
 * the domain field), else one made from its name (slug alike). Two portals named alike at once
 * both find the name free; the later insert fails on the unique index, inside a savepoint so
 * the caller's transaction goes on, and takes the next free name.
 */
export async function insertSiteUnderFreeSubdomain(
  db: DbOrTx,
  values: Omit<typeof sites.$inferInsert, 'subdomain' | 'slug'>,
  requested?: string,
): Promise<SiteRow> {
  const taken = () => new AppError('CONFLICT', PORTAL_MESSAGES.subdomainTaken, { field: 'domain' });
  for (let attempt = 1; ; attempt += 1) {
    if (requested && (await isSubdomainTaken(db, requested))) throw taken();
    const subdomain = requested || (await allocateSubdomain(db, values.name));
    try {
      const [site] = await db.transaction(async (savepoint) =>
        savepoint
          .insert(sites)
          .values({ ...values, slug: suggestSubdomain(values.name) || subdomain, subdomain })
          .returning(),
      );
      if (!site) throw new AppError('INTERNAL', 'Could not create the portal');
      return site;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (requested) throw taken();
      if (attempt >= SUBDOMAIN_ATTEMPTS) throw new AppError('CONFLICT', PORTAL_MESSAGES.subdomainTaken);
    }
  }
}
