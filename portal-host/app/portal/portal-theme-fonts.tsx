import { useMatches } from '@remix-run/react';
import type { TTheme } from '@atrium/core';
import { ThemeFontHead } from '@atrium/sections';

/**
 * The head part of a portal page's fonts: preloads and @font-face rules for the heading and
 * paragraph families of the portal's theme, all same-origin (/fonts/*). Rendered by the root
 * Layout, which has no loader data of its own, from the page route's data; nothing on pages
 * without a portal (unknown host, not published). PortalPageView tells PortalFrame the head
 * has them, so they are not declared twice.
 */
export function PortalThemeFonts() {
  const theme = useMatches()
    .map((match) => portalTheme(match.data))
    .find((found) => found !== undefined);
  return theme ? <ThemeFontHead theme={theme} /> : null;
}

/** The theme of a portal page's loader data (PortalPageData), if that is what `data` is. */
function portalTheme(data: unknown): TTheme | undefined {
  if (typeof data !== 'object' || data === null || !('snapshot' in data)) return undefined;
  const { snapshot } = data as { snapshot: unknown };
  if (typeof snapshot !== 'object' || snapshot === null || !('theme' in snapshot)) return undefined;
  return (snapshot as { theme: TTheme }).theme;
}
