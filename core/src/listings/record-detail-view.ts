import type { DataRecord, TableSchema } from '../data/schema';
import {
  DETAIL_BLOCK_FIELD_TYPES,
  LINKED_NAME_FIELD_TYPES,
  type TDataData,
  type TListingAction,
} from '../sections/types/data';
import { fieldText, profileCellText } from '../tables/format-field-value';
import { attachmentsOf, embedSource, imageOf, socialName, tagsOf, webAddress, type TImageView } from './cell-values';
import { linkedRecordTitle, type TFormLinkChoices } from './form-links';
import { recordForm, type TRecordForm } from './record-forms';

/** A record page (spec doc 2 'Detail view'), with its SEO from fields. */
export interface TRecordDetailView {
  id: string;
  title: string;
  subtitle: string;
  image?: TImageView;
  fields: Array<{ id: string; name: string; value: string }>;
  meta: { title: string; description: string; ogImage?: string };
  /** The edit form, when this viewer may edit the record. */
  editForm?: TRecordForm;
  canDelete?: boolean;
  /** UPDATE_RECORD buttons, when this viewer may edit the record. */
  actions?: Array<{ id: string; label: string }>;
  /** The page's blocks, when the listing has any (otherwise `fields` is the page). */
  layout: 'stacked' | 'columns';
  blocks: TRecordBlockView[];
  /** The Previous record / Next record bar (modal and page details): the neighbours' links. */
  neighbours?: { previous?: string; next?: string };
}

export type TRecordBlockView = { id: string; column: 'main' | 'side'; title: string } & (
  | { kind: 'fields'; fields: Array<{ id: string; name: string; value: string }> }
  | { kind: 'text'; text: string }
  | {
      kind: 'linked';
      records: Array<{ id: string; title: string; fields: Array<{ id: string; name: string; value: string }> }>;
      variant: 'list' | 'cards';
      /** For people who may edit the record: what they may change in these links. */
      manage?: {
        canUnlink: boolean;
        /** Records of the linked table not linked yet (canModifyLink). */
        options?: Array<{ id: string; title: string }>;
        /** Adding a new linked record by its name, with this button text. */
        addRecordText?: string;
      };
    }
  | { kind: 'actions' }
  | { kind: 'divider' }
  | {
      kind: 'header';
      heading: string;
      subtitle: string;
      image?: TImageView;
      variant: 'centered' | 'split';
    }
  | { kind: 'tags'; tags: string[] }
  | { kind: 'accordion'; fields: Array<{ id: string; name: string; value: string }> }
  | { kind: 'image' | 'gallery'; images: TImageView[]; height: number; fit: 'cover' | 'contain' }
  | { kind: 'embed'; src: string; height: number }
  | { kind: 'attachment'; files: Array<{ url: string; name: string }> }
  | { kind: 'links' | 'social'; links: Array<{ href: string; label: string }> }
);

/**
 * What a viewer may change in a linked records block: link and unlink records (canModifyLink),
 * add a new linked record (canCreate: only when the linked table's primary field takes a name).
 * Both need the right to edit the listing's records; a user listing's own link to its people is
 * never changed here.
 */
export function linkedBlockAbilities(
  data: TDataData,
  block: TDataData['detail']['blocks'][number],
  table: TableSchema,
  tables: readonly TableSchema[],
  abilities?: Record<TListingAction, boolean>,
): { link: boolean; create: boolean } {
  const link = table.fields.find((f) => f.id === block.linkFieldId);
  const none = { link: false, create: false };
  if (block.kind !== 'linked' || !abilities?.edit || !link || link.type !== 'multipleRecordLinks') return none;
  if (data.listingType === 'user' && block.linkFieldId === data.userLinkFieldId) return none;
  const linkedTable = tables.find((t) => t.id === link.options?.linkedTableId);
  const primary = linkedTable?.fields.find((f) => f.id === linkedTable.primaryFieldId);
  return {
    link: block.canModifyLink,
    create: block.canCreate && Boolean(primary && LINKED_NAME_FIELD_TYPES.includes(primary.type)),
  };
}

/** The fields that head a record page (its title and subtitle): no other part of the page repeats them. */
function headFieldIds(data: TDataData): Set<string> {
  return new Set([data.fields.title, data.fields.subtitle].filter(Boolean));
}

/**
 * The fields a record page lists when it has no blocks: the builder's choice (`detail.fields`),
 * else the card's body and tags. Never the title or subtitle: they head the page already, and
 * each field shows once. The Fields checklist of the listing editor ticks these.
 */
export function detailFieldIds(data: TDataData): string[] {
  const head = headFieldIds(data);
  const chosen = data.detail.fields.length > 0 ? data.detail.fields : [data.fields.body, data.fields.tags];
  return [...new Set(chosen)].filter((id) => id && !head.has(id));
}

