import { BlockStack, Card, Text } from '@shopify/polaris';
import type { ReactNode } from 'react';

/**
 * The centred card used by the signed-out pages (login, sign-up, verify). `aside` (e.g. "New to
 * Atrium? Sign up") sits under the title, above the form: errors that appear when a field loses
 * focus push content below them down, and a link below the form would move away from the
 * pointer between mouse down and up.
 */
export function AuthPage({ title, children, aside }: { title: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <main className="atrium-auth">
      <div className="atrium-auth__card">
        <BlockStack gap="400">
          <Text as="p" variant="headingLg" alignment="center">
            Atrium
          </Text>
          <Card padding="600">
            <BlockStack gap="400">
              <BlockStack gap="100">
                <Text as="h1" variant="headingXl">
                  {title}
                </Text>
                {aside ? (
                  <Text as="p" tone="subdued">
                    {aside}
                  </Text>
                ) : null}
              </BlockStack>
              {children}
            </BlockStack>
          </Card>
        </BlockStack>
      </div>
    </main>
  );
}
