import { CHAKRAS, CHAKRA_COUNT, type SoulEvolutionRecord, type SoulEvolutionStats } from '../../../contract/soul-evolution';

export type Chakra = (typeof CHAKRAS)[number];
export type ChakraState = 'active' | 'ready' | 'locked';

export interface ChakraProgress {
  chakras: { chakra: Chakra; state: ChakraState }[];
  /** The first chakra not active; none when all seven are. */
  next: Chakra | undefined;
  activeCount: number;
  /** Active chakras out of seven, as a whole percentage. */
  percent: number;
  enlightened: boolean;
}

/**
 * Where the user stands: each chakra active, ready to unlock (its condition holds on the server's figures
 * but the server has not activated it yet) or locked.
 */
export function chakraProgress(record: SoulEvolutionRecord, stats: SoulEvolutionStats): ChakraProgress {
  const isActive = (chakra: Chakra) => record.activatedChakras.includes(chakra.number);
  const chakras = CHAKRAS.map((chakra) => ({
    chakra,
    state: isActive(chakra) ? ('active' as const) : chakra.holds(stats) ? ('ready' as const) : ('locked' as const),
  }));
  const activeCount = chakras.filter(({ state }) => state === 'active').length;
  return {
    chakras,
    next: CHAKRAS.find((chakra) => !isActive(chakra)),
    activeCount,
    percent: Math.round((activeCount / CHAKRA_COUNT) * 100),
    enlightened: activeCount === CHAKRA_COUNT,
  };
}

export const chakraByNumber = (number: number): Chakra | undefined => CHAKRAS.find((chakra) => chakra.number === number);
