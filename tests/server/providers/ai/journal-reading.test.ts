import { describe, expect, it } from 'vitest';
import { analyseJournal, builtinJournalGuidance } from '../../../../src/server/providers/ai/builtin/journal.js';
import { readClauses } from '../../../../src/server/providers/ai/builtin/reading.js';

/** Everything the reply puts in quotation marks. */
const quotesIn = (text: string) => {
  const answer = builtinJournalGuidance({ silverLining: text });
  return [...`${answer.spiritualInsight} ${answer.growthQuestion}`.matchAll(/“([^”]+)”/g)].map((match) => match[1]!);
};

describe('the journal engine quotes only what it reads as good with confidence', () => {
  it.each([
    'Rain all day and the bus was late again.',
    'My knee hurts and the physio cancelled.',
    'Great, another dentist appointment. Said no one ever.',
  ])('answers “%s” warmly, naming none of its words', (text) => {
    const answer = builtinJournalGuidance({ silverLining: text });
    expect(analyseJournal(text).silverLining).toBeUndefined();
    expect(`${answer.spiritualInsight} ${answer.growthQuestion}`).not.toMatch(/[“”]/);
    expect(answer.spiritualInsight.length).toBeGreaterThan(40);
  });

  it('builds the growth question on the good moment only', () => {
    const text = 'The whole week was a write-off, although my brother came over with a fan heater and a curry.';
    const answer = builtinJournalGuidance({ silverLining: text });
    expect(answer.growthQuestion).toContain('my brother came over with a fan heater and a curry');
    expect(answer.growthQuestion).not.toMatch(/week|write/);
  });

  it('meets a hard day without a quote and asks a gentle question', () => {
    const answer = builtinJournalGuidance({ silverLining: 'My knee hurts and the physio cancelled.' });
    expect(answer.spiritualInsight).toMatch(/heavy/);
    expect(answer.spiritualInsight).not.toMatch(/knee|“/);
    expect(answer.growthQuestion).toMatch(/gentler|closer|helped you/);
  });
});

describe('reading clauses', () => {
  it('keeps a hyphenated word or an ampersand whole', () => {
    const clauses = readClauses('Finished a twenty-page report, then a G&T with my mother-in-law.');
    expect(clauses.map((clause) => clause.text)).toEqual(['Finished a twenty-page report', 'then a G&T with my mother-in-law']);
    expect(clauses[0]!.words).toContain('twenty-page');
  });

  it('still breaks a clause at a spaced dash', () => {
    expect(readClauses('The exam was brutal - my tutor bought us all chips after.')).toHaveLength(2);
  });

  it('reads a contrast that comes second, after “although”', () => {
    const reading = analyseJournal('The commute was a nightmare, although the sunrise over the bridge was glorious.');
    expect(reading.silverLining).toBe('the sunrise over the bridge was glorious');
    expect(reading.hardship).toBe('The commute was a nightmare');
  });

  it('reads “though” at the end of a clause as part of it, not a turn', () => {
    const reading = analyseJournal('My daughter waved at me though, grinning from ear to ear.');
    expect(reading.silverLining).toMatch(/^My daughter waved at me though/);
  });

  it('ends a negation at the next joining word', () => {
    const [clause] = readClauses("I didn't panic and loved every minute");
    expect(clause!.negated.has('panic')).toBe(true);
    expect(clause!.negated.has('loved')).toBe(false);
  });
});

describe('a hardship said not to be', () => {
  it.each(['Not one row at the wedding.', 'Nobody got injured at the bonfire.', 'For once I did not feel like a failure.'])(
    'reads “%s” as relief, neither a hardship nor the good part',
    (text) => {
      const reading = analyseJournal(text);
      expect(reading.hardship).toBeUndefined();
      expect(reading.silverLining).toBeUndefined();
      expect(reading.feeling).toBe('relieved');
      expect(builtinJournalGuidance({ silverLining: text }).spiritualInsight).not.toMatch(/weight|sorry|heavy/);
    },
  );

  it('quotes a kind act beside the relief', () => {
    const reading = analyseJournal('Nobody got injured at the bonfire, and my cousins danced till midnight.');
    expect(reading.silverLining).toBe('my cousins danced till midnight');
  });
});

