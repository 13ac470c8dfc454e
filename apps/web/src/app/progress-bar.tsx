/**
 * Loading bar (spec §2, §9): 5 px at the top in #4499a9 while a route chunk or a query loads; appears only
 * after a 200 ms throttle; creeps toward the end over 5000 ms, fills on finish; red when a load failed.
 */
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { useGlobal } from '../stores/global-store';

/** spec §9 loading bar throttle and duration. */
const THROTTLE_MS = 200;
const DURATION_MS = 5000;

type Phase = 'idle' | 'loading' | 'finishing' | 'failed';

/** The 5 px loading bar (spec §2, §9): #4499a9 while loading, red for 1.5 s after a failed load. */
export function ProgressBar() {
  const navigation = useNavigation();
  // Hooks are called on every render (no `||` short-circuit): skipping them while a navigation is pending
  // changed the hook order and made React throw during route transitions.
  const fetching = useIsFetching({ predicate: (query) => !query.meta?.silent });
  const mutating = useIsMutating({ predicate: (mutation) => !mutation.meta?.silent });
  const busy = navigation.state !== 'idle' || fetching + mutating > 0;
  const failedAt = useGlobal((s) => s.loadFailedAt);
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (busy) {
      const timer = setTimeout(() => setPhase((p) => (p === 'failed' ? p : 'loading')), THROTTLE_MS);
      return () => clearTimeout(timer);
    }
    setPhase((p) => (p === 'loading' ? 'finishing' : p));
  }, [busy]);

  useEffect(() => {
    if (failedAt) setPhase('failed');
  }, [failedAt]);

  useEffect(() => {
    if (phase !== 'finishing' && phase !== 'failed') return;
    const timer = setTimeout(() => setPhase('idle'), phase === 'failed' ? 1500 : 350);
    return () => clearTimeout(timer);
  }, [phase]);

  if (phase === 'idle') return null;
  return (
    // Decorative: screen readers hear each page's own loading state (PageLoading's 載入中, aria-busy) and its
    // error messages; a bar outside the landmarks would only be noise (axe "region").
    <div aria-hidden="true" className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-[5px]">
      <div
        className={phase === 'failed' ? 'h-full bg-red-600' : 'h-full bg-brand'}
        style={
          phase === 'loading'
            ? { animation: `progress-creep ${DURATION_MS}ms cubic-bezier(0.1, 0.6, 0.3, 1) forwards` }
            : { width: '100%', transition: 'width 150ms ease-out' }
        }
      />
    </div>
  );
}
