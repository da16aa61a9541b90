import { portalLoader } from '../lib/route-builders.server';
import { robotsTxt } from '../portal/sitemap.server';

/** robots.txt: everything may be crawled (nothing when embed-only); the sitemap says what there is. */
export const loader = portalLoader(robotsTxt);
