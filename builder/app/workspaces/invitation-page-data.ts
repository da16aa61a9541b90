/** What an invitation link's page shows (invitation-page.server.ts). */
export interface InvitationSummary {
  workspaceName: string;
  /** '' when the inviter's account is gone. */
  inviterName: string;
  /** The invited address: only a builder with it can accept. */
  email: string;
  expires: string;
}

export type InvitationPageData =
  | { state: 'unavailable'; title: string; message: string; signedIn: boolean }
  | { state: 'accept'; invitation: InvitationSummary }
  | { state: 'wrong-account'; invitation: InvitationSummary; message: string; logoutAction: string }
  | { state: 'log-in'; invitation: InvitationSummary; loginUrl: string }
  | { state: 'sign-up'; invitation: InvitationSummary };
