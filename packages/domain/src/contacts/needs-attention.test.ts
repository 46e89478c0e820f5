import { describe, expect, it } from 'vitest';
import { attentionReasons } from './needs-attention';

const now = new Date('2026-05-20T12:00:00Z');
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);

describe('needs attention', () => {
  it('flags overdue follow-ups and contacts nobody has touched in N days', () => {
    const base = {
      stage: 'active' as const,
      nextTaskDueAt: null,
      lastContactedAt: daysAgo(3),
      createdAt: daysAgo(100),
    };
    expect(attentionReasons(base, 14, now)).toEqual([]);
    expect(attentionReasons({ ...base, nextTaskDueAt: daysAgo(1) }, 14, now)).toEqual(['overdue_task']);
    expect(attentionReasons({ ...base, lastContactedAt: daysAgo(15) }, 14, now)).toEqual([
      'no_recent_contact',
    ]);
    expect(attentionReasons({ ...base, lastContactedAt: null }, 14, now)).toEqual(['no_recent_contact']);
    expect(attentionReasons({ ...base, lastContactedAt: null, createdAt: daysAgo(2) }, 14, now)).toEqual([]);
  });

  it('never nags about lost contacts', () => {
    expect(
      attentionReasons(
        { stage: 'lost', nextTaskDueAt: daysAgo(5), lastContactedAt: null, createdAt: daysAgo(400) },
        14,
        now,
      ),
    ).toEqual([]);
  });
});
