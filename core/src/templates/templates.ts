import { CLIENT_PORTAL_TEMPLATE } from './catalogue/client-portal';
import { INTERNAL_TOOL_TEMPLATE } from './catalogue/internal-tool';
import { MEMBER_DIRECTORY_TEMPLATE } from './catalogue/member-directory';
import { RESOURCE_LIBRARY_TEMPLATE } from './catalogue/resource-library';
import { SHOWCASE_TEMPLATE } from './catalogue/showcase';
import { VENDOR_PORTAL_TEMPLATE } from './catalogue/vendor-portal';
import { VOLUNTEER_PORTAL_TEMPLATE } from './catalogue/volunteer-portal';
import { WIZARD_TEMPLATE_IDS } from './template-ids';
import { ZPortalTemplateSchema, type TPortalTemplate, type TPortalTemplateInput } from './portal-template';

/**
 * Every portal template, one data file each in ./catalogue (ADR 049). The wizard offers Blank
 * and WIZARD_TEMPLATES; the showcase is the demo `npm start` seeds (not in the wizard).
 */
const TEMPLATE_FILES: readonly TPortalTemplateInput[] = [
  CLIENT_PORTAL_TEMPLATE,
  MEMBER_DIRECTORY_TEMPLATE,
  INTERNAL_TOOL_TEMPLATE,
  VOLUNTEER_PORTAL_TEMPLATE,
  VENDOR_PORTAL_TEMPLATE,
  RESOURCE_LIBRARY_TEMPLATE,
  SHOWCASE_TEMPLATE,
];

/** The templates the create-portal wizard offers after Blank (template-ids.ts), in that order. */
export const WIZARD_TEMPLATES: ReadonlyArray<Pick<TPortalTemplateInput, 'id' | 'name' | 'description'>> =
  WIZARD_TEMPLATE_IDS.map((id) => {
    const { name, description } = TEMPLATE_FILES.find((t) => t.id === id)!;
    return { id, name, description };
  });

/** A template by id, parsed (defaults filled in) and checked; undefined for an unknown id. */
export function findPortalTemplate(id: string): TPortalTemplate | undefined {
  const file = TEMPLATE_FILES.find((t) => t.id === id);
  return file ? ZPortalTemplateSchema.parse(file) : undefined;
}

/** Every template file as written (for the shared test and the wizard's cards). */
export function portalTemplateFiles(): readonly TPortalTemplateInput[] {
  return TEMPLATE_FILES;
}
