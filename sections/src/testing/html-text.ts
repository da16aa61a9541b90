/**
 * The visible text of server-rendered HTML: style elements are dropped, tags become spaces,
 * entities are decoded, whitespace collapses.
 */
export function htmlText(html: string): string {
  return collapse(
    html
      .replace(/<style[^>]*>[\s\S]*?<\/style>/gi, ' ')
      .replace(/<[^>]*>/g, ' ')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&'),
  );
}

export function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
