import type { LoaderFunctionArgs } from '@remix-run/node';
import { loadSitemap } from '../portal/sitemap.server';

/** The portal's sitemap: its public pages and the record pages of its public listings. */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadSitemap(request, context.runtime);
