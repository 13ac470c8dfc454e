/**
 * A board whose chime the browser holds back says so, and one tap lets it play.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadStrings } from '../../../lib/i18n';
import { SoundBanner } from './sound-banner';

/** A Web Audio context as a browser starts it before any tap: suspended until resume(). */
class SuspendedAudio extends EventTarget {
  state: AudioContextState = 'suspended';
  async resume() {
    this.state = 'running';
    this.dispatchEvent(new Event('statechange'));
  }
}

beforeAll(async () => {
  vi.stubGlobal('AudioContext', SuspendedAudio);
  await loadStrings('console');
});

describe('the blocked-sound banner', () => {
  it('shows while the browser holds the chime back, and goes once tapped', async () => {
    render(<SoundBanner />);
    expect(screen.getByRole('alert').textContent).toContain('瀏覽器目前封鎖了新訂單提示音');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '點此開啟提示音' })));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
