import type { ReactNode } from 'react';
import {
  LINKED_RECORDS_EMPTY_HINT,
  LINKED_RECORDS_NONE_MESSAGE,
  NEXT_RECORD_LABEL,
  PREVIOUS_RECORD_LABEL,
} from '@atrium/core';
import type { TRecordBlockView, TRecordDetailView } from '@atrium/core';
import { ListingTarget, RecordForm, useFormAnswer } from './RecordForm';
import { RecordImage } from '../parts/record-image';

/**
 * A record page of a data section (spec doc 2 'Detail view', type page): the record with a way
 * back to the listing and the Previous record / Next record bar. The page's <title> and Open
 * Graph tags come from the same view (SEO from fields).
 */
export function RecordPage({
  record,
  backHref,
  backLabel,
  sectionId,
  notice,
}: {
  record: TRecordDetailView;
  backHref: string;
  backLabel: string;
  /** The listing section the record belongs to (its forms post with it). */
  sectionId: string;
  /** A message after a form (e.g. 'Your changes were saved.'). */
  notice?: string;
}) {
  return (
    <section className="atrium-section atrium-record" aria-labelledby={`atrium-record-title-${record.id}`}>
      <div className="atrium-container">
        <p className="atrium-record__back">
          <a href={backHref}>← {backLabel}</a>
        </p>
        {notice && (
          <p className="atrium-account__message atrium-account__message--success" role="status">
            {notice}
          </p>
        )}
        <RecordDetail record={record} sectionId={sectionId} headingLevel={1} />
        {record.neighbours && <NeighbourBar neighbours={record.neighbours} />}
      </div>
    </section>
  );
}

/** The Previous record / Next record bar; a missing neighbour is a disabled control. */
export function NeighbourBar({
  neighbours,
  swap = false,
}: {
  neighbours: NonNullable<TRecordDetailView['neighbours']>;
  /** In a listing: the portal's script swaps the listing in place instead of loading the page. */
  swap?: boolean;
}) {
  const link = (href: string | undefined, label: string, rel: 'prev' | 'next') =>
    href ? (
      <a href={href} rel={rel} className="atrium-record__neighbour" data-listing-swap={swap ? '' : undefined}>
        {label}
      </a>
    ) : (
      <span className="atrium-record__neighbour atrium-record__neighbour--disabled" aria-disabled="true">
        {label}
      </span>
    );
  return (
    <nav className="atrium-record__neighbours" aria-label="Records">
      {link(neighbours.previous, PREVIOUS_RECORD_LABEL, 'prev')}
      {link(neighbours.next, NEXT_RECORD_LABEL, 'next')}
    </nav>
  );
}

/**
 * A record as its detail view shows it (on its page, in a modal or beside the list): title,
 * image, fields or blocks, and the buttons and forms this viewer may use.
 */
