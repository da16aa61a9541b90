import type { THeroSection } from './schema';
import type { SectionProps } from '../section-props';
import { BlockHeading, BlockImage, BlockText, Buttons, SectionShell } from '../parts/parts';

/** Hero layouts hero01–05, hero14, hero18: the same data, arranged by the layout's CSS. */
export function Hero({ section, position }: SectionProps<THeroSection>) {
  const { data } = section;
  const t = data.textSettings;
  return (
    <SectionShell id={section.id} kind="hero" name={section.sectionName} background={data.background}>
      <div className="atrium-hero__layout">
        <div className="atrium-hero__text">
          <BlockText text={data.strapline} settings={t.strapline} className="atrium-strapline" />
          <BlockHeading position={position} text={data.heading} settings={t.heading} className="atrium-hero__heading" />
          <BlockText text={data.description} settings={t.description} className="atrium-hero__description" />
          <Buttons button={data.button} align={t.heading.alignment} />
        </div>
        {section.sectionName !== 'hero04' && (
          <div className="atrium-hero__media">
            <BlockImage image={data.image} alt={data.heading} eager={position === 0} />
          </div>
        )}
      </div>
    </SectionShell>
  );
}
