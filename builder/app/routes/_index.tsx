import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { landingPath } from '../auth/landing-path.server';
import { getCurrentBuilder } from '../auth/session.server';

/** The builder's front door: your portals when signed in (landingPath), the login page otherwise. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const current = await getCurrentBuilder(request, context.runtime);
  return redirect(current ? await landingPath(context.runtime, current.builder.id) : '/login');
}
