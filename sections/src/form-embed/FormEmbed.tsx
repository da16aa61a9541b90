import type { SectionProps } from '../section-props';
import { EmbedFrame } from '../parts/embed-frame';
import { BlockHeading, BlockText, SectionShell } from '../parts/parts';
import type { TFormEmbedSection } from './schema';

export const FORM_EMBED_HINT = "Paste your form's share link or embed code in the Form tab.";

/** Form blocks form01–03: a form service's form (one safe iframe) with a heading and description. */
export function FormEmbed({ section, position, preview }: SectionProps<TFormEmbedSection>) {
  const { data } = section;
  return (
    <SectionShell id={section.id} kind="form-embed" name={section.sectionName} background={data.background}>
      <div className="atrium-form-embed__layout">
        <div className="atrium-form-embed__intro">
          <BlockHeading
            position={position}
            text={data.heading}
            settings={data.textSettings.heading}
            className="atrium-form-embed__heading"
          />
          <BlockText
            text={data.description}
            settings={data.textSettings.description}
            className="atrium-form-embed__description"
          />
        </div>
        <div className="atrium-form-embed__form">
          <EmbedFrame embed={data.embed} preview={preview} hint={FORM_EMBED_HINT} />
        </div>
      </div>
    </SectionShell>
  );
}
