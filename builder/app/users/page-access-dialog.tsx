import { Link, useFetcher } from '@remix-run/react';
import { Banner, BlockStack, ChoiceList, FormLayout, Modal, SkeletonBodyText, Text, TextField } from '@shopify/polaris';
import { useEffect, useState } from 'react';
import { usersUrl } from './editor-links';
import { HelpLink } from '../help/help-link';
import { describePageAccess, type ConfiguredPageAccess, type PageAccess, type PageAccessRemoval } from './page-access';
import { PageAccessList } from './page-access-list';
import { fieldError, useApiFetcher } from './use-json-fetcher';

type Step = 'overview' | 'action' | 'existing' | 'create' | 'remove';

/** GET /api/apps/{siteId}/pages/{pageId}/access, loaded once, and a way to load it again after a change. */
export function usePageAccess(siteId: string, pageId: string) {
  const loader = useFetcher<PageAccess>();
  const endpoint = `/api/apps/${siteId}/pages/${encodeURIComponent(pageId)}/access`;
  useEffect(() => {
    if (loader.state === 'idle' && !loader.data) loader.load(endpoint);
  }, [loader, endpoint]);
  return { data: loader.data, reload: () => loader.load(endpoint) };
}

/**
 * 'Control who can access this page' (spec doc 3 §4.2; doc 1 §4 'Who can view this page?'), one
 * dialog from start to end, opened straight from the page menu or from the page's settings:
 * who can open the page now in plain words, its groups and rules each with Remove (a 'Remove
 * rule' confirmation first), and Add Rule: select an action, then add an existing group,
 * create a group (it can open this page at once), or allow public access (hidden once an
 * apply-to-all rule exists). Back returns to the step before; every step stays in this dialog.
 */
export function PageAccessDialog(props: {
  siteId: string;
  pageId: string;
  pageName: string;
  onClose: () => void;
  /** Opened from the page's settings: Back returns to them. */
  onBack?: () => void;
}) {
  const { data, reload } = usePageAccess(props.siteId, props.pageId);
  const [step, setStep] = useState<Step>('overview');
  const [removing, setRemoving] = useState<PageAccessRemoval | null>(null);
  const changed = () => {
    setStep('overview');
    setRemoving(null);
    reload();
  };
  const removal = useApiFetcher(changed);
  const access = data && !('ok' in data) && data.configured ? data : null;
  const addRule = useAddRule({ ...props, access, step, onStep: setStep, onChanged: changed });
  const pageAccessUrl = `/api/apps/${props.siteId}/pages/${encodeURIComponent(props.pageId)}/access`;
  const remove = (what: PageAccessRemoval, current: ConfiguredPageAccess) =>
    what.kind === 'group'
      ? removal.send(pageAccessUrl, 'PUT', { groups: current.pageGroups.filter((g) => g !== what.id) })
      : removal.send(
          `/api/apps/${props.siteId}/access-rules/${what.rule._id}?pageId=${encodeURIComponent(props.pageId)}`,
          'DELETE',
        );

  if (step === 'remove' && removing && access) {
    return (
      <Modal
        open
        onClose={props.onClose}
        title="Remove rule"
        primaryAction={{
          content: 'Remove',
          destructive: true,
          loading: removal.busy,
          onAction: () => remove(removing, access),
        }}
        secondaryActions={[{ content: 'Cancel', onAction: () => setStep('overview') }]}
      >
        <Modal.Section>
          <Text as="p">{removalText(removing)}</Text>
        </Modal.Section>
      </Modal>
    );
  }
  const overview = !access || step === 'overview' || step === 'remove';
  return (
    <Modal
      open
      onClose={props.onClose}
      title="Control who can access this page"
      primaryAction={
        overview ? (access ? { content: 'Add Rule', onAction: () => setStep('action') } : undefined) : addRule.primary
      }
      secondaryActions={[
        overview
          ? props.onBack
            ? { content: 'Back to page settings', onAction: props.onBack }
            : { content: 'Done', onAction: props.onClose }
          : { content: 'Back', onAction: () => setStep(step === 'action' ? 'overview' : 'action') },
      ]}
    >
      <Modal.Section>
        {overview ? (
          <Overview
            siteId={props.siteId}
            pageId={props.pageId}
            pageName={props.pageName}
            data={data}
            onRemove={(what) => {
              setRemoving(what);
              setStep('remove');
            }}
          />
        ) : (
          addRule.content
        )}
      </Modal.Section>
    </Modal>
  );
}

/** The overview: the page, who can open it in plain words, its groups and rules, and help. */
function Overview({
  siteId,
  pageId,
  pageName,
  data,
  onRemove,
}: {
  siteId: string;
  pageId: string;
  pageName: string;
  data: PageAccess | undefined;
  onRemove: (removal: PageAccessRemoval) => void;
}) {
  if (!data) return <SkeletonBodyText lines={3} />;
  if ('ok' in data) return <Banner tone="critical">{data.error}</Banner>;
  return (
    <BlockStack gap="300">
      <Text as="p" tone="subdued">
        Page: {pageName}
      </Text>
      <Text as="h3" variant="headingMd">
        Who can view this page?
      </Text>
      <Text as="p">{describePageAccess(data)}</Text>
      {data.configured ? (
        <PageAccessList access={data} onRemove={onRemove} />
      ) : (
        <Banner tone="info">
          <p>{data.message}</p>
          <p>
            <Link to={usersUrl(siteId, pageId, '/setup')}>Set up user accounts</Link>
          </p>
        </Banner>
      )}
      <HelpLink slug="page-access">Learn more about page access</HelpLink>
    </BlockStack>
  );
}

