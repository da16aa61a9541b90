import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, type MetaFunction } from '@remix-run/react';
import { Card } from '@shopify/polaris';
import { findGuidePage } from '../help/guide.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.title} | Help | Atrium` : 'Help | Atrium' },
];

/** /help/{slug}: one page of the guide; any other slug (a file name, `..`) is 404. */
export function loader({ params }: LoaderFunctionArgs) {
  const page = findGuidePage(params.slug);
  if (!page) {
    throw new Response('There is no guide page at this address. The guide’s pages are listed at /help.', {
      status: 404,
    });
  }
  return { title: page.title, html: page.html };
}

export default function HelpPage() {
  const { html } = useLoaderData<typeof loader>();
  return (
    <Card>
      {/* Our own markdown (docs/guide), rendered without raw HTML: nothing user-supplied. */}
      <article className="atrium-help__body" dangerouslySetInnerHTML={{ __html: html }} />
    </Card>
  );
}
