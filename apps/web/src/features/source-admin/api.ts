// Source administration calls (spec §7 "Sources", §2 "Administered Sources", source form): the user's
// own sources, create/update together with the title image, delete, and administrators.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/api-error';
import { api } from '../../api/client';
import { type FieldErrors, fieldErrorsOf, translatedIssue } from '../../api/field-errors';
import { requireBody } from '../../api/require-body';
import { type SaveOutcome, savedOrFieldErrors } from '../../api/use-save-outcome';
import { DEFAULT_PAGE_SIZE } from '../../constants';
import type { AdministeredSource, SourceWriteBody } from './types';

export const sourceAdminKeys = {
  all: ['source-admin'] as const,
  own: () => ['source-admin', 'own'] as const,
  internalContact: (id: number) => ['source-admin', id, 'internal-contact'] as const,
  admins: (id: number) => ['source-admin', id, 'admins'] as const,
  invitations: (id: number) => ['source-admin', id, 'invitations'] as const,
  editableEvents: (id: number) => ['source-admin', id, 'editable-events'] as const,
};
/** The public source caches (features/sources) show what a save changes. */
const PUBLIC_SOURCE_KEY = ['sources'] as const;

export function useOwnSources(isEnabled: boolean) {
  return useQuery({
    queryKey: sourceAdminKeys.own(),
    queryFn: async ({ signal }) => (await api.GET('/v1/user/me/sources', { signal })).data ?? [],
    enabled: isEnabled,
  });
}

export function useInternalContact(id: number, isEnabled: boolean) {
  return useQuery({
    queryKey: sourceAdminKeys.internalContact(id),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/v1/source/{source_id}/internal_contact', {
        params: { path: { source_id: id } },
        signal,
      });
      return data?.internal_contact ?? '';
    },
    enabled: isEnabled,
  });
}

export function useSourceAdmins(id: number) {
  return useQuery({
    queryKey: sourceAdminKeys.admins(id),
    queryFn: async ({ signal }) =>
      (await api.GET('/v1/source/{source_id}/admins', { params: { path: { source_id: id } }, signal }))
        .data ?? [],
  });
}

/** Ids of the source's events its administrators may edit, the first 25 by start (spec §3, §9). */
export function useEditableEventIds(id: number) {
  return useQuery({
    queryKey: sourceAdminKeys.editableEvents(id),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/v1/source/{source_id}/editable_events', {
        params: { path: { source_id: id }, query: { limit: DEFAULT_PAGE_SIZE, offset: 0 } },
        signal,
      });
      return data ?? [];
    },
  });
}

async function uploadTitleImage(sourceId: number, image: File): Promise<void> {
  await api.POST('/v1/source/{source_id}/title-image', {
    params: { path: { source_id: sourceId } },
    // The generated body type describes the form field; the browser sends the file itself.
    body: { file: image.name },
    bodySerializer: () => {
      const form = new FormData();
      form.append('file', image);
      return form;
    },
  });
}

/** Why the server refused an image, in the page's language; undefined when it was accepted. */
async function refusedImage(upload: () => Promise<void>): Promise<string | undefined> {
  try {
    await upload();
    return undefined;
  } catch (error) {
    // Over the server's body limit the upload is answered 413 before its content is read.
    if (error instanceof ApiError && error.status === 413) return translatedIssue(IMAGE_TOO_LARGE);
    const errors = fieldErrorsOf(error);
    if (errors === undefined) throw error;
    return errors.file ?? Object.values(errors).join(' ');
  }
}

const IMAGE_TOO_LARGE = { loc: ['body', 'file'], msg: '', type: 'too_large' } as const;

/**
 * POST /v1/source/new (no id) or PUT /v1/source/{id}, with the chosen image. Spec §5 requires the
 * image, so nothing is kept unless it is accepted (issue 20 item 3): an edited source's image is
 * uploaded before its fields are saved, and a new source whose image is refused is deleted again.
 * A refused image or a 422 comes back as field errors.
 */
