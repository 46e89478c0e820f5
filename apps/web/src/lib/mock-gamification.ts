/**
 * Mock gamification sample (spec §3, development only): shown in the header badge when
 * VITE_ENABLE_MOCK_GAMIFICATION is on. There is no gamification service yet.
 */
export interface GamificationSample {
  currentStreak: number;
  longestStreak: number;
  totalPoints: number;
  level: number;
  dailyActivities: { date: string; completed: boolean }[];
  activeChallenges: {
    id: string;
    title: string;
    description: string;
    progress: number;
    target: number;
    points: number;
    expiresAt: string;
  }[];
}

export function mockGamificationSample(today = new Date()): GamificationSample {
  const day = (offset: number) => new Date(today.getTime() - offset * 86_400_000).toISOString().slice(0, 10);
  return {
    currentStreak: 4,
    longestStreak: 11,
    totalPoints: 1_250,
    level: 3,
    dailyActivities: [6, 5, 4, 3, 2, 1, 0].map((offset) => ({ date: day(offset), completed: offset < 4 })),
    activeChallenges: [
      {
        id: 'close-3',
        title: 'Close three deals',
        description: 'Move three transactions to closed this month.',
        progress: 1,
        target: 3,
        points: 300,
        expiresAt: day(-14),
      },
    ],
  };
}
