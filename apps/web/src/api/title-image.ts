// A source's stored title image as bytes. An <img> sends no Bearer token, and the image of a source under
// review is served only to its administrators and platform admins (decision 009), so screens that show
// it to them read it through the API client and display it from a blob: address.
import { useQuery } from '@tanstack/react-query';
import { api } from './client';

export function useTitleImageBytes(source: {
  id: number;
  has_title_image: boolean;
  title_image_url: string | null;
}) {
  return useQuery({
    // title_image_url carries the image's version, so a new image is a new key: nothing to invalidate.
    queryKey: ['title-image-bytes', source.id, source.title_image_url] as const,
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/v1/source/{source_id}/title-image', {
        params: { path: { source_id: source.id } },
        parseAs: 'blob',
        signal,
      });
      return data as Blob | undefined;
    },
    enabled: source.has_title_image,
    // Without the image the screen still works (placeholder, no preview): no error page.
    meta: { handlesErrors: true },
    staleTime: Number.POSITIVE_INFINITY,
  });
}
