import { z } from 'zod';
import { ZSubdomainSchema } from '../portals/schemas';
import { ZCustomDomainSchema } from './custom-domain';

/**
 * The Edit Domain drawer's messages (spec doc 1 §2, §4, §6, §8). Where the spec names a text it
 * is quoted exactly; the others follow its tone.
 */
export const DOMAIN_MESSAGES = {
  subdomainCreated: 'Subdomain created.',
  subdomainUpdated: 'Subdomain updated.',
  /** A 403 on the subdomain form, and on adding or checking a custom domain. */
  forbidden: 'You do not have permission to modify the domain.',
  customDomainRemoved: 'Custom domain was removed successfully.',
  /** Remove custom domain's error toasts by status (403, 404, anything else). */
  removeForbidden: 'You do not have sufficient permissions',
  removeNotFound: 'It appears your domain does not exist.',
  removeFailed: 'Failed to remove your domain, please try again',
  customDomainAdded: (hostname: string) => `${hostname} was added. Now add its DNS records.`,
  noDomain: 'No domain set up yet',
  misconfigured: 'Invalid domain configuration',
  pending: 'Pending verification',
  valid: 'Your custom domain configuration is valid',
  ownerNotVerifiedTitle: 'Workspace Owner Not Verified',
  ownerNotVerified:
    "The owner of this workspace must verify their email address before a domain can be added and the app published. Ask them to open the verification link from Atrium's email.",
  customDomainTaken: 'This domain is already connected to another portal.',
  customDomainReserved: 'This domain belongs to Atrium itself. Enter a domain you own.',
  customDomainExists: 'This portal already has a custom domain. Remove it before adding another one.',
  wwwOfWww:
    'The www option is for a domain without www in front. Enter the domain without www, or leave the option off.',
  checksTooFrequent: 'Too many checks of this domain. Please wait a few minutes and check again.',
  checkFailed: 'The domain could not be checked. Please try again.',
} as const;

/** The free subdomain form (Create Domain / Edit Domain): 'Subdomain name is required.' etc. */
export const ZSubdomainFormSchema = z.object({ subdomain: ZSubdomainSchema });
export type TSubdomainForm = z.infer<typeof ZSubdomainFormSchema>;

const checkbox = z.preprocess((v) => v === true || v === 'true' || v === 'on', z.boolean());

/**
 * The Add custom domain form: the host name (ZCustomDomainSchema: 'Please enter a valid domain' /
 * 'Please enter a valid domain name.') and `isWWWIncluded`, which also connects `www.{hostname}`
 * (served as a 301 to the host name). `www.www.…` is refused.
 */
export const ZAddCustomDomainSchema = z
  .object({ hostname: ZCustomDomainSchema, isWWWIncluded: checkbox.default(false) })
  .superRefine((value, ctx) => {
    // Runs even when the host name was refused (zod refines a "dirty" object): then it is no string.
    if (value.isWWWIncluded && typeof value.hostname === 'string' && value.hostname.startsWith('www.')) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['isWWWIncluded'], message: DOMAIN_MESSAGES.wwwOfWww });
    }
  });
export type TAddCustomDomain = z.infer<typeof ZAddCustomDomainSchema>;

/**
 * Who may change a portal's domains (spec doc 1 §6): the workspace's owner, or a member of a
 * workspace whose owner has verified their email; and only a builder who has verified their own
 * (doc 1 §4: the subdomain form's submit is disabled while the user is unverified).
 * 'owner-unverified' shows the 'Workspace Owner Not Verified' notice.
 */
export type TDomainPermission = 'allowed' | 'unverified' | 'owner-unverified';

export function domainPermission(input: {
  isOwner: boolean;
  builderVerified: boolean;
  ownerVerified: boolean;
}): TDomainPermission {
  if (!input.isOwner && !input.ownerVerified) return 'owner-unverified';
  if (!input.builderVerified) return 'unverified';
  return 'allowed';
}
