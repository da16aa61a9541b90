import {
  WIZARD_TEMPLATES,
  defaultTheme,
  findPortalTemplate,
  templateAccountsPlan,
  templatePreviewSections,
} from '@atrium/core';
import type { TemplateCard } from './template-step';

/**
 * The wizard's template cards: every template it offers, with its thumbnail's sections and theme,
 * and what steps 3 and 4 show for its user accounts.
 */
export function templateCards(): TemplateCard[] {
  return WIZARD_TEMPLATES.map(({ id }) => {
    const template = findPortalTemplate(id)!;
    return {
      id,
      name: template.name,
      description: template.description,
      theme: defaultTheme(template.accentColor),
      sections: templatePreviewSections(template),
      accounts: templateAccountsPlan(template),
    };
  });
}
