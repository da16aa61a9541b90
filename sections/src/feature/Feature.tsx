import { safeHref } from '@atrium/core';
import type { TFeatureItem, TFeatureSection } from './schema';
import type { SectionProps } from '../section-props';
import { RichText } from '../rich-text/RichText';
import { FeatureIcon } from '../parts/icons';
import { BlockHeading, BlockImage, BlockText, SectionShell } from '../parts/parts';

function FeatureLink({ link }: { link: TFeatureItem['link'] }) {
  const href = safeHref(link.url);
  if (!href || !link.text) return null;
  return (
    <a
      className={`atrium-feature__link atrium-feature__link--${link.style}`}
      href={href}
      {...(link.openInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {link.text}
    </a>
  );
}

function Item({ item, headingLevel }: { item: TFeatureItem; headingLevel: 'h2' | 'h3' }) {
  const Title = headingLevel;
  const src = item.image.type === 'image' ? safeHref(item.image.src) : undefined;
  return (
    <li className="atrium-feature__item">
      {item.image.type === 'icon' ? (
        <FeatureIcon name={item.image.src} />
      ) : (
        src && (
          <img
            className="atrium-feature__image"
            src={src}
            alt=""
            loading="lazy"
            style={{ height: `${item.styles.image.height}px`, objectFit: item.styles.image.fitType }}
          />
        )
      )}
      {item.title && <Title className="atrium-feature__title">{item.title}</Title>}
      {item.body && <RichText value={item.body} className="atrium-feature__body" />}
      <FeatureLink link={item.link} />
    </li>
  );
}

/** Feature layouts feature01, feature04, feature23, feature50. */
export function Feature({ section, position }: SectionProps<TFeatureSection>) {
  const { data } = section;
  const t = data.textSettings;
  const withImage = section.sectionName === 'feature01' || section.sectionName === 'feature50';
  return (
    <SectionShell id={section.id} kind="feature" name={section.sectionName} background={data.background}>
      <div className="atrium-feature__intro">
        <BlockText text={data.strapline} settings={t.strapline} className="atrium-strapline" />
        <BlockHeading
          position={position}
          text={data.heading}
          settings={t.heading}
          className="atrium-feature__heading"
        />
        <BlockText text={data.description} settings={t.description} className="atrium-feature__description" />
      </div>
      <div className="atrium-feature__layout">
        {withImage && (
          <div className="atrium-feature__media">
            <BlockImage image={data.image} alt={data.heading} />
          </div>
        )}
        <ul className="atrium-feature__items">
          {data.features.map((item) => (
            <Item key={item.id} item={item} headingLevel={data.heading ? 'h3' : 'h2'} />
          ))}
        </ul>
      </div>
    </SectionShell>
  );
}
