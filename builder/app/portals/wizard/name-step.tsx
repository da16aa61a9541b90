import { BlockStack, TextField } from '@shopify/polaris';
import { ColorField } from './color-field';

export interface WizardInput {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
}

/** Step 1: app name, domain (a free subdomain of PORTAL_ROOT_DOMAIN) and colour. */
export function NameStep({
  appName,
  domain,
  color,
  rootDomain,
}: {
  appName: WizardInput;
  domain: WizardInput;
  color: WizardInput;
  rootDomain: string;
}) {
  return (
    <BlockStack gap="500">
      <TextField
        label="App name"
        name={appName.name}
        value={appName.value}
        onChange={appName.onChange}
        onBlur={appName.onBlur}
        error={appName.error}
        requiredIndicator
        autoComplete="off"
        autoFocus
      />
      <TextField
        label="Domain"
        name={domain.name}
        value={domain.value}
        onChange={domain.onChange}
        onBlur={domain.onBlur}
        error={domain.error}
        suffix={`.${rootDomain}`}
        helpText="Letters, digits and hyphens. Leave it blank and we pick one for you."
        autoComplete="off"
        spellCheck={false}
      />
      <ColorField
        name={color.name}
        value={color.value}
        onChange={color.onChange}
        onBlur={color.onBlur}
        error={color.error}
      />
    </BlockStack>
  );
}
