/**
 * The empty portals list's illustration (Polaris EmptyState needs an image): an inline SVG,
 * so the builder works offline and needs no image host.
 */
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="226" height="160" viewBox="0 0 226 160" fill="none">
<rect x="23" y="18" width="180" height="124" rx="12" fill="#F1EAFF"/>
<rect x="23" y="18" width="180" height="22" rx="12" fill="#8848FF"/>
<rect x="23" y="30" width="180" height="10" fill="#8848FF"/>
<circle cx="37" cy="29" r="3.5" fill="#fff"/><circle cx="49" cy="29" r="3.5" fill="#fff"/><circle cx="61" cy="29" r="3.5" fill="#fff"/>
<rect x="41" y="56" width="96" height="10" rx="5" fill="#C9B2FF"/>
<rect x="41" y="74" width="144" height="6" rx="3" fill="#DCCBFF"/>
<rect x="41" y="86" width="120" height="6" rx="3" fill="#DCCBFF"/>
<rect x="41" y="104" width="42" height="24" rx="6" fill="#fff"/><rect x="92" y="104" width="42" height="24" rx="6" fill="#fff"/><rect x="143" y="104" width="42" height="24" rx="6" fill="#fff"/>
</svg>`;

export const EMPTY_PORTALS_IMAGE = `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
