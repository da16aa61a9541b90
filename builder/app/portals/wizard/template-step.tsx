import {
  BLANK_TEMPLATE_ID,
  themeCssVariables,
  type TSection,
  type TTheme,
  type TemplateAccountsPlan,
} from '@atrium/core';
import { RenderSection, customProperties } from '@atrium/sections';
import { BlockStack, Text } from '@shopify/polaris';
import { OptionCard } from './option-card';

/** A template card of step 2: what the loader sends (templateCards in __template-cards.server.ts). */
export interface TemplateCard {
  id: string;
  name: string;
  description: string;
  theme: TTheme;
  /** The home page's first marketing sections, rendered as the thumbnail. */
  sections: TSection[];
  /** Its users table and groups (steps 3 and 4); null: no user accounts. */
  accounts: TemplateAccountsPlan | null;
}

/** React 18 has no `inert` prop; the attribute still reaches the DOM as a string. */
const INERT = { inert: '' } as object;

/**
 * A template's thumbnail (ADR 050): its home page's first sections rendered by the portal's own
 * section components in the template's theme, scaled down; decorative and inert (the card's
 * name and description say what it is).
 */
function TemplateThumbnail({ card }: { card: TemplateCard }) {
  return (
    <div className="atrium-template-card__thumb" aria-hidden="true">
      <div
        className="atrium-template-card__thumb-inner atrium-portal"
        style={customProperties(themeCssVariables(card.theme))}
        {...INERT}
      >
        {card.sections.map((section, i) => (
          <RenderSection key={section.id} section={section} position={i + 1} preview />
        ))}
      </div>
    </div>
  );
}

/** Step 2's template choice: Blank (one home page and the demo tables), or a whole working portal. */
export function TemplateStep({
  cards,
  value,
  onChange,
}: {
  cards: TemplateCard[];
  value: string;
  onChange: (id: string) => void;
}) {
  return (
    <BlockStack gap="400">
      <Text as="p" tone="subdued">
        Start blank, or from a template: pages, tables with sample records, user accounts and page rules, ready to
        publish and change.
      </Text>
      <div role="radiogroup" aria-label="Template" className="atrium-template-cards">
        <OptionCard
          className="atrium-template-card"
          name="template"
          value={BLANK_TEMPLATE_ID}
          checked={value === BLANK_TEMPLATE_ID}
          onChoose={onChange}
          title="Blank"
          description="A home page and the demo built-in tables; add what you need."
        />
        {cards.map((card) => (
          <OptionCard
            key={card.id}
            className="atrium-template-card"
            name="template"
            value={card.id}
            checked={value === card.id}
            onChoose={onChange}
            title={card.name}
            description={card.description}
            picture={<TemplateThumbnail card={card} />}
          />
        ))}
      </div>
    </BlockStack>
  );
}
