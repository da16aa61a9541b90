import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { getCurrentBuilder } from '../auth/session.server';

/** The builder's front door: your portals when signed in, the login page otherwise. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const current = await getCurrentBuilder(request, context.runtime);
  return redirect(current ? '/workspaces/0/portals' : '/login');
}
