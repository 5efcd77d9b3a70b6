import { readStored, writeStored } from '../../lib/storage';

export interface CoreFourTask {
  id: string;
  title: string;
  description: string;
  // Minutes.
  timeEstimate: number;
}

// The Energetic Core Four: about an hour a day that keeps one product alive without burning out.
export const CORE_FOUR_TASKS: readonly CoreFourTask[] = [
  {
    id: 'ground',
    title: 'Ground and set your intention',
    description:
      'Before you open any app, breathe, feel your feet, and name the one person your product serves today and what you want for them.',
    timeEstimate: 15,
  },
  {
    id: 'create',
    title: 'Create one piece of value',
    description:
      'Write a post, record a short clip or share an insight from your product that helps someone even if they never buy.',
    timeEstimate: 20,
  },
  {
    id: 'connect',
    title: 'Connect with real people',
    description:
      'Answer comments and messages, thank a buyer, or ask one reader what they are struggling with. Listen more than you pitch.',
    timeEstimate: 15,
  },
  {
    id: 'reflect',
    title: 'Reflect and give thanks',
    description:
      'Note what landed, what drained you and one thing to adjust tomorrow. Close the day with gratitude for whoever showed up.',
    timeEstimate: 10,
  },
];

const KEY_PREFIX = 'coreFour:';

/** The device's calendar day, so the list resets at local midnight rather than UTC. */
export function localDay(date = new Date()): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

export const coreFourKey = (day: string) => `${KEY_PREFIX}${day}`;

/** The ids of the tasks completed on `day`; anything unreadable counts as none. */
export function loadCompleted(day: string): string[] {
  try {
    const parsed: unknown = JSON.parse(readStored(coreFourKey(day)) ?? '[]');
    const known = new Set(CORE_FOUR_TASKS.map((task) => task.id));
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string' && known.has(id)) : [];
  } catch {
    return [];
  }
}

/** Saves the day's record and drops earlier days', so the device keeps one small entry. */
export function saveCompleted(day: string, completed: readonly string[]): void {
  writeStored(coreFourKey(day), JSON.stringify(completed));
  try {
    for (let index = window.localStorage.length - 1; index >= 0; index -= 1) {
      const key = window.localStorage.key(index);
      if (key?.startsWith(KEY_PREFIX) && key !== coreFourKey(day)) window.localStorage.removeItem(key);
    }
  } catch {
    // Storage unavailable: nothing to tidy.
  }
}

export const progressPercent = (completedCount: number) => Math.round((completedCount / CORE_FOUR_TASKS.length) * 100);
