import { jsonApiLoader } from '../lib/json-api-action.server';
import { searchStockPhotos } from '../media/stock-photos.server';

/** GET /api/stock-photos?query=&page= for signed-in builders (see media/stock-photos.server.ts). */
export const loader = jsonApiLoader(({ request, runtime }) => searchStockPhotos(request, runtime));
