// Public build settings of the web app, read from import.meta.env here and nowhere else (STYLE §5).
// Only public values: this is sent to the browser.

/**
 * The origin of the server (API, export feeds, shared links). Same as the page's by default (DESIGN §1:
 * one server serves both); the native shell's pages come from the app bundle (https://localhost,
 * capacitor://localhost), so its build sets VITE_PUBLIC_ORIGIN to the server's origin.
 */
export function publicOrigin(
  env: Record<string, unknown> = import.meta.env,
  location: Pick<Location, 'origin'> = window.location,
): string {
  const configured = env.VITE_PUBLIC_ORIGIN;
  if (typeof configured === 'string' && /^https?:\/\/[^/]+$/.test(configured.trim()))
    return configured.trim();
  return location.origin;
}

/** The public link of the page shown now (Share and Copy Link). */
export function publicPageUrl(location: Pick<Location, 'pathname' | 'search'> = window.location): string {
  return `${publicOrigin()}${location.pathname}${location.search}`;
}
