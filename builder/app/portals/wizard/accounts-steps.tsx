import type { TemplateAccountsPlan } from '@atrium/core';
import { Banner, BlockStack, Text, TextField } from '@shopify/polaris';
import { useState } from 'react';
import { OptionCard } from './option-card';

const list = (names: readonly string[]) => new Intl.ListFormat('en-US', { type: 'conjunction' }).format(names);
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Step 3 for a template with user accounts (ADR 051): the users table it makes — each person a
 * record, logging in with its email field — to rename, or user accounts skipped (the pages for
 * members are then left out, said here before creating).
 */
export function UsersTableStep(props: {
  templateName: string;
  plan: TemplateAccountsPlan;
  accounts: 'on' | 'off';
  onAccountsChange: (value: 'on' | 'off') => void;
  error?: string;
}) {
  const { plan } = props;
  const [name, setName] = useState(plan.usersTable.name);
  const on = props.accounts === 'on';
  return (
    <BlockStack gap="400">
      <Text as="p" tone="subdued">
        {`The ${props.templateName} template lets people log in. Each person is a record of a built-in users table and logs in with the email address in its ${plan.usersTable.emailField} field.`}
      </Text>
      <div role="radiogroup" aria-label="User accounts">
        <BlockStack gap="200">
          <OptionCard
            name="accounts"
            value="on"
            checked={on}
            onChoose={props.onAccountsChange}
            title="Set up user accounts"
            description="Log-in, sign-up and My Account pages; only people in the users table can sign up."
          />
          <OptionCard
            name="accounts"
            value="off"
            checked={!on}
            onChoose={props.onAccountsChange}
            title="Skip user accounts"
            description="Every page is open to everyone; nobody logs in."
          />
        </BlockStack>
      </div>
      {on ? (
        <TextField
          label="Users table name"
          name="usersTableName"
          value={name}
          onChange={setName}
          error={props.error}
          maxLength={100}
          autoComplete="off"
          helpText={`Fields: ${list(plan.usersTable.fields)}. ${plural(plan.usersTable.sampleRecords, 'sample record', 'sample records')} to edit or replace.`}
        />
      ) : (
        <Banner tone="warning" title="Pages for members are left out">
          <p>
            {`Without user accounts, nobody can be kept out of a page, so these pages are not made: ${list(plan.membersPages)}. You can turn on user accounts later in Users.`}
          </p>
        </Banner>
      )}
    </BlockStack>
  );
}

/** Step 4: the template's user groups, each with the pages it opens, to rename. */
export function UserGroupsStep(props: { plan: TemplateAccountsPlan; errors: ReadonlyArray<string | undefined> }) {
  const [names, setNames] = useState(props.plan.groups.map((g) => g.name));
  return (
    <BlockStack gap="400">
      <Text as="p" tone="subdued">
        Groups decide who may open which page. You can add groups and move people between them later in Users.
      </Text>
      {props.plan.groups.map((group, i) => (
        <TextField
          key={group.name}
          label={props.plan.groups.length === 1 ? 'Group name' : `Group ${i + 1} name`}
          name={`groupNames[${i}]`}
          value={names[i]}
          onChange={(value) => setNames((all) => all.map((n, j) => (j === i ? value : n)))}
          error={props.errors[i]}
          maxLength={25}
          autoComplete="off"
          helpText={[
            group.description,
            group.pages.length > 0 ? `Opens ${list(group.pages)}.` : '',
            group.joinsOnSignUp ? 'People join it when they sign up.' : '',
          ]
            .filter(Boolean)
            .join(' ')}
        />
      ))}
    </BlockStack>
  );
}