/** The link fields whose records a listing's record page shows (to expand when reading it). */
export function detailLinkFieldIds(data: TDataData): string[] {
  return data.detail.blocks.filter((b) => b.kind === 'linked' && b.linkFieldId).map((b) => b.linkFieldId);
}

/** What a record page shows of other tables: linked records, the records people may link, form links. */
interface RecordDetailLinks {
  records: Record<string, DataRecord[]>;
  tables: readonly TableSchema[];
  options?: Record<string, DataRecord[]>;
  editLinks?: Readonly<Record<string, TFormLinkChoices>>;
}

export function recordDetailView(
  data: TDataData,
  table: TableSchema,
  record: DataRecord,
  abilities?: Record<TListingAction, boolean>,
  /**
   * Expanded link fields' records, with the linked tables (their primary field titles them), and
   * the records people may link (by link field), for blocks that let them, and what the edit
   * form's link fields offer, by field id.
   */
  linked?: RecordDetailLinks,
): TRecordDetailView {
  const field = (id: string) => (id ? table.fields.find((f) => f.id === id) : undefined);
  const text = (id: string) => {
    const found = field(id);
    return found ? fieldText(found, record.fields[id]) : '';
  };
  const fields = detailFieldIds(data).flatMap((id) => {
    const found = field(id);
    return found ? [{ id, name: found.name, value: fieldText(found, record.fields[id]) }] : [];
  });
  const title = text(data.fields.title) || record.id;
  const image = field(data.fields.image) ? imageOf(record.fields[data.fields.image]) : undefined;
  const ogImage = field(data.detail.seo.ogImage) ? imageOf(record.fields[data.detail.seo.ogImage]) : image;
  const editForm = abilities?.edit ? recordForm(data, table, 'edit', record, linked?.editLinks) : undefined;
  return {
    id: record.id,
    title,
    subtitle: text(data.fields.subtitle),
    ...(image ? { image } : {}),
    fields,
    meta: {
      title: text(data.detail.seo.title) || title,
      description: (text(data.detail.seo.description) || text(data.fields.body)).slice(0, 300),
      ...(ogImage ? { ogImage: ogImage.url } : {}),
    },
    ...(editForm ? { editForm } : {}),
    ...(abilities?.delete ? { canDelete: true } : {}),
    ...(abilities?.edit && data.actions.length > 0
      ? { actions: data.actions.map((a) => ({ id: a.id, label: a.label })) }
      : {}),
    layout: data.detail.layout,
    blocks: data.detail.blocks.flatMap((block) => detailBlockViews(data, table, record, block, abilities, linked)),
  };
}

/** The views of one record page block for this viewer (none when it has nothing to show). */
function detailBlockViews(
  data: TDataData,
  table: TableSchema,
  record: DataRecord,
  block: TDataData['detail']['blocks'][number],
  abilities: Record<TListingAction, boolean> | undefined,
  linked: RecordDetailLinks | undefined,
): TRecordBlockView[] {
  const field = (id: string) => (id ? table.fields.find((f) => f.id === id) : undefined);
  const text = (id: string) => {
    const found = field(id);
    return found ? fieldText(found, record.fields[id]) : '';
  };
  const base = {
    id: block.id,
    column: data.detail.layout === 'columns' ? block.column : 'main',
    title: block.title,
  };
  switch (block.kind) {
    case 'fields': {
      // The page's title and subtitle are not listed again under them.
      const head = headFieldIds(data);
      return [
        {
          ...base,
          kind: 'fields',
          fields: block.fieldIds.flatMap((id) => {
            const found = head.has(id) ? undefined : field(id);
            return found ? [{ id, name: found.name, value: fieldText(found, record.fields[id]) }] : [];
          }),
        },
      ];
    }
    case 'text':
      return block.text.trim() ? [{ ...base, kind: 'text', text: block.text }] : [];
    case 'linked':
      return linkedBlockView(data, table, block, base, field, abilities, linked);
    case 'actions':
      return [{ ...base, kind: 'actions' }];
    case 'divider':
      return [{ ...base, kind: 'divider' }];
    case 'header': {
      const image = field(block.imageFieldId) ? imageOf(record.fields[block.imageFieldId]) : undefined;
      return [
        {
          ...base,
          kind: 'header',
          heading: text(block.titleFieldId),
          subtitle: text(block.subtitleFieldId),
          ...(image ? { image } : {}),
          variant: block.variant,
        },
      ];
    }
    default:
      return fieldBlock(
        block,
        base,
        (id) => {
          const found = field(id);
          return found && (DETAIL_BLOCK_FIELD_TYPES[block.kind] ?? [found.type]).includes(found.type)
            ? found
            : undefined;
        },
        record,
      );
  }
}

