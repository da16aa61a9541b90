import { portalLoader } from '../lib/route-builders.server';
import { loadSitemap } from '../portal/sitemap.server';

/** The portal's sitemap: its public pages and the record pages of its public listings. */
export const loader = portalLoader(loadSitemap);
