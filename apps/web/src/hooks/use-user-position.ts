/**
 * The diner's position for "附近" (spec §3 User state userPosition), asked from the browser only when the
 * diner taps for it (no permission prompt on page load). The position lives in the global store
 * so every list (/, /stores, /brands/{bid}/stores) shares it for the session.
 */
import { useCallback, useState } from 'react';
import { useGlobal } from '../stores/global-store';

/** idle: not asked yet; locating: waiting for the browser; denied: the diner refused; unavailable: no fix. */
export type LocateStatus = 'idle' | 'locating' | 'located' | 'denied' | 'unavailable';

/** GeolocationPositionError.PERMISSION_DENIED. */
const PERMISSION_DENIED = 1;

/** 4 decimals ≈ 11 m: enough to sort stores, and one cache entry per street rather than per metre. */
const round = (degrees: number) => Math.round(degrees * 10_000) / 10_000;

/**
 * @returns `position` (degrees, null until known), `status`, and `locate()` that asks the browser once per
 *   tap (timeout 10 s, spec §9; a fix up to 5 minutes old is fine).
 */
export function useUserPosition() {
  const position = useGlobal((s) => s.userPosition);
  const setUserPosition = useGlobal((s) => s.setUserPosition);
  const [status, setStatus] = useState<LocateStatus>('idle');

  const locate = useCallback(() => {
    const geolocation = globalThis.navigator?.geolocation;
    if (!geolocation) {
      setStatus('unavailable');
      return;
    }
    setStatus('locating');
    geolocation.getCurrentPosition(
      (fix) => {
        setUserPosition({ latitude: round(fix.coords.latitude), longitude: round(fix.coords.longitude) });
        setStatus('located');
      },
      (error) => setStatus(error.code === PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  }, [setUserPosition]);

  const effective: LocateStatus = status === 'idle' && position ? 'located' : status;
  return { position, status: effective, locate };
}
