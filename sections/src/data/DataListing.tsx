import {
  LISTING_EMPTY_MESSAGE,
  LISTING_FILTER_PARAM_PREFIX,
  LOAD_MORE_LABEL,
  LISTING_NOT_SET_UP_MESSAGE,
  LISTING_NO_FIELDS_MESSAGE,
  LISTING_SEARCH_PARAM,
  LISTING_RECORD_PARAM,
  dataSectionKind,
  isGridLayout,
  isTableLayout,
  listingSearch,
  type TListingCard,
  type TListingDetailView,
  type TRecordDetailView,
  type TListingParams,
  type TListingView,
  filterValues,
} from '@atrium/core';
import type { TDataSection } from './schema';
import type { SectionProps } from '../section-props';
import { textStyle } from '../text-style';
import { BlockHeading, SectionShell } from '../parts/parts';
import { useListingView } from './listing-views';
import { ListingTarget, RecordForm, useFormAnswer } from './RecordForm';
import { NeighbourBar, RecordDetail, fieldList } from './RecordPage';
import { CustomForm } from './CustomForm';
import type { AnchorHTMLAttributes, CSSProperties, ReactNode } from 'react';
import { cssColor } from '../css-values';
import { RecordImage } from '../parts/record-image';

/** The URL of the same listing with some of its state changed (always back to the first page). */
function withParams(params: TListingParams, change: Partial<TListingParams>): string {
  return listingSearch({ ...params, after: undefined, record: undefined, ...change }) || '?';
}

/** How a card's link opens its record: a page (maybe a new tab), or the listing swapped in place. */
function linkProps(view: TListingView): AnchorHTMLAttributes<HTMLAnchorElement> & { 'data-listing-swap'?: string } {
  if (view.newTab) return { target: '_blank', rel: 'noopener' };
  return view.detail || view.records.some((r) => r.href?.startsWith('?')) ? { 'data-listing-swap': '' } : {};
}

function toggled(params: TListingParams, fieldId: string, value: string, single: boolean): string {
  const current = filterValues(params, fieldId);
  const next = current.includes(value) ? current.filter((v) => v !== value) : single ? [value] : [...current, value];
  const filters = { ...params.filters, [fieldId]: next };
  if (next.length === 0) delete filters[fieldId];
  return withParams(params, { filters });
}

/**
 * Search and filters as a plain GET form and links: they work without JavaScript, every state is
 * a URL (shareable, crawlable, the back button works).
 */
function ListingControls({ section, view }: { section: TDataSection; view: TListingView }) {
  const { data } = section;
  const { params } = view;
  const showSearch = !data.search.hide && data.search.fieldIds.length > 0;
  const dropdowns = view.filters.filter((f) => f.type === 'dropdown');
  const tags = view.filters.filter((f) => f.type === 'tags');
  if (!showSearch && view.filters.length === 0) return null;
  const { tag, dropdown } = data.filterStyles;
  const style = {
    '--atrium-tag-selected': cssColor(tag.selectedColor || undefined),
    '--atrium-tag-bg': cssColor(tag.backgroundColor || undefined),
    '--atrium-tag-text': cssColor(tag.textColor || undefined),
    '--atrium-dropdown-bg': cssColor(dropdown.backgroundColor || undefined),
    '--atrium-dropdown-border': cssColor(dropdown.borderColor || undefined),
    '--atrium-dropdown-border-width': `${dropdown.borderWidth}px`,
    '--atrium-dropdown-text': cssColor(dropdown.textColor || undefined),
  } as CSSProperties;
  return (
    <div className={`atrium-listing__controls atrium-listing__controls--${data.filterLayout}`} style={style}>
      <form method="get" className="atrium-listing__search" role="search" data-listing-form={section.id}>
        {showSearch && (
          <input
            type="search"
            name={LISTING_SEARCH_PARAM}
            defaultValue={params.q}
            placeholder={data.search.placeholder}
            aria-label={data.search.placeholder || 'Search'}
          />
        )}
        {dropdowns.map((filter) =>
          filter.isSingleSelect ? (
            <select
              key={filter.fieldId}
              name={`${LISTING_FILTER_PARAM_PREFIX}${filter.fieldId}`}
              aria-label={filter.label}
              defaultValue={filter.options.find((o) => o.selected)?.value ?? ''}
            >
              <option value="">{filter.label}: all</option>
              {filter.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label ?? o.value}
                </option>
              ))}
            </select>
          ) : (
            // Several values: a list box (Ctrl/Cmd or Shift picks more than one).
            <select
              key={filter.fieldId}
              multiple
              size={Math.min(4, Math.max(2, filter.options.length))}
              name={`${LISTING_FILTER_PARAM_PREFIX}${filter.fieldId}`}
              aria-label={filter.label}
              defaultValue={filter.options.filter((o) => o.selected).map((o) => o.value)}
            >
              {filter.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label ?? o.value}
                </option>
              ))}
            </select>
          ),
        )}
        {/* Tag choices ride along with a new search. */}
        {tags.flatMap((filter) =>
          filter.options
            .filter((o) => o.selected)
            .map((o) => (
              <input
                key={`${filter.fieldId}:${o.value}`}
                type="hidden"
                name={`${LISTING_FILTER_PARAM_PREFIX}${filter.fieldId}`}
                value={o.value}
              />
            )),
        )}
        <button type="submit">Search</button>
      </form>
      {tags.map((filter) => (
        <nav
          key={filter.fieldId}
          className={`atrium-listing__tags atrium-listing__tags--${tag.alignment} atrium-listing__tags--${tag.variant} atrium-listing__tags--${tag.size}`}
          aria-label={filter.label}
          data-listing-tags={`${section.id}:${filter.fieldId}`}
        >
          {filter.options.map((o) => (
            <a
              key={o.value}
              href={toggled(params, filter.fieldId, o.value, filter.isSingleSelect)}
              className={o.selected ? 'atrium-listing__tag atrium-listing__tag--selected' : 'atrium-listing__tag'}
              aria-current={o.selected ? 'true' : undefined}
              rel="nofollow"
            >
              {o.label ?? o.value}
            </a>
          ))}
        </nav>
      ))}
    </div>
  );
}

