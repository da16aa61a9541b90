import { useLoaderData } from '@remix-run/react';
import { BlockStack, Card, Link, Text } from '@shopify/polaris';
import { GUIDE } from '../help/guide.server';

/** /help: what each page of the guide is about. */
export function loader() {
  return { pages: GUIDE.map(({ slug, title, summary }) => ({ slug, title, summary })) };
}

export default function HelpIndex() {
  const { pages } = useLoaderData<typeof loader>();
  return (
    <Card>
      <BlockStack gap="400">
        <Text as="h2" variant="headingLg">
          How to build a portal with Atrium
        </Text>
        {pages.map((page) => (
          <BlockStack key={page.slug} gap="100">
            <Text as="h3" variant="headingMd">
              <Link url={`/help/${page.slug}`}>{page.title}</Link>
            </Text>
            <Text as="p" tone="subdued">
              {page.summary}
            </Text>
          </BlockStack>
        ))}
      </BlockStack>
    </Card>
  );
}
