import { getFormProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod';
import { isAppError, safeRedirectPath, SIGNUP_RATE_LIMITED_MESSAGE, ZSignupSchema } from '@atrium/core';
import { createBuilder } from '@atrium/db';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { Banner, BlockStack, Button, Link } from '@shopify/polaris';
import { landingPath } from '../auth/landing-path.server';
import { getCurrentBuilder, startSession } from '../auth/session.server';
import { builderSignupAllowed } from '../auth/signup-limits.server';
import { sendVerificationEmail } from '../auth/verification.server';
import { AuthPage } from '../components/auth-page';
import { FormTextField } from '../components/form-text-field';
import { NewAccountFields } from '../components/new-account-fields';
import { assertSameOrigin } from '../lib/route-builders.server';

export const meta: MetaFunction = () => [{ title: 'Sign up · Atrium' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get('redirectTo'), '');
  const current = await getCurrentBuilder(request, context.runtime);
  // Signed in already: where their portals are, as after logging in.
  if (current) throw redirect(redirectTo || (await landingPath(context.runtime, current.builder.id)));
  return { redirectTo };
}

/**
 * Creates the account (with its personal workspace), emails a verification link, signs the
 * builder in and opens My Portals.
 *
 * A taken email is answered with createBuilder's 'An account with this email already exists.
 * Log in instead.' on the email field. A sign-up form cannot hide that an address is registered
 * without an email-first flow; we accept that, keep the message to the minimum, and cap
 * sign-ups per client address so the form is no cheap way to test lists of addresses. Login
 * itself never tells the two cases apart.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const { runtime } = context;
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: ZSignupSchema });
  if (submission.status !== 'success') {
    return data(submission.reply({ hideFields: ['password'] }), { status: 400 });
  }
  if (!(await builderSignupAllowed(runtime, context.clientIp))) {
    return data(
      submission.reply({
        formErrors: [SIGNUP_RATE_LIMITED_MESSAGE],
        hideFields: ['password'],
      }),
      { status: 429 },
    );
  }
  let builder;
  try {
    builder = await createBuilder(runtime.db, submission.value);
  } catch (error) {
    if (isAppError(error) && error.status < 500) {
      const errors = error.field
        ? { fieldErrors: { [error.field]: [error.message] } }
        : { formErrors: [error.message] };
      return data(submission.reply({ ...errors, hideFields: ['password'] }), { status: error.status });
    }
    throw error;
  }
  // The account exists either way; if the email cannot go out now, the banner's resend button can.
  await sendVerificationEmail(runtime, builder).catch((error: unknown) => {
    console.warn('Could not send the verification email after sign-up:', error);
  });
  const cookie = await startSession(request, runtime, builder.id);
  // A new builder lands where their portals are (landingPath): a workspace that invited them, else My Portals.
  const redirectTo = safeRedirectPath(formData.get('redirectTo'), '') || (await landingPath(runtime, builder.id));
  return redirect(redirectTo, { headers: { 'Set-Cookie': cookie } });
}

export default function Signup() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const submitting = useNavigation().state === 'submitting';
  const [form, fields] = useForm({
    id: 'signup',
    lastResult,
    constraint: getZodConstraint(ZSignupSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ZSignupSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  const loginUrl = redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : '/login';
  return (
    <AuthPage
      title="Create your account"
      aside={
        <>
          Already have an account? <Link url={loginUrl}>Log in</Link>
        </>
      }
    >
      <Form method="post" {...getFormProps(form)}>
        <BlockStack gap="400">
          {form.errors?.[0] ? <Banner tone="critical">{form.errors[0]}</Banner> : null}
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <NewAccountFields
            fields={fields}
            email={<FormTextField meta={fields.email} label="Email" type="email" autoComplete="email" />}
          />
          <Button submit variant="primary" size="large" fullWidth loading={submitting}>
            Sign up
          </Button>
        </BlockStack>
      </Form>
    </AuthPage>
  );
}
