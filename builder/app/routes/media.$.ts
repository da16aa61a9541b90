import type { LoaderFunctionArgs } from '@remix-run/node';
import { builderMediaResponse } from '../media/serve-media.server';

/** GET /media/sites/{siteId}/{file}: uploaded images for the editor and preview (signed-in builders with access). */
export const loader = ({ request, params, context }: LoaderFunctionArgs) =>
  builderMediaResponse(request, context.runtime, params['*']);
