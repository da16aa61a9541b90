import { fontFileResponse } from '@atrium/integrations';
import { portalLoader } from '../lib/route-builders.server';

/** GET /fonts/{package}/{file}.woff2: the self-hosted theme fonts, on any host, cached for a year. */
export const loader = portalLoader(({ request, params }) => fontFileResponse(request, params['*']));
