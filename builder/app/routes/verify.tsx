import { verifyEmail } from '@atrium/db';
import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { BlockStack, Button, Link, Text } from '@shopify/polaris';
import { MY_PORTALS_PATH } from '../auth/current-user';
import { getCurrentBuilder } from '../auth/session.server';
import { AuthPage } from '../components/auth-page';
import { ResendResult, useResendVerification } from '../components/verification-banner';

export const meta: MetaFunction = () => [{ title: 'Verify your email · Atrium' }];

const INVALID_LINK_MESSAGE = 'This verification link is invalid or has expired.';

/**
 * GET /verify?token=… (the link in the verification email): marks the address verified and
 * opens My Portals (signed in as that builder) or the login page with a note. A used, expired
 * or unknown link renders a 400 page that offers a new link. A builder who is already verified
 * (their mail scanner may have opened the link first) just goes on to My Portals.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { runtime } = context;
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const current = await getCurrentBuilder(request, runtime);
  const builderId = token ? await verifyEmail(runtime.db, { token }) : undefined;
  if (builderId) {
    throw redirect(current?.builder.id === builderId ? `${MY_PORTALS_PATH}?verified=1` : '/login?notice=verified');
  }
  if (current?.builder.verifiedAt) throw redirect(MY_PORTALS_PATH);
  return data({ signedIn: current !== undefined }, { status: 400 });
}

export default function Verify() {
  const { signedIn } = useLoaderData<typeof loader>();
  const resend = useResendVerification();
  return (
    <AuthPage title="Verify your email">
      <BlockStack gap="400">
        <Text as="p">{INVALID_LINK_MESSAGE}</Text>
        {signedIn ? (
          <>
            <ResendResult state={resend} />
            {resend.sent ? null : (
              <Button variant="primary" onClick={resend.submit} loading={resend.submitting}>
                Resend verification email
              </Button>
            )}
            <Link url={MY_PORTALS_PATH}>Go to My Portals</Link>
          </>
        ) : (
          <Text as="p">
            <Link url="/login">Log in</Link> to get a new link.
          </Text>
        )}
      </BlockStack>
    </AuthPage>
  );
}
