/**
 * When the browser holds the board's chime back (no tap on the page yet), a banner says so and one tap lets
 * it play: a counter that never hears new orders misses them.
 */
import { useTranslation } from '../../../lib/i18n';
import { useSound } from '../hooks/use-board-events';

export function SoundBanner() {
  const { t } = useTranslation();
  const { blocked, enable } = useSound();
  if (!blocked) return null;
  return (
    <p
      role="alert"
      className="mb-2 flex flex-wrap items-center gap-3 rounded-lg bg-amber-100 px-3 py-2 text-amber-950"
    >
      <span className="font-semibold">{t('console.sound.blocked')}</span>
      <button type="button" className="btn-primary" onClick={enable}>
        {t('console.sound.enable')}
      </button>
    </p>
  );
}