export function useSaveSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      body,
      image,
    }: {
      id: number | undefined;
      body: SourceWriteBody;
      image: File | undefined;
    }): Promise<SaveOutcome<AdministeredSource>> => {
      if (id !== undefined && image !== undefined) {
        const refused = await refusedImage(() => uploadTitleImage(id, image));
        if (refused !== undefined) return { fieldErrors: { image: refused } };
      }
      const outcome = await savedOrFieldErrors(async () => {
        const { data } =
          id === undefined
            ? await api.POST('/v1/source/new', { body })
            : await api.PUT('/v1/source/{source_id}', { params: { path: { source_id: id } }, body });
        return requireBody(data, id === undefined ? 'POST /v1/source/new' : 'PUT /v1/source/{source_id}');
      });
      if (!('saved' in outcome) || id !== undefined || image === undefined) return outcome;
      const created = outcome.saved;
      const refused = await refusedImage(() => uploadTitleImage(created.id, image));
      if (refused === undefined) return outcome;
      await api.DELETE('/v1/source/{source_id}', { params: { path: { source_id: created.id } } });
      return { fieldErrors: { image: refused } };
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: sourceAdminKeys.all });
      await queryClient.invalidateQueries({ queryKey: PUBLIC_SOURCE_KEY });
    },
  });
}

export function useDeleteSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await api.DELETE('/v1/source/{source_id}', { params: { path: { source_id: id } } });
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: sourceAdminKeys.all });
      await queryClient.invalidateQueries({ queryKey: PUBLIC_SOURCE_KEY });
    },
  });
}

export type AddAdminResult =
  | { sent: true }
  /** 409: the address belongs to an administrator of the source. */
  | { problem: 'alreadyAdmin' }
  | { fieldErrors: FieldErrors };

function addAdminFailureOf(error: unknown): AddAdminResult | undefined {
  if (error instanceof ApiError && error.status === 409) return { problem: 'alreadyAdmin' };
  const fieldErrors = fieldErrorsOf(error);
  return fieldErrors === undefined ? undefined : { fieldErrors };
}

/**
 * Add Administrator mails an invitation (decision 029): the server answers the same whether or not the address
 * has an account, and the source's pending invitations list it until it is accepted.
 */
export function useAddAdmin(sourceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (email: string): Promise<AddAdminResult> => {
      try {
        await api.PUT('/v1/source/{source_id}/add_admin', {
          params: { path: { source_id: sourceId } },
          body: { email },
        });
        return { sent: true };
      } catch (error) {
        const failure = addAdminFailureOf(error);
        if (failure === undefined) throw error;
        return failure;
      }
    },
    onSuccess: async (result) => {
      if ('sent' in result)
        await queryClient.invalidateQueries({ queryKey: sourceAdminKeys.invitations(sourceId) });
    },
  });
}

export function useInvitations(sourceId: number) {
  return useQuery({
    queryKey: sourceAdminKeys.invitations(sourceId),
    queryFn: async ({ signal }) =>
      (
        await api.GET('/v1/source/{source_id}/invitations', {
          params: { path: { source_id: sourceId } },
          signal,
        })
      ).data ?? [],
  });
}

export function useWithdrawInvitation(sourceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (invitationId: number) => {
      await api.DELETE('/v1/source/{source_id}/invitations/{invitation_id}', {
        params: { path: { source_id: sourceId, invitation_id: invitationId } },
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sourceAdminKeys.invitations(sourceId) }),
  });
}

export type AcceptInvitationResult = { sourceId: number } | { refused: string };

/**
 * Accepts the invitation of the mailed link for the logged-in account. A refused link (400: invalid, used,
 * withdrawn, expired; 403: another address's) comes back as the server's message, to be translated.
 */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string): Promise<AcceptInvitationResult> => {
      try {
        const { data } = await api.POST('/v1/source/invitations/accept', { body: { token } });
        return { sourceId: requireBody(data, 'POST /v1/source/invitations/accept').source_id };
      } catch (error) {
        if (error instanceof ApiError && (error.status === 400 || error.status === 403)) {
          if (typeof error.detail === 'string') return { refused: error.detail };
        }
        throw error;
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sourceAdminKeys.all }),
  });
}

export function useRemoveAdmin(sourceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (adminUserId: number) => {
      const { data = [] } = await api.PUT('/v1/source/{source_id}/remove_admin/{admin_user_id}', {
        params: { path: { source_id: sourceId, admin_user_id: adminUserId } },
      });
      return data;
    },
    onSuccess: (admins) => queryClient.setQueryData(sourceAdminKeys.admins(sourceId), admins),
  });
}
