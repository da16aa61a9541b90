import { safeHref } from '@atrium/core';
import type { TTestimonialSection } from './schema';
import type { SectionProps } from '../section-props';
import { BlockHeading, SectionShell } from '../parts/parts';

function Stars({ rating }: { rating: number }) {
  const value = Math.max(0, Math.min(5, Math.round(rating)));
  if (value === 0) return null;
  return (
    <span className="atrium-testimonial__stars" role="img" aria-label={`Rated ${value} out of 5`}>
      {'★'.repeat(value)}
      <span className="atrium-testimonial__stars-off">{'★'.repeat(5 - value)}</span>
    </span>
  );
}

/** Testimonial layouts testimonial01–03. */
export function Testimonial({ section, position }: SectionProps<TTestimonialSection>) {
  const { data } = section;
  return (
    <SectionShell id={section.id} kind="testimonial" name={section.sectionName} background={data.background}>
      <BlockHeading
        position={position}
        text={data.heading}
        settings={data.textSettings.heading}
        className="atrium-testimonial__heading"
      />
      <ul className="atrium-testimonial__items">
        {data.testimonials.map((item) => {
          const avatar = safeHref(item.avatar.url);
          return (
            <li key={item.id} className="atrium-testimonial__item">
              <figure>
                <Stars rating={item.rating} />
                <blockquote>{item.testimonial}</blockquote>
                <figcaption>
                  {avatar && <img className="atrium-testimonial__avatar" src={avatar} alt="" loading="lazy" />}
                  {item.person}
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
    </SectionShell>
  );
}
