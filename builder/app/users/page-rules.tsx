import type { TAccessRule } from '@atrium/core';
import { Link, useFetcher } from '@remix-run/react';
import {
  Badge,
  Banner,
  BlockStack,
  Button,
  ChoiceList,
  FormLayout,
  InlineStack,
  Modal,
  SkeletonBodyText,
  Text,
  TextField,
} from '@shopify/polaris';
import { useEffect, useState } from 'react';
import { fieldError, useApiFetcher } from './use-json-fetcher';

type PageAccess =
  | {
      configured: boolean;
      message: string | null;
      groups: Array<{ id: string; name: string }>;
      pageGroups: string[];
      rules: TAccessRule[];
      hasPublicRule: boolean;
    }
  | { ok: false; error: string };

/**
 * The Page Rules tab (spec doc 3 §2.5, §4.2; doc 1 §4): who can view this page: its groups and
 * the rules that cover it, each removable ('Remove rule' first), and Add Rule, which opens the
 * page access dialog. Without user accounts it points to their set-up.
 */
export function PageRulesTab({ siteId, pageId, pageName }: { siteId: string; pageId: string; pageName: string }) {
  const loader = useFetcher<PageAccess>();
  const endpoint = `/api/apps/${siteId}/pages/${pageId}/access`;
  const reload = () => loader.load(endpoint);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<
    { kind: 'group'; id: string; name: string } | { kind: 'rule'; rule: TAccessRule } | null
  >(null);
  useEffect(() => {
    if (loader.state === 'idle' && !loader.data) loader.load(endpoint);
  }, [loader, endpoint]);
  const groups = useApiFetcher(() => {
    setRemoving(null);
    reload();
  });
  const rules = useApiFetcher(() => {
    setRemoving(null);
    reload();
  });

  const data = loader.data;
  if (!data) return <SkeletonBodyText lines={3} />;
  if ('ok' in data) return <Banner tone="critical">{data.error}</Banner>;
  if (!data.configured) {
    return (
      <Banner tone="info">
        <p>{data.message}</p>
        <p>
          <Link to={`/edit/${siteId}/users/setup`}>Set up user accounts</Link>
        </p>
      </Banner>
    );
  }
  const groupName = new Map(data.groups.map((g) => [g.id, g.name]));
  const isPublic = data.pageGroups.length === 0 && data.rules.length === 0;

  return (
    <BlockStack gap="300">
      <Text as="h3" variant="headingSm">
        Who can view this page?
      </Text>
      {isPublic && (
        <Text as="p" tone="subdued">
          Everyone can view this page.
        </Text>
      )}
      {data.pageGroups.map((id) => (
        <InlineStack key={id} align="space-between" blockAlign="center">
          <InlineStack gap="200">
            <Badge>Group</Badge>
            <Text as="span">{groupName.get(id) ?? 'Removed group'}</Text>
          </InlineStack>
          <Button
            variant="plain"
            tone="critical"
            onClick={() => setRemoving({ kind: 'group', id, name: groupName.get(id) ?? id })}
          >
            Remove
          </Button>
        </InlineStack>
      ))}
      {data.rules.map((rule) => (
        <InlineStack key={rule._id} align="space-between" blockAlign="center">
          <InlineStack gap="200">
            <Badge tone={rule.applyToAll ? 'success' : undefined}>{rule.applyToAll ? 'Public' : 'Rule'}</Badge>
            <Text as="span">{rule.name}</Text>
          </InlineStack>
          <Button variant="plain" tone="critical" onClick={() => setRemoving({ kind: 'rule', rule })}>
            Remove
          </Button>
        </InlineStack>
      ))}
      <InlineStack>
        <Button onClick={() => setAdding(true)}>Add Rule</Button>
      </InlineStack>
      {adding && (
        <PageAccessDialog
          siteId={siteId}
          pageId={pageId}
          pageName={pageName}
          access={data}
          onClose={() => setAdding(false)}
          onChanged={() => {
            setAdding(false);
            reload();
          }}
        />
      )}
      {removing && (
        <Modal
          open
          onClose={() => setRemoving(null)}
          title="Remove rule"
          primaryAction={{
            content: 'Remove',
            destructive: true,
            loading: groups.busy || rules.busy,
            onAction: () =>
              removing.kind === 'group'
                ? groups.send(`/api/apps/${siteId}/pages/${pageId}/access`, 'PUT', {
                    groups: data.pageGroups.filter((g) => g !== removing.id),
                  })
                : rules.send(
                    `/api/apps/${siteId}/access-rules/${removing.rule._id}?pageId=${encodeURIComponent(pageId)}`,
                    'DELETE',
                  ),
          }}
          secondaryActions={[{ content: 'Cancel', onAction: () => setRemoving(null) }]}
        >
          <Modal.Section>
            <Text as="p">
              {removing.kind === 'group'
                ? `Members of ${removing.name} will no longer be able to open this page through this group.`
                : (removing.rule.rule.conditions.pages?.length ?? 0) > 1
                  ? `The rule ${removing.rule.name} also covers other pages; it is removed from this page only.`
                  : `The rule ${removing.rule.name} covers only this page and will be deleted.`}
            </Text>
          </Modal.Section>
        </Modal>
      )}
    </BlockStack>
  );
}