/**
 * A card's Call To Action: a link (detail, website, email), a phone number to copy (a tel: link
 * the portal's script copies instead), or the upvote form with the count; a refused upvote says
 * why under it.
 */
function CardCta({
  record,
  cta,
  sectionId,
  formAction,
  link,
}: {
  record: TListingCard;
  cta: NonNullable<TListingCard['cta']>;
  sectionId: string;
  formAction?: string;
  link: ReturnType<typeof linkProps>;
}) {
  const refused = useFormAnswer(sectionId, 'listing-upvote', record.id);
  if (cta.kind === 'upvote') {
    return (
      <form method="post" action={formAction} className="atrium-listing__upvote">
        <ListingTarget intent="listing-upvote" sectionId={sectionId} recordId={record.id} />
        <button type="submit" className="atrium-listing__upvote-button" aria-label={`${cta.label}: ${record.title}`}>
          <span aria-hidden="true">▲</span> <span className="atrium-listing__upvote-count">{cta.count}</span>
        </button>
        {refused && (
          <p className="atrium-account__message atrium-account__message--error" role="alert">
            {refused.error}
          </p>
        )}
      </form>
    );
  }
  if (cta.kind === 'action') {
    return <CardAction record={record} cta={cta} sectionId={sectionId} formAction={formAction} />;
  }
  if (cta.kind === 'form') {
    return <CardEditForm record={record} cta={cta} sectionId={sectionId} formAction={formAction} />;
  }
  if (cta.kind === 'copy') {
    return (
      <a href={cta.href} className="atrium-listing__cta" data-listing-copy={cta.value}>
        {cta.label}
      </a>
    );
  }
  const detail = cta.href === record.href;
  return (
    <a
      href={cta.href}
      className="atrium-listing__cta"
      data-listing-cta={detail ? undefined : ''}
      {...(detail ? link : cta.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {cta.label}
    </a>
  );
}

/** The card's update action (the card-view action): one button; a refusal says why under it. */
/** A card's Call To Action of one kind, with where the card's forms post. */
interface CardCtaProps<K extends NonNullable<TListingCard['cta']>['kind']> {
  record: TListingCard;
  cta: Extract<NonNullable<TListingCard['cta']>, { kind: K }>;
  sectionId: string;
  formAction?: string;
}

function CardAction({ record, cta, sectionId, formAction }: CardCtaProps<'action'>) {
  const refused = useFormAnswer(sectionId, 'listing-card-action', record.id);
  return (
    <form method="post" action={formAction} className="atrium-listing__card-action">
      <ListingTarget intent="listing-card-action" sectionId={sectionId} recordId={record.id} actionId={cta.actionId} />
      <button type="submit" className="atrium-listing__cta" aria-label={`${cta.label}: ${record.title}`}>
        {cta.label}
      </button>
      {refused && (
        <p className="atrium-account__message atrium-account__message--error" role="alert">
          {refused.error}
        </p>
      )}
    </form>
  );
}

/** The record's edit form, opened from the card (works without JavaScript); saving comes back to the listing. */
function CardEditForm({ record, cta, sectionId, formAction }: CardCtaProps<'form'>) {
  const refused = useFormAnswer(sectionId, 'listing-update', record.id);
  return (
    <details className="atrium-listing__card-form" open={Boolean(refused)}>
      <summary className="atrium-listing__cta" aria-label={`${cta.label}: ${record.title}`}>
        {cta.label}
      </summary>
      <RecordForm
        form={cta.form}
        sectionId={sectionId}
        intent="listing-update"
        recordId={record.id}
        action={formAction}
        idPrefix={`card-${sectionId}-${record.id}`}
        back="listing"
      />
    </details>
  );
}

function Card({
  record,
  link,
  section,
  formAction,
  eager,
  titleLevel,
}: {
  record: TListingCard;
  link: ReturnType<typeof linkProps>;
  section: TDataSection;
  formAction?: string;
  /** The first row's pictures load at once; the others when they come near the screen. */
  eager: boolean;
  /** One level under the listing's heading (h1 on a page's first section, else h2). */
  titleLevel: 2 | 3;
}) {
  const { cta } = section.data;
  const TitleTag = titleLevel === 2 ? 'h2' : 'h3';
  const grid = isGridLayout(section.sectionName);
  return (
    <article
      className={record.selected ? 'atrium-listing__card atrium-listing__card--selected' : 'atrium-listing__card'}
      data-record-id={record.id}
      aria-current={record.selected ? 'true' : undefined}
    >
      {record.image && (
        <RecordImage
          image={record.image}
          className="atrium-listing__image"
          sizes={grid ? cardImageSizes(section.data.columns) : '(max-width: 720px) 100vw, 240px'}
          eager={eager}
        />
      )}
      <div className="atrium-listing__card-body">
        {record.title && (
          <TitleTag className="atrium-listing__title">
            {record.href ? (
              <a href={record.href} {...link}>
                {record.title}
              </a>
            ) : (
              record.title
            )}
          </TitleTag>
        )}
        {record.subtitle && <p className="atrium-listing__subtitle">{record.subtitle}</p>}
        {record.body && <p className="atrium-listing__body">{record.body}</p>}
        {record.shortDescription && <p className="atrium-listing__short">{record.shortDescription}</p>}
        {record.gallery && (
          <div className="atrium-listing__gallery">
            {record.gallery.map((picture, i) => (
              <img key={`${picture.url}-${i}`} src={picture.url} alt={picture.alt} loading="lazy" />
            ))}
          </div>
        )}
        {record.embed && (
          <iframe
            className="atrium-listing__embed"
            src={record.embed}
            title={record.title || 'Embedded page'}
            height={200}
            loading="lazy"
            sandbox="allow-scripts allow-same-origin allow-popups allow-forms"
            referrerPolicy="no-referrer"
          />
        )}
        {record.videos?.map((video, i) => (
          <video
            key={`${video.url}-${i}`}
            className="atrium-listing__video"
            src={video.url}
            controls
            preload="metadata"
            aria-label={video.name || `Video of ${record.title}`}
          />
        ))}
        {record.tags.length > 0 && (
          <ul className="atrium-listing__card-tags">
            {record.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        )}
        {record.cta && (
          <div
            className={`atrium-listing__cta-row atrium-listing__cta-row--${cta.alignment} atrium-listing__cta--${cta.style} atrium-listing__cta--${cta.size}`}
          >
            <CardCta record={record} cta={record.cta} sectionId={section.id} formAction={formAction} link={link} />
          </div>
        )}
        {record.expanded && (
          // The Expandable list: the record's fields fold open in place (works without JavaScript).
          <details className="atrium-listing__expand">
            <summary>
              <span className="atrium-listing__expand-more">{section.data.detail.expandText}</span>
              <span className="atrium-listing__expand-less">{section.data.detail.collapseText}</span>
            </summary>
            {fieldList(record.expanded)}
          </details>
        )}
      </div>
    </article>
  );
}

/** A grid card's picture is a column of the 1120 px container wide, or the whole screen on phones. */
function cardImageSizes(columns: number): string {
  return `(max-width: 720px) 100vw, ${Math.ceil(1120 / Math.max(1, columns))}px`;
}

function Records({ section, view, position }: { section: TDataSection; view: TListingView; position: number }) {
  const link = linkProps(view);
  if (isTableLayout(section.sectionName)) {
    return (
      <div className="atrium-listing__table-wrap">
        <table className="atrium-listing__table">
          <thead>
            <tr>
              {view.columns.map((c) => (
                <th key={c.id} scope="col">
                  {c.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {view.records.map((record) => (
              <tr key={record.id} data-record-id={record.id}>
                {record.cells.map((cell, i) => (
                  <td key={view.columns[i]!.id}>
                    {i === 0 && record.href ? (
                      <a href={record.href} {...link}>
                        {cell || record.id}
                      </a>
                    ) : (
                      cell
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  const grid = isGridLayout(section.sectionName);
  const styles = section.data.cardStyles;
  const style = {
    ...(grid ? { gridTemplateColumns: `repeat(${section.data.columns}, minmax(0, 1fr))` } : {}),
    '--atrium-card-title': cssColor(styles.titleColor || undefined),
    '--atrium-card-title-weight': styles.titleWeight,
    '--atrium-card-text': cssColor(styles.descriptionColor || undefined),
    '--atrium-card-bg': cssColor(styles.backgroundColor || undefined),
  } as CSSProperties;
  return (
    <div
      className={`atrium-listing__records atrium-listing__records--${grid ? 'grid' : 'list'} atrium-listing--${section.data.cardVariant} atrium-listing--title-${styles.titleSize} atrium-listing--text-${styles.descriptionSize}`}
      style={style}
    >
      {view.records.map((record, index) => (
        <Card
          key={record.id}
          record={record}
          link={link}
          section={section}
          formAction={view.formAction}
          eager={index < (grid ? section.data.columns : 1)}
          titleLevel={position === 0 && section.data.heading ? 2 : 3}
        />
      ))}
    </div>
  );
}

/** First page and Next page links, or a Load more button, when there is another page. */
function ListingPages({
  sectionId,
  view,
  style,
}: {
  sectionId: string;
  view: TListingView;
  style: 'pages' | 'loadMore';
}) {
  if (!view.next && !view.params.after) return null;
  return (
    <nav className="atrium-listing__pages" aria-label="Pages">
      {view.params.after && <a href={withParams(view.params, {})}>First page</a>}
      {view.next &&
        (style === 'loadMore' ? (
          <a
            href={listingSearch({ ...view.params, after: view.next })}
            rel="next"
            className="atrium-listing__more"
            data-listing-more={sectionId}
          >
            {LOAD_MORE_LABEL}
          </a>
        ) : (
          <a href={listingSearch({ ...view.params, after: view.next })} rel="next">
            Next page
          </a>
        ))}
    </nav>
  );
}

/**
 * Data sections (list, grid and table layouts): the records of the section's table as the
 * portal host (or the builder's preview) loaded them, with search, filters and paging as links
 * and GET forms. Without loaded records it says what is missing.
 */
export function DataListing({ section, position, preview = false }: SectionProps<TDataSection>) {
  const { data } = section;
  const view = useListingView(section.id);
  const noColumns = isTableLayout(section.sectionName) && view?.status === 'ok' && view.columns.length === 0;
  const shown: TListingView | undefined =
    data.source === null
      ? { ...emptyView, status: 'not-set-up', message: LISTING_NOT_SET_UP_MESSAGE }
      : noColumns
        ? // A hint for the builder; visitors see the heading without an empty table.
          { ...view, records: [], message: preview ? LISTING_NO_FIELDS_MESSAGE : undefined }
        : view;
  const refusedCreate = useFormAnswer(section.id, 'listing-create');
  if (shown?.status === 'hidden') return null;
  const message = shown?.message && (
    <p className={`atrium-listing__message atrium-listing__message--${shown.status}`} role="status">
      {preview && shown.noRecords ? (
        // The builder's hint in the editor only, with what visitors read instead (ADR 053).
        <>
          {LISTING_EMPTY_MESSAGE}
          <span className="atrium-listing__visitors-see">{`Visitors see: “${shown.message}”`}</span>
        </>
      ) : (
        shown.message
      )}
    </p>
  );
  let body: ReactNode;
  const kind = dataSectionKind(section.sectionName);
  if (kind === 'record') {
    const record = shown?.detail?.record ?? (shown?.records[0] ? cardAsRecord(shown.records[0]) : undefined);
    body = record ? (
      <RecordDetail
        record={record}
        sectionId={section.id}
        headingLevel={2}
        formAction={shown?.formAction}
        preview={preview}
      />
    ) : (
      message
    );
  } else if (kind === 'form') {
    body = shown?.customForm ? (
      <CustomForm
        sectionId={section.id}
        form={shown.customForm}
        action={shown.formAction}
        againHref={(shown.formAction ?? '').replace(/\?index$/, '') || '?'}
        preview={preview}
      />
    ) : (
      message
    );
  } else {
    body = (
      <>
        {shown && shown.status === 'ok' && <ListingControls section={section} view={shown} />}
        {shown?.createForm && (
          <details className="atrium-listing__create" open={Boolean(refusedCreate)}>
            <summary>{shown.createForm.label}</summary>
            <RecordForm
              form={shown.createForm}
              sectionId={section.id}
              intent="listing-create"
              action={shown.formAction}
            />
          </details>
        )}
        {/* What a search, a filter or a page changes: swapped in place by the portal's listing script. */}
        <div
          className={
            shown?.detail?.type === 'sideBySide'
              ? 'atrium-listing__results atrium-listing__results--side-by-side'
              : 'atrium-listing__results'
          }
          data-listing-results={section.id}
        >
          {shown && shown.records.length > 0 && <Records section={section} view={shown} position={position} />}
          {shown?.detail && (
            <ListingDetail sectionId={section.id} view={shown} detail={shown.detail} preview={preview} />
          )}
          {message}
          {shown && <ListingPages sectionId={section.id} view={shown} style={data.paginationStyle} />}
        </div>
      </>
    );
  }
  return (
    <SectionShell id={section.id} kind="data" name={section.sectionName} background={data.background}>
      {data.heading && (
        <BlockHeading
          position={position}
          text={data.heading}
          settings={data.textSettings.heading}
          className="atrium-listing__heading"
        />
      )}
      {data.description && <p style={textStyle(data.textSettings.description)}>{data.description}</p>}
      {body}
      {/* In the builder's preview, the way to the connect-data wizard (the editor handles the click). */}
      {preview && data.source === null && (
        <button type="button" className="atrium-listing__connect" data-connect-data={section.id}>
          Connect data
        </button>
      )}
    </SectionShell>
  );
}

/** A card as a record's detail (the Add Section thumbnail's sample has cards only). */
function cardAsRecord(card: TListingCard): TRecordDetailView {
  return {
    id: card.id,
    title: card.title,
    subtitle: card.subtitle,
    fields: card.body ? [{ id: 'body', name: 'About', value: card.body }] : [],
    meta: { title: card.title, description: card.body },
    layout: 'stacked',
    blocks: [],
  };
}

/** The listing's form action with the open record kept (a refused form reopens it). */
function detailFormAction(view: TListingView, detail: TListingDetailView): string {
  const base = view.formAction ?? '';
  const record = view.params.record ?? detail.record.id;
  return `${base}${base.includes('?') ? '&' : '?'}${LISTING_RECORD_PARAM}=${encodeURIComponent(record)}`;
}

/**
 * The open record of a modal or side-by-side listing, rendered on the server: the modal is a
 * dialog over the listing with a close link back to the listing's URL and the Previous record /
 * Next record bar; side by side, the record sits beside the list.
 */
function ListingDetail({
  sectionId,
  view,
  detail,
  preview,
}: {
  sectionId: string;
  view: TListingView;
  detail: TListingDetailView;
  preview: boolean;
}) {
  const body = (
    <RecordDetail
      record={detail.record}
      sectionId={sectionId}
      headingLevel={2}
      formAction={detailFormAction(view, detail)}
      preview={preview}
    />
  );
  if (detail.type === 'sideBySide') {
    return (
      <aside className="atrium-listing__detail" aria-labelledby={`atrium-record-title-${detail.record.id}`}>
        {body}
      </aside>
    );
  }
  return (
    <div className="atrium-modal" data-listing-modal={sectionId}>
      <a
        className="atrium-modal__backdrop"
        href={detail.closeHref}
        data-listing-swap=""
        tabIndex={-1}
        aria-hidden="true"
      />
      <div
        className={`atrium-modal__panel atrium-modal__panel--${detail.size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`atrium-record-title-${detail.record.id}`}
        tabIndex={-1}
      >
        <a className="atrium-modal__close" href={detail.closeHref} data-listing-swap="" aria-label="Close">
          ×
        </a>
        {body}
        {detail.record.neighbours && <NeighbourBar neighbours={detail.record.neighbours} swap />}
      </div>
    </div>
  );
}

const emptyView: TListingView = { status: 'ok', records: [], columns: [], params: { q: '', filters: {} }, filters: [] };
