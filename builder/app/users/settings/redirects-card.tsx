import { BlockStack, Card, FormLayout, Select, Text } from '@shopify/polaris';
import type { SettingsOption } from './settings-data.server';

/** Where the portal sends people after sign-up, log-in, log-out and from a page they may not see. */
export interface Redirects {
  redirectOnSignup: string;
  redirectOnLogin: string;
  redirectOnForbidden: string;
  redirectOnLogout: string;
}

/**
 * The four redirects, each a page of the portal or one of its account pages (spec doc 3 §2.5).
 * Part of the Settings page's form, saved with its one Save (ADR 052).
 */
export function RedirectsCard(props: {
  targets: SettingsOption[];
  value: Redirects;
  onChange: (value: Redirects) => void;
  /** Messages of core's schema by field name, once the builder tried to save. */
  errors: Partial<Record<keyof Redirects, string>>;
}) {
  const { targets, value, onChange } = props;
  const field = (key: keyof Redirects, label: string) => (
    <Select
      label={label}
      options={targets}
      placeholder="Select a page"
      value={value[key]}
      onChange={(target) => onChange({ ...value, [key]: target })}
      error={props.errors[key]}
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
      </BlockStack>
    </Card>
  );
}
