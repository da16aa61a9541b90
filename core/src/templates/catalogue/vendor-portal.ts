import { groupToken, tableToken, type TPortalTemplateInput } from '../portal-template';
import { faqSection, featureSection, fid, footerWith, heroSection } from './template-kit';

const V = { name: fid('vendorname'), email: fid('vendoremail'), category: fid('vendorcat') };
const O = {
  number: fid('ponumber'),
  status: fid('postatus'),
  amount: fid('poamount'),
  due: fid('podue'),
  vendor: fid('povendor'),
  notes: fid('ponotes'),
};
const STATUSES = ['Sent', 'Confirmed', 'Shipped', 'Invoiced', 'Paid'];
const vendors = [groupToken('vendors')];

/** Suppliers log in to see their own purchase orders, confirm them and mark them shipped. */
export const VENDOR_PORTAL_TEMPLATE = {
  version: 1,
  id: 'vendor-portal',
  name: 'Vendor portal',
  description: 'Suppliers see only their own purchase orders, confirm them and mark them shipped.',
  accentColor: '#1d4ed8',
  tables: [
    {
      key: 'orders',
      name: 'Purchase orders',
      fields: [
        { id: O.number, name: 'PO number', type: 'singleLineText' },
        { id: O.status, name: 'Status', type: 'singleSelect', choices: STATUSES },
        { id: O.amount, name: 'Amount', type: 'number', precision: 2, currency: 'USD' },
        { id: O.due, name: 'Delivery due', type: 'date' },
        { id: O.vendor, name: 'Vendor', type: 'multipleRecordLinks', linkedTable: 'vendors' },
        { id: O.notes, name: 'Notes', type: 'multilineText' },
      ],
      records: Array.from({ length: 8 }, (_, i) => ({
        fields: {
          [O.number]: `PO-SAMPLE-${String(101 + i)}`,
          [O.status]: STATUSES[i % STATUSES.length]!,
          [O.amount]: 250 + i * 125,
          [O.due]: `2026-0${(i % 6) + 2}-15`,
          [O.vendor]: [i % 2 === 0 ? 'vendor-a' : 'vendor-b'],
          [O.notes]: 'Sample order.',
        },
      })),
    },
    {
      key: 'vendors',
      name: 'Vendors',
      fields: [
        { id: V.name, name: 'Name', type: 'singleLineText' },
        { id: V.email, name: 'Email', type: 'email' },
        { id: V.category, name: 'Category', type: 'singleSelect', choices: ['Packaging', 'Printing', 'Produce'] },
      ],
      records: [
        {
          key: 'vendor-a',
          fields: {
            [V.name]: 'Sample Packaging Co.',
            [V.email]: 'orders@vendor-a.example.com',
            [V.category]: 'Packaging',
          },
        },
        {
          key: 'vendor-b',
          fields: { [V.name]: 'Sample Print Shop', [V.email]: 'orders@vendor-b.example.com', [V.category]: 'Printing' },
        },
      ],
    },
  ],
  groups: [{ key: 'vendors', name: 'Vendors', description: 'Suppliers with open orders.' }],
  identity: {
    usersTable: 'vendors',
    emailField: V.email,
    usersTableOnly: true,
    defaultGroup: 'vendors',
    myAccount: { profile: [{ id: V.name }] },
  },
  pages: [
    {
      key: 'home',
      name: 'Home',
      path: '/',
      sections: [
        heroSection({
          strapline: 'Supplier portal',
          heading: 'Your orders with us, always current',
          description: 'Log in with the email on your account to see your purchase orders and update their status.',
          cta: ['See your orders', '/orders'],
        }),
        featureSection('For our suppliers', [
          ['Your orders only', 'Each supplier sees their own purchase orders, nobody else’s.', 'lock'],
          ['Confirm in one click', 'Confirm an order or mark it shipped from its page.', 'bolt'],
          ['Always up to date', 'Status changes reach our team at once.', 'refresh'],
        ]),
        faqSection('Questions', [
          ['I cannot log in', 'Sign up with the email address on your supplier account, or ask your buyer to add it.'],
          ['An order is wrong', 'Reply to the purchase order email and your buyer will correct it.'],
        ]),
      ],
    },
    {
      key: 'orders',
      name: 'Your orders',
      path: '/orders',
      groups: ['vendors'],
      sections: [
        {
          id: 'orders',
          type: 'data',
          sectionName: 'table1',
          data: {
            heading: 'Your purchase orders',
            listingType: 'user',
            userLinkFieldId: O.vendor,
            source: { kind: 'local', tableId: tableToken('orders'), tableName: 'Purchase orders' },
            fields: { title: O.number, subtitle: O.status },
            tableFields: [O.number, O.status, O.amount, O.due],
            sort: { type: 'field', fieldId: O.due, direction: 'asc' },
            search: { fieldIds: [O.number] },
            filters: [{ fieldId: O.status, label: 'Status', type: 'tags' }],
            access: [
              { action: 'view', groups: vendors },
              { action: 'edit', groups: vendors },
            ],
            actions: [
              {
                id: 'confirm',
                label: 'Confirm order',
                operations: [{ id: 'status', type: 'set', fieldId: O.status, valueType: 'custom', value: 'Confirmed' }],
              },
              {
                id: 'shipped',
                label: 'Mark shipped',
                operations: [{ id: 'status', type: 'set', fieldId: O.status, valueType: 'custom', value: 'Shipped' }],
              },
            ],
            detail: {
              type: 'page',
              blocks: [
                { id: 'facts', kind: 'fields', fieldIds: [O.amount, O.due, O.notes] },
                { id: 'actions', kind: 'actions' },
              ],
            },
          },
        },
      ],
    },
  ],
  footer: footerWith([
    ['Suppliers', [['Your orders', '/orders']]],
    [
      'Account',
      [
        ['Log in', '/account/login'],
        ['My account', '/account'],
      ],
    ],
  ]),
} satisfies TPortalTemplateInput;
