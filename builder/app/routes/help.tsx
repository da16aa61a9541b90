import { Outlet, useLoaderData, useParams, type MetaFunction } from '@remix-run/react';
import { BlockStack, Card, Layout, Link, Page, Text } from '@shopify/polaris';
import { GUIDE } from '../help/guide.server';

export const meta: MetaFunction = () => [{ title: 'Help | Atrium' }];

/**
 * /help: the user guide shipped with Atrium (docs/guide, ADR 056), with its contents beside the
 * page being read. Open to anyone, like the guide in the repository; nothing here is per user.
 */
export function loader() {
  return { contents: GUIDE.map(({ slug, title }) => ({ slug, title })) };
}

export default function HelpLayout() {
  const { contents } = useLoaderData<typeof loader>();
  const { slug } = useParams();
  return (
    <main>
      <Page title="Atrium guide" backAction={{ content: 'Back to your portals', url: '/' }}>
        <Layout>
          <Layout.Section variant="oneThird">
            <Card>
              <nav aria-label="Guide contents">
                <BlockStack gap="200">
                  <Text as="h2" variant="headingSm">
                    Contents
                  </Text>
                  <ol className="atrium-help__contents">
                    {contents.map((page) => (
                      <li key={page.slug}>
                        {page.slug === slug ? (
                          <Text as="span" fontWeight="semibold">
                            <span aria-current="page">{page.title}</span>
                          </Text>
                        ) : (
                          <Link url={`/help/${page.slug}`} removeUnderline>
                            {page.title}
                          </Link>
                        )}
                      </li>
                    ))}
                  </ol>
                </BlockStack>
              </nav>
            </Card>
          </Layout.Section>
          <Layout.Section>
            <Outlet />
          </Layout.Section>
        </Layout>
      </Page>
    </main>
  );
}
