import { describe, expect, it } from 'vitest';
import { loadAppConfig } from './app-config';
import {
  SETUP_NEEDS_ACCOUNTS_MESSAGE,
  UNKNOWN_APP_CONFIG_CHANGE_MESSAGE,
  parseAppConfigChange,
} from './app-config-change';

const off = loadAppConfig(undefined);
const on = { ...off, identity: { ...off.identity, enabled: true } };

function messageOf(run: () => unknown): string | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('parseAppConfigChange', () => {
  it('answers one intent with its settings', () => {
    expect(parseAppConfigChange({ intent: 'enable' }, off)).toEqual({ intent: 'enable' });
    expect(parseAppConfigChange({ intent: 'default-group', groupId: null }, off)).toEqual({
      intent: 'default-group',
      groupId: null,
    });
    expect(parseAppConfigChange({ intent: 'setup', tableId: 't', primaryFieldId: 'f' }, on)).toMatchObject({
      intent: 'setup',
      source: 'local',
      baseId: '',
      registrationRestrictions: [],
    });
  });

  it('refuses an unknown intent or no object as an unknown change', () => {
    for (const body of [undefined, null, 'enable', [], {}, { intent: 'explode' }]) {
      expect(messageOf(() => parseAppConfigChange(body, on))).toBe(UNKNOWN_APP_CONFIG_CHANGE_MESSAGE);
    }
  });

  it("answers a bad setting with the field's message", () => {
    expect(messageOf(() => parseAppConfigChange({ intent: 'default-group', groupId: 3 }, on))).toBe('Choose a group.');
    expect(messageOf(() => parseAppConfigChange({ intent: 'default-group' }, on))).toBe('Choose a group.');
    expect(messageOf(() => parseAppConfigChange({ intent: 'welcome-email', subject: ' ', body: null }, on))).toBe(
      'Please enter a subject.',
    );
    expect(
      messageOf(() =>
        parseAppConfigChange({ intent: 'setup', source: 'airtable', tableId: 't', primaryFieldId: 'f' }, on),
      ),
    ).toBe('Which Airtable base should we use?');
  });

  it('needs accounts on before the users table is set up, whatever the payload', () => {
    expect(messageOf(() => parseAppConfigChange({ intent: 'setup' }, off))).toBe(SETUP_NEEDS_ACCOUNTS_MESSAGE);
  });
});
