import type { TContentSection } from '@atrium/core';
import { backgroundStyle } from '../css-values';
import type { SectionProps } from '../section-props';
import { textStyle } from '../text-style';

/** Body text is plain text: blank lines separate paragraphs; single line breaks are kept by CSS. */
export function splitParagraphs(body: string): string[] {
  return body
    .split(/\r?\n[^\S\r\n]*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

/** The content section (content01): strapline, heading and body, rendered as text only. */
export function Content({ section, position }: SectionProps<TContentSection>) {
  const { strapline, heading, body, textSettings, background } = section.data;
  const Heading = position === 0 ? 'h1' : 'h2';
  const paragraphs = splitParagraphs(body);
  return (
    <section
      className={`atrium-section atrium-content atrium-content--${section.sectionName}`}
      data-section-id={section.id}
      style={backgroundStyle(background)}
    >
      <div className="atrium-container">
        {strapline !== '' && (
          <p className="atrium-content__strapline" style={textStyle(textSettings.strapline)}>
            {strapline}
          </p>
        )}
        {heading !== '' && (
          <Heading className="atrium-content__heading" style={textStyle(textSettings.heading)}>
            {heading}
          </Heading>
        )}
        {paragraphs.length > 0 && (
          <div
            className={`atrium-content__body atrium-content__body--${textSettings.body.alignment}`}
            style={textStyle(textSettings.body)}
          >
            {paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
