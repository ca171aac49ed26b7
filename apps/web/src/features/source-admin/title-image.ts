// The source form's client-side check of a title image before it is uploaded (spec §3 "image /
// logo"): the server re-checks the bytes, this only spares the user a failed upload.

export const TITLE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const TITLE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export type TitleImageProblem = 'imageType' | 'imageTooLarge';

export function titleImageProblem(file: Pick<File, 'type' | 'size'>): TitleImageProblem | undefined {
  if (!(TITLE_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'imageType';
  if (file.size > TITLE_IMAGE_MAX_BYTES) return 'imageTooLarge';
  return undefined;
}
