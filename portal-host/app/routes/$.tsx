import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { portalListingAction } from '../portal/listing-action.server';
import { loadPortalPage } from '../portal/portal-page.server';
import { PortalPageView, portalPageHeaders, portalPageMeta } from '../portal/portal-page-view';

/** Every other portal path: matched against the snapshot's pages by canonical path. */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadPortalPage(request, context.runtime);
/** A listing's forms, deletes and record actions post to the page (or record page) they are on. */
export const action = ({ request, context }: ActionFunctionArgs) => portalListingAction(request, context.runtime);
export const meta: MetaFunction<typeof loader> = portalPageMeta;
export const headers: HeadersFunction = portalPageHeaders;
export default PortalPageView;
