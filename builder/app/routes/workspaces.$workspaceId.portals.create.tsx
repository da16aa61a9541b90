import { getFormProps } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { ZCreatePortalWizardSchema } from '@atrium/core';
import { generatePagesFromBase, readBaseTables } from '@atrium/integrations';
import portalStyles from '@atrium/sections/styles.css?url';
import { listPages } from '@atrium/db';
import { data, redirect, type LinksFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation, type MetaFunction } from '@remix-run/react';
import { BlockStack, Button, InlineStack, Loading, ProgressBar, Text } from '@shopify/polaris';
import { useEffect, useRef } from 'react';
import { BuilderFrame } from '../components/builder-frame';
import { builderAction, builderLoader, requireWorkspace } from '../lib/route-builders.server';
import { checkDomain } from '../portals/check-domain.server';
import { createPortalUrl } from '../portals/portal-list';
import { createPortalFromWizard } from '../portals/wizard/create-portal.server';
import { DataSourceStep } from '../portals/wizard/data-source-step';
import { NameStep } from '../portals/wizard/name-step';
import { templateCards } from '../portals/wizard/template-cards.server';
import { TemplateStep } from '../portals/wizard/template-step';
import { useCreatePortalForm } from '../portals/wizard/use-create-portal-form';
import { FormErrorBanner } from '../components/form-error-banner';
import { replyWithError } from '../lib/form-replies.server';
import { refusalOf } from '../lib/form-results';
import workspaceStyles from '../workspaces/workspaces.css?url';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: workspaceStyles },
  { rel: 'stylesheet', href: portalStyles },
];
export const meta: MetaFunction = () => [{ title: 'Create a portal · Atrium' }];

/** The real steps only: name, domain and colour; template and data source. */
const STEPS = ['Name, domain and colour', 'Template and data source'] as const;

/** `?checkDomain=` answers Next's uniqueness check for step 1's domain. */
export const loader = builderLoader(async (ctx) => {
  const workspace = await requireWorkspace(ctx, ctx.params.workspaceId);
  const domain = new URL(ctx.request.url).searchParams.get('checkDomain');
  return {
    workspace: { routeId: workspace.routeId, name: workspace.name },
    rootDomain: ctx.runtime.env.PORTAL_ROOT_DOMAIN,
    domainCheck: domain === null ? null : await checkDomain(ctx.runtime.db, domain),
    templates: domain === null ? templateCards() : [],
  };
});

/**
 * Creates the portal (blank, or from the chosen template) and opens its home page in the editor;
 * from an Airtable base, with a page per chosen table (generatePagesFromBase), opening the first.
 */
export const action = builderAction(async (ctx) => {
  const workspace = await requireWorkspace(ctx, ctx.params.workspaceId);
  const submission = parseWithZod(await ctx.request.formData(), { schema: ZCreatePortalWizardSchema });
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 });
  const input = submission.value;
  let siteId: string;
  let firstPageId: string | undefined;
  try {
    // The base and tables are checked before the portal exists: a refusal leaves nothing behind.
    const chosen =
      input.dataSource === 'airtable'
        ? await readBaseTables(ctx.runtime, {
            workspaceId: workspace.id,
            baseId: input.baseId,
            tableIds: input.tableIds,
          })
        : undefined;
    siteId = await createPortalFromWizard(ctx.runtime, { workspaceId: workspace.id, builder: ctx.builder, input });
    if (chosen) firstPageId = (await generatePagesFromBase(ctx.runtime, { siteId, ...chosen })).pages[0]?.id;
  } catch (error) {
    return replyWithError(submission, error);
  }
  const pageId = firstPageId ?? (await listPages(ctx.runtime.db, { siteId })).find((page) => page.isHome)?.id;
  return redirect(pageId ? `/edit/${siteId}?pageId=${pageId}` : `/edit/${siteId}`);
});

export default function CreatePortalWizard() {
  const { workspace, rootDomain, templates } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const idle = navigation.state === 'idle';
  const { form, step, setStep, inputs, source, checking } = useCreatePortalForm({
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
                <BlockStack gap="600">
                  {/* Templates bring their own built-in tables; generating from a base starts blank. */}
                  {source.dataSource === 'airtable' ? null : <TemplateStep cards={templates} />}
                  <DataSourceStep workspaceRouteId={workspace.routeId} {...source} />
                </BlockStack>
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
              {step < STEPS.length
                ? 'Next'
                : source.dataSource === 'airtable'
                  ? 'Generate from this base'
                  : 'Create portal'}
            </Button>
          </InlineStack>
        </footer>
      </Form>
    </BuilderFrame>
  );
}
