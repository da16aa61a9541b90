import { describe, expect, it } from 'vitest';
import { customDomainInstructions, verificationRecord } from './dns-instructions';

const base = { token: 'tok123', publicIp: '203.0.113.10', cnameTarget: 'cname.portals.test' };

describe('verificationRecord', () => {
  it('is a TXT record at _atrium-verification.{hostname} holding atrium-verification={token}', () => {
    expect(verificationRecord('portal.example.com', 'abc')).toEqual({
      type: 'TXT',
      name: '_atrium-verification.portal.example.com',
      host: '_atrium-verification.portal',
      value: 'atrium-verification=abc',
    });
    expect(verificationRecord('example.co.uk', 'abc').host).toBe('_atrium-verification');
  });
});

describe('customDomainInstructions (spec doc 1 §9)', () => {
  it('recommends an A record named @ for an apex domain, with the CNAME as the alternative', () => {
    expect(customDomainInstructions({ ...base, hostname: 'example.com', includeWww: false })).toEqual({
      recommended: 'A',
      routing: [{ type: 'A', name: 'example.com', host: '@', value: '203.0.113.10' }],
      alternatives: [{ type: 'CNAME', name: 'example.com', host: '@', value: 'cname.portals.test' }],
      verification: {
        type: 'TXT',
        name: '_atrium-verification.example.com',
        host: '_atrium-verification',
        value: 'atrium-verification=tok123',
      },
    });
  });

  it('recommends a CNAME named after the subdomain part when there is one, with the A record as the alternative', () => {
    const instructions = customDomainInstructions({ ...base, hostname: 'portal.example.co.uk', includeWww: false });
    expect(instructions.recommended).toBe('CNAME');
    expect(instructions.routing).toEqual([
      { type: 'CNAME', name: 'portal.example.co.uk', host: 'portal', value: 'cname.portals.test' },
    ]);
    expect(instructions.alternatives).toEqual([
      { type: 'A', name: 'portal.example.co.uk', host: 'portal', value: '203.0.113.10' },
    ]);
    expect(instructions.verification.host).toBe('_atrium-verification.portal');
  });

  it('adds a CNAME for www when the www option is included', () => {
    expect(customDomainInstructions({ ...base, hostname: 'example.com', includeWww: true }).routing).toEqual([
      { type: 'A', name: 'example.com', host: '@', value: '203.0.113.10' },
      { type: 'CNAME', name: 'www.example.com', host: 'www', value: 'cname.portals.test' },
    ]);
    expect(customDomainInstructions({ ...base, hostname: 'portal.example.com', includeWww: true }).routing).toEqual([
      { type: 'CNAME', name: 'portal.example.com', host: 'portal', value: 'cname.portals.test' },
      { type: 'CNAME', name: 'www.portal.example.com', host: 'www.portal', value: 'cname.portals.test' },
    ]);
  });

  it('without a public IP (PORTAL_PUBLIC_IP unset) gives CNAMEs only, even for an apex domain', () => {
    const instructions = customDomainInstructions({
      ...base,
      publicIp: undefined,
      hostname: 'example.com',
      includeWww: false,
    });
    expect(instructions.recommended).toBe('CNAME');
    expect(instructions.routing).toEqual([
      { type: 'CNAME', name: 'example.com', host: '@', value: 'cname.portals.test' },
    ]);
    expect(instructions.alternatives).toEqual([]);
  });
});