/** What 'Remove rule' says it will do: take a group off the page, or a rule off it (a rule of this page only is deleted). */
function removalText(removal: PageAccessRemoval): string {
  if (removal.kind === 'group') {
    return `Members of ${removal.name} will no longer be able to open this page through this group.`;
  }
  return (removal.rule.rule.conditions.pages?.length ?? 0) > 1
    ? `The rule ${removal.rule.name} also covers other pages; it is removed from this page only.`
    : `The rule ${removal.rule.name} covers only this page and will be deleted.`;
}

/**
 * Add Rule's steps: select an action, then the existing groups or a new group; public access is
 * sent at once. Returns the step's primary action and content for the one dialog.
 */
function useAddRule(props: {
  siteId: string;
  pageId: string;
  pageName: string;
  access: ConfiguredPageAccess | null;
  step: Step;
  onStep: (step: Step) => void;
  onChanged: () => void;
}) {
  const { step } = props;
  const [choice, setChoice] = useState<'existing' | 'create' | 'public'>('existing');
  const [selected, setSelected] = useState<string[]>([]);
  const [group, setGroup] = useState<NewGroup>({ name: '', description: '', attach: true });
  const changed = () => {
    setChoice('existing');
    setSelected([]);
    setGroup({ name: '', description: '', attach: true });
    props.onChanged();
  };
  const pageGroups = useApiFetcher(changed);
  const createGroup = useApiFetcher(changed);
  const publicRule = useApiFetcher(changed);
  const current = props.access;
  const available = current ? current.groups.filter((g) => !current.pageGroups.includes(g.id)) : [];
  const busy = pageGroups.busy || createGroup.busy || publicRule.busy;

  const next = () => {
    if (choice === 'public') {
      publicRule.send(`/api/apps/${props.siteId}/access-rules`, 'POST', {
        name: `Public access to ${props.pageName}`.slice(0, 100),
        applyToAll: true,
        rule: { subject: 'Page', action: ['view'], conditions: { pages: [props.pageId] } },
      });
    } else {
      props.onStep(choice);
    }
  };
  const primary =
    step === 'action'
      ? { content: choice === 'public' ? 'Allow public access' : 'Next', onAction: next, loading: publicRule.busy }
      : step === 'existing'
        ? {
            content: 'Add group access',
            disabled: selected.length === 0,
            loading: busy,
            onAction: () =>
              pageGroups.send(`/api/apps/${props.siteId}/pages/${encodeURIComponent(props.pageId)}/access`, 'PUT', {
                groups: [...(current?.pageGroups ?? []), ...selected],
              }),
          }
        : {
            content: 'Create group',
            loading: busy,
            onAction: () =>
              createGroup.sendForm(`/api/apps/${props.siteId}/groups`, 'POST', {
                name: group.name,
                description: group.description,
                pages: group.attach ? [props.pageId] : [],
              }),
          };
  const content =
    step === 'action' ? (
      <ChoiceList
        title="What do you want to do?"
        choices={[
          { label: 'Add an existing group', value: 'existing', disabled: available.length === 0 },
          { label: 'Create a new group', value: 'create' },
          ...(current?.hasPublicRule ? [] : [{ label: 'Allow public access', value: 'public' }]),
        ]}
        selected={[choice]}
        onChange={(values) => setChoice((values[0] as typeof choice | undefined) ?? 'existing')}
      />
    ) : step === 'existing' ? (
      <ChoiceList
        title="Groups that may view this page"
        allowMultiple
        choices={available.map((g) => ({ label: g.name, value: g.id }))}
        selected={selected}
        onChange={setSelected}
      />
    ) : step === 'create' ? (
      <BlockStack gap="300">
        <NewGroupFields group={group} onChange={setGroup} pageName={props.pageName} answer={createGroup.fetcher.data} />
        <HelpLink slug="users-and-groups">Learn more about groups</HelpLink>
      </BlockStack>
    ) : null;
  return { primary, content };
}

/** A group created from the page access dialog; `attach`: its members can view the page. */
interface NewGroup {
  name: string;
  description: string;
  attach: boolean;
}

/** The create step: the group's name and description (the server's field errors under them), and access to the page. */
function NewGroupFields(props: {
  group: NewGroup;
  onChange: (group: NewGroup) => void;
  pageName: string;
  answer: unknown;
}) {
  const { group, onChange } = props;
  return (
    <FormLayout>
      <TextField
        label="Group name"
        value={group.name}
        onChange={(name) => onChange({ ...group, name })}
        autoComplete="off"
        error={fieldError(props.answer, 'name')}
      />
      <TextField
        label="Description"
        value={group.description}
        onChange={(description) => onChange({ ...group, description })}
        autoComplete="off"
        error={fieldError(props.answer, 'description')}
      />
      <ChoiceList
        title="Access"
        allowMultiple
        choices={[{ label: `Members can view ${props.pageName}`, value: 'attach' }]}
        selected={group.attach ? ['attach'] : []}
        onChange={(values) => onChange({ ...group, attach: values.includes('attach') })}
      />
    </FormLayout>
  );
}