/** A linked records block: the records linked now and, for people who may edit, what they may change. */
function linkedBlockView(
  data: TDataData,
  table: TableSchema,
  block: TDataData['detail']['blocks'][number],
  base: { id: string; column: 'main' | 'side'; title: string },
  field: (id: string) => TableSchema['fields'][number] | undefined,
  abilities: Record<TListingAction, boolean> | undefined,
  linked: RecordDetailLinks | undefined,
): TRecordBlockView[] {
  const link = field(block.linkFieldId);
  if (!link || link.type !== 'multipleRecordLinks') return [];
  const linkedTable = linked?.tables.find((t) => t.id === link.options?.linkedTableId);
  const titleOf = (r: DataRecord) => linkedRecordTitle(r, linkedTable?.primaryFieldId ?? '');
  const shown = block.linkedFieldIds.flatMap((id) => {
    const found = linkedTable?.fields.find((f) => f.id === id);
    return found ? [found] : [];
  });
  const records = (linked?.records[block.linkFieldId] ?? []).map((r) => ({
    id: r.id,
    title: titleOf(r),
    fields: shown.flatMap((f) => {
      const value = fieldText(f, r.fields[f.id]);
      return value ? [{ id: f.id, name: f.name, value }] : [];
    }),
  }));
  const manage = linkedBlockAbilities(data, block, table, linked?.tables ?? [], abilities);
  const linkedIds = new Set(records.map((r) => r.id));
  return [
    {
      ...base,
      kind: 'linked',
      title: block.title || link.name,
      records,
      variant: block.linkedVariant,
      ...(manage.link || manage.create
        ? {
            manage: {
              canUnlink: manage.link,
              ...(manage.link
                ? {
                    options: (linked?.options?.[block.linkFieldId] ?? [])
                      .filter((r) => !linkedIds.has(r.id))
                      .map((r) => ({ id: r.id, title: titleOf(r) })),
                  }
                : {}),
              ...(manage.create ? { addRecordText: block.addRecordText } : {}),
            },
          }
        : {}),
    },
  ];
}

/**
 * The blocks that show some of the record's fields in a form of their own (tags, accordion,
 * images, embed, files, links); fields of the wrong type are left out, and an empty block too.
 */
function fieldBlock(
  block: TDataData['detail']['blocks'][number],
  base: { id: string; column: 'main' | 'side'; title: string },
  field: (id: string) => TableSchema['fields'][number] | undefined,
  record: DataRecord,
): TRecordBlockView[] {
  const fields = block.fieldIds.flatMap((id) => {
    const found = field(id);
    return found ? [found] : [];
  });
  const values = fields.map((f) => record.fields[f.id]);
  switch (block.kind) {
    case 'tags': {
      const tags = values.flatMap((v, i) => tagsOf(v, fields[i]));
      return tags.length > 0 ? [{ ...base, kind: 'tags', tags }] : [];
    }
    case 'accordion':
      return [
        {
          ...base,
          kind: 'accordion',
          fields: fields.map((f, i) => ({ id: f.id, name: f.name, value: fieldText(f, values[i]) })),
        },
      ];
    case 'image':
    case 'gallery': {
      const all = attachmentsOf(values).map((a) => ({ url: a.url, alt: a.name }));
      const images = block.kind === 'image' ? all.slice(0, 1) : all;
      return images.length > 0 ? [{ ...base, kind: block.kind, images, height: block.height, fit: block.fit }] : [];
    }
    case 'embed': {
      // Video pages become their players (YouTube, Vimeo); other pages are embedded as they are.
      const src = embedSource(values);
      return src ? [{ ...base, kind: 'embed', src, height: block.height }] : [];
    }
    case 'attachment': {
      const files = attachmentsOf(values).map((a) => ({ url: a.url, name: a.name || a.url.split('/').pop() || a.url }));
      return files.length > 0 ? [{ ...base, kind: 'attachment', files }] : [];
    }
    case 'links':
    case 'social': {
      const links = fields.flatMap((f, i) => {
        const value = profileCellText(values[i]).trim();
        if (!value) return [];
        if (f.type === 'email')
          return /^[^\s@<>"]+@[^\s@<>"]+$/.test(value) ? [{ href: `mailto:${value}`, label: f.name }] : [];
        if (f.type === 'phoneNumber') {
          const phone = value.replace(/[^\d+]/g, '');
          return phone ? [{ href: `tel:${phone}`, label: f.name }] : [];
        }
        const href = webAddress(value);
        if (!href) return [];
        const label = block.kind === 'social' ? socialName(href) : f.name;
        return label ? [{ href, label }] : [];
      });
      return links.length > 0 ? [{ ...base, kind: block.kind, links }] : [];
    }
    default:
      return [];
  }
}
