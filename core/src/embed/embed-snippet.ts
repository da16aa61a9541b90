import { escapeHtml } from '../text/escape-html';

/** Where every portal host serves the embed widget's script (portal-host/app/embed/embed.js). */
export const EMBED_SCRIPT_PATH = '/embed.js';

/**
 * The message a framed portal page posts to the page that embeds it,
 * `{ type: FRAME_MESSAGE_TYPE, height: number, reveal?: true }`: its content's height, and
 * `reveal` when something (a record opened in a modal) needs the frame's top in view. The two
 * scripts that speak it (portal-host/app/embed/*.js) are plain files; a test checks they use this.
 */
export const FRAME_MESSAGE_TYPE = 'atrium:frame';

/** The largest height the embed script sets, in pixels; larger claims are cut to it. */
export const FRAME_MAX_HEIGHT = 100_000;

/**
 * The widget snippet of the Embed menu (spec doc 1 §1: a hosted script plus a data-domain
 * attribute): the script from the portal's public origin, and the host name of the portal it
 * embeds. `portalUrl` is the portal's address as the builder shows it (scheme and port included).
 */
export function embedSnippet(portalUrl: string): string {
  const url = new URL(portalUrl);
  const src = `${url.origin}${EMBED_SCRIPT_PATH}`;
  return `<script src="${escapeHtml(src)}" data-domain="${escapeHtml(url.hostname)}" defer></script>`;
}
