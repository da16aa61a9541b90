import type { TContentSection } from './schema';
import { EmbedFrame } from '../parts/embed-frame';
import { backgroundStyle, sectionMinHeight } from '../css-values';
import type { SectionProps } from '../section-props';
import { textStyle } from '../text-style';

/** Body text is plain text: blank lines separate paragraphs; single line breaks are kept by CSS. */
export function splitParagraphs(body: string): string[] {
  return body
    .split(/\r?\n[^\S\r\n]*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

/**
 * The content section, rendered as text only: content01 (strapline, heading, body), content07 (two
 * columns: left and right content with title, subtitle and description) and content11 (text with a
 * video or page embedded as one safe iframe).
 */
export function Content({ section, position, preview }: SectionProps<TContentSection>) {
  const { strapline, heading, body, textSettings, background, leftContent, rightContent, embed } = section.data;
  const Heading = position === 0 ? 'h1' : 'h2';
  const paragraphs = splitParagraphs(body);
  return (
    <section
      className={`atrium-section atrium-content atrium-content--${section.sectionName}${sectionMinHeight(background) ? ' atrium-section--tall' : ''}`}
      data-section-id={section.id}
      style={backgroundStyle(background, { section: true })}
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
        {section.sectionName === 'content07' && (
          <div className="atrium-content__columns">
            {[leftContent, rightContent].map((column, index) => (
              <div key={index} className="atrium-content__column">
                {column.subtitle && <p className="atrium-content__subtitle">{column.subtitle}</p>}
                {column.title && <h3 className="atrium-content__title">{column.title}</h3>}
                {splitParagraphs(column.description).map((paragraph, i) => (
                  <p key={i}>{paragraph}</p>
                ))}
              </div>
            ))}
          </div>
        )}
        {section.sectionName === 'content11' && (
          <div className="atrium-content__embed">
            <EmbedFrame embed={embed} preview={preview} hint="Add a video or page link in the Content tab." />
          </div>
        )}
      </div>
    </section>
  );
}
