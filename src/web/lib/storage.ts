/** Browser storage that never throws (private mode and disabled storage fall back to defaults). */
type Area = 'localStorage' | 'sessionStorage';

function read(area: Area, key: string): string | null {
  try {
    return window[area].getItem(key);
  } catch {
    return null;
  }
}

function write(area: Area, key: string, value: string): void {
  try {
    window[area].setItem(key, value);
  } catch {
    // The value simply is not remembered.
  }
}

/** Kept on this device until cleared: preferences. */
export const readStored = (key: string) => read('localStorage', key);
export const writeStored = (key: string, value: string) => write('localStorage', key, value);

/** Kept for this tab until it closes, never sent anywhere by itself. */
export const readTabStored = (key: string) => read('sessionStorage', key);
export const writeTabStored = (key: string, value: string) => write('sessionStorage', key, value);
