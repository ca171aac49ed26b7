// The one look of links inside information page text (brand colour, visible keyboard focus).
export const TEXT_LINK_CLASS =
  'font-medium text-brand-700 underline decoration-brand-200 underline-offset-2 hover:text-brand-800 hover:decoration-brand-600 focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
