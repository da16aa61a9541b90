import { describe, expect, it } from 'vitest';
import { gettingStartedSteps } from './getting-started';

const none = { hasSection: false, hasData: false, accountsSetUp: false, published: false, invited: false };

describe('the getting-started checklist', () => {
  it('starts with creating a portal when there is none', () => {
    const steps = gettingStartedSteps(null);
    expect(steps.map((s) => s.id)).toEqual(['create', 'section', 'data', 'accounts', 'publish', 'invite']);
    expect(steps.every((s) => !s.done)).toBe(true);
  });

  it('ticks each step from what the portal has', () => {
    const done = (over: Partial<typeof none>) =>
      gettingStartedSteps({ ...none, ...over })
        .filter((s) => s.done)
        .map((s) => s.id);
    expect(done({})).toEqual(['create']);
    expect(done({ hasSection: true, published: true })).toEqual(['create', 'section', 'publish']);
    expect(done({ hasData: true, accountsSetUp: true, invited: true })).toEqual([
      'create',
      'data',
      'accounts',
      'invite',
    ]);
  });
});
