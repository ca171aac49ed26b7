// Wire shapes of a source's administrators and the invitations to become one (issue 9, decision 029).
import { type Static, Type } from 'typebox';
import { DatabaseId, DateTimeString, NullableString } from '../../http/schema-parts.js';
import { Email, SourceId } from './sources.schemas.js';

export const SourceAdminSchema = Type.Object(
  { id: DatabaseId('User id.'), username: Type.String(), email: Type.String() },
  { additionalProperties: false, description: 'An administrator of a source.' },
);
export type SourceAdmin = Static<typeof SourceAdminSchema>;
export const SourceAdminListSchema = Type.Array(SourceAdminSchema, {
  description: 'The source’s administrators, in the order they were added.',
});

export const AddAdminBodySchema = Type.Object(
  {
    email: Email(
      'E-mail address of the person to invite. They become an administrator once they accept the mailed ' +
        'invitation, logged in with an account of this address (decision 029).',
    ),
  },
  { additionalProperties: false },
);

export const InvitationParamsSchema = Type.Object({
  source_id: SourceId,
  invitation_id: DatabaseId('Invitation id.'),
});

export const SourceInvitationSchema = Type.Object(
  {
    id: DatabaseId('Invitation id.'),
    email: Type.String({ description: 'The invited address.' }),
    invited_by: NullableString('Username of the administrator who invited; null when that account is gone.'),
    created_at: DateTimeString('When the invitation was sent.'),
    expires_at: DateTimeString('Until when it can be accepted.'),
  },
  { additionalProperties: false, description: 'An invitation to administer the source, not yet accepted.' },
);
export type SourceInvitation = Static<typeof SourceInvitationSchema>;
export const SourceInvitationListSchema = Type.Array(SourceInvitationSchema, {
  description: 'The source’s pending invitations, oldest first.',
});

export const AcceptInvitationBodySchema = Type.Object(
  {
    token: Type.String({
      minLength: 1,
      maxLength: 200,
      description: 'The token from the link in the invitation mail.',
    }),
  },
  { additionalProperties: false },
);

export const AcceptedInvitationSchema = Type.Object(
  {
    detail: Type.String({ examples: ['Administrator added.'] }),
    source_id: SourceId,
  },
  { additionalProperties: false, description: 'The caller now administers the source.' },
);

export const RemoveAdminParamsSchema = Type.Object({
  source_id: SourceId,
  admin_user_id: DatabaseId('User id.'),
});
