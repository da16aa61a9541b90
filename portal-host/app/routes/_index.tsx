import type { HeadersFunction } from '@remix-run/node';
import { portalAction, portalLoader } from '../lib/route-builders.server';
import { portalListingAction } from '../portal/listing-action.server';
import { loadPortalPage } from '../portal/portal-page.server';
import { PortalPageView, portalPageHeaders } from '../portal/portal-page-view';

/** The portal's home page. Same as $.tsx: Remix's splat route does not match the root path. */
export const loader = portalLoader(loadPortalPage);
export const action = portalAction(portalListingAction);
export const headers: HeadersFunction = portalPageHeaders;
export default PortalPageView;
