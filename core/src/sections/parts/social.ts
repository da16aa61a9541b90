import { z } from 'zod';

const url = z.string().max(500).default('');

/** Social links (spec doc 2 §3); empty ones are not shown. */
export const ZSocialSchema = z.object({
  instagramUrl: url,
  twitterUrl: url,
  facebookUrl: url,
  linkedinUrl: url,
  youtubeUrl: url,
  spotifyUrl: url,
  whatsAppUrl: url,
  email: z.string().max(320).default(''),
  phoneNumber: z.string().max(50).default(''),
});
export type TSocial = z.infer<typeof ZSocialSchema>;