type Step = 'action' | 'existing' | 'create';

/**
 * 'Control who can access this page' (spec doc 3 §4.2): select an action, then add an existing
 * group, create a group (5–50 characters; it can open this page at once), or allow public
 * access (hidden once an apply-to-all rule exists). Back returns to the action choice.
 */
function PageAccessDialog(props: {
  siteId: string;
  pageId: string;
  pageName: string;
  access: Extract<PageAccess, { configured: boolean }>;
  onClose: () => void;
  onChanged: () => void;
}) {
  const [step, setStep] = useState<Step>('action');
  const [choice, setChoice] = useState<Step | 'public'>('existing');
  const [selected, setSelected] = useState<string[]>([]);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [attach, setAttach] = useState(true);
  const pageGroups = useApiFetcher(props.onChanged);
  const createGroup = useApiFetcher(props.onChanged);
  const publicRule = useApiFetcher(props.onChanged);
  const available = props.access.groups.filter((g) => !props.access.pageGroups.includes(g.id));
  const busy = pageGroups.busy || createGroup.busy || publicRule.busy;

  const next = () => {
    if (choice === 'public') {
      publicRule.send(`/api/apps/${props.siteId}/access-rules`, 'POST', {
        name: `Public access to ${props.pageName}`.slice(0, 100),
        applyToAll: true,
        rule: { subject: 'Page', action: ['view'], conditions: { pages: [props.pageId] } },
      });
    } else {
      setStep(choice);
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
              pageGroups.send(`/api/apps/${props.siteId}/pages/${props.pageId}/access`, 'PUT', {
                groups: [...props.access.pageGroups, ...selected],
              }),
          }
        : {
            content: 'Create group',
            loading: busy,
            onAction: () =>
              createGroup.sendForm(`/api/apps/${props.siteId}/groups`, 'POST', {
                name,
                description,
                pages: attach ? [props.pageId] : [],
              }),
          };

  return (
    <Modal
      open
      onClose={props.onClose}
      title="Control who can access this page"
      primaryAction={primary}
      secondaryActions={[
        step === 'action'
          ? { content: 'Cancel', onAction: props.onClose }
          : { content: 'Back', onAction: () => setStep('action') },
      ]}
    >
      <Modal.Section>
        {step === 'action' && (
          <ChoiceList
            title="What do you want to do?"
            choices={[
              { label: 'Add an existing group', value: 'existing', disabled: available.length === 0 },
              { label: 'Create a new group', value: 'create' },
              ...(props.access.hasPublicRule ? [] : [{ label: 'Allow public access', value: 'public' }]),
            ]}
            selected={[choice]}
            onChange={(values) => setChoice((values[0] as Step | 'public') ?? 'existing')}
          />
        )}
        {step === 'existing' && (
          <ChoiceList
            title="Groups that may view this page"
            allowMultiple
            choices={available.map((g) => ({ label: g.name, value: g.id }))}
            selected={selected}
            onChange={setSelected}
          />
        )}
        {step === 'create' && (
          <FormLayout>
            <TextField
              label="Group name"
              value={name}
              onChange={setName}
              autoComplete="off"
              error={fieldError(createGroup.fetcher.data, 'name')}
            />
            <TextField
              label="Description"
              value={description}
              onChange={setDescription}
              autoComplete="off"
              error={fieldError(createGroup.fetcher.data, 'description')}
            />
            <ChoiceList
              title="Access"
              allowMultiple
              choices={[{ label: `Members can view ${props.pageName}`, value: 'attach' }]}
              selected={attach ? ['attach'] : []}
              onChange={(values) => setAttach(values.includes('attach'))}
            />
          </FormLayout>
        )}
      </Modal.Section>
    </Modal>
  );
}
