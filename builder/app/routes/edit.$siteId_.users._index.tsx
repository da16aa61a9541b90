import { pageNumberParam } from '@atrium/core';
import { listEndUsers, listUserGroups, END_USERS_PAGE_SIZE } from '@atrium/db';
import { useLoaderData, useRevalidator, useSearchParams } from '@remix-run/react';
import { BlockStack, Button, InlineStack, Pagination, TextField } from '@shopify/polaris';
import { useEffect, useState } from 'react';
import { builderLoader } from '../lib/route-builders.server';
import { UserList } from '../users/user-list';
import { AddTestUserModal, AssignUserModal, InviteUsersModal } from '../users/user-dialogs';
import { sitePublished } from '../users/invite-users.server';
import { emailSendingConfigured, accountsOrNull } from '../users/user-accounts.server';

export const SEARCH_DEBOUNCE_MS = 500;

export const loader = builderLoader(async (ctx) => {
  const access = await accountsOrNull(ctx, ctx.params.siteId);
  if (!access) return null;
  const { site, appConfig } = access;
  const url = new URL(ctx.request.url);
  const search = url.searchParams.get('search') ?? '';
  const page = pageNumberParam(url.searchParams.get('page'));
  const [{ users, total }, groups, published] = await Promise.all([
    listEndUsers(ctx.runtime.db, { siteId: site.id, search, page }),
    listUserGroups(ctx.runtime.db, { siteId: site.id }),
    sitePublished(ctx, site.id),
  ]);
  return {
    siteId: site.id,
    search,
    page,
    pages: Math.max(1, Math.ceil(total / END_USERS_PAGE_SIZE)),
    total,
    emailConfigured: emailSendingConfigured(ctx.runtime),
    /** Invitations to a portal never published lead to 'Not published yet': the dialog warns (issue 24). */
    published,
    /** Publishing needs a verified email (spec doc 1 §4). */
    verified: ctx.builder.verifiedAt !== null,
    usersTable: appConfig.identity.config?.table.name ?? 'the users table',
    groups: groups.map((g) => ({ id: g.id, name: g.name })),
    /** The group new users join: the Invite dialog ticks it (issue 24). */
    defaultGroup: groups.some((g) => g.id === appConfig.defaultGroup) ? appConfig.defaultGroup : null,
    users: users.map((u) => ({
      id: u.id,
      email: u.email,
      groups: [...u.groups, ...u.integrationGroups],
      ownGroups: u.groups,
      isTestUser: u.isTestUser,
      joined: u.createdAt.toISOString().slice(0, 10),
      linked: u.recordId !== null,
    })),
  };
});

type Dialog = { kind: 'invite' } | { kind: 'test-user' } | { kind: 'assign'; userId: string } | null;

/** The Users tab: search (debounced 500 ms, kept in the URL), pages of 20, invite, add test user, assign groups. */
export default function UsersTab() {
  const loaded = useLoaderData<typeof loader>();
  return loaded ? <UsersTabContent /> : null;
}

function UsersTabContent() {
  const data = useLoaderData<typeof loader>()!;
  const [params, setParams] = useSearchParams();
  const revalidator = useRevalidator();
  const [query, setQuery] = useState(data.search);
  const [dialog, setDialog] = useState<Dialog>(null);

  useEffect(() => {
    if (query === data.search) return;
    const timer = setTimeout(() => {
      const next = new URLSearchParams(params);
      if (query) next.set('search', query);
      else next.delete('search');
      next.delete('page');
      setParams(next, { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, data.search, params, setParams]);

  const goToPage = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next);
  };
  const close = () => setDialog(null);
  const changed = () => {
    setDialog(null);
    revalidator.revalidate();
  };
  const assigning = dialog?.kind === 'assign' ? data.users.find((u) => u.id === dialog.userId) : undefined;

  return (
    <BlockStack gap="400">
      <InlineStack align="space-between" blockAlign="center" gap="300">
        <div style={{ minWidth: 280, flex: 1, maxWidth: 420 }}>
          <TextField
            label="Search users"
            labelHidden
            placeholder="Search by email"
            value={query}
            onChange={setQuery}
            autoComplete="off"
            clearButton
            onClearButtonClick={() => setQuery('')}
          />
        </div>
        <InlineStack gap="200">
          <Button onClick={() => setDialog({ kind: 'test-user' })}>Add test user</Button>
          <Button variant="primary" onClick={() => setDialog({ kind: 'invite' })}>
            Invite Users
          </Button>
        </InlineStack>
      </InlineStack>
      <UserList
        users={data.users}
        groups={data.groups}
        search={data.search}
        usersTable={data.usersTable}
        onAssign={(userId) => setDialog({ kind: 'assign', userId })}
      />
      {data.pages > 1 && (
        <InlineStack align="center">
          <Pagination
            hasPrevious={data.page > 1}
            onPrevious={() => goToPage(data.page - 1)}
            hasNext={data.page < data.pages}
            onNext={() => goToPage(data.page + 1)}
            label={`Page ${data.page} of ${data.pages}`}
          />
        </InlineStack>
      )}
      {dialog?.kind === 'invite' && (
        <InviteUsersModal
          siteId={data.siteId}
          groups={data.groups}
          emailConfigured={data.emailConfigured}
          published={data.published}
          verified={data.verified}
          usersTable={data.usersTable}
          defaultGroup={data.defaultGroup}
          onClose={close}
          onSent={changed}
        />
      )}
      {dialog?.kind === 'test-user' && (
        <AddTestUserModal siteId={data.siteId} groups={data.groups} onClose={close} onCreated={changed} />
      )}
      {assigning && (
        <AssignUserModal siteId={data.siteId} user={assigning} groups={data.groups} onClose={close} onSaved={changed} />
      )}
    </BlockStack>
  );
}
