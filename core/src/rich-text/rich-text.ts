import { z } from 'zod';

/**
 * Rich text is stored as Lexical's serialized editor state, restricted to the nodes Atrium
 * renders: paragraph, heading (h1–h6), quote, bullet and numbered lists, links, line breaks and
 * text with format bits and a colour/size style. It is rendered by a React component (never as
 * HTML), so publishing "sanitises" rich text by parsing it with this schema: unknown nodes are
 * dropped and only safe links and styles survive.
 */

/** Spec doc 2 §5: scheme, colon, optional //, then non-space text. */
export const RICH_TEXT_LINK_PATTERN = /^[a-z][a-z0-9+.-]*:(\/\/)?\S+$/i;
export function isAllowedRichTextLink(url: string): boolean {
  const trimmed = url.trim();
  return RICH_TEXT_LINK_PATTERN.test(trimmed) && !/^(javascript|data|vbscript):/i.test(trimmed);
}

/** 3- or 6-digit hex with a leading # (spec doc 2 §5). */
export const HEX_COLOR_PATTERN = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
export const RICH_TEXT_FONT_SIZES = ['12px', '14px', '18px', '24px'] as const;
export const RICH_TEXT_UNDO_DEPTH = 10;

/** Keeps only `color: #hex` and one of the offered font sizes from a text node's style. */
export function sanitizeTextStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const [rawName, ...rest] = declaration.split(':');
    const name = rawName?.trim().toLowerCase();
    const value = rest.join(':').trim().toLowerCase();
    if (name === 'color' && HEX_COLOR_PATTERN.test(value)) kept.push(`color: ${value}`);
    if (name === 'font-size' && (RICH_TEXT_FONT_SIZES as readonly string[]).includes(value)) {
      kept.push(`font-size: ${value}`);
    }
  }
  return kept.join('; ');
}

const ELEMENT_FORMATS = ['', 'left', 'start', 'center', 'right', 'end', 'justify'] as const;
const elementFormat = z.enum(ELEMENT_FORMATS).catch('');

export const ZRichTextTextSchema = z.object({
  type: z.literal('text'),
  text: z.string().max(20000),
  /** Lexical's bit set: 1 bold, 2 italic, 4 strikethrough, 8 underline, 16 code, 32 subscript, 64 superscript. */
  format: z.number().int().min(0).max(127).catch(0),
  style: z.string().max(500).catch('').transform(sanitizeTextStyle),
});
export const ZRichTextLineBreakSchema = z.object({ type: z.literal('linebreak') });

export type TRichTextText = z.infer<typeof ZRichTextTextSchema>;
export type TRichTextInline =
  | TRichTextText
  | { type: 'linebreak' }
  | { type: 'link'; url: string; target: string | null; children: TRichTextInline[] };
export type TRichTextBlock =
  | { type: 'paragraph'; format: (typeof ELEMENT_FORMATS)[number]; children: TRichTextInline[] }
  | {
      type: 'heading';
      tag: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
      format: (typeof ELEMENT_FORMATS)[number];
      children: TRichTextInline[];
    }
  | { type: 'quote'; format: (typeof ELEMENT_FORMATS)[number]; children: TRichTextInline[] }
  | { type: 'list'; listType: 'bullet' | 'number'; children: TRichTextListItem[] };
export type TRichTextListItem = { type: 'listitem'; children: Array<TRichTextInline | TRichTextBlock> };

/** Drops array entries that do not parse (unknown node types) instead of failing the document. */
function lenientArray<T>(item: z.ZodType<T, z.ZodTypeDef, unknown>) {
  return z
    .array(z.unknown())
    .max(2000)
    .transform((items) =>
      items.flatMap((value) => {
        const parsed = item.safeParse(value);
        return parsed.success ? [parsed.data] : [];
      }),
    );
}

const ZInlineSchema: z.ZodType<TRichTextInline, z.ZodTypeDef, unknown> = z.lazy(() =>
  z.union([
    ZRichTextTextSchema,
    ZRichTextLineBreakSchema,
    z.object({
      type: z.enum(['link', 'autolink']).transform(() => 'link' as const),
      url: z.string().max(2000).refine(isAllowedRichTextLink),
      target: z.enum(['_blank', '_self']).nullable().catch(null),
      children: lenientArray(ZInlineSchema),
    }),
  ]),
);

const ZListItemSchema: z.ZodType<TRichTextListItem, z.ZodTypeDef, unknown> = z.lazy(() =>
  z.object({
    type: z.literal('listitem'),
    children: lenientArray(z.union([ZInlineSchema, ZBlockSchema])),
  }),
);

const ZBlockSchema: z.ZodType<TRichTextBlock, z.ZodTypeDef, unknown> = z.lazy(() =>
  z.union([
    z.object({ type: z.literal('paragraph'), format: elementFormat, children: lenientArray(ZInlineSchema) }),
    z.object({
      type: z.literal('heading'),
      tag: z.enum(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']),
      format: elementFormat,
      children: lenientArray(ZInlineSchema),
    }),
    z.object({ type: z.literal('quote'), format: elementFormat, children: lenientArray(ZInlineSchema) }),
    z.object({
      type: z.literal('list'),
      listType: z.enum(['bullet', 'number']).catch('bullet'),
      children: lenientArray(ZListItemSchema),
    }),
  ]),
);

/** A rich-text value: `{ root: { type: 'root', children: [...] } }`, as Lexical serializes it (extra keys dropped). */
export const ZRichTextSchema = z.object({
  root: z.object({
    type: z.literal('root'),
    children: lenientArray(ZBlockSchema).pipe(z.array(z.any()).max(500)),
  }),
});
export type TRichText = { root: { type: 'root'; children: TRichTextBlock[] } };

/** Rich text from plain text: one paragraph per line. */
export function richTextFromPlain(text: string): TRichText {
  const lines = text.split('\n');
  return {
    root: {
      type: 'root',
      children: lines.map((line) => ({
        type: 'paragraph' as const,
        format: '' as const,
        children: line ? [{ type: 'text' as const, text: line, format: 0, style: '' }] : [],
      })),
    },
  };
}

/** The plain text of a rich-text value (for SEO descriptions, search and tests). */
export function richTextToPlain(value: TRichText): string {
  const inline = (nodes: TRichTextInline[]): string =>
    nodes.map((n) => (n.type === 'text' ? n.text : n.type === 'linebreak' ? '\n' : inline(n.children))).join('');
  const block = (node: TRichTextBlock | TRichTextInline | TRichTextListItem): string => {
    if (node.type === 'list') return node.children.map(block).join('\n');
    if (node.type === 'listitem') return node.children.map(block).join('');
    if (node.type === 'text' || node.type === 'linebreak' || node.type === 'link') return inline([node]);
    return inline(node.children);
  };
  return value.root.children.map(block).join('\n');
}
