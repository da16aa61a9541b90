import {
  ZRichTextSchema,
  type TRichText,
  type TRichTextBlock,
  type TRichTextInline,
  type TRichTextListItem,
} from '@atrium/core';
import type { CSSProperties, ReactNode } from 'react';

const FORMAT_BITS = { bold: 1, italic: 2, strikethrough: 4, underline: 8, code: 16, subscript: 32, superscript: 64 };

function styleOf(style: string): CSSProperties | undefined {
  // Already reduced to `color: #hex` and `font-size: Npx` by the schema.
  const css: Record<string, string> = {};
  for (const declaration of style.split(';')) {
    const [name, value] = declaration.split(':').map((part) => part.trim());
    if (name === 'color' && value) css.color = value;
    if (name === 'font-size' && value) css.fontSize = value;
  }
  return Object.keys(css).length > 0 ? (css as CSSProperties) : undefined;
}

function alignClass(format: string): string | undefined {
  const align = format === 'start' ? 'left' : format === 'end' ? 'right' : format;
  return align ? `atrium-rich-text--${align}` : undefined;
}

function Inline({ node }: { node: TRichTextInline }): ReactNode {
  if (node.type === 'linebreak') return <br />;
  if (node.type === 'link') {
    const external = node.target === '_blank';
    return (
      <a href={node.url} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        <Inlines nodes={node.children} />
      </a>
    );
  }
  let content: ReactNode = node.text;
  const f = node.format;
  if (f & FORMAT_BITS.code) content = <code>{content}</code>;
  if (f & FORMAT_BITS.bold) content = <strong>{content}</strong>;
  if (f & FORMAT_BITS.italic) content = <em>{content}</em>;
  if (f & FORMAT_BITS.underline) content = <u>{content}</u>;
  if (f & FORMAT_BITS.strikethrough) content = <s>{content}</s>;
  if (f & FORMAT_BITS.subscript) content = <sub>{content}</sub>;
  if (f & FORMAT_BITS.superscript) content = <sup>{content}</sup>;
  const style = styleOf(node.style);
  return style ? <span style={style}>{content}</span> : content;
}

function Inlines({ nodes }: { nodes: TRichTextInline[] }) {
  return (
    <>
      {nodes.map((node, index) => (
        <Inline key={index} node={node} />
      ))}
    </>
  );
}

function ListItem({ node }: { node: TRichTextListItem }) {
  return (
    <li>
      {node.children.map((child, index) =>
        child.type === 'paragraph' || child.type === 'heading' || child.type === 'quote' || child.type === 'list' ? (
          <Block key={index} node={child} />
        ) : (
          <Inline key={index} node={child} />
        ),
      )}
    </li>
  );
}

function Block({ node }: { node: TRichTextBlock }) {
  switch (node.type) {
    case 'paragraph':
      return (
        <p className={alignClass(node.format)}>
          {node.children.length === 0 ? <br /> : <Inlines nodes={node.children} />}
        </p>
      );
    case 'heading': {
      const Tag = node.tag;
      return (
        <Tag className={alignClass(node.format)}>
          <Inlines nodes={node.children} />
        </Tag>
      );
    }
    case 'quote':
      return (
        <blockquote className={alignClass(node.format)}>
          <Inlines nodes={node.children} />
        </blockquote>
      );
    case 'list': {
      const Tag = node.listType === 'number' ? 'ol' : 'ul';
      return (
        <Tag>
          {node.children.map((item, index) => (
            <ListItem key={index} node={item} />
          ))}
        </Tag>
      );
    }
  }
}

export interface RichTextProps {
  /** A stored rich-text value; anything the schema does not accept renders nothing. */
  value: TRichText | unknown;
  className?: string;
}

/**
 * Renders rich text (Lexical's serialized state, see core/src/rich-text) as React elements,
 * never as HTML: the same output on the portal host (SSR, no client JavaScript) and in the
 * builder's preview.
 */
export function RichText({ value, className }: RichTextProps) {
  const parsed = ZRichTextSchema.safeParse(value);
  if (!parsed.success) return null;
  const doc = parsed.data as TRichText;
  return (
    <div className={className ? `atrium-rich-text ${className}` : 'atrium-rich-text'}>
      {doc.root.children.map((node, index) => (
        <Block key={index} node={node} />
      ))}
    </div>
  );
}
