/**
 * Form sections (portal-page.server.ts renders them, listing-action.server.ts takes their posts):
 * groups and theme, required fields, success screens and redirects. Through the production build's
 * request handler (`npm run build -w portal-host` first), on the listings test portal
 * (app/testing/listings-test-portal.ts), started for this file alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_USER_SIGN_IN_MESSAGE } from '@atrium/core';
import { cardTitles, startListingsTestPortal, type ListingsTestPortal } from '../testing/listings-test-portal';

let portal: ListingsTestPortal;

beforeAll(async () => {
  portal = await startListingsTestPortal();
});

afterAll(async () => {
  await portal?.close();
});

const get = (path: string) => portal.get(path);
const post: ListingsTestPortal['post'] = (...args) => portal.post(...args);

describe('[LISTING] Form sections', () => {
  it('renders the form on the server in its groups and theme, with required fields marked', async () => {
    const html = await (await get('/contact')).text();
    expect(html).toContain('atrium-custom-form--dark');
    expect(html).toContain('<legend>Your idea</legend>');
    expect(html).toContain('<legend>Details</legend>');
    expect(html).toContain('name="intent" value="listing-form"');
    expect(html).toMatch(/Project name<span class="atrium-field__required" aria-hidden="true"> \*<\/span>/);
    expect(html).toContain('placeholder="A short name" aria-required="true"');
    expect(html).toContain('atrium-custom-form__submit--center');
    expect(html).toContain('atrium-custom-form__button--lg">Send idea</button>');
    // A field the table lost is left out; a form only some groups may use is not shown to visitors.
    expect(html).not.toContain('field:gone');
    expect(html).toContain(LISTING_USER_SIGN_IN_MESSAGE);
  });

  it('refuses an empty required field keeping what was typed, then creates the record and shows the success screen', async () => {
    const refused = await post('/contact', {
      intent: 'listing-form',
      sectionId: 'contactForm',
      'field:fldName000000000': '',
      'field:fldSummary000000': 'A lighthouse café',
    });
    expect(refused.status).toBe(400);
    const refusedHtml = await refused.text();
    expect(refusedHtml).toContain('Project name is required.');
    expect(refusedHtml).toContain('A lighthouse café</textarea>');

    const sent = await post('/contact', {
      intent: 'listing-form',
      sectionId: 'contactForm',
      'field:fldName000000000': 'Lighthouse café',
      'field:fldStatus0000000': 'Planning',
      'field:fldSummary000000': 'A lighthouse café',
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('Location')).toBe('/contact?submitted=contactForm');
    const success = await (await get('/contact?submitted=contactForm')).text();
    expect(success).toContain('<h3 class="atrium-custom-form__success-title">Thank you!</h3>');
    expect(success).toContain('<p>We read every idea.</p>');
    expect(success).toContain('<a href="/contact">Submit another response</a>');
    // Only that form shows its success screen; the record is in the table (and every listing of it).
    expect(success).toContain('name="sectionId" value="redirectForm"');
    expect(cardTitles(await (await get('/projects?q=lighthouse')).text())).toEqual(['Lighthouse café']);

    const redirected = await post('/contact', {
      intent: 'listing-form',
      sectionId: 'redirectForm',
      'field:fldName000000000': 'Redirected idea',
    });
    expect(redirected.headers.get('Location')).toBe('/projects');
    // A form visitors may not use refuses them on the server too.
    const members = await post('/contact', {
      intent: 'listing-form',
      sectionId: 'membersForm',
      'field:fldName000000000': 'Sneaky idea',
    });
    expect(members.status).toBe(403);
    expect(cardTitles(await (await get('/projects?q=sneaky+idea')).text())).toEqual([]);
  });

  it('renders a rich success screen on the server, escaped, with unsafe links dropped', async () => {
    const sent = await post('/rich', {
      intent: 'listing-form',
      sectionId: 'richForm',
      'field:fldName000000000': 'Rich idea',
    });
    expect(sent.headers.get('Location')).toBe('/rich?submitted=richForm');
    const html = await (await get('/rich?submitted=richForm')).text();
    expect(html).toContain('<h3 class="atrium-custom-form__success-title">Received</h3>');
    expect(html).toContain('<h4><strong>We &lt;3 ideas</strong></h4>');
    expect(html).toContain('<p>&lt;img src=x onerror=alert(1)&gt;</p>');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('<img src=x');
  });

  it('redirects to the picked page, and never outside the portal', async () => {
    const picked = await post('/rich', {
      intent: 'listing-form',
      sectionId: 'pickedPageForm',
      'field:fldName000000000': 'Picked page idea',
    });
    expect(picked.status).toBe(303);
    expect(picked.headers.get('Location')).toBe('/projects');
    const outside = await post('/rich', {
      intent: 'listing-form',
      sectionId: 'outsideForm',
      'field:fldName000000000': 'Outside idea',
    });
    expect(outside.status).toBe(303);
    expect(outside.headers.get('Location')).toBe('/rich?submitted=outsideForm');
  });
});
