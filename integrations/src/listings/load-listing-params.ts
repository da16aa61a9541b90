import type { TDataData, TListingParams } from '@atrium/core';
import type { DataSourceCacheOptions } from '../data/data-source-for';

export interface LoadListingParams {
  siteId: string;
  data: TDataData;
  /** The listing's state from the URL. */
  params: TListingParams;
  /** The signed-in person's users-table record (user listings show only records linked to it). */
  userRecordId?: string;
  cache?: DataSourceCacheOptions;
  /** On the portal: the section and its page, so cards link to their record pages. */
  detail?: { sectionId: string; pagePath: string };
  /** The viewer's groups (the listing's access entries name groups); none for visitors. */
  groups?: readonly string[];
  /** The cells of the viewer's users-table record (field attribute rules compare with them). */
  userFields?: Record<string, unknown>;
  /**
   * The builder's own preview: every record of the table as the listing's rules hold them, with
   * no viewer's access or user scope (previewing as a user passes that user instead).
   */
  asBuilder?: boolean;
}
