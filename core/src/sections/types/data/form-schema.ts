import { z } from 'zod';
import { EDITABLE_PROFILE_TYPES } from '../../../identity/my-account';
import { FORM_MAX_GROUPS, FORM_SUBMIT_SIZES, ZFormGroupSchema } from '../custom-form';

/**
 * A listing's Create Record and Edit Record forms (spec doc 2 'Form builder'): groups of fields
 * with labels, placeholders and required switches, as in a Form section. The edit form is the
 * create form until it has groups of its own. Listings saved before groups had a flat list of
 * field ids (`fields`): it becomes the create form's one group when read.
 */
export const ZListingFormsSchema = z
  .preprocess(
    (raw) => {
      const form = raw as { fields?: unknown; createGroups?: unknown } | undefined;
      if (!form || !Array.isArray(form.fields) || form.fields.length === 0 || form.createGroups !== undefined) {
        return raw;
      }
      const ids = form.fields.filter((id): id is string => typeof id === 'string' && id !== '');
      return { ...form, fields: [], createGroups: [{ fields: ids.map((fieldId) => ({ fieldId })) }] };
    },
    z.object({
      /** Before groups: the fields of both forms (read as the create form's group). */
      fields: z.array(z.string().min(1).max(100)).max(30).default([]),
      createGroups: z.array(ZFormGroupSchema).max(FORM_MAX_GROUPS).default([]),
      /** Empty: the edit form is the create form. */
      editGroups: z.array(ZFormGroupSchema).max(FORM_MAX_GROUPS).default([]),
      /** The create form's button (its submit, and what opens it on the listing). */
      createLabel: z.string().min(1).max(60).default('Add record'),
      editLabel: z.string().min(1).max(60).default('Edit record'),
      /** Both forms' submit buttons (spec doc 2 'Form builder': Styles, submit button Size and Align). */
      submit: z
        .object({
          size: z.enum(Object.keys(FORM_SUBMIT_SIZES) as [keyof typeof FORM_SUBMIT_SIZES]).default('md'),
          alignment: z.enum(['left', 'center', 'right']).default('left'),
        })
        .default({}),
    }),
  )
  .default({});

/** Field types a record form edits with a plain control: My Account's, and a choice list. */
export const FORM_PLAIN_FIELD_TYPES: readonly string[] = [...EDITABLE_PROFILE_TYPES, 'singleSelect'];
/** The link field type: people choose records of the linked table (core/src/listings/form-links.ts). */
export const FORM_LINK_FIELD_TYPE = 'multipleRecordLinks';
/** Field types a record form edits: the plain ones, and links to records of another table. */
export const FORM_FIELD_TYPES: readonly string[] = [...FORM_PLAIN_FIELD_TYPES, FORM_LINK_FIELD_TYPE];
