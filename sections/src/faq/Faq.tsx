import type { TFaqSection } from './schema';
import type { SectionProps } from '../section-props';
import { textStyle } from '../text-style';
import { BlockHeading, SectionShell } from '../parts/parts';

/** FAQ layouts faq01–03; the accordion is <details>/<summary>, so it works without JavaScript. */
export function Faq({ section, position }: SectionProps<TFaqSection>) {
  const { data } = section;
  return (
    <SectionShell id={section.id} kind="faq" name={section.sectionName} background={data.background}>
      <div className="atrium-faq__layout">
        <div className="atrium-faq__intro">
          <BlockHeading
            position={position}
            text={data.heading}
            settings={data.textSettings.heading}
            className="atrium-faq__heading"
          />
          {data.description && <p style={textStyle(data.textSettings.description)}>{data.description}</p>}
        </div>
        <div className="atrium-faq__items">
          {data.faqs.map((item) => (
            <details key={item.id} className="atrium-faq__item">
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </SectionShell>
  );
}
