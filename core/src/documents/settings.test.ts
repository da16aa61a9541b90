import { describe, expect, it } from 'vitest';
import { CACHE_TTL_CHOICES, DEFAULT_CACHE_TTL_SECONDS, ZSiteSettingsSchema, defaultSiteSettings } from './settings';

describe('site settings', () => {
  it('refresh cached records every 60 s by default, also for settings stored before the option existed', () => {
    expect(defaultSiteSettings().data.cacheTtlSeconds).toBe(DEFAULT_CACHE_TTL_SECONDS);
    expect(ZSiteSettingsSchema.parse({ version: 1, embedOnly: true }).data.cacheTtlSeconds).toBe(60);
  });

  it('accept only the offered refresh intervals', () => {
    for (const seconds of CACHE_TTL_CHOICES) {
      expect(ZSiteSettingsSchema.parse({ data: { cacheTtlSeconds: seconds } }).data.cacheTtlSeconds).toBe(seconds);
    }
    const refused = ZSiteSettingsSchema.safeParse({ data: { cacheTtlSeconds: 1 } });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('Choose one of the refresh intervals');
  });
});