export function RecordDetail({
  record,
  sectionId,
  headingLevel,
  formAction,
  preview = false,
}: {
  record: TRecordDetailView;
  sectionId: string;
  headingLevel: 1 | 2;
  /** Where the record's forms post (default: the current URL). */
  formAction?: string;
  /** In the builder's preview: empty states give the builder's hints. */
  preview?: boolean;
}) {
  const refusedEdit = useFormAnswer(sectionId, 'listing-update', record.id);
  const refusedAction = useFormAnswer(sectionId, 'listing-action', record.id);
  const refusedDelete = useFormAnswer(sectionId, 'listing-delete', record.id);
  const refusal = refusedAction ?? refusedDelete;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const actions =
    record.actions?.length || record.editForm || record.canDelete ? (
      <div className="atrium-record__actions">
        {record.actions?.map((action) => (
          <form key={action.id} method="post" action={formAction} className="atrium-record__action">
            <ListingTarget intent="listing-action" sectionId={sectionId} recordId={record.id} actionId={action.id} />
            <button type="submit" className="atrium-account__submit">
              {action.label}
            </button>
          </form>
        ))}
        {record.editForm && (
          <details className="atrium-record__edit" open={Boolean(refusedEdit)}>
            <summary>{record.editForm.label}</summary>
            <RecordForm
              form={record.editForm}
              sectionId={sectionId}
              intent="listing-update"
              recordId={record.id}
              action={formAction}
            />
          </details>
        )}
        {record.canDelete && (
          <details className="atrium-record__delete">
            <summary>Delete</summary>
            <form method="post" action={formAction}>
              <ListingTarget intent="listing-delete" sectionId={sectionId} recordId={record.id} />
              <p>Delete this record? This cannot be undone.</p>
              <button type="submit" className="atrium-account__submit atrium-account__submit--danger">
                Delete record
              </button>
            </form>
          </details>
        )}
      </div>
    ) : null;
  return (
    <div className="atrium-record__detail" data-record-id={record.id}>
      {refusal && (
        <p className="atrium-account__message atrium-account__message--error" role="alert">
          {refusal.error}
        </p>
      )}
      <div className="atrium-record__head">
        <Heading id={`atrium-record-title-${record.id}`} className="atrium-record__title">
          {record.title}
        </Heading>
        {record.subtitle && <p className="atrium-record__subtitle">{record.subtitle}</p>}
      </div>
      {record.blocks.length === 0 ? (
        // Without blocks: the picture beside the fields on wide screens, the fields as a grid.
        <div className={record.image ? 'atrium-record__body atrium-record__body--with-image' : 'atrium-record__body'}>
          {record.image && (
            <RecordImage
              image={record.image}
              className="atrium-record__image"
              sizes="(max-width: 900px) 100vw, 640px"
              eager
            />
          )}
          <div className="atrium-record__main">
            {fieldList(record.fields)}
            {actions}
          </div>
        </div>
      ) : (
        <>
          {record.image && (
            <RecordImage
              image={record.image}
              className="atrium-record__image atrium-record__image--wide"
              sizes="(max-width: 1168px) 100vw, 1120px"
              eager
            />
          )}
          <div className={`atrium-record__blocks atrium-record__blocks--${record.layout}`}>
            {(['main', 'side'] as const).map((column) => {
              const blocks = record.blocks.filter((b) => b.column === column);
              if (blocks.length === 0) return null;
              return (
                <div key={column} className={`atrium-record__column atrium-record__column--${column}`}>
                  {blocks.map((block) => (
                    <RecordBlock
                      key={block.id}
                      block={block}
                      actions={actions}
                      form={{ sectionId, recordId: record.id, action: formAction }}
                      preview={preview}
                    />
                  ))}
                </div>
              );
            })}
            {/* The record's buttons and forms always have a place, even without an Actions block. */}
            {!record.blocks.some((b) => b.kind === 'actions') && actions}
          </div>
        </>
      )}
    </div>
  );
}

/** A value that reads better across the whole grid than in one of its cells (notes, briefs). */
function isLongValue(value: string): boolean {
  return value.length > 80 || value.includes('\n');
}

