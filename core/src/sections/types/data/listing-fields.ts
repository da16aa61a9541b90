import type { TFormGroup } from '../custom-form';
import type { TDataData } from './schema';

/** The field ids a listing reads from each record: card components, table columns, filters. */
export function listingFieldIds(data: TDataData): string[] {
  const ids = [
    ...Object.values(data.fields),
    ...data.tableFields,
    ...data.filters.map((f) => f.fieldId),
    data.detail.slugFieldId,
    data.cta.fieldId,
  ];
  return [...new Set(ids.filter((id) => id !== ''))];
}

export const FIELD_GONE_MESSAGE = 'This field no longer exists in your table.';

/**
 * The field ids a listing names that its table no longer has. `linkedKnown`: the fields of the
 * table a filter of source table lists (its title and sort fields are checked against it).
 */
export function missingListingFields(
  data: TDataData,
  known: ReadonlySet<string>,
  linkedKnown?: ReadonlySet<string>,
): string[] {
  const linked = linkedKnown
    ? [data.filterSource.titleFieldId, data.filterSource.sortFieldId].filter((id) => id !== '' && !linkedKnown.has(id))
    : [];
  const named = [
    data.filterSource.linkFieldId,
    ...Object.values(data.fields),
    ...data.tableFields,
    ...data.search.fieldIds,
    ...data.filters.map((f) => f.fieldId),
    ...data.form.fields,
    ...[...data.form.createGroups, ...data.form.editGroups, ...data.customForm.groups].flatMap((g) =>
      g.fields.map((f) => f.fieldId),
    ),
    ...data.detail.fields,
    data.detail.slugFieldId,
    ...Object.values(data.detail.seo),
    ...data.detail.blocks.flatMap((b) => [
      ...b.fieldIds,
      b.linkFieldId,
      b.titleFieldId,
      b.subtitleFieldId,
      b.imageFieldId,
    ]),
    ...data.rules.map((r) => r.fieldId),
    data.userLinkFieldId,
    ...(data.sort.type === 'field' ? [data.sort.fieldId] : []),
    data.cta.fieldId,
  ];
  return [...new Set([...named.filter((id) => id !== '' && !known.has(id)), ...linked])];
}

/**
 * The listing without the fields its table lost ('Remove missing field'): pickers empty, lists
 * shorter. A filter's link field gone takes its table with it; a title or sort field the linked
 * table lost (`linkedKnown`) goes back to the default (the primary field, the title).
 */
export function withoutMissingFields(
  data: TDataData,
  known: ReadonlySet<string>,
  linkedKnown?: ReadonlySet<string>,
): TDataData {
  const keep = (id: string) => (id === '' || known.has(id) ? id : '');
  const keepLinked = (id: string) => (id === '' || !linkedKnown || linkedKnown.has(id) ? id : '');
  const filterSource = known.has(data.filterSource.linkFieldId)
    ? {
        ...data.filterSource,
        titleFieldId: keepLinked(data.filterSource.titleFieldId),
        sortFieldId: keepLinked(data.filterSource.sortFieldId),
      }
    : {
        ...data.filterSource,
        linkFieldId: '',
        tableId: '',
        tableName: '',
        titleFieldId: '',
        sortFieldId: '',
        order: 'asc' as const,
      };
  const knownGroups = (groups: readonly TFormGroup[]) =>
    groups.map((g) => ({ ...g, fields: g.fields.filter((f) => known.has(f.fieldId)) }));
  const list = (ids: readonly string[]) => ids.filter((id) => known.has(id));
  return {
    ...data,
    fields: {
      title: keep(data.fields.title),
      subtitle: keep(data.fields.subtitle),
      body: keep(data.fields.body),
      tags: keep(data.fields.tags),
      image: keep(data.fields.image),
      shortDescription: keep(data.fields.shortDescription),
      gallery: keep(data.fields.gallery),
      embed: keep(data.fields.embed),
      videos: keep(data.fields.videos),
    },
    tableFields: list(data.tableFields),
    search: { ...data.search, fieldIds: list(data.search.fieldIds) },
    filters: data.filters.filter((f) => known.has(f.fieldId)),
    filterSource,
    form: {
      ...data.form,
      fields: list(data.form.fields),
      createGroups: knownGroups(data.form.createGroups),
      editGroups: knownGroups(data.form.editGroups),
    },
    customForm: { ...data.customForm, groups: knownGroups(data.customForm.groups) },
    detail: {
      ...data.detail,
      fields: list(data.detail.fields),
      slugFieldId: keep(data.detail.slugFieldId),
      seo: {
        title: keep(data.detail.seo.title),
        description: keep(data.detail.seo.description),
        ogImage: keep(data.detail.seo.ogImage),
      },
      blocks: data.detail.blocks.map((b) => ({
        ...b,
        fieldIds: list(b.fieldIds),
        linkFieldId: keep(b.linkFieldId),
        titleFieldId: keep(b.titleFieldId),
        subtitleFieldId: keep(b.subtitleFieldId),
        imageFieldId: keep(b.imageFieldId),
      })),
    },
    rules: data.rules.filter((r) => known.has(r.fieldId)),
    userLinkFieldId: keep(data.userLinkFieldId),
    sort: data.sort.type === 'field' && !known.has(data.sort.fieldId) ? { type: 'none' } : data.sort,
    cta: { ...data.cta, fieldId: keep(data.cta.fieldId) },
  };
}
