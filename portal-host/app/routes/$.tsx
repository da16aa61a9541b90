import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { loadPortalPage } from '../portal/portal-page.server';
import { PortalPageView, portalPageHeaders, portalPageMeta } from '../portal/portal-page-view';

/** Every other portal path: matched against the snapshot's pages by canonical path. */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadPortalPage(request, context.runtime);
export const meta: MetaFunction<typeof loader> = portalPageMeta;
export const headers: HeadersFunction = portalPageHeaders;
export default PortalPageView;
