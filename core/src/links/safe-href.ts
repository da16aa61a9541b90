const ALLOWED_SCHEME = /^(https?:|mailto:|tel:)/i;
const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * A link target from a builder document, made safe to render: site paths (`/about`, `#top`,
 * `?q=1`) and http(s), mailto and tel URLs pass; any other scheme (`javascript:`, `data:`)
 * gives undefined so the link is not rendered; a bare domain (`example.com/x`) gets https://.
 */
export function safeHref(href: string): string | undefined {
  const value = href.trim();
  if (value === '') return undefined;
  if (value.startsWith('/') || value.startsWith('#') || value.startsWith('?')) return value;
  if (ALLOWED_SCHEME.test(value)) return value;
  // Browsers ignore tabs, newlines and control characters inside a scheme ("java\tscript:"): check without them too.
  const compact = Array.from(value)
    .filter((char) => char > ' ')
    .join('');
  if (ANY_SCHEME.test(value) || ANY_SCHEME.test(compact)) return undefined;
  return `https://${value}`;
}
