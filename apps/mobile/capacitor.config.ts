// The native shell (issue 14, decision 022): Capacitor 7 wraps the built web app (apps/web/dist), which
// is copied into the Android and iOS projects by `npm run sync -w apps/mobile` (`npx cap sync`).
import type { CapacitorConfig } from '@capacitor/cli';

const config: CapacitorConfig = {
  appId: 'org.assemblyfinder.app',
  appName: 'Assembly Finder',
  webDir: '../web/dist',
  // The shell's pages come from the app bundle, not the server; the service worker is not used there.
  android: { allowMixedContent: false },
  plugins: {
    // API calls go through the native HTTP stack: the shell's origin (https://localhost,
    // capacitor://localhost) is not the server's, and the server sends no CORS headers.
    CapacitorHttp: { enabled: true },
    LocalNotifications: { iconColor: '#b4232c' },
  },
};

export default config;
