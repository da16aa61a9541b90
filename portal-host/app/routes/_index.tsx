import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { portalListingAction } from '../portal/listing-action.server';
import { loadPortalPage } from '../portal/portal-page.server';
import { PortalPageView, portalPageHeaders, portalPageMeta } from '../portal/portal-page-view';

/** The portal's home page. Same as $.tsx: Remix's splat route does not match the root path. */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadPortalPage(request, context.runtime);
export const action = ({ request, context }: ActionFunctionArgs) => portalListingAction(request, context.runtime);
export const meta: MetaFunction<typeof loader> = portalPageMeta;
export const headers: HeadersFunction = portalPageHeaders;
export default PortalPageView;
