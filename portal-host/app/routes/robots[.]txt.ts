import type { LoaderFunctionArgs } from '@remix-run/node';
import { robotsTxt } from '../portal/sitemap.server';

/** robots.txt: everything may be crawled; the sitemap says what there is. */
export const loader = ({ request, context }: LoaderFunctionArgs) => robotsTxt(request, context.runtime);
