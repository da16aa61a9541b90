import portalStyles from '@atrium/sections/styles.css?url';
import type { LinksFunction, MetaFunction } from '@remix-run/node';
import { useLoaderData, type ShouldRevalidateFunction } from '@remix-run/react';
import { Editor } from '../editor/components/editor';
import editorStyles from '../editor/editor.css?url';
import { loadEditor } from '../editor/load-editor.server';
import { runEditorIntent } from '../editor/run-intent.server';
import richTextStyles from '../rich-text/rich-text.css?url';
import { builderAction, builderLoader, requireSite } from '../lib/route-builders.server';

/**
 * The page editor, /edit/:siteId?pageId= (spec doc 1 §2, doc 3 §2.5). Full screen, outside the
 * workspace shell. Child screens such as /edit/:siteId/users should use `edit.$siteId_.users.tsx`
 * so they do not render inside the editor.
 */
export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: portalStyles },
  { rel: 'stylesheet', href: editorStyles },
  { rel: 'stylesheet', href: richTextStyles },
];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.page.name} | ${data.site.name} | Atrium` : 'Atrium' },
];

export const loader = builderLoader(loadEditor);

/** One action, intents create-page, update-page, set-home, clone-page, delete-page and publish. */
export const action = builderAction(async (ctx) => {
  const access = await requireSite(ctx, ctx.params.siteId);
  return runEditorIntent(ctx, access, await ctx.request.formData());
});

/**
 * After a page is deleted the editor selects the home page itself; reloading the current URL
 * first could ask for the deleted page (a 404).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get('intent') === 'delete-page' ? false : defaultShouldRevalidate;

export default function EditorRoute() {
  const data = useLoaderData<typeof loader>();
  return <Editor data={data} />;
}
