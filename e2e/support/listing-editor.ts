import { expect, type Locator, type Page } from '@playwright/test';
import { openDemoEditor, type BuilderLogin } from './demo-login';

/**
 * The full-screen listing editor as a builder uses it: step tabs, the step's toolbar, the Data
 * and Permissions buttons, one side panel at a time, the autosave status with Undo and Redo, and
 * Back to editor.
 */
export function listingEditor(page: Page) {
  const root = page.getByRole('dialog', { name: 'Listing editor' });
  const panel = (name: string): Locator => root.getByRole('complementary', { name });
  return {
    root,
    /** The live preview inside the editor. */
    canvas: root.locator('.atrium-listing-editor__canvas'),
    panel,
    async step(name: 'Listing' | 'Table' | 'Detailed View' | 'Forms' | 'Form' | 'Success Screen') {
      await root.getByRole('tab', { name }).click();
    },
    /** Opens a panel from the step's toolbar (or the top bar's Data and Permissions). */
    async open(button: string, title = button): Promise<Locator> {
      const inToolbar = root.getByRole('toolbar').getByRole('button', { name: button, exact: true });
      const target =
        (await inToolbar.count()) > 0 ? inToolbar : root.getByRole('button', { name: button, exact: true });
      if ((await target.getAttribute('aria-pressed')) !== 'true') await target.click();
      await expect(panel(title)).toBeVisible();
      return panel(title);
    },
    /** Detailed View → Actions: a button that sets `field` to `value` on the record. */
    async addUpdateAction(label: string, field: string, value: string) {
      const actions = await this.open('Actions');
      await actions.getByRole('button', { name: 'Add action' }).click();
      await actions.getByLabel('Button text', { exact: true }).fill(label);
      await actions.getByRole('button', { name: 'Add operation' }).click();
      await actions.getByLabel('Field', { exact: true }).selectOption({ label: field });
      // Until it has a value the panel says the button will not work.
      await expect(actions.getByText(`${label}, operation 1: Value is required`)).toBeVisible();
      await actions.getByLabel('Value', { exact: true }).fill(value);
      await expect(actions.getByText('Some buttons will not work yet')).toBeHidden();
    },
    /** The form builder's canvas (Form step, or the Forms step's Create Record and Edit Record tabs). */
    form: root.locator('.atrium-form-builder'),
    /**
     * The form builder: adds a field to a group (the first unless named; a form without groups
     * gets one first) and picks its table field in Edit Field. Returns the Edit Field panel.
     */
    async addFormField(field: string, group?: string): Promise<Locator> {
      const form = root.locator('.atrium-form-builder');
      if (await form.getByText('Add a group to your form to get started').isVisible()) {
        await form.getByRole('button', { name: 'Add Group' }).click();
        await expect(panel('Edit Group')).toBeVisible();
      }
      const add = group
        ? form.getByRole('button', { name: `Add Field to group ${group}`, exact: true })
        : form.getByRole('button', { name: /^Add Field to group / }).first();
      await add.click();
      const edit = panel('Edit Field');
      // A new field has no table field yet: 'Select Field', and it cannot be required.
      await expect(edit.getByLabel('Required')).toBeDisabled();
      await edit.getByLabel('Table Field').selectOption({ label: field });
      await expect(form.getByRole('button', { name: `Edit field ${field}`, exact: true })).toBeVisible();
      return edit;
    },
    /** Drags with the mouse from the middle of one element to the middle of another. */
    async drag(source: Locator, target: Locator) {
      const from = await source.boundingBox();
      const to = await target.boundingBox();
      if (!from || !to) throw new Error('Nothing to drag, or nowhere to drop it');
      const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
      await page.mouse.move(start.x, start.y);
      await page.mouse.down();
      // Past the few pixels that tell a drag from a click, then to the target.
      await page.mouse.move(start.x + 8, start.y + 8, { steps: 4 });
      await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
      await page.mouse.up();
    },
    /** The autosave status in the editor's bar (the page editor's own). */
    status: root.locator('.atrium-editor__save-status'),
    /** Every change goes into the page as it is made: waits until autosave has them all. */
    async saved() {
      await expect(root.locator('.atrium-editor__save-status')).toHaveText('All changes saved');
    },
    async back() {
      await root.getByRole('button', { name: 'Back to editor' }).click();
      await expect(root).toBeHidden();
    },
  };
}

/**
 * Adds a List layout 1 section to the page open in the editor and connects it as a user listing
 * of `table` (of the Airtable `base` when given), linked to the users by `linkField`; the listing
 * editor opens.
 */
export async function addUserListing(page: Page, params: { table: string; linkField: string; base?: string }) {
  await page.getByRole('button', { name: 'Add Section' }).first().click();
  await page
    .getByRole('dialog', { name: 'Add Section' })
    .getByRole('button', { name: /Add List layout 1/ })
    .click();
  const connect = page.getByRole('dialog', { name: "Let's Connect" });
  if (params.base) {
    await connect.getByText('Airtable', { exact: true }).click();
    await connect.getByLabel('Base', { exact: true }).selectOption({ label: params.base });
  }
  await connect.getByText('Yes: a user listing').click();
  await connect.getByLabel('Table', { exact: true }).selectOption({ label: params.table });
  await connect.getByLabel('Field linking records to your users').selectOption({ label: params.linkField });
  await connect.getByRole('button', { name: 'Connect' }).click();
  await expect(connect).toBeHidden();
}

/**
 * The scenario's Project Board page (the projectBoard and clientProjects scenarios) in the
 * editor, its listing opened in the listing editor; returns the page preview behind it.
 */
export async function editProjectBoard(page: Page, builder: BuilderLogin): Promise<Locator> {
  await openDemoEditor(page, builder);
  await page.getByRole('button', { name: 'Pages' }).click();
  await page
    .getByRole('list', { name: 'Pages' })
    .getByRole('link', { name: /^Project Board/ })
    .click();
  const preview = page.locator('.atrium-editor__preview');
  await expect(preview.locator('.atrium-listing__card')).toHaveCount(20);
  const frame = preview.locator('.atrium-section-frame').first();
  await frame.hover();
  // Data sections name their editor in the section toolbar.
  await frame.getByRole('button', { name: 'Edit Listing', exact: true }).click();
  await expect(listingEditor(page).root).toBeVisible();
  return preview;
}
