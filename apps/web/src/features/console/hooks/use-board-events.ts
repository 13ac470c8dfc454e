/**
 * The board's live feed: an EventSource on the store's events from the board's last event id.
 * The browser reconnects by itself and sends Last-Event-ID, so the server catches the board up; each event
 * refreshes the board, and a new order calls `onNewOrder` (sound and title badge).
 */
import { consoleApiPaths, type OrderLiveEvent } from '@iding/domain';
import { useEffect, useRef, useState } from 'react';

/**
 * Follows the store's events while `fromId` is known.
 * @returns whether the stream is connected.
 */
export function useBoardEvents(
  sid: string,
  fromId: number | undefined,
  onEvent: (event: OrderLiveEvent) => void,
): boolean {
  const [connected, setConnected] = useState(false);
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const started = fromId !== undefined;
  const from = useRef(fromId);
  if (from.current === undefined) from.current = fromId;
  useEffect(() => {
    if (!started) return;
    const source = new EventSource(`${consoleApiPaths.events(sid)}?last_event_id=${from.current ?? 0}`);
    source.onopen = () => setConnected(true);
    source.onerror = () => setConnected(false);
    source.onmessage = (message) => {
      try {
        handler.current(JSON.parse(message.data) as OrderLiveEvent);
      } catch {
        // A malformed event is skipped; the next one refreshes the board anyway.
      }
    };
    return () => source.close();
  }, [sid, started]);
  return connected;
}

/**
 * The board's one audio context. Browsers start it suspended until the page has had a tap or a key press
 * (autoplay rules), and resume it on the next chime once allowed; useSound says when it is held back.
 */
let shared: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (typeof AudioContext === 'undefined') return null;
  shared ??= new AudioContext();
  return shared;
}

/** A short two-tone chime for a new order (Web Audio: no sound file to download). */
export function playChime(): void {
  try {
    const audio = audioContext();
    if (!audio) return;
    // Allowed once the page has had a tap; refused (and the board says so) before.
    if (audio.state === 'suspended') audio.resume().catch(() => {});
    for (const [i, freq] of [880, 1320].entries()) {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.2, audio.currentTime + i * 0.18);
      gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + i * 0.18 + 0.3);
      osc.connect(gain).connect(audio.destination);
      osc.start(audio.currentTime + i * 0.18);
      osc.stop(audio.currentTime + i * 0.18 + 0.3);
    }
  } catch {
    // No audio at all (unsupported): the title badge still shows.
  }
}

/**
 * Whether the browser holds the board's chime back (its audio context suspended until a tap), and `enable`
 * for the tap that lets it play. Never blocked where there is no Web Audio.
 */
export function useSound(): { blocked: boolean; enable: () => void } {
  const [blocked, setBlocked] = useState(() => audioContext()?.state === 'suspended');
  useEffect(() => {
    const audio = audioContext();
    if (!audio) return;
    const update = () => setBlocked(audio.state === 'suspended');
    audio.addEventListener('statechange', update);
    update();
    return () => audio.removeEventListener('statechange', update);
  }, []);
  return {
    blocked,
    enable: () =>
      void audioContext()
        ?.resume()
        .catch(() => {}),
  };
}
