// The published documents (spec §7 "Documents"; issue 15 "Files"): the public list, and the platform admins'
// upload and delete. Each write refetches the list, so the Data page of this tab shows the change at once.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import type { JsonOk } from '../../api/wire-types';
import { publicOrigin } from '../../config';

export type PublishedDocument = JsonOk<'/v1/document/available', 'get'>[number];
export type DocumentLanguage = PublishedDocument['language'];
export type DocumentType = PublishedDocument['document_type'];

export const DOCUMENT_TYPES: readonly DocumentType[] = ['guide', 'legal', 'report', 'press', 'other'];
/** As the server allows (documents.schemas.ts). */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DISPLAY_NAME_MAX_LENGTH = 120;

export const documentKeys = { available: ['documents', 'available'] as const };

export function useDocuments() {
  return useQuery({
    queryKey: documentKeys.available,
    queryFn: async () => (await api.GET('/v1/document/available')).data ?? [],
    staleTime: 60_000,
    // The Data page still shows its text when the list cannot be read: no error page for it.
    meta: { handlesErrors: true },
  });
}

/** The download's address: a plain link, the call is public. */
export function documentHref(document: PublishedDocument): string {
  return `${publicOrigin()}${document.url}`;
}

export interface DocumentUpload {
  file: File;
  display_name: string;
  language: DocumentLanguage;
  document_type: DocumentType;
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async ({ file, ...query }: DocumentUpload) => {
      await api.POST('/v1/document/upload', {
        params: { query },
        // The generated body type describes the form field; the browser sends the file itself.
        body: { file: file.name },
        bodySerializer: () => {
          const form = new FormData();
          form.append('file', file);
          return form;
        },
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.available }),
  });
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await api.DELETE('/v1/document/{document_id}', { params: { path: { document_id: id } } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.available }),
  });
}
