import { describe, expect, it } from 'vitest';
import {
  ACTION_STATUS,
  type BoardStage,
  boardStage,
  canTransition,
  ORDER_ACTIONS,
  type OrderAction,
  OrderStatus,
} from '../src/index';

describe('board stage (accepted orders stay SUBMITTED)', () => {
  it('reads new / preparing from the acceptance time, the rest from the spec §4 status', () => {
    expect(boardStage({ status: OrderStatus.SUBMITTED, accepted_at: null })).toBe('new');
    expect(boardStage({ status: OrderStatus.SUBMITTED, accepted_at: 1_700_000_000 })).toBe('preparing');
    expect(boardStage({ status: OrderStatus.READY, accepted_at: 1 })).toBe('ready');
    expect(boardStage({ status: OrderStatus.COMPLETED, accepted_at: 1 })).toBe('completed');
    expect(boardStage({ status: OrderStatus.CANCELLED, accepted_at: null })).toBe('cancelled');
  });
});

describe('legality matrix', () => {
  // Every stage × action pair, spelled out so a change to the matrix must change this table too.
  const allowed: Record<BoardStage, OrderAction[]> = {
    new: ['accept', 'ready', 'cancel'],
    preparing: ['ready', 'complete', 'cancel'],
    ready: ['complete', 'cancel'],
    completed: [],
    cancelled: [],
  };
  for (const [stage, actions] of Object.entries(allowed) as [BoardStage, OrderAction[]][]) {
    for (const action of ORDER_ACTIONS) {
      const legal = actions.includes(action);
      it(`${stage} → ${action}: ${legal ? 'allowed' : 'refused'}`, () => {
        expect(canTransition(stage, action)).toBe(legal);
      });
    }
  }

  it('each action leaves the order in its spec §4 status', () => {
    expect(ACTION_STATUS).toEqual({ accept: 1, ready: 2, complete: 3, cancel: 4 });
  });
});
