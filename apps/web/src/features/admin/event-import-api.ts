// The calls of the admin section "Excel Upload" (issue 15, decision 039): upload a spreadsheet, preview it with a
// mapping, run the import and follow its progress. Each screen shows its own failures (a 422 names the field).
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { requireBody } from '../../api/require-body';
import type { JsonBody, JsonOk } from '../../api/wire-types';

export type EventImport = JsonOk<'/v1/event_import/{import_id}', 'get'>;
export type ImportMapping = JsonBody<'/v1/event_import/{import_id}/run', 'post'>;
export type ImportPreview = JsonOk<'/v1/event_import/{import_id}/preview', 'post'>;
export type MappedField = keyof ImportMapping['fields'];

/** Spec §3 "Event import mapping", in the order the form lists them. */
export const MAPPED_FIELDS: readonly MappedField[] = [
  'name',
  'short_description',
  'description',
  'url',
  'start_time',
  'end_time',
  'country',
  'city',
  'street',
  'zip_code',
  'raw_location',
  'raw_participants',
  'raw_organiser',
];
export const REQUIRED_FIELDS: readonly MappedField[] = ['name', 'description', 'start_time'];

/** How often the screen asks for the progress of a running import. */
const PROGRESS_POLL_MS = 500;

export function useUploadImport() {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (file: File) => {
      const { data } = await api.POST('/v1/event_import/upload', {
        // The generated body type describes the form field; the browser sends the file itself.
        body: { file: file.name },
        bodySerializer: () => {
          const form = new FormData();
          form.append('file', file);
          return form;
        },
      });
      return requireBody(data, 'POST /v1/event_import/upload');
    },
  });
}

export function usePreviewImport() {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async ({ id, mapping }: { id: number; mapping: ImportMapping }) => {
      const { data } = await api.POST('/v1/event_import/{import_id}/preview', {
        params: { path: { import_id: id } },
        body: mapping,
      });
      return requireBody(data, 'POST /v1/event_import/{import_id}/preview');
    },
  });
}

export function useRunImport() {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async ({ id, mapping }: { id: number; mapping: ImportMapping }) => {
      const { data } = await api.POST('/v1/event_import/{import_id}/run', {
        params: { path: { import_id: id } },
        body: mapping,
      });
      return requireBody(data, 'POST /v1/event_import/{import_id}/run');
    },
  });
}

/** The import's state, asked again every half second while it runs. */
export function useImportProgress(id: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'event-import', id] as const,
    enabled: enabled && id !== undefined,
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/v1/event_import/{import_id}', {
        params: { path: { import_id: id ?? 0 } },
        signal,
      });
      return requireBody(data, 'GET /v1/event_import/{import_id}');
    },
    refetchInterval: (query) =>
      query.state.data?.status === 'running' || !query.state.data ? PROGRESS_POLL_MS : false,
  });
}