describe('good news about a fear that is over', () => {
  it('is not met with sympathy for the old fear', () => {
    const text = 'I used to be terrified of swimming and today I swam a whole length.';
    const reading = analyseJournal(text);
    expect(reading.silverLining).toBe('today I swam a whole length');
    expect(reading.hardship).toBeUndefined();
    expect(reading.feeling).toBeUndefined();
    expect(reading.themes[0]).not.toBe('anxiety');
    expect(quotesIn(text).join(' ')).not.toMatch(/terrified/);
  });

  it('never quotes the old hardship as the good part', () => {
    const reading = analyseJournal(
      'Three years since I left him. Today my name went on the door of my own flat and my sister brought cake.',
    );
    expect(reading.silverLining).not.toMatch(/left him/);
    expect([reading.silverLining, ...reading.alsoGood].join(' ')).toMatch(/my sister brought cake/);
  });
});

describe('sarcasm', () => {
  it('never takes praise that means its opposite as the good part', () => {
    const text = 'Oh fantastic, another flat tyre 🙃 but my neighbour drove me to work.';
    const reading = analyseJournal(text);
    expect(reading.silverLining).toBe('my neighbour drove me to work');
    expect(quotesIn(text).join(' ')).not.toMatch(/fantastic/);
  });

  it('reads a whole sentence before an upside-down smile as sarcastic', () => {
    expect(analyseJournal('Wonderful, the washing machine flooded the kitchen 🙃').silverLining).toBeUndefined();
    expect(analyseJournal('Fantastic, two more hours of overtime. Love that for me').silverLining).toBeUndefined();
  });
});

describe('excitement', () => {
  it('is not read as a hardship', () => {
    const reading = analyseJournal('Rang the twins with the news. My sister screamed, then she was shaking with happy tears.');
    expect(reading.hardship).toBeUndefined();
    expect([reading.silverLining, ...reading.alsoGood].join(' ')).toMatch(/My sister screamed/);
  });

  it('reads “I’m dead” as delight, quotes the delight and not the figure of speech', () => {
    const reading = analyseJournal("I'm dead, this cake is perfect.");
    expect(reading.silverLining).toBe('this cake is perfect');
    expect(reading.hardship).toBeUndefined();
    expect(reading.themes).not.toContain('grief');
  });
});

describe('cancelling', () => {
  it('an errand the writer ran is not a hardship', () => {
    const reading = analyseJournal(
      'Got the keys to our first flat today, cancelled the old broadband and sold the bed. Buzzing.',
    );
    expect(reading.hardship).toBeUndefined();
  });

  it.each(['My surgery got cancelled again', 'Flight cancelled, stuck in Faro', 'I cancelled on the girls again'])(
    'plans cancelled on the writer are: “%s”',
    (hard) => {
      expect(analyseJournal(`${hard}. Mum brought soup though.`).hardship).toBe(hard);
    },
  );
});

describe('death and violence as a figure of speech', () => {
  it.each([
    ['This essay is killing me but my flatmate made me toast.', 'my flatmate made me toast'],
    ['My laptop died during the call, so I read in the garden instead.', 'so I read in the garden instead'],
    ['Dead tired after the early shift, and my son had made dinner.', 'my son had made dinner'],
    ['I could murder a pizza right now. My friend is bringing one round.', 'My friend is bringing one round'],
    ['Kill me now, another spreadsheet. Then my boss brought in doughnuts.', 'Then my boss brought in doughnuts'],
    ['That stair climb nearly finished me off, but my partner cheered me on.', 'my partner cheered me on'],
  ])('reads “%s” as an ordinary day and quotes the good part', (text, good) => {
    const reading = analyseJournal(text);
    expect(reading.silverLining).toBe(good);
    expect(reading.themes).not.toContain('grief');
    expect(reading.hardship ?? '').not.toMatch(/kill|died|murder|finished me/i);
  });

  it.each([
    'The view from the cliff was to die for.',
    'Absolutely killed it on the music round at the pub quiz.',
    'Finally killed the dragon boss after thirty tries.',
    "I'd die for a cup of tea right now.",
  ])('never quotes “%s”, and never reads it as grief', (text) => {
    const reading = analyseJournal(text);
    expect(reading.silverLining).toBeUndefined();
    expect(reading.hardship).toBeUndefined();
    expect(reading.themes).not.toContain('grief');
  });
});

describe('death said of someone, of the writer, or of nothing living', () => {
  it.each(['Grandad died last night.', 'Our hamster Pip died overnight.', 'My cousin was killed in a crash.'])(
    'meets “%s” as a loss',
    (text) => {
      expect(analyseJournal(text).hardship).toBe(text.replace(/\.$/, ''));
    },
  );

  it.each([
    'The humidity is murder today.',
    'My lawnmower died halfway round the garden.',
    "I'm going to kill my sister, she ate my leftovers.",
    'Killed the final boss on the last level.',
    'Roadworks killed my journey time.',
  ])('does not meet “%s” with sympathy as if it were meant', (text) => {
    const reading = analyseJournal(text);
    expect(reading.hardship).toBeUndefined();
    expect(reading.themes).not.toContain('grief');
    expect(builtinJournalGuidance({ silverLining: text }).spiritualInsight).not.toMatch(/weight|sorry|heavy/);
  });
});

