import type { TRecordDetailView } from '@atrium/core';
import { ListingTarget, RecordForm, useFormAnswer } from './RecordForm';

/**
 * A record page of a data section (spec doc 2 'Detail view', type page): its title, image and
 * fields, with a way back to the listing. The page's <title> and Open Graph tags come from the
 * same view (SEO from fields).
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
  const refusedEdit = useFormAnswer(sectionId, 'listing-update', record.id);
  const refusedAction = useFormAnswer(sectionId, 'listing-action', record.id);
  const refusedDelete = useFormAnswer(sectionId, 'listing-delete', record.id);
  const refusal = refusedAction ?? refusedDelete;
  return (
    <section className="atrium-section atrium-record" aria-labelledby="atrium-record-title">
      <div className="atrium-container">
        <p className="atrium-record__back">
          <a href={backHref}>← {backLabel}</a>
        </p>
        {notice && (
          <p className="atrium-account__message atrium-account__message--success" role="status">
            {notice}
          </p>
        )}
        {refusal && (
          <p className="atrium-account__message atrium-account__message--error" role="alert">
            {refusal.error}
          </p>
        )}
        <h1 id="atrium-record-title" className="atrium-record__title">
          {record.title}
        </h1>
        {record.subtitle && <p className="atrium-record__subtitle">{record.subtitle}</p>}
        {record.image && <img className="atrium-record__image" src={record.image.url} alt={record.image.alt} />}
        {record.fields.length > 0 && (
          <dl className="atrium-record__fields">
            {record.fields.map((field) => (
              <div key={field.id} className="atrium-record__field">
                <dt>{field.name}</dt>
                <dd>{field.value || '—'}</dd>
              </div>
            ))}
          </dl>
        )}
        {(record.actions?.length || record.editForm || record.canDelete) && (
          <div className="atrium-record__actions">
            {record.actions?.map((action) => (
              <form key={action.id} method="post" className="atrium-record__action">
                <ListingTarget
                  intent="listing-action"
                  sectionId={sectionId}
                  recordId={record.id}
                  actionId={action.id}
                />
                <button type="submit" className="atrium-account__submit">
                  {action.label}
                </button>
              </form>
            ))}
            {record.editForm && (
              <details className="atrium-record__edit" open={Boolean(refusedEdit)}>
                <summary>{record.editForm.label}</summary>
                <RecordForm form={record.editForm} sectionId={sectionId} intent="listing-update" recordId={record.id} />
              </details>
            )}
            {record.canDelete && (
              <details className="atrium-record__delete">
                <summary>Delete</summary>
                <form method="post">
                  <ListingTarget intent="listing-delete" sectionId={sectionId} recordId={record.id} />
                  <p>Delete this record? This cannot be undone.</p>
                  <button type="submit" className="atrium-account__submit atrium-account__submit--danger">
                    Delete record
                  </button>
                </form>
              </details>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
