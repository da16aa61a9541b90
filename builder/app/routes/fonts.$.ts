import type { LoaderFunctionArgs } from '@remix-run/node';
import { fontFileResponse } from '@atrium/integrations';

/** GET /fonts/{package}/{file}.woff2: the self-hosted theme fonts, on any host, cached for a year. */
export const loader = ({ request, params }: LoaderFunctionArgs) => fontFileResponse(request, params['*']);
