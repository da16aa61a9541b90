import { imageSources, type TImageView } from '@atrium/core';

/**
 * A record's picture on a card or a record page: the lighter rendition when the attachment has
 * one (an upload's WebP renditions as `srcset`, with AVIF), and its size as `width`/`height`, so
 * the browser keeps its place before it loads (no layout shift). Pictures past the first screen
 * load lazily; the first ones (`eager`) do not wait.
 */
export function RecordImage({
  image,
  className,
  sizes,
  eager = false,
}: {
  image: TImageView;
  className: string;
  /** The `sizes` of the picture's renditions, as wide as it is shown. */
  sizes: string;
  eager?: boolean;
}) {
  const file = image.thumbnail ?? { url: image.url, width: image.width, height: image.height };
  const img = imageSources(file.url, { sizes });
  return (
    <picture className="atrium-picture">
      {img.sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={s.sizes} />
      ))}
      <img
        className={className}
        src={img.src}
        srcSet={img.srcSet}
        sizes={img.srcSet ? img.sizes : undefined}
        alt={image.alt}
        width={file.width}
        height={file.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
    </picture>
  );
}
