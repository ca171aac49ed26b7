// The title image of a source under review. Only its administrators and platform admins may read it
// (decision 009), and an <img> sends no Bearer token, so the bytes come through the API client and
// show from a blob: address; without an image, or when it cannot be read, the placeholder shows.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../api/client';
import type { Source } from '../sources/api';
import { SourceImage } from '../sources/source-image';

function useTitleImageBytes(source: Source) {
  return useQuery({
    queryKey: ['admin', 'title-image', source.id, source.title_image_url] as const,
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/v1/source/{source_id}/title-image', {
        params: { path: { source_id: source.id } },
        parseAs: 'blob',
        signal,
      });
      return data as Blob | undefined;
    },
    enabled: source.has_title_image,
    // The placeholder is answer enough when the image cannot be read.
    meta: { handlesErrors: true },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function ReviewedSourceImage({ source, className }: { source: Source; className: string }) {
  const bytes = useTitleImageBytes(source);
  const [address, setAddress] = useState<string | null>(null);
  useEffect(() => {
    if (bytes.data === undefined) return undefined;
    const url = URL.createObjectURL(bytes.data);
    setAddress(url);
    return () => {
      URL.revokeObjectURL(url);
      setAddress(null);
    };
  }, [bytes.data]);
  return <SourceImage source={{ ...source, title_image_url: address }} className={className} />;
}
