import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The full-screen listing editor as a builder uses it: step tabs, the step's toolbar, the Data
 * and Permissions buttons, one side panel at a time, Save changes and Back to editor.
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
    async save() {
      await root.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText('Your listing was successfully updated.')).toBeVisible();
    },
    async back() {
      await root.getByRole('button', { name: 'Back to editor' }).click();
      await expect(root).toBeHidden();
    },
  };
}
