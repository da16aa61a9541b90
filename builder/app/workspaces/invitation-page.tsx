import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod';
import { Form, useNavigation } from '@remix-run/react';
import { Banner, BlockStack, Button, Link, Text, TextField } from '@shopify/polaris';
import { MY_PORTALS_PATH } from '../auth/current-user';
import { AuthPage } from '../components/auth-page';
import { NewAccountFields } from '../components/new-account-fields';
import { ZInvitationSignupIntent } from './invitation-intents';
import type { InvitationPageData, InvitationSummary } from './invitation-page-data';

/** The invitation link's page, one state at a time (invitation-page.server.ts decides which). */
export function InvitationPage({ data, lastResult }: { data: InvitationPageData; lastResult: unknown }) {
  const result = (lastResult ?? undefined) as SubmissionResult<string[]> | undefined;
  const refusal = result?.error?.['']?.[0];
  const submitting = useNavigation().state === 'submitting';

  if (data.state === 'unavailable') {
    return (
      <AuthPage title={data.title}>
        <BlockStack gap="400">
          <Text as="p">{data.message}</Text>
          {data.signedIn ? <Link url={MY_PORTALS_PATH}>Go to My Portals</Link> : <Link url="/login">Log in</Link>}
        </BlockStack>
      </AuthPage>
    );
  }

  const { invitation } = data;
  if (data.state === 'wrong-account') {
    return (
      <AuthPage title="This invitation is for someone else">
        <BlockStack gap="400">
          <Banner tone="warning">
            <Text as="p">{data.message}</Text>
          </Banner>
          <Form method="post" action={data.logoutAction}>
            <Button submit variant="primary" fullWidth>
              {`Log out and continue as ${invitation.email}`}
            </Button>
          </Form>
          <Link url={MY_PORTALS_PATH}>Go to My Portals</Link>
        </BlockStack>
      </AuthPage>
    );
  }

  return (
    <AuthPage title={`Join ${invitation.workspaceName}`}>
      <BlockStack gap="400">
        <Invited invitation={invitation} />
        {refusal ? <Banner tone="critical">{refusal}</Banner> : null}
        {data.state === 'accept' ? (
          <Form method="post">
            <input type="hidden" name="intent" value="accept" />
            <Button submit variant="primary" size="large" fullWidth loading={submitting}>
              Join workspace
            </Button>
          </Form>
        ) : data.state === 'log-in' ? (
          <BlockStack gap="200">
            <Text as="p">{`${invitation.email} already has an Atrium account. Log in with it to join.`}</Text>
            <Button url={data.loginUrl} variant="primary" size="large" fullWidth>
              Log in to accept
            </Button>
          </BlockStack>
        ) : (
          <InvitationSignupForm email={invitation.email} lastResult={result} submitting={submitting} />
        )}
      </BlockStack>
    </AuthPage>
  );
}

function Invited({ invitation }: { invitation: InvitationSummary }) {
  return (
    <BlockStack gap="200">
      <Text as="p">
        {`${invitation.inviterName || 'The workspace owner'} invited ${invitation.email} to collaborate on the portals of ${invitation.workspaceName}.`}
      </Text>
      <Text as="p" tone="subdued">
        {`This invitation works once, until ${invitation.expires}.`}
      </Text>
    </BlockStack>
  );
}

/** A new person's account for the invited address: the address is fixed, the link proves it. */
function InvitationSignupForm(props: {
  email: string;
  lastResult: SubmissionResult<string[]> | undefined;
  submitting: boolean;
}) {
  const [form, fields] = useForm({
    id: 'invitation-signup',
    lastResult: props.lastResult,
    constraint: getZodConstraint(ZInvitationSignupIntent),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ZInvitationSignupIntent }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  return (
    <Form method="post" {...getFormProps(form)}>
      <BlockStack gap="400">
        <input type="hidden" name="intent" value="signup" />
        <NewAccountFields
          fields={fields}
          email={
            <TextField
              label="Email"
              value={props.email}
              readOnly
              autoComplete="email"
              helpText="The invitation is for this address."
            />
          }
        />
        <Button submit variant="primary" size="large" fullWidth loading={props.submitting}>
          Create account and join
        </Button>
      </BlockStack>
    </Form>
  );
}
