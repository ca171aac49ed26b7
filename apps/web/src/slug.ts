// Entity slugs of the form {id}--{slug} (spec §2 "Slugs"; DESIGN §4.2: sources use it too).

/** The id before the first '--'; undefined when that part is not a whole positive number. */
export function idFromSlug(slug: string | undefined): number | undefined {
  if (slug === undefined) return undefined;
  const [head = ''] = slug.split('--', 1);
  return /^\d+$/.test(head) ? Number(head) : undefined;
}

/** `{id}--{words}`: lower-case ASCII words of the name, joined by single dashes. */
export function slugFor(id: number, name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/ß/g, 'ss')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return words ? `${id}--${words}` : String(id);
}
