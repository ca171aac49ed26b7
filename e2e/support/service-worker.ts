// The app's service worker in a journey: waiting until it controls the page, and handing it a push message through
// the DevTools protocol, as a push service would.
import type { BrowserContext, Page } from 'playwright-core';

export async function deliverPushToServiceWorker(
  context: BrowserContext,
  page: Page,
  baseUrl: string,
  data: string,
): Promise<void> {
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL === `${baseUrl}/`);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(baseUrl).origin,
    registrationId: await registrationId,
    data,
  });
}

/** Waits until the app's service worker is activated and controls the page (what the offline journeys start from). */
export async function waitUntilServiceWorkerControls(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.state === 'activated' && navigator.serviceWorker.controller !== null;
  });
}
