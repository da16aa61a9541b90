import type { LinksFunction } from '@remix-run/node';
import accountsCss from './accounts.css?url';

/** The account pages' stylesheet (each /account route exports these links). */
export const accountLinks: LinksFunction = () => [{ rel: 'stylesheet', href: accountsCss }];
