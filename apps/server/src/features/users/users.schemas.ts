// Wire shapes of the account calls (spec §3 "User", §7 "Users and session"). snake_case as stored (STYLE §7).
import { type Static, Type } from 'typebox';
import { detailSchema } from '../../http/error-schemas.js';
import { DatabaseId } from '../../http/schema-parts.js';
import { SavedItemsSchema } from '../saved/saved.schemas.js';

export const UserId = DatabaseId('User id.');

export const LanguageSchema = Type.Union([Type.Literal('en'), Type.Literal('de')], {
  description: 'Preferred language: mails are written in it and links open in it.',
});

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 50;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

export const UsernameSchema = Type.String({
  minLength: USERNAME_MIN_LENGTH,
  maxLength: USERNAME_MAX_LENGTH,
  // Letters of any script, digits and . _ -: nothing a page could mistake for markup.
  pattern: '^[\\p{L}\\p{N}._-]+$',
  description: `${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} letters, digits, dots, underscores or hyphens; unique regardless of letter case.`,
});
export const EmailSchema = Type.String({
  format: 'email',
  maxLength: 254,
  description: 'E-mail address; unique regardless of letter case.',
});
export const PasswordSchema = (description: string) =>
  Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH, description });
const MailToken = Type.String({
  minLength: 1,
  maxLength: 200,
  description: 'The token from the link in the mail.',
});

// Spec §3 "User": the profile its owner (and platform admins) see. No password hash, ever: additionalProperties
// false makes the serializer drop any field not listed.
export const UserSchema = Type.Object(
  {
    id: UserId,
    username: Type.String(),
    email: Type.String(),
    language: LanguageSchema,
    verified: Type.Boolean({ description: 'Whether the e-mail address was confirmed (spec §4).' }),
    receive_newsletter: Type.Boolean(),
    admin: Type.Boolean({ description: 'Platform admin (DESIGN §4.5: the single truth).' }),
    administrated_sources: Type.Array(
      Type.Object({ id: DatabaseId('Source id.') }, { additionalProperties: false }),
      {
        description: 'The sources this user administers, in id order.',
      },
    ),
    saved_events: SavedItemsSchema.properties.saved_events,
    saved_sources: SavedItemsSchema.properties.saved_sources,
  },
  { additionalProperties: false, description: 'A user account (spec §3).' },
);
export type User = Static<typeof UserSchema>;

export const DetailSchema = detailSchema('A confirmation message for the user.');
export type Detail = Static<typeof DetailSchema>;

export const AccessTokenSchema = Type.Object(
  {
    access_token: Type.String({ description: 'A JWT (HS256) to send as `Authorization: Bearer …`.' }),
    token_type: Type.Literal('bearer'),
    expires_at: Type.Integer({
      description: 'When the token expires, in seconds since 1970 (also its exp).',
    }),
  },
  { additionalProperties: false },
);
export type AccessToken = Static<typeof AccessTokenSchema>;

export const RegisterBodySchema = Type.Object(
  {
    username: UsernameSchema,
    email: EmailSchema,
    password: PasswordSchema(`${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`),
    password_confirmation: Type.String({
      maxLength: PASSWORD_MAX_LENGTH,
      description: 'The password again.',
    }),
    language: Type.Optional(LanguageSchema),
    receive_newsletter: Type.Optional(Type.Boolean({ default: false })),
  },
  { additionalProperties: false },
);
export type RegisterBody = Static<typeof RegisterBodySchema>;

export const TokenBodySchema = Type.Object({ token: MailToken }, { additionalProperties: false });
export type TokenBody = Static<typeof TokenBodySchema>;

// Spec §7: OAuth2-style password form; `username` may also be the e-mail address.
export const LoginFormSchema = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 254, description: 'Username or e-mail address.' }),
  password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
});
export type LoginForm = Static<typeof LoginFormSchema>;

export const ResetPasswordBodySchema = Type.Object({ email: EmailSchema }, { additionalProperties: false });
export type ResetPasswordBody = Static<typeof ResetPasswordBodySchema>;

export const ResetPasswordConfirmBodySchema = Type.Object(
  {
    token: MailToken,
    password: PasswordSchema('The new password.'),
    password_confirmation: Type.String({
      maxLength: PASSWORD_MAX_LENGTH,
      description: 'The new password again.',
    }),
  },
  { additionalProperties: false },
);
export type ResetPasswordConfirmBody = Static<typeof ResetPasswordConfirmBodySchema>;

export const UpdateMeBodySchema = Type.Object(
  {
    language: Type.Optional(LanguageSchema),
    receive_newsletter: Type.Optional(Type.Boolean()),
    current_password: Type.Optional(
      Type.String({ maxLength: PASSWORD_MAX_LENGTH, description: 'Required with new_password.' }),
    ),
    new_password: Type.Optional(PasswordSchema('Changes the password; ends every other session.')),
    new_password_confirmation: Type.Optional(
      Type.String({ maxLength: PASSWORD_MAX_LENGTH, description: 'The new password again.' }),
    ),
  },
  { additionalProperties: false },
);
export type UpdateMeBody = Static<typeof UpdateMeBodySchema>;

export const AdminUpdateUserBodySchema = Type.Object(
  {
    language: Type.Optional(LanguageSchema),
    receive_newsletter: Type.Optional(Type.Boolean()),
    verified: Type.Optional(Type.Boolean()),
    admin: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type AdminUpdateUserBody = Static<typeof AdminUpdateUserBodySchema>;

export const MakeAdminBodySchema = Type.Object(
  {
    email: Type.Optional(EmailSchema),
    user_id: Type.Optional(UserId),
  },
  { additionalProperties: false, description: 'The user, by e-mail address or by id (exactly one of them).' },
);
export type MakeAdminBody = Static<typeof MakeAdminBodySchema>;

export const RemoveAdminBodySchema = Type.Object({ user_id: UserId }, { additionalProperties: false });
export type RemoveAdminBody = Static<typeof RemoveAdminBodySchema>;

export const UserParamsSchema = Type.Object({ user_id: UserId });

export const AdminIdListSchema = Type.Array(UserId, {
  description: 'Ids of the platform admins, in id order.',
});
