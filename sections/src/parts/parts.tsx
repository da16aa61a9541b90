import {
  GRADIENT_PRESETS,
  embedFrame,
  REVERSED_GRID_TEMPLATES,
  imageSources,
  safeHref,
  type TBackground,
  type TButton,
  type TImage,
} from '@atrium/core';
import type { CSSProperties, ReactNode } from 'react';
import { backgroundStyle, cssColor, sectionMinHeight } from '../css-values';
import { textStyle, type TextSettings } from '../text-style';

function gradient(index: number): string {
  return GRADIENT_PRESETS[index] ?? GRADIENT_PRESETS[0]!;
}

/** The section element with its background: colour, paddings, minimum height, an image or gradient, the overlay. */
export function SectionShell({
  id,
  kind,
  name,
  background,
  children,
}: {
  id: string;
  kind: string;
  name: string;
  background: TBackground;
  children: ReactNode;
}) {
  const style: CSSProperties = { ...backgroundStyle(background, { section: true }) };
  const source = background.imageSource;
  const url = safeHref(background.imageUrl);
  if (source === 'gradient') style.backgroundImage = gradient(background.gradient);
  if ((source === 'url' || source === 'upload' || source === 'stock') && url) {
    const overlay = background.hasGradient ? 'linear-gradient(rgba(0,0,0,0.45), rgba(0,0,0,0.45)), ' : '';
    style.backgroundImage = `${overlay}url("${imageSources(url).src.replace(/"/g, '%22')}")`;
    style.backgroundSize = 'cover';
    style.backgroundPosition = background.position;
  }
  const reversed = REVERSED_GRID_TEMPLATES.includes(name);
  return (
    <section
      className={`atrium-section atrium-${kind} atrium-${kind}--${name} atrium-grid--${background.grid.replace('/', '-')}${reversed ? ' atrium-grid--reversed' : ''}${sectionMinHeight(background) ? ' atrium-section--tall' : ''}`}
      data-section-id={id}
      style={style}
    >
      <div className="atrium-container">{children}</div>
    </section>
  );
}

/** A block's image by its source: an uploaded/stock/URL image (with renditions), a colour or a gradient box. */
export function BlockImage({ image, alt, eager = false }: { image: TImage; alt: string; eager?: boolean }) {
  const height = `${image.height}px`;
  if (image.source === 'none') return null;
  if (image.source === 'color' || image.source === 'gradient') {
    const background = image.source === 'color' ? cssColor(image.color) : gradient(image.gradient);
    return (
      <div className="atrium-block-image atrium-block-image--fill" style={{ height, background }} role="presentation" />
    );
  }
  const url = safeHref(image.imageUrl);
  if (!url) return null;
  const img = imageSources(url);
  const style: CSSProperties = {
    height,
    objectFit: image.fitType,
    objectPosition: image.fitType === 'cover' ? image.positionType : undefined,
  };
  return (
    <picture className="atrium-block-image">
      {img.sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={s.sizes} />
      ))}
      <img
        src={img.src}
        srcSet={img.srcSet}
        sizes={img.sizes}
        alt={image.alt || alt}
        style={style}
        loading={eager ? 'eager' : 'lazy'}
      />
    </picture>
  );
}

function ButtonLink(props: {
  href: string;
  text: string;
  newTab: boolean;
  format: TButton['format'];
  size: TButton['size'];
  style: CSSProperties;
  secondary?: boolean;
}) {
  const href = safeHref(props.href);
  if (!href || !props.text) return null;
  return (
    <a
      className={`atrium-button atrium-button--${props.format} atrium-button--${props.size}${props.secondary ? ' atrium-button--secondary' : ''}`}
      href={href}
      style={props.style}
      {...(props.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {props.text}
    </a>
  );
}

/** The form a 'form' button opens: the form service's https address (from a link or iframe code). */
export function buttonFormHref(code: string): string | undefined {
  const source = /<iframe\b/i.test(code) ? 'iframe' : 'url';
  return embedFrame({ embedSource: source, url: code, code })?.src;
}

/**
 * One or two buttons by integration (spec doc 2 §3): a URL, two URLs, a form service's form
 * (opened in a new tab) or a mailing-list sign-up (an email field posting to the list's form
 * address, as EMAIL). Only safe links are rendered; everything works without JavaScript.
 */
export function Buttons({ button, align = 'left' }: { button: TButton; align?: string }) {
  if (button.integration === 'none') return null;
  const border = {
    borderWidth: `${button.borderWidth}px`,
    borderStyle: button.borderWidth > 0 ? 'solid' : undefined,
    borderColor: cssColor(button.borderColor),
    borderRadius: `${button.borderRadius}px`,
  };
  const first = { ...border, color: cssColor(button.fontColor), backgroundColor: cssColor(button.backgroundColor) };
  if (button.integration === 'mailing-list') {
    const action = /^https:\/\//i.test(button.code.trim()) ? safeHref(button.code) : undefined;
    if (!action) return null;
    return (
      <form
        className={`atrium-buttons atrium-buttons--${align} atrium-mailing-list`}
        action={action}
        method="post"
        target="_blank"
      >
        <input type="email" name="EMAIL" required placeholder="Your email" aria-label="Email address" />
        <button
          type="submit"
          className={`atrium-button atrium-button--${button.format} atrium-button--${button.size}`}
          style={first}
        >
          {button.text}
        </button>
      </form>
    );
  }
  const href = button.integration === 'form' ? buttonFormHref(button.code) : button.code;
  return (
    <div className={`atrium-buttons atrium-buttons--${align}`}>
      <ButtonLink
        href={href ?? ''}
        text={button.text}
        newTab={button.integration === 'form' || button.openInNewTab}
        format={button.format}
        size={button.size}
        style={first}
      />
      {button.integration === 'two-urls' && (
        <ButtonLink
          href={button.code2}
          text={button.text2}
          newTab={button.openInNewTab2}
          format="outline"
          size={button.size}
          secondary
          style={{ ...border, color: cssColor(button.fontColor2), backgroundColor: cssColor(button.backgroundColor2) }}
        />
      )}
    </div>
  );
}

/** A heading at the right level: the first section's is the page's <h1>. */
export function BlockHeading({
  position,
  text,
  settings,
  className,
}: {
  position: number;
  text: string;
  settings: TextSettings;
  className: string;
}) {
  if (!text) return null;
  const Tag = position === 0 ? 'h1' : 'h2';
  return (
    <Tag className={className} style={textStyle(settings)}>
      {text}
    </Tag>
  );
}

export function BlockText({ text, settings, className }: { text: string; settings: TextSettings; className: string }) {
  if (!text) return null;
  return (
    <p className={className} style={textStyle(settings)}>
      {text}
    </p>
  );
}
