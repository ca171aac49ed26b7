// The device location for a perimeter centre (spec §2: "from the device location"), as a promise.

export interface Coordinates {
  lat: number;
  lng: number;
}

export function readDeviceLocation(geolocation: Geolocation | undefined = globalThis.navigator?.geolocation) {
  return new Promise<Coordinates>((resolve, reject) => {
    if (geolocation === undefined) {
      reject(new Error('Geolocation is not available'));
      return;
    }
    geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      (error) => reject(new Error(error.message || 'Location unavailable')),
      // A city-level fix is enough for a search radius; a recent one saves the user a wait.
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 },
    );
  });
}
