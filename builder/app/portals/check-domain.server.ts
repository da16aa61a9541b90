import { PORTAL_MESSAGES, ZSubdomainSchema } from '@atrium/core';
import { isSubdomainTaken, type Database } from '@atrium/db';

/** The wizard's Next check of a typed domain: the same rules as on submit, and whether it is free. */
export interface DomainCheck {
  /** The domain as it would be saved (trimmed, lowercase). */
  domain: string;
  available: boolean;
  /** Why it cannot be used, when it cannot. */
  message: string | null;
}

export async function checkDomain(db: Database, raw: string): Promise<DomainCheck> {
  const parsed = ZSubdomainSchema.safeParse(raw);
  if (!parsed.success) {
    return { domain: raw.trim().toLowerCase(), available: false, message: parsed.error.issues[0]?.message ?? null };
  }
  const taken = await isSubdomainTaken(db, parsed.data);
  return { domain: parsed.data, available: !taken, message: taken ? PORTAL_MESSAGES.subdomainTaken : null };
}