describe('death and violence in a story, the news or history', () => {
  it('is not the writer’s hardship', () => {
    const podcast = analyseJournal(
      'Listened to a true-crime podcast about a poisoner while baking bread, and the loaf came out perfect.',
    );
    expect(podcast.hardship).toBeUndefined();
    expect(podcast.silverLining).toBe('the loaf came out perfect');
    const history = analyseJournal(
      'We studied the Battle of Hastings today, so many soldiers killed. My teacher said my essay was excellent.',
    );
    expect(history.hardship).toBeUndefined();
    expect(history.themes).not.toContain('grief');
    expect(history.silverLining).toBe('My teacher said my essay was excellent');
  });

  it('is never quoted as the good part, even in the writer’s own novel', () => {
    const reading = analyseJournal('Strangled my first victim in chapter two of my crime novel. My writing group loved it.');
    expect(reading.silverLining).toBe('My writing group loved it');
    expect(reading.alsoGood.join(' ')).not.toMatch(/strangled/i);
  });
});

describe('grief', () => {
  it.each([
    ['We scattered Dad’s ashes at the lake. My aunt held my hand the whole time.', 'My aunt held my hand the whole time'],
    [
      'He’s gone. The nurse stayed with us all night and brought us tea.',
      'The nurse stayed with us all night and brought us tea',
    ],
    ['We had to have our old cat put to sleep. The vet was so kind to her.', 'The vet was so kind to her'],
    [
      'Grandpa’s funeral was this morning, and the whole village sang his favourite hymn.',
      'the whole village sang his favourite hymn',
    ],
  ])('reflects the loving moment in “%s”, never the loss', (text, loving) => {
    const reading = analyseJournal(text);
    expect(reading.silverLining).toBe(loving);
    expect([reading.silverLining, ...reading.alsoGood].join(' ')).not.toMatch(/ashes|gone|put to sleep|funeral/);
  });
});

describe('grief said gently, and what is missing after it', () => {
  it.each([
    'Our old dog went peacefully in her basket.',
    'I sat with Grandpa through his last hours.',
    'It would have been Dad’s 80th today.',
    'Finally signed our wills at the solicitor’s.',
  ])('never quotes “%s” as the good part', (text) => {
    expect(analyseJournal(text).silverLining).toBeUndefined();
  });

  it('reads an empty house after a loss as part of the loss', () => {
    const reading = analyseJournal('Our cat died on Sunday. The flat is so quiet now. My sister rang every evening.');
    expect(reading.silverLining).toBe('My sister rang every evening');
    expect(reading.alsoGood.join(' ')).not.toMatch(/quiet/);
    expect(analyseJournal('The kids are asleep and the flat is so quiet now.').silverLining).toMatch(/quiet/);
  });
});

describe('words that sound hard and are not', () => {
  it('reads “lost a stone” as good news', () => {
    const reading = analyseJournal('Lost my second stone at the weigh-in tonight.');
    expect(reading.hardship).toBeUndefined();
    expect(reading.silverLining).toBe('Lost my second stone at the weigh-in tonight');
  });

  it('reads wanting to hit something as anger, not the good part', () => {
    const reading = analyseJournal('I wanted to punch the wall after that call. Went for a run and my neighbour waved.');
    expect([reading.silverLining, ...reading.alsoGood].join(' ')).not.toMatch(/punch/);
  });
});

describe('lists and emoji', () => {
  it('reads a list under a hard heading as hard things', () => {
    const reading = analyseJournal(
      'Hard today:\n1. The printer jammed all morning.\n2. My manager moved my review.\nGood today:\n1. My friend sent me a song.',
    );
    expect(reading.silverLining).toBe('My friend sent me a song');
    expect(reading.alsoGood.join(' ')).not.toMatch(/manager|printer/);
  });

  it('reads a list under a good heading as what the writer values', () => {
    expect(analyseJournal('Good today:\n1. The post came at noon.').silverLining).toBe('The post came at noon');
    expect(analyseJournal('The post came at noon.').silverLining).toBeUndefined();
  });

  it('ends a thought at an emoji followed by words', () => {
    const reading = analyseJournal('love that for me 🙃 my flatmate made pancakes for everyone');
    expect(reading.silverLining).toBe('my flatmate made pancakes for everyone');
  });
});
