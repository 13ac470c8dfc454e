/**
 * Which menu category is in view: the last section whose top has passed under the sticky category bar.
 * Scroll handling is throttled to one check per animation frame; while a tap-to-scroll runs, the tapped
 * category stays highlighted instead of flickering through the ones passed on the way. The page's height
 * changing is checked too: off-screen sections are laid out at an estimated height until they come near
 * (content-visibility), so a position restored on reload is first measured against the estimates, and only
 * the real layout after it says which category is in view.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { categorySectionId } from '../components/category-bar';

/** Distance from the viewport top at which a section counts as current (sticky bar height + a little). */
const OFFSET_PX = 80;

export function useActiveCategory(ids: number[]) {
  const [activeId, setActiveId] = useState<number | null>(ids[0] ?? null);
  const lockUntil = useRef(0);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      if (Date.now() < lockUntil.current) return;
      let current = ids[0] ?? null;
      for (const id of ids) {
        const el = document.getElementById(categorySectionId(id));
        if (el && el.getBoundingClientRect().top <= OFFSET_PX) current = id;
        else break;
      }
      setActiveId(current);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    const onScrollEnd = () => {
      lockUntil.current = 0;
      onScroll();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('scrollend', onScrollEnd);
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(onScroll) : undefined;
    resized?.observe(document.body);
    update();
    return () => {
      resized?.disconnect();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('scrollend', onScrollEnd);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [ids]);

  const scrollTo = useCallback((id: number) => {
    const el = document.getElementById(categorySectionId(id));
    if (!el) return;
    setActiveId(id);
    lockUntil.current = Date.now() + 1000;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  }, []);

  return { activeId, scrollTo };
}
