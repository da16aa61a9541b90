import type { TRecordDetailView } from '@atrium/core';

/**
 * A record page of a data section (spec doc 2 'Detail view', type page): its title, image and
 * fields, with a way back to the listing. The page's <title> and Open Graph tags come from the
 * same view (SEO from fields).
 */
export function RecordPage({
  record,
  backHref,
  backLabel,
}: {
  record: TRecordDetailView;
  backHref: string;
  backLabel: string;
}) {
  return (
    <section className="atrium-section atrium-record" aria-labelledby="atrium-record-title">
      <div className="atrium-container">
        <p className="atrium-record__back">
          <a href={backHref}>← {backLabel}</a>
        </p>
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
      </div>
    </section>
  );
}
