/**
 * Which menu category is in view: the last section whose top has passed under the sticky category bar.
 * Scroll handling is throttled to one check per animation frame; while a tap-to-scroll runs, the tapped
 * category stays highlighted instead of flickering through the ones passed on the way.
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
    update();
    return () => {
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
