// Texts of the installable app: offline banner, offline copies and the update prompt (issue 14).
export const offlineEn = {
  offline:
    'You are offline. Saved events and sources and the pages you opened stay readable; searching needs a connection.',
  fetchedAt: 'Offline copy, fetched at {{time}}. It may have changed since.',
  updateAvailable: 'New content available.',
  updateWouldLoseInput: 'New content available. Reloading now loses what you typed in the form.',
  reload: 'Reload',
  reloadAnyway: 'Reload anyway',
  later: 'Later',
} as const;
