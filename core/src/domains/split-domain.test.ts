import { describe, expect, it } from 'vitest';
import { isPublicSuffix, splitDomain } from './split-domain';

describe('splitDomain', () => {
  it.each([
    ['example.com', { apexName: 'example.com', subdomainPart: '', isApex: true }],
    ['portal.example.com', { apexName: 'example.com', subdomainPart: 'portal', isApex: false }],
    ['www.example.com', { apexName: 'example.com', subdomainPart: 'www', isApex: false }],
    ['a.b.example.com', { apexName: 'example.com', subdomainPart: 'a.b', isApex: false }],
    ['example.co.uk', { apexName: 'example.co.uk', subdomainPart: '', isApex: true }],
    ['portal.example.co.uk', { apexName: 'example.co.uk', subdomainPart: 'portal', isApex: false }],
    ['shop.example.com.au', { apexName: 'example.com.au', subdomainPart: 'shop', isApex: false }],
    ['example.co.nz', { apexName: 'example.co.nz', subdomainPart: '', isApex: true }],
    ['example.org.uk', { apexName: 'example.org.uk', subdomainPart: '', isApex: true }],
    ['Portal.Example.COM.', { apexName: 'example.com', subdomainPart: 'portal', isApex: false }],
  ])('splits %s', (hostname, expected) => {
    expect(splitDomain(hostname)).toEqual(expected);
  });

  it('knows the listed two-level public suffixes and nothing else', () => {
    expect(isPublicSuffix('co.uk')).toBe(true);
    expect(isPublicSuffix('com.au')).toBe(true);
    expect(isPublicSuffix('example.com')).toBe(false);
    expect(isPublicSuffix('uk')).toBe(false);
  });
});
