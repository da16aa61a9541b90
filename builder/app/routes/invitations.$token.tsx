import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { assertSameOrigin } from '../lib/route-builders.server';
import { InvitationPage } from '../workspaces/invitation-page';
import { invitationPageAction, loadInvitationPage } from '../workspaces/invitation-page.server';

export const meta: MetaFunction = () => [
  { title: 'Workspace invitation · Atrium' },
  { name: 'robots', content: 'noindex' },
];

/** The link of a workspace invitation email (ADR 026): opening it changes nothing. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return loadInvitationPage(request, context.runtime, params.token ?? '');
}

/** Join (signed in as the invited address) or sign up for it; both go to the workspace. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  return invitationPageAction(request, context.runtime, context.clientIp, params.token ?? '');
}

export default function Invitation() {
  return <InvitationPage data={useLoaderData<typeof loader>()} lastResult={useActionData<typeof action>()} />;
}
