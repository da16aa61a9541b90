import { BACK_TO_FORM_LABEL, FORM_EMPTY_MESSAGE, FORM_EMPTY_TITLE, type TCustomFormView } from '@atrium/core';
import type { CSSProperties } from 'react';
import { cssColor } from '../css-values';
import { RichText } from '../rich-text/RichText';
import { FormFieldGroup, ListingTarget, useFormAnswer } from './RecordForm';

/**
 * A Form section on the portal (spec doc 2 'Form builder'): its groups of fields in the form's
 * theme, the submit button at its size and alignment; a plain POST that creates a record
 * (checked on the server: who may create, required fields), then the success screen. A refusal
 * shows the message and keeps what was typed.
 */
export function CustomForm({
  sectionId,
  form,
  action,
  againHref,
  preview = false,
}: {
  sectionId: string;
  form: TCustomFormView;
  /** Where the form posts (the page; the home page needs '/?index'). */
  action?: string;
  /** The page without the success screen ('Submit another response'). */
  againHref: string;
  /**
   * In the builder's preview the success screen leads 'Back to form' with a button the editor
   * handles (`data-form-back`), instead of a link to the page.
   */
  preview?: boolean;
}) {
  const answer = useFormAnswer(sectionId, 'listing-form');
  const style = {
    background: cssColor(form.styles.background),
    '--atrium-form-label': cssColor(form.styles.labelColor),
  } as CSSProperties;
  if (form.success) {
    return (
      <div className={`atrium-custom-form atrium-custom-form--${form.styles.theme}`} style={style} role="status">
        <h3 className="atrium-custom-form__success-title">{form.success.title}</h3>
        <RichText value={form.success.message} className="atrium-custom-form__success-message" />
        <p>
          {preview ? (
            <button
              type="button"
              className="atrium-account__submit atrium-custom-form__back"
              data-form-back={sectionId}
            >
              {BACK_TO_FORM_LABEL}
            </button>
          ) : (
            <a href={againHref}>Submit another response</a>
          )}
        </p>
      </div>
    );
  }
  const fields = form.groups.flatMap((g) => g.fields);
  if (fields.length === 0) {
    return (
      <div className="atrium-custom-form atrium-custom-form--empty">
        <p className="atrium-custom-form__empty-title">{FORM_EMPTY_TITLE}</p>
        <p>{FORM_EMPTY_MESSAGE}</p>
      </div>
    );
  }
  const prefix = `form-${sectionId}`;
  return (
    <form
      method="post"
      action={action}
      className={`atrium-custom-form atrium-custom-form--${form.styles.theme}`}
      style={style}
      noValidate
    >
      <ListingTarget intent="listing-form" sectionId={sectionId} />
      {answer && (
        <p className="atrium-account__message atrium-account__message--error" role="alert">
          {answer.error}
        </p>
      )}
      {form.groups
        .filter((group) => group.fields.length > 0)
        .map((group) => (
          <FormFieldGroup key={group.id} group={group} typed={answer?.typed} idPrefix={prefix} />
        ))}
      <div className={`atrium-custom-form__submit atrium-custom-form__submit--${form.submit.alignment}`}>
        <button type="submit" className={`atrium-account__submit atrium-custom-form__button--${form.submit.size}`}>
          {form.submit.label}
        </button>
      </div>
    </form>
  );
}
