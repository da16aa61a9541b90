import { embedFrame, type TEmbed } from '@atrium/core';

/**
 * An embed as the one safe iframe `embedFrame` allows (an https src, a title, a short list of
 * permissions). Nothing when there is no safe source; the builder's preview shows a hint instead.
 */
export function EmbedFrame({ embed, preview, hint }: { embed: TEmbed; preview?: boolean; hint: string }) {
  const frame = embed.embedSource === 'none' ? undefined : embedFrame(embed);
  if (!frame) return preview ? <div className="atrium-embed atrium-embed--empty">{hint}</div> : null;
  return (
    <iframe
      className="atrium-embed"
      src={frame.src}
      title={frame.title}
      allow={frame.allow || undefined}
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
      style={{ height: `${embed.height}px`, width: embed.width > 0 ? `${embed.width}px` : '100%' }}
    />
  );
}
