import { safeHref } from '@atrium/core';
import type { SectionProps } from '../section-props';
import { BlockHeading, BlockText, SectionShell } from '../parts/parts';
import type { TSocialProofItem, TSocialProofSection } from './schema';

function Logo({ item }: { item: TSocialProofItem }) {
  const src = item.imageUrl.trim() ? safeHref(item.imageUrl) : undefined;
  const mark = src ? (
    <img className="atrium-social-proof__logo" src={src} alt={item.name} loading="lazy" />
  ) : (
    <span className="atrium-social-proof__wordmark">{item.name}</span>
  );
  const href = item.url.trim() ? safeHref(item.url) : undefined;
  return href ? (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {mark}
    </a>
  ) : (
    mark
  );
}

/** Social proof socialProof01–03: a row of logos, a logo grid beside the heading, numbers with labels. */
export function SocialProof({ section, position }: SectionProps<TSocialProofSection>) {
  const { data } = section;
  const t = data.textSettings;
  const numbers = section.sectionName === 'socialProof03';
  return (
    <SectionShell id={section.id} kind="social-proof" name={section.sectionName} background={data.background}>
      <div className="atrium-social-proof__layout">
        <div className="atrium-social-proof__intro">
          <BlockText text={data.strapline} settings={t.strapline} className="atrium-strapline" />
          <BlockHeading
            position={position}
            text={data.heading}
            settings={t.heading}
            className="atrium-social-proof__heading"
          />
          <BlockText text={data.description} settings={t.description} className="atrium-social-proof__description" />
        </div>
        <ul className="atrium-social-proof__items">
          {data.items.map((item) => (
            <li key={item.id} className="atrium-social-proof__item">
              {numbers ? (
                <>
                  <strong className="atrium-social-proof__value">{item.value}</strong>
                  <span className="atrium-social-proof__label">{item.name}</span>
                </>
              ) : (
                <Logo item={item} />
              )}
            </li>
          ))}
        </ul>
      </div>
    </SectionShell>
  );
}
