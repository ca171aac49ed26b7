// The title image of a source under review (the approval list, and its own page for its administrators).
// Only its administrators and platform admins may read it (decision 009), and an <img> sends no Bearer
// token, so the bytes come through the API client and show from a blob: address; without an image, or
// when it cannot be read, the placeholder shows.
import { useEffect, useState } from 'react';
import { useTitleImageBytes } from '../../api/title-image';
import type { Source } from './api';
import { SourceImage } from './source-image';

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
