import type { HeadersFunction } from '@remix-run/node';
import { portalAction, portalLoader } from '../lib/route-builders.server';
import { portalListingAction } from '../portal/listing-action.server';
import { loadPortalPage } from '../portal/portal-page.server';
import { PortalPageView, portalPageHeaders } from '../portal/portal-page-view';

/** Every other portal path: matched against the snapshot's pages by canonical path. */
export const loader = portalLoader(loadPortalPage);
/** A listing's forms, deletes and record actions post to the page (or record page) they are on. */
export const action = portalAction(portalListingAction);
export const headers: HeadersFunction = portalPageHeaders;
export default PortalPageView;
