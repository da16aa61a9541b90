import { z } from 'zod';

export const EMBED_SOURCES = ['none', 'url', 'iframe'] as const;
export const EMBED_SIZE_RANGE = { min: 0, max: 1000, step: 50 } as const;

/** An embed (spec doc 2 §3): a website URL or iframe code, with height and width (0 = full width). */
export const ZEmbedSchema = z.object({
  embedSource: z.enum(EMBED_SOURCES).default('none'),
  url: z.string().max(2000).default(''),
  code: z.string().max(10000).default(''),
  height: z.number().min(0).max(1000).default(500),
  width: z.number().min(0).max(1000).default(0),
});
export type TEmbed = z.infer<typeof ZEmbedSchema>;

export interface TEmbedFrame {
  src: string;
  title: string;
  allow: string;
}

const ALLOWED_FEATURES = new Set([
  'autoplay',
  'clipboard-write',
  'encrypted-media',
  'fullscreen',
  'picture-in-picture',
  'web-share',
]);

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  const value = match?.[2] ?? match?.[3] ?? match?.[4];
  return value?.replace(/&amp;/g, '&').trim();
}

/**
 * The iframe Atrium renders for an embed: only an https `src` (plus a title and a short list of
 * permission features) is taken from the builder's URL or iframe code; everything else in the
 * code (scripts, event handlers, other tags) is dropped. Undefined when nothing safe is left.
 */
export function embedFrame(embed: Pick<TEmbed, 'embedSource' | 'url' | 'code'>): TEmbedFrame | undefined {
  let src: string | undefined;
  let title = 'Embedded content';
  let allow = '';
  if (embed.embedSource === 'url') src = embed.url.trim();
  if (embed.embedSource === 'iframe') {
    const tag = /<iframe\b[^>]*>/i.exec(embed.code)?.[0];
    if (!tag) return undefined;
    src = attribute(tag, 'src');
    title = attribute(tag, 'title') || title;
    allow = (attribute(tag, 'allow') ?? '')
      .split(';')
      .map((feature) => feature.trim())
      .filter((feature) => ALLOWED_FEATURES.has(feature))
      .join('; ');
  }
  if (!src || !/^https:\/\/[^\s"'<>]+$/i.test(src)) return undefined;
  try {
    return { src: new URL(src).toString(), title: title.slice(0, 200), allow };
  } catch {
    return undefined;
  }
}
