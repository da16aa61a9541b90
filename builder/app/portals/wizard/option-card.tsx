import { BlockStack, Text } from '@shopify/polaris';
import type { ReactNode } from 'react';

/**
 * One choice of the wizard's radio groups: a native radio (keyboard and form as the browser
 * does them) in a card with a title, a description and, optionally, a picture above them.
 */
export function OptionCard<T extends string>(props: {
  name: string;
  value: T;
  checked: boolean;
  onChoose: (value: T) => void;
  title: string;
  description: string;
  picture?: ReactNode;
  className?: string;
}) {
  return (
    <label className={props.className ? `atrium-option-card ${props.className}` : 'atrium-option-card'}>
      <input
        type="radio"
        name={props.name}
        value={props.value}
        checked={props.checked}
        onChange={() => props.onChoose(props.value)}
      />
      <BlockStack gap={props.picture ? '200' : '100'}>
        {props.picture}
        <Text as="span" variant="headingSm">
          {props.title}
        </Text>
        <Text as="span" tone="subdued">
          {props.description}
        </Text>
      </BlockStack>
    </label>
  );
}
