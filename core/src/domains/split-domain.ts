/**
 * Public suffixes of two labels under which people commonly register domains, so that
 * `portal.example.co.uk` has the apex `example.co.uk` rather than `co.uk`. A short, hand-kept list
 * (not the full Public Suffix List): a domain under a suffix missing here gets a two-label apex,
 * which only changes how its DNS instructions name the record (`portal.example` instead of
 * `portal` relative to a wrong apex), never which records are checked.
 */
export const TWO_LEVEL_PUBLIC_SUFFIXES: ReadonlySet<string> = new Set([
  // United Kingdom
  'co.uk',
  'org.uk',
  'me.uk',
  'ltd.uk',
  'plc.uk',
  'net.uk',
  'ac.uk',
  'gov.uk',
  // Australia
  'com.au',
  'net.au',
  'org.au',
  'edu.au',
  'gov.au',
  'id.au',
  // New Zealand
  'co.nz',
  'net.nz',
  'org.nz',
  'ac.nz',
  'govt.nz',
  // elsewhere
  'co.jp',
  'ne.jp',
  'or.jp',
  'co.za',
  'org.za',
  'co.in',
  'net.in',
  'org.in',
  'co.il',
  'co.kr',
  'com.br',
  'com.mx',
  'com.ar',
  'com.cn',
  'com.hk',
  'com.sg',
  'com.tr',
  'com.tw',
  'com.my',
]);

function normalise(hostname: string): string {
  return hostname.trim().toLowerCase().replace(/\.$/, '');
}

/** Whether a host name is itself one of the known public suffixes (`co.uk`): nobody can own it. */
export function isPublicSuffix(hostname: string): boolean {
  return TWO_LEVEL_PUBLIC_SUFFIXES.has(normalise(hostname));
}

/**
 * Splits a host name into its registrable domain (`apexName`: the last two labels, or three
 * under a known two-level public suffix) and the part in front of it (`subdomainPart`, '' for
 * an apex domain). `portal.example.co.uk` → `example.co.uk` + `portal`.
 */
export function splitDomain(hostname: string): { apexName: string; subdomainPart: string; isApex: boolean } {
  const labels = normalise(hostname).split('.');
  const lastTwo = labels.slice(-2).join('.');
  const apexLabels = labels.length > 2 && TWO_LEVEL_PUBLIC_SUFFIXES.has(lastTwo) ? 3 : 2;
  const apexName = labels.slice(-apexLabels).join('.');
  const subdomainPart = labels.slice(0, Math.max(0, labels.length - apexLabels)).join('.');
  return { apexName, subdomainPart, isApex: subdomainPart === '' };
}
