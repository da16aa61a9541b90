import type { Attachment, TableField } from '../data/schema';
import { safeHref } from '../links/safe-href';
import { fieldText, profileCellText } from '../tables/format-field-value';

/**
 * A picture from a cell as listings and record pages show it: its URL (the original, for Open
 * Graph and links), its size when the attachment says, and its large thumbnail (an upload's
 * widest WebP rendition, or Airtable's large thumbnail) for renderers that want a lighter file.
 */
export interface TImageView {
  url: string;
  alt: string;
  width?: number;
  height?: number;
  thumbnail?: { url: string; width: number; height: number };
}

/** What listings and record pages make of a record's cells: pictures, tags, videos, files and links. */
export function imageOf(value: unknown): TImageView | undefined {
  // The first image of an attachments cell: a PDF or other file before it is not an image.
  const first: unknown = Array.isArray(value) ? value.find((item) => !isOtherFile(item)) : value;
  const attachment = first && typeof first === 'object' ? (first as Partial<Attachment>) : undefined;
  const url = typeof first === 'string' ? first : attachment?.url;
  const safe = webOrMediaUrl(url);
  if (!safe) return undefined;
  const view: TImageView = { url: safe, alt: attachment?.filename ?? '' };
  if (isSize(attachment?.width) && isSize(attachment?.height)) {
    view.width = attachment.width;
    view.height = attachment.height;
  }
  const large = attachment?.thumbnails?.large;
  const thumbnailUrl = webOrMediaUrl(large?.url);
  if (large && thumbnailUrl && isSize(large.width) && isSize(large.height)) {
    view.thumbnail = { url: thumbnailUrl, width: large.width, height: large.height };
  }
  return view;
}

function webOrMediaUrl(url: unknown): string | undefined {
  const safe = typeof url === 'string' ? safeHref(url) : undefined;
  return safe && /^(https?:\/\/|\/)/.test(safe) ? safe : undefined;
}

function isSize(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 100_000;
}

/** An attachment whose type says it is not an image (an attachment without a type may be one). */
function isOtherFile(item: unknown): boolean {
  const type = item && typeof item === 'object' ? (item as Partial<Attachment>).type : undefined;
  return typeof type === 'string' && type !== '' && !type.startsWith('image/');
}

export function tagsOf(value: unknown, field?: Pick<TableField, 'type' | 'options'>): string[] {
  if (value === null || value === undefined || value === '') return [];
  return Array.isArray(value) ? value.map((v) => fieldText(field, v)).filter(Boolean) : [fieldText(field, value)];
}

/** The network a social link points to, by its host; undefined for other sites. */
const SOCIAL_HOSTS: ReadonlyArray<[RegExp, string]> = [
  [/(^|\.)instagram\.com$/, 'Instagram'],
  [/(^|\.)(twitter|x)\.com$/, 'X (Twitter)'],
  [/(^|\.)facebook\.com$/, 'Facebook'],
  [/(^|\.)linkedin\.com$/, 'LinkedIn'],
  [/(^|\.)(youtube\.com|youtu\.be)$/, 'YouTube'],
  [/(^|\.)spotify\.com$/, 'Spotify'],
  [/(^|\.)tiktok\.com$/, 'TikTok'],
  [/(^|\.)github\.com$/, 'GitHub'],
];
export function socialName(href: string): string | undefined {
  const host = new URL(href).hostname.replace(/^www\./, '');
  return SOCIAL_HOSTS.find(([pattern]) => pattern.test(host))?.[1];
}

/** The first https address of some cells as an embeddable page: video pages become their players. */
export function embedSource(values: unknown[]): string | undefined {
  return values
    .map((v) => webAddress(v))
    .find((v) => v?.startsWith('https://'))
    ?.replace(/^https:\/\/(?:www\.)?youtube\.com\/watch\?v=([\w-]{6,20}).*$/, 'https://www.youtube.com/embed/$1')
    .replace(/^https:\/\/youtu\.be\/([\w-]{6,20}).*$/, 'https://www.youtube.com/embed/$1')
    .replace(/^https:\/\/(?:www\.)?vimeo\.com\/(\d+).*$/, 'https://player.vimeo.com/video/$1');
}

const VIDEO_FILE = /\.(mp4|m4v|webm|ogv|ogg|mov)(?:[?#].*)?$/i;
/** The video files of an attachment or URL cell: by their type, or else their name or address. */
export function videosOf(value: unknown): Array<{ url: string; name: string }> {
  const items = Array.isArray(value) ? value : [value];
  return items.flatMap((item: unknown) => {
    const attachment = item && typeof item === 'object' ? (item as Partial<Attachment>) : undefined;
    const isVideo = attachment?.type
      ? attachment.type.startsWith('video/')
      : VIDEO_FILE.test(attachment?.filename ?? '') || VIDEO_FILE.test(String(attachment?.url ?? item ?? ''));
    return isVideo ? attachmentsOf([item]) : [];
  });
}

/** An http(s) address from a cell, made safe for an href or src; undefined otherwise. */
export function webAddress(value: unknown): string | undefined {
  const text = profileCellText(value).trim();
  return /^https?:\/\//i.test(text) ? safeHref(text) : undefined;
}

/** Every attachment (or URL) of some fields, as images or files. */
export function attachmentsOf(values: unknown[]): Array<{ url: string; name: string }> {
  return values.flatMap((value) =>
    (Array.isArray(value) ? value : [value]).flatMap((item: unknown) => {
      const attachment = item && typeof item === 'object' ? (item as Partial<Attachment>) : undefined;
      const url = typeof item === 'string' ? item : attachment?.url;
      const safe = typeof url === 'string' && /^(https?:\/\/|\/)/.test(url) ? safeHref(url) : undefined;
      return safe ? [{ url: safe, name: attachment?.filename ?? '' }] : [];
    }),
  );
}
