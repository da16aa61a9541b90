import { BlockStack, Button, Card, FormLayout, InlineStack, Select, Text } from '@shopify/polaris';
import { useState } from 'react';
import { useApiFetcher } from '../use-json-fetcher';
import type { SettingsOption } from './settings-data.server';

/** Where the portal sends people after sign-up, log-in, log-out and from a page they may not see. */
export interface Redirects {
  redirectOnSignup: string;
  redirectOnLogin: string;
  redirectOnForbidden: string;
  redirectOnLogout: string;
}

/** The four redirects, each a page of the portal or one of its account pages (spec doc 3 §2.5). */
export function RedirectsCard(props: { siteId: string; identity: Redirects; targets: SettingsOption[] }) {
  const { siteId, identity, targets } = props;
  const [values, setValues] = useState({
    redirectOnSignup: identity.redirectOnSignup,
    redirectOnLogin: identity.redirectOnLogin,
    redirectOnForbidden: identity.redirectOnForbidden,
    redirectOnLogout: identity.redirectOnLogout,
  });
  const { send, busy, fetcher } = useApiFetcher();
  const error = fetcher.data && !fetcher.data.ok ? fetcher.data.error : undefined;
  const field = (key: keyof typeof values, label: string) => (
    <Select
      label={label}
      options={targets}
      placeholder="Select a page"
      value={values[key]}
      onChange={(value) => setValues({ ...values, [key]: value })}
      error={values[key] ? undefined : error}
    />
  );
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          Redirects
        </Text>
        <FormLayout>
          <FormLayout.Group>
            {field('redirectOnSignup', 'After sign-up')}
            {field('redirectOnLogin', 'After log-in')}
          </FormLayout.Group>
          <FormLayout.Group>
            {field('redirectOnForbidden', 'When a page is not allowed')}
            {field('redirectOnLogout', 'After log-out')}
          </FormLayout.Group>
        </FormLayout>
        <InlineStack>
          <Button
            variant="primary"
            loading={busy}
            onClick={() => send(`/api/apps/${siteId}/app-config`, 'PATCH', { intent: 'redirects', ...values })}
          >
            Save redirects
          </Button>
        </InlineStack>
      </BlockStack>
    </Card>
  );
}
