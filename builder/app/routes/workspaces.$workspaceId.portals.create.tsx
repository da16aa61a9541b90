import { getFormProps } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { ZCreatePortalSchema } from '@atrium/core';
import { createSite, listPages } from '@atrium/db';
import { data, redirect, type LinksFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation, type MetaFunction } from '@remix-run/react';
import { BlockStack, Button, InlineStack, Loading, ProgressBar, Text } from '@shopify/polaris';
import { useEffect, useRef } from 'react';
import { BuilderFrame } from '../components/builder-frame';
import { builderAction, builderLoader, requireWorkspace } from '../lib/route-builders.server';
import { checkDomain } from '../portals/check-domain.server';
import { createPortalUrl } from '../portals/portal-list';
import { DataSourceStep } from '../portals/wizard/data-source-step';
import { NameStep } from '../portals/wizard/name-step';
import { useCreatePortalForm } from '../portals/wizard/use-create-portal-form';
import { FormErrorBanner } from '../components/form-error-banner';
import { replyWithError } from '../lib/form-replies.server';
import { refusalOf } from '../lib/form-results';
import workspaceStyles from '../workspaces/workspaces.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: workspaceStyles }];
export const meta: MetaFunction = () => [{ title: 'Create a portal · Atrium' }];

/** The real steps only: name, domain and colour; data source. */
const STEPS = ['Name, domain and colour', 'Data source'] as const;

/** `?checkDomain=` answers Next's uniqueness check for step 1's domain. */
export const loader = builderLoader(async (ctx) => {
  const workspace = await requireWorkspace(ctx, ctx.params.workspaceId);
  const domain = new URL(ctx.request.url).searchParams.get('checkDomain');
  return {
    workspace: { routeId: workspace.routeId, name: workspace.name },
    rootDomain: ctx.runtime.env.PORTAL_ROOT_DOMAIN,
    domainCheck: domain === null ? null : await checkDomain(ctx.runtime.db, domain),
  };
});

/** Creates the portal (drafts, home page, free subdomain) and opens its home page in the editor. */
export const action = builderAction(async (ctx) => {
  const workspace = await requireWorkspace(ctx, ctx.params.workspaceId);
  const submission = parseWithZod(await ctx.request.formData(), { schema: ZCreatePortalSchema });
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 });
  let siteId: string;
  try {
    const site = await createSite(ctx.runtime.db, {
      workspaceId: workspace.id,
      builderId: ctx.builder.id,
      input: submission.value,
    });
    siteId = site.id;
  } catch (error) {
    return replyWithError(submission, error);
  }
  const home = (await listPages(ctx.runtime.db, { siteId })).find((page) => page.isHome);
  return redirect(home ? `/edit/${siteId}?pageId=${home.id}` : `/edit/${siteId}`);
});

export default function CreatePortalWizard() {
  const { workspace, rootDomain } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const idle = navigation.state === 'idle';
  const { form, step, setStep, inputs, checking } = useCreatePortalForm({
    checkUrl: createPortalUrl(workspace.routeId),
    actionData,
    idle,
  });
  const submitting = navigation.state !== 'idle' && navigation.formMethod !== undefined;
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) firstRender.current = false;
    else heading.current?.focus();
  }, [step]);
  const refusal = idle ? refusalOf(actionData) : undefined;

  return (
    <BuilderFrame>
      {!idle || checking ? <Loading /> : null}
      <Form method="post" {...getFormProps(form)} className="atrium-wizard">
        <header className="atrium-wizard__top">
          <BlockStack gap="200">
            <InlineStack align="space-between" blockAlign="center">
              <Text as="p" variant="headingSm">
                {`Create a portal in ${workspace.name}`}
              </Text>
              <Text as="p" tone="subdued" id="wizard-progress">
                {`Step ${step} of ${STEPS.length}`}
              </Text>
            </InlineStack>
            <ProgressBar
              progress={(step / STEPS.length) * 100}
              size="small"
              tone="primary"
              ariaLabelledBy="wizard-progress"
            />
          </BlockStack>
        </header>
        <main className="atrium-wizard__body">
          <div className="atrium-wizard__panel">
            <BlockStack gap="600">
              <Text as="h1" variant="headingXl">
                <span ref={heading} tabIndex={-1}>
                  {STEPS[step - 1]}
                </span>
              </Text>
              <FormErrorBanner errors={[...(form.errors ?? []), ...(refusal ? [refusal.error] : [])]} />
              <div hidden={step !== 1}>
                <NameStep {...inputs} rootDomain={rootDomain} />
              </div>
              <div hidden={step !== 2}>
                <DataSourceStep />
              </div>
            </BlockStack>
          </div>
        </main>
        <footer className="atrium-wizard__footer">
          <InlineStack align="space-between">
            {step === 1 ? (
              <Button url={`/workspaces/${workspace.routeId}/portals`}>Back</Button>
            ) : (
              <Button onClick={() => setStep(1)} disabled={submitting}>
                Back
              </Button>
            )}
            <Button variant="primary" submit loading={checking || submitting}>
              {step === STEPS.length ? 'Create portal' : 'Next'}
            </Button>
          </InlineStack>
        </footer>
      </Form>
    </BuilderFrame>
  );
}
