// Source administration calls (spec §7 "Sources", §2 "Administered Sources", source form): the user's
// own sources, create/update with the title image uploaded right after, delete, and administrators.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/api-error';
import { api } from '../../api/client';
import { type FieldErrors, fieldErrorsOf } from '../../api/field-errors';
import { requireBody } from '../../api/require-body';
import { DEFAULT_PAGE_SIZE } from '../../constants';
import type { AdministeredSource, SourceAdmin, SourceWriteBody } from './types';

export const sourceAdminKeys = {
  all: ['source-admin'] as const,
  own: () => ['source-admin', 'own'] as const,
  internalContact: (id: number) => ['source-admin', id, 'internal-contact'] as const,
  admins: (id: number) => ['source-admin', id, 'admins'] as const,
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

export type SaveSourceResult =
  | { source: AdministeredSource; imageErrors?: FieldErrors }
  | { fieldErrors: FieldErrors };

/**
 * POST /v1/source/new (no id) or PUT /v1/source/{id}, then the chosen image. A 422 comes back as
 * field errors; a refused image after a successful save comes back beside the saved source.
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
    }): Promise<SaveSourceResult> => {
      let source: AdministeredSource;
      try {
        const { data } =
          id === undefined
            ? await api.POST('/v1/source/new', { body })
            : await api.PUT('/v1/source/{source_id}', { params: { path: { source_id: id } }, body });
        source = requireBody(data, id === undefined ? 'POST /v1/source/new' : 'PUT /v1/source/{source_id}');
      } catch (error) {
        const fieldErrors = fieldErrorsOf(error);
        if (fieldErrors === undefined) throw error;
        return { fieldErrors };
      }
      if (image === undefined) return { source };
      try {
        await uploadTitleImage(source.id, image);
        return { source };
      } catch (error) {
        const imageErrors = fieldErrorsOf(error);
        if (imageErrors === undefined) throw error;
        return { source, imageErrors };
      }
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
  | { admins: SourceAdmin[] }
  /** 404: no registered user has the address; 409: the user already administers the source. */
  | { problem: 'unknownUser' | 'alreadyAdmin' }
  | { fieldErrors: FieldErrors };

function addAdminFailureOf(error: unknown): AddAdminResult | undefined {
  if (error instanceof ApiError && error.status === 404) return { problem: 'unknownUser' };
  if (error instanceof ApiError && error.status === 409) return { problem: 'alreadyAdmin' };
  const fieldErrors = fieldErrorsOf(error);
  return fieldErrors === undefined ? undefined : { fieldErrors };
}

export function useAddAdmin(sourceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (email: string): Promise<AddAdminResult> => {
      try {
        const { data = [] } = await api.PUT('/v1/source/{source_id}/add_admin', {
          params: { path: { source_id: sourceId } },
          body: { email },
        });
        return { admins: data };
      } catch (error) {
        const failure = addAdminFailureOf(error);
        if (failure === undefined) throw error;
        return failure;
      }
    },
    onSuccess: (result) => {
      if ('admins' in result) queryClient.setQueryData(sourceAdminKeys.admins(sourceId), result.admins);
    },
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
