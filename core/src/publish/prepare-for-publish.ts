import { ZRichTextSchema, richTextToPlain, type TRichText } from '../rich-text/rich-text';
import { embedFrame } from '../sections/parts/embed';

/** Image URLs that only ever exist in one browser (an upload not yet stored) are never published. */
function publishableUrl(url: unknown): string {
  return typeof url === 'string' && !/^(blob|data):/i.test(url.trim()) ? url : '';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** List items with nothing a visitor would see (spec doc 2 §4: empty block entries are dropped). */
function isEmptyItem(item: unknown): boolean {
  if (!isRecord(item)) return false;
  const texts = ['title', 'question', 'answer', 'testimonial', 'person'].filter((key) => key in item);
  if (texts.length === 0) return false;
  const blank = texts.every((key) => typeof item[key] !== 'string' || (item[key] as string).trim() === '');
  const body = ZRichTextSchema.safeParse(item.body);
  const hasBody = body.success && richTextToPlain(body.data as TRichText).trim() !== '';
  return blank && !hasBody;
}

/**
 * One value of section data as it is published (doc 3 §4.8): an image keeps only what its source
 * uses, a background likewise, an embed only what its source uses (iframe code rebuilt as the one
 * safe iframe `embedFrame` allows), rich text passes through its schema, empty list items go.
 * Everything else is copied as it is. Pure: the drafts themselves are never changed.
 */
function prepareValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => !isEmptyItem(item)).map(prepareValue);
  if (!isRecord(value)) return value;
  if (isRecord(value.root) && value.root.type === 'root') {
    const parsed = ZRichTextSchema.safeParse(value);
    return parsed.success ? parsed.data : null;
  }
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) out[key] = prepareValue(child);

  if (typeof out.source === 'string' && 'imageUrl' in out) {
    const usesUrl = ['url', 'upload', 'stock'].includes(out.source);
    out.imageUrl = usesUrl ? publishableUrl(out.imageUrl) : '';
    if ('color' in out && out.source !== 'color') out.color = '';
  }
  if (typeof out.imageSource === 'string' && 'imageUrl' in out) {
    const usesUrl = ['url', 'upload', 'stock'].includes(out.imageSource);
    out.imageUrl = usesUrl ? publishableUrl(out.imageUrl) : '';
  }
  if (typeof out.embedSource === 'string') {
    const source = out.embedSource as 'none' | 'url' | 'iframe';
    const frame = embedFrame({ embedSource: source, url: String(out.url ?? ''), code: String(out.code ?? '') });
    out.url = source === 'url' && frame ? frame.src : '';
    out.code =
      source === 'iframe' && frame
        ? `<iframe src="${frame.src.replace(/"/g, '&quot;')}" title="${frame.title.replace(/"/g, '&quot;')}"${frame.allow ? ` allow="${frame.allow}"` : ''}></iframe>`
        : '';
  }
  return out;
}

/**
 * A page's contents as they are published; marketing sections' `data` go through `prepareValue`.
 * Data sections are configuration (their blocks, filters and actions are kept as the builder
 * set them; their schema validates them).
 */
export function prepareContentsForPublish(contents: unknown): unknown {
  if (!isRecord(contents) || !Array.isArray(contents.sections)) return contents;
  return {
    ...contents,
    sections: contents.sections.map((section) =>
      isRecord(section) && isRecord(section.data) && section.type !== 'data'
        ? { ...section, data: prepareValue(section.data) }
        : section,
    ),
  };
}
