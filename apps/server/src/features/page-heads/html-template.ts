// The built index.html split once at start into the parts around <html lang> and the page's head, so each
// page answer is a few string joins (issue 18: the heads must cost little).

export interface HtmlTemplate {
  /** index.html with `lang` and the head elements in place of the build's generic title and description. */
  render(htmlLang: string, headElements: string): string;
}

const LANG = /<html\b[^>]*?\blang="([^"]*)"/i;
// The build's own generic elements, which the page's head replaces.
const GENERIC = [/<title>[^<]*<\/title>\s*/i, /<meta\s+name="description"[^>]*>\s*/i];

export function htmlTemplate(indexHtml: string): HtmlTemplate {
  let html = indexHtml;
  for (const pattern of GENERIC) html = html.replace(pattern, '');
  const lang = LANG.exec(html);
  const headEnd = html.search(/<\/head>/i);
  if (lang === null || headEnd === -1) {
    throw new Error('index.html has no <html lang="…"> or no </head>: the page heads cannot be put in');
  }
  const value = lang[1] ?? '';
  const langStart = lang.index + lang[0].length - value.length - 1;
  const before = html.slice(0, langStart);
  const middle = html.slice(langStart + value.length, headEnd);
  const after = html.slice(headEnd);
  return {
    render: (htmlLang, headElements) => `${before}${htmlLang}${middle}${headElements}\n${after}`,
  };
}
