/**
 * Whether the page comes back to a saved scroll position (a reload, back/forward: lib/scroll-key
 * restoresScroll), decided when the page mounts. The menu then lays every section out at its real height, so
 * the position the diner left is there to return to.
 */
import { useState } from 'react';
import { useNavigationType } from 'react-router';
import { restoresScroll } from '../lib/scroll-key';

/** true when the page that mounts returns to a saved position (see the file comment). */
export function useRestoresScroll(): boolean {
  const navigationType = useNavigationType();
  const [restores] = useState(() => restoresScroll(navigationType));
  return restores;
}
