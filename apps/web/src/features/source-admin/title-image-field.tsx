// The source form's image upload (spec §2 "a file upload for the image"): a file input limited to
// images, with a preview of the chosen file or else the stored image.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, fieldControlClass } from '../../components/form-field';
import { TITLE_IMAGE_TYPES } from './title-image';

function useObjectUrl(file: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (file === undefined) {
      setUrl(undefined);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

export function TitleImageField({
  image,
  storedImage,
  isRequired,
  error,
  onChange,
}: {
  image: File | undefined;
  /** The stored image, shown until another is chosen. */
  storedImage: Blob | undefined;
  isRequired: boolean;
  error: string | undefined;
  onChange: (image: File | undefined) => void;
}) {
  const { t } = useTranslation();
  const previewUrl = useObjectUrl(image ?? storedImage);
  return (
    <div className="flex flex-col gap-3 s:flex-row s:items-start">
      <div className="min-w-0 flex-1">
        <Field
          label={t('sourceAdmin.image')}
          isRequired={isRequired}
          error={error}
          hint={t('sourceAdmin.imageHint')}
        >
          {(control) => (
            <input
              {...control}
              type="file"
              accept={TITLE_IMAGE_TYPES.join(',')}
              required={isRequired}
              onChange={(change) => onChange(change.target.files?.[0])}
              className={`${fieldControlClass} file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:font-semibold file:text-brand-700`}
            />
          )}
        </Field>
      </div>
      {previewUrl !== undefined && (
        <img
          src={previewUrl}
          alt={t('sourceAdmin.imagePreview')}
          className="size-32 shrink-0 rounded-2xl border border-ink-100 bg-white object-contain"
        />
      )}
    </div>
  );
}
