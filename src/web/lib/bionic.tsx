import { createContext, Fragment, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { readStored, writeStored } from './storage';

const BOLD_SHARE = 0.4;
const BOLD_MAX = 3;

/** How many leading characters of a word Enhanced Reading bolds: none for one letter, else ceil(40%) up to 3. */
export function bionicBoldLength(word: string): number {
  const length = [...word].length;
  if (length <= 1) return 0;
  return Math.min(BOLD_MAX, Math.ceil(length * BOLD_SHARE));
}

interface EnhancedReading {
  enabled: boolean;
  toggle(): void;
}

const EnhancedReadingContext = createContext<EnhancedReading | undefined>(undefined);

export function EnhancedReadingProvider({ children }: { children: ReactNode }) {
  const [enabled, setEnabled] = useState(() => readStored('bionicReading') === 'true');
  useEffect(() => {
    document.documentElement.classList.toggle('bionic-reading', enabled);
  }, [enabled]);
  const toggle = useCallback(() => {
    setEnabled((current) => {
      writeStored('bionicReading', String(!current));
      return !current;
    });
  }, []);
  const value = useMemo(() => ({ enabled, toggle }), [enabled, toggle]);
  return <EnhancedReadingContext.Provider value={value}>{children}</EnhancedReadingContext.Provider>;
}

export function useEnhancedReading(): EnhancedReading {
  const context = useContext(EnhancedReadingContext);
  if (!context) throw new Error('useEnhancedReading must be used within an EnhancedReadingProvider');
  return context;
}

/** Text that Enhanced Reading reformats: the leading part of each word in bold. */
export function ReadableText({ children }: { children: string }) {
  const { enabled } = useEnhancedReading();
  if (!enabled) return <>{children}</>;
  // Keep whitespace and punctuation as they are; only runs of letters and digits are words.
  const parts = children.split(/([\p{L}\p{N}]+)/u);
  return (
    <>
      {parts.map((part, index) => {
        const bold = index % 2 === 1 ? bionicBoldLength(part) : 0;
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order; they never move.
        if (bold === 0) return <Fragment key={index}>{part}</Fragment>;
        const letters = [...part];
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order; they never move.
          <Fragment key={index}>
            <b className="font-bold">{letters.slice(0, bold).join('')}</b>
            {letters.slice(bold).join('')}
          </Fragment>
        );
      })}
    </>
  );
}
