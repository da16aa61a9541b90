import { countGroupMembers, listUserGroups } from '@atrium/db';
import { useLoaderData, useNavigate, useRevalidator } from '@remix-run/react';
import {
  Badge,
  BlockStack,
  Button,
  Card,
  EmptyState,
  FormLayout,
  IndexTable,
  InlineStack,
  Modal,
  Text,
  TextField,
} from '@shopify/polaris';
import { useState } from 'react';
import { builderLoader } from '../lib/route-builders.server';
import { fieldError, useApiFetcher } from '../users/use-json-fetcher';
import { accountsOrNull } from '../users/user-accounts.server';
import { HelpLink } from '../help/help-link';
import { useEditorPageId, usersUrl } from '../users/editor-links';

export const loader = builderLoader(async (ctx) => {
  const access = await accountsOrNull(ctx, ctx.params.siteId);
  if (!access) return null;
  const { site, appConfig } = access;
  const [groups, counts] = await Promise.all([
    listUserGroups(ctx.runtime.db, { siteId: site.id }),
    countGroupMembers(ctx.runtime.db, { siteId: site.id }),
  ]);
  const members = (id: string) => counts[id] ?? 0;
  return {
    siteId: site.id,
    defaultGroup: appConfig.defaultGroup,
    groups: groups.map((g) => ({ id: g.id, name: g.name, description: g.description, members: members(g.id) })),
  };
});

type Dialog = { kind: 'create' } | { kind: 'edit'; id: string } | { kind: 'delete'; id: string } | null;

/** The Groups tab (spec doc 3 §2.4, §5): create, edit (3–25 characters) and delete groups. */
export default function GroupsTab() {
  const loaded = useLoaderData<typeof loader>();
  return loaded ? <GroupsTabContent /> : null;
}

function GroupsTabContent() {
  const { siteId, groups, defaultGroup } = useLoaderData<typeof loader>()!;
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const pageId = useEditorPageId();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const changed = () => {
    setDialog(null);
    revalidator.revalidate();
  };
  const current = dialog && dialog.kind !== 'create' ? groups.find((g) => g.id === dialog.id) : undefined;
  return (
    <BlockStack gap="400">
      <InlineStack align="space-between" blockAlign="center">
        <HelpLink slug="users-and-groups" anchor="groups">
          Learn more about groups
        </HelpLink>
        <Button variant="primary" onClick={() => setDialog({ kind: 'create' })}>
          Create group
        </Button>
      </InlineStack>
      <Card padding="0">
        {groups.length === 0 ? (
          <EmptyState
            heading="No groups yet"
            image=""
            action={{ content: 'Create group', onAction: () => setDialog({ kind: 'create' }) }}
          >
            <p>Groups decide who can open which pages and records.</p>
          </EmptyState>
        ) : (
          <IndexTable
            resourceName={{ singular: 'group', plural: 'groups' }}
            itemCount={groups.length}
            selectable={false}
            headings={[
              { title: 'Name' },
              { title: 'Description' },
              { title: 'Users' },
              { title: 'Actions', alignment: 'end' },
            ]}
          >
            {groups.map((group, index) => (
              <IndexTable.Row id={group.id} key={group.id} position={index}>
                <IndexTable.Cell>
                  <InlineStack gap="200">
                    <Text as="span" fontWeight="semibold">
                      {group.name}
                    </Text>
                    {group.id === defaultGroup && <Badge tone="info">Default</Badge>}
                  </InlineStack>
                </IndexTable.Cell>
                <IndexTable.Cell>{group.description}</IndexTable.Cell>
                <IndexTable.Cell>{group.members}</IndexTable.Cell>
                <IndexTable.Cell>
                  <InlineStack align="end" gap="200">
                    <Button variant="plain" onClick={() => setDialog({ kind: 'edit', id: group.id })}>
                      Edit
                    </Button>
                    <Button variant="plain" tone="critical" onClick={() => setDialog({ kind: 'delete', id: group.id })}>
                      Delete
                    </Button>
                  </InlineStack>
                </IndexTable.Cell>
              </IndexTable.Row>
            ))}
          </IndexTable>
        )}
      </Card>
      {dialog?.kind === 'create' && <GroupModal siteId={siteId} onClose={close} onSaved={changed} />}
      {dialog?.kind === 'edit' && current && (
        <GroupModal siteId={siteId} group={current} onClose={close} onSaved={changed} />
      )}
      {dialog?.kind === 'delete' && current && (
        <DeleteGroupModal
          siteId={siteId}
          group={current}
          onClose={close}
          onDeleted={() => {
            setDialog(null);
            // Spec doc 3 §2.1: after a delete the builder goes to the Groups tab.
            navigate(usersUrl(siteId, pageId, '/groups'), { replace: true });
            revalidator.revalidate();
          }}
        />
      )}
    </BlockStack>
  );
}

function GroupModal(props: {
  siteId: string;
  group?: { id: string; name: string; description: string };
  onClose: () => void;
  onSaved: () => void;
}) {
  const [name, setName] = useState(props.group?.name ?? '');
  const [description, setDescription] = useState(props.group?.description ?? '');
  const { sendForm, busy, fetcher } = useApiFetcher(() => props.onSaved());
  const editing = props.group !== undefined;
  const save = () =>
    editing
      ? sendForm(`/api/apps/${props.siteId}/groups/${props.group!.id}`, 'PUT', { name, description })
      : sendForm(`/api/apps/${props.siteId}/groups`, 'POST', { name, description });
  return (
    <Modal
      open
      onClose={props.onClose}
      title={editing ? 'Edit Group' : 'Create user group'}
      primaryAction={{ content: editing ? 'Save' : 'Create group', onAction: save, loading: busy }}
      secondaryActions={[{ content: 'Cancel', onAction: props.onClose }]}
    >
      <Modal.Section>
        <FormLayout>
          <TextField
            label="Name"
            value={name}
            onChange={setName}
            autoComplete="off"
            error={fieldError(fetcher.data, 'name')}
          />
          <TextField
            label="Description"
            value={description}
            onChange={setDescription}
            autoComplete="off"
            multiline={2}
            error={fieldError(fetcher.data, 'description')}
          />
        </FormLayout>
      </Modal.Section>
    </Modal>
  );
}

function DeleteGroupModal(props: {
  siteId: string;
  group: { id: string; name: string };
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { send, busy } = useApiFetcher(() => props.onDeleted());
  return (
    <Modal
      open
      onClose={props.onClose}
      title="Delete Group"
      primaryAction={{
        content: 'Yes, delete group',
        destructive: true,
        loading: busy,
        onAction: () => send(`/api/apps/${props.siteId}/groups/${props.group.id}`, 'DELETE'),
      }}
      secondaryActions={[{ content: 'No, cancel', onAction: props.onClose }]}
    >
      <Modal.Section>
        <Text as="p">
          Delete <strong>{props.group.name}</strong>? Its users stay, but lose the access the group gave them.
        </Text>
      </Modal.Section>
    </Modal>
  );
}
