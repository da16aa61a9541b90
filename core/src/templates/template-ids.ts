/**
 * The template ids the create-portal wizard accepts, without the templates themselves (the
 * wizard's form schema needs the ids only; the template files import the section catalogue,
 * which must not load from the portal schemas). templates.test.ts checks they match the files.
 */
export const BLANK_TEMPLATE_ID = 'blank';
export const WIZARD_TEMPLATE_IDS = [
  'client-portal',
  'member-directory',
  'internal-tool',
  'volunteer-portal',
  'vendor-portal',
  'resource-library',
] as const;
export const UNKNOWN_TEMPLATE_MESSAGE = 'Choose one of the templates shown.';
export const TEMPLATE_NEEDS_BUILT_IN_MESSAGE =
  'Templates bring their own built-in tables: choose Blank to generate pages from an Airtable base.';

/** Whether the wizard may be asked for this template id (Blank or one it shows). */
export function isWizardTemplateId(id: string): boolean {
  return id === BLANK_TEMPLATE_ID || (WIZARD_TEMPLATE_IDS as readonly string[]).includes(id);
}