/** Fields with their names as a description list (record pages, linked records, expanded cards). */
export function fieldList(fields: ReadonlyArray<{ id: string; name: string; value: string }>) {
  if (fields.length === 0) return null;
  return (
    <dl className="atrium-record__fields">
      {fields.map((field) => (
        <div
          key={field.id}
          className={
            isLongValue(field.value) ? 'atrium-record__field atrium-record__field--wide' : 'atrium-record__field'
          }
        >
          <dt>{field.name}</dt>
          <dd>{field.value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One block of a record page: fields, a text, linked records, the record's buttons, a divider, a
 * header, tags, an accordion, images, an embedded page, files or links.
 */
function RecordBlock({
  block,
  actions,
  form,
  preview,
}: {
  block: TRecordBlockView;
  actions: ReactNode;
  /** Where the block's own forms post (linked records' link, unlink and add). */
  form: { sectionId: string; recordId: string; action?: string };
  preview: boolean;
}) {
  if (block.kind === 'divider') return <hr className="atrium-record__divider" />;
  if (block.kind === 'header') {
    return (
      <div className={`atrium-record__block atrium-record__header atrium-record__header--${block.variant}`}>
        {block.image && <RecordImage image={block.image} className="atrium-record__header-image" sizes="160px" eager />}
        <div>
          {block.heading && <h2 className="atrium-record__header-title">{block.heading}</h2>}
          {block.subtitle && <p className="atrium-record__header-subtitle">{block.subtitle}</p>}
        </div>
      </div>
    );
  }
  return (
    <div className={`atrium-record__block atrium-record__block--${block.kind}`}>
      {block.title && <h2 className="atrium-record__block-title">{block.title}</h2>}
      {block.kind === 'tags' && (
        <ul className="atrium-listing__card-tags">
          {block.tags.map((tag, i) => (
            <li key={`${tag}-${i}`}>{tag}</li>
          ))}
        </ul>
      )}
      {block.kind === 'accordion' &&
        block.fields.map((field) => (
          <details key={field.id} className="atrium-record__accordion">
            <summary>{field.name}</summary>
            <p>{field.value || '—'}</p>
          </details>
        ))}
      {(block.kind === 'image' || block.kind === 'gallery') && (
        <div className={`atrium-record__images atrium-record__images--${block.kind}`}>
          {block.images.map((image, i) => (
            <img
              key={`${image.url}-${i}`}
              src={image.url}
              alt={image.alt}
              loading="lazy"
              style={{ height: block.height, objectFit: block.fit }}
            />
          ))}
        </div>
      )}
      {block.kind === 'embed' && (
        <iframe
          className="atrium-record__embed"
          src={block.src}
          title={block.title || 'Embedded page'}
          height={block.height}
          loading="lazy"
          sandbox="allow-scripts allow-same-origin allow-popups allow-forms"
          referrerPolicy="no-referrer"
        />
      )}
      {block.kind === 'attachment' && (
        <ul className="atrium-record__files">
          {block.files.map((file, i) => (
            <li key={`${file.url}-${i}`}>
              <a href={file.url} target="_blank" rel="noopener noreferrer" download>
                {file.name}
              </a>
            </li>
          ))}
        </ul>
      )}
      {(block.kind === 'links' || block.kind === 'social') && (
        <ul className={`atrium-record__links atrium-record__links--${block.kind}`}>
          {block.links.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                target={link.href.startsWith('http') ? '_blank' : undefined}
                rel="noopener noreferrer"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      )}
      {block.kind === 'fields' && fieldList(block.fields)}
      {block.kind === 'text' && <p className="atrium-record__text">{block.text}</p>}
      {block.kind === 'linked' && <LinkedRecords block={block} form={form} preview={preview} />}
      {block.kind === 'actions' && actions}
    </div>
  );
}

/**
 * A linked records block: each linked record with its chosen fields, as a list or cards; for
 * people who may change the links, an Unlink button per record, a choice of records to link, and
 * a name field to add a new one (plain forms; refusals say why under the block).
 */
function LinkedRecords({
  block,
  form,
  preview,
}: {
  block: Extract<TRecordBlockView, { kind: 'linked' }>;
  form: { sectionId: string; recordId: string; action?: string };
  preview: boolean;
}) {
  const refusals = [
    useFormAnswer(form.sectionId, 'listing-link', form.recordId),
    useFormAnswer(form.sectionId, 'listing-unlink', form.recordId),
    useFormAnswer(form.sectionId, 'listing-create-linked', form.recordId),
  ];
  const refused = refusals.find((answer) => answer?.blockId === block.id);
  const { manage } = block;
  const target = (intent: string) => (
    <>
      <ListingTarget intent={intent} sectionId={form.sectionId} recordId={form.recordId} />
      <input type="hidden" name="blockId" value={block.id} />
    </>
  );
  const selectId = `link-${form.sectionId}-${form.recordId}-${block.id}`;
  const nameId = `add-${form.sectionId}-${form.recordId}-${block.id}`;
  return (
    <>
      {block.records.length === 0 ? (
        <p className="atrium-account__empty">{preview ? LINKED_RECORDS_EMPTY_HINT : LINKED_RECORDS_NONE_MESSAGE}</p>
      ) : (
        <ul className={`atrium-record__linked atrium-record__linked--${block.variant}`}>
          {block.records.map((linked) => (
            <li key={linked.id}>
              <span className="atrium-record__linked-title">{linked.title}</span>
              {linked.fields.length > 0 && fieldList(linked.fields)}
              {manage?.canUnlink && (
                <form method="post" action={form.action} className="atrium-record__unlink">
                  {target('listing-unlink')}
                  <input type="hidden" name="linkedRecordId" value={linked.id} />
                  <button type="submit" aria-label={`Unlink ${linked.title}`}>
                    Unlink
                  </button>
                </form>
              )}
            </li>
          ))}
        </ul>
      )}
      {refused && (
        <p className="atrium-account__message atrium-account__message--error" role="alert">
          {refused.error}
        </p>
      )}
      {manage?.options && manage.options.length > 0 && (
        <form method="post" action={form.action} className="atrium-record__link">
          {target('listing-link')}
          <label htmlFor={selectId}>Link a record</label>
          <select id={selectId} name="linkedRecordId" defaultValue="">
            <option value="">—</option>
            {manage.options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.title}
              </option>
            ))}
          </select>
          <button type="submit" className="atrium-account__submit">
            Link
          </button>
        </form>
      )}
      {manage?.addRecordText && (
        <form method="post" action={form.action} className="atrium-record__link">
          {target('listing-create-linked')}
          <label htmlFor={nameId}>Name</label>
          <input id={nameId} name="name" type="text" maxLength={200} defaultValue={refused?.typed?.name ?? ''} />
          <button type="submit" className="atrium-account__submit">
            {manage.addRecordText}
          </button>
        </form>
      )}
    </>
  );
}
