import { SHOWCASE_TEMPLATE } from './catalogue/showcase';
import { ZPortalTemplateSchema, type TPortalTemplate, type TPortalTemplateInput } from './portal-template';

/**
 * Every portal template, one data file each in ./catalogue (ADR 049). The wizard offers
 * WIZARD_TEMPLATE_IDS (plus Blank); the showcase is the demo `npm start` seeds.
 */
const TEMPLATE_FILES: readonly TPortalTemplateInput[] = [SHOWCASE_TEMPLATE];

/** A template by id, parsed (defaults filled in) and checked; undefined for an unknown id. */
export function findPortalTemplate(id: string): TPortalTemplate | undefined {
  const file = TEMPLATE_FILES.find((t) => t.id === id);
  return file ? ZPortalTemplateSchema.parse(file) : undefined;
}

/** Every template file as written (for the shared test and the wizard's cards). */
export function portalTemplateFiles(): readonly TPortalTemplateInput[] {
  return TEMPLATE_FILES;
}
